import { consoleSubscriptionMessages } from '@piiq/domain/console-subscription';
import { gstPartOfCents } from '@piiq/domain/money';
import { paymentErrorMessage } from '@piiq/domain/signup-forms';
import type { Database } from '../../db/client.ts';
import { UserError } from '../../errors.ts';
import type {
  BillingDetails,
  CardDetails,
  Charge,
  ChargeRequest,
  OrderCharge,
  OrderChargeRequest,
  PaymentEvent,
  PaymentMethod,
  PaymentPort,
  PaymentProviderName,
  PaymentResult,
} from '../../ports/payments.ts';
import { addressRateKey, type IpRateLimiter } from '../../ports/rate-limits.ts';
import type { BillingRepository, InvoiceRow, SubscriptionRow } from './billing.repository.ts';

/** What a provider's event did here, for the webhook's log line. */
export type PaymentEventOutcome =
  'invoiceStored' | 'invoiceAlreadyStored' | 'subscriptionCancelled' | 'unknownSubscription' | 'notHandled';

export interface BillingServiceDeps {
  repository: BillingRepository;
  payments: PaymentPort;
  limits: IpRateLimiter;
  /** Problems a person must act on, such as a charge that could not be refunded: logged at error level. */
  alert: (entry: Record<string, unknown>, message: string) => void;
}

/** A salon's subscription and its tax invoices, and the card payments that pay for them. */
export function createBillingService(deps: BillingServiceDeps) {
  const { repository, payments } = deps;

  /** A change at the provider, or the error that says nothing was changed: its refusal, or that it could not be reached. */
  async function atProvider(
    change: () => Promise<PaymentResult<void>>,
    context: Record<string, unknown>,
  ): Promise<void> {
    let result: PaymentResult<void>;
    try {
      result = await change();
    } catch (error) {
      deps.alert({ err: error, ...context }, 'the payment provider could not be reached for a subscription change');
      throw new UserError('CONFLICT', consoleSubscriptionMessages.providerUnreachable);
    }
    if (!result.ok) throw new UserError('CONFLICT', consoleSubscriptionMessages.providerRefused(result.error.message));
  }

  return {
    /** Which provider takes the cards; stored with every subscription and invoice it charged. */
    provider: payments.name,

    /** Our copy of a change the provider already made (a cancel, a new mirror count), inside the caller's transaction. */
    recordSubscriptionChange: (
      subscriptionId: string,
      change: Partial<Pick<SubscriptionRow, 'status' | 'cancelledAt' | 'mirrors'>>,
      tx: Database,
    ): Promise<SubscriptionRow> => repository.updateSubscription(subscriptionId, change, tx),

    paymentConfig(): { provider: PaymentProviderName; publishableKey: string | null } {
      return { provider: payments.name, publishableKey: payments.publishableKey };
    },

    /** With Stripe the browser makes the payment method with Elements; the port answers that here. */
    async createPaymentMethod(card: CardDetails, billing: BillingDetails, ip: string): Promise<PaymentMethod> {
      // Card checks are part of a signup, so they count against its limit.
      await deps.limits.consume('signup', addressRateKey(ip));
      const created = await payments.createPaymentMethod(card, billing);
      if (!created.ok) throw new UserError('BAD_USER_INPUT', paymentErrorMessage(created.error));
      return created.value;
    },

    /** A refusal is the provider's own words, on the field the person can fix. */
    async chargeSubscription(request: ChargeRequest): Promise<Charge> {
      const charged = await payments.chargeSubscription(request);
      if (!charged.ok) {
        const message = paymentErrorMessage(charged.error);
        throw new UserError('BAD_USER_INPUT', message, { fields: [{ field: 'paymentMethod', message }] });
      }
      return charged.value;
    },

    /** Gives back a charge whose purchase was not saved; one that cannot be given back is raised for a person. */
    async cancelCharge(charge: Charge, idempotencyKey: string, cause: unknown): Promise<void> {
      try {
        await payments.cancelCharge(charge, idempotencyKey);
      } catch (refundError) {
        deps.alert(
          {
            err: refundError,
            cause,
            customerId: charge.customerId,
            subscriptionId: charge.subscriptionId,
            idempotencyKey,
          },
          'a signup was charged but not saved, and the charge could not be cancelled: refund it by hand',
        );
      }
    },

    /** A client's order from the portal; a refusal is the provider's own words, answered rather than thrown. */
    async chargeOrder(
      request: OrderChargeRequest,
    ): Promise<{ ok: true; charge: OrderCharge } | { ok: false; message: string }> {
      const charged = await payments.chargeOrder(request);
      return charged.ok
        ? { ok: true, charge: charged.value }
        : { ok: false, message: paymentErrorMessage(charged.error) };
    },

    /** Gives back an order's payment whose order was not saved; one that cannot be given back is raised for a person. */
    async refundOrder(charge: OrderCharge, idempotencyKey: string, cause: unknown): Promise<void> {
      try {
        const refunded = await payments.refundOrder(charge, idempotencyKey);
        if (!refunded.ok) throw new Error(refunded.error.message);
      } catch (refundError) {
        deps.alert(
          { err: refundError, cause, paymentId: charge.paymentId, idempotencyKey },
          'a portal order was charged but not saved, and the payment could not be refunded: refund it by hand',
        );
      }
    },

    /**
     * Gives back a paid order's money because the salon cancelled it. The same key answers the same
     * refund at the provider; a refusal, or a provider out of reach, is answered in words a person
     * reads, and nothing was refunded.
     */
    async refundPaidOrder(
      charge: OrderCharge,
      idempotencyKey: string,
    ): Promise<{ ok: true; refundId: string } | { ok: false; message: string }> {
      try {
        const refunded = await payments.refundOrder(charge, idempotencyKey);
        return refunded.ok
          ? { ok: true, refundId: refunded.value.refundId }
          : { ok: false, message: paymentErrorMessage(refunded.error) };
      } catch (error) {
        deps.alert(
          { err: error, paymentId: charge.paymentId, idempotencyKey },
          'the payment provider could not be reached for a refund',
        );
        return { ok: false, message: 'The payment provider could not be reached.' };
      }
    },

    /**
     * Ends a subscription at its provider (the console's Cancel subscription); throws a UserError
     * saying nothing changed when the provider refuses or cannot be reached.
     */
    async cancelAtProvider(
      subscription: { id: string; providerSubscriptionId: string | null },
      idempotencyKey: string,
    ): Promise<void> {
      // A subscription stored without a provider id was never billed there: there is nothing to end.
      const providerId = subscription.providerSubscriptionId;
      if (!providerId) return;
      await atProvider(() => payments.cancelSubscription(providerId, idempotencyKey), {
        subscriptionId: subscription.id,
        idempotencyKey,
      });
    },

    /** The mirrors a subscription pays for, changed at its provider (the console's Change mirrors); throws as cancelAtProvider does. */
    async changeMirrorsAtProvider(
      subscription: { id: string; providerSubscriptionId: string | null },
      mirrors: number,
      idempotencyKey: string,
    ): Promise<void> {
      const providerId = subscription.providerSubscriptionId;
      if (!providerId) return;
      await atProvider(() => payments.changeSubscriptionMirrors(providerId, mirrors, idempotencyKey), {
        subscriptionId: subscription.id,
        mirrors,
        idempotencyKey,
      });
    },

    /** Newest billing period first. */
    invoicesOfSalon: (salonId: string): Promise<InvoiceRow[]> => repository.invoicesOfSalon(salonId),

    invoiceById: (id: string): Promise<InvoiceRow | undefined> => repository.invoiceById(id),

    /**
     * The provider's side of billing after signup: renewals become invoice rows of the salon, and a
     * subscription the provider ended is marked cancelled. Every event may arrive more than once.
     */
    async recordPaymentEvent(provider: PaymentProviderName, event: PaymentEvent): Promise<PaymentEventOutcome> {
      if (event.kind === 'subscriptionEnded') {
        const marked = await repository.markSubscriptionCancelled(
          provider,
          event.providerSubscriptionId,
          event.endedAt,
        );
        return marked ? 'subscriptionCancelled' : 'unknownSubscription';
      }
      if (event.kind !== 'invoicePaid') return 'notHandled';
      const { invoice } = event;
      const subscription = await repository.subscriptionAtProvider(provider, invoice.providerSubscriptionId);
      if (!subscription) return 'unknownSubscription';
      const stored = await repository.insertProviderInvoice({
        salonId: subscription.salonId,
        subscriptionId: subscription.id,
        number: invoice.number,
        periodStart: invoice.periodStart,
        periodEnd: invoice.periodEnd,
        currency: invoice.currency,
        totalCents: invoice.amountPaidCents,
        // Our prices include GST (docs/product-rules.md), and so does what the provider charged.
        gstCents: gstPartOfCents(invoice.amountPaidCents),
        hostedInvoiceUrl: invoice.hostedInvoiceUrl,
        provider,
        providerInvoiceId: invoice.providerInvoiceId,
        lines: invoice.lines,
        paidAt: invoice.paidAt,
      });
      return stored ? 'invoiceStored' : 'invoiceAlreadyStored';
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
