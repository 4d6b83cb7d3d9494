import { z } from 'zod';
import { GENDERS, SERVICES } from './product-suitability.ts';

/**
 * What the stylist tells the recommendation engine about the client beyond the mirror's analysis:
 * the inputs the engine matches against the catalogue's Suits Genders, Coloured and OtherFilters, and
 * the services done in the chair today (a colour, lightening or curl service changes what suits).
 * The product's consultation (Appointment, Session) has no field for any of them, so they are not
 * recorded: the mirror sends them with each computeSessionRecommendations, and only the reasons
 * they produce are kept with the picks. Unknown (null, none) gates and matches nothing.
 */

export const MAX_OTHER_FILTERS = 20;
export const OTHER_FILTER_MAX_LENGTH = 60;

export const recommendationProfileMessages = {
  gender: `Gender is one of ${GENDERS.join(', ')}, or not given.`,
  service: `Today's services are among ${SERVICES.join(', ')}, each once.`,
  otherFilter: `Each other filter is 1 to ${OTHER_FILTER_MAX_LENGTH} characters.`,
  tooManyOtherFilters: `Choose at most ${MAX_OTHER_FILTERS} other filters.`,
  duplicateOtherFilter: 'Each other filter is chosen once.',
} as const;

/** A field left out or null is unknown: the device API's input and the web mirror's answers alike. */
export const recommendationProfileSchema = z.object({
  gender: z
    .enum(GENDERS, { error: recommendationProfileMessages.gender })
    .nullish()
    .transform((gender) => gender ?? null),
  coloured: z
    .boolean()
    .nullish()
    .transform((coloured) => coloured ?? null),
  services: z
    .array(z.enum(SERVICES, { error: recommendationProfileMessages.service }))
    .refine((services) => new Set(services).size === services.length, recommendationProfileMessages.service)
    .nullish()
    .transform((services) => services ?? []),
  otherFilters: z
    .array(
      z
        .string()
        .trim()
        .min(1, recommendationProfileMessages.otherFilter)
        .max(OTHER_FILTER_MAX_LENGTH, recommendationProfileMessages.otherFilter),
    )
    .max(MAX_OTHER_FILTERS, recommendationProfileMessages.tooManyOtherFilters)
    // The engine folds case, so 'Vegan' and 'vegan' would be one filter asked twice.
    .refine(
      (words) => new Set(words.map((word) => word.toLowerCase())).size === words.length,
      recommendationProfileMessages.duplicateOtherFilter,
    )
    .nullish()
    .transform((words) => words ?? []),
});

export type RecommendationProfile = z.output<typeof recommendationProfileSchema>;

export const UNKNOWN_PROFILE: RecommendationProfile = { gender: null, coloured: null, services: [], otherFilters: [] };

/**
 * The other filters a stylist may choose from: the catalogue's own words, once each whatever their
 * case (the engine folds it), in alphabetical order.
 */
export function otherFilterChoices(words: Iterable<string>): string[] {
  const byFolded = new Map<string, string>();
  for (const word of words) {
    const trimmed = word.trim();
    const folded = trimmed.toLowerCase();
    if (trimmed !== '' && !byFolded.has(folded)) byFolded.set(folded, trimmed);
  }
  return [...byFolded.values()].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en'));
}
