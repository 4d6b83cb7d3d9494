import { PLAN_LABELS, priceTiers, type BillingOption, type Plan } from '@piiq/domain/pricing';
import Stripe from 'stripe';
import type {
  Charge,
  OrderCharge,
  OrderRefund,
  PaidInvoice,
  PaymentError,
  PaymentEvent,
  PaymentPort,
  PaymentResult,
} from './payments.ts';

export interface StripePaymentsOptions {
  secretKey: string;
  publishableKey: string;
  /** The webhook endpoint's signing secret (whsec_…); without it no webhook is read. */
  webhookSecret?: string;
  /** Where the API lives; only the tests point it elsewhere (a local fake of the REST API). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** A card that asks for its bank's own check (3-D Secure) cannot be confirmed by the server alone. */
export const STRIPE_NEEDS_ACTION_MESSAGE =
  'Your bank asked for an extra check this page cannot show. Please use another card.';

export const STRIPE_CARD_FORM_MESSAGE =
  'Card details are entered in the secure card form; the browser creates the payment method with Stripe.';

interface StripeTier {
  upTo: number | 'inf';
  unitAmountCents: number;
}

/** The domain's price tiers in Stripe's shape for one billing option. */
export function volumeTiers(plan: Plan, billing: BillingOption): StripeTier[] {
  return priceTiers(plan).map((tier) => ({
    upTo: tier.toMirrors ?? 'inf',
    unitAmountCents: billing === 'ANNUAL' ? tier.annualPerMirrorCents : tier.monthlyPerMirrorCents,
  }));
}

/** Versioned so a change of the price table makes new prices instead of editing ones salons pay. */
export function priceLookupKey(plan: Plan, billing: BillingOption): string {
  const fingerprint = volumeTiers(plan, billing)
    .map((tier) => `${tier.upTo}:${tier.unitAmountCents}`)
    .join('-');
  return `piiq_${plan.toLowerCase()}_${billing.toLowerCase()}_${fingerprint}`;
}

function asPaymentError(error: unknown): PaymentError | null {
  if (!(error instanceof Stripe.errors.StripeError)) return null;
  const param = error.param ? { param: error.param } : {};
  if (error instanceof Stripe.errors.StripeCardError)
    return { code: 'card_declined', message: error.message, ...param };
  if (error instanceof Stripe.errors.StripeInvalidRequestError && error.param) {
    return { code: 'invalid_card', message: error.message, ...param };
  }
  return null;
}

/**
 * Stripe's refusal of a change to a subscription (no such subscription, one already ended): its own
 * words. Null for a failure to reach it or an error on its side, which the caller raises as such.
 */
function asRefusal(error: unknown): PaymentError | null {
  if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) {
    return { code: 'provider_error', message: error.message };
  }
  return null;
}

const fromUnixSeconds = (seconds: number) => new Date(seconds * 1000);

/**
 * A paid subscription invoice in our terms; null for an invoice no subscription raised (we only sell
 * subscriptions, so there is no salon to give it to).
 */
function paidInvoiceOf(invoice: Stripe.Invoice, eventCreated: number): PaidInvoice | null {
  const parent = invoice.parent?.subscription_details?.subscription;
  const subscriptionId = typeof parent === 'string' ? parent : parent?.id;
  if (!invoice.id || !subscriptionId) return null;
  const lines = invoice.lines.data;
  // The lines carry the period billed; the invoice's own period_start/end is the one before it for a renewal.
  const starts = lines.map((line) => line.period.start);
  const ends = lines.map((line) => line.period.end);
  return {
    providerInvoiceId: invoice.id,
    providerSubscriptionId: subscriptionId,
    // A paid invoice is finalized, and finalizing numbers it; the id stands in should one ever lack it.
    number: invoice.number ?? invoice.id,
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
    periodStart: fromUnixSeconds(starts.length > 0 ? Math.min(...starts) : invoice.period_start),
    periodEnd: fromUnixSeconds(ends.length > 0 ? Math.max(...ends) : invoice.period_end),
    currency: invoice.currency.toUpperCase(),
    amountPaidCents: invoice.amount_paid,
    paidAt: fromUnixSeconds(invoice.status_transitions.paid_at ?? eventCreated),
    lines: lines.map((line) => {
      const quantity = line.quantity ?? 1;
      return {
        description: line.description ?? '',
        quantity,
        unitAmountCents: quantity > 0 ? Math.round(line.amount / quantity) : line.amount,
        amountCents: line.amount,
      };
    }),
  };
}

/** The events we act on; every other verified event is acknowledged and left alone. */
function paymentEventOf(event: Stripe.Event): PaymentEvent {
  if (event.type === 'invoice.paid') {
    const invoice = paidInvoiceOf(event.data.object, event.created);
    return invoice ? { kind: 'invoicePaid', invoice } : { kind: 'other', type: event.type };
  }
  if (event.type === 'customer.subscription.deleted') {
    const subscription = event.data.object;
    return {
      kind: 'subscriptionEnded',
      providerSubscriptionId: subscription.id,
      endedAt: fromUnixSeconds(subscription.ended_at ?? subscription.canceled_at ?? event.created),
    };
  }
  return { kind: 'other', type: event.type };
}

/**
 * Stripe: the browser creates the payment method with Elements (the card never touches our server);
 * here we make the customer, attach the method and start a subscription that charges at once.
 */
export function createStripePayments(options: StripePaymentsOptions): PaymentPort {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(options.api ? { host: options.api.host, port: options.api.port, protocol: options.api.protocol } : {}),
  });

  async function priceFor(plan: Plan, billing: BillingOption, idempotencyKey: string): Promise<string> {
    const lookupKey = priceLookupKey(plan, billing);
    const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    const existing = found.data[0];
    if (existing) return existing.id;
    const tiers = volumeTiers(plan, billing);
    const created = await stripe.prices.create(
      {
        currency: 'aud',
        lookup_key: lookupKey,
        // Our prices include GST (docs/product-rules.md).
        tax_behavior: 'inclusive',
        recurring: { interval: billing === 'ANNUAL' ? 'year' : 'month' },
        product_data: { name: `piiq ${PLAN_LABELS[plan]} (per mirror)` },
        billing_scheme: 'tiered',
        tiers_mode: 'volume',
        tiers: tiers.map((tier) => ({ up_to: tier.upTo, unit_amount: tier.unitAmountCents })),
      },
      { idempotencyKey: `${idempotencyKey}:price:${lookupKey}` },
    );
    return created.id;
  }

  const webhookSecret = options.webhookSecret;
  return {
    name: 'stripe',
    publishableKey: options.publishableKey,
    ...(webhookSecret
      ? {
          readWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent | null {
            if (!signature) return null;
            try {
              return paymentEventOf(stripe.webhooks.constructEvent(rawBody, signature, webhookSecret));
            } catch (error) {
              if (error instanceof Stripe.errors.StripeSignatureVerificationError) return null;
              throw error;
            }
          },
        }
      : {}),
    async createPaymentMethod() {
      return { ok: false, error: { code: 'unsupported', message: STRIPE_CARD_FORM_MESSAGE } };
    },
    async cancelCharge(charge, idempotencyKey) {
      await stripe.subscriptions.cancel(
        charge.subscriptionId,
        { prorate: false },
        { idempotencyKey: `${idempotencyKey}:cancel` },
      );
      if (!charge.invoice) return;
      const payments = await stripe.invoicePayments.list({ invoice: charge.invoice.providerInvoiceId, status: 'paid' });
      for (const payment of payments.data) {
        const intent = payment.payment.payment_intent;
        const intentId = typeof intent === 'string' ? intent : intent?.id;
        if (intentId)
          await stripe.refunds.create(
            { payment_intent: intentId },
            { idempotencyKey: `${idempotencyKey}:refund:${intentId}` },
          );
      }
    },
    async cancelSubscription(providerSubscriptionId, idempotencyKey): Promise<PaymentResult<void>> {
      try {
        // Ends now, not at the period's end: the console's cancel stops the service today.
        await stripe.subscriptions.cancel(
          providerSubscriptionId,
          {},
          { idempotencyKey: `${idempotencyKey}:cancel-subscription` },
        );
        return { ok: true, value: undefined };
      } catch (error) {
        const refusal = asRefusal(error);
        if (refusal) return { ok: false, error: refusal };
        throw error;
      }
    },
    async changeSubscriptionMirrors(providerSubscriptionId, mirrors, idempotencyKey): Promise<PaymentResult<void>> {
      try {
        // chargeSubscription makes one item, priced per mirror: its quantity is the mirror count.
        const subscription = await stripe.subscriptions.retrieve(providerSubscriptionId);
        const item = subscription.items.data[0];
        if (!item)
          return {
            ok: false,
            error: { code: 'provider_error', message: 'The subscription has no item to change at Stripe.' },
          };
        await stripe.subscriptionItems.update(
          item.id,
          { quantity: mirrors, proration_behavior: 'create_prorations' },
          { idempotencyKey: `${idempotencyKey}:mirrors` },
        );
        return { ok: true, value: undefined };
      } catch (error) {
        const refusal = asRefusal(error);
        if (refusal) return { ok: false, error: refusal };
        throw error;
      }
    },
    async chargeOrder(request): Promise<PaymentResult<OrderCharge>> {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: 'aud',
            payment_method: request.paymentMethodId,
            confirm: true,
            // The portal has no page to come back to after a redirect, so only cards that need none.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            description: request.description,
            receipt_email: request.customer.email,
          },
          { idempotencyKey: `${request.idempotencyKey}:order` },
        );
        if (intent.status !== 'succeeded') {
          await stripe.paymentIntents.cancel(
            intent.id,
            {},
            { idempotencyKey: `${request.idempotencyKey}:order-cancel` },
          );
          return { ok: false, error: { code: 'card_declined', message: STRIPE_NEEDS_ACTION_MESSAGE } };
        }
        return { ok: true, value: { paymentId: intent.id } };
      } catch (error) {
        const paymentError = asPaymentError(error);
        if (paymentError) return { ok: false, error: paymentError };
        throw error;
      }
    },
    async refundOrder(charge, idempotencyKey): Promise<PaymentResult<OrderRefund>> {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: charge.paymentId },
          { idempotencyKey: `${idempotencyKey}:order-refund` },
        );
        return { ok: true, value: { refundId: refund.id } };
      } catch (error) {
        const paymentError = asPaymentError(error);
        if (paymentError) return { ok: false, error: paymentError };
        throw error;
      }
    },
    async chargeSubscription(request): Promise<PaymentResult<Charge>> {
      // Each step has its own key derived from the signup's, so a retry replays instead of repeating.
      const key = request.idempotencyKey;
      try {
        const customer = await stripe.customers.create(
          {
            email: request.customer.email,
            name: request.customer.name,
            ...(request.customer.phone ? { phone: request.customer.phone } : {}),
          },
          { idempotencyKey: `${key}:customer` },
        );
        await stripe.paymentMethods.attach(
          request.paymentMethodId,
          { customer: customer.id },
          { idempotencyKey: `${key}:attach` },
        );
        const price = await priceFor(request.plan, request.subscriptionType, key);
        const coupon =
          request.discountCents > 0
            ? await stripe.coupons.create(
                { amount_off: request.discountCents, currency: 'aud', duration: 'once', name: 'Promo code' },
                { idempotencyKey: `${key}:coupon` },
              )
            : null;
        const subscription = await stripe.subscriptions.create(
          {
            customer: customer.id,
            items: [{ price, quantity: request.mirrors }],
            default_payment_method: request.paymentMethodId,
            // A declined first payment fails the call, so nothing is created on our side.
            payment_behavior: 'error_if_incomplete',
            description: request.description,
            ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
            expand: ['latest_invoice'],
          },
          { idempotencyKey: `${key}:subscription` },
        );
        const invoice = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
        return {
          ok: true,
          value: {
            customerId: customer.id,
            subscriptionId: subscription.id,
            invoice: invoice?.id
              ? {
                  providerInvoiceId: invoice.id,
                  number: invoice.number,
                  hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
                }
              : null,
          },
        };
      } catch (error) {
        const paymentError = asPaymentError(error);
        if (paymentError) return { ok: false, error: paymentError };
        throw error;
      }
    },
  };
}
