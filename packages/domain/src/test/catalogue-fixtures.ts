import type { CatalogueProduct } from '../recommendations.ts';
import type { RecommendationCandidate, RecommendationRequest } from '../recommendation-engine.ts';

/** A shampoo in stock of a brand the tests' salon shows, for the tests of what may be recommended and of the engine. */
export const catalogueProduct = (overrides: Partial<CatalogueProduct> = {}): CatalogueProduct => ({
  sku: 'sku',
  name: 'Product',
  brandId: 'redken',
  productType: 'Shampoo',
  forMen: false,
  outOfStock: false,
  archived: false,
  rrpAuCents: 3495,
  ...overrides,
});

/** That product as the engine weighs it: suiting no one in particular, unless the test says whom. */
export const recommendationCandidate = (overrides: Partial<RecommendationCandidate> = {}): RecommendationCandidate => ({
  ...catalogueProduct(),
  id: overrides.sku ?? 'id',
  isFallback: false,
  isMask: false,
  isOil: false,
  customPriceCents: null,
  suitsColoured: [],
  suitsHairColour: [],
  suitsHairDensities: [],
  suitsHairElasticities: [],
  suitsHairPorosity: [],
  suitsHairTextures: [],
  suitsOtherFilters: [],
  suitsScalpConcerns: [],
  suitsGenders: [],
  ...overrides,
});

/** A request to the engine at the tests' salon (Redken and Kérastase shown): about no one yet, unless the test says. */
export const recommendationRequest = (
  overrides: Partial<RecommendationRequest<RecommendationCandidate>> = {},
): RecommendationRequest<RecommendationCandidate> => ({
  analysis: null,
  hairColour: null,
  treatment: null,
  gender: null,
  coloured: null,
  services: [],
  otherFilters: [],
  products: [],
  visibleBrandIds: new Set(['redken', 'kerastase']),
  preferredBrandId: null,
  ...overrides,
});
