import { CART_STATUSES, cartDisplayStatus, type CartLike, type CartStatus } from './cart.ts';
import type { SalonNotification } from './notifications.ts';

/**
 * The salon's Support Your Salon orders (docs/product-rules.md, decision 037): what status an order
 * reads, how it reaches the client, and what happens to an order the salon already holds when the
 * client pays for the appointment in the portal.
 */

export type OrderDeliveryType = 'PICKUP' | 'DELIVERY';
export type OrderStatus = CartStatus | 'N/A';

/** An order's own status, kept when it no longer follows a cart; else its cart's. */
export interface OrderStatusSource {
  status?: CartStatus | null;
  cart?: CartLike | null;
}

/**
 * An order reads its own status when it has one (one replaced by the client's online purchase),
 * else its cart's. An order without a cart (the partner's) has no status the salon moves: N/A.
 */
export function orderStatus(order: OrderStatusSource): OrderStatus {
  if (order.status) return order.status;
  return cartDisplayStatus(order.cart);
}

/** The order's own delivery when it keeps one, else its cart's; an order without either is delivered when it has an address. */
export function orderDeliveryType(order: {
  deliveryType?: OrderDeliveryType | null;
  cartDeliveryType?: OrderDeliveryType | null;
  addressLine1?: string | null;
}): OrderDeliveryType {
  return order.deliveryType ?? order.cartDeliveryType ?? (order.addressLine1?.trim() ? 'DELIVERY' : 'PICKUP');
}

/** What a salon reads at a glance: picked up in the salon, or delivered (to the address beside it). */
export const ORDER_DELIVERY_LABELS: Readonly<Record<OrderDeliveryType, string>> = {
  PICKUP: 'Pick up in salon',
  DELIVERY: 'Delivery',
};

export const ORDER_STATUS_FILTER_PARAM = 'status';

/** The Orders list's status filter from the address: one of the cart statuses, or every order. */
export function readOrderStatusFilter(value: string | null | undefined): CartStatus | null {
  return CART_STATUSES.find((status) => status === value) ?? null;
}

/** The words of RESOLUTIONS 16, stored with the order a portal purchase replaced. */
export const ORDER_REPLACED_REASON = 'replaced by the client’s online purchase';

/**
 * A portal purchase takes the appointment's cart. A cart the salon was told about (one with items,
 * from the mirror) and that nobody has placed or settled is not overwritten silently: it is kept
 * as an order of its own, CANCELLED with the reason, pointing at the purchase that replaced it.
 */
export function purchaseReplacesCart(cart: CartLike | null | undefined, hasOrder: boolean): boolean {
  return !hasOrder && cartDisplayStatus(cart) === 'WAITING';
}

export function orderReplacedText(
  clientName: string | null | undefined,
  replaced: { orderNumber: number },
  by: { orderNumber: number },
): string {
  const who = clientName?.trim() || 'A client';
  return `${who} paid online for order ${by.orderNumber}, which replaces order ${replaced.orderNumber}. Order ${replaced.orderNumber} is cancelled.`;
}

/** The banner and push for a replacement: the salon must not find its pickup or delivery gone without a word. */
export function notificationForOrderReplaced(event: {
  appointmentId: string;
  clientName?: string | null;
  replaced: { orderNumber: number };
  order: { orderNumber: number };
}): SalonNotification {
  return {
    kind: 'orderReplaced',
    title: 'Order replaced',
    body: orderReplacedText(event.clientName, event.replaced, event.order),
    appointmentId: event.appointmentId,
  };
}
