import { countrySchema } from '@piiq/domain/country';
import { SIGNUP_DEFAULTS, planSchema, promoSchema, subscriptionTypeSchema } from '@piiq/domain/pricing';
import {
  INITIAL_SIGNUP_PROGRESS,
  SIGNUP_SECTIONS,
  initialSubscriptionChoice,
  parseSignupQuery,
  type SubscriptionChoice,
} from '@piiq/domain/signup-flow';
import { useCallback, useEffect, useState } from 'react';
import { z } from 'zod';
import { safeSessionStorage } from '../../lib/safe-storage.ts';

/**
 * Everything the signup form has gathered, kept in the tab's session storage so a reload loses
 * nothing (issue: "form state survives a page reload"). Card details are never part of it: the card
 * lives only in its field, and only the provider's payment-method id leaves it.
 */

const phoneDraftSchema = z.object({ country: countrySchema, number: z.string() });

const accountDraftSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  salon: z.string(),
  lorealAccountNumber: z.string(),
  email: z.string(),
  phone: phoneDraftSchema,
  newsOptIn: z.boolean(),
});
export type AccountDraft = z.infer<typeof accountDraftSchema>;

const deliveryDraftSchema = z.object({
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  postcode: z.string(),
  country: countrySchema,
  notes: z.string(),
  deliveryOption: z.literal('STANDARD'),
});
export type DeliveryDraft = z.infer<typeof deliveryDraftSchema>;

const orderDraftSchema = z.object({
  subscriptionType: subscriptionTypeSchema.nullable(),
  mirrors: z.number().int().nonnegative(),
  benchMounts: z.number().int().nonnegative(),
  wallMounts: z.number().int().nonnegative(),
  colourBrand: z.string(),
  supplierCode: z.string(),
});

const registrationSchema = z.object({
  salonId: z.string(),
  email: z.string(),
  /** The generated password, until the owner has chosen their own; null once it may no longer be used. */
  password: z.string().nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
});
export type Registration = z.infer<typeof registrationSchema>;

const signupDraftSchema = z.object({
  /** The address's query string the draft began with: a new link starts a new draft. */
  search: z.string(),
  progress: z.object({ current: z.enum(SIGNUP_SECTIONS), skipped: z.array(z.enum(SIGNUP_SECTIONS)).readonly() }),
  plan: planSchema.nullable(),
  order: orderDraftSchema,
  /** A promo code the server accepted, with its discount, so the summary can show it. */
  promo: z.object({ code: z.string(), discount: promoSchema }).nullable(),
  account: accountDraftSchema,
  delivery: deliveryDraftSchema,
  leadSubmitted: z.boolean(),
  /** The existing account this salon joins: its email, and the statement its password bought (never the password). */
  connect: z.object({ email: z.string(), token: z.string() }).nullable(),
  referral: z.string().nullable(),
  /** One key for the whole purchase: a double click or a retry after a lost answer makes one salon and one charge. */
  idempotencyKey: z.string(),
  registration: registrationSchema.nullable(),
});
export type SignupDraft = z.infer<typeof signupDraftSchema>;

const STORAGE_KEY = 'piiq.signup';

export function newSignupDraft(search: string): SignupDraft {
  const query = new URLSearchParams(search);
  const { plan, subscriptionType, referral } = parseSignupQuery({
    sub: query.get('sub'),
    plan: query.get('plan'),
    referral: query.get('referral'),
  });
  // The subscription screen's defaults are the same for every plan; the plan itself stays unchosen until the query or a click picks one.
  const { plan: _anyPlan, ...order } = initialSubscriptionChoice('PLUS', subscriptionType);
  return {
    search,
    progress: INITIAL_SIGNUP_PROGRESS,
    plan,
    order,
    promo: null,
    account: {
      firstName: '',
      lastName: '',
      salon: '',
      lorealAccountNumber: '',
      email: '',
      phone: { country: 'AU', number: '' },
      newsOptIn: false,
    },
    delivery: {
      addressLine1: '',
      addressLine2: '',
      city: '',
      state: '',
      postcode: '',
      country: 'AU',
      notes: '',
      deliveryOption: SIGNUP_DEFAULTS.deliveryOption,
    },
    leadSubmitted: false,
    connect: null,
    referral,
    idempotencyKey: crypto.randomUUID(),
    registration: null,
  };
}

/** The stored draft for this address, or a new one; anything unreadable counts as no draft. */
function loadSignupDraft(search: string): SignupDraft {
  const stored = safeSessionStorage.get(STORAGE_KEY);
  if (stored) {
    try {
      const parsed = signupDraftSchema.safeParse(JSON.parse(stored));
      if (parsed.success && parsed.data.search === search) return parsed.data;
    } catch {
      // unreadable: start again
    }
  }
  return newSignupDraft(search);
}

export function clearSignupDraft(): void {
  safeSessionStorage.remove(STORAGE_KEY);
}

export type DraftUpdate = (update: (draft: SignupDraft) => SignupDraft) => void;

export function useSignupDraft(search: string): [SignupDraft, DraftUpdate] {
  const [draft, setDraft] = useState(() => loadSignupDraft(search));
  useEffect(() => {
    safeSessionStorage.set(STORAGE_KEY, JSON.stringify(draft));
  }, [draft]);
  const update = useCallback<DraftUpdate>((change) => setDraft(change), []);
  return [draft, update];
}

/** The subscription screen's choices in the domain's shape, once a plan is chosen. */
export function subscriptionChoice(draft: SignupDraft): SubscriptionChoice | null {
  return draft.plan ? { plan: draft.plan, ...draft.order } : null;
}

export function withChoice(draft: SignupDraft, choice: SubscriptionChoice): SignupDraft {
  const { plan, ...order } = choice;
  return { ...draft, plan, order };
}
