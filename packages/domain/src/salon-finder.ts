/*
 * The portal's salon finder: what a client may type to find salons, and what it means. Plain
 * functions, no zod, so the finder's screen stays small; the API checks the same rule through
 * salon-finder-schemas.ts.
 */

/** Salons a page of the finder shows before Show more. */
export const FINDER_PAGE_SIZE = 20;
/** Longer than any Australian or New Zealand suburb's name. */
export const MAX_FINDER_SEARCH_LENGTH = 60;
/** Shorter than two letters, a suburb search would match the start of nearly every suburb. */
export const MIN_SUBURB_LENGTH = 2;

export const salonFinderMessages = {
  required: 'Please enter a suburb or a 4-digit postcode.',
  postcode: 'A postcode has 4 digits, such as 2026.',
  invalid: 'Please enter a suburb’s name in letters, or a 4-digit postcode.',
  tooShort: `Please enter at least ${MIN_SUBURB_LENGTH} letters of the suburb.`,
  tooLong: `Please enter at most ${MAX_FINDER_SEARCH_LENGTH} characters.`,
} as const;

/** A suburb as typed, or an Australian (or New Zealand) postcode. */
export type FinderSearch = { kind: 'postcode'; postcode: string } | { kind: 'suburb'; suburb: string };

export type FinderSearchReading = { ok: true; search: FinderSearch; text: string } | { ok: false; message: string };

// Letters of any alphabet (Māori macrons, accents), and the spaces, hyphens, apostrophes and full
// stops suburb names carry: St Kilda, Kirribilli-on-Sea... O'Connor, Mt. Eden.
const SUBURB = /^[\p{L}][\p{L}\p{M} .'-]*$/u;
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
  if (!SUBURB.test(text)) return { ok: false, message: salonFinderMessages.invalid };
  if (text.length < MIN_SUBURB_LENGTH) return { ok: false, message: salonFinderMessages.tooShort };
  return { ok: true, search: { kind: 'suburb', suburb: text }, text };
}

/** What a result card shows as the address: the street line, then suburb, state and postcode. */
export function finderAddress(salon: {
  addressLine1: string | null;
  suburb: string | null;
  state: string | null;
  postcode: string | null;
}): string {
  const place = [salon.suburb, salon.state, salon.postcode].filter(Boolean).join(' ');
  return [salon.addressLine1, place].filter(Boolean).join(', ');
}
