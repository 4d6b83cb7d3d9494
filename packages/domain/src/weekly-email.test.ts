import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIXED_SIMILAR_SALON_AVERAGES, SIMILAR_SALON_SOURCE_LABELS, type Kpis } from './kpi.ts';
import {
  nextWeeklyEmailTime,
  nextWeekTurn,
  reportedWeeks,
  tipOfTheWeek,
  weeklyEmailKey,
  weeklyEmailTime,
  weeklyReportEmail,
  WEEKLY_EMAIL_SWITCH_LABEL,
  type WeeklyEmailInput,
} from './weekly-email.ts';

const at = (iso: string) => new Date(iso);

describe('the weekly email’s schedule', () => {
  it('is Monday 08:00 in Sydney on either side of the April change back to standard time', () => {
    // Saturday 4 April 2026, 12:00 AEDT (UTC+11); the clocks go back on Sunday 5 April.
    expect(nextWeeklyEmailTime(at('2026-04-04T01:00:00Z'), 'Australia/Sydney')).toEqual(at('2026-04-05T22:00:00Z'));
    // The Monday before the change is still on daylight time.
    expect(nextWeeklyEmailTime(at('2026-03-28T01:00:00Z'), 'Australia/Sydney')).toEqual(at('2026-03-29T21:00:00Z'));
  });

  it('is Monday 08:00 in Sydney after the October change to daylight time', () => {
    // Friday 2 October 2026, 12:00 AEST (UTC+10); the clocks go forward on Sunday 4 October.
    expect(nextWeeklyEmailTime(at('2026-10-02T02:00:00Z'), 'Australia/Sydney')).toEqual(at('2026-10-04T21:00:00Z'));
  });

  it('is Monday 08:00 in Auckland and on the Chatham Islands’ quarter-hour clock', () => {
    // Wednesday 25 November 2026: NZDT is UTC+13, Chatham daylight time UTC+13:45.
    expect(nextWeeklyEmailTime(at('2026-11-25T00:00:00Z'), 'Pacific/Auckland')).toEqual(at('2026-11-29T19:00:00Z'));
    expect(nextWeeklyEmailTime(at('2026-11-25T00:00:00Z'), 'Pacific/Chatham')).toEqual(at('2026-11-29T18:15:00Z'));
  });

  it('is later the same Monday before 08:00, and next week from 08:00 on', () => {
    const mondayEarly = at('2026-11-22T14:00:00Z'); // Monday 23 November 01:00 AEDT
    expect(nextWeeklyEmailTime(mondayEarly, 'Australia/Sydney')).toEqual(at('2026-11-22T21:00:00Z'));
    expect(nextWeeklyEmailTime(at('2026-11-22T21:00:00Z'), 'Australia/Sydney')).toEqual(at('2026-11-29T21:00:00Z'));
  });

  it('turns the week at Monday midnight, the cohort period’s end', () => {
    expect(nextWeekTurn(at('2026-11-25T00:00:00Z'), 'Australia/Sydney')).toEqual(at('2026-11-29T13:00:00Z'));
    expect(nextWeekTurn(at('2026-11-25T00:00:00Z'), 'Pacific/Chatham')).toEqual(at('2026-11-29T10:15:00Z'));
    expect(weeklyEmailTime(at('2026-11-29T13:00:00Z'), 'Australia/Sydney')).toEqual(at('2026-11-29T21:00:00Z'));
  });

  it('always falls on a Monday 08:00 on the salon’s clock, after now and within a week', () => {
    const zones = ['Australia/Sydney', 'Australia/Perth', 'Australia/Adelaide', 'Pacific/Auckland', 'Pacific/Chatham'];
    fc.assert(
      fc.property(
        fc.date({ min: at('2020-01-01T00:00:00Z'), max: at('2035-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (now, zone) => {
          const next = nextWeeklyEmailTime(now, zone);
          const clock = new Intl.DateTimeFormat('en-AU', {
            timeZone: zone,
            weekday: 'short',
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h23',
          }).format(next);
          expect(clock).toBe('Mon 08:00');
          expect(next.getTime()).toBeGreaterThan(now.getTime());
          expect(next.getTime() - now.getTime()).toBeLessThanOrEqual(7 * 86_400_000 + 3_600_000);
        },
      ),
    );
  });
});

describe('the weeks the email compares', () => {
  it('are last week and the week before, Monday to Monday in the salon’s zone, across the April change', () => {
    // Monday 6 April 2026 00:00 AEST; the week before it has 169 hours (the clocks went back).
    const monday = at('2026-04-05T14:00:00Z');
    expect(reportedWeeks(monday, 'Australia/Sydney')).toEqual({
      before: at('2026-03-22T13:00:00Z'),
      reported: at('2026-03-29T13:00:00Z'),
      end: monday,
    });
  });
});

describe('the weekly email’s key and tip', () => {
  it('names one salon, admin and week', () => {
    const monday = at('2026-11-22T13:00:00Z');
    expect(weeklyEmailKey('s', 'u', monday, 'Australia/Sydney')).toBe('weekly-report-email:s:u:2026-11-23');
    expect(weeklyEmailKey('s', 'u', monday, 'Australia/Sydney')).not.toBe(
      weeklyEmailKey('s', 'v', monday, 'Australia/Sydney'),
    );
    // Perth's Monday starts three hours later, on the same date.
    expect(weeklyEmailKey('s', 'u', at('2026-11-22T16:00:00Z'), 'Australia/Perth')).toBe(
      weeklyEmailKey('s', 'u', monday, 'Australia/Sydney'),
    );
  });

  it('takes a measure’s tips in turn, a new one each week', () => {
    const monday = at('2026-11-22T13:00:00Z');
    const nextMonday = at('2026-11-29T13:00:00Z');
    expect(tipOfTheWeek([], monday)).toBeUndefined();
    expect(tipOfTheWeek(['a'], monday)).toBe('a');
    expect(tipOfTheWeek(['a', 'b'], monday)).not.toBe(tipOfTheWeek(['a', 'b'], nextMonday));
  });
});

describe('the weekly email’s text', () => {
  const reported: Kpis = { total: 42, retailPercent: 14.2, rebookPercent: 50, treatmentPercent: 4.4 };
  const before: Kpis = { total: 37, retailPercent: 20, rebookPercent: 50, treatmentPercent: 6 };
  const input: WeeklyEmailInput = {
    salonName: 'Hair by Sam',
    zone: 'Australia/Sydney',
    monday: at('2026-11-22T13:00:00Z'), // Monday 23 November 2026
    reported,
    before,
    similar: { source: 'FIXED', salons: 0, averages: FIXED_SIMILAR_SALON_AVERAGES },
    tips: { RETAIL: { title: 'Show, then tell', body: 'Put the product in the client’s hands.' } },
    weeklyUrl: 'https://piiq.example/s1/weekly',
    settingsUrl: 'https://piiq.example/s1/settings/account',
  };

  it('reports last week against the week before with the arrows in words', () => {
    const { subject, text } = weeklyReportEmail(input);
    const fixed = SIMILAR_SALON_SOURCE_LABELS.FIXED.toLowerCase();
    expect(subject).toBe('Hair by Sam: your weekly report for Mon 16 Nov – Sun 22 Nov 2026');
    expect(text).toContain(
      "Hair by Sam's week, Mon 16 Nov – Sun 22 Nov 2026, against the week before (Mon 9 Nov – Sun 15 Nov 2026):",
    );
    expect(text).toContain('Total appointments: 42, up from 37 the week before');
    expect(text).toContain(`Retail %: 14%, down from 20% the week before; ${fixed} 12%`);
    expect(text).toContain(`Rebook %: 50%, the same as 50% the week before; ${fixed} 45%`);
    expect(text).toContain(`Treatment %: 4%, down from 6% the week before; ${fixed} 4%`);
  });

  it('says which averages it shows, with a tip per measure that has one, the report’s link and how to stop it', () => {
    const { text } = weeklyReportEmail(input);
    expect(text).toContain('Compared with the industry figures');
    expect(text).toContain('Retail %: Show, then tell\nPut the product in the client’s hands.');
    expect(text).not.toContain('Rebook %: Show');
    expect(text).toContain('See the weekly report: https://piiq.example/s1/weekly');
    expect(text).toContain(
      `turn off "${WEEKLY_EMAIL_SWITCH_LABEL}" in Account Settings: https://piiq.example/s1/settings/account`,
    );
  });

  it('names the similar salons when a cohort is averaged', () => {
    const { text } = weeklyReportEmail({
      ...input,
      similar: {
        source: 'COHORT',
        salons: 23,
        averages: { retailPercent: 18, rebookPercent: 40, treatmentPercent: 9 },
      },
    });
    expect(text).toContain('Retail %: 14%, down from 20% the week before; similar salons 18%');
    expect(text).toContain('Compared with the average of 23 similar salons');
  });

  it('compares figures as shown: two weeks that both round to 14% are the same', () => {
    const { text } = weeklyReportEmail({ ...input, before: { ...before, retailPercent: 13.9 } });
    expect(text).toContain('Retail %: 14%, the same as 14% the week before');
  });
});
