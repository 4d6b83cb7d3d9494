import { quoteSubscription } from '@piiq/domain/pricing';
import { registerAccountMessages } from '@piiq/domain/signup-payload';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, subscriptions } from '../../db/schema/billing.ts';
import { salons } from '../../db/schema/salons.ts';
import { createStripePayments, STRIPE_CARD_FORM_MESSAGE } from '../../ports/stripe-payments.ts';
import { createFakeStripe } from '../../test/fake-stripe.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterAccountInput!, $key: String!) {
    registerAccount(input: $input, idempotencyKey: $key) {
      salonId
      password
    }
  }
`;

const fake = createFakeStripe();
let test: TestServer;
beforeAll(async () => {
  await fake.start();
  test = await startTestServer({
    payments: createStripePayments({ secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', api: fake.api() }),
  });
});
afterAll(async () => {
  await test.close();
  await fake.stop();
});

describe('signup with Stripe', () => {
  it('tells the browser to use Elements with the publishable key, and refuses a card sent to the server', async () => {
    expect((await test.gql(`{ paymentConfig { provider publishableKey } }`)).data).toEqual({
      paymentConfig: { provider: 'stripe', publishableKey: 'pk_test_fake' },
    });
    const response = await test.gql(
      `mutation($input: CreatePaymentMethodInput!) { createPaymentMethod(input: $input) { id } }`,
      {
        input: {
          card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
          billingDetails: { name: 'Jane' },
        },
      },
    );
    expect(response.errors?.[0]?.message).toBe(STRIPE_CARD_FORM_MESSAGE);
  });

  it('subscribes through Stripe and keeps Stripe’s invoice as the first invoice', async () => {
    const quote = quoteSubscription({ plan: 'PLUS', subscriptionType: 'ANNUAL', mirrors: 4 });
    const response = await test.gql<{ registerAccount: { salonId: string } }>(REGISTER, {
      key: 'stripe-signup-1',
      input: {
        plan: 'PLUS',
        subscriptionType: 'ANNUAL',
        mirrors: 4,
        benchMounts: 4,
        wallMounts: 0,
        discount: quote.discountCents,
        shipping: quote.shippingCents,
        total: quote.totalCents,
        addressLine1: '1 Queen St',
        city: 'Auckland',
        state: 'Auckland',
        postcode: '1010',
        country: 'NZ',
        email: 'stripe-owner@example.com',
        phone: '+6421234567',
        firstName: 'Aroha',
        lastName: 'Smith',
        name: 'Aroha Hair',
        timeZone: 'Pacific/Auckland',
        paymentMethod: 'pm_from_elements',
      },
    });
    expect(response.errors).toBeUndefined();
    const salonId = response.data?.registerAccount.salonId ?? '';
    const db = test.server.database.db;
    const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.salonId, salonId));
    expect(subscription).toMatchObject({
      provider: 'stripe',
      providerCustomerId: 'cus_1',
      providerSubscriptionId: 'sub_1',
      totalCents: 700_000,
    });
    const [invoice] = await db.select().from(invoices).where(eq(invoices.salonId, salonId));
    expect(invoice).toMatchObject({
      provider: 'stripe',
      providerInvoiceId: 'in_1',
      number: 'ABC-0001',
      hostedInvoiceUrl: 'https://invoice.stripe.test/in_1',
    });
    const subscribe = fake.requests.find((request) => request.path === '/v1/subscriptions');
    expect(subscribe?.body.get('items[0][quantity]')).toBe('4');
    expect(subscribe?.idempotencyKey).toBe('stripe-signup-1:subscription');
  });

  it('refunds the charge of a signup that could not be saved: two at once for one email', async () => {
    const quote = quoteSubscription({ plan: 'PLUS', subscriptionType: 'MONTHLY', mirrors: 1 });
    const input = {
      plan: 'PLUS',
      subscriptionType: 'MONTHLY',
      mirrors: 1,
      benchMounts: 1,
      wallMounts: 0,
      discount: quote.discountCents,
      shipping: quote.shippingCents,
      total: quote.totalCents,
      addressLine1: '2 King St',
      city: 'Sydney',
      state: 'NSW',
      postcode: '2000',
      email: 'twice@example.com',
      phone: '+61412345678',
      firstName: 'Sam',
      lastName: 'Lee',
      name: 'Twice Hair',
      timeZone: 'Australia/Sydney',
      paymentMethod: 'pm_from_elements',
    };
    const earlier = fake.requests.length;
    // Both pass the email check and are charged before either is saved; the database lets one win.
    fake.holdSubscriptions(2);
    const answers = await Promise.all([
      test.gql(REGISTER, { key: 'stripe-twice-1', input }),
      test.gql(REGISTER, { key: 'stripe-twice-2', input: { ...input, name: 'Twice Hair Again' } }),
    ]);
    expect(answers.filter((answer) => answer.errors === undefined)).toHaveLength(1);
    const refused = answers.find((answer) => answer.errors !== undefined);
    expect(refused?.errors?.[0]).toMatchObject({
      message: registerAccountMessages.emailTaken,
      extensions: { code: 'CONFLICT' },
    });

    const requests = fake.requests.slice(earlier);
    const cancels = requests.filter((request) => request.method === 'DELETE');
    expect(cancels).toHaveLength(1);
    const refunds = requests.filter((request) => request.path === '/v1/refunds');
    expect(refunds).toHaveLength(1);
    const lostKey = cancels[0]?.idempotencyKey?.replace(/:cancel$/, '');
    expect(refunds[0]?.idempotencyKey).toMatch(new RegExp(`^${lostKey}:refund:pi_in_`));
    const saved = await test.server.database.db
      .select()
      .from(salons)
      .where(inArray(salons.name, ['Twice Hair', 'Twice Hair Again']));
    expect(saved).toHaveLength(1);
  });
});
