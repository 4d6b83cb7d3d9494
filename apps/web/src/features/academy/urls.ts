/** Typed address of the academy (salon-admin.md section 2). */
export const academyPaths = { academy: '/:salonId/academy/:academyId?' } as const;
