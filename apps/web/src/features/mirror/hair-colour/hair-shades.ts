import { HAIR_LEVEL_MAX, HAIR_LEVEL_MIN, type HairTone } from '@piiq/domain/hair-colour';
import type { Lab } from './lab.ts';

/*
 * The one table of hair colours the measure reads against and the test portraits are painted with.
 * Values are approximate CIELAB (D65) of the swatches on printed colourist level charts (the natural
 * series of the major colour lines, photographed under daylight and averaged by eye): depth rises
 * about 7 to 9 L* a level, and natural hair carries more yellow-orange (b*) as it lightens, up to the
 * palest blondes, where it fades again. They are a scale to measure against, not any brand's colour.
 * The measure and the test set sharing them is what makes the tests a test of the measuring (light,
 * grey, texture, masks), not of the table: a real head will sit between these values.
 */

/** L* of each level's natural shade, level 1 first. */
export const LEVEL_LIGHTNESS = [14, 19, 24, 30, 37, 45, 54, 63, 72, 80] as const;

/** a*, b* of each level's natural (neutral) shade, level 1 first. */
const NEUTRAL_AB = [
  [1.5, 2],
  [3, 4.5],
  [4.5, 7],
  [6, 10],
  [7, 13],
  [7, 16],
  [6, 18],
  [5, 19],
  [4, 19],
  [3, 17],
] as const;

/**
 * Unpigmented (grey and white) hair: near-achromatic and light whatever the level of the hair around
 * it, with the faint yellow it takes on with age.
 */
export const GREY_HAIR: Lab = { l: 80, a: 0, b: 3 };

function neutralAt(level: number): [number, number] {
  const clamped = Math.max(HAIR_LEVEL_MIN, Math.min(HAIR_LEVEL_MAX, level));
  const below = Math.floor(clamped);
  const share = clamped - below;
  const low = NEUTRAL_AB[below - 1] ?? NEUTRAL_AB[0];
  const high = NEUTRAL_AB[Math.min(below, HAIR_LEVEL_MAX - 1)] ?? low;
  return [low[0] + (high[0] - low[0]) * share, low[1] + (high[1] - low[1]) * share];
}

/**
 * The tone of a shade moves it in the a*, b* plane: warm (gold, copper) towards red and yellow, more
 * saturated; cool (ash) towards grey-green, with much of its yellow taken out.
 */
export function shadeAb(level: number, tone: HairTone): [number, number] {
  const [a, b] = neutralAt(level);
  const neutralChroma = Math.hypot(a, b);
  if (tone === 'warm') return [a + 0.45 * neutralChroma + 1.5, b + 0.35 * neutralChroma + 1.5];
  if (tone === 'cool') return [a * 0.2 - 0.5, b * 0.5];
  return [a, b];
}

export function lightnessOfLevel(level: number): number {
  const clamped = Math.max(HAIR_LEVEL_MIN, Math.min(HAIR_LEVEL_MAX, level));
  const below = Math.floor(clamped);
  const low = LEVEL_LIGHTNESS[below - 1] ?? LEVEL_LIGHTNESS[0];
  const high = LEVEL_LIGHTNESS[Math.min(below, HAIR_LEVEL_MAX - 1)] ?? low;
  return low + (high - low) * (clamped - below);
}

/** The level (fractional, clamped to 1-10) whose natural shade has this lightness. */
export function levelOfLightness(lightness: number): number {
  const first = LEVEL_LIGHTNESS[0];
  const last = LEVEL_LIGHTNESS[9];
  if (lightness <= first) return HAIR_LEVEL_MIN;
  if (lightness >= last) return HAIR_LEVEL_MAX;
  for (let index = 1; index < LEVEL_LIGHTNESS.length; index++) {
    const high = LEVEL_LIGHTNESS[index] ?? last;
    const low = LEVEL_LIGHTNESS[index - 1] ?? first;
    if (lightness <= high) return index + (lightness - low) / (high - low);
  }
  return HAIR_LEVEL_MAX;
}

export function shadeLab(level: number, tone: HairTone): Lab {
  const [a, b] = shadeAb(level, tone);
  return { l: lightnessOfLevel(level), a, b };
}

/**
 * The white of the eye, the measure's white reference for the light in the photo: a healthy sclera
 * is a near-neutral white whoever the client is, where skin and background vary from one to the next.
 */
export const SCLERA: Lab = { l: 88, a: 0.5, b: 3 };
