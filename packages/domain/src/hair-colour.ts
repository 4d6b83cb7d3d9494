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

/*
 * How far the measure trusts itself, in the three bands the mirror shows: a confident suggestion is
 * offered as it is, a rough one with a warning, and an unsure one not at all. The bands are also how
 * the provider's console tells whether the confidence is calibrated: a band's agreement with the
 * stylists should rise with it.
 */
export const CONFIDENT_FROM = 0.8;
export const ROUGH_FROM = 0.5;

export const CONFIDENCE_BANDS = ['confident', 'rough', 'unsure'] as const;
export type ConfidenceBand = (typeof CONFIDENCE_BANDS)[number];

export const CONFIDENCE_BAND_LABELS: Readonly<Record<ConfidenceBand, string>> = {
  confident: 'Confident',
  rough: 'Rough guess',
  unsure: 'Unsure',
};

export function confidenceBand(confidence: number): ConfidenceBand {
  if (confidence >= CONFIDENT_FROM) return 'confident';
  if (confidence >= ROUGH_FROM) return 'rough';
  return 'unsure';
}

/** The lowest confidence of each band, highest band first: what SQL groups the readings by. */
export const CONFIDENCE_BAND_FLOORS: ReadonlyArray<{ band: ConfidenceBand; from: number }> = [
  { band: 'confident', from: CONFIDENT_FROM },
  { band: 'rough', from: ROUGH_FROM },
  { band: 'unsure', from: 0 },
];

export const MEASURE_VERSION_MAX_LENGTH = 64;

const suggestedLevelMessage = 'The suggested level is a number from 1 to 10.';
const suggestedGreyMessage = 'The suggested grey share is a whole percentage from 0 to 100.';
const confidenceMessage = 'The confidence is a number from 0 to 1.';
const measureVersionMessage = `The measure version is 1 to ${MEASURE_VERSION_MAX_LENGTH} characters.`;

/**
 * What the measure suggested for a portrait, kept beside what the stylist confirmed: its level with
 * the decimal it was measured to, and the version of the measure that made it.
 */
export const hairColourSuggestionSchema = z.object({
  level: z
    .number(suggestedLevelMessage)
    .min(HAIR_LEVEL_MIN, suggestedLevelMessage)
    .max(HAIR_LEVEL_MAX, suggestedLevelMessage),
  tone: z.enum(HAIR_TONES, { error: 'The suggested tone is warm, neutral or cool.' }),
  greyShare: z
    .number(suggestedGreyMessage)
    .int(suggestedGreyMessage)
    .min(GREY_SHARE_MIN, suggestedGreyMessage)
    .max(GREY_SHARE_MAX, suggestedGreyMessage),
  confidence: z.number(confidenceMessage).min(0, confidenceMessage).max(1, confidenceMessage),
  measureVersion: z
    .string(measureVersionMessage)
    .min(1, measureVersionMessage)
    .max(MEASURE_VERSION_MAX_LENGTH, measureVersionMessage),
});

export type HairColourSuggestion = z.infer<typeof hairColourSuggestionSchema>;

/*
 * Whether a stylist agreed with the measure, read from what they confirmed. A colourist calls a
 * level off by one "close" (the same dye family works); a tone is right or not; grey within ten
 * points needs the same grey coverage.
 */
export const LEVEL_AGREES_WITHIN = 1;
export const GREY_AGREES_WITHIN = 10;

type Suggested = Pick<HairColourSuggestion, 'level' | 'tone' | 'greyShare'>;

export interface SuggestionAgreement {
  levelWithinOne: boolean;
  toneAgreed: boolean;
  greyWithinTen: boolean;
}

/** The suggested level is compared as measured, decimal and all: 7.2 is within one of 6, 7.1 is not. */
export function suggestionAgreement(suggested: Suggested, confirmed: HairColour): SuggestionAgreement {
  return {
    levelWithinOne: Math.abs(suggested.level - confirmed.level) <= LEVEL_AGREES_WITHIN,
    toneAgreed: suggested.tone === confirmed.tone,
    greyWithinTen: Math.abs(suggested.greyShare - confirmed.greyShare) <= GREY_AGREES_WITHIN,
  };
}

/** How many readings, and of them how many agreed on each: what SQL counts too. */
export interface AgreementTally {
  readings: number;
  levelWithinOne: number;
  toneAgreed: number;
  greyWithinTen: number;
}

/** Each share 0 to 1; null when there are no readings, which is not the same as none agreeing. */
export interface AgreementSummary {
  readings: number;
  levelWithinOne: number | null;
  toneAgreed: number | null;
  greyWithinTen: number | null;
}

export function tallyAgreement(pairs: Iterable<{ suggested: Suggested; confirmed: HairColour }>): AgreementTally {
  const tally: AgreementTally = { readings: 0, levelWithinOne: 0, toneAgreed: 0, greyWithinTen: 0 };
  for (const { suggested, confirmed } of pairs) {
    const agreement = suggestionAgreement(suggested, confirmed);
    tally.readings += 1;
    if (agreement.levelWithinOne) tally.levelWithinOne += 1;
    if (agreement.toneAgreed) tally.toneAgreed += 1;
    if (agreement.greyWithinTen) tally.greyWithinTen += 1;
  }
  return tally;
}

export function agreementShares(tally: AgreementTally): AgreementSummary {
  const share = (count: number) => (tally.readings === 0 ? null : count / tally.readings);
  return {
    readings: tally.readings,
    levelWithinOne: share(tally.levelWithinOne),
    toneAgreed: share(tally.toneAgreed),
    greyWithinTen: share(tally.greyWithinTen),
  };
}

export function summariseAgreement(pairs: Iterable<{ suggested: Suggested; confirmed: HairColour }>): AgreementSummary {
  return agreementShares(tallyAgreement(pairs));
}

/** A count of agreeing readings as the console shows it: '82% (41 of 50)', or '—' with no readings. */
export function agreementText(count: number, readings: number): string {
  if (readings === 0) return '—';
  return `${Math.round((count / readings) * 100)}% (${count} of ${readings})`;
}
