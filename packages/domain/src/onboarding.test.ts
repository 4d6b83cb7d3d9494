import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ONBOARDING_STATE_INVALID,
  mergeOnboardingState,
  onboardingStateInputSchema,
  onboardingStepStatus,
  readOnboardingProgress,
  recordOnboardingStep,
  serialiseOnboardingProgress,
  type OnboardingProgress,
  ONBOARDING_STEPS,
  REGISTRATION_MENU,
  addHashtag,
  addStaffName,
  canLeaveListStep,
  ownerToOffer,
  completeOnboardingStep,
  entriesToSave,
  hashtagsFromSocialMessage,
  isOnboardingFinished,
  isOnboardingStepUnlocked,
  nextOnboardingStep,
  normaliseHashtag,
  onboardingMessages,
  parseOnboardingState,
  rebookDelayLabel,
  serialiseOnboardingState,
  socialMessageFromHashtags,
  readRebookDelay,
  REBOOK_DELAY_UNITS,
  rebookDelayEntry,
} from './onboarding.ts';
import { MAX_REBOOK_DELAY_DAYS, rebookDelayDaysSchema } from './salon-settings.ts';

describe('steps and menu', () => {
  it('runs staff, social, rebooking, retail, complete', () => {
    expect(ONBOARDING_STEPS).toEqual(['staff', 'social', 'rebooking', 'retail', 'complete']);
    expect(nextOnboardingStep('staff')).toBe('social');
    expect(nextOnboardingStep('retail')).toBe('complete');
    expect(nextOnboardingStep('complete')).toBeNull();
  });

  it('numbers the registration menu 01 to 05', () => {
    expect(REGISTRATION_MENU.map((item) => `${item.number} ${item.label}`)).toEqual([
      '01 staff',
      '02 hashtags',
      '03 rebooking',
      '04 retail',
      '05 complete',
    ]);
  });

  it('unlocks each item when the completed count reaches its index', () => {
    expect(
      REGISTRATION_MENU.filter((item) => isOnboardingStepUnlocked(item.step, 0)).map((item) => item.number),
    ).toEqual(['01']);
    expect(
      REGISTRATION_MENU.filter((item) => isOnboardingStepUnlocked(item.step, 2)).map((item) => item.number),
    ).toEqual(['01', '02', '03']);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), (completed) => {
        REGISTRATION_MENU.forEach((item, index) => {
          expect(isOnboardingStepUnlocked(item.step, completed)).toBe(completed >= index);
        });
      }),
    );
  });

  it('counts finished or skipped steps, never going backwards', () => {
    expect(completeOnboardingStep(0, 'staff')).toBe(1);
    expect(completeOnboardingStep(3, 'staff')).toBe(3);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ONBOARDING_STEPS), { maxLength: 20 }), (visits) => {
        let completed = 0;
        for (const step of visits) {
          const next = completeOnboardingStep(completed, step);
          expect(next).toBeGreaterThanOrEqual(completed);
          expect(isOnboardingStepUnlocked(nextOnboardingStep(step) ?? step, next)).toBe(true);
          completed = next;
        }
      }),
    );
  });

  it('is finished once the complete page is reached', () => {
    expect(isOnboardingFinished(3)).toBe(false);
    expect(isOnboardingFinished(4)).toBe(true);
  });
});

describe('onboarding state text', () => {
  it('writes the versioned JSON', () => {
    expect(serialiseOnboardingState(2)).toBe('{"version":"2020-02-06","completedSections":2}');
  });

  it('reads back what it writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: ONBOARDING_STEPS.length }), (count) => {
        expect(parseOnboardingState(serialiseOnboardingState(count))).toBe(count);
      }),
    );
  });

  it.each([
    [null, 0],
    [undefined, 0],
    ['', 0],
    ['{not json', 0],
    ['"text"', 0],
    ['{"completedSections":-1}', 0],
    ['{"completedSections":1.5}', 0],
    ['{"completedSections":"3"}', 0],
    ['{"version":"2019-01-01","completedSections":3}', 3],
    ['{"version":"2020-02-06","completedSections":99}', 5],
  ])('reads %j tolerantly as %i', (text, expected) => {
    expect(parseOnboardingState(text)).toBe(expected);
  });

  it('never throws and always gives a count within the steps', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const count = parseOnboardingState(text);
        expect(Number.isInteger(count) && count >= 0 && count <= ONBOARDING_STEPS.length).toBe(true);
      }),
    );
  });

  it('refuses to write a count outside the steps', () => {
    expect(() => serialiseOnboardingState(-1)).toThrow();
    expect(() => serialiseOnboardingState(6)).toThrow();
  });

  it('reads a sent state strictly: the version and a count within the steps', () => {
    expect(onboardingStateInputSchema.parse('{"version":"2020-02-06","completedSections":3}')).toEqual({
      completedSections: 3,
      skipped: [],
    });
    expect(
      onboardingStateInputSchema.parse('{"version":"2020-02-06","completedSections":3,"skipped":["retail","social"]}'),
    ).toEqual({
      completedSections: 3,
      skipped: ['social'],
    });
    for (const text of [
      '',
      '{not json',
      '{"completedSections":3}',
      '{"version":"2019-01-01","completedSections":3}',
      '{"version":"2020-02-06","completedSections":6}',
      '{"version":"2020-02-06","completedSections":-1}',
      '{"version":"2020-02-06","completedSections":2,"skipped":["lunch"]}',
      '{"version":"2020-02-06","completedSections":2,"skipped":"staff"}',
    ]) {
      expect(onboardingStateInputSchema.safeParse(text).error?.issues[0]?.message).toBe(ONBOARDING_STATE_INVALID);
    }
  });

  it('merges a saved count with the stored one without ever going backwards', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: ONBOARDING_STEPS.length }),
        fc.integer({ min: 0, max: ONBOARDING_STEPS.length }),
        (stored, sent) => {
          const merged = parseOnboardingState(
            mergeOnboardingState(serialiseOnboardingState(stored), { completedSections: sent, skipped: [] }),
          );
          expect(merged).toBe(Math.max(stored, sent));
        },
      ),
    );
    expect(mergeOnboardingState(null, { completedSections: 2, skipped: [] })).toBe(
      '{"version":"2020-02-06","completedSections":2}',
    );
  });
});

describe('skipped and completed steps', () => {
  const start: OnboardingProgress = { completedSections: 0, skipped: [] };

  it('tells a skipped step from a completed one, and both from open and locked ones', () => {
    const progress = recordOnboardingStep(recordOnboardingStep(start, 'staff', 'next'), 'social', 'skip');
    expect(progress).toEqual({ completedSections: 2, skipped: ['social'] });
    expect(ONBOARDING_STEPS.map((step) => onboardingStepStatus(progress, step))).toEqual([
      'completed',
      'skipped',
      'open',
      'locked',
      'locked',
    ]);
  });

  it('completes a skipped step on Next, and keeps a completed step completed when it is skipped later', () => {
    const skippedSocial: OnboardingProgress = { completedSections: 3, skipped: ['social'] };
    expect(recordOnboardingStep(skippedSocial, 'social', 'next')).toEqual({ completedSections: 3, skipped: [] });
    expect(recordOnboardingStep(skippedSocial, 'staff', 'skip')).toEqual(skippedSocial);
  });

  it('writes the skipped list only when something was skipped, and reads it back', () => {
    expect(serialiseOnboardingProgress({ completedSections: 3, skipped: ['rebooking', 'staff'] })).toBe(
      '{"version":"2020-02-06","completedSections":3,"skipped":["staff","rebooking"]}',
    );
    expect(serialiseOnboardingProgress({ completedSections: 3, skipped: [] })).toBe(serialiseOnboardingState(3));
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...ONBOARDING_STEPS), fc.constantFrom('next' as const, 'skip' as const)), {
          maxLength: 20,
        }),
        (visits) => {
          const progress = visits.reduce(
            (current, [step, action]) => recordOnboardingStep(current, step, action),
            start,
          );
          expect(readOnboardingProgress(serialiseOnboardingProgress(progress))).toEqual(progress);
        },
      ),
    );
  });

  it('reads a stored skipped list tolerantly', () => {
    expect(readOnboardingProgress('{"completedSections":2,"skipped":["social","lunch","social","retail"]}')).toEqual({
      completedSections: 2,
      skipped: ['social'],
    });
    expect(readOnboardingProgress('{"completedSections":2,"skipped":"social"}')).toEqual({
      completedSections: 2,
      skipped: [],
    });
  });

  it('merges: the sent state speaks for the steps it has behind it, the stored one for the rest', () => {
    const stored = serialiseOnboardingProgress({ completedSections: 3, skipped: ['social', 'rebooking'] });
    expect(readOnboardingProgress(mergeOnboardingState(stored, { completedSections: 2, skipped: [] }))).toEqual({
      completedSections: 3,
      skipped: ['rebooking'],
    });
    expect(readOnboardingProgress(mergeOnboardingState(stored, { completedSections: 1, skipped: ['staff'] }))).toEqual({
      completedSections: 3,
      skipped: ['staff', 'social', 'rebooking'],
    });
  });
});

describe('staff and hashtag lists', () => {
  it('refuses empty and duplicate staff names, against the list and saved staff', () => {
    expect(addStaffName([], '  ')).toEqual({ ok: false, message: 'Please enter the name' });
    expect(addStaffName(['Jo Smith'], 'jo  SMITH')).toEqual({ ok: false, message: 'Team member already added' });
    expect(addStaffName([], 'Sam', ['sam'])).toEqual({ ok: false, message: 'Team member already added' });
    expect(addStaffName(['Jo'], ' Sam  Lee ')).toEqual({ ok: true, list: ['Jo', 'Sam Lee'] });
  });

  it('never lets two names that match ignoring case into the list', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: fc.constantFrom(...'aAbB '), maxLength: 4 }), { maxLength: 20 }),
        (typed) => {
          let list: string[] = [];
          for (const name of typed) {
            const result = addStaffName(list, name);
            if (result.ok) list = result.list;
          }
          const keys = list.map((name) => name.toLowerCase());
          expect(new Set(keys).size).toBe(keys.length);
          expect(list.every((name) => name.trim() !== '')).toBe(true);
        },
      ),
    );
  });

  it('normalises hashtags and refuses empty or duplicate ones', () => {
    expect(normaliseHashtag(' salon life ')).toBe('#salonlife');
    expect(normaliseHashtag('##hair')).toBe('#hair');
    expect(addHashtag([], '#')).toEqual({ ok: false, message: 'Please enter a hashtag' });
    expect(addHashtag(['#Hair'], 'hair')).toEqual({ ok: false, message: 'Hashtag already added' });
    expect(addHashtag(['#hair'], 'piiq')).toEqual({ ok: true, list: ['#hair', '#piiq'] });
  });

  it('saves only entries new to the salon, once each', () => {
    expect(entriesToSave(['Jo', 'sam', 'Sam', 'Lee'], ['JO'])).toEqual(['sam', 'Lee']);
  });

  it('keeps Next disabled with an empty list or text not yet added', () => {
    expect(canLeaveListStep([], '')).toBe(false);
    expect(canLeaveListStep(['Jo'], 'Sam')).toBe(false);
    expect(canLeaveListStep(['Jo'], '  ')).toBe(true);
  });

  it('offers the owner to the team unless the team has that name already', () => {
    expect(ownerToOffer('  Olivia   Owner ', ['Jo'])).toBe('Olivia Owner');
    expect(ownerToOffer('Olivia Owner', ['olivia owner'])).toBeNull();
    expect(ownerToOffer('', [])).toBeNull();
    expect(ownerToOffer(null, [])).toBeNull();
  });

  it('joins hashtags with a space into the social message, and reads them back', () => {
    expect(socialMessageFromHashtags(['#hair', '#piiq'])).toBe('#hair #piiq');
    expect(hashtagsFromSocialMessage('Loved my visit #hair #piiq!  ')).toEqual(['#hair', '#piiq!']);
    expect(hashtagsFromSocialMessage(null)).toEqual([]);
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^#[a-z0-9]{1,8}$/), { maxLength: 8 }), (tags) => {
        expect(hashtagsFromSocialMessage(socialMessageFromHashtags(tags))).toEqual(tags);
      }),
    );
  });
});

describe('rebooking step', () => {
  it('labels the delay', () => {
    expect(rebookDelayLabel(0)).toBe('On the day');
    expect(rebookDelayLabel(1)).toBe('1 day');
    expect(rebookDelayLabel(6)).toBe('6 days');
    expect(rebookDelayLabel(7)).toBe('1 week (7 days)');
    expect(rebookDelayLabel(42)).toBe('6 weeks (42 days)');
    expect(rebookDelayLabel(10)).toBe('1 week and 3 days (10 days)');
    expect(rebookDelayLabel(15)).toBe('2 weeks and 1 day (15 days)');
  });

  it('stores the typed delay in days: 6 weeks is 42 days', () => {
    expect(readRebookDelay({ amount: '6', unit: 'weeks' })).toEqual({ ok: true, days: 42 });
    expect(readRebookDelay({ amount: ' 10 ', unit: 'days' })).toEqual({ ok: true, days: 10 });
    expect(readRebookDelay({ amount: '0', unit: 'weeks' })).toEqual({ ok: true, days: 0 });
    expect(readRebookDelay({ amount: '365', unit: 'days' })).toEqual({ ok: true, days: 365 });
    expect(readRebookDelay({ amount: '52', unit: 'weeks' })).toEqual({ ok: true, days: 364 });
  });

  it('refuses what is not a whole number within 0 to 365 days, in the unit typed', () => {
    for (const amount of ['', ' ', '-1', '1.5', '1e2', 'six', '366']) {
      expect(readRebookDelay({ amount, unit: 'days' })).toEqual({
        ok: false,
        message: 'Rebook delay must be a whole number of days from 0 to 365',
      });
    }
    for (const amount of ['53', '-1', '0.5', '']) {
      expect(readRebookDelay({ amount, unit: 'weeks' })).toEqual({
        ok: false,
        message: 'Rebook delay must be a whole number of weeks from 0 to 52',
      });
    }
  });

  it('accepts exactly the days the server accepts', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 500 }), fc.constantFrom(...REBOOK_DELAY_UNITS), (amount, unit) => {
        const read = readRebookDelay({ amount: String(amount), unit });
        const days = amount * (unit === 'weeks' ? 7 : 1);
        expect(read.ok).toBe(amount >= 0 && rebookDelayDaysSchema.safeParse(days).success);
        if (read.ok) expect(read.days).toBe(days);
      }),
    );
  });

  it('shows a saved delay of whole weeks in weeks, and reads it back to the same days', () => {
    expect(rebookDelayEntry(42)).toEqual({ amount: '6', unit: 'weeks' });
    expect(rebookDelayEntry(10)).toEqual({ amount: '10', unit: 'days' });
    expect(rebookDelayEntry(0)).toEqual({ amount: '0', unit: 'days' });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_REBOOK_DELAY_DAYS }), (days) => {
        expect(readRebookDelay(rebookDelayEntry(days))).toEqual({ ok: true, days });
      }),
    );
  });
});

describe('failure messages', () => {
  it('uses the product’s words', () => {
    expect(onboardingMessages.addStaffFailed).toBe("Oh no, failed to add staff member's at this time");
    expect(onboardingMessages.socialFailed).toBe('Oh no, failed to update the social message at this time');
    expect(onboardingMessages.rebookingFailed).toBe('Oh no, failed to update the rebooking message at this time');
  });
});
