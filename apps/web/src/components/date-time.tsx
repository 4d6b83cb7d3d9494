import { formatDay, formatDayAndTime, formatOrderDate, formatTime } from '@piiq/domain/dates';

export type DateTimeFormat = 'day' | 'time' | 'dayTime' | 'order';

const formatters: Record<DateTimeFormat, (date: Date, zone: string) => string> = {
  day: formatDay,
  time: formatTime,
  dayTime: formatDayAndTime,
  order: formatOrderDate,
};

export interface DateTimeProps {
  /** An instant: a Date or the API's ISO 8601 string. */
  value: Date | string;
  /** The salon's IANA zone: times read as the salon's wall clock, wherever the browser is. */
  timeZone: string;
  format: DateTimeFormat;
}

/** A salon date in the product's formats, inside <time> so assistive tech and tests can read the instant. */
export function DateTime({ value, timeZone, format }: DateTimeProps) {
  const date = typeof value === 'string' ? new Date(value) : value;
  // A malformed date shows as nothing rather than 'Invalid Date' in the middle of a table.
  if (Number.isNaN(date.getTime())) return null;
  return <time dateTime={date.toISOString()}>{formatters[format](date, timeZone)}</time>;
}
