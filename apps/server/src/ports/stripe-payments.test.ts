import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFakeStripe } from '../test/fake-stripe.ts';
import type { ChargeRequest, OrderChargeRequest } from './payments.ts';
import {
  createStripePayments,
  priceLookupKey,
  STRIPE_CARD_FORM_MESSAGE,
  STRIPE_NEEDS_ACTION_MESSAGE,
  volumeTiers,
} from './stripe-payments.ts';

const fake = createFakeStripe();
const requests = fake.requests;
beforeAll(() => fake.start());
afterAll(() => fake.stop());
beforeEach(() => fake.reset());

const stripe = () =>
  createStripePayments({
    secretKey: 'sk_test_fake',
    publishableKey: 'pk_test_fake',
    api: fake.api(),
  });

const request: ChargeRequest = {
  customer: { email: 'jane@example.com', name: 'Jane Citizen', phone: '+61412345678' },
  paymentMethodId: 'pm_from_elements',
  plan: 'PLUS',
  subscriptionType: 'ANNUAL',
  mirrors: 3,
  pricePerMirrorCents: 200_000,
  discountCents: 5_000,
  totalCents: 595_000,
  idempotencyKey: 'signup-key',
  description: 'piiq Plus - Annual Saver',
};

describe('the Stripe payment adapter', () => {
  it('turns the plus price table into per-mirror volume tiers', () => {
    expect(volumeTiers('PLUS', 'MONTHLY')).toEqual([
      { upTo: 1, unitAmountCents: 27_500 },
      { upTo: 2, unitAmountCents: 22_500 },
      { upTo: 3, unitAmountCents: 20_000 },
      { upTo: 'inf', unitAmountCents: 17_500 },
    ]);
    expect(volumeTiers('PLUS', 'ANNUAL')[0]).toEqual({ upTo: 1, unitAmountCents: 275_000 });
    expect(priceLookupKey('PLUS', 'MONTHLY')).not.toBe(priceLookupKey('PLUS', 'ANNUAL'));
  });

  it('makes the customer, attaches the method and subscribes with a volume-tiered price and the discount', async () => {
    const result = await stripe().chargeSubscription(request);
    expect(result).toEqual({
      ok: true,
      value: {
        customerId: 'cus_1',
        subscriptionId: 'sub_1',
        invoice: {
          providerInvoiceId: 'in_1',
          number: 'ABC-0001',
          hostedInvoiceUrl: 'https://invoice.stripe.test/in_1',
        },
      },
    });
    const routes = requests.map((recorded) => `${recorded.method} ${recorded.path}`);
    expect(routes).toEqual([
      'POST /v1/customers',
      'POST /v1/payment_methods/pm_from_elements/attach',
      'GET /v1/prices',
      'POST /v1/prices',
      'POST /v1/coupons',
      'POST /v1/subscriptions',
    ]);
    const price = requests[3]?.body;
    expect(price?.get('billing_scheme')).toBe('tiered');
    expect(price?.get('tiers_mode')).toBe('volume');
    expect(price?.get('recurring[interval]')).toBe('year');
    expect(price?.get('tiers[3][up_to]')).toBe('inf');
    expect(price?.get('tiers[3][unit_amount]')).toBe('175000');
    expect(requests[4]?.body.get('amount_off')).toBe('5000');
    const subscription = requests[5]?.body;
    expect(subscription?.get('items[0][quantity]')).toBe('3');
    expect(subscription?.get('items[0][price]')).toBe('price_1');
    expect(subscription?.get('payment_behavior')).toBe('error_if_incomplete');
    expect(subscription?.get('discounts[0][coupon]')).toBe('coupon_1');
    // Every write carries a key derived from the signup's, so a retry cannot charge twice.
    expect(
      requests.filter((recorded) => recorded.method === 'POST').map((recorded) => recorded.idempotencyKey),
    ).toEqual(expect.arrayContaining(['signup-key:customer', 'signup-key:attach', 'signup-key:subscription']));
  });

  it('reuses the price it made before', async () => {
    await stripe().chargeSubscription(request);
    requests.length = 0;
    await stripe().chargeSubscription({ ...request, idempotencyKey: 'other', discountCents: 0 });
    expect(requests.map((recorded) => `${recorded.method} ${recorded.path}`)).not.toContain('POST /v1/prices');
    expect(requests.map((recorded) => `${recorded.method} ${recorded.path}`)).not.toContain('POST /v1/coupons');
  });

  it("answers a decline with Stripe's own message", async () => {
    fake.setDecline(true);
    expect(await stripe().chargeSubscription(request)).toEqual({
      ok: false,
      error: { code: 'card_declined', message: 'Your card was declined.' },
    });
  });

  it('leaves card entry to the browser', async () => {
    const port = stripe();
    expect(port.publishableKey).toBe('pk_test_fake');
    expect(
      await port.createPaymentMethod(
        { number: '4242424242424242', expMonth: 1, expYear: 2030, cvc: '123' },
        { name: 'J' },
      ),
    ).toEqual({
      ok: false,
      error: { code: 'unsupported', message: STRIPE_CARD_FORM_MESSAGE },
    });
  });

  describe("a salon's subscription from the console", () => {
    it('cancels it at once under a key derived from the change', async () => {
      expect(await stripe().cancelSubscription('sub_9', 'change-key')).toEqual({ ok: true, value: undefined });
      expect(requests.map((recorded) => `${recorded.method} ${recorded.path}`)).toEqual([
        'DELETE /v1/subscriptions/sub_9',
      ]);
      expect(requests[0]?.idempotencyKey).toBe('change-key:cancel-subscription');
    });

    it('sets the quantity of its one per-mirror item, prorated', async () => {
      expect(await stripe().changeSubscriptionMirrors('sub_9', 4, 'change-key')).toEqual({
        ok: true,
        value: undefined,
      });
      expect(requests.map((recorded) => `${recorded.method} ${recorded.path}`)).toEqual([
        'GET /v1/subscriptions/sub_9',
        'POST /v1/subscription_items/si_sub_9',
      ]);
      expect(requests[1]?.body.get('quantity')).toBe('4');
      expect(requests[1]?.body.get('proration_behavior')).toBe('create_prorations');
      expect(requests[1]?.idempotencyKey).toBe('change-key:mirrors');
    });

    it("answers Stripe's refusal in its own words", async () => {
      fake.forgetSubscription('sub_gone');
      expect(await stripe().cancelSubscription('sub_gone', 'k')).toEqual({
        ok: false,
        error: { code: 'provider_error', message: "No such subscription: 'sub_gone'" },
      });
      expect(await stripe().changeSubscriptionMirrors('sub_gone', 2, 'k')).toEqual({
        ok: false,
        error: { code: 'provider_error', message: "No such subscription: 'sub_gone'" },
      });
    });
  });

  describe('a portal order', () => {
    const order: OrderChargeRequest = {
      customer: { email: 'client@example.com', name: 'Client Name' },
      paymentMethodId: 'pm_from_elements',
      amountCents: 7_990,
      idempotencyKey: 'purchase-key',
      description: 'Bondi Beach Hair Studio: 2 products',
    };

    it("confirms one payment intent for the server's total, in AUD, without redirects, under the purchase's key", async () => {
      expect(await stripe().chargeOrder(order)).toEqual({ ok: true, value: { paymentId: 'pi_1' } });
      expect(requests.map((recorded) => `${recorded.method} ${recorded.path}`)).toEqual(['POST /v1/payment_intents']);
      const [intent] = requests;
      expect(intent?.body.get('amount')).toBe('7990');
      expect(intent?.body.get('currency')).toBe('aud');
      expect(intent?.body.get('payment_method')).toBe('pm_from_elements');
      expect(intent?.body.get('confirm')).toBe('true');
      expect(intent?.body.get('automatic_payment_methods[allow_redirects]')).toBe('never');
      expect(intent?.body.get('receipt_email')).toBe('client@example.com');
      expect(intent?.idempotencyKey).toBe('purchase-key:order');
    });

    it("answers a decline with Stripe's own message and charges nothing", async () => {
      fake.setPaymentIntentOutcome('declined');
      expect(await stripe().chargeOrder(order)).toEqual({
        ok: false,
        error: { code: 'card_declined', message: 'Your card has insufficient funds.' },
      });
    });

    it('cancels a payment that needs a step the portal cannot show, and says so', async () => {
      fake.setPaymentIntentOutcome('requires_action');
      expect(await stripe().chargeOrder(order)).toEqual({
        ok: false,
        error: { code: 'card_declined', message: STRIPE_NEEDS_ACTION_MESSAGE },
      });
      expect(requests.map((recorded) => `${recorded.method} ${recorded.path}`)).toEqual([
        'POST /v1/payment_intents',
        'POST /v1/payment_intents/pi_1/cancel',
      ]);
      expect(requests[1]?.idempotencyKey).toBe('purchase-key:order-cancel');
    });

    it('refunds an order’s payment once per key, and answers the refund’s id', async () => {
      expect(await stripe().refundOrder({ paymentId: 'pi_7' }, 'purchase-key')).toEqual({
        ok: true,
        value: { refundId: 're_1' },
      });
      expect(requests.map((recorded) => `${recorded.method} ${recorded.path}`)).toEqual(['POST /v1/refunds']);
      expect(requests[0]?.body.get('payment_intent')).toBe('pi_7');
      expect(requests[0]?.idempotencyKey).toBe('purchase-key:order-refund');
    });
  });
});
