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

/** The parts of an address its zone is read from; a salon's account has no country, so it is optional. */
export interface ZonedAddress {
  city?: string | null | undefined;
  state?: string | null | undefined;
  postcode?: string | null | undefined;
  country?: 'AU' | 'NZ' | null | undefined;
}

/** Australian states and territories, by abbreviation and full name, lower-cased. */
const AUSTRALIAN_STATE_ZONES: ReadonlyMap<string, string> = new Map([
  ['nsw', 'Australia/Sydney'],
  ['new south wales', 'Australia/Sydney'],
  ['act', 'Australia/Sydney'],
  ['australian capital territory', 'Australia/Sydney'],
  ['vic', 'Australia/Melbourne'],
  ['victoria', 'Australia/Melbourne'],
  ['qld', 'Australia/Brisbane'],
  ['queensland', 'Australia/Brisbane'],
  ['sa', 'Australia/Adelaide'],
  ['south australia', 'Australia/Adelaide'],
  ['wa', 'Australia/Perth'],
  ['western australia', 'Australia/Perth'],
  ['tas', 'Australia/Hobart'],
  ['tasmania', 'Australia/Hobart'],
  ['nt', 'Australia/Darwin'],
  ['northern territory', 'Australia/Darwin'],
]);

/**
 * New Zealand's regions: the account tab asks for a state but no country, so a New Zealand salon
 * types its region there.
 */
const NEW_ZEALAND_REGIONS: ReadonlySet<string> = new Set([
  'nz',
  'new zealand',
  'northland',
  'auckland',
  'waikato',
  'bay of plenty',
  'gisborne',
  "hawke's bay",
  'hawkes bay',
  'taranaki',
  'manawatu-whanganui',
  'manawatū-whanganui',
  'wellington',
  'tasman',
  'nelson',
  'marlborough',
  'west coast',
  'canterbury',
  'otago',
  'southland',
]);

const BROKEN_HILL_POSTCODE = '2880';
const LORD_HOWE_POSTCODE = '2898';
const CHATHAM_POSTCODE = '8942';

const lower = (text: string | null | undefined) => (text ?? '').trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The zone a salon's address lies in, or null when the address does not tell: a state or territory
 * gives its zone, New Zealand Pacific/Auckland, with the places that keep their own clocks (Broken
 * Hill, Lord Howe Island, the Chatham Islands) named by suburb or postcode. The browser's zone is for
 * an address that gives none (docs/product-rules.md).
 */
export function timeZoneOfAddress(address: ZonedAddress): string | null {
  const state = lower(address.state);
  const postcode = (address.postcode ?? '').trim();
  // Only the suburb and state name a place: a street can carry a town's name ('Broken Hill Rd') anywhere.
  const city = lower(address.city);
  const stateZone = AUSTRALIAN_STATE_ZONES.get(state);
  const inNewZealand =
    address.country === 'NZ' || (address.country !== 'AU' && stateZone === undefined && NEW_ZEALAND_REGIONS.has(state));
  const inAustralia = !inNewZealand && (address.country === 'AU' || stateZone !== undefined);

  if (
    city.includes('chatham island') ||
    state.includes('chatham island') ||
    (inNewZealand && postcode === CHATHAM_POSTCODE)
  )
    return 'Pacific/Chatham';
  if (inNewZealand) return 'Pacific/Auckland';
  if (city.startsWith('lord howe') || (inAustralia && postcode === LORD_HOWE_POSTCODE)) return 'Australia/Lord_Howe';
  if (city.startsWith('broken hill') || (inAustralia && postcode === BROKEN_HILL_POSTCODE)) {
    return 'Australia/Broken_Hill';
  }
  return stateZone ?? null;
}

/** A new salon's zone: its address's, else the zone the browser reported. */
export function salonTimeZone(address: ZonedAddress, browserZone: string): string {
  return timeZoneOfAddress(address) ?? browserZone;
}
