import { rebookStatus, type RebookFields, type RebookStatus } from './rebook.ts';

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

const NEXT_STATUSES: Readonly<Record<CartStatus, readonly CartStatus[]>> = {
  WAITING: ['COMPLETED', 'CANCELLED'],
  COMPLETED: ['CANCELLED', 'WAITING'],
  CANCELLED: ['WAITING'],
};

export function nextStatuses(cart: CartLike | null | undefined): readonly CartStatus[] {
  const status = cartDisplayStatus(cart);
  return status === 'N/A' ? [] : NEXT_STATUSES[status];
}

export function canTransition(cart: CartLike | null | undefined, to: CartStatus): boolean {
  return nextStatuses(cart).includes(to);
}

export const cartMessages = {
  noOrder: 'This appointment has no order to change.',
  notAllowed: (from: CartStatus, to: CartStatus) => `An order that is ${from} cannot become ${to}.`,
  changedMeanwhile: (now: CartStatus | 'N/A') =>
    `This order changed meanwhile: it is ${now} now. Check it and try again.`,
} as const;

/**
 * A change asked from the status the person saw: refused when the order is no longer in it (a second
 * click, another admin, the mirror), so a double click changes the order once.
 */
export function staleStatusProblem(
  cart: CartLike | null | undefined,
  seen: CartStatus | null | undefined,
): string | null {
  if (!seen) return null;
  const status = cartDisplayStatus(cart);
  return status === seen ? null : cartMessages.changedMeanwhile(status);
}

/** Why a change of status is refused, or null when the cart's transitions (docs/product-rules.md) allow it. */
export function cartTransitionProblem(cart: CartLike | null | undefined, to: CartStatus): string | null {
  const status = cartDisplayStatus(cart);
  if (status === 'N/A') return cartMessages.noOrder;
  return canTransition(cart, to) ? null : cartMessages.notAllowed(status, to);
}

export type CartAction = 'complete' | 'cancel' | 'reopen';

/** The buttons on an appointment's cart are named by the status they lead to. */
export const CART_ACTION_FOR_STATUS: Readonly<Record<CartStatus, CartAction>> = {
  COMPLETED: 'complete',
  CANCELLED: 'cancel',
  WAITING: 'reopen',
};

export interface RetailFields {
  salonPickup?: boolean | null;
  purchasedItems?: readonly string[] | null;
}

export type RecordsRetailStatus = 'PICKUP' | 'DELIVERED' | 'NOT BOUGHT';

/** Pickup is checked first: a client collecting in store has bought, whatever the purchase list says yet. */
export function recordsRetailStatus(appointment: RetailFields): RecordsRetailStatus {
  if (appointment.salonPickup) return 'PICKUP';
  return (appointment.purchasedItems?.length ?? 0) > 0 ? 'DELIVERED' : 'NOT BOUGHT';
}

export type ListRetailStatus = 'NOT BOUGHT' | 'PICKED UP IN-STORE' | 'DELIVERED TO HOME';

const LIST_WORDING: Readonly<Record<RecordsRetailStatus, ListRetailStatus>> = {
  PICKUP: 'PICKED UP IN-STORE',
  DELIVERED: 'DELIVERED TO HOME',
  'NOT BOUGHT': 'NOT BOUGHT',
};

export function listRetailStatus(appointment: RetailFields): ListRetailStatus {
  return LIST_WORDING[recordsRetailStatus(appointment)];
}

export function hasRetailPurchase(appointment: RetailFields): boolean {
  return recordsRetailStatus(appointment) !== 'NOT BOUGHT';
}

export const NO_NAME = '(No Name)';

export interface AppointmentListSource extends RebookFields, RetailFields {
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
  retailStatus: ListRetailStatus;
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
    retailStatus: listRetailStatus(appointment),
  };
}

/** The appointments list's order column: the retail wording, or N/A for a session whose cart has no items. */
export function listOrderStatus<Wording extends string = ListRetailStatus>(row: {
  orderStatus: string;
  retailStatus: Wording;
}): Wording | 'N/A' {
  return row.orderStatus === 'N/A' ? 'N/A' : row.retailStatus;
}
