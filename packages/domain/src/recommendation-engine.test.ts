import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recommendationCandidate as candidate, recommendationRequest } from './test/catalogue-fixtures.ts';
import { TREATMENTS, scalpConcernLabels, type HairAnalysis, type Treatment } from './hair-analysis.ts';
import { HAIR_TONES, type HairColour } from './hair-colour.ts';
import { GENDERS, SERVICES, SUITS_BANDS, suitsBand, type Gender, type Service } from './product-suitability.ts';
import {
  MAX_PICKS_PER_TYPE,
  analysisCallsForTreatment,
  reasonsSummary,
  recommendRegimen,
  regimenTypes,
  recommendProducts,
  type RecommendationCandidate,
  type RecommendationPick,
  type RecommendationRequest,
} from './recommendation-engine.ts';
import { MAX_RECOMMENDATIONS_PER_SESSION, PRODUCT_TYPES, isRecommendable } from './recommendations.ts';
import { regimenRuleBreaks } from './regimen-rules.ts';

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

/** Moisture for the fine, wavy, dry head unless the test says otherwise. */
const request = (overrides: Partial<RecommendationRequest<RecommendationCandidate>>) =>
  recommendationRequest({ analysis: fineWavyDry, treatment: 'moisture', ...overrides });

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

  it('covers a shampoo, a conditioner and the treatment, each with why, and nothing that does not suit', () => {
    const picks = recommendProducts(request({ products: [styling, thickShampoo, mask, conditioner, shampoo] }));
    // The thick-hair shampoo never suits fine hair; the wavy styling cream answers no need of this client.
    expect(skus(picks)).toEqual(['SH-1', 'CO-1', 'TR-1']);
    expect(picks[0]?.reasons).toEqual([
      { filter: 'hairDensities', value: 'Fine' },
      { filter: 'hairTextures', value: 'Wavy' },
      { filter: 'scalpConcerns', value: 'dandruff' },
    ]);
    expect(picks[0]?.summary).toBe('Suits fine, wavy hair; helps with dandruff');
    expect(picks[0]?.answers).toEqual(['scalpCare']);
    expect(picks[1]?.summary).toBe('Suits high-porosity hair');
    expect(picks.every((pick) => !pick.fallback)).toBe(true);
  });

  it('shows the salon custom price when set and the Australian RRP otherwise', () => {
    const picks = recommendProducts(request({ products: [shampoo, mask] }));
    expect(picks.map((pick) => pick.priceCents)).toEqual([3495, 2995]);
  });

  it('adds a treatment step when one is chosen or the analysis calls for one', () => {
    const calm: HairAnalysis = { density: 10, curl: 2, porous: 8, elasticity: 10, scalpConcerns: 'cowlicks' };
    const steps = (analysis: HairAnalysis | null, treatment: Treatment | null) =>
      regimenTypes({ analysis, treatment, otherFilters: [], services: [] });
    expect(steps(calm, 'none')).toEqual(['Shampoo', 'Conditioner']);
    expect(steps(calm, null)).toEqual(['Shampoo', 'Conditioner']);
    expect(steps(calm, 'scalp')).toEqual(['Shampoo', 'Conditioner', 'Treatment']);
    expect(analysisCallsForTreatment(calm)).toBe(false);
    expect(analysisCallsForTreatment({ ...calm, porous: 14 })).toBe(true);
    expect(analysisCallsForTreatment({ ...calm, elasticity: 6 })).toBe(true);
    expect(analysisCallsForTreatment({ ...calm, scalpConcerns: 'DANDRUFF' })).toBe(true);
    expect(analysisCallsForTreatment(null)).toBe(false);
    const plain = candidate({ sku: 'SH-P', name: 'Plain Shampoo', suitsHairDensities: ['Fine'] });
    const unmatchedMask = candidate({ sku: 'TR-2', productType: 'Treatment', isFallback: true });
    expect(
      skus(
        recommendProducts(request({ analysis: { density: 4 }, treatment: 'none', products: [plain, unmatchedMask] })),
      ),
    ).toEqual(['SH-P']);
    expect(skus(recommendProducts(request({ treatment: 'none', products: [plain, unmatchedMask] })))).toEqual([
      'SH-P',
      'TR-2',
    ]);
  });

  it('adds a styling step for heat styling, curly and coily hair, or a curl service', () => {
    const steps = (analysis: HairAnalysis, otherFilters: string[], services: Service[] = []) =>
      regimenTypes({ analysis, treatment: null, otherFilters, services });
    const straight: HairAnalysis = { curl: 4 };
    expect(steps(straight, [])).toEqual(['Shampoo', 'Conditioner']);
    expect(steps(straight, [' heat STYLING'])).toEqual(['Shampoo', 'Conditioner', 'Styling']);
    expect(steps(straight, [], ['Curl'])).toEqual(['Shampoo', 'Conditioner', 'Styling']);
    expect(steps({ curl: 10 }, [])).toContain('Styling');
    expect(regimenTypes({ analysis: { curl: 20 }, treatment: 'protein', otherFilters: [], services: [] })).toEqual([
      'Shampoo',
      'Conditioner',
      'Treatment',
      'Styling',
    ]);
    const plain = candidate({ sku: 'SH-P', name: 'Plain Shampoo', suitsHairDensities: ['Fine'] });
    const plainStyling = candidate({ sku: 'ST-P', name: 'Hold Spray', productType: 'Styling' });
    const picks = recommendProducts(
      request({
        analysis: { density: 4 },
        treatment: null,
        otherFilters: ['Heat styling'],
        products: [plainStyling, plain],
      }),
    );
    expect(skus(picks)).toEqual(['SH-P', 'ST-P']);
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

  it('leads a step with the preferred brand on equal terms, then by name and SKU', () => {
    const products = [
      candidate({ sku: 'B', name: 'Alpha', suitsHairDensities: ['Fine'] }),
      candidate({ sku: 'A', name: 'Beta', suitsHairDensities: ['Fine'] }),
      candidate({ sku: 'K', name: 'Zeta', brandId: 'kerastase', suitsHairDensities: ['Fine'] }),
    ];
    expect(skus(recommendProducts(request({ products, preferredBrandId: 'kerastase' })))).toEqual(['K']);
    expect(skus(recommendProducts(request({ products })))).toEqual(['B']);
    expect(skus(recommendProducts(request({ products: products.slice(0, 2).reverse() })))).toEqual(['B']);
  });

  it('leads every step with the preferred brand where it has a match, even over a better match', () => {
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
    const picks = recommendProducts(
      request({ treatment: 'none', otherFilters: ['Heat styling'], products, preferredBrandId: 'kerastase' }),
    );
    // The preferred conditioner matches nothing: the matching one leads its type.
    expect(skus(picks)).toEqual(['K-SH', 'CO-1', 'K-ST']);
  });

  it('never picks two products of the same name, whatever their brand, case or spaces', () => {
    const products = [
      candidate({ sku: 'R', name: 'Hydrate Shampoo', suitsHairDensities: ['Fine'], suitsHairTextures: ['Wavy'] }),
      candidate({
        sku: 'K',
        name: ' hydrate shampoo ',
        brandId: 'kerastase',
        productType: 'Conditioner',
        suitsHairDensities: ['Fine'],
      }),
      candidate({ sku: 'O', name: 'Other Conditioner', productType: 'Conditioner', suitsHairDensities: ['Fine'] }),
    ];
    expect(skus(recommendProducts(request({ products })))).toEqual(['R', 'O']);
    expect(skus(recommendProducts(request({ products, preferredBrandId: 'kerastase' })))).toEqual(['R', 'O']);
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

  it('leaves out a step nothing suits, and says why', () => {
    const regimen = recommendRegimen(request({ treatment: 'none', products: [thickShampoo, conditioner] }));
    expect(skus(regimen.picks)).toEqual(['CO-1']);
    expect(regimen.leftOut).toEqual([
      {
        productType: 'Shampoo',
        why: { rule: 'hairType', unanswered: null },
        message:
          'No shampoo was chosen: each is made for another hair type (density, curl pattern, porosity or elasticity).',
      },
      {
        productType: 'Treatment',
        why: null,
        message: 'No treatment was chosen: the brands your clients see have none in stock.',
      },
    ]);
  });

  it('keeps a known gender to the products that suit it, and the men’s range to men', () => {
    const mens = candidate({
      sku: 'M',
      name: "Men's Shampoo",
      forMen: true,
      suitsGenders: ['Male'],
      suitsHairDensities: ['Fine'],
    });
    const womens = candidate({ sku: 'W', name: 'Shampoo', suitsGenders: ['Female'], suitsHairDensities: ['Fine'] });
    const forMenUnlisted = candidate({
      sku: 'U',
      name: 'Unisex Conditioner',
      productType: 'Conditioner',
      forMen: true,
      suitsHairDensities: ['Fine'],
    });
    const products = [mens, womens, forMenUnlisted];
    expect(skus(recommendProducts(request({ gender: 'Female', products })))).toEqual(['W', 'U']);
    expect(skus(recommendProducts(request({ gender: 'Male', products })))).toEqual(['M', 'U']);
    const unknown = recommendRegimen(request({ gender: null, products }));
    expect(skus(unknown.picks)).toEqual(['W', 'U']);
    expect(unknown.unanswered).toEqual(['gender']);
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
    expect(pick?.answers).toEqual(['colourCare', 'scalpCare']);
  });

  it('names the hair colour and today’s service a pick answers', () => {
    const toning = candidate({
      sku: 'TN',
      name: 'Blonde Tone Conditioner',
      productType: 'Conditioner',
      suitsColoured: ['Coloured'],
      suitsHairColour: ['Blonde'],
    });
    const [pick] = recommendProducts(
      request({
        analysis: null,
        hairColour: { level: 4, tone: 'warm', greyShare: 0 },
        services: ['Lightening'],
        products: [toning],
      }),
    );
    expect(pick?.reasons).toEqual([
      { filter: 'coloured', value: 'Coloured' },
      { filter: 'hairColour', value: 'Blonde' },
      { filter: 'services', value: 'Lightening' },
    ]);
    expect(pick?.summary).toBe('Suits coloured, blonde hair; for today’s lightening');
    expect(pick?.answers).toEqual(['colourCare', 'toning']);
  });

  it('recommends at most three products of a type and ten in all', () => {
    const needy: Partial<RecommendationRequest<RecommendationCandidate>> = {
      analysis: { ...fineWavyDry, curl: 12, scalpConcerns: 'dandruff' },
      hairColour: { level: 8, tone: 'warm', greyShare: 40 },
      coloured: true,
      otherFilters: ['Heat styling'],
    };
    const answering: Array<Partial<RecommendationCandidate>> = [
      { suitsColoured: ['Coloured'] },
      { suitsHairColour: ['Blonde'] },
      { suitsHairColour: ['Grey'] },
      { suitsHairTextures: ['Curly'] },
      { suitsOtherFilters: ['Heat styling'] },
      { suitsScalpConcerns: ['dandruff'] },
    ];
    const conditioners = answering.map((facts, i) =>
      candidate({ sku: `CO-${i}`, name: `Conditioner ${i}`, productType: 'Conditioner', ...facts }),
    );
    const picks = recommendProducts(request({ ...needy, products: conditioners }));
    expect(picks.filter((pick) => pick.productType === 'Conditioner')).toHaveLength(MAX_PICKS_PER_TYPE);
    const everyType = PRODUCT_TYPES.flatMap((productType) =>
      answering.map((facts, i) =>
        candidate({ sku: `${productType}-${i}`, name: `${productType} ${i}`, productType, ...facts }),
      ),
    );
    const all = recommendProducts(request({ ...needy, products: everyType }));
    expect(all.length).toBeLessThanOrEqual(MAX_RECOMMENDATIONS_PER_SESSION);
    for (const type of PRODUCT_TYPES) {
      expect(all.filter((pick) => pick.productType === type).length).toBeLessThanOrEqual(MAX_PICKS_PER_TYPE);
    }
    expect(new Set(all.flatMap((pick) => pick.answers))).toEqual(
      new Set(['colourCare', 'toning', 'greyCare', 'curlCare', 'heatProtection', 'scalpCare']),
    );
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
  isMask: sometimes,
  isOil: sometimes,
  rrpAuCents: fc.integer({ min: 0, max: 10_000 }),
  customPriceCents: fc.option(fc.integer({ min: 0, max: 10_000 })),
  suitsColoured: fc.subarray(['Coloured', 'Natural']),
  suitsHairColour: fc.oneof(
    fc.constant([]),
    fc.constant(['Blonde', 'Brunette', 'Red', 'Black', 'Grey']),
    fc.subarray(['Blonde', 'Brunette', 'Red', 'Black', 'Grey', 'Silver']),
  ),
  suitsHairDensities: fc.subarray(['Fine', 'Medium', 'Thick']),
  suitsHairElasticities: fc.subarray(['Low', 'Medium', 'High']),
  suitsHairPorosity: fc.subarray(['Low', 'Medium', 'High']),
  suitsHairTextures: fc.subarray(['Straight', 'Wavy', 'Curly', 'Coily']),
  suitsOtherFilters: fc.subarray(['Vegan', 'Heat styling', 'Sulphate free']),
  suitsScalpConcerns: fc.oneof(fc.constant([]), fc.subarray(['dandruff', 'oily', 'dry', 'growthPatterns'])),
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
  hairColour: fc.option(
    fc.record<HairColour>({
      level: fc.integer({ min: 1, max: 10 }),
      tone: fc.constantFrom(...HAIR_TONES),
      greyShare: fc.integer({ min: 0, max: 100 }),
    }),
  ),
  treatment: fc.option(fc.constantFrom<Treatment>(...TREATMENTS)),
  gender: fc.option(fc.constantFrom<Gender>(...GENDERS)),
  coloured: fc.option(fc.boolean()),
  services: fc.subarray<Service>([...SERVICES]),
  otherFilters: fc.subarray(['vegan', 'Heat styling', 'Chlorine', 'sulfate-free']),
  products: catalogueArbitrary,
  visibleBrandIds: fc.subarray(VISIBLE, { minLength: 1 }).map((ids) => new Set<string>(ids)),
  preferredBrandId: fc.option(fc.constantFrom(...VISIBLE, 'hidden')),
});

/** Each property reads a whole catalogue per run; this many runs keep the file to a few seconds. */
const RUNS = { numRuns: 300 };

const suitsGender = (product: RecommendationCandidate, gender: Gender | null) =>
  gender === null ||
  product.suitsGenders.length === 0 ||
  product.suitsGenders.includes(gender) ||
  (gender === 'Male' && product.forMen);
const usable = (req: RecommendationRequest<RecommendationCandidate>, product: RecommendationCandidate) =>
  isRecommendable(product, req.visibleBrandIds) && suitsGender(product, req.gender);

const shape = (picks: readonly RecommendationPick<RecommendationCandidate>[]) =>
  picks.map((pick) => [pick.product.sku, pick.score, pick.fallback, pick.priceCents, pick.summary].join('|'));

describe('recommendations, whatever the catalogue', () => {
  it('never picks a product that may not be recommended or is made for the other gender, never more than ten, each once', () => {
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
  it('holds the stylist’s rules in their own words', () => {
    const curlBands = SUITS_BANDS[1].bands;
    fc.assert(
      fc.property(requestArbitrary, (req) => {
        const colour = req.hairColour;
        const colourService = req.services.includes('Colour') || req.services.includes('Lightening');
        const lightened =
          req.services.includes('Lightening') || (req.coloured === true && colour !== null && colour.level >= 6);
        const blonde = colour !== null && colour.level >= 6;
        const grey = colour !== null && colour.greyShare >= 30;
        const curl = suitsBand(curlBands, req.analysis?.curl);
        const oilyScalp = scalpConcernLabels(req.analysis?.scalpConcerns).includes('oily');
        const sulfateFree = req.otherFilters.includes('sulfate-free');
        const regimen = recommendRegimen(req);
        for (const { product } of regimen.picks) {
          if (product.suitsColoured.includes('Coloured') && !product.suitsColoured.includes('Natural'))
            expect(req.coloured === true || colourService).toBe(true);
          const colours = product.suitsHairColour;
          if (colours.length > 0 && colours.every((word) => ['Blonde', 'Grey', 'Silver'].includes(word)))
            expect(blonde || lightened || grey).toBe(true);
          const textures = product.suitsHairTextures;
          if (textures.length > 0 && textures.every((word) => word === 'Curly' || word === 'Coily'))
            expect(curl === 'Curly' || curl === 'Coily' || req.services.includes('Curl')).toBe(true);
          if (oilyScalp) {
            expect(product.isOil).toBe(false);
            if (product.isMask) expect(product.suitsScalpConcerns).toContain('oily');
          }
          if (sulfateFree && product.productType === 'Shampoo')
            expect(product.suitsOtherFilters).toContain('Sulphate free');
          if (product.suitsGenders.length === 1 && product.suitsGenders[0] === 'Male') expect(req.gender).toBe('Male');
        }
        // As long as it needs to be: its steps, and one product for each need at most.
        const needs = new Set(regimen.picks.flatMap((pick) => pick.answers)).size;
        expect(regimen.picks.length).toBeLessThanOrEqual(regimenTypes(req).length + needs);
      }),
      RUNS,
    );
  });
});
