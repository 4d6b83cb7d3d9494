/**
 * Why a consultation has nothing to recommend, and where the salon fixes it: never an empty list
 * without a word. Every reason is the salon's catalogue, which its owner changes in Settings > Retail
 * (which brands its clients see); the provider's stock and archive are the provider's, so the words
 * send the owner to the brands they can still show.
 */

export const RECOMMENDATION_GAP_REASONS = ['NO_VISIBLE_BRAND', 'NOTHING_IN_STOCK', 'NOTHING_SUITS'] as const;
export type RecommendationGapReason = (typeof RECOMMENDATION_GAP_REASONS)[number];

/** Where the owner chooses the brands their clients see, named as the admin's menu names it. */
export const RETAIL_SETTINGS_PLACE = 'Settings > Retail';

export const RECOMMENDATION_GAP_MESSAGES: Readonly<Record<RecommendationGapReason, string>> = {
  NO_VISIBLE_BRAND: `Nothing to recommend: no brand is visible to your clients. Choose the brands they see in ${RETAIL_SETTINGS_PLACE} in the admin.`,
  NOTHING_IN_STOCK: `Nothing to recommend: every product of the brands visible to your clients is out of stock or archived. Show more brands to clients in ${RETAIL_SETTINGS_PLACE} in the admin.`,
  NOTHING_SUITS: `Nothing to recommend: no product of the brands visible to your clients suits this client. Show more brands to clients in ${RETAIL_SETTINGS_PLACE} in the admin.`,
};

/** What the server knows of a salon's catalogue when a consultation's list is empty. */
export interface RecommendationCatalogue {
  /** Brands offered to the salon that it shows its clients. */
  visibleBrands: number;
  /** Products of those brands neither out of stock nor archived: what the engine chooses from (isRecommendable). */
  recommendableProducts: number;
}

export interface RecommendationGap {
  reason: RecommendationGapReason;
  message: string;
}

/**
 * The reason an empty list is empty. `picked` is how many products the engine just picked; null
 * when it did not run (a stored list read later), where only the catalogue can be judged: an empty
 * list from a catalogue with products to offer was then emptied by the stylist, or never asked for.
 */
export function recommendationGap(catalogue: RecommendationCatalogue, picked: number | null): RecommendationGap | null {
  if (picked !== null && picked > 0) return null;
  const reason: RecommendationGapReason | null =
    catalogue.visibleBrands === 0
      ? 'NO_VISIBLE_BRAND'
      : catalogue.recommendableProducts === 0
        ? 'NOTHING_IN_STOCK'
        : picked === 0
          ? 'NOTHING_SUITS'
          : null;
  return reason ? { reason, message: RECOMMENDATION_GAP_MESSAGES[reason] } : null;
}
