import { TIME_ZONES } from '@piiq/domain/time-zones';

/** Enough to choose from on a phone; typing more narrows the rest. */
const MAX_MATCHES = 50;

/** 'Australia/Perth' and 'perth', 'America/New_York' and 'new york': case and underscores do not matter. */
const normalise = (text: string) => text.trim().toLocaleLowerCase('en-AU').replace(/_/g, ' ');

/**
 * The zones a typed text finds: people type the city ('Perth', 'new york'), so a zone whose city
 * starts with it comes first, then any zone containing it anywhere ('australia/pe', 'York').
 */
export function findTimeZones(query: string, zones: readonly string[] = TIME_ZONES): string[] {
  const wanted = normalise(query);
  if (wanted === '') return zones.slice(0, MAX_MATCHES);
  const cityFirst: string[] = [];
  const elsewhere: string[] = [];
  for (const zone of zones) {
    const name = normalise(zone);
    if (!name.includes(wanted)) continue;
    const city = name.slice(name.lastIndexOf('/') + 1);
    (city.startsWith(wanted) ? cityFirst : elsewhere).push(zone);
  }
  return [...cityFirst, ...elsewhere].slice(0, MAX_MATCHES);
}
