import { tz } from '@date-fns/tz';
import { addDays, addMonths, startOfDay } from 'date-fns';
import { z } from 'zod';
import { formatDay, formatDayAndTime } from './dates.ts';
import { requiredText, TEXT_LIMITS, tooLongMessage } from './fields.ts';

/**
 * Patch (allergy alert) tests before a colour service. A test counts when it showed no reaction,
 * was read at least 48 hours after it was put on, and was taken within the salon's window (six
 * months unless the salon says otherwise). The window is counted in calendar months of the salon's
 * own zone: a test taken on 31 August in a six-month window holds through 28 February, all day,
 * whatever daylight saving did in between.
 */

export const PATCH_TEST_RESULTS = ['negative', 'positive'] as const;
export type PatchTestResult = (typeof PATCH_TEST_RESULTS)[number];

export const PATCH_TEST_RESULT_LABELS: Readonly<Record<PatchTestResult, string>> = {
  negative: 'No reaction',
  positive: 'Reaction',
};

/** A test is read 48 hours after it is put on; before then it says nothing yet. */
export const PATCH_TEST_READ_HOURS = 48;
const READ_MS = PATCH_TEST_READ_HOURS * 60 * 60 * 1000;

export const DEFAULT_PATCH_TEST_WINDOW_MONTHS = 6;
export const MAX_PATCH_TEST_WINDOW_MONTHS = 24;

export const patchTestMessages = {
  productsRequired: 'Enter the products tested.',
  testedByRequired: 'Enter who did the test.',
  testedAtRequired: 'Enter when the test was put on.',
  testedAtFuture: 'A patch test cannot be recorded before it is put on.',
  windowInvalid: `Enter a number of months from 1 to ${MAX_PATCH_TEST_WINDOW_MONTHS}.`,
} as const;

/** How far ahead of the server's clock a browser's "now" may be before it counts as the future. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

export const patchTestWindowMonthsSchema = z
  .number({ error: patchTestMessages.windowInvalid })
  .int(patchTestMessages.windowInvalid)
  .min(1, patchTestMessages.windowInvalid)
  .max(MAX_PATCH_TEST_WINDOW_MONTHS, patchTestMessages.windowInvalid);

export const patchTestSchema = z.object({
  testedAt: z.coerce.date({ error: patchTestMessages.testedAtRequired }),
  products: requiredText(patchTestMessages.productsRequired, {
    max: TEXT_LIMITS.shortText * 2,
    message: tooLongMessage('Products tested', TEXT_LIMITS.shortText * 2),
  }),
  result: z.enum(PATCH_TEST_RESULTS),
  testedBy: requiredText(patchTestMessages.testedByRequired, {
    max: TEXT_LIMITS.name,
    message: tooLongMessage('Tested by', TEXT_LIMITS.name),
  }),
});
export type PatchTestInput = z.input<typeof patchTestSchema>;
export type PatchTestValues = z.infer<typeof patchTestSchema>;

/** The schema with the clock: a test put on later than now is a typing slip. */
export function checkPatchTestTime(testedAt: Date, now: Date): string | null {
  return testedAt.getTime() > now.getTime() + CLOCK_SKEW_MS ? patchTestMessages.testedAtFuture : null;
}

export interface PatchTest {
  testedAt: Date;
  result: PatchTestResult;
}

/** The salon day on which a negative test taken at `testedAt` is last good: a due date, as a start of day. */
export function patchTestLastDay(testedAt: Date, windowMonths: number, zone: string): Date {
  const inZone = { in: tz(zone) };
  return new Date(addMonths(startOfDay(testedAt, inZone), windowMonths, inZone).getTime());
}

/** The first instant a negative test no longer holds: the start of the salon day after its last day. */
export function patchTestExpiresAt(testedAt: Date, windowMonths: number, zone: string): Date {
  const inZone = { in: tz(zone) };
  return new Date(addDays(patchTestLastDay(testedAt, windowMonths, zone), 1, inZone).getTime());
}

export const patchTestReadableAt = (testedAt: Date): Date => new Date(testedAt.getTime() + READ_MS);

/** Where a client stands for a colour service today; every kind but `valid` warns the stylist. */
export type PatchTestStanding<T extends PatchTest = PatchTest> =
  | { kind: 'valid'; test: T; dueOn: Date }
  | { kind: 'tooRecent'; test: T; readableAt: Date }
  | { kind: 'reaction'; test: T }
  | { kind: 'expired'; test: T; dueOn: Date }
  | { kind: 'none' };

export type PatchTestStandingKind = PatchTestStanding['kind'];
export const PATCH_TEST_WARNINGS = ['none', 'expired', 'tooRecent', 'reaction'] as const satisfies readonly Exclude<
  PatchTestStandingKind,
  'valid'
>[];

const newestFirst = <T extends PatchTest>(a: T, b: T) => b.testedAt.getTime() - a.testedAt.getTime();

/**
 * The client's standing from all their tests at the salon. A later test speaks over an earlier one:
 * a reaction after a clear test stops the colour service until a newer clear test is read, and a
 * test still being read is named rather than an older, lapsed one.
 */
export function patchTestStanding<T extends PatchTest>(
  tests: readonly T[],
  now: Date,
  zone: string,
  windowMonths: number,
): PatchTestStanding<T> {
  const sorted = [...tests].sort(newestFirst);
  const reaction = sorted.find((test) => test.result === 'positive');
  const afterReaction = (test: T) => !reaction || test.testedAt.getTime() > reaction.testedAt.getTime();
  const negatives = sorted.filter((test) => test.result === 'negative' && afterReaction(test));
  const read = negatives.filter((test) => patchTestReadableAt(test.testedAt).getTime() <= now.getTime());
  const holding = read.find((test) => now.getTime() < patchTestExpiresAt(test.testedAt, windowMonths, zone).getTime());
  if (holding) return { kind: 'valid', test: holding, dueOn: patchTestLastDay(holding.testedAt, windowMonths, zone) };
  const beingRead = negatives.find((test) => patchTestReadableAt(test.testedAt).getTime() > now.getTime());
  if (beingRead) return { kind: 'tooRecent', test: beingRead, readableAt: patchTestReadableAt(beingRead.testedAt) };
  if (reaction) return { kind: 'reaction', test: reaction };
  const lapsed = read[0];
  if (lapsed) return { kind: 'expired', test: lapsed, dueOn: patchTestLastDay(lapsed.testedAt, windowMonths, zone) };
  return { kind: 'none' };
}

/** What the stylist reads before a colour service, in the salon's zone; null when the standing is good. */
export function patchTestWarning(standing: PatchTestStanding, zone: string, windowMonths: number): string | null {
  switch (standing.kind) {
    case 'valid':
      return null;
    case 'none':
      return `No patch test is on record. A colour service needs a patch test with no reaction, read at least ${PATCH_TEST_READ_HOURS} hours after it was put on.`;
    case 'expired':
      return `The last patch test (${formatDay(standing.test.testedAt, zone)}) is older than this salon’s ${windowMonths} ${windowMonths === 1 ? 'month' : 'months'}: a new one is due.`;
    case 'tooRecent':
      return `The patch test was put on less than ${PATCH_TEST_READ_HOURS} hours ago (${formatDayAndTime(standing.test.testedAt, zone)}). It can be read from ${formatDayAndTime(standing.readableAt, zone)}.`;
    case 'reaction':
      return `The last patch test (${formatDay(standing.test.testedAt, zone)}) showed a reaction.`;
  }
}

/** The line a client's page shows under their tests. */
export function patchTestDueText(standing: PatchTestStanding, zone: string): string {
  switch (standing.kind) {
    case 'valid':
      return `Next patch test due by ${formatDay(standing.dueOn, zone)}.`;
    case 'expired':
      return `A patch test was due by ${formatDay(standing.dueOn, zone)}: one is needed before the next colour service.`;
    case 'tooRecent':
      return `The latest test can be read from ${formatDayAndTime(standing.readableAt, zone)}.`;
    case 'reaction':
      return 'The latest test showed a reaction: no colour service until a new test shows none.';
    case 'none':
      return 'No patch test yet: one is needed before a colour service.';
  }
}
