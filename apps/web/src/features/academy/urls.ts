/** Typed address of the academy. */
export const academyPaths = { academy: '/:salonId/academy/:academyId?' } as const;

export const academyUrl = (salonId: string) => `/${salonId}/academy`;
export const academyItemUrl = (salonId: string, itemId: string) => `${academyUrl(salonId)}/${itemId}`;
