import { ORDER_STATE_FILTER_PARAM, type OrderState } from '@piiq/domain/orders';

/** Typed addresses of the orders screens. */
export const ordersPaths = { orders: '/:salonId/orders/:orderId?' } as const;

export const ordersUrl = (salonId: string) => `/${salonId}/orders`;

/** One order's detail; `search` keeps the list's page to go back to. */
export const orderUrl = (salonId: string, orderId: string, search = '') => `/${salonId}/orders/${orderId}${search}`;

/** The orders as a spreadsheet: the list's state filter, when there is one, as the server reads it. */
export const ordersCsvUrl = (salonId: string, state: OrderState | null = null) =>
  `/exports/${salonId}/orders.csv${state ? `?${new URLSearchParams({ [ORDER_STATE_FILTER_PARAM]: state }).toString()}` : ''}`;
