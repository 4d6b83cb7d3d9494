/** Typed addresses of the clients screens (salon-admin.md section 2). */
export const clientsUrl = (salonId: string) => `/${salonId}/clients`;
