import { CART_STATUSES, type CartStatus } from './cart.ts';
import type { Cents } from './money.ts';

/**
 * A salon's retail orders (docs/product-rules.md, decision 058): every order, whatever its source, is
 * one kind of record with its lines, totals, status, delivery and payment. What the salon must do next
 * is the order's state, decided here once and read by every screen, export, email and the API.
 */

export type OrderDeliveryType = 'PICKUP' | 'DELIVERY';

/** Where an order came from: the cart saved at the mirror, the client's purchase in the portal, or the partner. */
export const ORDER_SOURCES = ['MIRROR', 'PORTAL', 'PARTNER'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

export const ORDER_SOURCE_LABELS: Readonly<Record<OrderSource, string>> = {
  MIRROR: 'Mirror',
  PORTAL: 'Portal',
  PARTNER: 'Partner',
};

/** What a salon reads at a glance: picked up in the salon, or delivered (to the address beside it). */
export const ORDER_DELIVERY_LABELS: Readonly<Record<OrderDeliveryType, string>> = {
  PICKUP: 'Pick up in salon',
  DELIVERY: 'Delivery',
};

/** What the salon must do next with an order, in the order a salon works through them. */
export const ORDER_STATES = [
  'AWAITING_PAYMENT',
  'READY_TO_HAND_OVER',
  'TO_SHIP',
  'COMPLETED',
  'CANCELLED',
  'REFUNDED',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const ORDER_STATE_LABELS: Readonly<Record<OrderState, string>> = {
  AWAITING_PAYMENT: 'Awaiting payment',
  READY_TO_HAND_OVER: 'Ready to hand over',
  TO_SHIP: 'To ship',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
  REFUNDED: 'Refunded',
};

/** The state of an order as a client reads it in the portal and in emails. */
export const ORDER_STATE_CLIENT_WORDS: Readonly<Record<OrderState, string>> = {
  AWAITING_PAYMENT: 'Waiting for your payment',
  READY_TO_HAND_OVER: 'Ready for you at the salon',
  TO_SHIP: 'Paid: the salon will send it to you',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
  REFUNDED: 'Cancelled and refunded',
};

/** What the state is decided from: the salon's status (the cart's words), the delivery, and the money. */
export interface OrderStateSource {
  status: CartStatus;
  deliveryType: OrderDeliveryType;
  paidAt: Date | string | null;
  refundedAt: Date | string | null;
  /**
   * Why the product itself cancelled the order (replaced by the client's purchase, emptied at the
   * mirror): such an order is final, since what took its place is another order.
   */
  statusReason?: string | null;
}

/**
 * The one rule of an order's state. A delivery waits for the client's payment before anything ships;
 * a pickup is ready to hand over whether it was paid online or will be paid at the counter. No state
 * claims what has not happened: a delivery is "to ship" only once paid, and "completed" only when the
 * salon says it handed it over or sent it.
 */
export function orderState(order: OrderStateSource): OrderState {
  if (order.status === 'CANCELLED') return order.refundedAt ? 'REFUNDED' : 'CANCELLED';
  if (order.status === 'COMPLETED') return 'COMPLETED';
  if (order.deliveryType === 'PICKUP') return 'READY_TO_HAND_OVER';
  return order.paidAt ? 'TO_SHIP' : 'AWAITING_PAYMENT';
}

/** The salon's status a state was reached from, in the cart's words the API keeps. */
export function orderStatusOfState(state: OrderState): CartStatus {
  if (state === 'COMPLETED') return 'COMPLETED';
  return state === 'CANCELLED' || state === 'REFUNDED' ? 'CANCELLED' : 'WAITING';
}

/** Paid and not given back: the money is the salon's. */
export function isPaid(order: Pick<OrderStateSource, 'paidAt' | 'refundedAt'>): boolean {
  return Boolean(order.paidAt) && !order.refundedAt;
}

/**
 * Sales are money received: an order counts once it is paid (in the portal, or through the partner)
 * or completed (handed over and paid in the salon), and stops counting when it is cancelled or refunded.
 * The dashboard's SQL says the same (appointment figures); a test holds the two equal.
 */
export function countsAsSale(order: OrderStateSource): boolean {
  if (order.status === 'CANCELLED') return false;
  return order.status === 'COMPLETED' || isPaid(order);
}

/** The statuses each state may be moved to, named by the cart's words the API keeps. */
const NEXT_STATUSES: Readonly<Record<OrderState, readonly CartStatus[]>> = {
  AWAITING_PAYMENT: ['CANCELLED'],
  READY_TO_HAND_OVER: ['COMPLETED', 'CANCELLED'],
  TO_SHIP: ['COMPLETED', 'CANCELLED'],
  COMPLETED: ['CANCELLED', 'WAITING'],
  CANCELLED: ['WAITING'],
  REFUNDED: [],
};

/** Cancelled by the product, not the salon: what took the order's place is another order. */
const cancelledByTheProduct = (order: OrderStateSource) => order.status === 'CANCELLED' && Boolean(order.statusReason);

export function orderNextStatuses(order: OrderStateSource): readonly CartStatus[] {
  return cancelledByTheProduct(order) ? [] : NEXT_STATUSES[orderState(order)];
}

export const orderMessages = {
  notAllowed: (state: OrderState, to: CartStatus) =>
    `An order that is ${ORDER_STATE_LABELS[state].toLowerCase()} cannot become ${to}.`,
  unpaidDelivery: 'A delivery can be completed once the client has paid for it. Cancel it if it will not be sent.',
  refundedIsFinal:
    'A refunded order is final: the client’s money went back to them. The client can buy again in the portal.',
  replacedIsFinal:
    'This order ended when another took its place, so it cannot be reopened. Open the newer order instead.',
  changedMeanwhile: (now: OrderState) =>
    `This order changed meanwhile: it is ${ORDER_STATE_LABELS[now].toLowerCase()} now. Check it and try again.`,
  refundBusy: 'This order’s refund is on its way. Reload the page in a moment.',
  refundFailed: (reason: string) => `The refund could not be made: ${reason} The order is unchanged. Please try again.`,
  noOrder: 'This appointment has no order to change.',
  closedAtMirror:
    'The salon has already completed or cancelled this appointment’s order, so the mirror cannot change it. Ask at the desk.',
} as const;

/** Why a move is refused, or null when the order's state allows it. */
export function orderTransitionProblem(order: OrderStateSource, to: CartStatus): string | null {
  const state = orderState(order);
  if (orderNextStatuses(order).includes(to)) return null;
  if (cancelledByTheProduct(order)) return orderMessages.replacedIsFinal;
  if (state === 'REFUNDED') return orderMessages.refundedIsFinal;
  if (state === 'AWAITING_PAYMENT' && to === 'COMPLETED') return orderMessages.unpaidDelivery;
  return orderMessages.notAllowed(state, to);
}

/**
 * A move asked from the state the person saw: refused when the order has left it (a second click,
 * another admin, the client paying meanwhile), so a double click changes the order once.
 */
export function staleOrderProblem(order: OrderStateSource, seen: OrderState | null | undefined): string | null {
  if (!seen) return null;
  const state = orderState(order);
  return state === seen ? null : orderMessages.changedMeanwhile(state);
}

/** Cancelling an order whose money the salon holds gives it back to the client, through the payment provider. */
export function cancellingRefunds(order: OrderStateSource, to: CartStatus): boolean {
  return to === 'CANCELLED' && isPaid(order);
}

export type OrderAction = 'complete' | 'cancel' | 'reopen';

/** The buttons on an order are named by the status they lead to. */
export const ORDER_ACTIONS: ReadonlyArray<{ status: CartStatus; action: OrderAction; label: string }> = [
  { status: 'COMPLETED', action: 'complete', label: 'Complete' },
  { status: 'CANCELLED', action: 'cancel', label: 'Cancel' },
  { status: 'WAITING', action: 'reopen', label: 'Reopen' },
];

/** Delivery costs a flat fee below the free-delivery threshold; picking up in the salon costs nothing. */
export const DELIVERY_SHIPPING_CENTS = 995;
export const FREE_DELIVERY_FROM_CENTS = 9900;

export function shippingCents(deliveryType: OrderDeliveryType, subtotalCents: Cents): Cents {
  return deliveryType === 'DELIVERY' && subtotalCents < FREE_DELIVERY_FROM_CENTS ? DELIVERY_SHIPPING_CENTS : 0;
}

export interface PricedLine {
  unitPriceCents: Cents;
  quantity: number;
}

export interface OrderTotals {
  subtotalCents: Cents;
  shippingCents: Cents;
  totalCents: Cents;
}

/** A line's total: its quantity times its unit price. */
export function lineTotalCents(line: PricedLine): Cents {
  return line.unitPriceCents * line.quantity;
}

/**
 * The one sum of a cart's and an order's money, wherever it is shown or charged: each line is quantity
 * x unit price, the subtotal their sum, and a delivery adds the shipping rule's fee.
 */
export function orderTotals(lines: readonly PricedLine[], deliveryType: OrderDeliveryType): OrderTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
  const shipping = shippingCents(deliveryType, subtotalCents);
  return { subtotalCents, shippingCents: shipping, totalCents: subtotalCents + shipping };
}

export const ORDER_STATE_FILTER_PARAM = 'state';

/** The Orders list's state filter from the address: one of the states, or every order. */
export function readOrderStateFilter(value: string | null | undefined): OrderState | null {
  return ORDER_STATES.find((state) => state === value) ?? null;
}

/** The API's older filter by the cart's words, still answered. */
export function readCartStatus(value: string | null | undefined): CartStatus | null {
  return CART_STATUSES.find((status) => status === value) ?? null;
}

/** The words stored with the order a portal purchase replaced (RESOLUTIONS 16). */
export const ORDER_REPLACED_REASON = 'replaced by the client’s online purchase';

/** The words stored with a mirror order whose cart the stylist emptied before it was paid. */
export const ORDER_EMPTIED_REASON = 'the stylist emptied the cart at the mirror';

/** A quantity per product: what a set of lines holds. */
export interface ProductQuantity {
  productId: string;
  quantity: number;
}

/**
 * Whether a purchase covers an order: it holds every product of the order, each at least as many times.
 * Only then may the purchase take the order's place; anything less leaves the salon's order as it is.
 */
export function purchaseCovers(order: readonly ProductQuantity[], purchase: readonly ProductQuantity[]): boolean {
  const bought = new Map<string, number>();
  for (const line of purchase) bought.set(line.productId, (bought.get(line.productId) ?? 0) + line.quantity);
  return order.every((line) => (bought.get(line.productId) ?? 0) >= line.quantity);
}

/**
 * An appointment's retail words in the appointments list, the record and the client's sessions. The
 * spec's words are used where they are true: PICKED UP IN-STORE and DELIVERED TO HOME only once the
 * salon completed the order; until then the order's state says what is pending.
 */
export type RetailWording =
  | 'NOT BOUGHT'
  | 'PICKED UP IN-STORE'
  | 'DELIVERED TO HOME'
  | 'AWAITING PAYMENT'
  | 'READY TO HAND OVER'
  | 'TO SHIP'
  | 'CANCELLED'
  | 'REFUNDED';

export function retailWording(
  order: { state: OrderState; deliveryType: OrderDeliveryType } | null | undefined,
): RetailWording {
  if (!order) return 'NOT BOUGHT';
  switch (order.state) {
    case 'COMPLETED':
      return order.deliveryType === 'PICKUP' ? 'PICKED UP IN-STORE' : 'DELIVERED TO HOME';
    case 'AWAITING_PAYMENT':
      return 'AWAITING PAYMENT';
    case 'READY_TO_HAND_OVER':
      return 'READY TO HAND OVER';
    case 'TO_SHIP':
      return 'TO SHIP';
    case 'CANCELLED':
      return 'CANCELLED';
    case 'REFUNDED':
      return 'REFUNDED';
  }
}
