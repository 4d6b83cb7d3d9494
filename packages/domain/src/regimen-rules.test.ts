import { describe, expect, it } from 'vitest';
import { recommendationCandidate as candidate } from './test/catalogue-fixtures.ts';
import {
  recommendProducts,
  type RecommendationCandidate,
  type RecommendationPick,
  type RecommendationRequest,
} from './recommendation-engine.ts';
import { regimenRuleBreaks, typesThePreferredBrandCanLead } from './regimen-rules.ts';

const fine = { suitsHairDensities: ['Fine'] };
const curls = { suitsHairTextures: ['Curly', 'Coily'] };
const products = [
  candidate({ sku: 'SH-1', name: 'Hydrate Shampoo', ...fine }),
  candidate({ sku: 'SH-2', name: 'Volume Shampoo', ...fine }),
  candidate({ sku: 'SH-3', name: 'Curl Shampoo', ...fine, ...curls }),
  candidate({ sku: 'SH-K', name: 'hydrate shampoo ', brandId: 'kerastase', ...fine }),
  candidate({ sku: 'SH-T', name: 'Thick Shampoo', suitsHairDensities: ['Thick'] }),
  candidate({ sku: 'CO-1', name: 'Hydrate Conditioner', productType: 'Conditioner', ...fine }),
  candidate({ sku: 'TR-1', name: 'Hydrate Mask', productType: 'Treatment', ...fine }),
  candidate({ sku: 'ST-1', name: 'Curl Cream', productType: 'Styling', ...fine, ...curls }),
  candidate({
    sku: 'ST-K',
    name: 'Heat Shield',
    brandId: 'kerastase',
    productType: 'Styling',
    suitsOtherFilters: ['Heat styling'],
  }),
];

const request = (
  overrides: Partial<RecommendationRequest<RecommendationCandidate>> = {},
): RecommendationRequest<RecommendationCandidate> => ({
  analysis: { density: 4, curl: 12 },
  hairColour: null,
  treatment: 'protein',
  gender: null,
  coloured: null,
  services: [],
  otherFilters: ['Heat styling'],
  products,
  visibleBrandIds: new Set(['redken', 'kerastase']),
  preferredBrandId: 'kerastase',
  ...overrides,
});

type Pick = RecommendationPick<RecommendationCandidate>;
const req = request();
/** The pick the engine would make of one product alone, to build lists that break a rule. */
const pickOf = (sku: string): Pick[] =>
  recommendProducts({ ...req, products: products.filter((product) => product.sku === sku) });

describe('the regimen rules', () => {
  it('find nothing wrong with what the engine picks', () => {
    const picks = recommendProducts(req);
    expect(picks.map((pick) => pick.product.sku)).toEqual(['SH-K', 'CO-1', 'TR-1', 'ST-K', 'ST-1']);
    expect(regimenRuleBreaks(req, picks)).toEqual([]);
    expect(typesThePreferredBrandCanLead(req, picks)).toEqual(['Shampoo', 'Styling']);
  });

  it('name each rule a list breaks', () => {
    const picks = recommendProducts(req);
    const without = (...skus: string[]) => picks.filter((pick) => !skus.includes(pick.product.sku));
    expect(regimenRuleBreaks(req, without('CO-1'))).toEqual(['typesCovered']);
    expect(regimenRuleBreaks(req, without('TR-1'))).toEqual(['treatmentWhenAsked']);
    expect(regimenRuleBreaks(req, without('ST-K', 'ST-1'))).toContain('stylingWhenAsked');
    expect(regimenRuleBreaks(req, without('ST-1'))).toEqual(['needsAnswered']);
    expect(regimenRuleBreaks(req, [...picks, ...pickOf('SH-2')])).toEqual(['onlyWhatIsNeeded']);
    expect(regimenRuleBreaks(req, [...picks, ...pickOf('SH-2'), ...pickOf('SH-3'), ...pickOf('SH-1')])).toContain(
      'atMostThreePerType',
    );
    expect(regimenRuleBreaks(req, [...picks, ...pickOf('SH-1')])).toContain('noDuplicateNames');

    const [first, ...rest] = picks as [Pick, ...Pick[]];
    const thick = products.find((product) => product.sku === 'SH-T') as RecommendationCandidate;
    expect(regimenRuleBreaks(req, [{ ...first, product: thick }, ...rest])).toContain('suits');
    expect(regimenRuleBreaks(req, [{ ...first, reasons: [] }, ...rest])).toEqual(['reasonsOnEveryPick']);
    expect(regimenRuleBreaks(req, [{ ...first, summary: ' ' }, ...rest])).toEqual(['reasonsOnEveryPick']);

    const notPreferred = recommendProducts({ ...req, preferredBrandId: null });
    expect(regimenRuleBreaks(req, notPreferred)).toEqual(['preferredBrandLeads']);

    expect(regimenRuleBreaks({ ...req, visibleBrandIds: new Set(['redken']) }, picks)).toContain('eligible');
    const eleven = Array.from({ length: 11 }, () => first);
    expect(regimenRuleBreaks(req, eleven)).toContain('atMostTen');
  });

  it('ask nothing of a step the salon cannot fill or a brand with nothing suitable', () => {
    const shampoos = products.filter((product) => product.productType === 'Shampoo');
    const only = request({ products: shampoos, preferredBrandId: 'redken' });
    const picks = recommendProducts(only);
    expect(picks.every((pick) => pick.productType === 'Shampoo')).toBe(true);
    expect(regimenRuleBreaks(only, picks)).toEqual([]);
    const hidden = request({ preferredBrandId: 'loreal' });
    expect(typesThePreferredBrandCanLead(hidden, recommendProducts(hidden))).toEqual([]);
  });
});
