import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INITIAL_SIGNUP_PROGRESS,
  SIGNUP_SECTIONS,
  advanceSignup,
  canContinueFromSubscription,
  canGoBackTo,
  decreaseMirrors,
  goBack,
  increaseMirrors,
  initialSubscriptionChoice,
  mountsMessages,
  mountsProblem,
  orderMounts,
  parseSignupQuery,
  planShipsMirrors,
  sectionState,
  setBenchMounts,
  setMirrors,
  setWallMounts,
  stepDown,
  stepUp,
  type SignupProgress,
  type SignupSection,
} from './signup-flow.ts';
import { MAX_MIRRORS, PLANS, planAvailabilitySchema, type Plan } from './pricing.ts';

/** Walks the flow with "Next" from the start until it leaves the sections. */
function walk(plan: Plan): { visited: SignupSection[]; skipped: readonly SignupSection[]; end: string } {
  let progress = INITIAL_SIGNUP_PROGRESS;
  const visited: SignupSection[] = [progress.current];
  for (;;) {
    const step = advanceSignup(progress, plan, 'OPEN');
    if (step.kind !== 'SECTION') return { visited, skipped: progress.skipped, end: step.kind };
    progress = step.progress;
    visited.push(progress.current);
  }
}

describe('section progression', () => {
  it('lists the sections in order', () => {
    expect(SIGNUP_SECTIONS).toEqual(['subscription', 'account', 'delivery', 'payment', 'order', 'password']);
  });

  it.each([
    ['PLUS', ['subscription', 'account', 'delivery', 'payment', 'order', 'password'], []],
    ['GROWTH', ['subscription', 'account', 'payment', 'order', 'password'], ['delivery']],
    ['SALON', ['subscription', 'account', 'payment', 'order', 'password'], ['delivery']],
    ['FREE', ['subscription', 'account', 'order', 'password'], ['delivery', 'payment']],
  ] as const)('an OPEN %s plan goes through %j, skipping %j, then to onboarding', (plan, visited, skipped) => {
    expect(walk(plan)).toEqual({ visited, skipped, end: 'ONBOARDING' });
  });

  it('shows the lead form for every PREREGISTER plan, from any section', () => {
    for (const plan of PLANS) {
      for (const current of SIGNUP_SECTIONS) {
        expect(advanceSignup({ current, skipped: [] }, plan, 'PREREGISTER')).toEqual({ kind: 'LEAD_FORM' });
      }
    }
  });

  it('shows skipped sections struck through and later ones upcoming; only done ones are clickable', () => {
    const progress: SignupProgress = { current: 'order', skipped: ['delivery', 'payment'] };
    expect(SIGNUP_SECTIONS.map((section) => sectionState(progress, section))).toEqual([
      'DONE',
      'DONE',
      'SKIPPED',
      'SKIPPED',
      'CURRENT',
      'UPCOMING',
    ]);
    expect(SIGNUP_SECTIONS.filter((section) => canGoBackTo(progress, section))).toEqual(['subscription', 'account']);
  });

  it('keeps skipped sections going back to account, clears them going back to section 1', () => {
    const progress: SignupProgress = { current: 'payment', skipped: ['delivery'] };
    expect(goBack(progress, 'account')).toEqual({ current: 'account', skipped: ['delivery'] });
    expect(goBack(progress, 'subscription')).toEqual({ current: 'subscription', skipped: [] });
    expect(goBack(progress, 'delivery')).toBe(progress);
    expect(goBack(progress, 'order')).toBe(progress);
  });

  it('re-routes after the plan changes at section 1', () => {
    const growth = { current: 'payment', skipped: ['delivery'] } satisfies SignupProgress;
    const back = goBack(growth, 'subscription');
    const account = advanceSignup(back, 'PLUS', 'OPEN');
    expect(account.kind === 'SECTION' && advanceSignup(account.progress, 'PLUS', 'OPEN')).toEqual({
      kind: 'SECTION',
      progress: { current: 'delivery', skipped: [] },
    });
  });

  it('keeps its invariants over any sequence of Next and Back, for any plan', () => {
    const move = fc.oneof(
      fc.constant({ kind: 'next' as const }),
      fc.record({ kind: fc.constant('back' as const), to: fc.constantFrom(...SIGNUP_SECTIONS) }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...PLANS), fc.array(move, { maxLength: 30 }), (plan, moves) => {
        let progress: SignupProgress = INITIAL_SIGNUP_PROGRESS;
        for (const next of moves) {
          if (next.kind === 'back') {
            progress = goBack(progress, next.to);
          } else {
            const step = advanceSignup(progress, plan, 'OPEN');
            if (step.kind === 'SECTION') progress = step.progress;
          }
          expect(progress.skipped).not.toContain(progress.current);
          expect(progress.skipped.every((section) => section === 'delivery' || section === 'payment')).toBe(true);
          if (progress.current === 'subscription') expect(progress.skipped).toEqual([]);
          if (plan === 'PLUS') expect(progress.skipped).toEqual([]);
        }
      }),
    );
  });

  it('ships mirrors only on a plan whose flow has a delivery section', () => {
    expect(PLANS.filter(planShipsMirrors)).toEqual(['PLUS']);
  });

  it('reads the query parameters leniently', () => {
    expect(parseSignupQuery({ sub: 'annual', plan: 'plus', referral: ' abc ' })).toEqual({
      subscriptionType: 'ANNUAL',
      plan: 'PLUS',
      referral: 'abc',
    });
    expect(parseSignupQuery({ sub: 'weekly', plan: null })).toEqual({
      subscriptionType: null,
      plan: null,
      referral: null,
    });
  });
});

describe('subscription screen', () => {
  it('decreases a stepper only from 1 or more', () => {
    expect(stepDown(0)).toBe(0);
    expect(stepDown(1)).toBe(0);
    expect(stepDown(5)).toBe(4);
    expect(stepUp(MAX_MIRRORS)).toBe(MAX_MIRRORS);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), (value) => {
        expect(stepDown(value)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('starts from the product’s defaults', () => {
    expect(initialSubscriptionChoice('PLUS', null)).toEqual({
      plan: 'PLUS',
      subscriptionType: null,
      mirrors: 1,
      benchMounts: 1,
      wallMounts: 0,
      colourBrand: '',
      supplierCode: '',
    });
  });

  it('resets the mounts when mirrors reach 0', () => {
    const choice = { ...initialSubscriptionChoice('PLUS', 'ANNUAL'), wallMounts: 1 };
    expect(decreaseMirrors(choice)).toMatchObject({ mirrors: 0, benchMounts: 0, wallMounts: 0 });
    expect(setMirrors(choice, 3)).toMatchObject({ mirrors: 3, benchMounts: 2, wallMounts: 1 });
  });

  it('keeps the mounts chosen: 2 mirrors on 0 bench and 2 wall mounts', () => {
    let choice = increaseMirrors(initialSubscriptionChoice('PLUS', 'MONTHLY'));
    expect(choice).toMatchObject({ mirrors: 2, benchMounts: 2, wallMounts: 0 });
    choice = setWallMounts(setWallMounts(choice, 1), 2);
    choice = setBenchMounts(setBenchMounts(choice, 1), 0);
    expect(choice).toMatchObject({ mirrors: 2, benchMounts: 0, wallMounts: 2 });
    expect(mountsProblem(choice)).toBeNull();
    expect(orderMounts(choice)).toEqual({ benchMounts: 0, wallMounts: 2 });
    expect(orderMounts({ ...choice, plan: 'GROWTH' })).toEqual({ benchMounts: 0, wallMounts: 0 });
  });

  it('asks for at least one mount per mirror, and no kind above the mirrors', () => {
    const plus = { ...initialSubscriptionChoice('PLUS', 'MONTHLY'), mirrors: 3 };
    expect(mountsProblem({ ...plus, benchMounts: 1, wallMounts: 1 })).toBe(mountsMessages.atLeastOnePerMirror);
    expect(mountsProblem({ ...plus, benchMounts: 2, wallMounts: 1 })).toBeNull();
    expect(mountsProblem({ ...plus, benchMounts: 3, wallMounts: 3 })).toBeNull();
    expect(mountsProblem({ ...plus, benchMounts: 4, wallMounts: 0 })).toBe(mountsMessages.noMoreThanMirrors);
    expect(canContinueFromSubscription({ ...plus, benchMounts: 1, wallMounts: 1 })).toBe(false);
    expect(canContinueFromSubscription({ ...plus, benchMounts: 1, wallMounts: 2 })).toBe(true);
    expect(setBenchMounts(plus, 9).benchMounts).toBe(3);
  });

  it('keeps mirrors within 0..MAX and every mirror mounted through any presses of the mirrors stepper', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 60 }), (presses) => {
        let choice = initialSubscriptionChoice('PLUS', 'MONTHLY');
        for (const up of presses) {
          choice = up ? increaseMirrors(choice) : decreaseMirrors(choice);
          expect(choice.mirrors).toBeGreaterThanOrEqual(0);
          expect(choice.mirrors).toBeLessThanOrEqual(MAX_MIRRORS);
          expect(mountsProblem(choice)).toBeNull();
          if (choice.mirrors === 0) expect([choice.benchMounts, choice.wallMounts]).toEqual([0, 0]);
        }
      }),
    );
  });

  it('lets plus continue only with a billing option and a mirror', () => {
    const plus = initialSubscriptionChoice('PLUS', null);
    expect(canContinueFromSubscription(plus)).toBe(false);
    expect(canContinueFromSubscription({ ...plus, subscriptionType: 'ANNUAL' })).toBe(true);
    expect(canContinueFromSubscription({ ...plus, subscriptionType: 'ANNUAL', mirrors: 0 })).toBe(false);
    expect(canContinueFromSubscription(initialSubscriptionChoice('GROWTH', null))).toBe(false);
    expect(canContinueFromSubscription(initialSubscriptionChoice('GROWTH', 'MONTHLY'))).toBe(true);
    expect(canContinueFromSubscription(initialSubscriptionChoice('FREE', null))).toBe(true);
  });
});

describe('plan availability values', () => {
  it('has the two availabilities', () => {
    expect(planAvailabilitySchema.options).toEqual(['PREREGISTER', 'OPEN']);
  });
});
