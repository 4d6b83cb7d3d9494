import { pagingMessages } from '@piiq/domain/paging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMessages } from '@piiq/domain/orders';
import {
  createAppointment,
  createBrand,
  createCart,
  createCatalogueProduct,
  createOrder,
  createStaffMember,
} from '../../test/factories.ts';
import { ORDER_SUMMARY } from '../../test/order-fragments.ts';
import { signedInSalonAdmin } from '../../test/sign-in.ts';
import { errorCode, startTestServer, type GraphQLResponse, type TestServer } from '../../test/test-server.ts';

const ORDERS = /* GraphQL */ `
  query Orders($salonId: ID!, $limit: Int, $nextToken: String) {
    salon(id: $salonId) {
      orders(limit: $limit, nextToken: $nextToken) {
        totalCount
        nextToken
        items {
          id
          orderNumber
          email
          grandTotal
        }
      }
    }
  }
`;
const ORDER = /* GraphQL */ `
  query Order($salonId: ID!, $orderId: ID!) {
    salon(id: $salonId) {
      order(id: $orderId) {
        ...OrderSummary
        phone
        addressLine2
      }
    }
  }
  ${ORDER_SUMMARY}
`;

interface OrdersAnswer {
  salon: {
    orders: {
      totalCount: number;
      nextToken: string | null;
      items: Array<{ id: string; orderNumber: number; email: string; grandTotal: number }>;
    };
  };
}

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(() => test.close());
const db = () => test.server.database.db;

describe('Support Your Salon orders', () => {
  it('pages the salon’s orders newest first by keyset, each once', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    const made = [];
    for (let i = 0; i < 8; i++) {
      made.push(
        await createOrder(db(), salon.id, [{ productName: `Product ${i}`, quantity: 1, totalCents: 1000 + i }], {
          createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
        }),
      );
    }
    const first: GraphQLResponse<OrdersAnswer> = await test.gql<OrdersAnswer>(
      ORDERS,
      { salonId: salon.id },
      { cookie },
    );
    const page1 = first.data!.salon.orders;
    expect(page1.totalCount).toBe(8);
    expect(page1.items.map((order) => order.id)).toEqual(
      made
        .slice(2)
        .reverse()
        .map((order) => order.id),
    );
    const second = (await test.gql<OrdersAnswer>(ORDERS, { salonId: salon.id, nextToken: page1.nextToken }, { cookie }))
      .data!.salon.orders;
    expect(second.items.map((order) => order.id)).toEqual([made[1]!.id, made[0]!.id]);
    expect(second.nextToken).toBeNull();
    expect(page1.items[0]!.orderNumber).toBeGreaterThan(page1.items[1]!.orderNumber);

    const badToken = await test.gql(ORDERS, { salonId: salon.id, nextToken: 'x' }, { cookie });
    expect(badToken.errors?.[0]?.message).toBe(pagingMessages.pageGone);
  });

  it('shows an order’s contact, address, lines and totals; another salon’s order is not found', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    const order = await createOrder(
      db(),
      salon.id,
      [
        { productName: 'Hydrate Shampoo', quantity: 2, totalCents: 6990 },
        { productName: 'Repair Mask', quantity: 1, totalCents: 4200 },
      ],
      {
        phone: '+61412345678',
        addressLine1: '1 Campbell Parade',
        suburbOrCity: 'Bondi Beach',
        state: 'NSW',
        postcode: '2026',
        shippingCents: 995,
        grandTotalCents: 12185,
      },
    );
    const answer = await test.gql<{ salon: { order: Record<string, unknown> } }>(
      ORDER,
      { salonId: salon.id, orderId: order.id },
      { cookie },
    );
    expect(answer.data?.salon.order).toEqual({
      orderNumber: order.orderNumber,
      firstName: 'Ava',
      lastName: 'Martin',
      email: 'client@example.com',
      phone: '+61412345678',
      addressLine1: '1 Campbell Parade',
      addressLine2: null,
      suburbOrCity: 'Bondi Beach',
      state: 'NSW',
      postcode: '2026',
      subtotal: 11190,
      shipping: 995,
      grandTotal: 12185,
      lineItems: [
        { productName: 'Hydrate Shampoo', quantity: 2, total: 6990 },
        { productName: 'Repair Mask', quantity: 1, total: 4200 },
      ],
    });

    const other = await signedInSalonAdmin(test);
    const theirs = await test.gql<{ salon: { order: unknown } }>(
      ORDER,
      { salonId: other.salon.id, orderId: order.id },
      { cookie: other.cookie },
    );
    expect(theirs.data?.salon.order).toBeNull();
    expect(errorCode(await test.gql(ORDER, { salonId: salon.id, orderId: order.id }, { cookie: other.cookie }))).toBe(
      'FORBIDDEN',
    );
  });

  it('moves an order from its page by its state’s rules, once for a double click, and lists it by state', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    const brand = await createBrand(db());
    const product = await createCatalogueProduct(db(), brand.id, { productName: 'Hydrate Shampoo' });
    const stylist = await createStaffMember(db(), salon.id, { name: 'Mia Chen' });
    const appointment = await createAppointment(db(), salon.id, { staffId: stylist.id });
    const cart = await createCart(db(), appointment, [{ productId: product.id, quantity: 1 }], {
      deliveryType: 'PICKUP',
    });
    const partner = await createOrder(db(), salon.id, [{ productName: 'Repair Mask', quantity: 1, totalCents: 4200 }], {
      addressLine1: '1 Campbell Parade',
    });
    const order = async () =>
      (
        await test.gql<{ salon: { orders: { items: Array<Record<string, unknown>> } } }>(
          /* GraphQL */ `
            query OrderPage($salonId: ID!) {
              salon(id: $salonId) {
                orders {
                  items {
                    id
                    source
                    orderState
                    status
                    deliveryType
                    cartId
                    appointmentId
                    stylistName
                  }
                }
              }
            }
          `,
          { salonId: salon.id },
          { cookie },
        )
      ).data!.salon.orders.items;
    const placed = (await order()).find((item) => item.cartId === cart.id);
    expect(placed).toMatchObject({
      source: 'MIRROR',
      orderState: 'READY_TO_HAND_OVER',
      status: 'WAITING',
      deliveryType: 'PICKUP',
      appointmentId: appointment.id,
      stylistName: 'Mia Chen',
    });
    const orderId = String(placed!.id);

    const change = (status: string, from: string) =>
      test.gql<{ updateOrderStatus: { orderState: string } }>(
        /* GraphQL */ `
          mutation Change($orderId: ID!, $status: CartStatus!, $from: OrderState) {
            updateOrderStatus(orderId: $orderId, input: { status: $status, from: $from }) {
              orderState
            }
          }
        `,
        { orderId, status, from },
        { cookie },
      );
    const answers = await Promise.all([
      change('COMPLETED', 'READY_TO_HAND_OVER'),
      change('COMPLETED', 'READY_TO_HAND_OVER'),
    ]);
    // The second click finds the order completed: a conflict naming it, or the same answer, never a second change.
    for (const answer of answers)
      if (answer.errors) expect(answer.errors[0]?.message).toBe(orderMessages.changedMeanwhile('COMPLETED'));
      else expect(answer.data?.updateOrderStatus.orderState).toBe('COMPLETED');

    const stale = await change('CANCELLED', 'READY_TO_HAND_OVER');
    expect(errorCode(stale)).toBe('CONFLICT');
    expect(stale.errors?.[0]?.message).toBe(orderMessages.changedMeanwhile('COMPLETED'));
    expect((await change('WAITING', 'COMPLETED')).data?.updateOrderStatus.orderState).toBe('READY_TO_HAND_OVER');
    expect((await change('CANCELLED', 'READY_TO_HAND_OVER')).data?.updateOrderStatus.orderState).toBe('CANCELLED');
    const notAllowed = await change('COMPLETED', 'CANCELLED');
    expect(notAllowed.errors?.[0]?.message).toBe(orderMessages.notAllowed('CANCELLED', 'COMPLETED'));

    const byState = (state: string | null) =>
      test.gql<{ salon: { orders: { totalCount: number; items: Array<{ id: string; orderState: string }> } } }>(
        /* GraphQL */ `
          query ByState($salonId: ID!, $state: OrderState) {
            salon(id: $salonId) {
              orders(orderState: $state) {
                totalCount
                items {
                  id
                  orderState
                }
              }
            }
          }
        `,
        { salonId: salon.id, state },
        { cookie },
      );
    expect((await byState('CANCELLED')).data?.salon.orders).toEqual({
      totalCount: 1,
      items: [{ id: orderId, orderState: 'CANCELLED' }],
    });
    // The partner's order was paid when placed: it waits to be sent.
    expect((await byState('TO_SHIP')).data?.salon.orders.items).toEqual([{ id: partner.id, orderState: 'TO_SHIP' }]);
    expect((await byState(null)).data?.salon.orders.totalCount).toBe(2);
  });
});
