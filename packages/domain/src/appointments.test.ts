import { describe, expect, it } from 'vitest';
import {
  appointmentMessages,
  clientCountText,
  clientRecordId,
  clientRecordKey,
  isUnnamedClientRecord,
  MAX_NOTES_LENGTH,
} from './appointments.ts';
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

describe('a client record’s id', () => {
  const session = '6f1c2d3e-0000-4000-8000-000000000001';
  const account = '6f1c2d3e-0000-4000-8000-000000000002';

  it('is the client’s account, else the one session of someone unnamed', () => {
    expect(clientRecordId(account, session)).toBe(account);
    expect(clientRecordId(null, session)).toBe(`session-${session}`);
    expect(clientRecordId(null, 'another')).not.toBe(clientRecordId(null, session));
  });

  it('reads back as what it names', () => {
    expect(clientRecordKey(clientRecordId(account, session))).toEqual({ clientId: account });
    expect(clientRecordKey(clientRecordId(null, session))).toEqual({ appointmentId: session });
    expect(isUnnamedClientRecord(clientRecordId(null, session))).toBe(true);
    expect(isUnnamedClientRecord(account)).toBe(false);
  });
});
