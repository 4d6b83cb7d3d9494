import { gstPartOfCents } from '@piiq/domain/money';
import type { PaymentEvent, PaymentProviderName } from '../../ports/payments.ts';
import type { BillingRepository, InvoiceRow } from './billing.repository.ts';

/** What a provider's event did here, for the webhook's log line. */
export type PaymentEventOutcome =
  | 'invoiceStored'
  | 'invoiceAlreadyStored'
  | 'subscriptionCancelled'
  | 'unknownSubscription'
  | 'notHandled';

/** A salon's subscription and its tax invoices. */
export function createBillingService(deps: { repository: BillingRepository }) {
  const { repository } = deps;
  return {
    /** Newest billing period first. */
    invoicesOfSalon: (salonId: string): Promise<InvoiceRow[]> => repository.invoicesOfSalon(salonId),

    invoiceById: (id: string): Promise<InvoiceRow | undefined> => repository.invoiceById(id),

    /**
     * The provider's side of billing after signup: renewals become invoice rows of the salon, and a
     * subscription the provider ended is marked cancelled. Every event may arrive more than once.
     */
    async recordPaymentEvent(provider: PaymentProviderName, event: PaymentEvent): Promise<PaymentEventOutcome> {
      if (event.kind === 'subscriptionEnded') {
        const marked = await repository.markSubscriptionCancelled(provider, event.providerSubscriptionId, event.endedAt);
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
        // Our prices include GST (RESOLUTIONS 2), and so does what the provider charged.
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
