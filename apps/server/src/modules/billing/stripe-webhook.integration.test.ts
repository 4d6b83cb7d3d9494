import { gstPartOfCents } from '@piiq/domain/money';
import { registerPayloadFixture } from '@piiq/domain/test/signup-fixtures';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { invoices, subscriptions } from '../../db/schema/billing.ts';
import { STRIPE_WEBHOOK_PATH } from '../../http/stripe-webhook.ts';
import { createStripePayments } from '../../ports/stripe-payments.ts';
import { createFakeStripe } from '../../test/fake-stripe.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

const SECRET = 'whsec_test_piiq_webhooks';
const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterAccountInput!, $key: String!) {
    registerAccount(input: $input, idempotencyKey: $key) {
      salonId
    }
  }
`;

const fake = createFakeStripe();
let test: TestServer;
let salonId = '';
beforeAll(async () => {
  await fake.start();
  test = await startTestServer({
    payments: createStripePayments({
      secretKey: 'sk_test_fake',
      publishableKey: 'pk_test_fake',
      api: fake.api(),
      webhookSecret: SECRET,
    }),
  });
  // A salon signed up through (the fake of) Stripe: subscription sub_1, first invoice in_1.
  const response = await test.gql<{ registerAccount: { salonId: string } }>(REGISTER, {
    key: 'stripe-webhook-signup',
    input: registerPayloadFixture({
      mirrors: 2,
      addressLine1: '5 George St',
      email: 'renewals@example.com',
      firstName: 'Mia',
      lastName: 'Chen',
      name: 'Renewal Hair',
      paymentMethod: 'pm_from_elements',
    }),
  });
  expect(response.errors).toBeUndefined();
  salonId = response.data?.registerAccount.salonId ?? '';
});
afterAll(async () => {
  await test?.close();
  await fake.stop();
});

const seconds = (iso: string) => Date.parse(iso) / 1000;
let eventCount = 0;

/** An invoice.paid event as Stripe sends it for API 2026-10-28: the subscription is under parent.subscription_details. */
function invoicePaid(invoiceId: string, options: { subscription?: string; amountPaid?: number } = {}) {
  const amountPaid = options.amountPaid ?? 45_000;
  eventCount += 1;
  return {
    id: `evt_${eventCount}`,
    object: 'event',
    type: 'invoice.paid',
    api_version: '2026-10-28',
    created: seconds('2027-01-01T00:00:05Z'),
    livemode: false,
    data: {
      object: {
        id: invoiceId,
        object: 'invoice',
        number: `ABC-${invoiceId}`,
        hosted_invoice_url: `https://invoice.stripe.test/${invoiceId}`,
        currency: 'aud',
        amount_paid: amountPaid,
        // For a renewal Stripe's invoice period is the month before; the line's period is the one billed.
        period_start: seconds('2026-12-01T00:00:00Z'),
        period_end: seconds('2027-01-01T00:00:00Z'),
        status_transitions: { paid_at: seconds('2027-01-01T00:00:03Z') },
        parent: {
          type: 'subscription_details',
          quote_details: null,
          subscription_details: { subscription: options.subscription ?? 'sub_1', metadata: {} },
        },
        lines: {
          object: 'list',
          has_more: false,
          data: [
            {
              id: `il_${invoiceId}`,
              object: 'line_item',
              amount: amountPaid,
              currency: 'aud',
              description: '2 × piiq Plus (per mirror)',
              quantity: 2,
              period: { start: seconds('2027-01-01T00:00:00Z'), end: seconds('2027-02-01T00:00:00Z') },
            },
          ],
        },
      },
    },
  };
}

function post(event: unknown, options: { secret?: string; signature?: string | null; server?: TestServer } = {}) {
  const payload = JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? SECRET })
      : options.signature;
  return (options.server ?? test).server.app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    payload,
  });
}

const invoicesOfSalon = () => test.server.database.db.select().from(invoices).where(eq(invoices.salonId, salonId));

describe('Stripe webhooks', () => {
  it('stores a renewal invoice for the salon whose subscription Stripe charged again', async () => {
    const response = await post(invoicePaid('in_renewal_1'));
    expect(response.statusCode).toBe(200);
    const renewal = (await invoicesOfSalon()).find((row) => row.providerInvoiceId === 'in_renewal_1');
    const [subscription] = await test.server.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.salonId, salonId));
    expect(renewal).toMatchObject({
      subscriptionId: subscription?.id,
      provider: 'stripe',
      number: 'ABC-in_renewal_1',
      hostedInvoiceUrl: 'https://invoice.stripe.test/in_renewal_1',
      periodStart: new Date('2027-01-01T00:00:00Z'),
      periodEnd: new Date('2027-02-01T00:00:00Z'),
      currency: 'AUD',
      totalCents: 45_000,
      gstCents: gstPartOfCents(45_000),
      paidAt: new Date('2027-01-01T00:00:03Z'),
      lines: [{ description: '2 × piiq Plus (per mirror)', quantity: 2, unitAmountCents: 22_500, amountCents: 45_000 }],
    });
  });

  it('stores an invoice once however often Stripe sends it, and the signup’s first invoice is not stored again', async () => {
    const before = (await invoicesOfSalon()).length;
    const event = invoicePaid('in_renewal_2');
    expect((await post(event)).statusCode).toBe(200);
    expect((await post(event)).statusCode).toBe(200);
    expect((await post(invoicePaid('in_1'))).statusCode).toBe(200);
    const rows = await invoicesOfSalon();
    expect(rows).toHaveLength(before + 1);
    expect(rows.filter((row) => row.providerInvoiceId === 'in_1')).toHaveLength(1);
  });

  it('acknowledges an invoice of a subscription we do not know, and events it does not handle, storing nothing', async () => {
    const before = await test.server.database.db.select().from(invoices);
    expect((await post(invoicePaid('in_stranger', { subscription: 'sub_unknown' }))).statusCode).toBe(200);
    expect(
      (
        await post({
          id: 'evt_other',
          object: 'event',
          type: 'customer.created',
          created: 1,
          data: { object: { id: 'cus_9', object: 'customer' } },
        })
      ).statusCode,
    ).toBe(200);
    expect(await test.server.database.db.select().from(invoices)).toHaveLength(before.length);
  });

  it('refuses a wrong or missing signature with 400 and stores nothing', async () => {
    const before = (await invoicesOfSalon()).length;
    const wrong = await post(invoicePaid('in_forged'), { secret: 'whsec_someone_else' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errors: [{ extensions: { code: 'BAD_SIGNATURE' } }] });
    expect((await post(invoicePaid('in_forged'), { signature: null })).statusCode).toBe(400);
    expect((await post(invoicePaid('in_forged'), { signature: 't=1,v1=deadbeef' })).statusCode).toBe(400);
    const bare = await test.server.app.inject({ method: 'POST', url: STRIPE_WEBHOOK_PATH, payload: 'in_forged' });
    expect(bare.statusCode).toBe(400);
    expect(await invoicesOfSalon()).toHaveLength(before);
    // The route's raw body parsing leaves the rest of the API on JSON.
    expect((await test.gql(`{ paymentConfig { provider } }`)).data).toEqual({ paymentConfig: { provider: 'stripe' } });
  });

  it('marks the subscription cancelled when Stripe deletes it', async () => {
    const response = await post({
      id: 'evt_deleted',
      object: 'event',
      type: 'customer.subscription.deleted',
      created: seconds('2027-03-01T10:00:01Z'),
      data: {
        object: {
          id: 'sub_1',
          object: 'subscription',
          status: 'canceled',
          canceled_at: seconds('2027-03-01T10:00:00Z'),
          ended_at: seconds('2027-03-01T10:00:00Z'),
        },
      },
    });
    expect(response.statusCode).toBe(200);
    const [subscription] = await test.server.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.salonId, salonId));
    expect(subscription).toMatchObject({ status: 'CANCELLED', cancelledAt: new Date('2027-03-01T10:00:00Z') });
  });
});

describe('Stripe webhook configuration', () => {
  const keys = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' };

  it('takes the webhook secret only with the Stripe keys', () => {
    // The test server's data folder, so the secrets loadConfig makes land where its close removes them.
    const DATA_DIR = test.config.dataDir;
    expect(loadConfig({ DATA_DIR, ...keys, STRIPE_WEBHOOK_SECRET: SECRET }).stripe?.webhookSecret).toBe(SECRET);
    expect(loadConfig({ DATA_DIR, ...keys }).stripe?.webhookSecret).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR, STRIPE_WEBHOOK_SECRET: SECRET })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ DATA_DIR, ...keys, STRIPE_WEBHOOK_SECRET: 'not_a_secret' })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
  });

  it('serves the route when the environment configures Stripe and the secret, and not without the secret', async () => {
    const configured = await startTestServer({ env: { ...keys, STRIPE_WEBHOOK_SECRET: SECRET } });
    const withoutSecret = await startTestServer({
      payments: createStripePayments({ secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', api: fake.api() }),
    });
    try {
      const other = {
        id: 'evt_ping',
        object: 'event',
        type: 'customer.created',
        created: 1,
        data: { object: { id: 'cus_9', object: 'customer' } },
      };
      expect((await post(other, { server: configured })).statusCode).toBe(200);
      expect((await post(other, { server: withoutSecret })).statusCode).toBe(404);
    } finally {
      await configured.close();
      await withoutSecret.close();
    }
  });
});
