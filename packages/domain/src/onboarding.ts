import { z } from 'zod';
import { TEXT_LIMITS } from './fields.ts';
import {
  MAX_REBOOK_DELAY_DAYS,
  namesMatch,
  rebookDelayDaysSchema,
  salonSettingsMessages,
  staffMessages,
} from './salon-settings.ts';

export const ONBOARDING_STEPS = ['staff', 'social', 'rebooking', 'retail', 'complete'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** Skipping a step leads to the same place as finishing it. */
export function nextOnboardingStep(step: OnboardingStep): OnboardingStep | null {
  return ONBOARDING_STEPS[ONBOARDING_STEPS.indexOf(step) + 1] ?? null;
}

export interface RegistrationMenuItem {
  step: OnboardingStep;
  label: string;
  number: string;
}

/** The registration menu names the wizard's steps; the social step appears as "hashtags". */
export const REGISTRATION_MENU: readonly RegistrationMenuItem[] = [
  { step: 'staff', label: 'staff', number: '01' },
  { step: 'social', label: 'hashtags', number: '02' },
  { step: 'rebooking', label: 'rebooking', number: '03' },
  { step: 'retail', label: 'retail', number: '04' },
  { step: 'complete', label: 'complete', number: '05' },
];

/** A step's index is how many sections must be completed before it opens, so the first is always open. */
export function isOnboardingStepUnlocked(step: OnboardingStep, completedSections: number): boolean {
  return ONBOARDING_STEPS.indexOf(step) <= completedSections;
}

/** Finishing or skipping a step completes it; revisiting an earlier step never loses later progress. */
export function completeOnboardingStep(completedSections: number, step: OnboardingStep): number {
  return Math.max(completedSections, ONBOARDING_STEPS.indexOf(step) + 1);
}

/** Reaching the complete page means every working step was completed or skipped. */
export function isOnboardingFinished(completedSections: number): boolean {
  return completedSections >= ONBOARDING_STEPS.indexOf('complete');
}

/**
 * Progress as stored: how many sections are behind the owner, and which of those were skipped
 * rather than completed, so the menu can tell the owner what is still worth coming back to.
 */
export interface OnboardingProgress {
  completedSections: number;
  skipped: OnboardingStep[];
}

export type OnboardingStepAction = 'next' | 'skip';

/** A skipped list kept to steps behind the owner, once each, in the wizard's order. */
function skippedWithin(skipped: readonly OnboardingStep[], completedSections: number): OnboardingStep[] {
  return ONBOARDING_STEPS.filter((step, index) => index < completedSections && skipped.includes(step));
}

/**
 * Next completes a step, even one skipped before. Skip marks only a step not yet behind the owner:
 * skipping back past a completed step leaves what was saved there counted as completed.
 */
export function recordOnboardingStep(
  progress: OnboardingProgress,
  step: OnboardingStep,
  action: OnboardingStepAction,
): OnboardingProgress {
  const completedSections = completeOnboardingStep(progress.completedSections, step);
  const alreadyBehind = ONBOARDING_STEPS.indexOf(step) < progress.completedSections;
  const skipped =
    action === 'next'
      ? progress.skipped.filter((other) => other !== step)
      : alreadyBehind
        ? progress.skipped
        : [...progress.skipped, step];
  return { completedSections, skipped: skippedWithin(skipped, completedSections) };
}

export type OnboardingStepStatus = 'completed' | 'skipped' | 'open' | 'locked';

export function onboardingStepStatus(progress: OnboardingProgress, step: OnboardingStep): OnboardingStepStatus {
  const index = ONBOARDING_STEPS.indexOf(step);
  if (index < progress.completedSections) return progress.skipped.includes(step) ? 'skipped' : 'completed';
  return isOnboardingStepUnlocked(step, progress.completedSections) ? 'open' : 'locked';
}

export const ONBOARDING_STATE_VERSION = '2020-02-06';

const onboardingStepSchema = z.enum(ONBOARDING_STEPS);

/** The skipped list is optional, and left out when empty, so a state written before it still reads the same. */
export const onboardingStateSchema = z.object({
  version: z.literal(ONBOARDING_STATE_VERSION),
  completedSections: z.number().int().min(0).max(ONBOARDING_STEPS.length),
  skipped: z.array(onboardingStepSchema).optional(),
});
export type OnboardingState = z.infer<typeof onboardingStateSchema>;

export function serialiseOnboardingState(completedSections: number, skipped: readonly OnboardingStep[] = []): string {
  const kept = skippedWithin(skipped, completedSections);
  const state: OnboardingState = {
    version: ONBOARDING_STATE_VERSION,
    completedSections,
    ...(kept.length > 0 ? { skipped: kept } : {}),
  };
  return JSON.stringify(onboardingStateSchema.parse(state));
}

export function serialiseOnboardingProgress(progress: OnboardingProgress): string {
  return serialiseOnboardingState(progress.completedSections, progress.skipped);
}

/**
 * The stored text is read tolerantly: a salon must never be locked out of onboarding by a bad value,
 * so anything unreadable counts as no progress, the count is kept within the steps that exist, and
 * an unreadable skipped list counts as nothing skipped.
 */
export function readOnboardingProgress(text: string | null | undefined): OnboardingProgress {
  let value: unknown;
  try {
    value = JSON.parse(text ?? '');
  } catch {
    return { completedSections: 0, skipped: [] };
  }
  const count = z.object({ completedSections: z.number().int().nonnegative() }).safeParse(value);
  if (!count.success) return { completedSections: 0, skipped: [] };
  const completedSections = Math.min(count.data.completedSections, ONBOARDING_STEPS.length);
  const skipped = z.object({ skipped: z.array(z.unknown()) }).safeParse(value);
  const steps = skipped.success
    ? skipped.data.skipped.filter((entry): entry is OnboardingStep => onboardingStepSchema.safeParse(entry).success)
    : [];
  return { completedSections, skipped: skippedWithin(steps, completedSections) };
}

export function parseOnboardingState(text: string | null | undefined): number {
  return readOnboardingProgress(text).completedSections;
}

export const ONBOARDING_STATE_INVALID = `Onboarding state must be JSON with version ${ONBOARDING_STATE_VERSION} and a completedSections count`;

/** The state text a browser sends, read strictly (unlike the stored text). */
export const onboardingStateInputSchema = z
  .string({ error: ONBOARDING_STATE_INVALID })
  .transform((text, ctx): OnboardingProgress => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = undefined;
    }
    const state = onboardingStateSchema.safeParse(value);
    if (state.success)
      return {
        completedSections: state.data.completedSections,
        skipped: skippedWithin(state.data.skipped ?? [], state.data.completedSections),
      };
    ctx.addIssue({ code: 'custom', message: ONBOARDING_STATE_INVALID });
    return z.NEVER;
  });

/**
 * Two tabs, or a stale page, may save an older count after a newer one: progress is the furthest
 * either has reached, so a save never sends a salon back to a step it had finished. For the steps
 * the sent state has behind it, its word on skipped or completed stands (that is how a skipped step
 * becomes completed); for steps only the stored state has behind it, the stored word stands.
 */
export function mergeOnboardingState(storedText: string | null | undefined, sent: OnboardingProgress): string {
  const stored = readOnboardingProgress(storedText);
  const skipped = ONBOARDING_STEPS.filter((step, index) =>
    index < sent.completedSections ? sent.skipped.includes(step) : stored.skipped.includes(step),
  );
  return serialiseOnboardingState(Math.max(stored.completedSections, sent.completedSections), skipped);
}

export const onboardingMessages = {
  addStaffFailed: "Oh no, failed to add staff member's at this time",
  socialFailed: 'Oh no, failed to update the social message at this time',
  rebookingFailed: 'Oh no, failed to update the rebooking message at this time',
  hashtagRequired: 'Please enter a hashtag',
  hashtagDuplicate: 'Hashtag already added',
  hashtagsTooLong: `Hashtags can be at most ${TEXT_LIMITS.message.toLocaleString('en-AU')} characters in all.`,
} as const;

export type ListEntryResult = { ok: true; list: string[] } | { ok: false; message: string };

/** `existing` is what the salon already has saved; a duplicate of it or of the list is refused. */
export function addStaffName(
  list: readonly string[],
  typed: string,
  existing: readonly string[] = [],
): ListEntryResult {
  const name = typed.trim().replace(/\s+/g, ' ');
  if (name === '') return { ok: false, message: staffMessages.nameRequired };
  if (name.length > TEXT_LIMITS.name) return { ok: false, message: staffMessages.nameTooLong };
  if ([...existing, ...list].some((other) => namesMatch(other, name)))
    return { ok: false, message: staffMessages.duplicate };
  return { ok: true, list: [...list, name] };
}

/** A hashtag is one word with a single leading '#', whatever was typed: 'salon life' becomes '#salonlife'. */
export function normaliseHashtag(typed: string): string {
  const word = typed.replace(/\s+/g, '').replace(/^#+/, '');
  return word === '' ? '' : `#${word}`;
}

export function addHashtag(list: readonly string[], typed: string, existing: readonly string[] = []): ListEntryResult {
  const tag = normaliseHashtag(typed);
  if (tag === '') return { ok: false, message: onboardingMessages.hashtagRequired };
  if ([...existing, ...list].some((other) => namesMatch(other, tag))) {
    return { ok: false, message: onboardingMessages.hashtagDuplicate };
  }
  // The hashtags are saved as the social media message, which has the limit of a message.
  if (socialMessageFromHashtags([...list, tag]).length > TEXT_LIMITS.message) {
    return { ok: false, message: onboardingMessages.hashtagsTooLong };
  }
  return { ok: true, list: [...list, tag] };
}

/** The server's guard: entries matching something already saved are dropped, never saved twice. */
export function entriesToSave(list: readonly string[], existing: readonly string[]): string[] {
  return list.filter(
    (entry, index) =>
      !existing.some((saved) => namesMatch(saved, entry)) &&
      list.findIndex((other) => namesMatch(other, entry)) === index,
  );
}

/** Next waits until the list has something and nothing typed is left unadded, so no entry is lost silently. */
/**
 * The owner's name to offer on the wizard's team step, or null: an owner who styles is on the mirror's
 * "Who is styling?" only once they are a team member, and most owners of a new salon do style. Not
 * offered when the team already has that name, or the account has none.
 */
export function ownerToOffer(ownerName: string | null | undefined, team: readonly string[]): string | null {
  const name = (ownerName ?? '').trim().replace(/\s+/g, ' ');
  if (name === '' || name.length > TEXT_LIMITS.name) return null;
  return team.some((member) => namesMatch(member, name)) ? null : name;
}

export function canLeaveListStep(list: readonly string[], typed: string): boolean {
  return list.length > 0 && typed.trim() === '';
}

export function socialMessageFromHashtags(hashtags: readonly string[]): string {
  return hashtags.join(' ');
}

/** Prefills the social step from a saved message: its hashtags, in order. */
export function hashtagsFromSocialMessage(message: string | null | undefined): string[] {
  return (message ?? '').split(/\s+/).filter((word) => /^#[^#]/.test(word));
}

export const REBOOK_DELAY_UNITS = ['days', 'weeks'] as const;
export type RebookDelayUnit = (typeof REBOOK_DELAY_UNITS)[number];

const DAYS_PER_UNIT: Readonly<Record<RebookDelayUnit, number>> = { days: 1, weeks: 7 };

/** The delay as the owner types it: the text of the number field and the unit picked beside it. */
export interface RebookDelayEntry {
  amount: string;
  unit: RebookDelayUnit;
}

/**
 * The same bound the server keeps (0 to MAX_REBOOK_DELAY_DAYS days), told in the unit being typed:
 * a limit in days would mean little to someone counting in weeks.
 */
export const rebookDelayMessages: Readonly<Record<RebookDelayUnit, string>> = {
  days: salonSettingsMessages.rebookDelay,
  weeks: `Rebook delay must be a whole number of weeks from 0 to ${Math.floor(MAX_REBOOK_DELAY_DAYS / DAYS_PER_UNIT.weeks)}`,
};

/** A saved delay of whole weeks reads best in weeks (42 days is "6 weeks"); any other, and 0, in days. */
export function rebookDelayEntry(days: number): RebookDelayEntry {
  if (days > 0 && days % DAYS_PER_UNIT.weeks === 0) {
    return { amount: String(days / DAYS_PER_UNIT.weeks), unit: 'weeks' };
  }
  return { amount: String(days), unit: 'days' };
}

export type RebookDelayResult = { ok: true; days: number } | { ok: false; message: string };

/**
 * The days to store for what was typed (the API keeps the delay in days), checked by the rule the
 * server applies to every salon update, so the browser refuses exactly what the server would.
 */
export function readRebookDelay(entry: RebookDelayEntry): RebookDelayResult {
  const typed = entry.amount.trim();
  const failure = { ok: false, message: rebookDelayMessages[entry.unit] } as const;
  // Only digits: "1.5", "-1", "1e2" and an empty field are not a whole number of days or weeks.
  if (!/^\d+$/.test(typed)) return failure;
  const days = Number(typed) * DAYS_PER_UNIT[entry.unit];
  return rebookDelayDaysSchema.safeParse(days).success ? { ok: true, days } : failure;
}

const counted = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * What a delay comes to, under the field: in weeks (and the days left over) beside the days the salon
 * keeps it in, as a stylist counts a client's next visit in weeks; under a week, in days alone.
 */
export function rebookDelayLabel(days: number): string {
  if (days <= 0) return 'On the day';
  const weeks = Math.floor(days / DAYS_PER_UNIT.weeks);
  const left = days % DAYS_PER_UNIT.weeks;
  if (weeks === 0) return counted(days, 'day');
  const inWeeks = left === 0 ? counted(weeks, 'week') : `${counted(weeks, 'week')} and ${counted(left, 'day')}`;
  return `${inWeeks} (${counted(days, 'day')})`;
}
