import type { CatalogRepository } from './catalog.repository.ts';

export type { BrandOfSalonRow, CatalogueProductSummaryRow, RecommendableProductRow } from './catalog.repository.ts';

/** What another module may read of the catalogue; every write goes through the catalog service. */
export type CatalogReads = Pick<CatalogRepository, 'brandsOfSalon' | 'findBrand'>;

/**
 * The one picture a product shows where it shows one (the mirror's cards and picker): the salon
 * catalogue's first image, else the catalogue's main image.
 */
export function productImageOf(product: { images: readonly string[]; productImageMain: string | null }): string | null {
  return product.images[0] ?? product.productImageMain;
}
