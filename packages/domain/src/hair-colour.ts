import { z } from 'zod';

/**
 * The hair's colour as a colourist writes it, confirmed by the stylist at the mirror: its depth on the
 * 1-10 level scale, its tone, and the share of grey. The mirror may suggest it from the portrait; the
 * stylist's confirmed values are what the analysis keeps. The rules here are the server's and the
 * mirror's alike.
 */

export const HAIR_LEVEL_MIN = 1;
export const HAIR_LEVEL_MAX = 10;

/** The colourist's level names, darkest first (index 0 is level 1). */
export const HAIR_LEVEL_NAMES = [
  'Black',
  'Darkest brown',
  'Dark brown',
  'Medium brown',
  'Light brown',
  'Dark blonde',
  'Medium blonde',
  'Light blonde',
  'Very light blonde',
  'Lightest blonde',
] as const;

export const HAIR_TONES = ['warm', 'neutral', 'cool'] as const;
export type HairTone = (typeof HAIR_TONES)[number];

export const HAIR_TONE_LABELS: Readonly<Record<HairTone, string>> = {
  warm: 'Warm',
  neutral: 'Neutral',
  cool: 'Cool',
};

/** Grey is kept as a whole percentage of the hair. */
export const GREY_SHARE_MIN = 0;
export const GREY_SHARE_MAX = 100;

/** The mirror's grey share stepper moves by this much, landing on its multiples. */
export const GREY_SHARE_STEP = 5;

export const hairColourSchema = z.object({
  level: z
    .number()
    .int('The level is a whole number from 1 to 10.')
    .min(HAIR_LEVEL_MIN, 'The level is a whole number from 1 to 10.')
    .max(HAIR_LEVEL_MAX, 'The level is a whole number from 1 to 10.'),
  tone: z.enum(HAIR_TONES, { error: 'The tone is warm, neutral or cool.' }),
  greyShare: z
    .number()
    .int('The grey share is a whole percentage from 0 to 100.')
    .min(GREY_SHARE_MIN, 'The grey share is a whole percentage from 0 to 100.')
    .max(GREY_SHARE_MAX, 'The grey share is a whole percentage from 0 to 100.'),
});

export type HairColour = z.infer<typeof hairColourSchema>;

/** The colour as its three stored values: null when none was confirmed (or a value is off its scale). */
export function storedHairColour(stored: {
  level: number | null;
  tone: string | null;
  greyShare: number | null;
}): HairColour | null {
  const parsed = hairColourSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/** 'Level 6 (Dark blonde), warm, 10% grey'. */
export function hairColourText(colour: HairColour): string {
  return `Level ${colour.level} (${hairLevelName(colour.level)}), ${HAIR_TONE_LABELS[colour.tone].toLowerCase()}, ${colour.greyShare}% grey`;
}

/** A level's name: 'Dark blonde' for 6. */
export function hairLevelName(level: number): string {
  return HAIR_LEVEL_NAMES[level - 1] ?? '';
}

/**
 * A measured suggestion as a value the stylist can confirm: the level to the nearest whole one and
 * the grey share to the nearest whole percentage, each held to its scale.
 */
export function hairColourOfSuggestion(suggestion: { level: number; tone: HairTone; greyShare: number }): HairColour {
  const clamp = (value: number, min: number, max: number) => Math.min(Math.max(Math.round(value), min), max);
  return {
    level: clamp(suggestion.level, HAIR_LEVEL_MIN, HAIR_LEVEL_MAX),
    tone: suggestion.tone,
    greyShare: clamp(suggestion.greyShare, GREY_SHARE_MIN, GREY_SHARE_MAX),
  };
}

/**
 * One press of the grey share stepper: to the next multiple of the step in that direction (a measured
 * 12% goes to 15% or 10%), never past 0 or 100.
 */
export function stepGreyShare(greyShare: number, direction: 1 | -1): number {
  const next =
    direction === 1
      ? Math.floor(greyShare / GREY_SHARE_STEP) * GREY_SHARE_STEP + GREY_SHARE_STEP
      : Math.ceil(greyShare / GREY_SHARE_STEP) * GREY_SHARE_STEP - GREY_SHARE_STEP;
  return Math.min(Math.max(next, GREY_SHARE_MIN), GREY_SHARE_MAX);
}

/** How far the measure trusts itself, 0 to 1, as the stylist reads it: '72%'. */
export function confidenceText(confidence: number): string {
  return `${Math.round(Math.min(Math.max(confidence, 0), 1) * 100)}%`;
}
