import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { finderSearchSchema } from './salon-finder-schemas.ts';
import {
  finderAddress,
  finderMatch,
  readFinderSearch,
  salonFinderMessages,
  type FinderSearch,
} from './salon-finder.ts';

describe('readFinderSearch', () => {
  it('reads four digits as a postcode', () => {
    expect(readFinderSearch(' 2026 ')).toEqual({
      ok: true,
      search: { kind: 'postcode', postcode: '2026' },
      text: '2026',
    });
  });

  it('reads letters as a place, spaces tidied and a typographic apostrophe made plain', () => {
    expect(readFinderSearch('  St   Kilda ')).toEqual({
      ok: true,
      search: { kind: 'place', place: 'St Kilda' },
      text: 'St Kilda',
    });
    expect(readFinderSearch('O’Connor')).toEqual({
      ok: true,
      search: { kind: 'place', place: "O'Connor" },
      text: "O'Connor",
    });
    for (const place of ['Mt. Eden', 'Ōtāhuhu', 'Kirribilli-on-Sea', 'bondi', 'ponsonby road'])
      expect(readFinderSearch(place).ok, place).toBe(true);
  });

  it('says what to type instead of anything else', () => {
    expect(readFinderSearch('')).toEqual({ ok: false, message: salonFinderMessages.required });
    expect(readFinderSearch('   ')).toEqual({ ok: false, message: salonFinderMessages.required });
    expect(readFinderSearch('202')).toEqual({ ok: false, message: salonFinderMessages.postcode });
    expect(readFinderSearch('20261')).toEqual({ ok: false, message: salonFinderMessages.postcode });
    expect(readFinderSearch('2026 Bondi')).toEqual({ ok: false, message: salonFinderMessages.invalid });
    expect(readFinderSearch('Bondi%')).toEqual({ ok: false, message: salonFinderMessages.invalid });
    expect(readFinderSearch("'Bondi")).toEqual({ ok: false, message: salonFinderMessages.invalid });
    expect(readFinderSearch('B')).toEqual({ ok: false, message: salonFinderMessages.tooShort });
    expect(readFinderSearch('a'.repeat(61))).toEqual({ ok: false, message: salonFinderMessages.tooLong });
  });

  it('gives back a search it reads the same way again, so the URL can carry it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 70 }), (typed) => {
        const reading = readFinderSearch(typed);
        if (reading.ok) expect(readFinderSearch(reading.text)).toEqual(reading);
      }),
    );
  });

  it('is the API’s rule too, with the same messages', () => {
    expect(finderSearchSchema.parse('Bondi Beach')).toEqual({ kind: 'place', place: 'Bondi Beach' });
    const refused = finderSearchSchema.safeParse('12');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([salonFinderMessages.postcode]);
  });
});

const ponsonby = {
  addressLine1: '210 Ponsonby Road',
  addressLine2: 'Ponsonby',
  city: 'Auckland',
  state: 'Auckland',
  postcode: '1011',
};
const bondi = {
  addressLine1: '112 Campbell Parade',
  addressLine2: null,
  city: 'Bondi Beach',
  state: 'NSW',
  postcode: '2026',
};
const place = (text: string): FinderSearch => ({ kind: 'place', place: text });

describe('finderMatch', () => {
  it('finds a salon by a word of its street, its suburb or its city, whatever the capitals', () => {
    const noSuburbLine = { ...ponsonby, addressLine2: null };
    for (const search of ['Ponsonby', 'ponsonby road', 'ROAD', 'auck', 'Pon']) {
      expect(finderMatch(place(search), noSuburbLine), search).toBe('near');
    }
    expect(finderMatch(place('ponsonby road'), ponsonby)).toBe('near');
    expect(finderMatch(place('auckland'), ponsonby)).toBe('exact');
    expect(finderMatch(place('PONSONBY'), ponsonby)).toBe('exact');
    expect(finderMatch(place('bondi'), bondi)).toBe('near');
    expect(finderMatch(place('beach'), bondi)).toBe('near');
    expect(finderMatch(place('Bondi Beach'), bondi)).toBe('exact');
    expect(finderMatch(place('Sea'), { ...bondi, city: 'Kirribilli-on-Sea' })).toBe('near');
  });

  it('needs the search to start a word, and never reads the state as a place', () => {
    expect(finderMatch(place('onsonby'), ponsonby)).toBeNull();
    expect(finderMatch(place('ponsonby auckland'), ponsonby)).toBeNull();
    expect(finderMatch(place('NSW'), bondi)).toBeNull();
    expect(finderMatch(place('Parade Bondi'), bondi)).toBeNull();
  });

  it('finds a capital city by the postcodes of its suburbs, in its own state only', () => {
    const surryHills = { ...bondi, addressLine1: '1 Crown Street', city: 'Surry Hills', postcode: '2010' };
    expect(finderMatch(place('Sydney'), bondi)).toBe('exact');
    expect(finderMatch(place('SYDNEY'), surryHills)).toBe('exact');
    expect(finderMatch(place('sydney'), { ...surryHills, state: ' New South Wales ' })).toBe('exact');
    expect(finderMatch(place('Melbourne'), bondi)).toBeNull();
    expect(finderMatch(place('Sydney'), { ...bondi, city: 'Newcastle', postcode: '2300' })).toBeNull();
    expect(finderMatch(place('Sydney'), { ...ponsonby, postcode: '2010' })).toBeNull();
    expect(finderMatch(place('Sydney'), { ...bondi, postcode: null })).toBeNull();
    expect(finderMatch(place('Melbourne'), { ...bondi, city: 'Windsor', state: 'VIC', postcode: '3181' })).toBe(
      'exact',
    );
  });

  it('finds a postcode, then those sharing its first three digits', () => {
    expect(finderMatch({ kind: 'postcode', postcode: '1011' }, ponsonby)).toBe('exact');
    expect(finderMatch({ kind: 'postcode', postcode: '1010' }, ponsonby)).toBe('near');
    expect(finderMatch({ kind: 'postcode', postcode: '1021' }, ponsonby)).toBeNull();
    expect(finderMatch({ kind: 'postcode', postcode: '1011' }, { ...ponsonby, postcode: null })).toBeNull();
  });
});

describe('finderAddress', () => {
  it('puts street, suburb, then city, state and postcode, saying each part once', () => {
    expect(finderAddress(ponsonby)).toBe('210 Ponsonby Road, Ponsonby, Auckland 1011');
    expect(finderAddress({ ...ponsonby, addressLine2: null })).toBe('210 Ponsonby Road, Auckland 1011');
    expect(finderAddress({ ...ponsonby, addressLine2: ' auckland ', state: null })).toBe(
      '210 Ponsonby Road, Auckland 1011',
    );
    expect(finderAddress(bondi)).toBe('112 Campbell Parade, Bondi Beach NSW 2026');
  });

  it('leaves out what is missing', () => {
    expect(
      finderAddress({ addressLine1: null, addressLine2: '', city: 'Auckland', state: null, postcode: '1011' }),
    ).toBe('Auckland 1011');
    expect(
      finderAddress({ addressLine1: '1 Main Street', addressLine2: null, city: null, state: null, postcode: null }),
    ).toBe('1 Main Street');
    expect(finderAddress({ addressLine1: null, addressLine2: null, city: null, state: null, postcode: null })).toBe('');
  });
});
