import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Cents } from '@piiq/domain/money';
import type { BillingOption, Plan } from '@piiq/domain/pricing';
import { BILLING_NAME_PARAM } from '@piiq/domain/signup-forms';

/**
 * The card provider behind the signup (docs/configuration.md, Payments): Stripe when its keys are
 * configured, otherwise the embedded offline provider. Card numbers never reach our database; at
 * most a brand and the last four digits do.
 */
export type PaymentProviderName = 'offline' | 'stripe';

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface BillingDetails {
  name: string;
  email?: string;
  phone?: string;
}

/** A provider's refusal, in its own words; `param` names the field at fault (the domain maps the billing name). */
export interface PaymentError {
  code: 'card_declined' | 'invalid_card' | 'missing_billing_name' | 'unsupported' | 'provider_error';
  message: string;
  param?: string;
}

export type PaymentResult<T> = { ok: true; value: T } | { ok: false; error: PaymentError };

export interface PaymentMethod {
  paymentMethodId: string;
  brand: string;
  last4: string;
}

export interface ChargeRequest {
  customer: { email: string; name: string; phone?: string };
  paymentMethodId: string;
  plan: Plan;
  subscriptionType: BillingOption;
  mirrors: number;
  /** The domain quote's amounts, recomputed by the server: the provider charges exactly these. */
  pricePerMirrorCents: Cents;
  discountCents: Cents;
  totalCents: Cents;
  /** The signup's idempotency key: a retried call never charges twice at the provider either. */
  idempotencyKey: string;
  description: string;
}

export interface ProviderInvoice {
  providerInvoiceId: string;
  number: string | null;
  hostedInvoiceUrl: string | null;
}

export interface Charge {
  customerId: string;
  subscriptionId: string;
  /** The provider's own invoice when it keeps them (Stripe); the offline provider's invoices are our rows. */
  invoice: ProviderInvoice | null;
}

/** A one-off payment: a client's retail order from the portal, charged once for exactly this amount. */
export interface OrderChargeRequest {
  customer: { email: string; name: string };
  paymentMethodId: string;
  /** The server's total, GST included (AUD). */
  amountCents: Cents;
  /** The purchase's idempotency key: a retried call never charges twice at the provider either. */
  idempotencyKey: string;
  description: string;
}

export interface OrderCharge {
  /** The provider's id of the payment, kept with the order. */
  paymentId: string;
}

export interface OrderRefund {
  /** The provider's id of the refund, kept with the order's refund. */
  refundId: string;
}

/** One line of a provider's invoice, in the shape our invoice rows keep. */
export interface ProviderInvoiceLine {
  description: string;
  quantity: number;
  unitAmountCents: number;
  amountCents: number;
}

/** A subscription's invoice the provider has been paid, told to us after the fact (a renewal, or the first one again). */
export interface PaidInvoice {
  providerInvoiceId: string;
  providerSubscriptionId: string;
  number: string;
  hostedInvoiceUrl: string | null;
  periodStart: Date;
  periodEnd: Date;
  /** Upper-case ISO code, as our invoice rows keep it. */
  currency: string;
  /** What was paid, GST included. */
  amountPaidCents: Cents;
  paidAt: Date;
  lines: ProviderInvoiceLine[];
}

/** What a provider's verified webhook means to us, without the provider's own shapes. */
export type PaymentEvent =
  | { kind: 'invoicePaid'; invoice: PaidInvoice }
  | { kind: 'subscriptionEnded'; providerSubscriptionId: string; endedAt: Date }
  /** Verified but of no interest: acknowledged so the provider stops sending it. */
  | { kind: 'other'; type: string };

export interface PaymentPort {
  readonly name: PaymentProviderName;
  /** What the browser needs to load the provider's card form; null for the offline provider. */
  readonly publishableKey: string | null;
  createPaymentMethod(card: CardDetails, billing: BillingDetails): Promise<PaymentResult<PaymentMethod>>;
  chargeSubscription(request: ChargeRequest): Promise<PaymentResult<Charge>>;
  /**
   * Undoes a charge whose signup could not be saved: the subscription ends at once and its first
   * payment is refunded. Throws when the provider cannot be reached, so the caller can raise it.
   */
  cancelCharge(charge: Charge, idempotencyKey: string): Promise<void>;
  chargeOrder(request: OrderChargeRequest): Promise<PaymentResult<OrderCharge>>;
  /**
   * Gives back an order's whole payment: one whose order could not be saved, or a paid order the salon
   * cancelled. The same key answers the same refund. A refusal is answered; an unreachable provider throws.
   */
  refundOrder(charge: OrderCharge, idempotencyKey: string): Promise<PaymentResult<OrderRefund>>;
  /**
   * Ends a salon's subscription at once (the provider console), without a refund. A refusal is
   * answered in the provider's words; an unreachable provider throws.
   */
  cancelSubscription(providerSubscriptionId: string, idempotencyKey: string): Promise<PaymentResult<void>>;
  /**
   * The number of mirrors a subscription pays for from now on; the provider prorates the period's
   * difference on the next invoice. A refusal is answered; an unreachable provider throws.
   */
  changeSubscriptionMirrors(
    providerSubscriptionId: string,
    mirrors: number,
    idempotencyKey: string,
  ): Promise<PaymentResult<void>>;
  /**
   * Verifies a webhook call by its signature over the exact body and reads it; null when the
   * signature is missing or wrong. Present only on a provider that sends webhooks and knows its secret.
   */
  readWebhook?(rawBody: Buffer, signature: string | undefined): PaymentEvent | null;
}

/** The offline provider's documented cards (docs/configuration.md); any other number is refused with a hint. */
export const OFFLINE_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
} as const;

export const offlinePaymentMessages = {
  missingBillingName: `Missing required param: ${BILLING_NAME_PARAM}.`,
  invalidNumber: 'Your card number is incorrect.',
  notATestCard:
    'The test payment provider accepts only its test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined.',
  expired: "Your card's expiration date is in the past.",
  invalidExpiry: "Your card's expiration date is invalid.",
  invalidCvc: "Your card's security code is invalid.",
  declined: 'Your card was declined.',
  unknownPaymentMethod: 'No such payment method. Please enter your card details again.',
} as const;

function brandOf(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}

function luhnValid(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
}

interface OfflineMethodClaims {
  brand: string;
  last4: string;
  declines: boolean;
}

/**
 * The embedded default. A payment method id carries its own outcome, signed with the server's secret,
 * so it survives a restart and works across instances without storing anything about the card.
 */
export function createOfflinePayments(options: { secret: string; now: () => Date }): PaymentPort {
  const sign = (body: string) => createHmac('sha256', options.secret).update(`offline-pm:${body}`).digest('base64url');
  const fail = (code: PaymentError['code'], message: string, param?: string): { ok: false; error: PaymentError } => ({
    ok: false,
    error: { code, message, ...(param ? { param } : {}) },
  });

  function readMethod(id: string): OfflineMethodClaims | null {
    const match = /^pm_offline_([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(id);
    if (!match?.[1] || !match[2]) return null;
    const expected = Buffer.from(sign(match[1]));
    const given = Buffer.from(match[2]);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const claims = JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8')) as Partial<OfflineMethodClaims>;
      if (typeof claims.brand !== 'string' || typeof claims.last4 !== 'string' || typeof claims.declines !== 'boolean')
        return null;
      return { brand: claims.brand, last4: claims.last4, declines: claims.declines };
    } catch {
      return null;
    }
  }

  return {
    name: 'offline',
    publishableKey: null,
    async createPaymentMethod(card, billing) {
      // Checked in the order a card form reads: name, number, expiry, security code.
      if (billing.name.trim() === '')
        return fail('missing_billing_name', offlinePaymentMessages.missingBillingName, BILLING_NAME_PARAM);
      const number = card.number.replace(/[\s-]/g, '');
      if (!/^\d+$/.test(number) || !luhnValid(number))
        return fail('invalid_card', offlinePaymentMessages.invalidNumber, 'number');
      if (number !== OFFLINE_TEST_CARDS.succeeds && number !== OFFLINE_TEST_CARDS.declined) {
        return fail('invalid_card', offlinePaymentMessages.notATestCard, 'number');
      }
      if (
        !Number.isInteger(card.expMonth) ||
        card.expMonth < 1 ||
        card.expMonth > 12 ||
        !Number.isInteger(card.expYear)
      ) {
        return fail('invalid_card', offlinePaymentMessages.invalidExpiry, 'exp_month');
      }
      const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
      const now = options.now();
      // A card is good through the last day of its expiry month.
      if (year * 12 + card.expMonth < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
        return fail('invalid_card', offlinePaymentMessages.expired, 'exp_year');
      }
      if (!/^\d{3,4}$/.test(card.cvc)) return fail('invalid_card', offlinePaymentMessages.invalidCvc, 'cvc');

      const claims: OfflineMethodClaims = {
        brand: brandOf(number),
        last4: number.slice(-4),
        declines: number === OFFLINE_TEST_CARDS.declined,
      };
      // A nonce keeps two methods for the same card distinct, like a real provider's ids.
      const body = Buffer.from(JSON.stringify({ ...claims, nonce: randomUUID() })).toString('base64url');
      return {
        ok: true,
        value: { paymentMethodId: `pm_offline_${body}.${sign(body)}`, brand: claims.brand, last4: claims.last4 },
      };
    },
    // No money moved and nothing is kept at this provider, so there is nothing to undo; a refund is
    // recorded by us (order_refunds) under the id answered here.
    async cancelCharge() {},
    async refundOrder() {
      return { ok: true, value: { refundId: `re_offline_${randomUUID()}` } };
    },
    // The offline provider bills nothing after the signup, so a subscription's end or size is ours
    // alone to keep: these succeed and record nothing anywhere else.
    async cancelSubscription() {
      return { ok: true, value: undefined };
    },
    async changeSubscriptionMirrors() {
      return { ok: true, value: undefined };
    },
    async chargeOrder(request) {
      const method = readMethod(request.paymentMethodId);
      if (!method) return fail('invalid_card', offlinePaymentMessages.unknownPaymentMethod, 'payment_method');
      if (method.declines) return fail('card_declined', offlinePaymentMessages.declined);
      return { ok: true, value: { paymentId: `pi_offline_${randomUUID()}` } };
    },
    async chargeSubscription(request) {
      const method = readMethod(request.paymentMethodId);
      if (!method) return fail('invalid_card', offlinePaymentMessages.unknownPaymentMethod, 'payment_method');
      if (method.declines) return fail('card_declined', offlinePaymentMessages.declined);
      return {
        ok: true,
        value: {
          customerId: `cus_offline_${randomUUID()}`,
          subscriptionId: `sub_offline_${randomUUID()}`,
          invoice: null,
        },
      };
    },
  };
}
