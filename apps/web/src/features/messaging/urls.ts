/** Typed address of messaging (salon-admin.md section 2). */
export const messagingPaths = { messaging: '/:salonId/messaging' } as const;

export const messagingUrl = (salonId: string) => `/${salonId}/messaging`;
