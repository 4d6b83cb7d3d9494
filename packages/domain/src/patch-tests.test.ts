import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDay } from './dates.ts';
import {
  checkPatchTestTime,
  PATCH_TEST_READ_HOURS,
  patchTestDueText,
  patchTestExpiresAt,
  patchTestLastDay,
  patchTestSchema,
  patchTestStanding,
  patchTestWarning,
  type PatchTest,
} from './patch-tests.ts';

const HOUR = 60 * 60 * 1000;
const SYDNEY = 'Australia/Sydney';
const ZONES = ['Australia/Sydney', 'Australia/Perth', 'Australia/Lord_Howe', 'Pacific/Auckland', 'Pacific/Chatham'];
const negative = (testedAt: Date): PatchTest => ({ testedAt, result: 'negative' });
const positive = (testedAt: Date): PatchTest => ({ testedAt, result: 'positive' });

const instant = fc.date({
  min: new Date('2024-01-01T00:00:00Z'),
  max: new Date('2030-12-31T00:00:00Z'),
  noInvalidDate: true,
});
const zone = fc.constantFrom(...ZONES);
const windowMonths = fc.integer({ min: 1, max: 24 });
const tests = fc.array(
  fc.record({ testedAt: instant, result: fc.constantFrom('negative' as const, 'positive' as const) }),
  {
    maxLength: 6,
  },
);

describe('the patch-test window', () => {
  it('holds a clear test through the whole salon day six months on, and not a minute of the next', () => {
    // Put on at 10:00 on 31 August in Sydney: six months on is 28 February (no 31st), all of that day.
    const testedAt = new Date('2026-08-31T00:00:00Z');
    expect(formatDay(patchTestLastDay(testedAt, 6, SYDNEY), SYDNEY)).toBe('28.02.2027');
    const expires = patchTestExpiresAt(testedAt, 6, SYDNEY);
    expect(expires.toISOString()).toBe('2027-02-28T13:00:00.000Z'); // midnight of 1 March, daylight time
    expect(patchTestStanding([negative(testedAt)], new Date(expires.getTime() - 1), SYDNEY, 6).kind).toBe('valid');
    expect(patchTestStanding([negative(testedAt)], expires, SYDNEY, 6).kind).toBe('expired');
  });

  it('counts the days of the salon’s zone, not of the server', () => {
    // 23:30 on 1 March in Auckland is still 1 March there, though it is 28 February in UTC.
    const testedAt = new Date('2026-03-01T10:30:00Z');
    expect(formatDay(patchTestLastDay(testedAt, 6, 'Pacific/Auckland'), 'Pacific/Auckland')).toBe('1.09.2026');
    expect(formatDay(patchTestLastDay(testedAt, 6, 'Australia/Perth'), 'Australia/Perth')).toBe('1.09.2026');
  });

  it('a clear test is good exactly when it has been read and its window is open (property)', () => {
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: 0, max: 30 * 24 * 31 }),
        zone,
        windowMonths,
        (testedAt, hoursLater, z, months) => {
          const now = new Date(testedAt.getTime() + hoursLater * HOUR);
          const standing = patchTestStanding([negative(testedAt)], now, z, months);
          const read = hoursLater >= PATCH_TEST_READ_HOURS;
          const open = now.getTime() < patchTestExpiresAt(testedAt, months, z).getTime();
          expect(standing.kind).toBe(!read ? 'tooRecent' : open ? 'valid' : 'expired');
        },
      ),
    );
  });

  it('the window closes at a salon midnight, at least `months` calendar months on (property)', () => {
    fc.assert(
      fc.property(instant, zone, windowMonths, (testedAt, z, months) => {
        const expires = patchTestExpiresAt(testedAt, months, z);
        expect(patchTestExpiresAt(expires, 0, z).getTime()).toBeGreaterThanOrEqual(expires.getTime());
        // A salon midnight: the start of its own day.
        expect(patchTestLastDay(expires, 0, z).getTime()).toBe(expires.getTime());
        const days = (expires.getTime() - testedAt.getTime()) / (24 * HOUR);
        expect(days).toBeGreaterThan(months * 28 - 1);
        expect(days).toBeLessThanOrEqual(months * 31 + 1);
      }),
    );
  });

  it('time only ever closes a window: a standing that is not yet valid never turns valid later without a new test, once read (property)', () => {
    fc.assert(
      fc.property(
        tests,
        instant,
        fc.integer({ min: 1, max: 24 * 400 }),
        zone,
        windowMonths,
        (all, now, later, z, months) => {
          const first = patchTestStanding(all, now, z, months);
          const second = patchTestStanding(all, new Date(now.getTime() + later * HOUR), z, months);
          if (first.kind === 'expired' || first.kind === 'none' || first.kind === 'reaction') {
            expect(second.kind).not.toBe('valid');
          }
        },
      ),
    );
  });

  it('a valid standing always rests on a clear test, read, in its window, with no reaction after it (property)', () => {
    fc.assert(
      fc.property(tests, instant, zone, windowMonths, (all, now, z, months) => {
        const standing = patchTestStanding(all, now, z, months);
        if (standing.kind !== 'valid') return;
        const { testedAt } = standing.test;
        expect(standing.test.result).toBe('negative');
        expect(now.getTime() - testedAt.getTime()).toBeGreaterThanOrEqual(PATCH_TEST_READ_HOURS * HOUR);
        expect(now.getTime()).toBeLessThan(patchTestExpiresAt(testedAt, months, z).getTime());
        expect(all.some((test) => test.result === 'positive' && test.testedAt.getTime() >= testedAt.getTime())).toBe(
          false,
        );
      }),
    );
  });

  it('the standing does not depend on the order the tests come in (property)', () => {
    fc.assert(
      fc.property(tests, instant, zone, windowMonths, (all, now, z, months) => {
        const forward = patchTestStanding(all, now, z, months);
        const backward = patchTestStanding([...all].reverse(), now, z, months);
        expect(backward.kind).toBe(forward.kind);
      }),
    );
  });
});

describe('a later test speaks over an earlier one', () => {
  const now = new Date('2026-11-30T00:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * HOUR);

  it('a reaction after a clear test stops the service', () => {
    const standing = patchTestStanding([negative(daysAgo(60)), positive(daysAgo(10))], now, SYDNEY, 6);
    expect(standing.kind).toBe('reaction');
  });

  it('a clear test read after a reaction lets it go ahead', () => {
    expect(patchTestStanding([positive(daysAgo(60)), negative(daysAgo(5))], now, SYDNEY, 6).kind).toBe('valid');
  });

  it('a retest being read is named before a lapsed one', () => {
    const standing = patchTestStanding([negative(daysAgo(400)), negative(daysAgo(1))], now, SYDNEY, 6);
    expect(standing.kind).toBe('tooRecent');
  });

  it('a retest being read does not undo an older test still good', () => {
    expect(patchTestStanding([negative(daysAgo(30)), negative(daysAgo(1))], now, SYDNEY, 6).kind).toBe('valid');
  });

  it('no test is none', () => {
    expect(patchTestStanding([], now, SYDNEY, 6).kind).toBe('none');
  });
});

describe('the words', () => {
  const now = new Date('2026-11-30T00:00:00Z');
  it('warns for every standing but a valid one, in the salon’s zone', () => {
    const put = new Date('2026-11-29T01:00:00Z');
    const standing = patchTestStanding([negative(put)], now, SYDNEY, 6);
    expect(patchTestWarning(standing, SYDNEY, 6)).toBe(
      'The patch test was put on less than 48 hours ago (29.11.2026 12:00). It can be read from 1.12.2026 12:00.',
    );
    expect(patchTestWarning(patchTestStanding([], now, SYDNEY, 6), SYDNEY, 6)).toMatch(/^No patch test is on record/);
    const valid = patchTestStanding([negative(new Date('2026-10-01T00:00:00Z'))], now, SYDNEY, 6);
    expect(patchTestWarning(valid, SYDNEY, 6)).toBeNull();
    expect(patchTestDueText(valid, SYDNEY)).toBe('Next patch test due by 1.04.2027.');
  });

  it('refuses a test put on in the future, and an empty product or tester', () => {
    expect(checkPatchTestTime(new Date(now.getTime() + HOUR), now)).toBe(
      'A patch test cannot be recorded before it is put on.',
    );
    expect(checkPatchTestTime(now, now)).toBeNull();
    const parsed = patchTestSchema.safeParse({
      testedAt: now.toISOString(),
      products: ' ',
      result: 'negative',
      testedBy: '',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      'Enter the products tested.',
      'Enter who did the test.',
    ]);
  });
});
