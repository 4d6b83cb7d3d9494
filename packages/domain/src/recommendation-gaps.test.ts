import { describe, expect, it } from 'vitest';
import { RECOMMENDATION_GAP_MESSAGES, RETAIL_SETTINGS_PLACE, recommendationGap } from './recommendation-gaps.ts';

const stocked = { visibleBrands: 2, recommendableProducts: 40 };

describe('recommendationGap', () => {
  it('says no brand is visible to clients before anything else', () => {
    expect(recommendationGap({ visibleBrands: 0, recommendableProducts: 0 }, 0)).toEqual({
      reason: 'NO_VISIBLE_BRAND',
      message: RECOMMENDATION_GAP_MESSAGES.NO_VISIBLE_BRAND,
    });
    expect(recommendationGap({ visibleBrands: 0, recommendableProducts: 0 }, null)?.reason).toBe('NO_VISIBLE_BRAND');
  });

  it('says every product of the visible brands is out of stock or archived', () => {
    expect(recommendationGap({ visibleBrands: 3, recommendableProducts: 0 }, 0)).toEqual({
      reason: 'NOTHING_IN_STOCK',
      message: RECOMMENDATION_GAP_MESSAGES.NOTHING_IN_STOCK,
    });
    expect(recommendationGap({ visibleBrands: 3, recommendableProducts: 0 }, null)?.reason).toBe('NOTHING_IN_STOCK');
  });

  it('says no product suits the client only when the engine just ran and picked nothing', () => {
    expect(recommendationGap(stocked, 0)).toEqual({
      reason: 'NOTHING_SUITS',
      message: RECOMMENDATION_GAP_MESSAGES.NOTHING_SUITS,
    });
    // A stored empty list from a stocked catalogue: the stylist removed the picks, or never asked.
    expect(recommendationGap(stocked, null)).toBeNull();
  });

  it('has nothing to say when the engine picked something', () => {
    expect(recommendationGap(stocked, 3)).toBeNull();
    expect(recommendationGap({ visibleBrands: 0, recommendableProducts: 0 }, 1)).toBeNull();
  });

  it('names where to fix it in every message, and says why in a sentence of its own', () => {
    for (const message of Object.values(RECOMMENDATION_GAP_MESSAGES)) {
      expect(message).toContain(`${RETAIL_SETTINGS_PLACE} in the admin.`);
      expect(message.startsWith('Nothing to recommend: ')).toBe(true);
    }
  });
});
