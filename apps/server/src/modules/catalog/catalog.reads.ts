import type { CatalogRepository } from './catalog.repository.ts';

export type { BrandOfSalonRow, CatalogueProductSummaryRow, RecommendableProductRow } from './catalog.repository.ts';

/** What another module may read of the catalogue; every write goes through the catalog service. */
export type CatalogReads = Pick<CatalogRepository, 'brandsOfSalon' | 'findBrand'>;
