import { PRICE_INVALID_MESSAGE } from '@piiq/domain/money';
import { pagingMessages } from '@piiq/domain/paging';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueProducts } from '../../db/schema/catalog.ts';
import { createBrand, createCatalogueProduct, createSalonProduct, offerBrand } from '../../test/factories.ts';
import { signedInSalonAdmin } from '../../test/sign-in.ts';
import { errorCode, startTestServer, type TestServer } from '../../test/test-server.ts';

const GET_SALON_PRODUCTS = /* GraphQL */ `
  query GetSalonProducts($salonId: ID!, $limit: Int, $page: Int, $search: String, $brandId: ID, $productType: String) {
    salon(id: $salonId) {
      products(limit: $limit, page: $page, search: $search, brandId: $brandId, productType: $productType) {
        totalCount
        page
        limit
        items {
          id
          productId
          name
          size
          sku
          productType
          available
          customPrice
          msrp
          currency
          eligible
          eligibleReason
          images
          createdAt
          updatedAt
          brand {
            id
            name
            abbreviation
            active
            comingSoon
            logoUrl
          }
        }
      }
    }
  }
`;
const UPDATE_PRODUCT = /* GraphQL */ `
  mutation UpdateProduct($productId: ID!, $input: UpdateProductInput!) {
    updateProduct(productId: $productId, input: $input) {
      id
      available
      customPrice
      msrp
      updatedAt
    }
  }
`;

interface ProductShape {
  id: string;
  productId: string;
  name: string;
  productType: string;
  available: boolean;
  customPrice: number | null;
  msrp: number;
  currency: string;
  updatedAt: string;
  brand: { id: string; name: string };
}
type PageShape = { salon: { products: { totalCount: number; page: number; limit: number; items: ProductShape[] } } };

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(() => test.close());

const db = () => test.server.database.db;

/** 13 products over two brands, named so that their order is known, plus one of another salon. */
async function salonWithProducts() {
  const admin = await signedInSalonAdmin(test);
  const velvet = await createBrand(db(), { name: `Velvet Bond ${Date.now()}` });
  const terra = await createBrand(db(), { name: `Terra Scalp Lab ${Date.now()}` });
  await offerBrand(db(), admin.salon.id, velvet.id, { enabled: true, visibleToClients: true });
  await offerBrand(db(), admin.salon.id, terra.id);
  const names = [
    'Argan Repair Mask',
    'Bond Builder Shampoo',
    'Curl Cream',
    'Daily Conditioner',
    'Extra Hold Gel',
    'Frizz Serum',
    'Gloss Spray',
    'Hydrating Shampoo',
    'Intense Treatment 50% more',
    'Jojoba Oil',
    'Keratin Conditioner',
    'Leave_in Spray',
    'Moisture Shampoo',
  ];
  const products = [];
  for (const [i, name] of names.entries()) {
    const brand = i % 2 === 0 ? velvet : terra;
    const type = name.includes('Shampoo')
      ? 'Shampoo'
      : name.includes('Conditioner')
        ? 'Conditioner'
        : name.includes('Treatment') || name.includes('Mask')
          ? 'Treatment'
          : 'Styling';
    const catalogue = await createCatalogueProduct(db(), brand.id, {
      productName: name,
      productType: type,
      rrpAuCents: 3000 + i * 100,
      rrpNzCents: 3500 + i * 100,
    });
    products.push(await createSalonProduct(db(), admin.salon.id, catalogue.id));
  }
  const other = await signedInSalonAdmin(test);
  const theirs = await createCatalogueProduct(db(), velvet.id, { productName: 'Argan Repair Mask (theirs)' });
  await createSalonProduct(db(), other.salon.id, theirs.id);
  return { ...admin, velvet, terra, names, products };
}

async function productsPage(salonId: string, cookie: string, variables: Record<string, unknown> = {}) {
  return test.gql<PageShape>(GET_SALON_PRODUCTS, { salonId, ...variables }, { cookie });
}

describe('GetSalonProducts', () => {
  it('pages the salon’s products by name, 10 by default, with the whole count', async () => {
    const { salon, cookie, names } = await salonWithProducts();
    const first = await productsPage(salon.id, cookie);
    expect(first.errors).toBeUndefined();
    expect(first.data?.salon.products).toMatchObject({ totalCount: 13, page: 1, limit: 10 });
    expect(first.data?.salon.products.items.map((p) => p.name)).toEqual(names.slice(0, 10));
    const second = await productsPage(salon.id, cookie, { page: 2 });
    expect(second.data?.salon.products.items.map((p) => p.name)).toEqual(names.slice(10));
    const small = await productsPage(salon.id, cookie, { limit: 4, page: 3 });
    expect(small.data?.salon.products.items.map((p) => p.name)).toEqual(names.slice(8, 12));
    const beyond = await productsPage(salon.id, cookie, { limit: 10, page: 3 });
    expect(beyond.data?.salon.products).toEqual({ totalCount: 13, page: 3, limit: 10, items: [] });
  });

  it('shows each product as the salon sells it', async () => {
    const { salon, cookie, velvet, products } = await salonWithProducts();
    const first = (await productsPage(salon.id, cookie, { limit: 1 })).data?.salon.products.items[0];
    expect(first).toMatchObject({
      id: products[0]?.id,
      productId: products[0]?.productId,
      name: 'Argan Repair Mask',
      productType: 'Treatment',
      available: true,
      customPrice: null,
      msrp: 3000,
      currency: 'AUD',
      eligible: true,
      eligibleReason: null,
      brand: { id: velvet.id, name: velvet.name, comingSoon: false },
    });
  });

  it('finds products by any part of the name, ignoring case, and takes % and _ literally', async () => {
    const { salon, cookie } = await salonWithProducts();
    const search = async (text: string) =>
      (await productsPage(salon.id, cookie, { search: text, limit: 100 })).data?.salon.products;
    expect((await search('SHAMPOO'))?.items.map((p) => p.name)).toEqual([
      'Bond Builder Shampoo',
      'Hydrating Shampoo',
      'Moisture Shampoo',
    ]);
    expect((await search('  conditioner '))?.totalCount).toBe(2);
    expect((await search('50%'))?.items.map((p) => p.name)).toEqual(['Intense Treatment 50% more']);
    expect((await search('e_i'))?.items.map((p) => p.name)).toEqual(['Leave_in Spray']);
    expect((await search('%'))?.totalCount).toBe(1);
    expect((await search('nothing like this'))?.totalCount).toBe(0);
    expect((await search(''))?.totalCount).toBe(13);
  });

  it('narrows by brand and by product type; "ALL" or empty is no filter, an unknown one matches nothing', async () => {
    const { salon, cookie, velvet } = await salonWithProducts();
    const count = async (variables: Record<string, unknown>) =>
      (await productsPage(salon.id, cookie, variables)).data?.salon.products.totalCount;
    expect(await count({ brandId: velvet.id })).toBe(7);
    expect(await count({ productType: 'Shampoo' })).toBe(3);
    expect(await count({ brandId: velvet.id, productType: 'Shampoo', search: 'moist' })).toBe(1);
    expect(await count({ brandId: 'ALL', productType: '' })).toBe(13);
    expect(await count({ productType: 'Perfume' })).toBe(0);
    expect(await count({ brandId: 'not-an-id' })).toBe(0);
  });

  it('follows the catalogue when it renames, rebrands or retypes a product', async () => {
    const { salon, cookie, velvet, terra, products } = await salonWithProducts();
    const last = products.at(-1);
    if (!last) throw new Error('no products');
    await db()
      .update(catalogueProducts)
      .set({ productName: 'Aaa Renamed Shampoo', brandId: terra.id, productType: 'Styling' })
      .where(eq(catalogueProducts.id, last.productId));
    const first = (await productsPage(salon.id, cookie, { limit: 1 })).data?.salon.products.items[0];
    expect(first).toMatchObject({
      id: last.id,
      name: 'Aaa Renamed Shampoo',
      productType: 'Styling',
      brand: { id: terra.id },
    });
    const count = async (variables: Record<string, unknown>) =>
      (await productsPage(salon.id, cookie, variables)).data?.salon.products.totalCount;
    expect(await count({ brandId: velvet.id })).toBe(6);
    expect(await count({ productType: 'Shampoo' })).toBe(2);
    expect(await count({ search: 'renamed' })).toBe(1);
  });

  it.each([
    [{ limit: 0 }, pagingMessages.limit],
    [{ limit: 101 }, pagingMessages.limit],
    [{ page: 0 }, pagingMessages.page],
  ])('refuses %j', async (variables, message) => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    const response = await productsPage(salon.id, cookie, variables);
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toBe(message);
  });
});

const PRODUCT_SUGGESTIONS = /* GraphQL */ `
  query ProductSuggestions($salonId: ID!, $search: String!, $brandId: ID, $productType: String) {
    salon(id: $salonId) {
      productSuggestions(search: $search, brandId: $brandId, productType: $productType) {
        id
        name
        brand {
          name
        }
      }
    }
  }
`;

describe('productSuggestions', () => {
  type Suggestions = { salon: { productSuggestions: Array<{ id: string; name: string; brand: { name: string } }> } };
  const suggest = (salonId: string, cookie: string | undefined, variables: Record<string, unknown>) =>
    test.gql<Suggestions>(PRODUCT_SUGGESTIONS, { salonId, ...variables }, cookie ? { cookie } : {});

  it('suggests the salon’s products whose name starts with the typed text, ignoring case, by name', async () => {
    const { salon, cookie, velvet } = await salonWithProducts();
    const names = async (variables: Record<string, unknown>) =>
      (await suggest(salon.id, cookie, variables)).data?.salon.productSuggestions.map((p) => p.name);
    expect(await names({ search: '  ARGAN r' })).toEqual(['Argan Repair Mask']);
    // Only the start of the name: "Shampoo" ends three names and starts none.
    expect(await names({ search: 'shampoo' })).toEqual([]);
    expect(await names({ search: 'Leave_' })).toEqual(['Leave_in Spray']);
    expect(await names({ search: 'L%' })).toEqual([]);
    expect(await names({ search: '' })).toEqual([]);
    expect(await names({ search: '   ' })).toEqual([]);
    // The page's brand and type filters hold for its suggestions too.
    expect(await names({ search: 'h', brandId: velvet.id })).toEqual([]);
    expect(await names({ search: 'h', productType: 'Shampoo' })).toEqual(['Hydrating Shampoo']);
    expect(await names({ search: 'h', productType: 'Wax' })).toEqual([]);
  });

  it('offers at most 8, the first by name', async () => {
    const admin = await signedInSalonAdmin(test);
    const brand = await createBrand(db(), { name: `Many ${Date.now()}` });
    await offerBrand(db(), admin.salon.id, brand.id);
    for (let n = 12; n >= 1; n--) {
      const catalogue = await createCatalogueProduct(db(), brand.id, {
        productName: `Mask ${String(n).padStart(2, '0')}`,
      });
      await createSalonProduct(db(), admin.salon.id, catalogue.id);
    }
    const found = await suggest(admin.salon.id, admin.cookie, { search: 'mask' });
    expect(found.data?.salon.productSuggestions.map((p) => p.name)).toEqual(
      Array.from({ length: 8 }, (_, n) => `Mask ${String(n + 1).padStart(2, '0')}`),
    );
  });

  it('never suggests another salon’s products, and refuses another salon’s id', async () => {
    const { salon, cookie } = await salonWithProducts();
    const ours = await suggest(salon.id, cookie, { search: 'argan' });
    expect(ours.data?.salon.productSuggestions.map((p) => p.name)).toEqual(['Argan Repair Mask']);
    const stranger = await signedInSalonAdmin(test);
    expect(errorCode(await suggest(salon.id, stranger.cookie, { search: 'argan' }))).toBe('FORBIDDEN');
    expect(errorCode(await suggest(salon.id, undefined, { search: 'argan' }))).toBe('UNAUTHENTICATED');
  });
});

describe('UpdateProduct', () => {
  async function oneProduct() {
    const admin = await signedInSalonAdmin(test);
    const brand = await createBrand(db());
    const catalogue = await createCatalogueProduct(db(), brand.id, { rrpAuCents: 3495 });
    const product = await createSalonProduct(db(), admin.salon.id, catalogue.id, {
      updatedAt: new Date('2026-01-01T00:00:00Z'),
    });
    return { ...admin, product };
  }
  const updateProduct = (productId: string, input: Record<string, unknown>, cookie?: string) =>
    test.gql<{ updateProduct: ProductShape }>(UPDATE_PRODUCT, { productId, input }, cookie ? { cookie } : {});

  it('toggles availability', async () => {
    const { cookie, product } = await oneProduct();
    const off = await updateProduct(product.id, { available: false }, cookie);
    expect(off.data?.updateProduct).toMatchObject({ id: product.id, available: false, customPrice: null, msrp: 3495 });
  });

  it('reads a typed custom price into cents, and clears it on empty or null', async () => {
    const { cookie, product } = await oneProduct();
    expect((await updateProduct(product.id, { customPrice: '$29.95' }, cookie)).data?.updateProduct.customPrice).toBe(
      2995,
    );
    expect((await updateProduct(product.id, { customPrice: '' }, cookie)).data?.updateProduct.customPrice).toBeNull();
    expect((await updateProduct(product.id, { customPrice: '30' }, cookie)).data?.updateProduct.customPrice).toBe(3000);
    expect((await updateProduct(product.id, { customPrice: null }, cookie)).data?.updateProduct.customPrice).toBeNull();
  });

  it.each(['abc', '24.999', '-5', '1,2'])('refuses the price %j', async (customPrice) => {
    const { cookie, product } = await oneProduct();
    const response = await updateProduct(product.id, { customPrice }, cookie);
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toBe(PRICE_INVALID_MESSAGE);
  });

  it('writes nothing when the price or the toggle did not change', async () => {
    const { cookie, product } = await oneProduct();
    const unchanged = await updateProduct(product.id, { customPrice: '', available: true }, cookie);
    expect(unchanged.data?.updateProduct.updatedAt).toBe('2026-01-01T00:00:00.000Z');
    const priced = await updateProduct(product.id, { customPrice: '24.95' }, cookie);
    const writtenAt = priced.data?.updateProduct.updatedAt;
    expect(writtenAt).not.toBe('2026-01-01T00:00:00.000Z');
    const same = await updateProduct(product.id, { customPrice: '$24.95' }, cookie);
    expect(same.data?.updateProduct.updatedAt).toBe(writtenAt);
  });

  it('is for the admins of the product’s salon only', async () => {
    const { product } = await oneProduct();
    const stranger = await signedInSalonAdmin(test);
    expect(errorCode(await updateProduct(product.id, { available: false }, stranger.cookie))).toBe('FORBIDDEN');
    expect(errorCode(await updateProduct(product.id, { customPrice: 'x' }, stranger.cookie))).toBe('FORBIDDEN');
    expect(errorCode(await updateProduct(product.id, { available: false }))).toBe('UNAUTHENTICATED');
    expect(errorCode(await updateProduct(product.productId, { available: false }, stranger.cookie))).toBe('FORBIDDEN');
  });
});
