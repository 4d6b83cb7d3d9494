import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { finderSearchSchema } from './salon-finder-schemas.ts';
import { finderAddress, readFinderSearch, salonFinderMessages } from './salon-finder.ts';

describe('readFinderSearch', () => {
  it('reads four digits as a postcode', () => {
    expect(readFinderSearch(' 2026 ')).toEqual({
      ok: true,
      search: { kind: 'postcode', postcode: '2026' },
      text: '2026',
    });
  });

  it('reads letters as a suburb, spaces tidied and a typographic apostrophe made plain', () => {
    expect(readFinderSearch('  St   Kilda ')).toEqual({
      ok: true,
      search: { kind: 'suburb', suburb: 'St Kilda' },
      text: 'St Kilda',
    });
    expect(readFinderSearch('O’Connor')).toEqual({
      ok: true,
      search: { kind: 'suburb', suburb: "O'Connor" },
      text: "O'Connor",
    });
    for (const suburb of ['Mt. Eden', 'Ōtāhuhu', 'Kirribilli-on-Sea', 'bondi'])
      expect(readFinderSearch(suburb).ok, suburb).toBe(true);
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
    expect(finderSearchSchema.parse('Bondi Beach')).toEqual({ kind: 'suburb', suburb: 'Bondi Beach' });
    const refused = finderSearchSchema.safeParse('12');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([salonFinderMessages.postcode]);
  });
});

describe('finderAddress', () => {
  it('puts the street line before suburb, state and postcode, leaving out what is missing', () => {
    expect(
      finderAddress({ addressLine1: '112 Campbell Parade', suburb: 'Bondi Beach', state: 'NSW', postcode: '2026' }),
    ).toBe('112 Campbell Parade, Bondi Beach NSW 2026');
    expect(finderAddress({ addressLine1: null, suburb: 'Auckland', state: null, postcode: '1011' })).toBe(
      'Auckland 1011',
    );
  });
});
