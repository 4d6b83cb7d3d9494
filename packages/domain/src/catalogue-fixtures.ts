import type { CatalogueProduct } from './recommendations.ts';

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
