import { z } from 'zod';
import { passwordMeetsPolicy } from './auth-rules.ts';
import { countrySchema } from './country.ts';
import { timeZoneSchema } from './time-zones.ts';
import { optionalText, requiredEmail, requiredText } from './fields.ts';
import { formatDollars, type Cents } from './money.ts';
import { e164PhoneSchema, phoneFieldSchema } from './phone.ts';
import {
  MAX_MIRRORS,
  PLAN_LABELS,
  SIGNUP_DEFAULTS,
  deliveryOptionSchema,
  normaliseSubscriptionType,
  planSchema,
  subscriptionTypeSchema,
  type Plan,
  type PlanAvailability,
  type Quote,
  type SubscriptionType,
} from './pricing.ts';

export const SIGNUP_SECTIONS = ['subscription', 'account', 'delivery', 'payment', 'order', 'password'] as const;
export type SignupSection = (typeof SIGNUP_SECTIONS)[number];

export const SIGNUP_SECTION_LABELS: Readonly<Record<SignupSection, string>> = {
  subscription: 'Subscription',
  account: 'Account',
  delivery: 'Delivery',
  payment: 'Payment',
  order: 'Order',
  password: 'Password',
};

export interface SignupProgress {
  current: SignupSection;
  skipped: readonly SignupSection[];
}

export const INITIAL_SIGNUP_PROGRESS: SignupProgress = { current: 'subscription', skipped: [] };

export type SignupStep =
  | { kind: 'SECTION'; progress: SignupProgress }
  | { kind: 'LEAD_FORM' }
  | { kind: 'ONBOARDING' };

/** Only plus ships hardware, so only plus sees delivery; free has nothing to pay for. */
const SECTION_AFTER_ACCOUNT: Readonly<Record<Plan, SignupSection>> = {
  PLUS: 'delivery',
  GROWTH: 'payment',
  SALON: 'payment',
  FREE: 'order',
};

/** A plan ships mirrors exactly when its flow asks where to deliver them. */
export function planShipsMirrors(plan: Plan): boolean {
  return SECTION_AFTER_ACCOUNT[plan] === 'delivery';
}

const sectionIndex = (section: SignupSection) => SIGNUP_SECTIONS.indexOf(section);

function nextSectionFor(current: SignupSection, plan: Plan): SignupSection | null {
  if (current === 'account') return SECTION_AFTER_ACCOUNT[plan];
  return SIGNUP_SECTIONS[sectionIndex(current) + 1] ?? null;
}

/**
 * Where "Next" leads. A pre-register plan never enters the paid flow: it shows the lead form
 * (RESOLUTIONS 1). Jumping over sections records them as skipped, in section order.
 */
export function advanceSignup(progress: SignupProgress, plan: Plan, availability: PlanAvailability): SignupStep {
  if (availability === 'PREREGISTER') return { kind: 'LEAD_FORM' };
  const next = nextSectionFor(progress.current, plan);
  if (next === null) return { kind: 'ONBOARDING' };
  const jumped = SIGNUP_SECTIONS.slice(sectionIndex(progress.current) + 1, sectionIndex(next));
  const skipped = SIGNUP_SECTIONS.filter((section) => progress.skipped.includes(section) || jumped.includes(section));
  return { kind: 'SECTION', progress: { current: next, skipped } };
}

export type SectionState = 'CURRENT' | 'DONE' | 'SKIPPED' | 'UPCOMING';

/** Skipped sections show struck through and later ones dimmed; only DONE sections can be clicked. */
export function sectionState(progress: SignupProgress, section: SignupSection): SectionState {
  if (section === progress.current) return 'CURRENT';
  if (progress.skipped.includes(section)) return 'SKIPPED';
  return sectionIndex(section) < sectionIndex(progress.current) ? 'DONE' : 'UPCOMING';
}

export function canGoBackTo(progress: SignupProgress, section: SignupSection): boolean {
  return sectionState(progress, section) === 'DONE';
}

/**
 * Going back to section 1 clears the skipped sections, because the plan may change there and the
 * route through the flow with it. A section that cannot be clicked leaves the progress unchanged.
 */
export function goBack(progress: SignupProgress, section: SignupSection): SignupProgress {
  if (!canGoBackTo(progress, section)) return progress;
  return { current: section, skipped: sectionIndex(section) === 0 ? [] : progress.skipped };
}

/** The flow's query parameters (sub, plan, referral), read leniently: anything unknown is simply not chosen. */
export function parseSignupQuery(query: {
  sub?: string | null;
  plan?: string | null;
  referral?: string | null;
}): { subscriptionType: SubscriptionType | null; plan: Plan | null; referral: string | null } {
  const sub = subscriptionTypeSchema.safeParse(query.sub?.trim().toUpperCase());
  const plan = planSchema.safeParse(query.plan?.trim().toUpperCase());
  return {
    subscriptionType: sub.success ? sub.data : null,
    plan: plan.success ? plan.data : null,
    referral: query.referral?.trim() || null,
  };
}

export interface SubscriptionChoice {
  plan: Plan;
  subscriptionType: SubscriptionType | null;
  mirrors: number;
  benchMounts: number;
  wallMounts: number;
  colourBrand: string;
  supplierCode: string;
}

export function initialSubscriptionChoice(plan: Plan, subscriptionType: SubscriptionType | null): SubscriptionChoice {
  return {
    plan,
    subscriptionType,
    mirrors: SIGNUP_DEFAULTS.mirrors,
    benchMounts: SIGNUP_DEFAULTS.benchMounts,
    wallMounts: SIGNUP_DEFAULTS.wallMounts,
    colourBrand: '',
    supplierCode: '',
  };
}

/** Every quantity stepper: decrease works only from 1 up, so a count never goes negative. */
export function stepDown(value: number): number {
  return value >= 1 ? value - 1 : value;
}

export function stepUp(value: number, max: number = MAX_MIRRORS): number {
  return value < max ? value + 1 : value;
}

export type Mounts = Pick<SubscriptionChoice, 'mirrors' | 'benchMounts' | 'wallMounts'>;

/**
 * The mounts rule (RESOLUTIONS 12): every mirror is mounted on a bench or a wall, so bench and wall
 * mounts together are at least the mirrors; and no kind outnumbers the mirrors, as a mirror sits on
 * one bench or one wall. The order carries the mounts chosen, not the original's one bench per mirror.
 */
export const mountsMessages = {
  atLeastOnePerMirror: 'Choose at least one mount per mirror: bench and wall mounts together must be at least the number of mirrors.',
  noMoreThanMirrors: 'Choose no more bench mounts, and no more wall mounts, than mirrors.',
} as const;

export function mountsProblem(mounts: Mounts): string | null {
  if (mounts.benchMounts > mounts.mirrors || mounts.wallMounts > mounts.mirrors) return mountsMessages.noMoreThanMirrors;
  if (mounts.benchMounts + mounts.wallMounts < mounts.mirrors) return mountsMessages.atLeastOnePerMirror;
  return null;
}

const clampCount = (value: number, max: number) => Math.min(Math.max(Math.trunc(value), 0), max);

/**
 * A change of mirrors keeps the mounts rule: no kind above the mirrors (so no mirrors means no
 * mounts), and a new mirror short of a mount gets a bench mount, the spec's default mount.
 */
export function setMirrors(choice: SubscriptionChoice, mirrors: number): SubscriptionChoice {
  const clamped = clampCount(mirrors, MAX_MIRRORS);
  const wallMounts = Math.min(choice.wallMounts, clamped);
  const benchMounts = Math.min(Math.max(choice.benchMounts, clamped - wallMounts), clamped);
  return { ...choice, mirrors: clamped, benchMounts, wallMounts };
}

export function setBenchMounts(choice: SubscriptionChoice, benchMounts: number): SubscriptionChoice {
  return { ...choice, benchMounts: clampCount(benchMounts, choice.mirrors) };
}

export function setWallMounts(choice: SubscriptionChoice, wallMounts: number): SubscriptionChoice {
  return { ...choice, wallMounts: clampCount(wallMounts, choice.mirrors) };
}

export function decreaseMirrors(choice: SubscriptionChoice): SubscriptionChoice {
  return setMirrors(choice, stepDown(choice.mirrors));
}

export function increaseMirrors(choice: SubscriptionChoice): SubscriptionChoice {
  return setMirrors(choice, stepUp(choice.mirrors));
}

/**
 * Plus needs a billing option, a mirror and a mount for each mirror; growth and salon need a billing
 * option to be priced; free needs nothing.
 */
export function canContinueFromSubscription(choice: SubscriptionChoice): boolean {
  if (choice.plan === 'FREE') return true;
  if (choice.subscriptionType === null) return false;
  return choice.plan !== 'PLUS' || (choice.mirrors > 0 && mountsProblem(choice) === null);
}

export const accountMessages = {
  firstName: '* First Name required',
  lastName: '* Last Name required',
  salon: '* Salon required',
  email: '* Email required',
  emailInvalid: '* Email invalid',
  phone: '* Phone required',
  supplierAccountNumber: '* Supplier account number must contain digits only',
} as const;

/** Supplier (SYS) account numbers are numeric and partner records send them as an integer, so at most 15 digits. */
const supplierAccountNumberSchema = optionalText().refine(
  (value) => value === '' || /^\d{1,15}$/.test(value),
  accountMessages.supplierAccountNumber,
);

export const accountSchema = z.object({
  firstName: requiredText(accountMessages.firstName),
  lastName: requiredText(accountMessages.lastName),
  salon: requiredText(accountMessages.salon),
  lorealAccountNumber: supplierAccountNumberSchema,
  email: requiredEmail(accountMessages.email, accountMessages.emailInvalid),
  phone: phoneFieldSchema,
  newsOptIn: z.boolean().default(false),
});
export type Account = z.infer<typeof accountSchema>;
export type AccountInput = z.input<typeof accountSchema>;

export const deliveryMessages = {
  addressLine1: '* Address line 1 required',
  city: '* City required',
  state: '* State required',
  postcode: '* Postcode required',
  postcodeFormat: '* Postcode must be 4 digits',
} as const;

/** Australian and New Zealand postcodes are both four digits. */
const postcodeSchema = requiredText(deliveryMessages.postcode).refine(
  (value) => value === '' || /^\d{4}$/.test(value),
  deliveryMessages.postcodeFormat,
);

export const deliverySchema = z.object({
  addressLine1: requiredText(deliveryMessages.addressLine1),
  addressLine2: optionalText(),
  city: requiredText(deliveryMessages.city),
  state: requiredText(deliveryMessages.state),
  postcode: postcodeSchema,
  country: countrySchema.default('AU'),
  notes: optionalText(),
  deliveryOption: deliveryOptionSchema.default(SIGNUP_DEFAULTS.deliveryOption),
});
export type Delivery = z.infer<typeof deliverySchema>;
export type DeliveryInput = z.input<typeof deliverySchema>;

/** The lead form asks the account form's questions, so it uses the account form's words. */
export const betaLeadMessages = {
  betaName: '* Name required',
  betaEmail: accountMessages.email,
  betaEmailInvalid: accountMessages.emailInvalid,
  betaSalonName: accountMessages.salon,
} as const;

export const betaLeadSchema = z.object({
  betaName: requiredText(betaLeadMessages.betaName),
  betaEmail: requiredEmail(betaLeadMessages.betaEmail, betaLeadMessages.betaEmailInvalid),
  betaSalonName: requiredText(betaLeadMessages.betaSalonName),
  betaPhone: phoneFieldSchema,
  plan: planSchema,
});
export type BetaLead = z.infer<typeof betaLeadSchema>;
export type BetaLeadInput = z.input<typeof betaLeadSchema>;

export const paymentMessages = {
  billingName: 'Please enter your name in the field above',
  terms: '* Please tick the box to accept the Terms of Sale and Privacy Policy',
  cardFailed: 'Your card could not be processed. Please check the details and try again.',
} as const;

export const paymentSchema = z.object({
  nameOnCard: requiredText(paymentMessages.billingName),
  termsAccepted: z.literal(true, { error: paymentMessages.terms }),
});
export type Payment = z.infer<typeof paymentSchema>;

export function canCompleteSubscription(form: { termsAccepted: boolean; busy: boolean }): boolean {
  return form.termsAccepted && !form.busy;
}

/** The field a card provider names when the billing name is missing (Stripe's, kept by the offline provider). */
export const BILLING_NAME_PARAM = 'billing_details[name]';

const BILLING_NAME_WORDS = /billing_details\[name\]|billing name|name on (the )?card|cardholder(')?s? name/i;

/** The provider's own words, except a billing-name problem, which points at the field the person can fix. */
export function paymentErrorMessage(error: { message?: string | null; param?: string | null }): string {
  if (error.param === BILLING_NAME_PARAM || BILLING_NAME_WORDS.test(error.message ?? '')) {
    return paymentMessages.billingName;
  }
  return error.message?.trim() || paymentMessages.cardFailed;
}

export const signupPasswordMessages = {
  criteria: '* Your password does not meet criteria',
  mismatch: '* Your passwords do not match',
} as const;

export const signupPasswordSchema = z
  .object({
    password: z.string({ error: signupPasswordMessages.criteria }).refine(passwordMeetsPolicy, signupPasswordMessages.criteria),
    confirmPassword: z.string({ error: signupPasswordMessages.mismatch }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: signupPasswordMessages.mismatch,
    path: ['confirmPassword'],
  });
export type SignupPassword = z.infer<typeof signupPasswordSchema>;

/** The mounts an order carries: those chosen where mirrors ship, none elsewhere. */
export function orderMounts(choice: Mounts & { plan: Plan }): { benchMounts: number; wallMounts: number } {
  return planShipsMirrors(choice.plan) ? { benchMounts: choice.benchMounts, wallMounts: choice.wallMounts } : { benchMounts: 0, wallMounts: 0 };
}

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

/**
 * What the browser sends to register a salon. Amounts (discount, shipping, total) are integer cents;
 * the server recomputes them with quoteSubscription and never trusts these. `subscriptionType` is
 * sent beside `plan` because growth and salon can open for sale too (RESOLUTIONS 1), so the plan
 * alone no longer tells the billing option.
 */
export const registerPayloadSchema = z
  .object({
    plan: planSchema,
    subscriptionType: subscriptionTypeSchema.transform(normaliseSubscriptionType),
    mirrors: z.number().int().min(0).max(MAX_MIRRORS),
    benchMounts: z.number().int().min(0).max(MAX_MIRRORS),
    wallMounts: z.number().int().min(0).max(MAX_MIRRORS),
    supplierCode: optionalText(),
    colourBrand: optionalText(),
    discount: centsSchema,
    shipping: centsSchema,
    total: centsSchema,
    deliveryOption: deliveryOptionSchema.default(SIGNUP_DEFAULTS.deliveryOption),
    addressLine1: optionalText(),
    addressLine2: optionalText(),
    city: optionalText(),
    state: optionalText(),
    postcode: optionalText(),
    country: countrySchema.default('AU'),
    notes: optionalText(),
    lorealAccountNumber: supplierAccountNumberSchema,
    email: requiredEmail(accountMessages.email, accountMessages.emailInvalid),
    phone: e164PhoneSchema,
    firstName: requiredText(accountMessages.firstName),
    lastName: requiredText(accountMessages.lastName),
    name: requiredText(accountMessages.salon),
    newsOptIn: z.boolean().default(false),
    locale: z.literal(SIGNUP_DEFAULTS.locale).default(SIGNUP_DEFAULTS.locale),
    timeZone: timeZoneSchema,
    paymentMethod: optionalText(),
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

/** The salon's conversation with the provider's support team, opened at signup. */
export function supportChatTitle(salonName: string): string {
  return `Support - ${salonName}`;
}

export function supportWelcomeMessage(firstName: string): string {
  return `Hi ${firstName}, welcome to piiq! This is your salon's direct line to the piiq support team. Send us a message here any time and we will reply within 1 business day.`;
}

export function welcomeEmailSubject(salonName: string): string {
  return `Welcome to piiq: your new account for ${salonName} is ready`;
}
