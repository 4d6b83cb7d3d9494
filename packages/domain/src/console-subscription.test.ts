import { describe, expect, it } from 'vitest';
import { consoleSubscriptionMessages, mirrorsChangeProblem } from './console-subscription.ts';
import { MAX_MIRRORS } from './pricing.ts';
import { grantEmailProblem } from './provider-team.ts';
import { authMessages } from './auth-rules.ts';

describe('a new mirror count from the console', () => {
  const current = { mirrors: 3, paired: 2 };

  it('is a whole number from the paired mirrors (and 1) up to the plan table’s most', () => {
    expect(mirrorsChangeProblem(2, current)).toBeNull();
    expect(mirrorsChangeProblem(MAX_MIRRORS, current)).toBeNull();
    expect(mirrorsChangeProblem(1, current)).toBe(consoleSubscriptionMessages.mirrorsBelowPaired(2));
    expect(mirrorsChangeProblem(0, { mirrors: 3, paired: 0 })).toBe(consoleSubscriptionMessages.mirrorsAtLeastOne);
    expect(mirrorsChangeProblem(MAX_MIRRORS + 1, current)).toBe(consoleSubscriptionMessages.mirrorsAtMost);
    expect(mirrorsChangeProblem(2.5, current)).toBe(consoleSubscriptionMessages.mirrorsNotWhole);
    expect(mirrorsChangeProblem(Number.NaN, current)).toBe(consoleSubscriptionMessages.mirrorsNotWhole);
  });

  it('must change something', () => {
    expect(mirrorsChangeProblem(3, current)).toBe(consoleSubscriptionMessages.mirrorsUnchanged);
  });

  it('names one paired mirror in the singular', () => {
    expect(consoleSubscriptionMessages.mirrorsBelowPaired(1)).toContain('1 mirror paired');
  });
});

describe('the email of a grant of console access', () => {
  it('is an address, whatever its case and spaces', () => {
    expect(grantEmailProblem('  Someone@Example.com ')).toBeNull();
    expect(grantEmailProblem('  ')).toBe(authMessages.emailRequired);
    expect(grantEmailProblem('someone@')).toBe(authMessages.emailInvalid);
  });
});
