import { productIneligibleReasons } from '@piiq/domain/catalogue';
import { catalogueMessages, SHEET_COLUMNS, sheetMessages } from '@piiq/domain/catalogue-sheet';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../db/schema/brands.ts';
import { catalogueProducts, salonProducts } from '../../db/schema/catalog.ts';
import { EVERY_CATALOGUE } from '../../ports/events.ts';
import { AUDIT_LOG, type AuditLogAnswer } from '../../test/audit-log.ts';
import { createBrand, createSalonAdmin, createUser, offerBrand } from '../../test/factories.ts';
import { signInAs } from '../../test/sign-in.ts';
import { errorCode, startTestServer, type TestServer } from '../../test/test-server.ts';

const SAVE = /* GraphQL */ `
  mutation Save($id: ID, $version: Int, $input: CatalogueProductInput!) {
    saveCatalogueProduct(id: $id, version: $version, input: $input) {
      id
      sku
      productName
      isArchived
      outOfStock
      rrpAuCents
      rrpNzCents
      suitsGenders
      version
      brandName
    }
  }
`;
const PRODUCTS = /* GraphQL */ `
  query Products($search: String, $brandId: ID, $nextToken: String, $limit: Int) {
    consoleProducts(search: $search, brandId: $brandId, nextToken: $nextToken, limit: $limit) {
      items {
        id
        sku
        productName
      }
      nextToken
    }
  }
`;
const RECOMMENDABLE = /* GraphQL */ `
  query Recommendable($salonId: ID!) {
    salon(id: $salonId) {
      recommendableProducts {
        id
      }
    }
  }
`;
const SAVE_BRAND = /* GraphQL */ `
  mutation SaveBrand($id: ID, $version: Int, $input: BrandInput!) {
    saveBrand(id: $id, version: $version, input: $input) {
      id
      name
      logoPath
      version
    }
  }
`;

let test: TestServer;
let provider: string;
let brand: { id: string; name: string; abbreviation: string };
let salon: { id: string };
let adminCookie: string;

const productInput = (overrides: Record<string, unknown> = {}) => ({
  sku: `ED-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`,
  brandId: brand.id,
  productName: 'Editor Shampoo',
  productType: 'Shampoo',
  productSize: '300 ml',
  description: 'Cleanses gently.',
  bullets: ['Gentle', 'Sulphate free'],
  forMen: false,
  isArchived: false,
  isFallback: false,
  isMask: false,
  isOil: false,
  outOfStock: false,
  listPriceCents: 1500,
  rrpAuCents: 2995,
  rrpNzCents: 3195,
  images: ['/files/demo/products/editor.svg'],
  productImageMain: '/files/demo/products/editor.svg',
  benefits: '',
  directions: 'Lather, rinse.',
  ingredients: '',
  ean: '9300000000017',
  hairConcernsFilters: ['Dryness'],
  suitsColoured: ['Natural', 'Coloured'],
  suitsHairColour: [],
  suitsHairDensities: ['Fine'],
  suitsHairElasticities: [],
  suitsHairPorosity: [],
  suitsHairTextures: ['Wavy'],
  suitsOtherFilters: ['Vegan'],
  suitsScalpConcerns: ['dry'],
  suitsGenders: ['Female'],
  ...overrides,
});

/** Posts a sheet as the provider's staff would from the console. */
async function postSheet(csv: string, apply: boolean, cookie = provider) {
  const response = await test.server.app.inject({
    method: 'POST',
    url: `/console/catalogue/sheet?apply=${apply}`,
    headers: { 'content-type': 'text/csv', cookie, 'x-piiq-csrf': '1', origin: 'http://localhost:3000' },
    payload: csv,
  });
  return {
    status: response.statusCode,
    body: response.json() as {
      problems: Array<{ line: number; message: string }>;
      created: number;
      updated: number;
      unchanged: number;
      applied: boolean;
      changes: Array<{
        line: number;
        sku: string;
        action: string;
        columns: Array<{ column: string; before: string; after: string }>;
      }>;
    },
  };
}

beforeAll(async () => {
  test = await startTestServer();
  const db = test.server.database.db;
  const staff = await createUser(db, { isProviderStaff: true });
  provider = await signInAs(test, staff.email);
  const stamp = Date.now().toString(36).toUpperCase();
  brand = await createBrand(db, { name: `Editor Botanics ${stamp}`, abbreviation: `ED${stamp}`.slice(0, 10) });
  const admin = await createSalonAdmin(db);
  salon = admin.salon;
  adminCookie = await signInAs(test, admin.user.email);
  await offerBrand(db, salon.id, brand.id, { enabled: true, visibleToClients: true });
});
afterAll(() => test.close());

describe('editing a brand', () => {
  it('sets its logo, keeps it when the save leaves it out, removes it when emptied, and refuses an address that is not one', async () => {
    type Saved = { saveBrand: { id: string; logoPath: string | null; version: number } };
    const stamp = Date.now().toString(36).toUpperCase();
    const name = `Logo Botanics ${stamp}`;
    const abbreviation = `LG${stamp}`.slice(0, 10);
    const input = (logoPath?: string) => ({
      name,
      abbreviation,
      active: true,
      ...(logoPath === undefined ? {} : { logoPath }),
    });

    const bad = await test.gql(SAVE_BRAND, { input: input('javascript:alert(1)') }, { cookie: provider });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(bad.errors)).toContain(catalogueMessages.brandLogo);

    const created = await test.gql<Saved>(
      SAVE_BRAND,
      { input: input('  /files/demo/brands/lp.svg ') },
      { cookie: provider },
    );
    expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
    const id = created.data?.saveBrand.id;
    expect(created.data?.saveBrand.logoPath).toBe('/files/demo/brands/lp.svg');

    const kept = await test.gql<Saved>(SAVE_BRAND, { id, version: 1, input: input() }, { cookie: provider });
    expect(kept.data?.saveBrand).toMatchObject({ logoPath: '/files/demo/brands/lp.svg', version: 2 });
    const emptied = await test.gql<Saved>(SAVE_BRAND, { id, version: 2, input: input('') }, { cookie: provider });
    expect(emptied.data?.saveBrand).toMatchObject({ logoPath: null, version: 3 });

    const audit = await test.gql<AuditLogAnswer>(AUDIT_LOG, { action: 'brand.update' }, { cookie: provider });
    const removal = audit.data?.auditLog.items.find((entry) => entry.subjectId === id);
    expect(JSON.parse(removal?.before ?? '{}')).toMatchObject({ logoPath: '/files/demo/brands/lp.svg' });
  });
});

describe('editing a catalogue product', () => {
  it('creates a product on the shelf of every salon offered its brand, and refuses a save over someone else’s', async () => {
    const db = test.server.database.db;
    const created = await test.gql<{
      saveCatalogueProduct: { id: string; version: number; suitsColoured: string[]; brandName: string };
    }>(SAVE, { input: productInput() }, { cookie: provider });
    expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
    const product = created.data?.saveCatalogueProduct;
    expect(product).toMatchObject({
      productName: 'Editor Shampoo',
      rrpAuCents: 2995,
      rrpNzCents: 3195,
      version: 1,
      brandName: brand.name,
    });
    const [shelved] = await db
      .select()
      .from(salonProducts)
      .where(and(eq(salonProducts.salonId, salon.id), eq(salonProducts.productId, product?.id ?? '')));
    expect(shelved).toMatchObject({ eligible: true, available: true });
    const listed = await test.gql<{ salon: { recommendableProducts: Array<{ id: string }> } }>(
      RECOMMENDABLE,
      { salonId: salon.id },
      { cookie: adminCookie },
    );
    expect(listed.data?.salon.recommendableProducts.map((row) => row.id)).toContain(product?.id);

    const renamed = await test.gql<{ saveCatalogueProduct: { version: number } }>(
      SAVE,
      { id: product?.id, version: 1, input: productInput({ productName: 'Editor Shampoo 2' }) },
      { cookie: provider },
    );
    expect(renamed.data?.saveCatalogueProduct.version).toBe(2);
    const stale = await test.gql(
      SAVE,
      { id: product?.id, version: 1, input: productInput({ productName: 'Lost change' }) },
      { cookie: provider },
    );
    expect(errorCode(stale)).toBe('CONFLICT');
    expect(stale.errors?.[0]?.message).toBe(catalogueMessages.changedElsewhere);

    // Archived: out of the salon's switch dialog and recommendations from now on, its shelf row saying why.
    const archived = await test.gql(
      SAVE,
      { id: product?.id, version: 2, input: productInput({ productName: 'Editor Shampoo 2', isArchived: true }) },
      { cookie: provider },
    );
    expect(archived.errors).toBeUndefined();
    const after = await test.gql<{ salon: { recommendableProducts: Array<{ id: string }> } }>(
      RECOMMENDABLE,
      { salonId: salon.id },
      { cookie: adminCookie },
    );
    expect(after.data?.salon.recommendableProducts.map((row) => row.id)).not.toContain(product?.id);
    const [shelf] = await db
      .select()
      .from(salonProducts)
      .where(eq(salonProducts.productId, product?.id ?? ''));
    expect(shelf).toMatchObject({ eligible: false, eligibleReason: productIneligibleReasons.archived });

    const audit = await test.gql<AuditLogAnswer>(AUDIT_LOG, { action: 'product' }, { cookie: provider });
    expect(audit.data?.auditLog.items.map((entry) => entry.action)).toEqual([
      'product.archive',
      'product.update',
      'product.create',
    ]);
    expect(JSON.parse(audit.data?.auditLog.items[0]?.before ?? '{}')).toMatchObject({
      isArchived: false,
      productName: 'Editor Shampoo 2',
    });
  });

  it('refuses bad fields with the domain’s messages, and a SKU already taken', async () => {
    const badPrice = await test.gql(SAVE, { input: productInput({ rrpAuCents: -1 }) }, { cookie: provider });
    expect(errorCode(badPrice)).toBe('BAD_USER_INPUT');
    const badFilter = await test.gql(
      SAVE,
      { input: productInput({ suitsHairDensities: ['Enormous'] }) },
      { cookie: provider },
    );
    expect(JSON.stringify(badFilter.errors)).toContain('SuitsHairDensities takes: Fine, Medium, Thick.');
    const sku = `TAKEN-${Date.now()}`;
    expect((await test.gql(SAVE, { input: productInput({ sku }) }, { cookie: provider })).errors).toBeUndefined();
    const taken = await test.gql(SAVE, { input: productInput({ sku }) }, { cookie: provider });
    expect(taken.errors?.[0]?.message).toBe(catalogueMessages.skuTaken);
  });

  it('lists the catalogue by name a page at a time, searched by name or SKU', async () => {
    const first = await test.gql<{
      consoleProducts: { items: Array<{ productName: string }>; nextToken: string | null };
    }>(PRODUCTS, { brandId: brand.id, limit: 1 }, { cookie: provider });
    expect(first.data?.consoleProducts.items).toHaveLength(1);
    const second = await test.gql<{
      consoleProducts: { items: Array<{ productName: string }>; nextToken: string | null };
    }>(
      PRODUCTS,
      { brandId: brand.id, limit: 1, nextToken: first.data?.consoleProducts.nextToken },
      { cookie: provider },
    );
    expect(
      (second.data?.consoleProducts.items[0]?.productName ?? '') >=
        (first.data?.consoleProducts.items[0]?.productName ?? ''),
    ).toBe(true);
    expect(errorCode(await test.gql(PRODUCTS, {}, { cookie: adminCookie }))).toBe('FORBIDDEN');
  });
});

describe('importing a product sheet', () => {
  const header = SHEET_COLUMNS.map((column) => column.header);
  const line = (cells: Record<string, string>) => header.map((name) => cells[name] ?? '');
  const good = (sku: string, name: string) =>
    line({
      SKU: sku,
      Brand: brand.abbreviation,
      ProductName: name,
      ProductType: 'Conditioner',
      RRPAU: '24.95',
      SuitsGenders: 'Female|Male',
      Bullets: 'Soft|Shiny',
    });

  it('refuses a sheet with wrong columns, naming them, and applies nothing', async () => {
    const { body } = await postSheet('SKU,Brand,ProductName,Colour\nA,B,C,D\n', true);
    expect(body.applied).toBe(false);
    expect(body.problems).toEqual([{ line: 1, message: sheetMessages.unknownColumn('Colour') }]);
    const keyless = await postSheet('Brand,RRPAU\nB,10\n', true);
    expect(keyless.body.problems).toEqual([{ line: 1, message: sheetMessages.missingColumn('SKU') }]);
  });

  it('previews only the price for a sheet of SKU and RRPAU, whatever order the stored Suits* values are in', async () => {
    const db = test.server.database.db;
    const created = await test.gql<{ saveCatalogueProduct: { id: string; sku: string } }>(
      SAVE,
      { input: productInput() },
      { cookie: provider },
    );
    expect(created.errors).toBeUndefined();
    const { id, sku } = created.data?.saveCatalogueProduct ?? { id: '', sku: '' };
    // Written as an older import or a hand edit could leave them: the vocabulary's words out of its order.
    await db
      .update(catalogueProducts)
      .set({
        suitsColoured: ['Natural', 'Coloured'],
        suitsHairDensities: ['Thick', 'Fine', 'Medium'],
        suitsHairPorosity: ['High', 'Low'],
        suitsHairTextures: ['Wavy', 'Straight'],
        suitsOtherFilters: ['Vegan', 'Cruelty free'],
      })
      .where(eq(catalogueProducts.id, id));
    const [before] = await db.select().from(catalogueProducts).where(eq(catalogueProducts.id, id));

    const priceOnly = stringify([
      ['SKU', 'RRPAU'],
      [sku, '31.50'],
    ]);
    expect((await postSheet(priceOnly, false)).body.changes).toEqual([
      { line: 2, sku, action: 'UPDATE', columns: [{ column: 'RRPAU', before: '29.95', after: '31.50' }] },
    ]);

    // The same values again, in another order, case and spacing and once twice: no change either.
    const sameSets = stringify([
      ['SKU', 'SuitsColoured', 'SuitsHairDensities', 'SuitsHairPorosity', 'SuitsHairTextures', 'SuitsOtherFilters'],
      [sku, 'coloured|Natural', ' medium | thick|Fine|fine', 'Low|HIGH', 'straight|wavy', 'cruelty FREE|vegan'],
    ]);
    expect((await postSheet(sameSets, false)).body).toMatchObject({ updated: 0, unchanged: 1, changes: [] });

    expect((await postSheet(priceOnly, true)).body).toMatchObject({ problems: [], updated: 1, applied: true });
    const [after] = await db.select().from(catalogueProducts).where(eq(catalogueProducts.id, id));
    expect(after).toEqual({ ...before, rrpAuCents: 3150, updatedAt: expect.any(Date), version: expect.any(Number) });
  });

  it('changes only the columns a sheet has: one RRPAU changes that price and nothing else, out of stock kept', async () => {
    const db = test.server.database.db;
    const created = await test.gql<{ saveCatalogueProduct: { id: string; sku: string } }>(
      SAVE,
      { input: productInput({ outOfStock: true, suitsHairTextures: ['Straight', 'Wavy'], rrpCaCents: 3295 }) },
      { cookie: provider },
    );
    expect(created.errors).toBeUndefined();
    const { id, sku } = created.data?.saveCatalogueProduct ?? { id: '', sku: '' };
    const storedRow = async () => (await db.select().from(catalogueProducts).where(eq(catalogueProducts.id, id)))[0];
    const before = await storedRow();

    // A sheet of the SKU and RRPAU alone; another line's blank cells and other spelling change nothing.
    const sheet = stringify([
      ['SKU', 'RRPAU', 'SuitsHairTextures', 'Outofstock', 'Description'],
      [sku, '31.50', 'wavy|STRAIGHT', '', ''],
    ]);
    const preview = await postSheet(sheet, false);
    expect(preview.body).toEqual({
      problems: [],
      created: 0,
      updated: 1,
      unchanged: 0,
      applied: false,
      changes: [{ line: 2, sku, action: 'UPDATE', columns: [{ column: 'RRPAU', before: '29.95', after: '31.50' }] }],
    });
    const applied = await postSheet(
      stringify([
        ['SKU', 'RRPAU'],
        [sku, '31.50'],
      ]),
      true,
    );
    expect(applied.body).toMatchObject({ problems: [], updated: 1, applied: true });
    const after = await storedRow();
    expect(after).toEqual({
      ...before,
      rrpAuCents: 3150,
      updatedAt: expect.any(Date),
      version: expect.any(Number),
    });
    expect(after).toMatchObject({ outOfStock: true, description: 'Cleanses gently.', rrpNzCents: 3195 });
    const listed = await test.gql<{ salon: { recommendableProducts: Array<{ id: string }> } }>(
      RECOMMENDABLE,
      { salonId: salon.id },
      { cookie: adminCookie },
    );
    expect(listed.data?.salon.recommendableProducts.map((row) => row.id)).not.toContain(id);

    // A word of the catalogue's in another case is the catalogue's word: a real change reads old -> new.
    const retextured = await postSheet(
      stringify([
        ['SKU', 'SuitsHairTextures'],
        [sku, 'curly|straight'],
      ]),
      true,
    );
    expect(retextured.body).toMatchObject({
      applied: true,
      changes: [{ columns: [{ column: 'SuitsHairTextures', before: 'Straight|Wavy', after: 'Straight|Curly' }] }],
    });
    expect((await storedRow())?.suitsHairTextures).toEqual(['Straight', 'Curly']);
  });

  it('names every bad line, applies nothing while any is bad, then applies the fixed sheet in one go', async () => {
    const db = test.server.database.db;
    const stamp = Date.now();
    /** The catalogue's rows of the sheet's first SKU: none until a sheet is applied. */
    const firstLineStored = () =>
      db
        .select()
        .from(catalogueProducts)
        .where(eq(catalogueProducts.sku, `SH-${stamp}-1`));
    const rows = [
      header,
      good(`SH-${stamp}-1`, 'Sheet One'),
      line({
        SKU: `SH-${stamp}-2`,
        Brand: brand.name,
        ProductName: 'Sheet Two',
        ProductType: 'Shampoo',
        RRPAU: 'twelve',
      }),
      good(`SH-${stamp}-3`, 'Sheet Three'),
      line({
        SKU: `SH-${stamp}-4`,
        Brand: 'No Such Brand',
        ProductName: 'Sheet Four',
        ProductType: 'Shampoo',
        RRPAU: '10',
      }),
      line({
        SKU: `SH-${stamp}-5`,
        Brand: brand.name,
        ProductName: 'Sheet Five',
        ProductType: 'Shampoo',
        RRPAU: '10',
        ForMen: 'maybe',
      }),
    ];
    const bad = await postSheet(stringify(rows), true);
    expect(bad.body.applied).toBe(false);
    expect(bad.body.problems).toEqual([
      { line: 3, message: sheetMessages.price('RRPAU') },
      { line: 5, message: sheetMessages.unknownBrand('No Such Brand') },
      { line: 6, message: sheetMessages.flag('ForMen') },
    ]);
    expect(await firstLineStored()).toEqual([]);

    const fixed = [
      header,
      good(`SH-${stamp}-1`, 'Sheet One'),
      good(`SH-${stamp}-2`, 'Sheet Two'),
      good(`SH-${stamp}-3`, 'Sheet Three'),
    ];
    const preview = await postSheet(stringify(fixed), false);
    expect(preview.body).toMatchObject({ problems: [], created: 3, updated: 0, applied: false });
    expect(await firstLineStored()).toEqual([]);
    const applied = await postSheet(stringify(fixed), true);
    expect(applied.body).toMatchObject({ problems: [], created: 3, applied: true });
    const [one] = await firstLineStored();
    expect(one).toMatchObject({
      productName: 'Sheet One',
      rrpAuCents: 2495,
      bullets: ['Soft', 'Shiny'],
      suitsGenders: ['Female', 'Male'],
      brandId: brand.id,
    });
    // New products reach the shelves of the salons their brand is offered to.
    expect(
      await db
        .select()
        .from(salonProducts)
        .where(and(eq(salonProducts.salonId, salon.id), eq(salonProducts.productId, one?.id ?? ''))),
    ).toHaveLength(1);

    // The same sheet again changes nothing; one changed price is an update of that column alone.
    const again = await postSheet(stringify(fixed), false);
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
    const shownPrice = async () =>
      (await test.server.services.catalog.catalogueProducts([one?.id ?? '']))[0]?.rrpAuCents;
    expect(await shownPrice()).toBe(2495);
    const repriced = [
      header,
      good(`SH-${stamp}-1`, 'Sheet One').map((cell, index) => (header[index] === 'RRPAU' ? '26.50' : cell)),
    ];
    const update = await postSheet(stringify(repriced), true);
    expect(update.body).toMatchObject({
      updated: 1,
      applied: true,
      changes: [
        {
          line: 2,
          sku: `SH-${stamp}-1`,
          action: 'UPDATE',
          columns: [{ column: 'RRPAU', before: '24.95', after: '26.50' }],
        },
      ],
    });
    // What appointments show of the product changes with the sheet, at once.
    expect(await shownPrice()).toBe(2650);
  });

  it('exports the catalogue as a sheet that imports back unchanged', async () => {
    const response = await test.server.app.inject({
      url: `/exports/catalogue.csv?brandId=${brand.id}`,
      headers: { cookie: provider },
    });
    expect(response.statusCode).toBe(200);
    const rows = parse(response.body, { bom: true }) as string[][];
    expect(rows[0]).toEqual(header);
    expect(rows.length).toBeGreaterThan(3);
    const back = await postSheet(response.body.replace(/^\uFEFF/, ''), false);
    expect(back.body).toMatchObject({ problems: [], created: 0, updated: 0, unchanged: rows.length - 1 });
  });

  it('is for the provider’s staff only', async () => {
    expect((await postSheet('SKU\n', false, adminCookie)).status).toBe(403);
    expect(
      (await test.server.app.inject({ url: '/exports/catalogue.csv', headers: { cookie: adminCookie } })).statusCode,
    ).toBe(404);
  });
});

describe('a product as appointments and carts show it', () => {
  it('shows an edit of the product or its brand at once, and is read again when another instance announces a change', async () => {
    type Saved = { saveCatalogueProduct: { id: string; version: number } };
    const created = await test.gql<Saved>(
      SAVE,
      { input: productInput({ productName: 'Shown Shampoo' }) },
      { cookie: provider },
    );
    const saved = created.data?.saveCatalogueProduct;
    if (!saved) throw new Error(JSON.stringify(created.errors));
    const shown = async () => (await test.server.services.catalog.catalogueProducts([saved.id]))[0];
    expect(await shown()).toMatchObject({ name: 'Shown Shampoo', brandName: brand.name });

    await test.gql(
      SAVE,
      {
        id: saved.id,
        version: saved.version,
        input: productInput({ sku: (await shown())?.sku, productName: 'Renamed Shampoo' }),
      },
      { cookie: provider },
    );
    expect((await shown())?.name).toBe('Renamed Shampoo');

    const renamedBrand = `${brand.name} Renamed`;
    const [stored] = await test.server.database.db
      .select({ version: brands.version })
      .from(brands)
      .where(eq(brands.id, brand.id));
    const renamed = await test.gql(
      SAVE_BRAND,
      {
        id: brand.id,
        version: stored?.version,
        input: { name: renamedBrand, abbreviation: brand.abbreviation, active: true },
      },
      { cookie: provider },
    );
    expect(renamed.errors).toBeUndefined();
    expect((await shown())?.brandName).toBe(renamedBrand);
    brand = { ...brand, name: renamedBrand };

    // Another instance edits the product: the row changes in the shared database, and it announces it.
    await test.server.database.db
      .update(catalogueProducts)
      .set({ productName: 'Edited Elsewhere' })
      .where(eq(catalogueProducts.id, saved.id));
    test.server.events.publish('catalogueChanged', EVERY_CATALOGUE, { changedAt: new Date().toISOString() });
    await expect.poll(async () => (await shown())?.name).toBe('Edited Elsewhere');
  });
});
