import { tz } from '@date-fns/tz';
import { addMonths } from 'date-fns';
import type { Cents } from './money.ts';
import { planSummaryLabel, type BillingOption, type Plan, type Quote, type SubscriptionType } from './pricing.ts';

/** One line of a tax invoice; amounts include GST, like every price of ours. */
export interface InvoiceLine {
  description: string;
  quantity: number;
  unitAmountCents: Cents;
  amountCents: Cents;
}

const MONTHS_BILLED: Readonly<Record<BillingOption, number>> = { MONTHLY: 1, ANNUAL: 12 };

/**
 * The period a payment covers: one calendar month, or twelve for the annual option, counted in UTC
 * and clamping the day (31 January + 1 month is the last day of February), the time of day kept.
 */
export function billingPeriod(start: Date, billingOption: BillingOption): { periodStart: Date; periodEnd: Date } {
  const end = addMonths(start, MONTHS_BILLED[billingOption], { in: tz('UTC') });
  return { periodStart: start, periodEnd: new Date(end.getTime()) };
}

/**
 * The first invoice of a signup: the plan, the mounts that ship with the mirrors at no charge (listed
 * so the order can be checked against the invoice), the promo code's discount and the delivery.
 */
export function signupInvoiceLines(input: {
  plan: Plan;
  subscriptionType: SubscriptionType;
  quote: Quote;
  /** Whether mirrors ship with this order: then the plan's line is priced per mirror. */
  shipsMirrors: boolean;
  benchMounts: number;
  wallMounts: number;
  supplierCode: string;
}): InvoiceLine[] {
  const { quote } = input;
  const mounts = [
    { description: 'Bench mounts (included)', quantity: input.benchMounts },
    { description: 'Wall mounts (included)', quantity: input.wallMounts },
  ]
    .filter((line) => line.quantity > 0)
    .map((line) => ({ ...line, unitAmountCents: 0, amountCents: 0 }));
  return [
    {
      description: `piiq ${planSummaryLabel(input.plan, input.subscriptionType)}${input.shipsMirrors ? ' (per mirror)' : ''}`,
      quantity: Math.max(quote.mirrors, 1),
      unitAmountCents: quote.pricePerMirrorCents,
      amountCents: quote.subtotalCents,
    },
    ...mounts,
    ...(quote.discountCents > 0
      ? [
          {
            description: `Promo code ${input.supplierCode.toUpperCase()}`,
            quantity: 1,
            unitAmountCents: -quote.discountCents,
            amountCents: -quote.discountCents,
          },
        ]
      : []),
    ...(quote.shippingCents > 0
      ? [
          {
            description: 'Delivery',
            quantity: 1,
            unitAmountCents: quote.shippingCents,
            amountCents: quote.shippingCents,
          },
        ]
      : []),
  ];
}
