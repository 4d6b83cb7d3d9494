import { describe, expect, it } from 'vitest';
import { recommendationCandidate, recommendationRequest } from './test/catalogue-fixtures.ts';
import {
  GREY_CARE_FROM_SHARE,
  UNANSWERED_MESSAGES,
  assess,
  clientOf,
  needsIn,
  type ClientFacts,
} from './product-suitability.ts';
import {
  recommendProducts,
  recommendRegimen,
  type RecommendationCandidate,
  type RecommendationRequest,
} from './recommendation-engine.ts';

const candidate = (overrides: Partial<RecommendationCandidate>): RecommendationCandidate =>
  recommendationCandidate({
    suitsColoured: ['Coloured', 'Natural'],
    suitsHairDensities: ['Fine', 'Medium', 'Thick'],
    suitsGenders: ['Female', 'Male'],
    ...overrides,
  });

const names = (req: RecommendationRequest<RecommendationCandidate>) =>
  recommendProducts(req).map((pick) => pick.product.name);

/** What a stylist found handing over the engine's picks to three clients of different hair. */
describe('what a stylist never hands over', () => {
  const shampoo = candidate({ sku: 'SH-1', name: 'Hydrate Shampoo' });
  const conditioner = candidate({ sku: 'CO-1', name: 'Hydrate Conditioner', productType: 'Conditioner' });

  it('gives no curl cream to straight hair (curl 2 / 10)', () => {
    const curlCream = candidate({
      sku: 'ST-C',
      name: 'Curl Define Cream',
      productType: 'Styling',
      suitsHairTextures: ['Curly', 'Coily'],
    });
    const straight = recommendationRequest({
      analysis: { density: 4, curl: 4, porous: 8, elasticity: 10, scalpConcerns: null },
      otherFilters: ['Heat styling'],
      products: [shampoo, conditioner, curlCream],
    });
    expect(names(straight)).not.toContain('Curl Define Cream');
  });

  it('gives a man with natural hair and an oily scalp no colour care, no toning and no oil', () => {
    const colourOil = candidate({
      sku: 'TR-O',
      name: 'Colour Protect Oil',
      productType: 'Treatment',
      isOil: true,
      suitsColoured: ['Coloured'],
    });
    const toningBond = candidate({
      sku: 'TR-B',
      name: 'Blonde Tone Bond Treatment',
      productType: 'Treatment',
      suitsHairColour: ['Blonde', 'Grey'],
    });
    const scalpShampoo = candidate({ sku: 'SH-S', name: 'Scalp Balance Shampoo', suitsScalpConcerns: ['oily'] });
    const man = recommendationRequest({
      analysis: { density: 12, curl: 2, porous: 8, elasticity: 12, scalpConcerns: 'oily' },
      hairColour: { level: 3, tone: 'neutral', greyShare: 0 },
      gender: 'Male',
      coloured: false,
      products: [shampoo, scalpShampoo, conditioner, colourOil, toningBond],
    });
    const picked = names(man);
    expect(picked).not.toContain('Colour Protect Oil');
    expect(picked).not.toContain('Blonde Tone Bond Treatment');
    expect(picked).toContain('Scalp Balance Shampoo');
  });

  it('makes every shampoo sulfate-free when the client asks for it', () => {
    const purify = candidate({
      sku: 'SH-P',
      name: 'Purify Shampoo',
      suitsHairTextures: ['Straight'],
      suitsHairPorosity: ['Medium'],
    });
    const gentle = candidate({ sku: 'SH-G', name: 'Gentle Shampoo', suitsOtherFilters: ['Sulphate free'] });
    const picks = recommendProducts(
      recommendationRequest({
        analysis: { density: 4, curl: 2, porous: 8, elasticity: 10 },
        otherFilters: ['Sulphate free'],
        products: [purify, gentle, conditioner],
      }),
    );
    const shampoos = picks.filter((pick) => pick.productType === 'Shampoo');
    expect(shampoos.map((pick) => pick.product.name)).toEqual(['Gentle Shampoo']);
  });

  it('reads the measured hair colour: grey over the threshold gets grey care, lightened warm hair toning', () => {
    const silver = candidate({
      sku: 'CO-S',
      name: 'Silver Conditioner',
      productType: 'Conditioner',
      suitsHairColour: ['Grey'],
    });
    const blondeTone = candidate({
      sku: 'SH-B',
      name: 'Blonde Tone Shampoo',
      suitsHairColour: ['Blonde', 'Grey'],
      suitsColoured: ['Coloured'],
    });
    const products = [shampoo, conditioner, silver, blondeTone];
    const grey = recommendationRequest({
      analysis: { density: 10, curl: 2 },
      hairColour: { level: 4, tone: 'neutral', greyShare: 60 },
      coloured: false,
      products,
    });
    expect(names(grey)).toContain('Silver Conditioner');
    const lightened = recommendationRequest({
      analysis: { density: 10, curl: 2 },
      hairColour: { level: 8, tone: 'warm', greyShare: 0 },
      coloured: true,
      products,
    });
    expect(names(lightened)).toContain('Blonde Tone Shampoo');
    expect(names(lightened)).not.toContain('Silver Conditioner');
  });

  it('recommends what the client needs rather than ten products every time', () => {
    const products = ['Shampoo', 'Conditioner', 'Treatment', 'Styling'].flatMap((productType) =>
      Array.from({ length: 5 }, (_, i) =>
        candidate({
          sku: `${productType}-${i}`,
          name: `${productType} ${i}`,
          productType,
          suitsHairDensities: ['Medium'],
        }),
      ),
    );
    const picks = recommendProducts(
      recommendationRequest({
        analysis: { density: 10, curl: 2, porous: 8, elasticity: 10 },
        hairColour: { level: 4, tone: 'neutral', greyShare: 0 },
        coloured: false,
        products,
      }),
    );
    expect(picks.map((pick) => pick.productType)).toEqual(['Shampoo', 'Conditioner']);
  });

  it('leaves out what needs a score the stylist did not set, and says so', () => {
    const curlCream = candidate({
      sku: 'ST-C',
      name: 'Curl Define Cream',
      productType: 'Styling',
      suitsHairTextures: ['Curly', 'Coily'],
    });
    const regimen = recommendRegimen(
      recommendationRequest({
        analysis: { density: 10, curl: null },
        otherFilters: ['Heat styling'],
        products: [shampoo, conditioner, curlCream],
      }),
    );
    expect(regimen.picks.map((pick) => pick.product.name)).not.toContain('Curl Define Cream');
    expect(regimen.unanswered).toContain('curl');
  });
});

describe('the rules a stylist signs, one by one', () => {
  const facts = (overrides: Partial<ClientFacts> = {}): ClientFacts => ({
    analysis: { density: 4, curl: 2, porous: 8, elasticity: 10, scalpConcerns: null },
    hairColour: { level: 3, tone: 'neutral', greyShare: 0 },
    gender: 'Female',
    coloured: false,
    services: [],
    otherFilters: [],
    ...overrides,
  });
  const verdict = (product: Partial<RecommendationCandidate>, client: Partial<ClientFacts> = {}) => {
    const { rule, unanswered, needs } = assess(candidate(product), clientOf(facts(client)));
    return { rule, unanswered, needs: needsIn(needs) };
  };
  const suits = { rule: null, unanswered: null };

  it('keeps products made for the other gender from the client, and the men’s range for men', () => {
    expect(verdict({ suitsGenders: ['Male'] })).toMatchObject({ rule: 'gender' });
    expect(verdict({ suitsGenders: ['Male'] }, { gender: 'Male' })).toMatchObject(suits);
    expect(verdict({ suitsGenders: ['Male'] }, { gender: null })).toMatchObject({
      rule: 'mensRange',
      unanswered: 'gender',
    });
    expect(verdict({ suitsGenders: ['Female'], forMen: true }, { gender: 'Male' })).toMatchObject(suits);
  });

  it('gives colour care to coloured hair or a colour service, and waits to know', () => {
    const colourCare = { suitsColoured: ['Coloured'] };
    expect(verdict(colourCare)).toMatchObject({ rule: 'colourCare' });
    expect(verdict(colourCare, { coloured: null })).toMatchObject({ rule: 'colourCare', unanswered: 'coloured' });
    expect(verdict(colourCare, { coloured: true })).toEqual({ ...suits, needs: ['colourCare'] });
    expect(verdict(colourCare, { coloured: false, services: ['Colour'] })).toEqual({ ...suits, needs: ['colourCare'] });
    expect(verdict({ suitsColoured: ['Natural'] }, { coloured: true })).toMatchObject({ rule: 'colourCare' });
  });

  it('tones only blonde, lightened or grey hair, by the measured colour', () => {
    const toning = { suitsHairColour: ['Blonde', 'Grey'] };
    expect(verdict(toning)).toMatchObject({ rule: 'toning' });
    expect(verdict(toning, { hairColour: null })).toMatchObject({ rule: 'toning', unanswered: 'hairColour' });
    expect(verdict(toning, { hairColour: { level: 8, tone: 'warm', greyShare: 0 } })).toEqual({
      ...suits,
      needs: ['toning'],
    });
    expect(verdict(toning, { hairColour: { level: 7, tone: 'cool', greyShare: 0 } })).toEqual({ ...suits, needs: [] });
    expect(verdict(toning, { services: ['Lightening'] })).toEqual({ ...suits, needs: ['toning'] });
    expect(verdict(toning, { hairColour: { level: 4, tone: 'neutral', greyShare: GREY_CARE_FROM_SHARE } })).toEqual({
      ...suits,
      needs: ['greyCare'],
    });
    expect(verdict(toning, { hairColour: { level: 4, tone: 'neutral', greyShare: 20 } })).toMatchObject({
      rule: 'toning',
    });
    expect(
      verdict({ suitsHairColour: ['Silver'] }, { hairColour: { level: 7, tone: 'warm', greyShare: 0 } }),
    ).toMatchObject({ rule: 'toning' });
    expect(verdict({ suitsHairColour: ['Brunette', 'Black'] })).toMatchObject(suits);
    expect(verdict({ suitsHairColour: ['Blonde', 'Red'] })).toMatchObject({ rule: 'hairColour' });
    expect(
      verdict({ suitsHairColour: ['Blonde', 'Brunette', 'Red', 'Black', 'Grey'] }, { hairColour: null }),
    ).toMatchObject(suits);
  });

  it('gives curl products to curly or coily hair or a curl service, and waits for the curl score', () => {
    const curl = { suitsHairTextures: ['Curly', 'Coily'] };
    expect(verdict(curl)).toMatchObject({ rule: 'curl' });
    expect(verdict(curl, { analysis: { curl: null } })).toMatchObject({ rule: 'curl', unanswered: 'curl' });
    expect(verdict(curl, { analysis: { curl: 16 } })).toEqual({ ...suits, needs: ['curlCare'] });
    expect(verdict(curl, { services: ['Curl'] })).toEqual({ ...suits, needs: ['curlCare'] });
    expect(verdict({ suitsHairTextures: ['Straight'] }, { services: ['Curl'] })).toMatchObject({ rule: 'hairType' });
  });

  it('keeps a product made for some hair to that hair, and asks for a score it needs', () => {
    expect(verdict({ suitsHairDensities: ['Thick'] })).toMatchObject({ rule: 'hairType' });
    expect(verdict({ suitsHairDensities: ['Fine', 'Medium'] })).toMatchObject(suits);
    expect(verdict({ suitsHairPorosity: ['High'] }, { analysis: {} })).toMatchObject({
      rule: 'hairType',
      unanswered: 'porosity',
    });
    expect(verdict({ suitsHairDensities: ['Fine', 'Medium', 'Thick'] }, { analysis: {} })).toMatchObject(suits);
  });

  it('never gives an oil or a rich mask to an oily scalp, and a scalp product only for its concerns', () => {
    const oily = { analysis: { density: 4, curl: 2, scalpConcerns: 'oily' } };
    expect(verdict({ productType: 'Treatment', isOil: true }, oily)).toMatchObject({ rule: 'oilyScalp' });
    expect(verdict({ productType: 'Treatment', isMask: true }, oily)).toMatchObject({ rule: 'oilyScalp' });
    expect(verdict({ productType: 'Treatment', isMask: true, suitsScalpConcerns: ['oily'] }, oily)).toEqual({
      ...suits,
      needs: ['scalpCare'],
    });
    expect(verdict({ productType: 'Treatment', isOil: true })).toMatchObject(suits);
    expect(verdict({ suitsScalpConcerns: ['dandruff'] }, oily)).toMatchObject({ rule: 'scalp' });
    expect(verdict({ suitsScalpConcerns: ['DANDRUFF', 'oily'] }, oily)).toMatchObject(suits);
  });

  it('makes every shampoo sulfate-free when asked, however it is spelled', () => {
    const asked = { otherFilters: ['sulfate-free'] };
    expect(verdict({}, asked)).toMatchObject({ rule: 'sulfateFree' });
    expect(verdict({ suitsOtherFilters: ['Sulphate free'] }, asked)).toMatchObject(suits);
    expect(verdict({ productType: 'Conditioner' }, asked)).toMatchObject(suits);
  });

  it('names a missing answer only when no known fact already rules the product out', () => {
    expect(verdict({ suitsColoured: ['Coloured'], suitsHairDensities: ['Thick'] }, { coloured: null })).toMatchObject({
      rule: 'hairType',
      unanswered: null,
    });
    expect(UNANSWERED_MESSAGES.curl).toBe('Curl is not scored, so products for some curl patterns were left out.');
  });
});
