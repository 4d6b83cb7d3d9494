import { z } from 'zod';

/** The full IANA set the engine knows, plus 'UTC', which engines list only as an alias. */
export const TIME_ZONES: readonly string[] = [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])].sort();

const knownZones = new Set(TIME_ZONES);

function canonicalZone(zone: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * A zone from the list; an alias the engine resolves to a zone on the list also counts, because a
 * browser may report an older name ('Asia/Calcutta') that another engine lists under its new one.
 */
export function isIanaTimeZone(zone: string): boolean {
  if (knownZones.has(zone)) return true;
  const canonical = canonicalZone(zone);
  return canonical !== null && knownZones.has(canonical);
}

export const TIME_ZONE_INVALID = 'Please choose a time zone from the list';
export const DEFAULT_TIME_ZONE = 'Australia/Sydney';

export const timeZoneSchema = z.string({ error: TIME_ZONE_INVALID }).trim().refine(isIanaTimeZone, TIME_ZONE_INVALID);
export type TimeZone = z.infer<typeof timeZoneSchema>;
