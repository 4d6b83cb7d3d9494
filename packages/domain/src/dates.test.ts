import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MONTH_ABBREVIATIONS,
  addSalonDays,
  bucketIndex,
  chartBuckets,
  CHART_VIEWS,
  formatDay,
  formatDayAndTime,
  formatSpreadsheetDate,
  formatOrderDate,
  formatTime,
  formatWebhookDate,
  isWithin,
  navParamRange,
  parseNavParam,
  salonTimeDaysBefore,
  startOfSalonDay,
  startOfSalonWeek,
} from './dates.ts';
import { isIanaTimeZone, TIME_ZONES, timeZoneSchema } from './time-zones.ts';

const SYDNEY = 'Australia/Sydney';
const AUCKLAND = 'Pacific/Auckland';
/** 5 Feb 2020, 13:45 in Sydney (AEDT, UTC+11). */
const afternoon = new Date('2020-02-05T02:45:00Z');
const instants = fc.date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true });
const zones = fc.constantFrom(SYDNEY, AUCKLAND, 'Australia/Perth', 'Australia/Adelaide', 'UTC', 'America/New_York');

describe('formats in the salon zone', () => {
  it('formats the appointment list, records panel, orders and webhook dates', () => {
    expect(formatDay(afternoon, SYDNEY)).toBe('5.02.2020');
    expect(formatTime(afternoon, SYDNEY)).toBe('13:45');
    expect(formatDayAndTime(afternoon, SYDNEY)).toBe('5.02.2020 13:45');
    expect(formatOrderDate(afternoon, SYDNEY)).toBe('Wed 5th Feb 2020 13:45');
    expect(formatWebhookDate(afternoon, SYDNEY)).toBe('05/02/2020');
  });

  it('uses the zone, not the machine', () => {
    expect(formatDayAndTime(afternoon, 'Australia/Perth')).toBe('5.02.2020 10:45');
    expect(formatDayAndTime(afternoon, AUCKLAND)).toBe('5.02.2020 15:45');
    expect(formatWebhookDate(new Date('2020-02-04T14:30:00Z'), SYDNEY)).toBe('05/02/2020');
    expect(formatWebhookDate(new Date('2020-02-04T14:30:00Z'), 'UTC')).toBe('04/02/2020');
  });

  it('abbreviates September as Sept', () => {
    expect(formatOrderDate(new Date('2021-09-01T01:00:00Z'), SYDNEY)).toBe('Wed 1st Sept 2021 11:00');
    expect(formatOrderDate(new Date('2021-09-22T01:00:00Z'), SYDNEY)).toBe('Wed 22nd Sept 2021 11:00');
    expect(MONTH_ABBREVIATIONS).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sept',
      'Oct',
      'Nov',
      'Dec',
    ]);
  });

  it('always has the documented shapes', () => {
    fc.assert(
      fc.property(instants, zones, (date, zone) => {
        expect(formatDay(date, zone)).toMatch(/^[1-9]\d?\.\d{2}\.\d{4}$/);
        expect(formatTime(date, zone)).toMatch(/^\d{2}:\d{2}$/);
        expect(formatWebhookDate(date, zone)).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
        expect(formatOrderDate(date, zone)).toMatch(
          /^\w{3} \d{1,2}(st|nd|rd|th) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept|Oct|Nov|Dec) \d{4} \d{2}:\d{2}$/,
        );
      }),
    );
  });
});

describe('start of day and week', () => {
  it('starts the salon day at its local midnight', () => {
    expect(startOfSalonDay(afternoon, SYDNEY)).toEqual(new Date('2020-02-04T13:00:00Z'));
    expect(startOfSalonDay(afternoon, 'UTC')).toEqual(new Date('2020-02-05T00:00:00Z'));
  });

  it('starts the week on Monday', () => {
    expect(startOfSalonWeek(afternoon, SYDNEY)).toEqual(new Date('2020-02-02T13:00:00Z'));
  });

  it('never starts after now, nor more than a day or a week before', () => {
    fc.assert(
      fc.property(instants, zones, (now, zone) => {
        const day = startOfSalonDay(now, zone);
        const week = startOfSalonWeek(now, zone);
        expect(day.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(now.getTime() - day.getTime()).toBeLessThan(25 * 3_600_000);
        expect(formatTime(day, zone)).toMatch(/^0[01]:00$/);
        expect(week.getTime()).toBeLessThanOrEqual(day.getTime());
        expect(now.getTime() - week.getTime()).toBeLessThan(7 * 24 * 3_600_000 + 3_600_000);
      }),
    );
  });
});

describe('navParam ranges', () => {
  it('defaults anything unknown to ALLTIME', () => {
    expect(parseNavParam(undefined)).toBe('ALLTIME');
    expect(parseNavParam('tomorrow')).toBe('ALLTIME');
    expect(parseNavParam('TODAY')).toBe('TODAY');
  });

  it('covers whole salon days', () => {
    expect(navParamRange('TODAY', afternoon, SYDNEY)).toEqual({
      start: new Date('2020-02-04T13:00:00Z'),
      end: new Date('2020-02-05T13:00:00Z'),
    });
    expect(navParamRange('YESTERDAY', afternoon, SYDNEY)).toEqual({
      start: new Date('2020-02-03T13:00:00Z'),
      end: new Date('2020-02-04T13:00:00Z'),
    });
    expect(navParamRange('THISWEEK', afternoon, SYDNEY)).toEqual({
      start: new Date('2020-02-02T13:00:00Z'),
      end: new Date('2020-02-09T13:00:00Z'),
    });
    expect(navParamRange('ALLTIME', afternoon, SYDNEY)).toEqual({ start: null, end: null });
  });

  it('keeps a day one day across daylight saving', () => {
    const dstStart = new Date('2020-10-04T05:00:00Z');
    const { start, end } = navParamRange('TODAY', dstStart, SYDNEY);
    expect(((end?.getTime() ?? 0) - (start?.getTime() ?? 0)) / 3_600_000).toBe(23);
  });

  it('always holds now in TODAY and THISWEEK, and yesterday ends where today starts', () => {
    fc.assert(
      fc.property(instants, zones, (now, zone) => {
        const today = navParamRange('TODAY', now, zone);
        expect(isWithin(now, today)).toBe(true);
        expect(isWithin(now, navParamRange('THISWEEK', now, zone))).toBe(true);
        expect(isWithin(now, navParamRange('ALLTIME', now, zone))).toBe(true);
        const yesterday = navParamRange('YESTERDAY', now, zone);
        expect(yesterday.end).toEqual(today.start);
        expect(isWithin(now, yesterday)).toBe(false);
      }),
    );
  });
});

describe('chart buckets', () => {
  it('has 7 days for a week, the days of the month, 12 months for a year', () => {
    const week = chartBuckets('week', afternoon, SYDNEY);
    expect(week.map((bucket) => bucket.label)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(chartBuckets('month', afternoon, SYDNEY)).toHaveLength(29);
    expect(chartBuckets('month', new Date('2021-09-10T00:00:00Z'), SYDNEY)).toHaveLength(30);
    const year = chartBuckets('year', afternoon, SYDNEY);
    expect(year.map((bucket) => bucket.label)).toEqual([...MONTH_ABBREVIATIONS]);
    expect(year[0]?.start).toEqual(new Date('2019-12-31T13:00:00Z'));
  });

  it('runs all-time from the first data point month to the current one', () => {
    const all = chartBuckets('all', afternoon, SYDNEY, new Date('2019-09-15T00:00:00Z'));
    expect(all.map((bucket) => bucket.label)).toEqual([
      'Sept 2019',
      'Oct 2019',
      'Nov 2019',
      'Dec 2019',
      'Jan 2020',
      'Feb 2020',
    ]);
    expect(chartBuckets('all', afternoon, SYDNEY)).toHaveLength(1);
    expect(chartBuckets('all', afternoon, SYDNEY, new Date('2030-01-01'))).toHaveLength(1);
  });

  it('is contiguous, holds now, and bucketIndex agrees with a linear search', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CHART_VIEWS),
        instants,
        zones,
        fc.date({ min: new Date('1999-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }),
        instants,
        (view, now, zone, earliest, probe) => {
          const buckets = chartBuckets(view, now, zone, earliest);
          expect(buckets.length).toBeGreaterThan(0);
          buckets.forEach((bucket, index) => {
            expect(bucket.end.getTime()).toBeGreaterThan(bucket.start.getTime());
            if (index > 0) expect(bucket.start).toEqual(buckets[index - 1]?.end);
          });
          expect(bucketIndex(buckets, now)).toBeGreaterThanOrEqual(0);
          const linear = buckets.findIndex((bucket) => probe >= bucket.start && probe < bucket.end);
          expect(bucketIndex(buckets, probe)).toBe(linear);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('time zones', () => {
  it('offers the IANA set plus UTC', () => {
    expect(TIME_ZONES).toContain('UTC');
    expect(TIME_ZONES).toContain(SYDNEY);
    expect(TIME_ZONES).toContain(AUCKLAND);
    expect(new Set(TIME_ZONES).size).toBe(TIME_ZONES.length);
  });

  it('accepts known zones and aliases the engine resolves, refuses others', () => {
    expect(isIanaTimeZone(SYDNEY)).toBe(true);
    expect(isIanaTimeZone('UTC')).toBe(true);
    expect(isIanaTimeZone('Asia/Calcutta')).toBe(true);
    expect(isIanaTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isIanaTimeZone('')).toBe(false);
    expect(timeZoneSchema.safeParse('Nowhere').error?.issues[0]?.message).toBe(
      'Please choose a time zone from the list',
    );
  });
});

describe('addSalonDays', () => {
  it('keeps the wall-clock time across daylight saving', () => {
    const before = new Date('2020-10-03T00:00:00Z');
    expect(formatDayAndTime(addSalonDays(before, 2, SYDNEY), SYDNEY)).toBe('5.10.2020 10:00');
    expect(addSalonDays(afternoon, 0, SYDNEY)).toEqual(afternoon);
  });
});

describe('salonTimeDaysBefore', () => {
  it('places the wall-clock time on a salon day, whatever day it is in UTC', () => {
    // 13:45 on 5 Feb in Sydney is still 4 Feb in UTC.
    expect(formatDayAndTime(salonTimeDaysBefore(afternoon, 0, 9, 30, SYDNEY), SYDNEY)).toBe('5.02.2020 09:30');
    expect(formatDayAndTime(salonTimeDaysBefore(afternoon, 3, 17, 0, SYDNEY), SYDNEY)).toBe('2.02.2020 17:00');
  });

  it('counts calendar days across daylight saving', () => {
    // Sydney moves its clocks forward on 4 Oct 2020: the day before is 23 hours long.
    const after = new Date('2020-10-05T00:00:00Z');
    expect(formatDayAndTime(salonTimeDaysBefore(after, 2, 10, 30, SYDNEY), SYDNEY)).toBe('3.10.2020 10:30');
  });

  it('moves a time the clocks skip an hour later', () => {
    // 2:30 on 4 Oct 2020 does not exist in Sydney: the clocks go from 2:00 to 3:00.
    expect(formatDayAndTime(salonTimeDaysBefore(new Date('2020-10-04T12:00:00Z'), 0, 2, 30, SYDNEY), SYDNEY)).toBe(
      '4.10.2020 03:30',
    );
  });

  it('always shows the asked time, on the asked day before', () => {
    fc.assert(
      fc.property(
        instants,
        zones,
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 9, max: 17 }),
        fc.constantFrom(0, 15, 30, 45),
        (now, zone, days, hour, minute) => {
          const placed = salonTimeDaysBefore(now, days, hour, minute, zone);
          expect(formatTime(placed, zone)).toBe(`${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);
          expect(formatDay(placed, zone)).toBe(formatDay(addSalonDays(startOfSalonDay(now, zone), -days, zone), zone));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('spreadsheet dates', () => {
  it('writes the salon’s wall clock as en-AU day and 24-hour time', () => {
    expect(formatSpreadsheetDate(new Date('2020-02-05T02:45:00Z'), 'Australia/Sydney')).toBe('05/02/2020 13:45');
    expect(formatSpreadsheetDate(new Date('2020-02-05T02:45:00Z'), 'Pacific/Auckland')).toBe('05/02/2020 15:45');
  });
});
