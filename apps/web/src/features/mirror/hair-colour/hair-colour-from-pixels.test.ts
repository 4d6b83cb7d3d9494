import { HAIR_TONES } from '@piiq/domain/hair-colour';
import { describe, expect, it } from 'vitest';
import { hairColourFromPixels, NO_HAIR, TOO_BRIGHT, TOO_DARK, type EyeSpots } from './hair-colour-from-pixels.ts';
import { LIGHT_NAMES, renderHead, type HeadSpec, type LightName, type RenderedHead } from './render-head.ts';

// Small portraits (the measure reads the same picture at any size), with the true hair mask: what is
// tested here is the reading of the hair's colour, not the finding of the hair (the benchmark does both).
const SIZE = { width: 180, height: 320 };
const GREY_SHARES = [0, 10, 30, 60];

function eyesOf(head: RenderedHead): EyeSpots {
  return { centres: head.eyes, radius: head.face.width * 0.12 };
}

function read(spec: Omit<HeadSpec, 'width' | 'height'>, seed: number) {
  const head = renderHead({ ...spec, ...SIZE }, seed);
  return hairColourFromPixels(head, head.hairMask, eyesOf(head));
}

const percentile = (values: number[], share: number) =>
  [...values].sort((first, second) => first - second)[Math.ceil(values.length * share) - 1] ?? Number.NaN;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

interface Outcome {
  level: number;
  levelError: number;
  toneRight: boolean;
  greyError: number;
}

/** Every level, tone and grey share, each under every light in turn. */
function measureSet(lights: readonly LightName[]): Outcome[] {
  const outcomes: Outcome[] = [];
  let seed = 1;
  for (let level = 1; level <= 10; level++)
    for (const [toneIndex, tone] of HAIR_TONES.entries())
      for (const [greyIndex, greyShare] of GREY_SHARES.entries()) {
        const light = lights[(level + toneIndex + greyIndex) % lights.length] ?? 'daylight';
        const reading = read({ level, tone, greyShare, light }, seed++);
        if (reading.kind !== 'suggestion')
          throw new Error(`No suggestion for level ${level} ${tone}, ${greyShare}% grey, ${light}: ${reading.reason}`);
        outcomes.push({
          level,
          levelError: Math.abs(reading.level - level),
          toneRight: reading.tone === tone,
          greyError: Math.abs(reading.greyShare - greyShare),
        });
      }
  return outcomes;
}

describe('hairColourFromPixels on painted portraits with the true hair mask', () => {
  const outcomes = measureSet(LIGHT_NAMES);

  it('reads the level within a tenth of a level on average, and within half a level at the 95th percentile', () => {
    const errors = outcomes.map((outcome) => outcome.levelError);
    expect(mean(errors)).toBeLessThan(0.1);
    expect(percentile(errors, 0.95)).toBeLessThanOrEqual(0.5);
  });

  it('names the tone right for 19 portraits in 20, and for every one from level 3 up', () => {
    expect(outcomes.filter((outcome) => outcome.toneRight).length / outcomes.length).toBeGreaterThanOrEqual(0.95);
    expect(outcomes.filter((outcome) => outcome.level >= 3 && !outcome.toneRight)).toEqual([]);
  });

  it('reads the grey share within 5 points on average and 12 points at the 95th percentile', () => {
    const errors = outcomes.map((outcome) => outcome.greyError);
    expect(mean(errors)).toBeLessThan(5);
    expect(percentile(errors, 0.95)).toBeLessThanOrEqual(12);
  });

  it('finds no grey in hair that has none', () => {
    for (const level of [1, 4, 7, 10]) {
      const reading = read({ level, tone: 'neutral', greyShare: 0, light: 'daylight' }, level);
      expect(reading).toMatchObject({ kind: 'suggestion', greyShare: expect.any(Number) });
      if (reading.kind === 'suggestion') expect(reading.greyShare).toBeLessThanOrEqual(3);
    }
  });

  it('takes the light out: neutral hair under warm bulbs and in blue shade still reads neutral', () => {
    for (const light of ['tungsten', 'shade'] as const) {
      for (const level of [4, 6, 8]) {
        expect(read({ level, tone: 'neutral', greyShare: 0, light }, level)).toMatchObject({
          kind: 'suggestion',
          tone: 'neutral',
        });
      }
    }
  });

  it('without the eyes to correct by, reads the light into the hair and trusts itself less', () => {
    const head = renderHead({ level: 6, tone: 'neutral', greyShare: 0, light: 'tungsten', ...SIZE }, 6);
    const corrected = hairColourFromPixels(head, head.hairMask, eyesOf(head));
    const uncorrected = hairColourFromPixels(head, head.hairMask);
    expect(uncorrected).toMatchObject({ kind: 'suggestion', tone: 'warm' });
    if (corrected.kind !== 'suggestion' || uncorrected.kind !== 'suggestion') throw new Error('no suggestion');
    expect(uncorrected.confidence).toBeLessThan(corrected.confidence);
  });

  it('gives no suggestion for a photo too dark to read', () => {
    for (const level of [2, 6, 9]) {
      expect(
        read({ level, tone: 'neutral', greyShare: 0, light: { gains: [1, 1, 1], exposure: 0.04 } }, level),
      ).toEqual({
        kind: 'none',
        reason: TOO_DARK,
      });
    }
  });

  it('gives no suggestion when the light has burnt out the hair', () => {
    expect(read({ level: 8, tone: 'warm', greyShare: 0, light: { gains: [1, 1, 1], exposure: 2.5 } }, 3)).toEqual({
      kind: 'none',
      reason: TOO_BRIGHT,
    });
  });

  it('gives no suggestion when there is no hair', () => {
    const bald = renderHead({ level: 5, tone: 'neutral', greyShare: 0, light: 'daylight', hair: 'bald', ...SIZE }, 4);
    expect(hairColourFromPixels(bald, bald.hairMask, eyesOf(bald))).toEqual({ kind: 'none', reason: NO_HAIR });
  });

  it('trusts a well lit portrait more than a dim one', () => {
    const daylight = read({ level: 5, tone: 'warm', greyShare: 10, light: 'daylight' }, 8);
    const dim = read({ level: 5, tone: 'warm', greyShare: 10, light: 'dim' }, 8);
    if (daylight.kind !== 'suggestion' || dim.kind !== 'suggestion') throw new Error('no suggestion');
    expect(daylight.confidence).toBeGreaterThan(dim.confidence);
    expect(daylight.confidence).toBeGreaterThan(0.5);
  });
});
