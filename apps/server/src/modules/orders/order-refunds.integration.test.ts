import { orderMessages } from '@piiq/domain/orders';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentRecommendations } from '../../db/schema/appointments.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import { orderRefunds, orders } from '../../db/schema/orders.ts';
import { outbox } from '../../db/schema/outbox.ts';
import { createOfflinePayments, OFFLINE_TEST_CARDS, type PaymentPort } from '../../ports/payments.ts';
import {
  createAppointment,
  createBrand,
  createCatalogueProduct,
  createUser,
  grantSalonAccess,
  offerBrand,
} from '../../test/factories.ts';
import { signedInSalonAdmin, signInAs } from '../../test/sign-in.ts';
import { errorCode, startTestServer, type GraphQLResponse, type TestServer } from '../../test/test-server.ts';

/** The offline provider, counting the refunds it is asked for and refusing while told to. */
const offline = createOfflinePayments({ secret: 'refund-test-secret', now: () => new Date() });
const refundsAsked: string[] = [];
let refuseRefunds = false;
const payments: PaymentPort = {
  ...offline,
  async refundOrder(charge, idempotencyKey) {
    refundsAsked.push(idempotencyKey);
    if (refuseRefunds)
      return { ok: false, error: { code: 'provider_error', message: 'The charge cannot be refunded yet.' } };
    return offline.refundOrder(charge, idempotencyKey);
  },
};

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer({ payments });
});
afterAll(() => test.close());
const db = () => test.server.database.db;

const MOVE = /* GraphQL */ `
  mutation Move($orderId: ID!, $status: CartStatus!, $from: OrderState) {
    updateOrderStatus(orderId: $orderId, input: { status: $status, from: $from }) {
      orderState
      refundedAt
    }
  }
`;

type MoveAnswer = GraphQLResponse<{ updateOrderStatus: { orderState: string; refundedAt: string | null } }>;

/** A salon with two admins, and a client who paid online for a pickup of two shampoos. */
async function paidOrder() {
  const first = await signedInSalonAdmin(test);
  const secondUser = await createUser(db());
  await grantSalonAccess(db(), secondUser.id, first.salon.id, { salonAdmin: true });
  const second = await signInAs(test, secondUser.email);
  const brand = await createBrand(db());
  await offerBrand(db(), first.salon.id, brand.id, { enabled: true, visibleToClients: true });
  const shampoo = await createCatalogueProduct(db(), brand.id, { productName: 'Hydrate Shampoo', rrpAuCents: 4295 });
  const client = await createUser(db(), { name: 'Ava Martin', profileRole: 'Client' });
  await grantSalonAccess(db(), client.id, first.salon.id, { salonClient: true });
  const appointment = await createAppointment(db(), first.salon.id, { clientId: client.id });
  await db()
    .insert(appointmentRecommendations)
    .values({ appointmentId: appointment.id, position: 0, productId: shampoo.id, sku: shampoo.sku });
  const clientCookie = await signInAs(test, client.email);
  const buy = async () => {
    const method = await test.gql<{ createPaymentMethod: { id: string } }>(
      `mutation ($input: CreatePaymentMethodInput!) { createPaymentMethod(input: $input) { id } }`,
      {
        input: {
          card: { number: OFFLINE_TEST_CARDS.succeeds, expMonth: 12, expYear: 2040, cvc: '123' },
          billingDetails: { name: 'Ava Martin' },
        },
      },
    );
    return test.gql<{ buyRecommendedProducts: { order: { id: string; orderNumber: number } } }>(
      `mutation ($appointmentId: ID!, $input: BuyRecommendedProductsInput!, $idempotencyKey: String!) {
        buyRecommendedProducts(appointmentId: $appointmentId, input: $input, idempotencyKey: $idempotencyKey) {
          order { id orderNumber }
        }
      }`,
      {
        appointmentId: appointment.id,
        idempotencyKey: crypto.randomUUID(),
        input: {
          deliveryType: 'PICKUP',
          items: [{ productId: shampoo.id, quantity: 2 }],
          expectedTotal: 2 * 4295,
          paymentMethodId: method.data?.createPaymentMethod.id,
        },
      },
      { cookie: clientCookie },
    );
  };
  const bought = await buy();
  const order = bought.data?.buyRecommendedProducts.order;
  if (!order) throw new Error(JSON.stringify(bought.errors));
  const move = (cookie: string, status: string, from: string | null): Promise<MoveAnswer> =>
    test.gql(MOVE, { orderId: order.id, status, from }, { cookie });
  return { first, second, client, order, move, buy };
}

const refundEmails = async (to: string, orderNumber: number) =>
  (await db().select().from(outbox).where(eq(outbox.kind, 'email')))
    .map((row) => row.payload as { to: string; subject: string })
    .filter((email) => email.to === to && email.subject.startsWith(`Your refund for order ${orderNumber} `));

describe('cancelling a paid order', () => {
  it('refunds once when two admins cancel at the same moment, emails the client once and audits it', async () => {
    const { first, second, client, order, move, buy } = await paidOrder();
    refundsAsked.length = 0;
    const answers = await Promise.all([
      move(first.cookie, 'CANCELLED', 'READY_TO_HAND_OVER'),
      move(second, 'CANCELLED', 'READY_TO_HAND_OVER'),
    ]);
    // One admin's cancel refunds; the other's is answered as it now stands, or refused naming it.
    for (const answer of answers) {
      if (answer.errors)
        expect([orderMessages.changedMeanwhile('REFUNDED'), orderMessages.refundBusy]).toContain(
          answer.errors[0]?.message,
        );
      else expect(answer.data?.updateOrderStatus.orderState).toBe('REFUNDED');
    }
    expect(answers.some((answer) => answer.data?.updateOrderStatus.orderState === 'REFUNDED')).toBe(true);
    const refunds = await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ provider: 'offline', amountCents: 2 * 4295 });
    expect(refunds[0]?.providerRefundId).toMatch(/^re_offline_/);
    // The provider's own key is the order's: asked twice, it would refund once.
    expect(new Set(refundsAsked)).toEqual(new Set([`order-refund:${order.id}`]));
    expect(await refundEmails(client.email, order.orderNumber)).toHaveLength(1);
    const audited = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, order.id), like(auditEvents.action, 'salon-admin.order-%')));
    expect(audited.map((event) => event.action)).toEqual(['salon-admin.order-cancel']);

    // A refunded order is final, and counts as no sale.
    const reopened = await move(first.cookie, 'WAITING', 'REFUNDED');
    expect(errorCode(reopened)).toBe('CONFLICT');
    expect(reopened.errors?.[0]?.message).toBe(orderMessages.refundedIsFinal);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'CANCELLED', orderState: 'REFUNDED' });
    // With the money given back, the client may buy for the appointment again.
    const again = await buy();
    expect(again.errors).toBeUndefined();
    expect(again.data?.buyRecommendedProducts.order.id).not.toBe(order.id);
  });

  it('leaves the order as it was when the provider refuses the refund, and refunds on the next try', async () => {
    const { first, client, order, move } = await paidOrder();
    refuseRefunds = true;
    try {
      const refused = await move(first.cookie, 'CANCELLED', 'READY_TO_HAND_OVER');
      expect(errorCode(refused)).toBe('CONFLICT');
      expect(refused.errors?.[0]?.message).toBe(orderMessages.refundFailed('The charge cannot be refunded yet.'));
    } finally {
      refuseRefunds = false;
    }
    const [unchanged] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(unchanged).toMatchObject({ orderState: 'READY_TO_HAND_OVER', refundedAt: null });
    expect(await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))).toHaveLength(0);
    expect(await refundEmails(client.email, order.orderNumber)).toHaveLength(0);

    const again = await move(first.cookie, 'CANCELLED', 'READY_TO_HAND_OVER');
    expect(again.data?.updateOrderStatus.orderState).toBe('REFUNDED');
    expect(await refundEmails(client.email, order.orderNumber)).toHaveLength(1);
  });

  it('completes a paid pickup and reopens it, without touching the money', async () => {
    const { first, order, move } = await paidOrder();
    expect((await move(first.cookie, 'COMPLETED', 'READY_TO_HAND_OVER')).data?.updateOrderStatus.orderState).toBe(
      'COMPLETED',
    );
    expect((await move(first.cookie, 'WAITING', 'COMPLETED')).data?.updateOrderStatus).toEqual({
      orderState: 'READY_TO_HAND_OVER',
      refundedAt: null,
    });
    expect(await db().select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))).toHaveLength(0);
  });
});
