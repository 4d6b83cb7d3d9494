import { pagingMessages } from '@piiq/domain/paging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartMessages } from '@piiq/domain/cart';
import {
  createAppointment,
  createBrand,
  createCart,
  createCatalogueProduct,
  createOrder,
  createStaffMember,
} from '../../test/factories.ts';
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
        orderNumber
        firstName
        lastName
        email
        phone
        addressLine1
        addressLine2
        suburbOrCity
        state
        postcode
        subtotal
        shipping
        grandTotal
        lineItems {
          productName
          quantity
          total
        }
      }
    }
  }
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

  it('moves an order from its page by the cart’s transitions, once for a double click, and lists it by status', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    const brand = await createBrand(db());
    const product = await createCatalogueProduct(db(), brand.id, { productName: 'Hydrate Shampoo' });
    const stylist = await createStaffMember(db(), salon.id, { name: 'Mia Chen' });
    const appointment = await createAppointment(db(), salon.id, { staffId: stylist.id });
    const cart = await createCart(db(), appointment, [{ productId: product.id, quantity: 1 }], {
      deliveryType: 'PICKUP',
    });
    const order = await createOrder(
      db(),
      salon.id,
      [{ productName: 'Hydrate Shampoo', quantity: 1, totalCents: 3495 }],
      {
        cartId: cart.id,
      },
    );
    const partner = await createOrder(db(), salon.id, [{ productName: 'Repair Mask', quantity: 1, totalCents: 4200 }], {
      addressLine1: '1 Campbell Parade',
    });
    const page = await test.gql<{ salon: { order: Record<string, unknown> } }>(
      /* GraphQL */ `
        query OrderPage($salonId: ID!, $orderId: ID!) {
          salon(id: $salonId) {
            order(id: $orderId) {
              status
              deliveryType
              cartId
              appointmentId
              stylistName
            }
          }
        }
      `,
      { salonId: salon.id, orderId: order.id },
      { cookie },
    );
    expect(page.data?.salon.order).toEqual({
      status: 'WAITING',
      deliveryType: 'PICKUP',
      cartId: cart.id,
      appointmentId: appointment.id,
      stylistName: 'Mia Chen',
    });

    const change = (status: string, from: string) =>
      test.gql<{ updateCartStatus: { status: string } }>(
        /* GraphQL */ `
          mutation Change($cartId: ID!, $status: CartStatus!, $from: CartStatus) {
            updateCartStatus(cartId: $cartId, input: { status: $status, from: $from }) {
              status
            }
          }
        `,
        { cartId: cart.id, status, from },
        { cookie },
      );
    const [first, second] = await Promise.all([change('COMPLETED', 'WAITING'), change('COMPLETED', 'WAITING')]);
    const answers = [first, second];
    expect(answers.filter((answer) => answer.data?.updateCartStatus.status === 'COMPLETED')).toHaveLength(1);
    const refused = answers.find((answer) => answer.errors);
    expect(errorCode(refused!)).toBe('CONFLICT');
    expect(refused!.errors?.[0]?.message).toBe(cartMessages.changedMeanwhile('COMPLETED'));

    const reopened = await change('WAITING', 'COMPLETED');
    expect(reopened.data?.updateCartStatus.status).toBe('WAITING');
    const cancelled = await change('CANCELLED', 'WAITING');
    expect(cancelled.data?.updateCartStatus.status).toBe('CANCELLED');
    const notAllowed = await change('COMPLETED', 'CANCELLED');
    expect(notAllowed.errors?.[0]?.message).toBe(cartMessages.notAllowed('CANCELLED', 'COMPLETED'));

    const byStatus = (status: string | null) =>
      test.gql<{
        salon: {
          orders: { totalCount: number; items: Array<{ id: string; status: string | null; deliveryType: string }> };
        };
      }>(
        /* GraphQL */ `
          query ByStatus($salonId: ID!, $status: CartStatus) {
            salon(id: $salonId) {
              orders(status: $status) {
                totalCount
                items {
                  id
                  status
                  deliveryType
                }
              }
            }
          }
        `,
        { salonId: salon.id, status },
        { cookie },
      );
    expect((await byStatus('CANCELLED')).data?.salon.orders).toEqual({
      totalCount: 1,
      items: [{ id: order.id, status: 'CANCELLED', deliveryType: 'PICKUP' }],
    });
    expect((await byStatus('WAITING')).data?.salon.orders.totalCount).toBe(0);
    // The partner's order has no cart: no status the salon moves, delivered to its address.
    expect((await byStatus(null)).data?.salon.orders.items).toContainEqual({
      id: partner.id,
      status: null,
      deliveryType: 'DELIVERY',
    });
  });
});
