import { quoteSubscription, type Quote, type SubscriptionType } from '@piiq/domain/pricing';
import type { SignupDraft } from './signup-draft.ts';

/** The billing option of the order: free has nothing to bill, so it needs none chosen and counts as monthly. */
export function draftSubscriptionType(draft: SignupDraft): SubscriptionType | null {
  return draft.order.subscriptionType ?? (draft.plan === 'FREE' ? 'MONTHLY' : null);
}

/**
 * The price of the order as chosen, from the domain's pricing module (the server computes the same
 * at registerAccount and refuses a different total). Null until a plan and a billing option are chosen.
 */
export function draftQuote(draft: SignupDraft): Quote | null {
  const subscriptionType = draftSubscriptionType(draft);
  if (!draft.plan || subscriptionType === null) return null;
  return quoteSubscription({
    plan: draft.plan,
    subscriptionType,
    mirrors: draft.order.mirrors,
    promo: draft.promo?.discount ?? null,
  });
}
