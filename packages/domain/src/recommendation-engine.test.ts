import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueProduct } from './catalogue-fixtures.ts';
import { TREATMENTS, type HairAnalysis, type Treatment } from './hair-analysis.ts';
import {
  GENDERS,
  SUITS_BANDS,
  neededProductTypes,
  reasonsSummary,
  recommendProducts,
  suitsBand,
  type Gender,
  type RecommendationCandidate,
  type RecommendationPick,
  type RecommendationRequest,
} from './recommendation-engine.ts';
import { MAX_RECOMMENDATIONS_PER_SESSION, PRODUCT_TYPES, isRecommendable } from './recommendations.ts';

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

  it('leaves the treatment step out when no treatment was chosen', () => {
    expect(neededProductTypes('none')).toEqual(['Shampoo', 'Conditioner']);
    expect(neededProductTypes(null)).toEqual(['Shampoo', 'Conditioner']);
    expect(neededProductTypes('scalp')).toEqual(['Shampoo', 'Conditioner', 'Treatment']);
    const unmatchedMask = candidate({ sku: 'TR-2', productType: 'Treatment', isFallback: true });
    expect(skus(recommendProducts(request({ treatment: 'none', products: [shampoo, unmatchedMask] })))).toEqual([
      'SH-1',
    ]);
  });

  it('never recommends a product out of stock, archived, or of a brand the salon does not show', () => {
    const products = [
      candidate({ ...shampoo, sku: 'OOS', outOfStock: true }),
      candidate({ ...shampoo, sku: 'ARC', archived: true }),
      candidate({ ...shampoo, sku: 'HID', brandId: 'hidden' }),
    ];
    expect(recommendProducts(request({ products }))).toEqual([]);
  });

  it('ranks the preferred brand first among equal scores, then by name and SKU', () => {
    const products = [
      candidate({ sku: 'B', name: 'Alpha', suitsHairDensities: ['Fine'] }),
      candidate({ sku: 'A', name: 'Alpha', suitsHairDensities: ['Fine'] }),
      candidate({ sku: 'K', name: 'Zeta', brandId: 'kerastase', suitsHairDensities: ['Fine'] }),
    ];
    expect(skus(recommendProducts(request({ products, preferredBrandId: 'kerastase' })))).toEqual(['K', 'A', 'B']);
    expect(skus(recommendProducts(request({ products })))).toEqual(['A', 'B', 'K']);
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

  it('recommends at most ten products', () => {
    const products = Array.from({ length: 30 }, (_, i) =>
      candidate({ sku: `S-${String(i).padStart(2, '0')}`, productType: 'Styling', suitsHairTextures: ['Wavy'] }),
    );
    const picks = recommendProducts(request({ products }));
    expect(picks).toHaveLength(MAX_RECOMMENDATIONS_PER_SESSION);
    expect(skus(picks)).toEqual(products.slice(0, 10).map((product) => product.sku));
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

// Small vocabularies and few brands and names, so ties, fallbacks and empty types come up often.
const VISIBLE = ['b1', 'b2', 'b3'];
const sometimes = fc.integer({ min: 0, max: 4 }).map((n) => n === 0);
const candidateArbitrary = fc.record({
  name: fc.constantFrom('Alpha', 'Beta', 'Gamma'),
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
  preferredBrandId: fc.option(fc.constantFrom(...VISIBLE)),
});

const suits = (product: RecommendationCandidate, gender: Gender | null) =>
  gender === null ||
  product.suitsGenders.length === 0 ||
  product.suitsGenders.includes(gender) ||
  (gender === 'Male' && product.forMen);
const usable = (req: RecommendationRequest<RecommendationCandidate>, product: RecommendationCandidate) =>
  isRecommendable(product, req.visibleBrandIds) && suits(product, req.gender);
/** A product's score through the public function: on its own, a usable product is always picked. */
const scoreAlone = (req: RecommendationRequest<RecommendationCandidate>, product: RecommendationCandidate) =>
  recommendProducts({ ...req, treatment: 'none', products: [{ ...product, productType: 'Shampoo' }] })[0]?.score ?? 0;

/** The reference: sort every usable product, rather than keep a bounded list in one pass. */
function sortedUsable(req: RecommendationRequest<RecommendationCandidate>) {
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return req.products
    .filter((product) => usable(req, product))
    .map((product) => ({
      product,
      score: scoreAlone(req, product),
      preferred: product.brandId === req.preferredBrandId,
    }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        Number(b.preferred) - Number(a.preferred) ||
        order(a.product.name, b.product.name) ||
        order(a.product.sku, b.product.sku),
    );
}

const coveredTypes = (req: RecommendationRequest<RecommendationCandidate>) =>
  neededProductTypes(req.treatment).filter((type) =>
    req.products.some((product) => product.productType === type && usable(req, product)),
  );

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
    );
  });

  it('covers each needed type that has a usable product, with a fallback only where nothing of that type matches', () => {
    fc.assert(
      fc.property(requestArbitrary, (req) => {
        const picks = recommendProducts(req);
        const covered = coveredTypes(req);
        expect(picks.slice(0, covered.length).map((pick) => pick.productType)).toEqual(covered);
        for (const pick of picks.filter((chosen) => chosen.fallback)) {
          expect(pick.product.isFallback).toBe(true);
          expect(
            req.products.some(
              (product) =>
                product.productType === pick.productType && usable(req, product) && scoreAlone(req, product) > 0,
            ),
          ).toBe(false);
        }
      }),
    );
  });

  it('fills with the best matches in rank order, the preferred brand first among equal scores', () => {
    fc.assert(
      fc.property(requestArbitrary, (req) => {
        const picks = recommendProducts(req);
        const covers = picks.slice(0, coveredTypes(req).length);
        const coverSkus = new Set(skus(covers));
        const expected = sortedUsable(req)
          .filter((item) => item.score > 0 && !coverSkus.has(item.product.sku))
          .slice(0, MAX_RECOMMENDATIONS_PER_SESSION - covers.length);
        expect(skus(picks.slice(covers.length))).toEqual(expected.map((item) => item.product.sku));
        const fill = picks.slice(covers.length);
        fill.forEach((pick, i) => {
          const next = fill[i + 1];
          if (next !== undefined && next.score === pick.score && next.product.brandId === req.preferredBrandId) {
            expect(pick.product.brandId).toBe(req.preferredBrandId);
          }
        });
      }),
    );
  });
});
