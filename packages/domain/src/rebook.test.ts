import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDayAndTime, salonHour } from './dates.ts';
import {
  REBOOK_ACTION_LABELS,
  applyRebookAction,
  availableRebookActions,
  canAskToRebook,
  DEFAULT_REBOOK_MESSAGE,
  isReminderHour,
  REMINDER_HOURS,
  reminderSendTime,
  rebookActionDone,
  rebookReminderDueAt,
  rebookMessageDraft,
  rebookReminderEmail,
  reminderStillDue,
  rebookErrorMessages,
  rebookStatus,
  type RebookAction,
  type RebookFields,
} from './rebook.ts';

const now = new Date('2020-02-05T02:45:00Z');
const salon = { rebookNotificationDelay: 7, timeZone: 'Australia/Sydney' };
const at = new Date('2020-01-01T00:00:00Z');

describe('rebookStatus', () => {
  it.each<[RebookFields, string]>([
    [{ rebookedAt: at, rebookNotificationScheduledAt: at, rebookLength: 60 }, 'COMPLETED'],
    [{ rebookNotificationScheduledAt: '2020-01-01T00:00:00Z', rebookLength: 60 }, 'SCHEDULED'],
    [{ rebookLength: 60 }, 'OPEN'],
    [{ rebookLength: 0 }, 'N/A'],
    [{}, 'N/A'],
    [{ rebookLength: null, rebookNotificationScheduledAt: null, rebookedAt: null }, 'N/A'],
  ])('%j is %s', (appointment, status) => {
    expect(rebookStatus(appointment)).toBe(status);
  });
});

describe('rebook actions', () => {
  it('labels the four buttons', () => {
    expect(Object.values(REBOOK_ACTION_LABELS)).toEqual([
      'Setup Reminder',
      'Remove Reminder',
      'Mark as Rebooked',
      'Reopen',
    ]);
  });

  it('offers the actions that fit the status', () => {
    expect(availableRebookActions({ rebookLength: 60 })).toEqual(['SETUP_REMINDER', 'MARK_REBOOKED']);
    expect(availableRebookActions({ rebookLength: 60, rebookNotificationScheduledAt: at })).toEqual([
      'REMOVE_REMINDER',
      'MARK_REBOOKED',
    ]);
    expect(availableRebookActions({ rebookedAt: at })).toEqual(['REOPEN']);
    expect(availableRebookActions({})).toEqual(['MARK_REBOOKED']);
  });

  it('disables everything once the reminder was sent', () => {
    const sent = { rebookLength: 60, rebookNotificationScheduledAt: at, rebookNotificationSentAt: at };
    expect(availableRebookActions(sent)).toEqual([]);
    expect(applyRebookAction(sent, 'MARK_REBOOKED', now, salon)).toEqual({
      ok: false,
      error: { code: 'NOTIFICATION_SENT', message: rebookErrorMessages.NOTIFICATION_SENT },
    });
  });

  it('schedules the reminder the salon delay after now, at 10:00 in the salon zone', () => {
    const result = applyRebookAction({ rebookLength: 60 }, 'SETUP_REMINDER', now, salon);
    expect(result).toEqual({
      ok: true,
      change: { rebookNotificationScheduledAt: new Date('2020-02-11T23:00:00Z'), rebookedAt: null },
    });
    const acrossDst = applyRebookAction(
      { rebookLength: 60 },
      'SETUP_REMINDER',
      new Date('2020-09-30T23:00:00Z'),
      salon,
    );
    expect(
      acrossDst.ok && formatDayAndTime(acrossDst.change.rebookNotificationScheduledAt ?? now, 'Australia/Sydney'),
    ).toBe('8.10.2020 10:00');
    const sameDay = applyRebookAction({ rebookLength: 60 }, 'SETUP_REMINDER', now, {
      ...salon,
      rebookNotificationDelay: 0,
    });
    expect(sameDay.ok && sameDay.change.rebookNotificationScheduledAt).toEqual(now);
  });

  it('counts the delay from the appointment, and never schedules in the past', () => {
    const visit = new Date('2020-02-03T22:15:00Z'); // 4 February, 09:15 in Sydney
    const next = applyRebookAction(
      { rebookLength: 60, createdAt: visit },
      'SETUP_REMINDER',
      new Date('2020-02-05T00:00:00Z'),
      salon,
    );
    expect(next.ok && formatDayAndTime(next.change.rebookNotificationScheduledAt ?? now, 'Australia/Sydney')).toBe(
      '11.02.2020 10:00',
    );
    const longAgo = new Date('2019-01-01T00:00:00Z');
    const late = applyRebookAction({ rebookLength: 60, createdAt: longAgo }, 'SETUP_REMINDER', now, salon);
    expect(late.ok && late.change.rebookNotificationScheduledAt).toEqual(now);
  });

  it('removes, marks and reopens', () => {
    const scheduled = { rebookLength: 60, rebookNotificationScheduledAt: at };
    expect(applyRebookAction(scheduled, 'REMOVE_REMINDER', now, salon)).toEqual({
      ok: true,
      change: { rebookNotificationScheduledAt: null, rebookedAt: null },
    });
    expect(applyRebookAction(scheduled, 'MARK_REBOOKED', now, salon)).toEqual({
      ok: true,
      change: { rebookNotificationScheduledAt: null, rebookedAt: now },
    });
    expect(applyRebookAction({ rebookLength: 60, rebookedAt: at }, 'REOPEN', now, salon)).toEqual({
      ok: true,
      change: { rebookNotificationScheduledAt: null, rebookedAt: null },
    });
  });

  it('knows when an action has nothing left to do, so a repeated click is harmless', () => {
    expect(rebookActionDone({ rebookLength: 60, rebookNotificationScheduledAt: at }, 'SETUP_REMINDER')).toBe(true);
    expect(rebookActionDone({ rebookLength: 60 }, 'SETUP_REMINDER')).toBe(false);
    expect(rebookActionDone({ rebookLength: 60 }, 'REMOVE_REMINDER')).toBe(true);
    expect(rebookActionDone({ rebookedAt: at }, 'MARK_REBOOKED')).toBe(true);
    expect(rebookActionDone({ rebookedAt: at }, 'REOPEN')).toBe(false);
    expect(rebookActionDone({ rebookLength: 60 }, 'REOPEN')).toBe(true);
  });

  it('offers no reminder for a session without a client', () => {
    expect(availableRebookActions({ rebookLength: 60, clientId: null })).toEqual(['MARK_REBOOKED']);
    expect(availableRebookActions({ rebookLength: 60, clientId: 'c1' })).toEqual(['SETUP_REMINDER', 'MARK_REBOOKED']);
  });

  it('sends a due reminder only while it is still the one scheduled', () => {
    expect(reminderStillDue({ rebookNotificationScheduledAt: at }, at)).toBe(true);
    expect(reminderStillDue({ rebookNotificationScheduledAt: null }, at)).toBe(false);
    expect(reminderStillDue({ rebookNotificationScheduledAt: new Date(at.getTime() + 1) }, at)).toBe(false);
    expect(reminderStillDue({ rebookNotificationScheduledAt: at, rebookNotificationSentAt: at }, at)).toBe(false);
    expect(reminderStillDue({ rebookNotificationScheduledAt: at, rebookedAt: at }, at)).toBe(false);
  });

  it('writes the reminder with the salon’s message and booking link', () => {
    const email = rebookReminderEmail({
      salonName: 'Bondi Hair',
      clientName: 'Ava Martin',
      message: 'Time for a trim!',
      bookingUrl: 'https://book.example/bondi',
      // 10:00 on 3 January in Sydney is still 2 January in UTC: the day is the salon's.
      scheduledAt: new Date('2027-01-02T23:00:00Z'),
      timeZone: 'Australia/Sydney',
    });
    expect(email.subject).toBe('Time to book your next visit at Bondi Hair');
    expect(email.text).toBe(
      'Hi Ava,\n\nTime for a trim!\n\nSuggested date for your next visit: 3.01.2027.\n\nBook your next visit: https://book.example/bondi\n\nSee you soon,\nBondi Hair',
    );
    const plain = rebookReminderEmail({
      salonName: 'Bondi Hair',
      clientName: '',
      message: ' ',
      bookingUrl: null,
      scheduledAt: new Date('2027-01-02T23:00:00Z'),
      timeZone: 'Pacific/Auckland',
    });
    expect(plain.text).toBe(
      `Hi,\n\n${DEFAULT_REBOOK_MESSAGE}\n\nSuggested date for your next visit: 3.01.2027.\n\nSee you soon,\nBondi Hair`,
    );
  });

  it('starts the message field from the salon’s own words, or from the message clients get meanwhile', () => {
    expect(DEFAULT_REBOOK_MESSAGE).toBe('It is nearly time for your next visit. We would love to see you again.');
    expect(rebookMessageDraft('Time for a trim!')).toBe('Time for a trim!');
    for (const none of [null, undefined, '', '  ']) expect(rebookMessageDraft(none)).toBe(DEFAULT_REBOOK_MESSAGE);
    // The reminder has no placeholders to fill: the example must not carry any.
    expect(DEFAULT_REBOOK_MESSAGE).not.toMatch(/[{}]/);
  });

  it('refuses an action the status does not offer', () => {
    expect(applyRebookAction({ rebookLength: 60 }, 'REOPEN', now, salon)).toEqual({
      ok: false,
      error: { code: 'NOT_AVAILABLE', message: rebookErrorMessages.NOT_AVAILABLE },
    });
  });

  it('follows the product’s transitions for any sequence of actions', () => {
    const expected: Record<RebookAction, string> = {
      SETUP_REMINDER: 'SCHEDULED',
      REMOVE_REMINDER: 'OPEN',
      MARK_REBOOKED: 'COMPLETED',
      REOPEN: 'OPEN',
    };
    const action = fc.constantFrom<RebookAction>('SETUP_REMINDER', 'REMOVE_REMINDER', 'MARK_REBOOKED', 'REOPEN');
    fc.assert(
      fc.property(fc.array(action, { maxLength: 25 }), fc.integer({ min: 0, max: 60 }), (actions, delay) => {
        let appointment: RebookFields = { rebookLength: 45 };
        for (const next of actions) {
          const before = availableRebookActions(appointment);
          const result = applyRebookAction(appointment, next, now, { ...salon, rebookNotificationDelay: delay });
          expect(result.ok).toBe(before.includes(next));
          if (!result.ok) continue;
          appointment = { ...appointment, ...result.change };
          expect(rebookStatus(appointment)).toBe(expected[next]);
          const scheduled = result.change.rebookNotificationScheduledAt;
          if (scheduled) {
            expect(scheduled.getTime()).toBeGreaterThanOrEqual(now.getTime());
            expect(isReminderHour(scheduled, salon.timeZone)).toBe(true);
          }
        }
      }),
    );
  });
});

describe('the derived rebook status', () => {
  it('is COMPLETED once rebooked, else SCHEDULED with a reminder, else OPEN with a suggested length, else N/A', () => {
    const instant = fc.option(
      fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
      { nil: null },
    );
    fc.assert(
      fc.property(
        instant,
        instant,
        fc.option(fc.integer({ min: 0, max: 240 }), { nil: null }),
        (rebookedAt, scheduledAt, rebookLength) => {
          const status = rebookStatus({ rebookedAt, rebookNotificationScheduledAt: scheduledAt, rebookLength });
          const expected = rebookedAt ? 'COMPLETED' : scheduledAt ? 'SCHEDULED' : rebookLength ? 'OPEN' : 'N/A';
          expect(status).toBe(expected);
          // Whatever the status, a sent reminder closes every button.
          expect(
            availableRebookActions({
              rebookedAt,
              rebookNotificationScheduledAt: scheduledAt,
              rebookLength,
              rebookNotificationSentAt: new Date(),
            }),
          ).toEqual([]);
        },
      ),
    );
  });
});

describe('rebookReminderDueAt', () => {
  // Tuesday 10 March 2026, 14:00 in Sydney.
  const visit = new Date('2026-03-10T03:00:00Z');
  const noDelay = { rebookNotificationDelay: 0, timeZone: 'Australia/Sydney' };

  it('counts the stylist’s weeks from the visit, whatever the salon’s delay', () => {
    // 10:00 on 21 April in Sydney, after daylight saving ended.
    expect(rebookReminderDueAt({ createdAt: visit, rebookDelay: 6 }, noDelay, visit).toISOString()).toBe(
      '2026-04-21T00:00:00.000Z',
    );
    expect(
      rebookReminderDueAt({ createdAt: visit, rebookDelay: 6 }, { ...noDelay, rebookNotificationDelay: 14 }, visit),
    ).toEqual(rebookReminderDueAt({ createdAt: visit, rebookDelay: 6 }, noDelay, visit));
  });

  it('takes the salon’s delay in days when the stylist set no interval (none, or 0 weeks)', () => {
    const salonDelay = { ...noDelay, rebookNotificationDelay: 14 };
    for (const rebookDelay of [null, undefined, 0]) {
      expect(rebookReminderDueAt({ createdAt: visit, rebookDelay }, salonDelay, visit).toISOString()).toBe(
        '2026-03-23T23:00:00.000Z',
      );
    }
  });
});

describe('reminderSendTime', () => {
  const utc = (iso: string) => new Date(iso);
  const long = utc('2000-01-01T00:00:00Z');

  it.each([
    // Sydney's clocks go forward on Sunday 4 October 2026: 10:00 is then 23:00 UTC the day before.
    ['Sydney into daylight saving', 'Australia/Sydney', '2026-10-03T05:00:00Z', 1, '2026-10-03T23:00:00Z'],
    // ...and back on Sunday 5 April 2026: 10:00 is then midnight UTC.
    ['Sydney out of daylight saving', 'Australia/Sydney', '2026-04-04T04:00:00Z', 1, '2026-04-05T00:00:00Z'],
    // Auckland's go forward on Sunday 27 September 2026.
    ['Auckland into daylight saving', 'Pacific/Auckland', '2026-09-26T02:00:00Z', 1, '2026-09-26T21:00:00Z'],
    // Six weeks from 1 March 2026 in Auckland cross the end of daylight saving on 5 April.
    ['Auckland six weeks across the change', 'Pacific/Auckland', '2026-02-28T22:00:00Z', 42, '2026-04-11T22:00:00Z'],
    ['Perth, which keeps no daylight saving', 'Australia/Perth', '2026-10-03T05:00:00Z', 7, '2026-10-10T02:00:00Z'],
    // Adelaide keeps half hours: 10:00 ACDT is 23:30 UTC.
    ['Adelaide, half an hour off', 'Australia/Adelaide', '2026-11-02T03:00:00Z', 1, '2026-11-02T23:30:00Z'],
    // The Chathams keep 45 minutes: 10:00 CHADT is 20:15 UTC.
    ['the Chatham Islands', 'Pacific/Chatham', '2026-11-02T03:00:00Z', 2, '2026-11-03T20:15:00Z'],
  ])('%s: the due day at 10:00 local', (_name, zone, from, delay, expected) => {
    expect(reminderSendTime(utc(from), delay, zone, utc(from)).toISOString()).toBe(utc(expected).toISOString());
    expect(salonHour(utc(expected), zone)).toBe(REMINDER_HOURS.usual);
  });

  it('sends a reminder whose day has passed at once, within the reminder hours', () => {
    const afternoon = utc('2026-11-02T03:00:00Z'); // 14:00 in Sydney
    expect(reminderSendTime(long, 7, 'Australia/Sydney', afternoon)).toEqual(afternoon);
    expect(reminderSendTime(afternoon, 0, 'Australia/Sydney', afternoon)).toEqual(afternoon);
  });

  it('never at night: late in the evening it waits for 10:00 the next day, early in the morning for 10:00 that day', () => {
    const lateEvening = utc('2026-11-02T12:30:00Z'); // 23:30 in Sydney, 2 November
    expect(
      formatDayAndTime(reminderSendTime(lateEvening, 0, 'Australia/Sydney', lateEvening), 'Australia/Sydney'),
    ).toBe('3.11.2026 10:00');
    const earlyMorning = utc('2026-11-02T17:00:00Z'); // 06:00 in Auckland, 3 November
    expect(formatDayAndTime(reminderSendTime(long, 14, 'Pacific/Auckland', earlyMorning), 'Pacific/Auckland')).toBe(
      '3.11.2026 10:00',
    );
    const eightPm = utc('2026-11-02T09:00:00Z'); // 20:00 in Sydney
    expect(isReminderHour(eightPm, 'Australia/Sydney')).toBe(false);
    expect(isReminderHour(utc('2026-11-01T22:00:00Z'), 'Australia/Sydney')).toBe(true); // 09:00
  });

  it('is never before now, always within the reminder hours, and 10:00 unless it is now', () => {
    const zones = ['Australia/Sydney', 'Pacific/Auckland', 'Australia/Perth', 'Australia/Lord_Howe', 'Pacific/Chatham'];
    const instant = fc.date({
      min: utc('2024-01-01T00:00:00Z'),
      max: utc('2028-01-01T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 365 }),
        fc.constantFrom(...zones),
        (from, later, delay, zone) => {
          const current = new Date(from.getTime() + later * 3_600_000);
          const sent = reminderSendTime(from, delay, zone, current);
          expect(sent.getTime()).toBeGreaterThanOrEqual(current.getTime());
          expect(isReminderHour(sent, zone)).toBe(true);
          if (sent.getTime() !== current.getTime()) expect(salonHour(sent, zone)).toBe(REMINDER_HOURS.usual);
        },
      ),
    );
  });
});

describe('canAskToRebook', () => {
  it('lets the client ask while nothing is asked, scheduled, sent or rebooked', () => {
    const at = '2026-11-20T10:00:00.000Z';
    expect(canAskToRebook({ clientId: 'c1' })).toBe(true);
    expect(canAskToRebook({ clientId: 'c1', rebookLength: 0 })).toBe(true);
    expect(canAskToRebook({ clientId: 'c1', rebookLength: 60 })).toBe(false);
    expect(canAskToRebook({ clientId: 'c1', rebookNotificationScheduledAt: at })).toBe(false);
    expect(canAskToRebook({ clientId: 'c1', rebookNotificationSentAt: at })).toBe(false);
    expect(canAskToRebook({ clientId: 'c1', rebookedAt: at })).toBe(false);
  });
});
