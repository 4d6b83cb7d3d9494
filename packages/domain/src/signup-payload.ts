import { z } from 'zod';
import { countrySchema } from './country.ts';
import { optionalText, requiredEmail, signupTextLimit } from './fields.ts';
import { formatDollars, type Cents } from './money.ts';
import { e164PhoneSchema } from './phone.ts';
import {
  MAX_MIRRORS,
  PLAN_LABELS,
  SIGNUP_DEFAULTS,
  deliveryOptionSchema,
  normaliseSubscriptionType,
  planSchema,
  subscriptionTypeSchema,
  type Plan,
  type Quote,
  type SubscriptionType,
} from './pricing.ts';
import { mountsProblem, orderMounts, planShipsMirrors, type Mounts, type SubscriptionChoice } from './signup-flow.ts';
import {
  accountMessages,
  accountTextSchemas,
  deliverySchema,
  lorealAccountNumberSchema,
  type Account,
  type Delivery,
} from './signup-forms.ts';
import { timeZoneSchema } from './time-zones.ts';

export const registerPayloadMessages = {
  plusNeedsMirror: 'Plus needs at least one mirror',
  noMountsWithoutMirrors: 'Mounts come only with a plan that ships mirrors',
  paymentMethod: 'A card is needed for a paid plan',
} as const;

const centsSchema = z.number().int().nonnegative();

/**
 * The mounts of an order: the rule where mirrors ship, none where nothing ships. The delivery step's
 * order and the register payload are both checked by it.
 */
export function payloadMountsProblem(order: Mounts & { plan: Plan }): string | null {
  if (planShipsMirrors(order.plan)) return mountsProblem(order);
  return order.benchMounts === 0 && order.wallMounts === 0 ? null : registerPayloadMessages.noMountsWithoutMirrors;
}

const mirrorCountSchema = z.number().int().min(0).max(MAX_MIRRORS);

const colourBrandSchema = optionalText(signupTextLimit('shortText', 'Colour brand'));
const supplierCodeSchema = optionalText(signupTextLimit('shortText', 'Promo code'));

/** The subscription screen's choices as the server is sent them; the billing option as typed. */
const orderFieldsSchema = z.object({
  plan: planSchema,
  subscriptionType: subscriptionTypeSchema,
  mirrors: mirrorCountSchema,
  benchMounts: mirrorCountSchema,
  wallMounts: mirrorCountSchema,
  colourBrand: colourBrandSchema,
  supplierCode: supplierCodeSchema,
});

/** What a quote is asked for: the plan, billing option, mirrors and the code typed. */
export const quoteRequestSchema = orderFieldsSchema.pick({
  plan: true,
  subscriptionType: true,
  mirrors: true,
  supplierCode: true,
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/** The order of the delivery step's records, held to the mounts rule like the register payload. */
export const signupOrderSchema = orderFieldsSchema.superRefine((order, ctx) => {
  const problem = payloadMountsProblem(order);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['benchMounts'] });
});
export type SignupOrder = z.infer<typeof signupOrderSchema>;

/**
 * What the browser sends to register a salon. Amounts (discount, shipping, total) are integer cents;
 * the server recomputes them with quoteSubscription and never trusts these. `subscriptionType` is
 * sent beside `plan` because growth and salon can open for sale too (docs/product-rules.md), so the plan
 * alone no longer tells the billing option.
 */
export const registerPayloadSchema = z
  .object({
    plan: planSchema,
    subscriptionType: subscriptionTypeSchema.transform(normaliseSubscriptionType),
    mirrors: mirrorCountSchema,
    benchMounts: mirrorCountSchema,
    wallMounts: mirrorCountSchema,
    supplierCode: supplierCodeSchema,
    colourBrand: colourBrandSchema,
    discount: centsSchema,
    shipping: centsSchema,
    total: centsSchema,
    deliveryOption: deliveryOptionSchema.default(SIGNUP_DEFAULTS.deliveryOption),
    // Checked as a delivery for Plus below; the limits hold whatever the plan.
    addressLine1: optionalText(signupTextLimit('addressLine', 'Address line 1')),
    addressLine2: optionalText(signupTextLimit('addressLine', 'Address line 2')),
    city: optionalText(signupTextLimit('cityOrState', 'City')),
    state: optionalText(signupTextLimit('cityOrState', 'State')),
    postcode: optionalText(signupTextLimit('cityOrState', 'Postcode')),
    country: countrySchema.default('AU'),
    notes: optionalText(signupTextLimit('notes', 'Notes')),
    lorealAccountNumber: lorealAccountNumberSchema,
    email: requiredEmail(accountMessages.email, accountMessages.emailInvalid),
    phone: e164PhoneSchema,
    firstName: accountTextSchemas.firstName,
    lastName: accountTextSchemas.lastName,
    name: accountTextSchemas.salon,
    newsOptIn: z.boolean().default(false),
    locale: z.literal(SIGNUP_DEFAULTS.locale).default(SIGNUP_DEFAULTS.locale),
    timeZone: timeZoneSchema,
    paymentMethod: optionalText({ max: 255, message: registerPayloadMessages.paymentMethod }),
  })
  .superRefine((payload, ctx) => {
    if (payload.plan === 'PLUS' && payload.mirrors < 1) {
      ctx.addIssue({ code: 'custom', message: registerPayloadMessages.plusNeedsMirror, path: ['mirrors'] });
    }
    const mounts = payloadMountsProblem(payload);
    if (mounts) ctx.addIssue({ code: 'custom', message: mounts, path: ['benchMounts'] });
    if (payload.plan === 'PLUS') {
      for (const issue of deliverySchema.safeParse(payload).error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      }
    }
    if (payload.plan !== 'FREE' && payload.paymentMethod === '') {
      ctx.addIssue({ code: 'custom', message: registerPayloadMessages.paymentMethod, path: ['paymentMethod'] });
    }
  });
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;
export type RegisterPayloadInput = z.input<typeof registerPayloadSchema>;

/**
 * The owner and delivery fields as the payload and the partner records name them; without a
 * delivery section (plans without mirrors) the address fields are empty and the country AU.
 */
export function signupContactFields(account: Account, delivery: Delivery | null) {
  return {
    addressLine1: delivery?.addressLine1 ?? '',
    addressLine2: delivery?.addressLine2 ?? '',
    city: delivery?.city ?? '',
    state: delivery?.state ?? '',
    postcode: delivery?.postcode ?? '',
    country: delivery?.country ?? 'AU',
    notes: delivery?.notes ?? '',
    lorealAccountNumber: account.lorealAccountNumber,
    email: account.email,
    phone: account.phone,
    firstName: account.firstName,
    lastName: account.lastName,
    name: account.salon,
  };
}

/** Assembles the payload from the validated screens with the mounts chosen (none where nothing ships) and the quote's amounts. */
export function buildRegisterPayload(input: {
  choice: SubscriptionChoice & { subscriptionType: SubscriptionType };
  account: Account;
  delivery: Delivery | null;
  quote: Quote;
  paymentMethod: string;
  timeZone: string;
}): RegisterPayloadInput {
  const { choice, account, delivery, quote } = input;
  return {
    plan: choice.plan,
    subscriptionType: choice.subscriptionType,
    mirrors: choice.mirrors,
    ...orderMounts(choice),
    supplierCode: choice.supplierCode,
    colourBrand: choice.colourBrand,
    discount: quote.discountCents,
    shipping: quote.shippingCents,
    total: quote.totalCents,
    deliveryOption: delivery?.deliveryOption ?? SIGNUP_DEFAULTS.deliveryOption,
    ...signupContactFields(account, delivery),
    newsOptIn: account.newsOptIn,
    locale: SIGNUP_DEFAULTS.locale,
    timeZone: input.timeZone,
    paymentMethod: input.paymentMethod,
  };
}

/** registerAccount's own refusals, beyond the field messages of the forms. */
export const registerAccountMessages = {
  planNotOpen: (plan: Plan) =>
    `The ${PLAN_LABELS[plan]} plan is not open for sale yet. Please leave your details and we will be in touch.`,
  priceChanged: (totalCents: Cents) =>
    `The price of this order is ${formatDollars(totalCents)}, which is not what the form showed. Please review your order and try again.`,
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  connectAgain: 'Please go back to Account and enter the password of your existing account again.',
  inProgress: 'Your registration is already being processed. Please wait a moment.',
  idempotencyKey: 'A registration needs an idempotency key of 8 to 200 characters.',
} as const;
