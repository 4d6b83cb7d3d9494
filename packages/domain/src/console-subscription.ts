import { MAX_MIRRORS } from './pricing.ts';

/**
 * The provider console's changes to a salon's subscription: cancel it, or change how many mirrors it
 * pays for. The browser checks the count with these rules and the server checks it again.
 */
export const consoleSubscriptionMessages = {
  noSubscription: 'This salon has no subscription to change.',
  alreadyCancelled: 'This subscription is already cancelled.',
  mirrorsNotWhole: 'Enter a whole number of mirrors.',
  mirrorsAtLeastOne: 'A subscription pays for at least 1 mirror.',
  mirrorsAtMost: `A subscription pays for at most ${MAX_MIRRORS} mirrors.`,
  mirrorsBelowPaired: (paired: number) =>
    `The salon has ${paired} mirror${paired === 1 ? '' : 's'} paired: unpair some in its Settings before paying for fewer.`,
  mirrorsUnchanged: 'The subscription already pays for that many mirrors.',
  /** The provider said no: its own words follow, and nothing was changed here. */
  providerRefused: (reason: string) => `The payment provider refused the change, so nothing was changed: ${reason}`,
  providerUnreachable:
    'The payment provider could not be reached, so nothing was changed. Please try again in a moment.',
  changedMeanwhile: 'The salon’s subscription changed while you were changing it. Reload the page and try again.',
} as const;

/** Why a new mirror count cannot be paid for, or null when it can. */
export function mirrorsChangeProblem(mirrors: number, current: { mirrors: number; paired: number }): string | null {
  if (!Number.isInteger(mirrors)) return consoleSubscriptionMessages.mirrorsNotWhole;
  if (mirrors < 1) return consoleSubscriptionMessages.mirrorsAtLeastOne;
  if (mirrors > MAX_MIRRORS) return consoleSubscriptionMessages.mirrorsAtMost;
  if (mirrors < current.paired) return consoleSubscriptionMessages.mirrorsBelowPaired(current.paired);
  if (mirrors === current.mirrors) return consoleSubscriptionMessages.mirrorsUnchanged;
  return null;
}
