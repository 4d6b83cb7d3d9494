import { describe, expect, it } from 'vitest';
import { catalogueProduct } from './catalogue-fixtures.ts';
import {
  recommendProducts,
  type RecommendationCandidate,
  type RecommendationPick,
  type RecommendationRequest,
} from './recommendation-engine.ts';
import { regimenRuleBreaks, typesThePreferredBrandCanLead } from './regimen-rules.ts';

const candidate = (overrides: Partial<RecommendationCandidate>): RecommendationCandidate => ({
  ...catalogueProduct(),
  id: overrides.sku ?? 'id',
  isFallback: false,
  customPriceCents: null,
  suitsColoured: [],
  suitsHairDensities: [],
  suitsHairElasticities: [],
  suitsHairPorosity: [],
  suitsHairTextures: [],
  suitsOtherFilters: [],
  suitsScalpConcerns: [],
  suitsGenders: [],
  ...overrides,
});

const fine = { suitsHairDensities: ['Fine'] };
const products = [
  candidate({ sku: 'SH-1', name: 'Hydrate Shampoo', ...fine }),
  candidate({ sku: 'SH-2', name: 'Volume Shampoo', ...fine }),
  candidate({ sku: 'SH-3', name: 'Clarify Shampoo', ...fine }),
  candidate({ sku: 'SH-4', name: 'Gloss Shampoo', ...fine }),
  candidate({ sku: 'SH-K', name: 'hydrate shampoo ', brandId: 'kerastase', ...fine }),
  candidate({ sku: 'CO-1', name: 'Hydrate Conditioner', productType: 'Conditioner', ...fine }),
  candidate({ sku: 'TR-1', name: 'Hydrate Mask', productType: 'Treatment', ...fine }),
  candidate({ sku: 'ST-1', name: 'Curl Cream', productType: 'Styling', ...fine }),
];

const request = (
  overrides: Partial<RecommendationRequest<RecommendationCandidate>> = {},
): RecommendationRequest<RecommendationCandidate> => ({
  analysis: { density: 4, curl: 12 },
  treatment: 'protein',
  gender: null,
  coloured: null,
  otherFilters: [],
  products,
  visibleBrandIds: new Set(['redken', 'kerastase']),
  preferredBrandId: 'kerastase',
  ...overrides,
});

type Pick = RecommendationPick<RecommendationCandidate>;
const bySku = (picks: readonly Pick[], sku: string) => picks.filter((pick) => pick.product.sku === sku);

describe('the regimen rules', () => {
  it('find nothing wrong with what the engine picks', () => {
    const req = request();
    const picks = recommendProducts(req);
    expect(picks.map((pick) => pick.product.sku)).toEqual(['SH-K', 'CO-1', 'TR-1', 'ST-1', 'SH-3', 'SH-4']);
    expect(regimenRuleBreaks(req, picks)).toEqual([]);
    expect(typesThePreferredBrandCanLead(req, picks)).toEqual(['Shampoo']);
  });

  it('name each rule a list breaks', () => {
    const req = request();
    const picks = recommendProducts(req);
    const without = (type: string) => picks.filter((pick) => pick.productType !== type);
    expect(regimenRuleBreaks(req, without('Conditioner'))).toEqual(['typesCovered']);
    expect(regimenRuleBreaks(req, without('Treatment'))).toEqual(['treatmentWhenAsked']);
    expect(regimenRuleBreaks(req, without('Styling'))).toEqual(['stylingWhenAsked']);

    const fourShampoos = recommendProducts({ ...req, preferredBrandId: null });
    const extra = recommendProducts({ ...req, products: [products[1] as RecommendationCandidate] });
    expect(regimenRuleBreaks(req, [...fourShampoos, ...extra])).toContain('atMostThreePerType');

    const sameName = recommendProducts({
      ...req,
      preferredBrandId: null,
      products: [products[0] as RecommendationCandidate],
    });
    const theOther = recommendProducts({ ...req, products: [products[4] as RecommendationCandidate] });
    expect(regimenRuleBreaks(req, [...sameName, ...theOther, ...bySku(picks, 'CO-1')])).toContain('noDuplicateNames');

    const [first, ...rest] = picks as [Pick, ...Pick[]];
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
    const req = request({ products: shampoos, preferredBrandId: 'redken' });
    const picks = recommendProducts(req);
    expect(picks.every((pick) => pick.productType === 'Shampoo')).toBe(true);
    expect(regimenRuleBreaks(req, picks)).toEqual([]);
    const hidden = request({ preferredBrandId: 'loreal' });
    expect(typesThePreferredBrandCanLead(hidden, recommendProducts(hidden))).toEqual([]);
  });
});
