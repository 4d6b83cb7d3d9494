import { orderState, orderTotals } from '@piiq/domain/orders';
import type { carts } from '../../schema/carts.ts';
import type { orderLineItems, orderPayments, orderRefunds, orders } from '../../schema/orders.ts';
import type { Person } from './accounts.ts';
import { AREAS, NSW } from './areas.ts';
import type { ProductInfo } from './catalog.ts';
import { HOUR, MINUTE, type DemoContext, type Insert } from './demo-context.ts';
import type { SalonPlan } from './salons.ts';

type CartStatus = NonNullable<Insert<typeof carts>['status']>;

const AU_STATES = Object.keys(AREAS).filter((state) => state !== 'Auckland');

/** An order waits for its number: numbers follow one sequence, oldest order first. */
export interface PendingOrder {
  order: Insert<typeof orders>;
  lines: Insert<typeof orderLineItems>[];
  payment: Insert<typeof orderPayments> | null;
  refund: Insert<typeof orderRefunds> | null;
}

/** What a visit left in the cart, and who bought it. */
export interface Purchase {
  salonId: string;
  plan: SalonPlan;
  priceOf: ReadonlyMap<string, number>;
  appointmentId: string;
  /** When the visit took place, and how many days ago. */
  createdAt: Date;
  daysAgo: number;
  client: Person | null;
  forDemoClient: boolean;
  bought: readonly ProductInfo[];
  pickup: boolean;
}

/**
 * What became of a visit's order, from the status the salon gave it and how it reached the client:
 * a pickup waits at the desk unpaid until handed over; a delivery waits for the client's payment, and
 * once paid it is sent, completed, or cancelled with the money given back. A one-product delivery the
 * client paid for is told as bought in the portal.
 */
function orderOutcome(status: CartStatus | null, pickup: boolean, products: number) {
  const paid = !pickup && status !== null;
  return {
    source: paid && products === 1 ? ('PORTAL' as const) : ('MIRROR' as const),
    status: status ?? 'WAITING',
    paid,
    refunded: paid && status === 'CANCELLED',
  };
}

/** The visit's cart with its items and the order it holds: every cart with items is one of the salon's orders. */
export function seedPurchase(demo: DemoContext, purchase: Purchase, pending: PendingOrder[]): void {
  const { faker, data, now, id, chance } = demo;
  const { salonId, plan, priceOf, appointmentId, createdAt, daysAgo, client, forDemoClient, bought, pickup } = purchase;
  let cartStatus: CartStatus | null = null;
  if (bought.length > 0) {
    const recent = daysAgo < 14;
    cartStatus = forDemoClient
      ? 'WAITING'
      : faker.helpers.weightedArrayElement<CartStatus | null>([
          { weight: recent ? 30 : 8, value: null },
          { weight: recent ? 40 : 7, value: 'WAITING' },
          { weight: recent ? 20 : 73, value: 'COMPLETED' },
          { weight: 12, value: 'CANCELLED' },
        ]);
  }
  const emptyCart = bought.length === 0 && client !== null && chance(0.05);
  if (bought.length > 0 || emptyCart) {
    const cartId = id();
    const cartCreated = new Date(createdAt.getTime() + 12 * MINUTE);
    const settled = cartStatus === 'COMPLETED' || cartStatus === 'CANCELLED';
    const cartUpdated = settled
      ? new Date(Math.min(now.getTime(), cartCreated.getTime() + faker.number.int({ min: 1, max: 96 }) * HOUR))
      : cartCreated;
    data.carts.push({
      id: cartId,
      appointmentId,
      salonId,
      deliveryType: pickup || emptyCart ? 'PICKUP' : 'DELIVERY',
      createdAt: cartCreated,
      updatedAt: cartUpdated,
    });
    const lines: Insert<typeof orderLineItems>[] = [];
    bought.forEach((product, position) => {
      const quantity = chance(0.15) ? 2 : 1;
      const priceCents = priceOf.get(product.id) ?? product.rrpAuCents;
      data.cartItems.push({
        id: id(),
        cartId,
        productId: product.id,
        currency: 'AUD',
        priceCents,
        quantity,
        // A millisecond apart, as the mirror saves them: the lines keep their order.
        createdAt: new Date(cartCreated.getTime() + position),
      });
      lines.push({
        id: id(),
        orderId: '',
        productId: product.id,
        productName: product.name,
        quantity,
        unitPriceCents: priceCents,
        totalCents: priceCents * quantity,
        position,
      });
    });
    if (client !== null && lines.length > 0) {
      const deliveryType = pickup ? ('PICKUP' as const) : ('DELIVERY' as const);
      const totals = orderTotals(
        lines.map((line) => ({ unitPriceCents: line.unitPriceCents, quantity: line.quantity })),
        deliveryType,
      );
      const outcome = orderOutcome(cartStatus, pickup, bought.length);
      const delivered = !pickup;
      const stateName =
        plan.country === 'NZ'
          ? 'Auckland'
          : faker.helpers.weightedArrayElement([
              { weight: 8, value: plan.address.state },
              { weight: 2, value: faker.helpers.arrayElement(AU_STATES) },
            ]);
      const area = AREAS[stateName] ?? NSW;
      const orderId = id();
      // A delivery has the address its client gave when paying; one still waiting for payment has none
      // yet. The address is drawn for every delivery alike, so the draws after it stay where they were.
      const address = delivered
        ? {
            addressLine1: faker.location.streetAddress(),
            addressLine2: chance(0.2) ? `Unit ${faker.number.int({ min: 1, max: 40 })}` : null,
            suburbOrCity: faker.helpers.arrayElement(area.suburbs),
            state: stateName,
            postcode: `${area.postcodePrefix}${faker.string.numeric(4 - area.postcodePrefix.length)}`,
          }
        : null;
      const addressed = outcome.paid ? address : null;
      const placedAt = new Date(cartCreated.getTime() + 3 * MINUTE);
      const paidAt = outcome.paid ? new Date(Math.min(now.getTime(), placedAt.getTime() + 2 * HOUR)) : null;
      const refundedAt =
        outcome.refunded && paidAt ? new Date(Math.max(paidAt.getTime(), cartUpdated.getTime())) : null;
      const order = {
        id: orderId,
        salonId,
        source: outcome.source,
        cartId,
        appointmentId,
        clientId: client.id,
        email: client.email,
        firstName: client.firstName,
        lastName: client.lastName,
        phone: client.phone,
        addressLine1: addressed?.addressLine1 ?? null,
        addressLine2: addressed?.addressLine2 ?? null,
        suburbOrCity: addressed?.suburbOrCity ?? null,
        state: addressed?.state ?? null,
        postcode: addressed?.postcode ?? null,
        currency: 'AUD',
        subtotalCents: totals.subtotalCents,
        shippingCents: totals.shippingCents,
        grandTotalCents: totals.totalCents,
        status: outcome.status,
        deliveryType,
        orderState: orderState({ status: outcome.status, deliveryType, paidAt, refundedAt }),
        paidAt,
        refundedAt,
        createdAt: placedAt,
        updatedAt: cartUpdated,
      };
      const payment = paidAt
        ? {
            clientId: client.id,
            idempotencyKey: `demo-${order.id}`,
            appointmentId,
            orderId: order.id,
            provider: 'offline',
            providerPaymentId: `pi_offline_demo_${order.id}`,
            amountCents: totals.totalCents,
            createdAt: paidAt,
            paidAt,
          }
        : null;
      const refund =
        payment && refundedAt
          ? {
              orderId: order.id,
              provider: 'offline',
              providerPaymentId: payment.providerPaymentId,
              providerRefundId: `re_offline_demo_${order.id}`,
              amountCents: totals.totalCents,
              requestedBy: plan.owner.email,
              createdAt: refundedAt,
              refundedAt,
            }
          : null;
      pending.push({ order, lines, payment, refund });
    }
  }
}

/** Numbers the orders from one sequence, so they are inserted oldest first. */
export function seedOrders(demo: DemoContext, pending: PendingOrder[]): void {
  pending.sort((a, b) => (a.order.createdAt?.getTime() ?? 0) - (b.order.createdAt?.getTime() ?? 0));
  for (const { order, lines, payment, refund } of pending) {
    demo.data.orders.push(order);
    demo.data.orderLineItems.push(...lines.map((line) => ({ ...line, orderId: order.id ?? '' })));
    if (payment) demo.data.orderPayments.push(payment);
    if (refund) demo.data.orderRefunds.push(refund);
  }
  if (demo.data.orders.length === 0) throw new Error('The demo produced no orders');
}
