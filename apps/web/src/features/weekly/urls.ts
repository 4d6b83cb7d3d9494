/** Typed address of the weekly view. */
export const weeklyPaths = { weekly: '/:salonId/weekly' } as const;

export const weeklyUrl = (salonId: string) => `/${salonId}/weekly`;
