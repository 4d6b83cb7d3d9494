/** Typed addresses of the orders screens. */
export const ordersPaths = { orders: '/:salonId/orders/:orderId?' } as const;

export const ordersUrl = (salonId: string) => `/${salonId}/orders`;

/** One order's detail; `search` keeps the list's page to go back to. */
export const orderUrl = (salonId: string, orderId: string, search = '') => `/${salonId}/orders/${orderId}${search}`;

/** The orders as a spreadsheet. */
export const ordersCsvUrl = (salonId: string) => `/exports/${salonId}/orders.csv`;
