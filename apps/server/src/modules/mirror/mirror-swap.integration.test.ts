import { createHash, randomBytes } from 'node:crypto';
import { mirrorSessionMessages } from '@piiq/domain/mirror-session';
import { recommendationProfileMessages } from '@piiq/domain/recommendation-profile';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salons } from '../../db/schema/salons.ts';
import {
  createBrand,
  createCatalogueProduct,
  createMirrorDevice,
  createSalonAdmin,
  createSalonProduct,
  createStaffMember,
  offerBrand,
} from '../../test/factories.ts';
import { errorCode, startTestServer, type TestServer } from '../../test/test-server.ts';

/** The stylist's swap on the mirror and what the engine is told beyond the analysis. */

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(() => test.close());
const db = () => test.server.database.db;

const PICKS = /* GraphQL */ `recommendations { sku productName brandName productSize image price reasonSummary reasons { filter value } } appointment { supportYourSalon { recommendations { sku } } }`;
const OPEN = /* GraphQL */ `
  mutation Open($staffId: ID!) {
    createMirrorSession(staffId: $staffId) {
      id
    }
  }
`;
const ANALYSE = /* GraphQL */ `
  mutation Analyse($sessionId: ID!, $input: HairAnalysisInput!) {
    recordHairAnalysis(sessionId: $sessionId, input: $input) {
      id
    }
  }
`;
const RECOMMEND = /* GraphQL */ `mutation Recommend($sessionId: ID!, $profile: RecommendationProfileInput) {
  computeSessionRecommendations(sessionId: $sessionId, profile: $profile) { ${PICKS} }
}`;
const EDIT = /* GraphQL */ `mutation Edit($sessionId: ID!, $skus: [String!]!) { setSessionRecommendations(sessionId: $sessionId, skus: $skus) { ${PICKS} } }`;
const SESSION = /* GraphQL */ `query Session($id: ID!) { mirrorSession(id: $id) { ${PICKS} } }`;
const CHOICES = /* GraphQL */ `
  query Choices {
    mirror {
      recommendableProducts {
        sku
        name
        size
        brandId
        brandName
        forMen
        productType
        price
        image
      }
      otherFilters
    }
  }
`;

interface Picks {
  recommendations: Array<{
    sku: string;
    productName: string;
    brandName: string | null;
    productSize: string | null;
    image: string | null;
    price: number | null;
    reasonSummary: string;
    reasons: Array<{ filter: string; value: string }>;
  }>;
  appointment: { supportYourSalon: { recommendations: Array<{ sku: string }> } };
}

/** Fine, wavy hair with an oily scalp (raw scores 0 to 20). */
const ANALYSIS = {
  density: 3,
  texture: 10,
  curl: 6,
  colorSensitivity: 12,
  porous: 3,
  elasticity: 3,
  scalpConcerns: ['oily'],
};

/**
 * A salon with a paired mirror (its bearer header), a stylist and a catalogue: three products the
 * engine picks, two it may be swapped for, three the salon may not recommend; and a second salon
 * whose own brand this salon is not offered.
 */
async function swapSetting() {
  const { salon } = await createSalonAdmin(db(), { name: 'Swap Studio' });
  const credential = randomBytes(32).toString('base64url');
  await createMirrorDevice(db(), salon.id, { credentialHash: createHash('sha256').update(credential).digest('hex') });
  const stylist = await createStaffMember(db(), salon.id, { name: 'Maya' });
  const tag = `${Date.now()}${Math.random().toString(36).slice(2, 6)}`;
  const visible = await createBrand(db(), { name: `Lumière ${tag}` });
  const hidden = await createBrand(db(), { name: `Hidden ${tag}` });
  await offerBrand(db(), salon.id, visible.id, { enabled: true, visibleToClients: true });
  await offerBrand(db(), salon.id, hidden.id, { enabled: true, visibleToClients: false });
  const fineWavy = { suitsHairDensities: ['Fine'], suitsHairTextures: ['Wavy'] };
  const product = (name: string, overrides: Parameters<typeof createCatalogueProduct>[2] = {}) =>
    createCatalogueProduct(db(), visible.id, { productName: `${name} ${tag}`, ...overrides });
  const shampoo = await product('Balance Shampoo', {
    productType: 'Shampoo',
    productSize: '300ml',
    productImageMain: '/files/demo/products/balance-main.png',
    images: ['/files/demo/products/balance-front.png', '/files/demo/products/balance-back.png'],
    suitsScalpConcerns: ['oily'],
    suitsOtherFilters: ['Vegan'],
    ...fineWavy,
  });
  const conditioner = await product('Balance Conditioner', {
    productType: 'Conditioner',
    suitsColoured: ['Coloured'],
    ...fineWavy,
  });
  const spray = await product('Wave Spray', {
    productType: 'Styling',
    suitsOtherFilters: ['Heat styling'],
    ...fineWavy,
  });
  const otherShampoo = await product('Calm Shampoo', {
    productType: 'Shampoo',
    rrpAuCents: 2995,
    forMen: true,
    productImageMain: '/files/demo/products/calm.png',
  });
  await createSalonProduct(db(), salon.id, otherShampoo.id, { customPriceCents: 2500 });
  const forWomen = await product('Her Shampoo', {
    productType: 'Shampoo',
    suitsGenders: ['Female'],
    suitsScalpConcerns: ['oily'],
    suitsOtherFilters: ['Sulphate free'],
    ...fineWavy,
  });
  const outOfStock = await product('Gone Shampoo', { productType: 'Shampoo', outOfStock: true });
  const archived = await product('Old Shampoo', { productType: 'Shampoo', isArchived: true });
  const ofHiddenBrand = await createCatalogueProduct(db(), hidden.id, {
    productName: `Secret Shampoo ${tag}`,
    suitsOtherFilters: ['Chlorine'],
  });

  const { salon: otherSalon } = await createSalonAdmin(db(), { name: 'Elsewhere Hair' });
  const otherBrand = await createBrand(db(), { name: `Elsewhere ${tag}` });
  await offerBrand(db(), otherSalon.id, otherBrand.id, { enabled: true, visibleToClients: true });
  const ofOtherSalon = await createCatalogueProduct(db(), otherBrand.id, {
    productName: `Elsewhere Shampoo ${tag}`,
    suitsOtherFilters: ['Sun exposure'],
  });

  const mirror = { authorization: `Bearer ${credential}` };
  const opened = await test.gql<{ createMirrorSession: { id: string } }>(
    OPEN,
    { staffId: stylist.id },
    { headers: mirror },
  );
  const sessionId = opened.data?.createMirrorSession.id;
  if (!sessionId) throw new Error(`no session: ${JSON.stringify(opened.errors)}`);
  await test.gql(ANALYSE, { sessionId, input: ANALYSIS }, { headers: mirror });
  return {
    salon,
    brand: visible,
    tag,
    mirror,
    sessionId,
    products: { shampoo, conditioner, spray, otherShampoo, forWomen },
    refused: { outOfStock, archived, ofHiddenBrand, ofOtherSalon },
  };
}

const asMirror = async (mirror: Record<string, string>, query: string, variables: Record<string, unknown>) => {
  const response = await test.gql<Record<string, Picks>>(query, variables, { headers: mirror });
  return { response, picks: response.data ? Object.values(response.data)[0] : undefined };
};

describe('the mirror’s swap picker (mirror.recommendableProducts, mirror.otherFilters)', () => {
  it('lists only what its own salon may recommend, at the salon’s price, and the other filters among those products', async () => {
    const { mirror, products, refused, brand } = await swapSetting();
    const answer = await test.gql<{
      mirror: {
        recommendableProducts: Array<{ sku: string; price: number; productType: string; image: string | null }>;
        otherFilters: string[];
      };
    }>(CHOICES, {}, { headers: mirror });
    expect(answer.errors).toBeUndefined();
    const listed = answer.data?.mirror.recommendableProducts ?? [];
    expect(listed.map((product) => product.sku).sort()).toEqual(
      Object.values(products)
        .map((product) => product.sku)
        .sort(),
    );
    expect(listed.find((product) => product.sku === products.otherShampoo.sku)).toMatchObject({
      price: 2500,
      productType: 'Shampoo',
    });
    expect(listed.find((product) => product.sku === products.shampoo.sku)).toMatchObject({
      price: 3495,
      size: '300ml',
      brandId: brand.id,
      brandName: brand.name,
      forMen: false,
      image: '/files/demo/products/balance-front.png',
    });
    expect(listed.find((product) => product.sku === products.otherShampoo.sku)).toMatchObject({
      forMen: true,
      image: '/files/demo/products/calm.png',
    });
    expect(listed.find((product) => product.sku === products.spray.sku)?.image).toBeNull();
    expect(listed.some((product) => Object.values(refused).some((other) => other.sku === product.sku))).toBe(false);
    expect(answer.data?.mirror.otherFilters).toEqual(['Heat styling', 'Sulphate free', 'Vegan']);
  });

  it('is a device field: a person is refused', async () => {
    expect(errorCode(await test.gql(CHOICES))).toBe('UNAUTHENTICATED');
  });
});

describe('a swap saved through setSessionRecommendations', () => {
  it('replaces one pick in place, keeps the others’ reasons, says nothing of why for the stylist’s choice, and a retry changes nothing', async () => {
    const { mirror, sessionId, products } = await swapSetting();
    const profile = { coloured: true, otherFilters: ['Heat styling'] };
    const computed = await asMirror(mirror, RECOMMEND, { sessionId, profile });
    expect(computed.response.errors).toBeUndefined();
    const before = computed.picks?.recommendations ?? [];
    expect(before.map((pick) => pick.sku)).toEqual([
      products.shampoo.sku,
      products.conditioner.sku,
      products.spray.sku,
    ]);
    expect(before.map((pick) => pick.sku)).not.toContain(products.otherShampoo.sku);
    // What the mirror's card shows of a pick: its size, its picture and the salon's price.
    expect(before[0]).toMatchObject({
      productSize: '300ml',
      image: '/files/demo/products/balance-front.png',
      price: 3495,
    });

    // The conditioner's place goes to the chosen shampoo; the rest keep theirs.
    const skus = before.map((pick) => (pick.sku === products.conditioner.sku ? products.otherShampoo.sku : pick.sku));
    const swapped = await asMirror(mirror, EDIT, { sessionId, skus });
    expect(swapped.response.errors).toBeUndefined();
    const after = swapped.picks?.recommendations ?? [];
    expect(after.map((pick) => pick.sku)).toEqual(skus);
    expect(after[1]).toMatchObject({
      reasons: [],
      reasonSummary: '',
      productSize: '250ml',
      image: '/files/demo/products/calm.png',
      price: 2500,
    });
    for (const at of [0, 2]) expect(after[at]).toEqual(before[at]);
    expect(swapped.picks?.appointment.supportYourSalon.recommendations.map((item) => item.sku)).toEqual(skus);

    // A retry after a dropped answer sends the same list again: the same result.
    const retried = await asMirror(mirror, EDIT, { sessionId, skus });
    expect(retried.picks?.recommendations).toEqual(swapped.picks?.recommendations);
  });

  it('refuses a product the salon may not recommend, or another salon’s, by a message the mirror shows, and keeps the list', async () => {
    const { mirror, sessionId, products, refused } = await swapSetting();
    const computed = await asMirror(mirror, RECOMMEND, { sessionId });
    for (const [what, product] of Object.entries(refused)) {
      const answer = await asMirror(mirror, EDIT, {
        sessionId,
        skus: [products.shampoo.sku, product.sku, products.spray.sku],
      });
      expect(errorCode(answer.response), what).toBe('BAD_USER_INPUT');
      expect(answer.response.errors?.[0]?.message, what).toBe(mirrorSessionMessages.notRecommendable);
    }
    const unchanged = await asMirror(mirror, SESSION, { id: sessionId });
    expect(unchanged.picks?.recommendations).toEqual(computed.picks?.recommendations);
  });
});

describe('computeSessionRecommendations with what the stylist says of the client', () => {
  it('leaves out products for the other gender and counts coloured hair and the other filters asked for as reasons', async () => {
    const { mirror, sessionId, products } = await swapSetting();
    // Asked for sulfate-free, the client's shampoo is the one shampoo without sulfates, made for women.
    const unknown = await asMirror(mirror, RECOMMEND, { sessionId, profile: { otherFilters: ['Sulphate free'] } });
    expect(unknown.picks?.recommendations.map((pick) => pick.sku)).toContain(products.forWomen.sku);

    const told = await asMirror(mirror, RECOMMEND, {
      sessionId,
      profile: { gender: 'Male', coloured: true, otherFilters: ['heat styling'] },
    });
    expect(told.response.errors).toBeUndefined();
    const picks = told.picks?.recommendations ?? [];
    expect(picks.map((pick) => pick.sku)).not.toContain(products.forWomen.sku);
    expect(picks.find((pick) => pick.sku === products.conditioner.sku)?.reasons).toContainEqual({
      filter: 'coloured',
      value: 'Coloured',
    });
    expect(picks.find((pick) => pick.sku === products.spray.sku)?.reasons).toContainEqual({
      filter: 'otherFilters',
      value: 'heat styling',
    });
    expect(picks.find((pick) => pick.sku === products.spray.sku)?.reasonSummary).toMatch(/matches heat styling/);
  });

  it('leads each type with the salon’s preferred brand, and names every pick’s brand', async () => {
    const { salon, brand, tag, mirror, sessionId, products } = await swapSetting();
    const preferred = await createBrand(db(), { name: `Velvet Bond ${tag}` });
    await offerBrand(db(), salon.id, preferred.id, { enabled: true, visibleToClients: true });
    await db().update(salons).set({ preferredRecommendationBrandId: preferred.id }).where(eq(salons.id, salon.id));
    // It matches the client less than the other brand's shampoo, and shares that shampoo's name.
    const bond = await createCatalogueProduct(db(), preferred.id, {
      productName: ` ${products.shampoo.productName.toUpperCase()}`,
      productType: 'Shampoo',
      suitsScalpConcerns: ['oily'],
    });
    const { response, picks } = await asMirror(mirror, RECOMMEND, { sessionId, profile: { coloured: true } });
    expect(response.errors).toBeUndefined();
    const list = picks?.recommendations ?? [];
    expect(list[0]).toMatchObject({ sku: bond.sku, brandName: preferred.name });
    expect(list.map((pick) => pick.sku)).not.toContain(products.shampoo.sku);
    expect(list.find((pick) => pick.sku === products.conditioner.sku)?.brandName).toBe(brand.name);
    expect(list.every((pick) => pick.brandName !== null)).toBe(true);
  });

  it('says which step it left out and which answer it lacked, only in the answer that ran it', async () => {
    const { mirror, sessionId, products } = await swapSetting();
    const NOTES = `mutation Recommend($sessionId: ID!, $profile: RecommendationProfileInput) {
      computeSessionRecommendations(sessionId: $sessionId, profile: $profile) { recommendationNotes ${PICKS} }
    }`;
    const answer = await test.gql<{ computeSessionRecommendations: Picks & { recommendationNotes: string[] } }>(
      NOTES,
      { sessionId },
      { headers: mirror },
    );
    expect(answer.errors).toBeUndefined();
    const computed = answer.data?.computeSessionRecommendations;
    // The conditioner is colour care, and nobody said whether the hair is coloured.
    expect(computed?.recommendations.map((pick) => pick.sku)).toEqual([products.shampoo.sku]);
    expect(computed?.recommendationNotes).toEqual([
      'No conditioner was chosen: each is colour care, and whether the hair is coloured is not answered.',
      'No treatment was chosen: the brands your clients see have none in stock.',
      'Coloured or natural hair is not answered, so colour care was left out.',
    ]);
    const later = await test.gql<{ mirrorSession: { recommendationNotes: string[] } }>(
      'query Session($id: ID!) { mirrorSession(id: $id) { recommendationNotes } }',
      { id: sessionId },
      { headers: mirror },
    );
    expect(later.data?.mirrorSession.recommendationNotes).toEqual([]);
  });

  it('keeps a score the stylist did not set as none, and the engine reads it as no answer', async () => {
    const { mirror, sessionId, products } = await swapSetting();
    const RECORD = `mutation Analyse($sessionId: ID!, $input: HairAnalysisInput!) {
      recordHairAnalysis(sessionId: $sessionId, input: $input) { appointment { hairAnalysis { density curl porous } } }
    }`;
    const recorded = await test.gql<{ recordHairAnalysis: { appointment: { hairAnalysis: Record<string, unknown> } } }>(
      RECORD,
      { sessionId, input: { density: 3, curl: null, scalpConcerns: ['oily'] } },
      { headers: mirror },
    );
    expect(recorded.errors).toBeUndefined();
    expect(recorded.data?.recordHairAnalysis.appointment.hairAnalysis).toEqual({
      density: 3,
      curl: null,
      porous: null,
    });
    // Concerns alone, every score unset, are still an analysis the record shows.
    const concernsOnly = await test.gql<{ recordHairAnalysis: { appointment: { hairAnalysis: unknown } } }>(
      RECORD,
      { sessionId, input: { scalpConcerns: ['oily'] } },
      { headers: mirror },
    );
    expect(concernsOnly.data?.recordHairAnalysis.appointment.hairAnalysis).toEqual({
      density: null,
      curl: null,
      porous: null,
    });
    await test.gql(RECORD, { sessionId, input: { density: 3, scalpConcerns: ['oily'] } }, { headers: mirror });
    // The shampoo is made for wavy hair: with curl unscored it waits for the answer.
    const { picks } = await asMirror(mirror, RECOMMEND, { sessionId, profile: { coloured: true } });
    expect(picks?.recommendations.map((pick) => pick.sku)).not.toContain(products.shampoo.sku);
  });

  it('refuses a profile the shared rules refuse, and keeps the picks', async () => {
    const { mirror, sessionId } = await swapSetting();
    const computed = await asMirror(mirror, RECOMMEND, { sessionId });
    const bad = [{ gender: 'Other' }, { otherFilters: ['Vegan', 'vegan'] }, { otherFilters: [''] }];
    for (const profile of bad) {
      const answer = await asMirror(mirror, RECOMMEND, { sessionId, profile });
      expect(errorCode(answer.response), JSON.stringify(profile)).toBe('BAD_USER_INPUT');
    }
    const gender = await asMirror(mirror, RECOMMEND, { sessionId, profile: { gender: 'Other' } });
    expect(JSON.stringify(gender.response.errors)).toContain(recommendationProfileMessages.gender);
    const unchanged = await asMirror(mirror, SESSION, { id: sessionId });
    expect(unchanged.picks?.recommendations).toEqual(computed.picks?.recommendations);
  });
});
