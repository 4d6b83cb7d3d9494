import type { carts } from '../../schema/carts.ts';
import type { orderLineItems, orders } from '../../schema/orders.ts';
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

/** The visit's cart with its items and, when a client bought something, the order it became. */
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
      status: cartStatus,
      createdAt: cartCreated,
      updatedAt: cartUpdated,
    });
    const lines: Insert<typeof orderLineItems>[] = [];
    let subtotal = 0;
    bought.forEach((product, position) => {
      const quantity = chance(0.15) ? 2 : 1;
      const priceCents = priceOf.get(product.id) ?? product.rrpAuCents;
      subtotal += priceCents * quantity;
      data.cartItems.push({
        id: id(),
        cartId,
        productId: product.id,
        currency: 'AUD',
        priceCents,
        quantity,
        createdAt: cartCreated,
      });
      lines.push({
        id: id(),
        orderId: '',
        productId: product.id,
        productName: product.name,
        quantity,
        totalCents: priceCents * quantity,
        position,
      });
    });
    if (client !== null && lines.length > 0) {
      const shippingCents = pickup || subtotal >= 9900 ? 0 : 995;
      const delivered = !pickup;
      const stateName =
        plan.country === 'NZ'
          ? 'Auckland'
          : faker.helpers.weightedArrayElement([
              { weight: 8, value: plan.address.state },
              { weight: 2, value: faker.helpers.arrayElement(AU_STATES) },
            ]);
      const area = AREAS[stateName] ?? NSW;
      pending.push({
        order: {
          id: id(),
          salonId,
          cartId,
          clientId: client.id,
          email: client.email,
          firstName: client.firstName,
          lastName: client.lastName,
          phone: client.phone,
          addressLine1: delivered ? faker.location.streetAddress() : null,
          addressLine2: delivered && chance(0.2) ? `Unit ${faker.number.int({ min: 1, max: 40 })}` : null,
          suburbOrCity: delivered ? faker.helpers.arrayElement(area.suburbs) : null,
          state: delivered ? stateName : null,
          postcode: delivered ? `${area.postcodePrefix}${faker.string.numeric(4 - area.postcodePrefix.length)}` : null,
          currency: 'AUD',
          subtotalCents: subtotal,
          shippingCents,
          grandTotalCents: subtotal + shippingCents,
          createdAt: new Date(cartCreated.getTime() + 3 * MINUTE),
          updatedAt: cartUpdated,
        },
        lines,
      });
    }
  }
}

/** Numbers the orders from one sequence, so they are inserted oldest first. */
export function seedOrders(demo: DemoContext, pending: PendingOrder[]): void {
  pending.sort((a, b) => (a.order.createdAt?.getTime() ?? 0) - (b.order.createdAt?.getTime() ?? 0));
  for (const { order, lines } of pending) {
    demo.data.orders.push(order);
    demo.data.orderLineItems.push(...lines.map((line) => ({ ...line, orderId: order.id ?? '' })));
  }
  if (demo.data.orders.length === 0) throw new Error('The demo produced no orders');
}
