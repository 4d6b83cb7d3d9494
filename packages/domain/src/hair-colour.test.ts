import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  confidenceText,
  GREY_SHARE_STEP,
  hairColourOfSuggestion,
  hairColourSchema,
  hairColourText,
  hairLevelName,
  HAIR_TONES,
  stepGreyShare,
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
