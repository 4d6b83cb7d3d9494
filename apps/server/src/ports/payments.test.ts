import { BILLING_NAME_PARAM, paymentErrorMessage, paymentMessages } from '@piiq/domain/signup-forms';
import { describe, expect, it } from 'vitest';
import { createOfflinePayments, offlinePaymentMessages, type ChargeRequest, type PaymentPort } from './payments.ts';

const now = () => new Date('2026-11-21T10:00:00Z');
const payments = createOfflinePayments({ secret: 'test-secret-test-secret-test-secret', now });
const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };
const billing = { name: 'Jane Citizen' };

function charge(paymentMethodId: string, port: PaymentPort = payments): ReturnType<PaymentPort['chargeSubscription']> {
  const request: ChargeRequest = {
    customer: { email: 'jane@example.com', name: 'Jane Citizen' },
    paymentMethodId,
    plan: 'PLUS',
    subscriptionType: 'MONTHLY',
    mirrors: 2,
    pricePerMirrorCents: 22_500,
    discountCents: 0,
    totalCents: 45_000,
    idempotencyKey: 'key-1',
    description: 'piiq Plus - Monthly',
  };
  return port.chargeSubscription(request);
}

async function methodId(number: string): Promise<string> {
  const created = await payments.createPaymentMethod({ ...card, number }, billing);
  if (!created.ok) throw new Error(created.error.message);
  return created.value.paymentMethodId;
}

describe('the offline payment provider', () => {
  it('charges the 4242 test card and keeps only its brand and last four digits', async () => {
    const created = await payments.createPaymentMethod(card, billing);
    expect(created).toMatchObject({ ok: true, value: { brand: 'visa', last4: '4242' } });
    if (!created.ok) return;
    expect(created.value.paymentMethodId).not.toContain('4242424242424242');
    expect(
      Buffer.from(created.value.paymentMethodId.slice(11).split('.')[0] ?? '', 'base64url').toString(),
    ).not.toContain('42424242');
    const charged = await charge(created.value.paymentMethodId);
    expect(charged).toMatchObject({ ok: true, value: { invoice: null } });
    if (charged.ok) expect(charged.value.subscriptionId).toMatch(/^sub_offline_/);
  });

  it('declines the 4000 0000 0000 0002 test card with a clear message', async () => {
    const charged = await charge(await methodId('4000000000000002'));
    expect(charged).toEqual({ ok: false, error: { code: 'card_declined', message: 'Your card was declined.' } });
    if (!charged.ok) expect(paymentErrorMessage(charged.error)).toBe('Your card was declined.');
  });

  it('fails an empty billing name with the error the domain turns into the billing-name message', async () => {
    const created = await payments.createPaymentMethod(card, { name: '  ' });
    expect(created).toEqual({
      ok: false,
      error: {
        code: 'missing_billing_name',
        message: offlinePaymentMessages.missingBillingName,
        param: BILLING_NAME_PARAM,
      },
    });
    if (!created.ok) expect(paymentErrorMessage(created.error)).toBe(paymentMessages.billingName);
  });

  it.each([
    [{ number: '4242 4242 4242 4241' }, offlinePaymentMessages.invalidNumber, 'number'],
    [{ number: '5555 5555 5555 4444' }, offlinePaymentMessages.notATestCard, 'number'],
    [{ expMonth: 10, expYear: 2026 }, offlinePaymentMessages.expired, 'exp_year'],
    [{ expMonth: 13 }, offlinePaymentMessages.invalidExpiry, 'exp_month'],
    [{ cvc: '12' }, offlinePaymentMessages.invalidCvc, 'cvc'],
    [{ cvc: '12345' }, offlinePaymentMessages.invalidCvc, 'cvc'],
  ])('refuses %o', async (change, message, param) => {
    expect(await payments.createPaymentMethod({ ...card, ...change }, billing)).toEqual({
      ok: false,
      error: { code: 'invalid_card', message, param },
    });
  });

  it('accepts a card expiring this month, a two-digit year and a four-digit CVC', async () => {
    expect((await payments.createPaymentMethod({ ...card, expMonth: 11, expYear: 26, cvc: '1234' }, billing)).ok).toBe(
      true,
    );
  });

  it('refuses a payment method id it did not sign, so an id cannot be forged to skip the decline', async () => {
    const declining = await methodId('4000000000000002');
    const [body = ''] = declining.slice('pm_offline_'.length).split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    const forgedBody = Buffer.from(JSON.stringify({ ...claims, declines: false })).toString('base64url');
    const forged = `pm_offline_${forgedBody}.${declining.split('.')[1] ?? ''}`;
    expect(await charge(forged)).toMatchObject({ ok: false, error: { code: 'invalid_card', param: 'payment_method' } });
    const otherServer = createOfflinePayments({ secret: 'another-secret-another-secret-xx', now });
    expect((await charge(await methodId('4242424242424242'), otherServer)).ok).toBe(false);
  });

  it("cancels and resizes a subscription by keeping nothing of its own: the salon's rows are the record", async () => {
    expect(await payments.cancelSubscription('sub_offline_1', 'key-2')).toEqual({ ok: true, value: undefined });
    expect(await payments.changeSubscriptionMirrors('sub_offline_1', 4, 'key-3')).toEqual({
      ok: true,
      value: undefined,
    });
  });
});
