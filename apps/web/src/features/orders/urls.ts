/** Typed addresses of the orders screens (salon-admin.md section 2). */
export const ordersPaths = { orders: '/:salonId/orders/:orderId?' } as const;

export const ordersUrl = (salonId: string) => `/${salonId}/orders`;
