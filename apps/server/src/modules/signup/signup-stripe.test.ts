import { quoteSubscription } from '@piiq/domain/pricing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, subscriptions } from '../../db/schema/billing.ts';
import { createStripePayments, STRIPE_CARD_FORM_MESSAGE } from '../../ports/stripe-payments.ts';
import { createFakeStripe } from '../../test/fake-stripe.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterAccountInput!, $key: String!) {
    registerAccount(input: $input, idempotencyKey: $key) { salonId password }
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
      { input: { card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' }, billingDetails: { name: 'Jane' } } },
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
    expect(subscription).toMatchObject({ provider: 'stripe', providerCustomerId: 'cus_1', providerSubscriptionId: 'sub_1', totalCents: 700_000 });
    const [invoice] = await db.select().from(invoices).where(eq(invoices.salonId, salonId));
    expect(invoice).toMatchObject({ provider: 'stripe', providerInvoiceId: 'in_1', number: 'ABC-0001', hostedInvoiceUrl: 'https://invoice.stripe.test/in_1' });
    const subscribe = fake.requests.find((request) => request.path === '/v1/subscriptions');
    expect(subscribe?.body.get('items[0][quantity]')).toBe('4');
    expect(subscribe?.idempotencyKey).toBe('stripe-signup-1:subscription');
  });
});
