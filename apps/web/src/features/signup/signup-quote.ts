import { quoteSubscription, type Quote } from '@piiq/domain/pricing';
import type { SignupDraft } from './signup-draft.ts';

/**
 * The price of the order as chosen, from the domain's pricing module (the server computes the same
 * at registerAccount and refuses a different total). Null until a plan and a billing option are chosen.
 */
export function draftQuote(draft: SignupDraft): Quote | null {
  if (!draft.plan || draft.order.subscriptionType === null) return null;
  return quoteSubscription({
    plan: draft.plan,
    subscriptionType: draft.order.subscriptionType,
    mirrors: draft.order.mirrors,
    promo: draft.promo?.discount ?? null,
  });
}
