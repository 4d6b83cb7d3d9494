import { describe, expect, it } from 'vitest';
import { clientCountText, appointmentMessages, MAX_NOTES_LENGTH } from './appointments.ts';
import { appointmentListFilterSchema, appointmentNotesSchema } from './appointment-schemas.ts';

describe('appointment list filter', () => {
  it('defaults to every appointment and no search, and trims what is typed', () => {
    expect(appointmentListFilterSchema.parse({})).toEqual({ navParam: 'ALLTIME', search: '' });
    expect(appointmentListFilterSchema.parse({ navParam: 'TODAY', search: '  Ava ' })).toEqual({
      navParam: 'TODAY',
      search: 'Ava',
    });
  });

  it('refuses an unknown day filter and an overlong search', () => {
    expect(appointmentListFilterSchema.safeParse({ navParam: 'TOMORROW' }).success).toBe(false);
    const long = appointmentListFilterSchema.safeParse({ search: 'x'.repeat(101) });
    expect(long.success || long.error.issues[0]?.message).toBe(appointmentMessages.searchTooLong);
  });
});

describe('appointment notes', () => {
  it('keeps notes as written, and blank notes as none', () => {
    expect(appointmentNotesSchema.parse('  Loves volume.\n')).toBe('  Loves volume.\n');
    expect(appointmentNotesSchema.parse('   ')).toBeNull();
  });

  it(`refuses more than ${MAX_NOTES_LENGTH} characters with a clear message`, () => {
    expect(appointmentNotesSchema.safeParse('x'.repeat(MAX_NOTES_LENGTH)).success).toBe(true);
    const tooLong = appointmentNotesSchema.safeParse('x'.repeat(MAX_NOTES_LENGTH + 1));
    expect(tooLong.success || tooLong.error.issues[0]?.message).toBe('Notes can be at most 5,000 characters.');
  });
});

describe('client records', () => {
  it('counts clients in the product’s words', () => {
    expect(clientCountText(0)).toBe('0 Clients');
    expect(clientCountText(1)).toBe('1 Client');
    expect(clientCountText(1234)).toBe('1,234 Clients');
  });
});
