import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  agreementShares,
  agreementText,
  CONFIDENCE_BAND_FLOORS,
  CONFIDENCE_BANDS,
  confidenceBand,
  confidenceText,
  CONFIDENT_FROM,
  GREY_SHARE_STEP,
  hairColourOfSuggestion,
  hairColourSchema,
  hairColourSuggestionSchema,
  hairColourText,
  hairLevelName,
  HAIR_TONES,
  ROUGH_FROM,
  stepGreyShare,
  suggestionAgreement,
  summariseAgreement,
  tallyAgreement,
} from './hair-colour.ts';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('hair colour', () => {
  it('reads as a colourist writes it', () => {
    expect(hairColourText({ level: 6, tone: 'warm', greyShare: 10 })).toBe('Level 6 (Dark blonde), warm, 10% grey');
    expect(hairColourText({ level: 1, tone: 'cool', greyShare: 0 })).toBe('Level 1 (Black), cool, 0% grey');
    expect(hairLevelName(10)).toBe('Lightest blonde');
  });

  it('takes every whole level 1 to 10, every tone and every whole grey share 0 to 100', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.constantFrom(...HAIR_TONES),
        fc.integer({ min: 0, max: 100 }),
        (level, tone, greyShare) => {
          expect(hairColourSchema.safeParse({ level, tone, greyShare }).success).toBe(true);
        },
      ),
    );
  });

  it('refuses a level or a grey share off its scale or in fractions, and an unknown tone', () => {
    const level = 'The level is a whole number from 1 to 10.';
    const grey = 'The grey share is a whole percentage from 0 to 100.';
    expect(firstMessage(hairColourSchema.safeParse({ level: 0, tone: 'warm', greyShare: 0 }))).toBe(level);
    expect(firstMessage(hairColourSchema.safeParse({ level: 6.5, tone: 'warm', greyShare: 0 }))).toBe(level);
    expect(firstMessage(hairColourSchema.safeParse({ level: 6, tone: 'warm', greyShare: -1 }))).toBe(grey);
    expect(firstMessage(hairColourSchema.safeParse({ level: 6, tone: 'warm', greyShare: 12.5 }))).toBe(grey);
    expect(firstMessage(hairColourSchema.safeParse({ level: 6, tone: 'ash', greyShare: 0 }))).toBe(
      'The tone is warm, neutral or cool.',
    );
  });

  it('makes a measured suggestion one the schema takes', () => {
    expect(hairColourOfSuggestion({ level: 6.4, tone: 'neutral', greyShare: 12.6 })).toEqual({
      level: 6,
      tone: 'neutral',
      greyShare: 13,
    });
    fc.assert(
      fc.property(
        fc.double({ min: -5, max: 15, noNaN: true }),
        fc.constantFrom(...HAIR_TONES),
        fc.double({ min: -10, max: 110, noNaN: true }),
        (level, tone, greyShare) => {
          expect(hairColourSchema.safeParse(hairColourOfSuggestion({ level, tone, greyShare })).success).toBe(true);
        },
      ),
    );
  });

  it('steps the grey share to the next multiple of 5 either way, within 0 to 100', () => {
    expect(stepGreyShare(10, 1)).toBe(15);
    expect(stepGreyShare(12, 1)).toBe(15);
    expect(stepGreyShare(12, -1)).toBe(10);
    expect(stepGreyShare(10, -1)).toBe(5);
    expect(stepGreyShare(0, -1)).toBe(0);
    expect(stepGreyShare(100, 1)).toBe(100);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.constantFrom(1 as const, -1 as const), (share, direction) => {
        const next = stepGreyShare(share, direction);
        expect(next % GREY_SHARE_STEP).toBe(0);
        expect(Math.abs(next - share)).toBeLessThanOrEqual(GREY_SHARE_STEP);
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('says the confidence as a whole percentage', () => {
    expect(confidenceText(0.72)).toBe('72%');
    expect(confidenceText(1.3)).toBe('100%');
    expect(confidenceText(-0.1)).toBe('0%');
  });
});

describe('the measure’s confidence bands', () => {
  it('bands the confidence: confident from 0.8, rough from 0.5, unsure below', () => {
    expect(confidenceBand(1)).toBe('confident');
    expect(confidenceBand(CONFIDENT_FROM)).toBe('confident');
    expect(confidenceBand(0.79)).toBe('rough');
    expect(confidenceBand(ROUGH_FROM)).toBe('rough');
    expect(confidenceBand(0.49)).toBe('unsure');
    expect(confidenceBand(0)).toBe('unsure');
  });

  it('never puts a more confident reading in a lower band, and each band floor is in its own band', () => {
    const rank = (band: string) => CONFIDENCE_BANDS.indexOf(band as (typeof CONFIDENCE_BANDS)[number]);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(rank(confidenceBand(high))).toBeLessThanOrEqual(rank(confidenceBand(low)));
      }),
    );
    for (const { band, from } of CONFIDENCE_BAND_FLOORS) expect(confidenceBand(from)).toBe(band);
  });
});

describe('a suggestion kept beside the confirmation', () => {
  const SUGGESTION = {
    level: 6.2,
    tone: 'warm',
    greyShare: 10,
    confidence: 0.72,
    measureVersion: 'measure-2026-11-29',
  };

  it('takes a measured suggestion, its level to the decimal', () => {
    expect(hairColourSuggestionSchema.parse(SUGGESTION)).toEqual(SUGGESTION);
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 10, noNaN: true }),
        fc.constantFrom(...HAIR_TONES),
        fc.integer({ min: 0, max: 100 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.string({ minLength: 1, maxLength: 64 }),
        (level, tone, greyShare, confidence, measureVersion) => {
          const parsed = hairColourSuggestionSchema.safeParse({ level, tone, greyShare, confidence, measureVersion });
          expect(parsed.success).toBe(true);
        },
      ),
    );
  });

  it('refuses each value off its scale with its own words', () => {
    const refused = (change: Record<string, unknown>) =>
      firstMessage(hairColourSuggestionSchema.safeParse({ ...SUGGESTION, ...change }));
    expect(refused({ level: 0.9 })).toBe('The suggested level is a number from 1 to 10.');
    expect(refused({ level: 10.1 })).toBe('The suggested level is a number from 1 to 10.');
    expect(refused({ level: '6' })).toBe('The suggested level is a number from 1 to 10.');
    expect(refused({ tone: 'ash' })).toBe('The suggested tone is warm, neutral or cool.');
    expect(refused({ greyShare: 10.5 })).toBe('The suggested grey share is a whole percentage from 0 to 100.');
    expect(refused({ greyShare: 101 })).toBe('The suggested grey share is a whole percentage from 0 to 100.');
    expect(refused({ confidence: 1.01 })).toBe('The confidence is a number from 0 to 1.');
    expect(refused({ confidence: -0.1 })).toBe('The confidence is a number from 0 to 1.');
    expect(refused({ measureVersion: '' })).toBe('The measure version is 1 to 64 characters.');
    expect(refused({ measureVersion: 'm'.repeat(65) })).toBe('The measure version is 1 to 64 characters.');
    expect(refused({ measureVersion: undefined })).toBe('The measure version is 1 to 64 characters.');
  });
});

describe('how often stylists agreed with the measure', () => {
  const confirmed = { level: 6, tone: 'warm', greyShare: 10 } as const;

  it('counts a level within one as measured, decimal and all', () => {
    const level = (suggested: number) =>
      suggestionAgreement({ level: suggested, tone: 'warm', greyShare: 10 }, confirmed).levelWithinOne;
    expect(level(7)).toBe(true);
    expect(level(5)).toBe(true);
    expect(level(6.9)).toBe(true);
    expect(level(7.1)).toBe(false);
    expect(level(4.9)).toBe(false);
  });

  it('agrees on the tone only when it is the same, and on grey within ten points', () => {
    expect(suggestionAgreement({ level: 6, tone: 'cool', greyShare: 20 }, confirmed)).toEqual({
      levelWithinOne: true,
      toneAgreed: false,
      greyWithinTen: true,
    });
    expect(suggestionAgreement({ level: 6, tone: 'warm', greyShare: 21 }, confirmed).greyWithinTen).toBe(false);
    expect(suggestionAgreement({ level: 6, tone: 'warm', greyShare: 0 }, confirmed).greyWithinTen).toBe(true);
  });

  it('always agrees with a suggestion confirmed as it was offered', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 10, noNaN: true }),
        fc.constantFrom(...HAIR_TONES),
        fc.integer({ min: 0, max: 100 }),
        (level, tone, greyShare) => {
          const suggested = { level, tone, greyShare };
          expect(suggestionAgreement(suggested, hairColourOfSuggestion(suggested))).toEqual({
            levelWithinOne: true,
            toneAgreed: true,
            greyWithinTen: true,
          });
        },
      ),
    );
  });

  const pairArb = fc.record({
    suggested: fc.record({
      level: fc.double({ min: 1, max: 10, noNaN: true }),
      tone: fc.constantFrom(...HAIR_TONES),
      greyShare: fc.integer({ min: 0, max: 100 }),
    }),
    confirmed: fc.record({
      level: fc.integer({ min: 1, max: 10 }),
      tone: fc.constantFrom(...HAIR_TONES),
      greyShare: fc.integer({ min: 0, max: 100 }),
    }),
  });

  it('summarises many readings: each share the agreeing count over the readings, between 0 and 1', () => {
    fc.assert(
      fc.property(fc.array(pairArb, { maxLength: 40 }), (pairs) => {
        const tally = tallyAgreement(pairs);
        const summary = summariseAgreement(pairs);
        expect(summary.readings).toBe(pairs.length);
        for (const key of ['levelWithinOne', 'toneAgreed', 'greyWithinTen'] as const) {
          const agreeing = pairs.filter((pair) => suggestionAgreement(pair.suggested, pair.confirmed)[key]).length;
          expect(tally[key]).toBe(agreeing);
          if (pairs.length === 0) expect(summary[key]).toBeNull();
          else {
            expect(summary[key]).toBeCloseTo(agreeing / pairs.length, 12);
            expect(summary[key]).toBeGreaterThanOrEqual(0);
            expect(summary[key]).toBeLessThanOrEqual(1);
          }
        }
      }),
    );
  });

  it('summarises two groups together as their tallies added', () => {
    fc.assert(
      fc.property(fc.array(pairArb, { maxLength: 20 }), fc.array(pairArb, { maxLength: 20 }), (first, second) => {
        const [a, b] = [tallyAgreement(first), tallyAgreement(second)];
        expect(tallyAgreement([...first, ...second])).toEqual({
          readings: a.readings + b.readings,
          levelWithinOne: a.levelWithinOne + b.levelWithinOne,
          toneAgreed: a.toneAgreed + b.toneAgreed,
          greyWithinTen: a.greyWithinTen + b.greyWithinTen,
        });
      }),
    );
  });

  it('says a share as a whole percentage with its counts, and a dash with no readings', () => {
    expect(agreementText(41, 50)).toBe('82% (41 of 50)');
    expect(agreementText(0, 3)).toBe('0% (0 of 3)');
    expect(agreementText(0, 0)).toBe('—');
    expect(agreementShares({ readings: 0, levelWithinOne: 0, toneAgreed: 0, greyWithinTen: 0 })).toEqual({
      readings: 0,
      levelWithinOne: null,
      toneAgreed: null,
      greyWithinTen: null,
    });
  });
});
