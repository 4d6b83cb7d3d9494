import { rebookStatus, type RebookFields, type RebookStatus } from './rebook.ts';

/**
 * The cart's words, which the API keeps for an appointment's cart and its order's status. What an
 * order may become, and what it reads, is decided by its state (orders.ts).
 */
export const CART_STATUSES = ['WAITING', 'COMPLETED', 'CANCELLED'] as const;
export type CartStatus = (typeof CART_STATUSES)[number];

export interface CartItemQuantity {
  quantity: number;
}

export interface CartLike {
  status?: CartStatus | null;
  items?: readonly CartItemQuantity[] | null;
}

export function itemCount(items: readonly CartItemQuantity[] | null | undefined): number {
  return (items ?? []).reduce((sum, item) => sum + item.quantity, 0);
}

const hasItems = (cart: CartLike | null | undefined) => (cart?.items?.length ?? 0) > 0;

/** A cart with items and no status yet is waiting; one without items has no order to show. */
export function cartDisplayStatus(cart: CartLike | null | undefined): CartStatus | 'N/A' {
  if (!hasItems(cart)) return 'N/A';
  return cart?.status ?? 'WAITING';
}

export const NO_NAME = '(No Name)';

export interface AppointmentListSource extends RebookFields {
  clientName?: string | null;
  staffName?: string | null;
  cart?: (CartLike & { id?: string | null }) | null;
}

export interface AppointmentListRow {
  clientName: string;
  staffName: string;
  itemCount: number;
  cartId: string;
  rebookStatus: RebookStatus;
  orderStatus: CartStatus | 'N/A';
}

/** The list view's normalised appointment; blank names read as missing ones. */
export function appointmentListRow(appointment: AppointmentListSource): AppointmentListRow {
  return {
    clientName: appointment.clientName?.trim() || NO_NAME,
    staffName: appointment.staffName?.trim() || NO_NAME,
    itemCount: itemCount(appointment.cart?.items),
    cartId: appointment.cart?.id || '0',
    rebookStatus: rebookStatus(appointment),
    orderStatus: cartDisplayStatus(appointment.cart),
  };
}

/**
 * The appointments list's order column: N/A for a session whose cart holds nothing (the spec's word
 * for a cart without items), else the retail words of its order (orders.ts retailWording).
 */
export function listOrderStatus<Wording extends string>(row: {
  orderStatus: string;
  retailStatus: Wording;
}): Wording | 'N/A' {
  return row.orderStatus === 'N/A' ? 'N/A' : row.retailStatus;
}
