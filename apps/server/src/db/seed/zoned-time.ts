/** Wall-clock arithmetic in an IANA zone with Intl only, for seeds that place visits in salon hours. */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function wallClockIn(timeZone: string, instant: Date): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

function offsetMs(timeZone: string, instant: Date): number {
  const c = wallClockIn(timeZone, instant);
  const asUtc = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a wall clock in the zone shows; a time skipped by a DST change lands an hour later. */
export function instantAt(timeZone: string, clock: Omit<WallClock, 'second'>): Date {
  const guess = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);
  const first = guess - offsetMs(timeZone, new Date(guess));
  const second = guess - offsetMs(timeZone, new Date(first));
  return new Date(second);
}

/** The wall-clock date `days` before the instant's date in the zone, at the given local time. */
export function localDaysBefore(timeZone: string, now: Date, days: number, hour: number, minute: number): Date {
  const today = wallClockIn(timeZone, now);
  const day = new Date(Date.UTC(today.year, today.month - 1, today.day - days));
  return instantAt(timeZone, {
    year: day.getUTCFullYear(),
    month: day.getUTCMonth() + 1,
    day: day.getUTCDate(),
    hour,
    minute,
  });
}
