import {
  MAX_MIRRORS,
  SIGNUP_DEFAULTS,
  planSchema,
  subscriptionTypeSchema,
  type Plan,
  type PlanAvailability,
  type SubscriptionType,
} from './pricing.ts';

/**
 * The signup flow: its sections and how "Next" and going back move through them, the query
 * parameters that open it, and the subscription screen's choices with the mounts rule.
 */

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

export type SignupStep = { kind: 'SECTION'; progress: SignupProgress } | { kind: 'LEAD_FORM' } | { kind: 'ONBOARDING' };

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
 * (docs/product-rules.md). Jumping over sections records them as skipped, in section order.
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
export function parseSignupQuery(query: { sub?: string | null; plan?: string | null; referral?: string | null }): {
  subscriptionType: SubscriptionType | null;
  plan: Plan | null;
  referral: string | null;
} {
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
 * The mounts rule (docs/product-rules.md): every mirror is mounted on a bench or a wall, so bench and wall
 * mounts together are at least the mirrors; and no kind outnumbers the mirrors, as a mirror sits on
 * one bench or one wall. The order carries the mounts chosen, not the original's one bench per mirror.
 */
export const mountsMessages = {
  atLeastOnePerMirror:
    'Choose at least one mount per mirror: bench and wall mounts together must be at least the number of mirrors.',
  noMoreThanMirrors: 'Choose no more bench mounts, and no more wall mounts, than mirrors.',
} as const;

export function mountsProblem(mounts: Mounts): string | null {
  if (mounts.benchMounts > mounts.mirrors || mounts.wallMounts > mounts.mirrors)
    return mountsMessages.noMoreThanMirrors;
  if (mounts.benchMounts + mounts.wallMounts < mounts.mirrors) return mountsMessages.atLeastOnePerMirror;
  return null;
}

const clampCount = (value: number, max: number) => Math.min(Math.max(Math.trunc(value), 0), max);

/**
 * A change of mirrors keeps the mounts rule: no kind above the mirrors (so no mirrors means no
 * mounts), and a new mirror short of a mount gets a bench mount, the product's default mount.
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

/** The mounts an order carries: those chosen where mirrors ship, none elsewhere. */
export function orderMounts(choice: Mounts & { plan: Plan }): { benchMounts: number; wallMounts: number } {
  return planShipsMirrors(choice.plan)
    ? { benchMounts: choice.benchMounts, wallMounts: choice.wallMounts }
    : { benchMounts: 0, wallMounts: 0 };
}
