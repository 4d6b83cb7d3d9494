import { TZDate, tz } from '@date-fns/tz';
import {
  addDays,
  addMonths,
  format,
  getDaysInMonth,
  set,
  startOfDay,
  startOfMonth,
  startOfWeek,
  startOfYear,
} from 'date-fns';

/**
 * Every "today", "this week", chart bucket and displayed time is computed in the salon's own IANA
 * zone (docs/product-rules.md), never in the zone of the server or of the browser that happens to run this.
 */

const inZone = (zone: string) => ({ in: tz(zone) });

/** date-fns hands back zoned dates; callers get plain instants so equality and storage stay simple. */
const plain = (date: Date): Date => new Date(date.getTime());

export const MONTH_ABBREVIATIONS = [
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
] as const;

export function monthAbbreviation(date: Date, zone: string): string {
  return MONTH_ABBREVIATIONS[Number(format(date, 'M', inZone(zone))) - 1] ?? '';
}

/** Appointment list date: day without a leading zero, '5.02.2020'. */
export function formatDay(date: Date, zone: string): string {
  return format(date, 'd.MM.yyyy', inZone(zone));
}

/** Appointment list time, 24-hour: '13:45'. */
export function formatTime(date: Date, zone: string): string {
  return format(date, 'HH:mm', inZone(zone));
}

/** Records panel: '5.02.2020 13:45'. */
export function formatDayAndTime(date: Date, zone: string): string {
  return format(date, 'd.MM.yyyy HH:mm', inZone(zone));
}

/** Orders table: 'Wed 5th Feb 2020 13:45', with the house month abbreviations (Sept). */
export function formatOrderDate(date: Date, zone: string): string {
  const options = inZone(zone);
  return `${format(date, 'EEE do', options)} ${monthAbbreviation(date, zone)} ${format(date, 'yyyy HH:mm', options)}`;
}

/** piiq's own office: the zone the provider console shows its dates in (leads, deliveries, the audit log). */
export const PROVIDER_TIME_ZONE = 'Australia/Sydney';

/** Spreadsheet exports: the en-AU day and 24-hour time a spreadsheet reads as a date, '05/02/2020 13:45'. */
export function formatSpreadsheetDate(date: Date, zone: string): string {
  return format(date, 'dd/MM/yyyy HH:mm', inZone(zone));
}

/** Partner records: 'dd/mm/yyyy', '05/02/2020'. */
export function formatWebhookDate(date: Date, zone: string): string {
  return format(date, 'dd/MM/yyyy', inZone(zone));
}

export function startOfSalonDay(now: Date, zone: string): Date {
  return plain(startOfDay(now, inZone(zone)));
}

/** Weeks start on Monday, as they do in Australian and New Zealand salons. */
export function startOfSalonWeek(now: Date, zone: string): Date {
  return plain(startOfWeek(now, { weekStartsOn: 1, ...inZone(zone) }));
}

export const NAV_PARAMS = ['TODAY', 'YESTERDAY', 'THISWEEK', 'ALLTIME'] as const;
export type NavParam = (typeof NAV_PARAMS)[number];

/** The query parameter comes from a URL anyone can edit: anything unknown means the default, ALLTIME. */
export function parseNavParam(value: string | null | undefined): NavParam {
  return NAV_PARAMS.find((navParam) => navParam === value) ?? 'ALLTIME';
}

/** Half-open [start, end); null means unbounded on that side. */
export interface DateRange {
  start: Date | null;
  end: Date | null;
}

/** Ranges are whole salon days (the product's "start of the day"), so a day shortened by DST stays one day. */
export function navParamRange(navParam: NavParam, now: Date, zone: string): DateRange {
  if (navParam === 'ALLTIME') return { start: null, end: null };
  const options = inZone(zone);
  const today = startOfDay(now, options);
  switch (navParam) {
    case 'TODAY':
      return { start: plain(today), end: plain(addDays(today, 1, options)) };
    case 'YESTERDAY':
      return { start: plain(addDays(today, -1, options)), end: plain(today) };
    case 'THISWEEK': {
      const monday = startOfWeek(now, { weekStartsOn: 1, ...options });
      return { start: plain(monday), end: plain(addDays(monday, 7, options)) };
    }
  }
}

export function isWithin(date: Date, range: DateRange): boolean {
  const time = date.getTime();
  return (range.start === null || time >= range.start.getTime()) && (range.end === null || time < range.end.getTime());
}

export const CHART_VIEWS = ['week', 'month', 'year', 'all'] as const;
export type ChartView = (typeof CHART_VIEWS)[number];

export interface ChartBucket {
  start: Date;
  end: Date;
  label: string;
}

function bucketsFrom(
  count: number,
  first: Date,
  step: (start: Date, n: number) => Date,
  label: (start: Date) => string,
) {
  return Array.from({ length: count }, (_, index): ChartBucket => {
    const start = step(first, index);
    return { start: plain(start), end: plain(step(first, index + 1)), label: label(start) };
  });
}

function monthsBetween(from: Date, to: Date, zone: string): number {
  const index = (date: Date) =>
    Number(format(date, 'yyyy', inZone(zone))) * 12 + Number(format(date, 'M', inZone(zone)));
  return index(to) - index(from);
}

/**
 * The calendar period holding `now`, in the salon's zone: week = its 7 days (Mon to Sun), month = its
 * days, year = its 12 months, all = every month from the one holding `earliest` (the first data point)
 * to the current one. Calendar periods match the weekly report's "this week" and read naturally as labels.
 */
export function chartBuckets(view: ChartView, now: Date, zone: string, earliest?: Date | null): ChartBucket[] {
  const options = inZone(zone);
  const days = (start: Date, n: number) => addDays(start, n, options);
  const months = (start: Date, n: number) => addMonths(start, n, options);
  switch (view) {
    case 'week':
      return bucketsFrom(7, startOfWeek(now, { weekStartsOn: 1, ...options }), days, (d) => format(d, 'EEE', options));
    case 'month':
      return bucketsFrom(getDaysInMonth(now, options), startOfMonth(now, options), days, (d) =>
        format(d, 'd', options),
      );
    case 'year':
      return bucketsFrom(12, startOfYear(now, options), months, (d) => monthAbbreviation(d, zone));
    case 'all': {
      const from = earliest && earliest.getTime() < now.getTime() ? earliest : now;
      const first = startOfMonth(from, options);
      return bucketsFrom(
        monthsBetween(first, now, zone) + 1,
        first,
        months,
        (d) => `${monthAbbreviation(d, zone)} ${format(d, 'yyyy', options)}`,
      );
    }
  }
}

/** Index of the bucket holding `date`, or -1; buckets are sorted and contiguous, so a binary search suffices. */
export function bucketIndex(buckets: readonly ChartBucket[], date: Date): number {
  const time = date.getTime();
  let low = 0;
  let high = buckets.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const bucket = buckets[middle];
    if (bucket === undefined) return -1;
    if (time < bucket.start.getTime()) high = middle - 1;
    else if (time >= bucket.end.getTime()) low = middle + 1;
    else return middle;
  }
  return -1;
}

/** The salon's reminder time: `days` calendar days after `now` at the same wall-clock time in its zone. */
export function addSalonDays(now: Date, days: number, zone: string): Date {
  return plain(addDays(now, days, inZone(zone)));
}

/** The hour the salon's clock shows at this moment, with the minutes as a fraction (13:45 is 13.75). */
export function salonHour(at: Date, zone: string): number {
  const clock = new TZDate(at.getTime(), zone);
  return clock.getHours() + clock.getMinutes() / 60;
}

/**
 * The instant the salon's clock shows hour:minute, `days` calendar days before the salon's today
 * (the demo data's visits, placed in salon hours). A time skipped by a daylight-saving change lands
 * an hour later.
 */
export function salonTimeDaysBefore(now: Date, days: number, hour: number, minute: number, zone: string): Date {
  const options = inZone(zone);
  const day = addDays(startOfDay(now, options), -days, options);
  return plain(set(day, { hours: hour, minutes: minute }, options));
}
