import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueProduct } from './catalogue-fixtures.ts';
import { TREATMENTS, type HairAnalysis, type Treatment } from './hair-analysis.ts';
import {
  GENDERS,
  MAX_PICKS_PER_TYPE,
  SUITS_BANDS,
  analysisCallsForTreatment,
  reasonsSummary,
  regimenTypes,
  recommendProducts,
  suitsBand,
  type Gender,
  type RecommendationCandidate,
  type RecommendationPick,
  type RecommendationRequest,
} from './recommendation-engine.ts';
import { MAX_RECOMMENDATIONS_PER_SESSION, PRODUCT_TYPES, isRecommendable } from './recommendations.ts';
import { regimenRuleBreaks } from './regimen-rules.ts';

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

/** Fine (density 4), wavy (curl 6), high porosity (16), medium elasticity (10), with dandruff. */
const fineWavyDry: HairAnalysis = {
  density: 4,
  texture: 9,
  curl: 6,
  colorSensitivity: 3,
  porous: 16,
  elasticity: 10,
  scalpConcerns: 'dandruff',
};

const request = (
  overrides: Partial<RecommendationRequest<RecommendationCandidate>>,
): RecommendationRequest<RecommendationCandidate> => ({
  analysis: fineWavyDry,
  treatment: 'moisture',
  gender: null,
  coloured: null,
  otherFilters: [],
  products: [],
  visibleBrandIds: new Set(['redken', 'kerastase']),
  preferredBrandId: null,
  ...overrides,
});

const skus = (picks: readonly RecommendationPick<RecommendationCandidate>[]) => picks.map((pick) => pick.product.sku);

describe('scores to the catalogue words', () => {
  it('splits density, porosity and elasticity into thirds of the 0 to 20 scale', () => {
    const [density] = SUITS_BANDS;
    expect([0, 6, 6.9, 7, 13.5, 14, 20].map((raw) => suitsBand(density.bands, raw))).toEqual([
      'Fine',
      'Fine',
      'Fine',
      'Medium',
      'Medium',
      'Thick',
      'Thick',
    ]);
  });

  it('reads curl patterns from the curl score', () => {
    const curl = SUITS_BANDS.find((entry) => entry.score === 'curl');
    expect(curl?.field).toBe('suitsHairTextures');
    expect([0, 4, 5, 9, 10, 14, 15, 20].map((raw) => suitsBand(curl?.bands ?? [], raw))).toEqual([
      'Straight',
      'Straight',
      'Wavy',
      'Wavy',
      'Curly',
      'Curly',
      'Coily',
      'Coily',
    ]);
  });

  it('holds an out-of-range reading to the nearest band and matches nothing when unmeasured', () => {
    const [density] = SUITS_BANDS;
    expect(suitsBand(density.bands, -3)).toBe('Fine');
    expect(suitsBand(density.bands, 25)).toBe('Thick');
    expect(suitsBand(density.bands, null)).toBeNull();
    expect(suitsBand(density.bands, Number.NaN)).toBeNull();
  });
});

describe('what a session recommends', () => {
  const shampoo = candidate({
    sku: 'SH-1',
    name: 'Hydrate Shampoo',
    suitsHairDensities: ['Fine'],
    suitsHairTextures: ['Wavy'],
    suitsScalpConcerns: ['dandruff'],
  });
  const conditioner = candidate({
    sku: 'CO-1',
    name: 'Hydrate Conditioner',
    productType: 'Conditioner',
    suitsHairPorosity: ['High'],
  });
  const mask = candidate({
    sku: 'TR-1',
    name: 'Hydrate Mask',
    productType: 'Treatment',
    suitsHairElasticities: ['Medium'],
    customPriceCents: 2995,
  });
  const styling = candidate({ sku: 'ST-1', name: 'Curl Cream', productType: 'Styling', suitsHairTextures: ['Wavy'] });
  const thickShampoo = candidate({ sku: 'SH-2', name: 'Volume Shampoo', suitsHairDensities: ['Thick'] });

  it('covers a shampoo, a conditioner and the treatment first, then fills with the best matches, each with why', () => {
    const picks = recommendProducts(request({ products: [styling, thickShampoo, mask, conditioner, shampoo] }));
    expect(skus(picks)).toEqual(['SH-1', 'CO-1', 'TR-1', 'ST-1']);
    expect(picks[0]?.reasons).toEqual([
      { filter: 'hairDensities', value: 'Fine' },
      { filter: 'hairTextures', value: 'Wavy' },
      { filter: 'scalpConcerns', value: 'dandruff' },
    ]);
    expect(picks[0]?.summary).toBe('Suits fine, wavy hair; helps with dandruff');
    expect(picks[1]?.summary).toBe('Suits high-porosity hair');
    expect(picks.every((pick) => !pick.fallback)).toBe(true);
  });

  it('shows the salon custom price when set and the Australian RRP otherwise', () => {
    const picks = recommendProducts(request({ products: [shampoo, mask] }));
    expect(picks.map((pick) => pick.priceCents)).toEqual([3495, 2995]);
  });

  it('adds a treatment step when one is chosen or the analysis calls for one', () => {
    const calm: HairAnalysis = { density: 10, curl: 2, porous: 8, elasticity: 10, scalpConcerns: 'cowlicks' };
    expect(regimenTypes({ analysis: calm, treatment: 'none', otherFilters: [] })).toEqual(['Shampoo', 'Conditioner']);
    expect(regimenTypes({ analysis: calm, treatment: null, otherFilters: [] })).toEqual(['Shampoo', 'Conditioner']);
    expect(regimenTypes({ analysis: calm, treatment: 'scalp', otherFilters: [] })).toEqual([
      'Shampoo',
      'Conditioner',
      'Treatment',
    ]);
    expect(analysisCallsForTreatment(calm)).toBe(false);
    expect(analysisCallsForTreatment({ ...calm, porous: 14 })).toBe(true);
    expect(analysisCallsForTreatment({ ...calm, elasticity: 6 })).toBe(true);
    expect(analysisCallsForTreatment({ ...calm, scalpConcerns: 'DANDRUFF' })).toBe(true);
    expect(analysisCallsForTreatment(null)).toBe(false);
    const unmatchedMask = candidate({ sku: 'TR-2', productType: 'Treatment', isFallback: true });
    expect(
      skus(
        recommendProducts(request({ analysis: { density: 4 }, treatment: 'none', products: [shampoo, unmatchedMask] })),
      ),
    ).toEqual(['SH-1']);
    expect(skus(recommendProducts(request({ treatment: 'none', products: [shampoo, unmatchedMask] })))).toEqual([
      'SH-1',
      'TR-2',
    ]);
  });

  it('adds a styling step for heat styling or curly and coily hair', () => {
    const straight: HairAnalysis = { curl: 4 };
    expect(regimenTypes({ analysis: straight, treatment: null, otherFilters: [] })).toEqual(['Shampoo', 'Conditioner']);
    expect(regimenTypes({ analysis: straight, treatment: null, otherFilters: [' heat STYLING'] })).toEqual([
      'Shampoo',
      'Conditioner',
      'Styling',
    ]);
    expect(regimenTypes({ analysis: { curl: 10 }, treatment: null, otherFilters: [] })).toContain('Styling');
    expect(regimenTypes({ analysis: { curl: 20 }, treatment: 'protein', otherFilters: [] })).toEqual([
      'Shampoo',
      'Conditioner',
      'Treatment',
      'Styling',
    ]);
    const plainStyling = candidate({ sku: 'ST-P', name: 'Hold Spray', productType: 'Styling' });
    const picks = recommendProducts(
      request({
        analysis: { density: 4 },
        treatment: null,
        otherFilters: ['Heat styling'],
        products: [plainStyling, shampoo],
      }),
    );
    expect(skus(picks)).toEqual(['SH-1', 'ST-P']);
    expect(picks[1]?.summary).toBe("A styling for the routine, as no styling matched this client's hair");
  });

  it('never recommends a product out of stock, archived, or of a brand the salon does not show', () => {
    const products = [
      candidate({ ...shampoo, sku: 'OOS', outOfStock: true }),
      candidate({ ...shampoo, sku: 'ARC', archived: true }),
      candidate({ ...shampoo, sku: 'HID', brandId: 'hidden' }),
    ];
    expect(recommendProducts(request({ products }))).toEqual([]);
  });

  it('ranks equal scores by the preferred brand, then by name and SKU', () => {
    const products = [
      candidate({ sku: 'B', name: 'Alpha', suitsHairDensities: ['Fine'] }),
      candidate({ sku: 'A', name: 'Beta', suitsHairDensities: ['Fine'] }),
      candidate({ sku: 'K', name: 'Zeta', brandId: 'kerastase', suitsHairDensities: ['Fine'] }),
    ];
    expect(skus(recommendProducts(request({ products, preferredBrandId: 'kerastase' })))).toEqual(['K', 'B', 'A']);
    expect(skus(recommendProducts(request({ products })))).toEqual(['B', 'A', 'K']);
  });

  it('leads every type with the preferred brand where it has a match, even over a better match', () => {
    const products = [
      shampoo,
      conditioner,
      candidate({ sku: 'K-SH', name: 'Bain', brandId: 'kerastase', suitsScalpConcerns: ['dandruff'] }),
      candidate({ sku: 'K-CO', name: 'Fondant', brandId: 'kerastase', productType: 'Conditioner' }),
      candidate({
        sku: 'ST-2',
        name: 'Wave Spray',
        productType: 'Styling',
        suitsHairTextures: ['Wavy'],
        suitsScalpConcerns: ['dandruff'],
      }),
      candidate({
        sku: 'K-ST',
        name: 'Curl Gel',
        brandId: 'kerastase',
        productType: 'Styling',
        suitsHairDensities: ['Fine'],
      }),
    ];
    const picks = recommendProducts(request({ treatment: 'none', products, preferredBrandId: 'kerastase' }));
    // The preferred conditioner matches nothing: the matching one leads its type.
    expect(skus(picks)).toEqual(['K-SH', 'CO-1', 'SH-1', 'K-ST', 'ST-2']);
  });

  it('never picks two products of the same name, whatever their brand, case or spaces', () => {
    const products = [
      candidate({ sku: 'R', name: 'Hydrate Shampoo', suitsHairDensities: ['Fine'], suitsHairTextures: ['Wavy'] }),
      candidate({ sku: 'K', name: ' hydrate shampoo ', brandId: 'kerastase', suitsHairDensities: ['Fine'] }),
      candidate({ sku: 'O', name: 'Other Shampoo', suitsHairDensities: ['Fine'] }),
    ];
    expect(skus(recommendProducts(request({ products })))).toEqual(['R', 'O']);
    expect(skus(recommendProducts(request({ products, preferredBrandId: 'kerastase' })))).toEqual(['K', 'O']);
  });

  it('fills a type nothing matches with its fallback, and says so', () => {
    const fallback = candidate({
      sku: 'CO-F',
      name: 'Everyday Conditioner',
      productType: 'Conditioner',
      isFallback: true,
    });
    const other = candidate({ sku: 'CO-0', name: 'Another Conditioner', productType: 'Conditioner' });
    const picks = recommendProducts(request({ treatment: 'none', products: [shampoo, other, fallback] }));
    expect(skus(picks)).toEqual(['SH-1', 'CO-F']);
    expect(picks[1]).toMatchObject({
      fallback: true,
      reasons: [],
      summary: "An everyday conditioner, as no conditioner matched this client's hair",
    });
  });

  it('prefers a matching product to a fallback of the same type', () => {
    const fallback = candidate({ sku: 'CO-F', productType: 'Conditioner', isFallback: true });
    expect(skus(recommendProducts(request({ treatment: 'none', products: [fallback, conditioner] })))).toEqual([
      'CO-1',
    ]);
  });

  it('still covers a needed type with no match and no fallback, but never fills with a product that matches nothing', () => {
    const plain = candidate({ sku: 'CO-P', name: 'Plain Conditioner', productType: 'Conditioner' });
    const plainStyling = candidate({ sku: 'ST-P', productType: 'Styling' });
    const picks = recommendProducts(request({ treatment: 'none', products: [plainStyling, plain] }));
    expect(skus(picks)).toEqual(['CO-P']);
    expect(picks[0]).toMatchObject({
      fallback: false,
      summary: "A conditioner for the routine, as no conditioner matched this client's hair",
    });
  });

  it('keeps a known gender to the products that suit it', () => {
    const mens = candidate({
      sku: 'M',
      name: "Men's Shampoo",
      forMen: true,
      suitsGenders: ['Male'],
      suitsHairDensities: ['Fine'],
    });
    const womens = candidate({ sku: 'W', name: 'Shampoo', suitsGenders: ['Female'], suitsHairDensities: ['Fine'] });
    const forMenUnlisted = candidate({ sku: 'U', name: 'Unisex Shampoo', forMen: true, suitsHairDensities: ['Fine'] });
    const products = [mens, womens, forMenUnlisted];
    expect(skus(recommendProducts(request({ gender: 'Female', products })))).toEqual(['W', 'U']);
    expect(skus(recommendProducts(request({ gender: 'Male', products })))).toEqual(['M', 'U']);
    expect(skus(recommendProducts(request({ gender: null, products })))).toEqual(['M', 'W', 'U']);
  });

  it('matches scalp concerns however they are spelled, and colour and other filters when given', () => {
    const product = candidate({
      sku: 'SC',
      suitsScalpConcerns: ['growthPatterns', 'sensitive', 'oily'],
      suitsColoured: ['Coloured'],
      suitsOtherFilters: ['Vegan', 'Sulphate free'],
    });
    const [pick] = recommendProducts(
      request({
        analysis: { scalpConcerns: 'GROWTH_PATTERNS,Oily, sensitive' },
        coloured: true,
        otherFilters: ['sulphate free', 'Chlorine'],
        products: [product],
      }),
    );
    expect(pick?.score).toBe(5);
    expect(pick?.summary).toBe(
      'Suits coloured hair; helps with growth patterns and an oily, sensitive scalp; matches sulphate free',
    );
  });

  it('recommends at most three products of a type and ten in all', () => {
    const products = PRODUCT_TYPES.flatMap((productType) =>
      Array.from({ length: 6 }, (_, i) =>
        candidate({
          sku: `${productType}-${i}`,
          name: `${productType} ${i}`,
          productType,
          suitsHairTextures: ['Wavy'],
        }),
      ),
    );
    const picks = recommendProducts(request({ products }));
    expect(picks).toHaveLength(MAX_RECOMMENDATIONS_PER_SESSION);
    for (const type of PRODUCT_TYPES) {
      expect(picks.filter((pick) => pick.productType === type).length).toBeLessThanOrEqual(MAX_PICKS_PER_TYPE);
    }
    const conditioners = Array.from({ length: 8 }, (_, i) =>
      candidate({ sku: `CO-${i}`, name: `Conditioner ${i}`, productType: 'Conditioner', suitsHairPorosity: ['High'] }),
    );
    expect(
      recommendProducts(request({ products: conditioners })).filter((pick) => pick.productType === 'Conditioner'),
    ).toHaveLength(MAX_PICKS_PER_TYPE);
  });
});

describe('reasons in words', () => {
  it('says what matched in one phrase', () => {
    expect(
      reasonsSummary([
        { filter: 'hairDensities', value: 'Medium' },
        { filter: 'coloured', value: 'Natural' },
        { filter: 'hairElasticities', value: 'Low' },
      ]),
    ).toBe('Suits medium-density, uncoloured, low-elasticity hair');
    expect(
      reasonsSummary([
        { filter: 'scalpConcerns', value: 'dry' },
        { filter: 'scalpConcerns', value: 'cowlicks' },
      ]),
    ).toBe('Helps with cowlicks and a dry scalp');
    expect(reasonsSummary([{ filter: 'otherFilters', value: 'Heat styling' }])).toBe('Matches heat styling');
  });
});

// Small vocabularies and few brands and names, so ties, fallbacks, empty types and one name sold by
// several brands (spelled with other case and spaces) come up often.
const VISIBLE = ['b1', 'b2', 'b3'];
const sometimes = fc.integer({ min: 0, max: 4 }).map((n) => n === 0);
const candidateArbitrary = fc.record({
  name: fc.constantFrom('Alpha', ' alpha', 'Beta', 'BETA ', 'Gamma', 'Delta', 'Epsilon'),
  brandId: fc.constantFrom(...VISIBLE, 'hidden'),
  productType: fc.constantFrom<RecommendationCandidate['productType']>(...PRODUCT_TYPES, null),
  forMen: fc.boolean(),
  outOfStock: sometimes,
  archived: sometimes,
  isFallback: sometimes,
  rrpAuCents: fc.integer({ min: 0, max: 10_000 }),
  customPriceCents: fc.option(fc.integer({ min: 0, max: 10_000 })),
  suitsColoured: fc.subarray(['Coloured', 'Natural']),
  suitsHairDensities: fc.subarray(['Fine', 'Medium', 'Thick']),
  suitsHairElasticities: fc.subarray(['Low', 'Medium', 'High']),
  suitsHairPorosity: fc.subarray(['Low', 'Medium', 'High']),
  suitsHairTextures: fc.subarray(['Straight', 'Wavy', 'Curly', 'Coily']),
  suitsOtherFilters: fc.subarray(['Vegan', 'Heat styling']),
  suitsScalpConcerns: fc.subarray(['dandruff', 'oily', 'growthPatterns']),
  suitsGenders: fc.subarray([...GENDERS]),
});
const catalogueArbitrary = fc.array(candidateArbitrary, { maxLength: 60, size: 'max' }).map((products) =>
  products.map((product, i): RecommendationCandidate => ({
    ...product,
    id: `id-${i}`,
    sku: `SKU-${String(i).padStart(2, '0')}`,
  })),
);
const score = fc.option(fc.double({ min: -2, max: 22, noNaN: true }));
const requestArbitrary = fc.record({
  analysis: fc.option(
    fc.record({
      density: score,
      texture: score,
      curl: score,
      colorSensitivity: score,
      porous: score,
      elasticity: score,
      scalpConcerns: fc.subarray(['dandruff', 'OILY', 'growth_patterns', 'cowlicks']).map((words) => words.join(',')),
    }),
  ),
  treatment: fc.option(fc.constantFrom<Treatment>(...TREATMENTS)),
  gender: fc.option(fc.constantFrom<Gender>(...GENDERS)),
  coloured: fc.option(fc.boolean()),
  otherFilters: fc.subarray(['vegan', 'Heat styling', 'Chlorine']),
  products: catalogueArbitrary,
  visibleBrandIds: fc.subarray(VISIBLE, { minLength: 1 }).map((ids) => new Set<string>(ids)),
  preferredBrandId: fc.option(fc.constantFrom(...VISIBLE, 'hidden')),
});

/** Each property reads a whole catalogue per run; this many runs keep the file to a few seconds. */
const RUNS = { numRuns: 300 };

const suits = (product: RecommendationCandidate, gender: Gender | null) =>
  gender === null ||
  product.suitsGenders.length === 0 ||
  product.suitsGenders.includes(gender) ||
  (gender === 'Male' && product.forMen);
const usable = (req: RecommendationRequest<RecommendationCandidate>, product: RecommendationCandidate) =>
  isRecommendable(product, req.visibleBrandIds) && suits(product, req.gender);

const shape = (picks: readonly RecommendationPick<RecommendationCandidate>[]) =>
  picks.map((pick) => [pick.product.sku, pick.score, pick.fallback, pick.priceCents, pick.summary].join('|'));

describe('recommendations, whatever the catalogue', () => {
  it('never picks a product that may not be recommended or does not suit the known gender, never more than ten, each once', () => {
    fc.assert(
      fc.property(requestArbitrary, (req) => {
        const picks = recommendProducts(req);
        expect(picks.length).toBeLessThanOrEqual(MAX_RECOMMENDATIONS_PER_SESSION);
        expect(new Set(skus(picks)).size).toBe(picks.length);
        for (const pick of picks) expect(usable(req, pick.product)).toBe(true);
      }),
      RUNS,
    );
  });

  it('gives the same picks for the same request, in whatever order the catalogue comes', () => {
    fc.assert(
      fc.property(
        requestArbitrary.chain((req) =>
          fc.tuple(fc.constant(req), fc.shuffledSubarray(req.products, { minLength: req.products.length })),
        ),
        ([req, shuffled]) => {
          const picks = shape(recommendProducts(req));
          expect(shape(recommendProducts(req))).toEqual(picks);
          expect(shape(recommendProducts({ ...req, products: shuffled }))).toEqual(picks);
        },
      ),
      RUNS,
    );
  });

  it('keeps every regimen rule: steps covered, three of a type, unique names, reasons, the preferred brand leading', () => {
    fc.assert(
      fc.property(requestArbitrary, (req) => {
        expect(regimenRuleBreaks(req, recommendProducts(req))).toEqual([]);
      }),
      RUNS,
    );
  });

  it('puts the regimen steps first, in their order, a fallback only where nothing of the type matches', () => {
    fc.assert(
      fc.property(requestArbitrary, (req) => {
        const picks = recommendProducts(req);
        const steps = regimenTypes(req).filter((type) => picks.some((pick) => pick.productType === type));
        expect(picks.slice(0, steps.length).map((pick) => pick.productType)).toEqual(steps);
        for (const pick of picks.filter((chosen) => chosen.fallback)) {
          expect(pick.product.isFallback).toBe(true);
          expect(pick.score).toBe(0);
          expect(picks.filter((other) => other.productType === pick.productType)).toHaveLength(1);
        }
        for (const pick of picks.slice(steps.length)) expect(pick.score).toBeGreaterThan(0);
      }),
      RUNS,
    );
  });
});
