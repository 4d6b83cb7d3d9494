import type { BillingRepository } from './billing.repository.ts';

export type { InvoiceRow, SubscriptionRow } from './billing.repository.ts';

/** What another module may read of plans, subscriptions and invoices; every write goes through the billing service. */
export type BillingReads = Pick<
  BillingRepository,
  | 'latestPlans'
  | 'latestSubscription'
  | 'latestSubscriptions'
  | 'invoicesOfSalon'
  | 'salonsWhoseLatestSubscriptionIs'
>;
