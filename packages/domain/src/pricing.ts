import { z } from 'zod';
import { dollarsToCents, gstPartOfCents, type Cents } from './money.ts';

/**
 * One price table for the browser and the server (docs/product-rules.md): the server recomputes every quote
 * from the plan, billing option, mirror count and promo code, and never trusts a total it is sent.
 */

export const planSchema = z.enum(['FREE', 'GROWTH', 'SALON', 'PLUS']);
export type Plan = z.infer<typeof planSchema>;
export const PLANS = planSchema.options;

export const PLAN_LABELS: Readonly<Record<Plan, string>> = {
  FREE: 'Free',
  GROWTH: 'Growth',
  SALON: 'Salon',
  PLUS: 'Plus',
};

export const subscriptionTypeSchema = z.enum(['ANNUAL', 'MONTHLY', 'THREEMTHUPFRONT']);
export type SubscriptionType = z.infer<typeof subscriptionTypeSchema>;

/** What is billed and stored: THREEMTHUPFRONT is accepted but stored and sent as ANNUAL (docs/product-rules.md). */
export type BillingOption = 'ANNUAL' | 'MONTHLY';

export function normaliseSubscriptionType(subscriptionType: SubscriptionType): BillingOption {
  return subscriptionType === 'MONTHLY' ? 'MONTHLY' : 'ANNUAL';
}

export const BILLING_OPTION_LABELS: Readonly<Record<BillingOption, string>> = {
  MONTHLY: 'Monthly',
  ANNUAL: 'Annual Saver',
};

/** The payment summary's "plan name with subscription type": 'Plus - Annual Saver'. */
export function planSummaryLabel(plan: Plan, subscriptionType: SubscriptionType): string {
  return `${PLAN_LABELS[plan]} - ${BILLING_OPTION_LABELS[normaliseSubscriptionType(subscriptionType)]}`;
}

export const planAvailabilitySchema = z.enum(['PREREGISTER', 'OPEN']);
export type PlanAvailability = z.infer<typeof planAvailabilitySchema>;
export type PlanAvailabilityTable = Readonly<Record<Plan, PlanAvailability>>;

/** Only plus is sold today; the others collect leads until they open (docs/product-rules.md). */
export const DEFAULT_PLAN_AVAILABILITY: PlanAvailabilityTable = {
  FREE: 'PREREGISTER',
  GROWTH: 'PREREGISTER',
  SALON: 'PREREGISTER',
  PLUS: 'OPEN',
};

/** The stepper's ceiling: a salon ordering more mirrors than this talks to the provider, not a web form. */
export const MAX_MIRRORS = 50;

/** Monthly dollars per mirror; plus is tiered by how many mirrors are bought (4 or more share the last tier). */
const MONTHLY_DOLLARS: Readonly<Record<Plan, readonly number[]>> = {
  FREE: [0],
  GROWTH: [29],
  SALON: [79],
  PLUS: [275, 225, 200, 175],
};

/** Annual "Saver" is ten months' price for twelve (2 months free). */
const MONTHS_BILLED_PER_YEAR = 10;

function assertMirrorCount(mirrors: number): void {
  if (!Number.isInteger(mirrors) || mirrors < 0)
    throw new RangeError(`mirror count must be a whole number >= 0, got ${mirrors}`);
}

/** With zero mirrors the single-mirror tier applies, so the stepper can still show a price. */
export function monthlyPricePerMirrorCents(plan: Plan, mirrors: number): Cents {
  assertMirrorCount(mirrors);
  const tiers = MONTHLY_DOLLARS[plan];
  const tier = Math.min(Math.max(mirrors, 1), tiers.length) - 1;
  return dollarsToCents(tiers[tier] ?? 0);
}

export function pricePerMirrorCents(plan: Plan, subscriptionType: SubscriptionType, mirrors: number): Cents {
  const monthly = monthlyPricePerMirrorCents(plan, mirrors);
  return normaliseSubscriptionType(subscriptionType) === 'ANNUAL' ? monthly * MONTHS_BILLED_PER_YEAR : monthly;
}

export interface PriceTier {
  /** The tier applies from this many mirrors... */
  fromMirrors: number;
  /** ...up to this many; null for "and more". */
  toMirrors: number | null;
  monthlyPerMirrorCents: Cents;
  annualPerMirrorCents: Cents;
}

/**
 * A plan's price table as volume tiers: every mirror is charged the rate of the tier the count falls
 * in. The plan cards show it, and the Stripe prices are built from it, so both follow this module.
 */
export function priceTiers(plan: Plan): PriceTier[] {
  const tiers: PriceTier[] = [];
  for (let mirrors = 1; mirrors <= MAX_MIRRORS; mirrors += 1) {
    const monthly = pricePerMirrorCents(plan, 'MONTHLY', mirrors);
    const annual = pricePerMirrorCents(plan, 'ANNUAL', mirrors);
    const last = tiers.at(-1);
    if (last && last.monthlyPerMirrorCents === monthly && last.annualPerMirrorCents === annual)
      last.toMirrors = mirrors;
    else
      tiers.push({
        fromMirrors: mirrors,
        toMirrors: mirrors,
        monthlyPerMirrorCents: monthly,
        annualPerMirrorCents: annual,
      });
  }
  const last = tiers.at(-1);
  if (last) last.toMirrors = null;
  return tiers;
}

export const deliveryOptionSchema = z.enum(['STANDARD']);
export type DeliveryOption = z.infer<typeof deliveryOptionSchema>;

/** No product rule names a delivery charge, so standard delivery is included in the price. */
export const SHIPPING_CENTS: Readonly<Record<DeliveryOption, Cents>> = { STANDARD: 0 };

/** AMOUNT is cents off the subtotal; PERCENT is a whole percentage of the subtotal. */
export const promoSchema = z
  .object({
    kind: z.enum(['AMOUNT', 'PERCENT']),
    value: z.number().int().nonnegative(),
    plans: z.array(planSchema).min(1),
  })
  .refine((promo) => promo.kind === 'AMOUNT' || promo.value <= 100, {
    message: 'A percentage discount cannot be more than 100',
    path: ['value'],
  });
export type Promo = z.infer<typeof promoSchema>;

/** A discount never exceeds the subtotal, and a promo for other plans takes nothing off. */
export function discountCents(subtotalCents: Cents, plan: Plan, promo: Promo | null | undefined): Cents {
  if (!promo?.plans.includes(plan)) return 0;
  const discount = promo.kind === 'AMOUNT' ? promo.value : Math.round((subtotalCents * promo.value) / 100);
  return Math.min(discount, subtotalCents);
}

export interface QuoteInput {
  plan: Plan;
  subscriptionType: SubscriptionType;
  mirrors: number;
  deliveryOption?: DeliveryOption;
  promo?: Promo | null;
}

export interface Quote {
  plan: Plan;
  subscriptionType: BillingOption;
  mirrors: number;
  pricePerMirrorCents: Cents;
  subtotalCents: Cents;
  discountCents: Cents;
  shippingCents: Cents;
  totalCents: Cents;
  /** The GST included in the total, for the tax invoice. */
  gstCents: Cents;
}

/** Throws RangeError for a mirror count that is not a whole number >= 0: validate input with the schemas first. */
export function quoteSubscription(input: QuoteInput): Quote {
  const { plan, mirrors } = input;
  const perMirror = pricePerMirrorCents(plan, input.subscriptionType, mirrors);
  const subtotal = perMirror * mirrors;
  const discount = discountCents(subtotal, plan, input.promo);
  const shipping = SHIPPING_CENTS[input.deliveryOption ?? 'STANDARD'];
  const total = subtotal - discount + shipping;
  return {
    plan,
    subscriptionType: normaliseSubscriptionType(input.subscriptionType),
    mirrors,
    pricePerMirrorCents: perMirror,
    subtotalCents: subtotal,
    discountCents: discount,
    shippingCents: shipping,
    totalCents: total,
    gstCents: gstPartOfCents(total),
  };
}

/** A promo (supplier) code as the provider defines it; either end of its validity may be open. */
export const promoCodeSchema = z.object({
  code: z.string().trim().min(1),
  promo: promoSchema,
  validFrom: z.date().nullable(),
  validUntil: z.date().nullable(),
});
export type PromoCode = z.infer<typeof promoCodeSchema>;

export const promoCodeMessages = {
  unknown: "We don't recognise that promo code. Please check it and try again.",
  notYetValid: "That promo code isn't active yet.",
  expired: 'That promo code has expired.',
  notApplicable: "That promo code doesn't apply to the plan you've chosen.",
} as const;

export type PromoCodeCheck =
  { ok: true; code: PromoCode } | { ok: false; reason: keyof typeof promoCodeMessages; message: string };

/** Codes are matched ignoring case and surrounding spaces; validity is [validFrom, validUntil). */
export function checkPromoCode(typed: string, codes: readonly PromoCode[], plan: Plan, now: Date): PromoCodeCheck {
  const wanted = typed.trim().toUpperCase();
  const code = codes.find((candidate) => candidate.code.trim().toUpperCase() === wanted);
  const fail = (reason: keyof typeof promoCodeMessages): PromoCodeCheck => ({
    ok: false,
    reason,
    message: promoCodeMessages[reason],
  });
  if (!code || wanted === '') return fail('unknown');
  if (code.validFrom && now.getTime() < code.validFrom.getTime()) return fail('notYetValid');
  if (code.validUntil && now.getTime() >= code.validUntil.getTime()) return fail('expired');
  if (!code.promo.plans.includes(plan)) return fail('notApplicable');
  return { ok: true, code };
}

export const SIGNUP_DEFAULTS = {
  mirrors: 1,
  benchMounts: 1,
  wallMounts: 0,
  deliveryOption: 'STANDARD',
  locale: 'en_AU',
} as const satisfies {
  mirrors: number;
  benchMounts: number;
  wallMounts: number;
  deliveryOption: DeliveryOption;
  locale: string;
};
