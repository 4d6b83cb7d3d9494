import { TZDate } from '@date-fns/tz';
import {
  checkPatchTestTime,
  patchTestSchema,
  type PatchTestResult,
  type PatchTestValues,
} from '@piiq/domain/patch-tests';

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a datetime-local input shows it: the salon's wall clock, to the minute ('2026-03-02T09:30'). */
export function salonDateTimeValue(at: Date, timeZone: string): string {
  const clock = new TZDate(at.getTime(), timeZone);
  return `${clock.getFullYear()}-${pad(clock.getMonth() + 1)}-${pad(clock.getDate())}T${pad(clock.getHours())}:${pad(clock.getMinutes())}`;
}

const DATE_TIME_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A datetime-local input's value read on the salon's wall clock, wherever the browser is; null when
 * it is empty or not a time. A time a daylight-saving change skips lands as @date-fns/tz places it.
 */
export function instantOfSalonDateTime(value: string, timeZone: string): Date | null {
  const parts = DATE_TIME_VALUE.exec(value.trim());
  if (!parts) return null;
  // The pattern matched, so every part but the seconds is there; the defaults only satisfy the types.
  const [year = 0, month = 1, day = 1, hours = 0, minutes = 0, seconds = 0] = parts
    .slice(1)
    .map((part) => Number(part ?? 0));
  const at = new TZDate(year, month - 1, day, hours, minutes, seconds, timeZone);
  // The Date constructor rolls 31 February over into March: such a value is refused, not moved.
  if (Number.isNaN(at.getTime()) || at.getDate() !== day || at.getMonth() !== month - 1) return null;
  return new Date(at.getTime());
}

/** The record patch test form as typed: the time as the salon's wall clock. */
export interface PatchTestForm {
  testedAt: string;
  products: string;
  result: PatchTestResult;
  testedBy: string;
}

export const PATCH_TEST_FORM_FIELDS = ['testedAt', 'products', 'result', 'testedBy'] as const satisfies ReadonlyArray<
  keyof PatchTestForm
>;
export type PatchTestFormField = (typeof PATCH_TEST_FORM_FIELDS)[number];

export type PatchTestFormCheck =
  { ok: true; values: PatchTestValues } | { ok: false; errors: Partial<Record<PatchTestFormField, string>> };

const isFormField = (key: PropertyKey | undefined): key is PatchTestFormField =>
  PATCH_TEST_FORM_FIELDS.some((field) => field === key);

/** The server's rules for a patch test, with the browser's clock for "not in the future": the same words either side. */
export function checkPatchTestForm(form: PatchTestForm, timeZone: string, now: Date): PatchTestFormCheck {
  const testedAt = instantOfSalonDateTime(form.testedAt, timeZone);
  const parsed = patchTestSchema.safeParse({ ...form, testedAt: testedAt ?? new Date(Number.NaN) });
  const errors: Partial<Record<PatchTestFormField, string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (isFormField(field) && errors[field] === undefined) errors[field] = issue.message;
    }
  }
  const future = testedAt ? checkPatchTestTime(testedAt, now) : null;
  if (future && errors.testedAt === undefined) errors.testedAt = future;
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, values: parsed.data };
  return { ok: false, errors };
}
