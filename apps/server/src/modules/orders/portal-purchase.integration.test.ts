import { portalPurchaseMessages } from '@piiq/domain/portal-purchase';
import { addressMessages } from '@piiq/domain/address';
import { DELIVERY_SHIPPING_CENTS, ORDER_REPLACED_REASON } from '@piiq/domain/orders';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentRecommendations } from '../../db/schema/appointments.ts';
import { pushSubscriptions } from '../../db/schema/notifications.ts';
import { orderPayments, orders } from '../../db/schema/orders.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { OFFLINE_TEST_CARDS, offlinePaymentMessages } from '../../ports/payments.ts';
import {
  createAppointment,
  createBrand,
  createCart,
  createCatalogueProduct,
  createSalonProduct,
  createUser,
  grantSalonAccess,
  offerBrand,
} from '../../test/factories.ts';
import { ORDER_SUMMARY } from '../../test/order-fragments.ts';
import { signedInSalonAdmin, signInAs } from '../../test/sign-in.ts';
import { errorCode, startTestServer, type GraphQLResponse, type TestServer } from '../../test/test-server.ts';

const CREATE_PAYMENT_METHOD = /* GraphQL */ `
  mutation CreatePaymentMethod($input: CreatePaymentMethodInput!) {
    createPaymentMethod(input: $input) {
      id
    }
  }
`;

const BUY = /* GraphQL */ `
  mutation Buy($appointmentId: ID!, $input: BuyRecommendedProductsInput!, $idempotencyKey: String!) {
    buyRecommendedProducts(appointmentId: $appointmentId, input: $input, idempotencyKey: $idempotencyKey) {
      order {
        id
        ...OrderSummary
      }
      cart {
        id
        status
        deliveryType
        items {
          quantity
          price
          product {
            id
          }
        }
        order {
          id
        }
      }
    }
  }
  ${ORDER_SUMMARY}
`;

const SALON_VIEW = /* GraphQL */ `
  query SalonView($salonId: ID!, $appointmentId: ID!) {
    salon(id: $salonId) {
      orders {
        totalCount
        items {
          id
        }
      }
      appointment(id: $appointmentId) {
        retailStatus
        purchasedItems
        cart {
          status
          order {
            orderNumber
          }
        }
      }
    }
  }
`;

const RECOMMENDATIONS = /* GraphQL */ `
  query Recommendations($salonId: ID!, $appointmentId: ID!) {
    recommendations(salonId: $salonId, appointmentId: $appointmentId) {
      recommendations {
        sku
        rrp
        price
      }
    }
  }
`;

type BuyAnswer = {
  buyRecommendedProducts: {
    order: {
      id: string;
      orderNumber: number;
      subtotal: number;
      shipping: number;
      grandTotal: number;
      lineItems: Array<{ productName: string; quantity: number; total: number }>;
    } & Record<string, unknown>;
    cart: {
      id: string;
      status: string;
      deliveryType: string;
      items: Array<{ quantity: number; price: number; product: { id: string } }>;
      order: { id: string } | null;
    };
  };
};

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(() => test.close());
const db = () => test.server.database.db;

/**
 * A salon's client with an appointment recommending three products: a shampoo at RRP, a conditioner
 * at the salon's custom price, and one of a brand the salon no longer shows its clients.
 */
async function appointmentWithRecommendations() {
  const admin = await signedInSalonAdmin(test);
  const salonId = admin.salon.id;
  const visible = await createBrand(db());
  const hidden = await createBrand(db());
  await offerBrand(db(), salonId, visible.id, { enabled: true, visibleToClients: true });
  await offerBrand(db(), salonId, hidden.id, { enabled: true, visibleToClients: false });
  const shampoo = await createCatalogueProduct(db(), visible.id, { productName: 'Hydrate Shampoo', rrpAuCents: 3495 });
  const conditioner = await createCatalogueProduct(db(), visible.id, {
    productName: 'Hydrate Conditioner',
    productType: 'Conditioner',
    rrpAuCents: 3695,
  });
  await createSalonProduct(db(), salonId, conditioner.id, { customPriceCents: 2990 });
  const hiddenProduct = await createCatalogueProduct(db(), hidden.id, {
    productName: 'Hidden Mask',
    productType: 'Treatment',
  });
  const notRecommended = await createCatalogueProduct(db(), visible.id, {
    productName: 'Styling Cream',
    productType: 'Styling',
  });
  const client = await createUser(db(), { name: 'Ava Martin', profileRole: 'Client' });
  await grantSalonAccess(db(), client.id, salonId, { salonClient: true });
  const appointment = await createAppointment(db(), salonId, { clientId: client.id });
  await db()
    .insert(appointmentRecommendations)
    .values(
      [shampoo, conditioner, hiddenProduct].map((product, position) => ({
        appointmentId: appointment.id,
        position,
        productId: product.id,
        sku: product.sku,
      })),
    );
  return {
    admin,
    salonId,
    appointment,
    client,
    shampoo,
    conditioner,
    hiddenProduct,
    notRecommended,
    clientCookie: await signInAs(test, client.email),
  };
}

async function paymentMethod(number: string = OFFLINE_TEST_CARDS.succeeds): Promise<string> {
  const answer = await test.gql<{ createPaymentMethod: { id: string } }>(CREATE_PAYMENT_METHOD, {
    input: { card: { number, expMonth: 12, expYear: 2040, cvc: '123' }, billingDetails: { name: 'Ava Martin' } },
  });
  if (!answer.data) throw new Error(JSON.stringify(answer.errors));
  return answer.data.createPaymentMethod.id;
}

function buy(
  appointmentId: string,
  input: Record<string, unknown>,
  cookie: string,
  idempotencyKey = crypto.randomUUID(),
): Promise<GraphQLResponse<BuyAnswer>> {
  return test.gql<BuyAnswer>(BUY, { appointmentId, input, idempotencyKey }, { cookie });
}

describe('buyRecommendedProducts', () => {
  it('charges the salon’s prices, places a waiting pickup order the salon sees, and tells its live screens', async () => {
    const { admin, salonId, appointment, shampoo, conditioner, clientCookie } = await appointmentWithRecommendations();
    const prices = await test.gql<{
      recommendations: { recommendations: Array<{ sku: string; rrp: number; price: number | null }> };
    }>(RECOMMENDATIONS, { salonId, appointmentId: appointment.id }, { cookie: clientCookie });
    expect(prices.data?.recommendations.recommendations.map((item) => item.price)).toEqual([3495, 2990, null]);

    const carts = test.server.events.subscribe('cartUpdated', salonId)[Symbol.asyncIterator]();
    const cartEvent = carts.next();
    const answer = await buy(
      appointment.id,
      {
        deliveryType: 'PICKUP',
        items: [
          { productId: shampoo.id, quantity: 2 },
          { productId: conditioner.id, quantity: 1 },
        ],
        expectedTotal: 2 * 3495 + 2990,
        paymentMethodId: await paymentMethod(),
      },
      clientCookie,
    );
    expect(answer.errors).toBeUndefined();
    const placed = answer.data!.buyRecommendedProducts;
    expect(placed.order).toMatchObject({
      email: expect.any(String),
      firstName: 'Ava',
      lastName: 'Martin',
      addressLine1: null,
      subtotal: 9980,
      shipping: 0,
      grandTotal: 9980,
      lineItems: [
        { productName: 'Hydrate Shampoo', quantity: 2, total: 6990 },
        { productName: 'Hydrate Conditioner', quantity: 1, total: 2990 },
      ],
    });
    expect(placed.cart).toMatchObject({ status: 'WAITING', deliveryType: 'PICKUP', order: { id: placed.order.id } });
    expect(placed.cart.items.map((item) => [item.quantity, item.price])).toEqual([
      [2, 3495],
      [1, 2990],
    ]);
    // An event that never comes fails the test at its time limit.
    const event = await cartEvent;
    expect(event).toEqual({ done: false, value: { salonId, cartId: placed.cart.id, appointmentId: appointment.id } });
    await carts.return?.();

    const seen = await test.gql<{
      salon: { orders: { items: Array<{ id: string }> }; appointment: Record<string, unknown> };
    }>(SALON_VIEW, { salonId, appointmentId: appointment.id }, { cookie: admin.cookie });
    expect(seen.data?.salon.orders.items.map((order) => order.id)).toContain(placed.order.id);
    expect(seen.data?.salon.appointment).toEqual({
      retailStatus: 'READY TO HAND OVER',
      purchasedItems: [shampoo.sku, shampoo.sku, conditioner.sku],
      cart: { status: 'WAITING', order: { orderNumber: placed.order.orderNumber } },
    });

    const again = await buy(
      appointment.id,
      {
        deliveryType: 'PICKUP',
        items: [{ productId: shampoo.id, quantity: 1 }],
        expectedTotal: 3495,
        paymentMethodId: await paymentMethod(),
      },
      clientCookie,
    );
    expect(again.errors?.[0]?.message).toBe(portalPurchaseMessages.alreadyPaid);
  });

  it('delivers to a checked address and adds the delivery fee below the free-delivery threshold', async () => {
    const { appointment, shampoo, clientCookie } = await appointmentWithRecommendations();
    const paymentMethodId = await paymentMethod();
    const noAddress = await buy(
      appointment.id,
      {
        deliveryType: 'DELIVERY',
        items: [{ productId: shampoo.id, quantity: 1 }],
        expectedTotal: 3495 + DELIVERY_SHIPPING_CENTS,
        paymentMethodId,
      },
      clientCookie,
    );
    expect(noAddress.errors?.[0]?.extensions?.['fields']).toEqual(
      expect.arrayContaining([
        { field: 'address.addressLine1', message: addressMessages.addressLine1 },
        { field: 'address.postcode', message: addressMessages.postcode },
      ]),
    );
    const badPostcode = await buy(
      appointment.id,
      {
        deliveryType: 'DELIVERY',
        items: [{ productId: shampoo.id, quantity: 1 }],
        address: { addressLine1: '1 Campbell Parade', city: 'Bondi Beach', state: 'NSW', postcode: '20261' },
        expectedTotal: 3495 + DELIVERY_SHIPPING_CENTS,
        paymentMethodId,
      },
      clientCookie,
    );
    expect(badPostcode.errors?.[0]?.message).toBe(addressMessages.postcodeFormat);
    const answer = await buy(
      appointment.id,
      {
        deliveryType: 'DELIVERY',
        items: [{ productId: shampoo.id, quantity: 1 }],
        address: { addressLine1: '1 Campbell Parade', city: 'Bondi Beach', state: 'NSW', postcode: '2026' },
        expectedTotal: 3495 + DELIVERY_SHIPPING_CENTS,
        paymentMethodId,
      },
      clientCookie,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.buyRecommendedProducts.order).toMatchObject({
      addressLine1: '1 Campbell Parade',
      suburbOrCity: 'Bondi Beach',
      state: 'NSW',
      postcode: '2026',
      shipping: DELIVERY_SHIPPING_CENTS,
      grandTotal: 3495 + DELIVERY_SHIPPING_CENTS,
    });
    expect(answer.data?.buyRecommendedProducts.cart.deliveryType).toBe('DELIVERY');
  });

  it('is for the appointment’s own client only', async () => {
    const { admin, appointment, shampoo } = await appointmentWithRecommendations();
    const stranger = await createUser(db(), { profileRole: 'Client' });
    const input = {
      deliveryType: 'PICKUP',
      items: [{ productId: shampoo.id, quantity: 1 }],
      expectedTotal: 3495,
      paymentMethodId: await paymentMethod(),
    };
    expect(errorCode(await buy(appointment.id, input, await signInAs(test, stranger.email)))).toBe('FORBIDDEN');
    expect(errorCode(await buy(appointment.id, input, admin.cookie))).toBe('FORBIDDEN');
    expect(errorCode(await test.gql(BUY, { appointmentId: appointment.id, input, idempotencyKey: 'k' }))).toBe(
      'UNAUTHENTICATED',
    );
    expect(await db().select().from(orders).where(eq(orders.salonId, admin.salon.id))).toEqual([]);
  });

  it('sells only the appointment’s recommendations that the salon may still sell, in bounded quantities', async () => {
    const { appointment, shampoo, hiddenProduct, notRecommended, clientCookie } =
      await appointmentWithRecommendations();
    const paymentMethodId = await paymentMethod();
    const hidden = await buy(
      appointment.id,
      {
        deliveryType: 'PICKUP',
        items: [{ productId: hiddenProduct.id, quantity: 1 }],
        expectedTotal: 3495,
        paymentMethodId,
      },
      clientCookie,
    );
    expect(hidden.errors?.[0]?.message).toBe(portalPurchaseMessages.notSold);
    const other = await buy(
      appointment.id,
      {
        deliveryType: 'PICKUP',
        items: [{ productId: notRecommended.id, quantity: 1 }],
        expectedTotal: 3495,
        paymentMethodId,
      },
      clientCookie,
    );
    expect(other.errors?.[0]?.message).toBe(portalPurchaseMessages.notOffered);
    const tooMany = await buy(
      appointment.id,
      {
        deliveryType: 'PICKUP',
        items: [{ productId: shampoo.id, quantity: 21 }],
        expectedTotal: 21 * 3495,
        paymentMethodId,
      },
      clientCookie,
    );
    expect(tooMany.errors?.[0]?.message).toBe(portalPurchaseMessages.quantity);
    const none = await buy(
      appointment.id,
      { deliveryType: 'PICKUP', items: [], expectedTotal: 0, paymentMethodId },
      clientCookie,
    );
    expect(none.errors?.[0]?.message).toBe(portalPurchaseMessages.noProducts);
    expect(await db().select().from(orderPayments).where(eq(orderPayments.appointmentId, appointment.id))).toEqual([]);
  });

  it('charges the server’s total: a total the browser got wrong is refused, not charged', async () => {
    const { appointment, conditioner, clientCookie } = await appointmentWithRecommendations();
    // The browser still shows the RRP; the salon's custom price is what counts.
    const answer = await buy(
      appointment.id,
      {
        deliveryType: 'PICKUP',
        items: [{ productId: conditioner.id, quantity: 1 }],
        expectedTotal: 3695,
        paymentMethodId: await paymentMethod(),
      },
      clientCookie,
    );
    expect(answer.errors?.[0]?.message).toBe(portalPurchaseMessages.priceChanged(2990));
    expect(await db().select().from(orderPayments).where(eq(orderPayments.appointmentId, appointment.id))).toEqual([]);
  });

  it('saves nothing for a declined card and says so; the same key then pays with another card', async () => {
    const { admin, appointment, shampoo, clientCookie } = await appointmentWithRecommendations();
    const input = { deliveryType: 'PICKUP', items: [{ productId: shampoo.id, quantity: 1 }], expectedTotal: 3495 };
    const key = crypto.randomUUID();
    const declined = await buy(
      appointment.id,
      { ...input, paymentMethodId: await paymentMethod(OFFLINE_TEST_CARDS.declined) },
      clientCookie,
      key,
    );
    expect(declined.errors?.[0]?.message).toBe(
      `${offlinePaymentMessages.declined} ${portalPurchaseMessages.notCharged}`,
    );
    expect(await db().select().from(orders).where(eq(orders.salonId, admin.salon.id))).toEqual([]);
    const seen = await test.gql<{ salon: { appointment: { cart: unknown } } }>(
      SALON_VIEW,
      { salonId: admin.salon.id, appointmentId: appointment.id },
      { cookie: admin.cookie },
    );
    expect(seen.data?.salon.appointment.cart).toBeNull();

    const paid = await buy(appointment.id, { ...input, paymentMethodId: await paymentMethod() }, clientCookie, key);
    expect(paid.errors).toBeUndefined();
  });

  it('answers a retry or a double click with the first order, charged once', async () => {
    const { admin, appointment, shampoo, clientCookie } = await appointmentWithRecommendations();
    const input = {
      deliveryType: 'PICKUP',
      items: [{ productId: shampoo.id, quantity: 1 }],
      expectedTotal: 3495,
      paymentMethodId: await paymentMethod(),
    };
    const key = crypto.randomUUID();
    const [first, second] = await Promise.all([
      buy(appointment.id, input, clientCookie, key),
      buy(appointment.id, input, clientCookie, key),
    ]);
    const succeeded = [first, second].filter((answer) => !answer.errors);
    expect(succeeded.length).toBeGreaterThanOrEqual(1);
    for (const answer of [first, second]) {
      if (answer.errors) expect(answer.errors[0]?.message).toBe(portalPurchaseMessages.inProgress);
    }
    const retry = await buy(appointment.id, input, clientCookie, key);
    expect(retry.data?.buyRecommendedProducts.order.id).toBe(succeeded[0]?.data?.buyRecommendedProducts.order.id);
    expect(await db().select().from(orders).where(eq(orders.salonId, admin.salon.id))).toHaveLength(1);
    expect(await db().select().from(orderPayments).where(eq(orderPayments.appointmentId, appointment.id))).toHaveLength(
      1,
    );
  });

  it('pays for the delivery the mirror left the client, in place: the lines and address they give, to ship, with a receipt', async () => {
    const { admin, salonId, appointment, shampoo, conditioner, clientCookie } = await appointmentWithRecommendations();
    const mirrorCart = await createCart(db(), appointment, [{ productId: shampoo.id, quantity: 3, priceCents: 3495 }], {
      deliveryType: 'DELIVERY',
    });
    const [mirrorOrder] = await db().select().from(orders).where(eq(orders.cartId, mirrorCart.id));
    expect(mirrorOrder?.orderState).toBe('AWAITING_PAYMENT');
    // The client keeps one shampoo, adds a conditioner and gives the address.
    const answer = await buy(
      appointment.id,
      {
        deliveryType: 'DELIVERY',
        items: [
          { productId: shampoo.id, quantity: 1 },
          { productId: conditioner.id, quantity: 1 },
        ],
        address: { addressLine1: '1 George St', city: 'Sydney', state: 'NSW', postcode: '2000' },
        expectedTotal: 3495 + 2990 + DELIVERY_SHIPPING_CENTS,
        paymentMethodId: await paymentMethod(),
      },
      clientCookie,
    );
    expect(answer.errors).toBeUndefined();
    const placed = answer.data!.buyRecommendedProducts;
    expect(placed.order).toMatchObject({
      id: mirrorOrder?.id,
      orderNumber: mirrorOrder?.orderNumber,
      addressLine1: '1 George St',
      subtotal: 3495 + 2990,
      shipping: DELIVERY_SHIPPING_CENTS,
      lineItems: [
        { productName: 'Hydrate Shampoo', quantity: 1, total: 3495 },
        { productName: 'Hydrate Conditioner', quantity: 1, total: 2990 },
      ],
    });
    expect(placed.cart.items.map((item) => [item.product.id, item.quantity])).toEqual([
      [shampoo.id, 1],
      [conditioner.id, 1],
    ]);
    const [paid] = await db().select().from(orders).where(eq(orders.id, mirrorOrder!.id));
    expect(paid).toMatchObject({ source: 'MIRROR', orderState: 'TO_SHIP', cartId: mirrorCart.id });
    expect(paid?.paidAt).not.toBeNull();
    const seen = await test.gql<{ salon: { orders: { totalCount: number } } }>(
      SALON_VIEW,
      { salonId, appointmentId: appointment.id },
      { cookie: admin.cookie },
    );
    expect(seen.data?.salon.orders.totalCount).toBe(1);
    const receipts = (await db().select().from(outbox).where(eq(outbox.kind, 'email')))
      .map((row) => row.payload as { to: string; subject: string; text: string })
      .filter(
        (email) => email.subject === `Your receipt for order ${mirrorOrder?.orderNumber} from ${admin.salon.name}`,
      );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain('GST included: $');
    expect(receipts[0]?.text).toContain('1 George St');
  });

  it('leaves the salon’s pickup as it is when the client buys other products: an order of its own beside it', async () => {
    const { admin, salonId, appointment, shampoo, conditioner, clientCookie } = await appointmentWithRecommendations();
    const mirrorCart = await createCart(db(), appointment, [{ productId: shampoo.id, quantity: 3, priceCents: 3495 }], {
      deliveryType: 'PICKUP',
    });
    const answer = await buy(
      appointment.id,
      {
        deliveryType: 'PICKUP',
        items: [{ productId: conditioner.id, quantity: 1 }],
        expectedTotal: 2990,
        paymentMethodId: await paymentMethod(),
      },
      clientCookie,
    );
    expect(answer.errors).toBeUndefined();
    const placed = answer.data!.buyRecommendedProducts;
    // The cart still holds the salon's pickup, untouched; the purchase is an order of the appointment beside it.
    expect(placed.cart.items.map((item) => [item.product.id, item.quantity])).toEqual([[shampoo.id, 3]]);
    const all = await db().select().from(orders).where(eq(orders.appointmentId, appointment.id));
    expect(all.map((order) => [order.source, order.orderState, order.cartId]).sort()).toEqual(
      [
        ['MIRROR', 'READY_TO_HAND_OVER', mirrorCart.id],
        ['PORTAL', 'READY_TO_HAND_OVER', null],
      ].sort(),
    );
    const news = (await db().select().from(outbox).where(eq(outbox.kind, 'announcement'))).map(
      (row) => (row.payload as { announcement: { kind: string; appointmentId: string; body: string } }).announcement,
    );
    expect(news).toContainEqual(
      expect.objectContaining({
        kind: 'orderPaid',
        appointmentId: appointment.id,
        body: `Ava Martin has paid online for order ${placed.order.orderNumber}.`,
      }),
    );
    const seen = await test.gql<{ salon: { orders: { totalCount: number } } }>(
      SALON_VIEW,
      { salonId, appointmentId: appointment.id },
      { cookie: admin.cookie },
    );
    expect(seen.data?.salon.orders.totalCount).toBe(2);

    // An order the salon already completed is left as it is too.
    const closed = await appointmentWithRecommendations();
    await createCart(db(), closed.appointment, [{ productId: closed.shampoo.id, quantity: 1 }], {
      status: 'COMPLETED',
    });
    const beside = await buy(
      closed.appointment.id,
      {
        deliveryType: 'PICKUP',
        items: [{ productId: closed.shampoo.id, quantity: 1 }],
        expectedTotal: 3495,
        paymentMethodId: await paymentMethod(),
      },
      closed.clientCookie,
    );
    expect(beside.errors).toBeUndefined();
    const closedOrders = await db().select().from(orders).where(eq(orders.appointmentId, closed.appointment.id));
    expect(closedOrders.map((order) => order.orderState).sort()).toEqual(['COMPLETED', 'READY_TO_HAND_OVER']);
  });

  it('replaces the salon’s pickup only with a purchase that covers it: kept cancelled with the reason, both shown, the salon told', async () => {
    const { admin, salonId, appointment, shampoo, conditioner, clientCookie } = await appointmentWithRecommendations();
    await db()
      .insert(pushSubscriptions)
      .values({
        userId: admin.user.id,
        endpoint: 'https://push.example.com/admin',
        p256dh: 'k'.repeat(87),
        auth: 'a'.repeat(22),
      });
    const mirrorCart = await createCart(db(), appointment, [{ productId: shampoo.id, quantity: 3, priceCents: 3495 }], {
      deliveryType: 'PICKUP',
    });

    const answer = await buy(
      appointment.id,
      {
        deliveryType: 'DELIVERY',
        items: [
          { productId: shampoo.id, quantity: 3 },
          { productId: conditioner.id, quantity: 1 },
        ],
        address: { addressLine1: '1 George St', city: 'Sydney', state: 'NSW', postcode: '2000' },
        expectedTotal: 3 * 3495 + 2990,
        paymentMethodId: await paymentMethod(),
      },
      clientCookie,
    );
    expect(answer.errors).toBeUndefined();
    const placed = answer.data!.buyRecommendedProducts;
    expect(placed.cart.id).toBe(mirrorCart.id);

    const seen = await test.gql<{
      salon: {
        orders: { items: Array<Record<string, unknown>> };
        appointment: { cart: { order: { id: string }; replacedOrders: Array<Record<string, unknown>> } };
      };
    }>(
      /* GraphQL */ `
        query Replaced($salonId: ID!, $appointmentId: ID!) {
          salon(id: $salonId) {
            orders {
              items {
                id
                status
                statusReason
                deliveryType
                cartId
                appointmentId
                grandTotal
                lineItems {
                  productName
                  quantity
                  total
                }
                replacedBy {
                  id
                }
                replaces {
                  id
                }
              }
            }
            appointment(id: $appointmentId) {
              cart {
                order {
                  id
                }
                replacedOrders {
                  id
                  orderNumber
                  status
                }
              }
            }
          }
        }
      `,
      { salonId, appointmentId: appointment.id },
      { cookie: admin.cookie },
    );
    expect(seen.errors).toBeUndefined();
    const [newest, earlier] = seen.data!.salon.orders.items;
    expect(newest).toMatchObject({
      id: placed.order.id,
      status: 'WAITING',
      statusReason: null,
      deliveryType: 'DELIVERY',
      cartId: mirrorCart.id,
      appointmentId: appointment.id,
      replacedBy: null,
    });
    expect(earlier).toEqual({
      id: expect.any(String),
      status: 'CANCELLED',
      statusReason: ORDER_REPLACED_REASON,
      deliveryType: 'PICKUP',
      cartId: null,
      appointmentId: appointment.id,
      grandTotal: 3 * 3495,
      lineItems: [{ productName: 'Hydrate Shampoo', quantity: 3, total: 3 * 3495 }],
      replacedBy: { id: placed.order.id },
      replaces: [],
    });
    expect(newest?.replaces).toEqual([{ id: earlier?.id }]);
    expect(seen.data!.salon.appointment.cart.order.id).toBe(placed.order.id);
    expect(seen.data!.salon.appointment.cart.replacedOrders).toEqual([
      { id: earlier?.id, orderNumber: expect.any(Number), status: 'CANCELLED' },
    ]);
    expect(placed.cart.items.map((item) => [item.product.id, item.quantity])).toEqual([
      [shampoo.id, 3],
      [conditioner.id, 1],
    ]);

    const news = await db().select().from(outbox).where(eq(outbox.kind, 'announcement'));
    expect(
      news.map((row) => (row.payload as { announcement: { kind: string; appointmentId: string } }).announcement),
    ).toContainEqual(expect.objectContaining({ kind: 'orderReplaced', appointmentId: appointment.id }));
    expect(
      news.filter(
        (row) =>
          (row.payload as { announcement: { appointmentId: string } }).announcement.appointmentId === appointment.id,
      ),
    ).toHaveLength(1);
    const pushes = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'push'), sql`${outbox.payload}->>'tag' like ${`%:${appointment.id}`}`));
    expect(pushes.map((row) => (row.payload as { title: string; body: string }).title)).toEqual(['Order replaced']);
    expect((pushes[0]?.payload as { body: string }).body).toMatch(
      new RegExp(`order ${placed.order.orderNumber}, which replaces order \\d+`),
    );

    const waiting = await test.gql<{ salon: { orders: { totalCount: number; items: Array<{ id: string }> } } }>(
      /* GraphQL */ `
        query ByStatus($salonId: ID!, $status: CartStatus) {
          salon(id: $salonId) {
            orders(status: $status) {
              totalCount
              items {
                id
              }
            }
          }
        }
      `,
      { salonId, status: 'CANCELLED' },
      { cookie: admin.cookie },
    );
    expect(waiting.data?.salon.orders).toEqual({ totalCount: 1, items: [{ id: earlier?.id }] });
  });
});
