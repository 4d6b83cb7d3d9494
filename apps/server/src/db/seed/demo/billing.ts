import type { InvoiceLine } from '@piiq/domain/billing';
import type { plans } from '../../schema/billing.ts';
import { DAY, MINUTE, type DemoContext, type Insert } from './demo-context.ts';
import type { SalonPlan } from './salons.ts';

interface BillingPlan {
  type: 'ANNUAL' | 'MONTHLY';
  mirrors: number;
  subtotalCents: number;
  discountCents: number;
  promo: boolean;
  startedDaysAgo: number;
  invoices: number;
  colourBrand: string;
}

/**
 * Plus at the product's prices: monthly 275/225/200/175 per mirror at 1/2/3/4+ mirrors, annual ten times
 * monthly. The first salon is on an annual plan in its second year, hence two invoices.
 */
function billingFor(slug: string): BillingPlan {
  if (slug === 'bondi') {
    return {
      type: 'ANNUAL',
      mirrors: 2,
      subtotalCents: 2 * 225_000,
      discountCents: 0,
      promo: false,
      startedDaysAgo: 520,
      invoices: 2,
      colourBrand: 'Lumière Professionnel',
    };
  }
  if (slug === 'ponsonby') {
    return {
      type: 'ANNUAL',
      mirrors: 1,
      subtotalCents: 275_000,
      discountCents: 0,
      promo: false,
      startedDaysAgo: 240,
      invoices: 1,
      colourBrand: 'Kōwhai Haircare',
    };
  }
  return {
    type: 'MONTHLY',
    mirrors: 1,
    subtotalCents: 27_500,
    discountCents: 2_750,
    promo: true,
    startedDaysAgo: 2,
    invoices: 1,
    colourBrand: 'Velvet Bond',
  };
}

/** The salon's Plus subscription, the mirror order it placed and the invoices paid since. */
export function seedSalonBilling(demo: DemoContext, plan: SalonPlan, salonId: string, promoCodeId: string): void {
  const { data, id, at } = demo;
  const subscriptionId = id();
  const billing = billingFor(plan.slug);
  const started = at(billing.startedDaysAgo * DAY);
  data.subscriptions.push({
    id: subscriptionId,
    salonId,
    plan: 'PLUS',
    subscriptionType: billing.type,
    mirrors: billing.mirrors,
    benchMounts: billing.mirrors,
    wallMounts: 0,
    colourBrand: billing.colourBrand,
    supplierCode: billing.promo ? 'WELCOME10' : null,
    promoCodeId: billing.promo ? promoCodeId : null,
    subtotalCents: billing.subtotalCents,
    discountCents: billing.discountCents,
    shippingCents: 0,
    totalCents: billing.subtotalCents - billing.discountCents,
    provider: 'offline',
    providerCustomerId: `cus_offline_${plan.slug}`,
    providerSubscriptionId: `sub_offline_${plan.slug}`,
    status: 'ACTIVE',
    startedAt: started,
    createdAt: started,
    updatedAt: started,
  });
  data.mirrorOrders.push({
    id: id(),
    salonId,
    subscriptionId,
    mirrors: billing.mirrors,
    benchMounts: billing.mirrors,
    wallMounts: 0,
    addressLine1: plan.address.line1,
    city: plan.address.city,
    state: plan.address.state,
    postcode: plan.address.postcode,
    country: plan.country,
    notes: plan.slug === 'freshstart' ? 'Deliveries through the rear lane, please.' : null,
    deliveryOption: 'STANDARD',
    status: billing.startedDaysAgo > 30 ? 'DELIVERED' : 'PENDING',
    createdAt: started,
    updatedAt: started,
  });
  const periodDays = billing.type === 'ANNUAL' ? 365 : 30;
  for (let k = 0; k < billing.invoices; k++) {
    const invoiceId = id();
    const periodStart = new Date(started.getTime() + k * periodDays * DAY);
    const total = billing.subtotalCents - billing.discountCents;
    const lines: InvoiceLine[] = [
      {
        description: `piiq Plus - ${billing.type === 'ANNUAL' ? 'Annual Saver' : 'Monthly'} (${billing.mirrors} mirror${billing.mirrors > 1 ? 's' : ''})`,
        quantity: billing.mirrors,
        unitAmountCents: billing.subtotalCents / billing.mirrors,
        amountCents: billing.subtotalCents,
      },
    ];
    if (billing.discountCents > 0) {
      lines.push({
        description: 'Promo code WELCOME10 (10% off)',
        quantity: 1,
        unitAmountCents: -billing.discountCents,
        amountCents: -billing.discountCents,
      });
    }
    const number = `PIIQ-${String(1001 + data.invoices.length).padStart(6, '0')}`;
    data.invoices.push({
      id: invoiceId,
      salonId,
      subscriptionId,
      number,
      periodStart,
      periodEnd: new Date(periodStart.getTime() + periodDays * DAY),
      currency: 'AUD',
      totalCents: total,
      gstCents: Math.round(total / 11),
      hostedInvoiceUrl: `/billing/invoices/${invoiceId}`,
      provider: 'offline',
      providerInvoiceId: `in_offline_${number}`,
      lines,
      paidAt: new Date(periodStart.getTime() + MINUTE),
      createdAt: periodStart,
    });
  }
}

/** The plans of the signup page and the one promo code, whose id the subscriptions drew earlier. */
export function seedPlans(demo: DemoContext, promoCodeId: string): void {
  const { data, now, id, at } = demo;
  const planRows: Array<Insert<typeof plans>> = [
    { id: id(), code: 'FREE', name: 'Free', availability: 'PREREGISTER' },
    { id: id(), code: 'GROWTH', name: 'Growth', availability: 'PREREGISTER' },
    { id: id(), code: 'SALON', name: 'Salon', availability: 'PREREGISTER' },
    { id: id(), code: 'PLUS', name: 'Plus', availability: 'OPEN' },
  ];
  data.plans.push(...planRows.map((row) => ({ ...row, createdAt: at(700 * DAY), updatedAt: at(700 * DAY) })));
  data.promoCodes.push({
    id: promoCodeId,
    code: 'WELCOME10',
    discountPercent: 10,
    validFrom: at(90 * DAY),
    validUntil: new Date(now.getTime() + 275 * DAY),
    plans: ['PLUS'],
    active: true,
    createdAt: at(90 * DAY),
  });
}
