import { patchTestMessages } from '@piiq/domain/patch-tests';
import { describe, expect, it } from 'vitest';
import {
  checkPatchTestForm,
  instantOfSalonDateTime,
  salonDateTimeValue,
  type PatchTestForm,
} from './patch-test-form.ts';

const SYDNEY = 'Australia/Sydney';
const AUCKLAND = 'Pacific/Auckland';

describe('a salon date and time in a datetime-local input', () => {
  const instant = new Date('2026-03-01T22:30:00.000Z');

  it('shows an instant on the salon’s wall clock, whatever the browser’s zone', () => {
    expect(salonDateTimeValue(instant, SYDNEY)).toBe('2026-03-02T09:30');
    expect(salonDateTimeValue(instant, AUCKLAND)).toBe('2026-03-02T11:30');
  });

  it('reads the input back in the salon’s zone, with or without seconds', () => {
    expect(instantOfSalonDateTime('2026-03-02T09:30', SYDNEY)).toEqual(instant);
    expect(instantOfSalonDateTime('2026-03-02T11:30:00', AUCKLAND)).toEqual(instant);
    // Winter in Sydney: ten hours ahead of UTC, not eleven.
    expect(instantOfSalonDateTime('2026-07-01T10:00', SYDNEY)).toEqual(new Date('2026-07-01T00:00:00.000Z'));
  });

  it('reads nothing from an empty, partial or impossible value', () => {
    expect(instantOfSalonDateTime('', SYDNEY)).toBeNull();
    expect(instantOfSalonDateTime('2026-03-02', SYDNEY)).toBeNull();
    expect(instantOfSalonDateTime('2026-02-31T10:00', SYDNEY)).toBeNull();
  });
});

describe('the record patch test form’s check', () => {
  // 11:00 in Sydney on 2 March 2026.
  const now = new Date('2026-03-02T00:00:00.000Z');
  const form: PatchTestForm = {
    testedAt: '2026-03-02T09:30',
    products: '  Koleston Perfect 6/0  ',
    result: 'negative',
    testedBy: 'Maya',
  };

  it('passes a complete form, its time read in the salon’s zone and its words trimmed', () => {
    expect(checkPatchTestForm(form, SYDNEY, now)).toEqual({
      ok: true,
      values: {
        testedAt: new Date('2026-03-01T22:30:00.000Z'),
        products: 'Koleston Perfect 6/0',
        result: 'negative',
        testedBy: 'Maya',
      },
    });
  });

  it('names each missing field with the server’s words', () => {
    expect(checkPatchTestForm({ ...form, testedAt: '', products: ' ', testedBy: '' }, SYDNEY, now)).toEqual({
      ok: false,
      errors: {
        testedAt: patchTestMessages.testedAtRequired,
        products: patchTestMessages.productsRequired,
        testedBy: patchTestMessages.testedByRequired,
      },
    });
  });

  it('refuses a test put on later than now, beside the other problems', () => {
    expect(checkPatchTestForm({ ...form, testedAt: '2026-03-02T12:00', products: '' }, SYDNEY, now)).toEqual({
      ok: false,
      errors: { testedAt: patchTestMessages.testedAtFuture, products: patchTestMessages.productsRequired },
    });
    // The same wall-clock time is an hour ago in Brisbane, where daylight saving never starts.
    expect(checkPatchTestForm({ ...form, testedAt: '2026-03-02T09:30' }, 'Australia/Brisbane', now).ok).toBe(true);
  });

  it('refuses a text longer than the server keeps', () => {
    const checked = checkPatchTestForm({ ...form, testedBy: 'M'.repeat(101) }, SYDNEY, now);
    expect(checked).toEqual({ ok: false, errors: { testedBy: 'Tested by can be at most 100 characters.' } });
  });
});
