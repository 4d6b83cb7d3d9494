/*
 * The portal's salon finder: what a client may type to find salons, and what it means. Plain
 * functions, no zod, so the finder's screen stays small; the API checks the same rule through
 * salon-finder-schemas.ts.
 */

/** Salons a page of the finder shows before Show more. */
export const FINDER_PAGE_SIZE = 20;
/** Longer than any Australian or New Zealand suburb's name. */
export const MAX_FINDER_SEARCH_LENGTH = 60;
/** Shorter than two letters, a place search would match the start of nearly every street and suburb. */
export const MIN_PLACE_LENGTH = 2;

export const salonFinderMessages = {
  required: 'Type a suburb, city, street or postcode to find a salon.',
  postcode: 'A postcode has 4 digits, such as 2026.',
  invalid: 'Please enter a suburb, city or street in letters, or a 4-digit postcode.',
  tooShort: `Please enter at least ${MIN_PLACE_LENGTH} letters.`,
  tooLong: `Please enter at most ${MAX_FINDER_SEARCH_LENGTH} characters.`,
} as const;

/**
 * Words of a place as typed (a suburb, a city or a street), or an Australian (or New Zealand)
 * postcode.
 */
export type FinderSearch = { kind: 'postcode'; postcode: string } | { kind: 'place'; place: string };

export type FinderSearchReading = { ok: true; search: FinderSearch; text: string } | { ok: false; message: string };

// Letters of any alphabet (Māori macrons, accents), and the spaces, hyphens, apostrophes and full
// stops place names carry: St Kilda, Kirribilli-on-Sea... O'Connor, Mt. Eden, St. John's Road.
const PLACE = /^[\p{L}][\p{L}\p{M} .'-]*$/u;
const DIGITS = /^\d+$/;

/**
 * Reads what was typed: spaces around and doubled inside are dropped, a typographic apostrophe is
 * the plain one, all digits is a postcode. `text` is the search as the URL and the screen show it.
 */
export function readFinderSearch(typed: string): FinderSearchReading {
  const text = typed.trim().replace(/\s+/g, ' ').replace(/[‘’]/g, "'");
  if (text === '') return { ok: false, message: salonFinderMessages.required };
  if (text.length > MAX_FINDER_SEARCH_LENGTH) return { ok: false, message: salonFinderMessages.tooLong };
  if (DIGITS.test(text)) {
    return text.length === 4
      ? { ok: true, search: { kind: 'postcode', postcode: text }, text }
      : { ok: false, message: salonFinderMessages.postcode };
  }
  if (!PLACE.test(text)) return { ok: false, message: salonFinderMessages.invalid };
  if (text.length < MIN_PLACE_LENGTH) return { ok: false, message: salonFinderMessages.tooShort };
  return { ok: true, search: { kind: 'place', place: text }, text };
}

/** The parts of a salon's address the finder searches and shows. */
export interface FinderAddressParts {
  /** The street line: 210 Ponsonby Road. */
  addressLine1: string | null;
  /** The second line, where a New Zealand address gives its suburb: Ponsonby. */
  addressLine2: string | null;
  /** The city, where an Australian address gives its suburb: Bondi Beach, or Auckland. */
  city: string | null;
  state: string | null;
  postcode: string | null;
}

/** A capital city as the finder knows it: the state it lies in and its postcodes, as first-last pairs. */
export interface FinderCityArea {
  /** The state as a salon's address may write it, lower-cased: its abbreviation or its name. */
  states: readonly string[];
  postcodes: ReadonlyArray<readonly [first: string, last: string]>;
}

/**
 * Australia's capital cities by the street postcodes of their metropolitan areas, as Australia Post
 * allocates them. An Australian salon's city line holds its suburb (Bondi Beach, Surry Hills), never
 * the city around it, so a client searching the city is answered by the postcode. The state is
 * asked for too, as New Zealand uses the same four digits for other places. A suburb at the very
 * edge of a city may fall on either side of these ranges.
 */
const CITY_AREAS: ReadonlyMap<string, FinderCityArea> = new Map([
  [
    'sydney',
    {
      states: ['nsw', 'new south wales'],
      postcodes: [
        ['2000', '2234'],
        ['2555', '2574'],
        ['2740', '2786'],
      ],
    },
  ],
  [
    'melbourne',
    {
      states: ['vic', 'victoria'],
      postcodes: [
        ['3000', '3207'],
        ['3335', '3341'],
        ['3427', '3429'],
        ['3750', '3810'],
        ['3910', '3920'],
        ['3926', '3944'],
        ['3975', '3978'],
        ['3980', '3980'],
      ],
    },
  ],
  [
    'brisbane',
    {
      states: ['qld', 'queensland'],
      postcodes: [
        ['4000', '4207'],
        ['4300', '4305'],
        ['4500', '4519'],
      ],
    },
  ],
  ['adelaide', { states: ['sa', 'south australia'], postcodes: [['5000', '5199']] }],
  ['perth', { states: ['wa', 'western australia'], postcodes: [['6000', '6199']] }],
  ['hobart', { states: ['tas', 'tasmania'], postcodes: [['7000', '7099']] }],
  ['darwin', { states: ['nt', 'northern territory'], postcodes: [['0800', '0832']] }],
  [
    'canberra',
    {
      states: ['act', 'australian capital territory'],
      postcodes: [
        ['2600', '2617'],
        ['2900', '2914'],
      ],
    },
  ],
]);

/** The capital city a place search names, whatever its capitals; null for any other place. */
export function finderCityArea(place: string): FinderCityArea | null {
  return CITY_AREAS.get(place.toLowerCase()) ?? null;
}

function inCityArea(area: FinderCityArea, salon: FinderAddressParts): boolean {
  const state = salon.state?.trim().toLowerCase() ?? '';
  const postcode = salon.postcode?.trim() ?? '';
  return (
    area.states.includes(state) &&
    /^\d{4}$/.test(postcode) &&
    area.postcodes.some(([first, last]) => postcode >= first && postcode <= last)
  );
}

/**
 * How a search meets a salon: `exact` when the postcode, or a whole street, suburb or city, is the
 * search, or when the search is a capital city the salon's postcode lies in (Sydney finds Surry
 * Hills 2010); `near` when a postcode shares its first three digits (in Australia mostly the
 * neighbouring suburbs), or when a word of the street, suburb or city starts with the search, and
 * the words after it follow (Bondi finds Bondi Beach and North Bondi, Ponsonby and ponsonby road
 * find 210 Ponsonby Road); `null` otherwise. Capitals never count. The database answers the same
 * rule in the server's salons repository.
 */
export function finderMatch(search: FinderSearch, salon: FinderAddressParts): 'exact' | 'near' | null {
  if (search.kind === 'postcode') {
    if (salon.postcode === search.postcode) return 'exact';
    return salon.postcode?.slice(0, 3) === search.postcode.slice(0, 3) ? 'near' : null;
  }
  const place = search.place.toLowerCase();
  const fields = [salon.addressLine1, salon.addressLine2, salon.city].flatMap((field) =>
    field ? [field.toLowerCase()] : [],
  );
  if (fields.includes(place)) return 'exact';
  const area = finderCityArea(place);
  if (area && inCityArea(area, salon)) return 'exact';
  const wordStarts = (field: string) => ` ${field}`.includes(` ${place}`) || field.includes(`-${place}`);
  return fields.some(wordStarts) ? 'near' : null;
}

/**
 * The address a result card and its directions show: street, suburb, then city, state and
 * postcode, leaving out what is missing and any part that repeats another (a suburb that is the
 * city gives way to it), so a New Zealand salon whose region is its city reads "210 Ponsonby Road,
 * Ponsonby, Auckland 1011", never "Auckland Auckland 1011".
 */
export function finderAddress(salon: FinderAddressParts): string {
  const tidy = (part: string | null) => part?.trim().replace(/\s+/g, ' ') || null;
  const sameAs = (text: string) => (other: string) => other.toLowerCase() === text.toLowerCase();
  const place: string[] = [];
  for (const part of [salon.city, salon.state, salon.postcode].map(tidy)) {
    if (part && !place.some(sameAs(part))) place.push(part);
  }
  const street = tidy(salon.addressLine1);
  const suburb = tidy(salon.addressLine2);
  const shownSuburb = suburb && !(street && sameAs(suburb)(street)) && !place.some(sameAs(suburb)) ? suburb : null;
  return [street, shownSuburb, place.join(' ')].filter(Boolean).join(', ');
}
