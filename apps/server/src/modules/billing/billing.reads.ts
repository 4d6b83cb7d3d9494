import type { BillingRepository } from './billing.repository.ts';

export type { InvoiceRow, SubscriptionRow } from './billing.repository.ts';

/**
 * What another module may read of plans, subscriptions and invoices, and the row lock a caller's
 * transaction takes on a subscription; every write goes through the billing service.
 */
export type BillingReads = Pick<
  BillingRepository,
  | 'latestPlans'
  | 'latestSubscription'
  | 'lockLatestSubscription'
  | 'latestSubscriptions'
  | 'invoicesOfSalon'
  | 'salonsWhoseLatestSubscriptionIs'
>;
