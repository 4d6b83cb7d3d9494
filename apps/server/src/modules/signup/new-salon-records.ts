import { randomBytes, randomUUID } from 'node:crypto';
import { billingPeriod, signupInvoiceLines } from '@piiq/domain/billing';
import type { Quote } from '@piiq/domain/pricing';
import { DEFAULT_REBOOK_DELAY_DAYS } from '@piiq/domain/salon-settings';
import { planShipsMirrors } from '@piiq/domain/signup-flow';
import type { RegisterPayload } from '@piiq/domain/signup-payload';
import { supportChatTitle, supportWelcomeMessage } from '@piiq/domain/signup-welcome';
import { salonTimeZone } from '@piiq/domain/time-zones';
import type { PaymentProviderName, Charge } from '../../ports/payments.ts';

/** The invoice page of our own (offline) invoices; Stripe's are Stripe's. */
const invoicePath = (invoiceId: string) => `/billing/invoices/${invoiceId}`;

function invoiceNumber(at: Date): string {
  const day = at.toISOString().slice(0, 10).replaceAll('-', '');
  return `PIIQ-${day}-${randomBytes(4).toString('hex').toUpperCase()}`;
}

/**
 * Every row a paid signup creates, before the ids of the salon, owner and subscription exist: each
 * module's repository stores its part inside the registration's one transaction.
 */
export function newSalonRecords(input: {
  payload: RegisterPayload;
  quote: Quote;
  charge: Charge | null;
  promoCodeId: string | null;
  referral: string | null;
  provider: PaymentProviderName;
  at: Date;
}) {
  const { payload, quote, charge, provider, referral, at } = input;
  // Growth and salon are priced per mirror but ship nothing: only a plan with a delivery section gets a mirror order.
  const withMirrors = planShipsMirrors(payload.plan) && quote.mirrors > 0;
  // The payload's mounts passed the mounts rule (none for a plan that ships nothing).
  const mounts = { benchMounts: payload.benchMounts, wallMounts: payload.wallMounts };
  // Our own invoice's page is known before the row is stored, so the row is written once.
  const invoiceId = randomUUID();
  return {
    salon: {
      name: payload.name,
      // The address decides the zone; the browser's is only for a signup without one (docs/product-rules.md).
      timeZone: salonTimeZone(payload, payload.timeZone),
      locale: payload.locale,
      addressLine1: payload.addressLine1 || null,
      addressLine2: payload.addressLine2 || null,
      city: payload.city || null,
      state: payload.state || null,
      postcode: payload.postcode || null,
      country: withMirrors ? payload.country : null,
      ownerFirstName: payload.firstName,
      ownerLastName: payload.lastName,
      phone: payload.phone,
      email: payload.email,
      lorealAccountNumber: payload.lorealAccountNumber || null,
      referral,
      newsOptIn: payload.newsOptIn,
      rebookNotificationDelay: DEFAULT_REBOOK_DELAY_DAYS,
    },
    owner: {
      email: payload.email,
      name: `${payload.firstName} ${payload.lastName}`,
      profileRole: 'Salon' as const,
      passwordChangeRequired: true,
    },
    subscription: {
      plan: payload.plan,
      subscriptionType: quote.subscriptionType,
      mirrors: quote.mirrors,
      ...mounts,
      colourBrand: payload.colourBrand || null,
      supplierCode: payload.supplierCode || null,
      promoCodeId: input.promoCodeId,
      subtotalCents: quote.subtotalCents,
      discountCents: quote.discountCents,
      shippingCents: quote.shippingCents,
      totalCents: quote.totalCents,
      provider,
      providerCustomerId: charge?.customerId ?? null,
      providerSubscriptionId: charge?.subscriptionId ?? null,
      status: 'ACTIVE' as const,
      startedAt: at,
    },
    mirrorOrder: withMirrors
      ? {
          mirrors: quote.mirrors,
          ...mounts,
          addressLine1: payload.addressLine1,
          addressLine2: payload.addressLine2 || null,
          city: payload.city,
          state: payload.state,
          postcode: payload.postcode,
          country: payload.country,
          notes: payload.notes || null,
          deliveryOption: payload.deliveryOption,
        }
      : null,
    invoice: {
      id: invoiceId,
      number: charge?.invoice?.number ?? invoiceNumber(at),
      ...billingPeriod(at, quote.subscriptionType),
      totalCents: quote.totalCents,
      gstCents: quote.gstCents,
      provider,
      providerInvoiceId: charge?.invoice?.providerInvoiceId ?? null,
      hostedInvoiceUrl: charge?.invoice ? charge.invoice.hostedInvoiceUrl : invoicePath(invoiceId),
      lines: signupInvoiceLines({
        plan: payload.plan,
        subscriptionType: payload.subscriptionType,
        quote,
        shipsMirrors: withMirrors,
        ...mounts,
        supplierCode: payload.supplierCode,
      }),
      paidAt: at,
    },
    chat: { title: supportChatTitle(payload.name), welcome: supportWelcomeMessage(payload.firstName) },
    signupEvent: {
      plan: payload.plan,
      subscriptionType: quote.subscriptionType,
      mirrors: quote.mirrors,
      totalCents: quote.totalCents,
      provider,
      referral,
    },
  };
}

export type NewSalonRecords = ReturnType<typeof newSalonRecords>;
