/** Typed address of the weekly view (salon-admin.md section 2). */
export const weeklyPaths = { weekly: '/:salonId/weekly' } as const;

export const weeklyUrl = (salonId: string) => `/${salonId}/weekly`;
