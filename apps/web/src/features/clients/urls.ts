/** Typed addresses of the clients screens (salon-admin.md section 2). */
export const clientsPaths = { clients: '/:salonId/clients', client: '/:salonId/clients/:clientId' } as const;

export const clientsUrl = (salonId: string) => `/${salonId}/clients`;
