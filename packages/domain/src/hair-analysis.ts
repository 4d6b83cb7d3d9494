export const HAIR_SCORES = ['density', 'texture', 'curl', 'colorSensitivity', 'porous', 'elasticity'] as const;
export type HairScore = (typeof HAIR_SCORES)[number];

export const HAIR_SCORE_LABELS: Readonly<Record<HairScore, string>> = {
  density: 'Density',
  texture: 'Texture',
  curl: 'Curl',
  colorSensitivity: 'Colour Sensitivity',
  porous: 'Porosity',
  elasticity: 'Elasticity',
};

/**
 * What the two ends of each score's bar mean, so a client reads "fine ... thick" rather than a bare
 * number: the low end (0) first, the high end (10) second.
 */
export const HAIR_SCORE_ENDS: Readonly<Record<HairScore, readonly [low: string, high: string]>> = {
  density: ['fine', 'thick'],
  texture: ['fine', 'coarse'],
  curl: ['straight', 'coily'],
  colorSensitivity: ['low', 'high'],
  porous: ['low', 'high'],
  elasticity: ['low', 'high'],
};

export type HairAnalysis = Partial<Record<HairScore, number | null>> & { scalpConcerns?: string | null };

/** The mirror scores 0 to 20; people read scores out of 10. */
export const DISPLAY_SCALE_MAX = 10;

/** Raw / 2, held to the 0-10 scale so a bad reading cannot push a slider off its track. */
export function displayScore(raw: number | null | undefined): number | null {
  if (raw === null || raw === undefined || !Number.isFinite(raw)) return null;
  return Math.min(Math.max(raw / 2, 0), DISPLAY_SCALE_MAX);
}

/** What an unset score reads: the stylist did not score it, so it answers nothing. */
export const NOT_SCORED = 'Not scored';

/** A shown score in words: '7 / 10', or 'Not scored' when it has none. */
export function scoreText(value: number | null): string {
  return value === null ? NOT_SCORED : `${value} / ${DISPLAY_SCALE_MAX}`;
}

/** Beside a score the mirror's Analysis step starts from the last visit's, until the stylist moves it. */
export const FROM_LAST_VISIT = 'From the last visit';

/** The last visit's score beside today's on the mirror's bar: 'Last visit: 6 / 10'. */
export function lastVisitText(value: number | null): string {
  return `Last visit: ${scoreText(value)}`;
}

export function hasHairAnalysis(analysis: HairAnalysis | null | undefined): boolean {
  return HAIR_SCORES.some((score) => displayScore(analysis?.[score]) !== null);
}

/**
 * Whether a session recorded an analysis at all: a score, a scalp concern or a confirmed colour. Any
 * score may be left unset, so an analysis of concerns and colour alone is still one.
 */
export function analysisRecorded(analysis: HairAnalysis | null | undefined, colourConfirmed: boolean): boolean {
  return colourConfirmed || hasHairAnalysis(analysis) || scalpConcernLabels(analysis?.scalpConcerns).length > 0;
}

export interface DisplayedScore {
  score: HairScore;
  label: string;
  value: number | null;
}

export function displayedScores(analysis: HairAnalysis | null | undefined): DisplayedScore[] {
  return HAIR_SCORES.map((score) => ({
    score,
    label: HAIR_SCORE_LABELS[score],
    value: displayScore(analysis?.[score]),
  }));
}

/** Keys are the concern words with case, spaces, dashes and underscores removed, so 'GROWTH_PATTERNS' matches. */
const SCALP_CONCERN_LABELS: Readonly<Record<string, string>> = {
  growthpatterns: 'growth patterns',
  growthpattern: 'growth patterns',
  cowlicks: 'cowlicks',
  cowlick: 'cowlicks',
  dandruff: 'dandruff',
  oily: 'oily',
  dry: 'dry',
  sensitive: 'sensitive',
};

/** One concern word as the mirror or the catalogue spells it ('GROWTH_PATTERNS', 'growthPatterns'); undefined when unknown. */
export function scalpConcernLabel(word: string): string | undefined {
  const key = word.toLowerCase().replace(/[\s_-]/g, '');
  // A catalogue word such as 'constructor' must not find Object.prototype's members.
  return Object.hasOwn(SCALP_CONCERN_LABELS, key) ? SCALP_CONCERN_LABELS[key] : undefined;
}

/** Unknown words are left out rather than shown raw, and each concern shows once. */
export function scalpConcernLabels(concerns: string | null | undefined): string[] {
  const labels = (concerns ?? '')
    .split(',')
    .map(scalpConcernLabel)
    .filter((label): label is string => label !== undefined);
  return [...new Set(labels)];
}

export const TREATMENTS = ['scalp', 'protein', 'moisture', 'none'] as const;
export type Treatment = (typeof TREATMENTS)[number];

export const TREATMENT_LABELS: Readonly<Record<Treatment, string>> = {
  scalp: 'Scalp',
  protein: 'Protein',
  moisture: 'Moisture',
  none: 'None',
};

/** "Save new treatment" appears only once the selection differs from what is saved. */
export function treatmentChanged(saved: Treatment | null | undefined, selected: Treatment | null | undefined): boolean {
  return (saved ?? null) !== (selected ?? null);
}

/** A treatment counts for the treatment KPI only when one was actually recommended. */
export function isTreatmentRecommended(treatment: string | null | undefined): boolean {
  return treatment !== 'none' && TREATMENTS.some((known) => known === treatment);
}

/** One analysed session on a score's trend; the value is null when the mirror did not measure that score then. */
export interface ScorePoint {
  at: Date;
  value: number | null;
}

export interface ScoreTrend {
  score: HairScore;
  label: string;
  points: ScorePoint[];
}

/** A line needs two points: with fewer, the client page shows the values and says so. */
export const MIN_TREND_SESSIONS = 2;
export const TREND_NEEDS_MORE_SESSIONS = 'More sessions will show a trend.';
export const NO_ANALYSED_SESSIONS = 'No hair analysis has been recorded for this client yet.';

/**
 * Each score over a client's sessions, oldest first, on the same scale as the record's sliders.
 * Sessions without an analysis are left out rather than drawn as zeros: a session the mirror did not
 * analyse says nothing about the hair.
 */
export function hairScoreTrends(
  sessions: ReadonlyArray<{ createdAt: Date; hairAnalysis: HairAnalysis | null | undefined }>,
): ScoreTrend[] {
  const analysed = sessions
    .filter((session) => hasHairAnalysis(session.hairAnalysis))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return HAIR_SCORES.map((score) => ({
    score,
    label: HAIR_SCORE_LABELS[score],
    points: analysed.map((session) => ({ at: session.createdAt, value: displayScore(session.hairAnalysis?.[score]) })),
  }));
}
