import { and, asc, count, eq, inArray, ne, not, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { productIneligibleReasons } from '@piiq/domain/catalogue';
import type { PageArgs } from '@piiq/domain/paging';
import type { RecommendationCatalogue } from '@piiq/domain/recommendation-gaps';
import { isComingSoonBrand } from '@piiq/domain/salon-settings';
import { pageOffset } from '@piiq/domain/paging';
import type { Database } from '../../db/client.ts';
import { containing, startingWith } from '../../db/like.ts';
import { preparedOnFirstUse } from '../../db/prepared.ts';
import { brands } from '../../db/schema/brands.ts';
import { catalogueProducts, salonBrands, salonProducts } from '../../db/schema/catalog.ts';

export type BrandRow = typeof brands.$inferSelect;
export type SalonBrandRow = typeof salonBrands.$inferSelect;
export type ProductTypeName = (typeof catalogueProducts.$inferSelect)['productType'];

/** A brand a new salon is offered, and whether its clients see it from the start. */
export interface OfferedBrand {
  id: string;
  name: string;
  visibleToClients: boolean;
}

export interface SalonProductFilter {
  search?: string | undefined;
  brandId?: string | undefined;
  productType?: ProductTypeName | undefined;
}

/**
 * Everything one row of the products table shows, and no more, as flat columns: the products page
 * is the admin's busiest list, and drizzle maps every column of every row it reads.
 */
const salonProductColumns = {
  id: salonProducts.id,
  productId: salonProducts.productId,
  available: salonProducts.available,
  customPriceCents: salonProducts.customPriceCents,
  currency: salonProducts.currency,
  eligible: salonProducts.eligible,
  eligibleReason: salonProducts.eligibleReason,
  createdAt: salonProducts.createdAt,
  updatedAt: salonProducts.updatedAt,
  name: catalogueProducts.productName,
  size: catalogueProducts.productSize,
  sku: catalogueProducts.sku,
  productType: catalogueProducts.productType,
  images: catalogueProducts.images,
  rrpAuCents: catalogueProducts.rrpAuCents,
  rrpNzCents: catalogueProducts.rrpNzCents,
  rrpCaCents: catalogueProducts.rrpCaCents,
  rrpUsCents: catalogueProducts.rrpUsCents,
  brandId: brands.id,
  brandName: brands.name,
  brandAbbreviation: brands.abbreviation,
  brandActive: brands.active,
  brandLogoPath: brands.logoPath,
};

const catalogueProductSummaryColumns = {
  id: catalogueProducts.id,
  sku: catalogueProducts.sku,
  name: catalogueProducts.productName,
  size: catalogueProducts.productSize,
  productType: catalogueProducts.productType,
  description: catalogueProducts.description,
  bullets: catalogueProducts.bullets,
  forMen: catalogueProducts.forMen,
  outOfStock: catalogueProducts.outOfStock,
  archived: catalogueProducts.isArchived,
  listPriceCents: catalogueProducts.listPriceCents,
  rrpAuCents: catalogueProducts.rrpAuCents,
  productImageMain: catalogueProducts.productImageMain,
  images: catalogueProducts.images,
  brandId: catalogueProducts.brandId,
  brandName: brands.name,
};

export interface CatalogueProductSummaryRow {
  id: string;
  sku: string;
  name: string;
  size: string;
  productType: ProductTypeName;
  description: string;
  bullets: string[];
  forMen: boolean;
  outOfStock: boolean;
  archived: boolean;
  listPriceCents: number;
  rrpAuCents: number;
  productImageMain: string | null;
  images: string[];
  brandId: string;
  brandName: string;
}

/** A product the salon may recommend, as switching lists it: with the salon's own price when it set one. */
export interface RecommendableProductRow extends CatalogueProductSummaryRow {
  customPriceCents: number | null;
}

/** A product the salon may recommend, with what the recommendation engine reads (RecommendationCandidate). */
export interface RecommendationCandidateRow {
  id: string;
  sku: string;
  name: string;
  brandId: string;
  productType: ProductTypeName;
  forMen: boolean;
  outOfStock: boolean;
  archived: boolean;
  isFallback: boolean;
  isMask: boolean;
  isOil: boolean;
  rrpAuCents: number;
  customPriceCents: number | null;
  suitsColoured: string[];
  suitsHairColour: string[];
  suitsHairDensities: string[];
  suitsHairElasticities: string[];
  suitsHairPorosity: string[];
  suitsHairTextures: string[];
  suitsOtherFilters: string[];
  suitsScalpConcerns: string[];
  suitsGenders: string[];
}

/** The products of salons with their catalogue facts and brand, ready for a where clause. */
function salonProductsQuery(tx: Database) {
  return tx
    .select(salonProductColumns)
    .from(salonProducts)
    .innerJoin(catalogueProducts, eq(catalogueProducts.id, salonProducts.productId))
    .innerJoin(brands, eq(brands.id, catalogueProducts.brandId));
}

export type SalonProductRow = Awaited<ReturnType<typeof salonProductsQuery>>[number];

/**
 * A brand with the salon's switches for it, as the salon's settings and products page show it: the
 * switches are null when the brand is not offered to the salon (it has no row for it).
 */
const brandOfSalonColumns = {
  id: brands.id,
  name: brands.name,
  abbreviation: brands.abbreviation,
  active: brands.active,
  logoPath: brands.logoPath,
  availableToSalon: salonBrands.availableToSalon,
  enabled: salonBrands.enabled,
  visibleToClients: salonBrands.visibleToClients,
};

function brandsOfSalonQuery(database: Database, salonId: string | Placeholder) {
  return database
    .select(brandOfSalonColumns)
    .from(brands)
    .leftJoin(salonBrands, and(eq(salonBrands.brandId, brands.id), eq(salonBrands.salonId, salonId)))
    .orderBy(asc(brands.name), asc(brands.id));
}

export type BrandOfSalonRow = Awaited<ReturnType<typeof brandsOfSalonQuery>>[number];

/**
 * The filters of GetSalonProducts and of its suggestions, given as values or, for a prepared
 * statement, as placeholders. `pattern` is a LIKE pattern on the name: a search's `containing`, a
 * suggestion's `startingWith`.
 */
function productFilter(
  salonId: string | Placeholder,
  filter: {
    brandId?: string | Placeholder | undefined;
    productType?: ProductTypeName | Placeholder | undefined;
    pattern?: string | Placeholder | undefined;
  },
) {
  return and(
    eq(salonProducts.salonId, salonId),
    filter.brandId ? eq(salonProducts.brandId, filter.brandId) : undefined,
    filter.productType ? eq(salonProducts.productType, filter.productType) : undefined,
    // lower() and LIKE: the same match as ILIKE, at about half its cost per row.
    filter.pattern ? sql`lower(${salonProducts.productName}) like lower(${filter.pattern})` : undefined,
  );
}

export function createCatalogRepository(db: Database) {
  /**
   * The products table is the busiest list of the admin: one prepared statement per combination of
   * filters.
   */
  const productPages = new Map<string, ReturnType<typeof prepareProductPage>>();
  function prepareProductPage(shape: { brand: boolean; type: boolean; search: boolean }, name: string) {
    const matches = db
      .select({ id: salonProducts.id, totalCount: sql<number>`count(*) over ()`.mapWith(Number).as('total_count') })
      .from(salonProducts)
      .where(
        productFilter(sql.placeholder('salonId'), {
          brandId: shape.brand ? sql.placeholder('brandId') : undefined,
          productType: shape.type ? sql.placeholder('productType') : undefined,
          pattern: shape.search ? sql.placeholder('pattern') : undefined,
        }),
      )
      .orderBy(asc(salonProducts.productName), asc(salonProducts.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('matches');
    return db
      .select({ ...salonProductColumns, matchCount: matches.totalCount })
      .from(matches)
      .innerJoin(salonProducts, eq(salonProducts.id, matches.id))
      .innerJoin(catalogueProducts, eq(catalogueProducts.id, salonProducts.productId))
      .innerJoin(brands, eq(brands.id, catalogueProducts.brandId))
      .orderBy(asc(salonProducts.productName), asc(salonProducts.id))
      .prepare(name);
  }
  function productPageStatement(shape: { brand: boolean; type: boolean; search: boolean }) {
    const name = `catalog_salon_products_page${shape.brand ? '_brand' : ''}${shape.type ? '_type' : ''}${shape.search ? '_search' : ''}`;
    return preparedOnFirstUse(productPages, name, (named) => prepareProductPage(shape, named));
  }

  /**
   * The products page's suggestions: the first names, in the page's order, that start with the typed
   * text. The (salon, name, id) index gives the salon's products already in name order, so the scan
   * stops at the limit'th match instead of sorting every match; only those rows meet the catalogue.
   */
  const suggestionStatements = new Map<string, ReturnType<typeof prepareSuggestions>>();
  function prepareSuggestions(shape: { brand: boolean; type: boolean }, name: string) {
    const matches = db
      .select({ id: salonProducts.id })
      .from(salonProducts)
      .where(
        productFilter(sql.placeholder('salonId'), {
          brandId: shape.brand ? sql.placeholder('brandId') : undefined,
          productType: shape.type ? sql.placeholder('productType') : undefined,
          pattern: sql.placeholder('pattern'),
        }),
      )
      .orderBy(asc(salonProducts.productName), asc(salonProducts.id))
      .limit(sql.placeholder('limit'))
      .as('matches');
    return db
      .select(salonProductColumns)
      .from(matches)
      .innerJoin(salonProducts, eq(salonProducts.id, matches.id))
      .innerJoin(catalogueProducts, eq(catalogueProducts.id, salonProducts.productId))
      .innerJoin(brands, eq(brands.id, catalogueProducts.brandId))
      .orderBy(asc(salonProducts.productName), asc(salonProducts.id))
      .prepare(name);
  }

  const brandsOfSalonNow = brandsOfSalonQuery(db, sql.placeholder('salonId')).prepare('catalog_brands_of_salon');

  // Every appointment record and cart shows its products by id: prepared once, the ids as one array.
  const productsByIds = db
    .select(catalogueProductSummaryColumns)
    .from(catalogueProducts)
    .innerJoin(brands, eq(brands.id, catalogueProducts.brandId))
    .where(sql`${catalogueProducts.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('catalog_products_by_ids');

  /**
   * What a stylist may recommend in this salon (docs/product-rules.md, domain's isRecommendable): products
   * neither out of stock nor archived, of a brand the salon offers and shows to its clients. The
   * salon's brand row is joined on `brandOfSalon` and the rule is the `where`.
   */
  const recommendableIn = (salonId: string) => ({
    brandOfSalon: and(eq(salonBrands.brandId, catalogueProducts.brandId), eq(salonBrands.salonId, salonId)),
    where: and(
      eq(salonBrands.availableToSalon, true),
      eq(salonBrands.visibleToClients, true),
      eq(catalogueProducts.isArchived, false),
      eq(catalogueProducts.outOfStock, false),
    ),
  });

  return {
    /**
     * The brands a new salon is offered and shown to its clients, by name: what signup lists as the
     * colour brand to choose, so the one chosen is the salon's preferred brand from its first day.
     */
    async brandNamesOfferedAtSignup(): Promise<string[]> {
      const rows = await db
        .select({ name: brands.name })
        .from(brands)
        .where(eq(brands.active, true))
        .orderBy(asc(brands.name), asc(brands.id));
      return rows.map((row) => row.name).filter((name) => !isComingSoonBrand(name));
    },

    /**
     * A new salon is offered every brand the provider has active (BrandsAvailableToSalon), with
     * their products on its shelf, so its retail step and products page have something on day one.
     * Each brand starts enabled and shown to the salon's clients, so its first consultation has
     * products to recommend whether or not its owner opens the retail step; the owner hides what the
     * salon does not stock. A Coming Soon brand has no products and is never toggled: it starts
     * hidden. Whether a product can be sold is the catalogue's state (archived, out of stock), copied
     * as the rows are made. Answers the brands offered, by name.
     */
    async offerActiveBrands(salonId: string, tx: Database = db): Promise<OfferedBrand[]> {
      const offered = (
        await tx
          .select({ id: brands.id, name: brands.name })
          .from(brands)
          .where(eq(brands.active, true))
          .orderBy(asc(brands.name), asc(brands.id))
      ).map((brand) => ({ ...brand, visibleToClients: !isComingSoonBrand(brand.name) }));
      if (offered.length > 0) {
        await tx.insert(salonBrands).values(
          offered.map((brand) => ({
            salonId,
            brandId: brand.id,
            availableToSalon: true,
            enabled: brand.visibleToClients,
            visibleToClients: brand.visibleToClients,
          })),
        );
      }
      await tx.execute(sql`
        insert into ${salonProducts} (salon_id, product_id, available, eligible, eligible_reason)
        select ${salonId}, p.id, not p.is_archived, not (p.is_archived or p.out_of_stock),
          case when p.is_archived then ${productIneligibleReasons.archived}
               when p.out_of_stock then ${productIneligibleReasons.outOfStock} end
        from ${catalogueProducts} p join ${brands} on ${brands.id} = p.brand_id
        where ${brands.active}`);
      return offered;
    },

    findBrand: async (id: string): Promise<BrandRow | undefined> => {
      const [row] = await db.select().from(brands).where(eq(brands.id, id)).limit(1);
      return row;
    },

    /**
     * Every brand of the catalogue, by name, with the salon's switches where it has them. Outside a
     * transaction it is the prepared statement: the products page asks for it with every page.
     */
    brandsOfSalon(salonId: string, tx?: Database): Promise<BrandOfSalonRow[]> {
      return tx ? brandsOfSalonQuery(tx, salonId) : brandsOfSalonNow.execute({ salonId });
    },

    async brandOfSalon(salonId: string, brandId: string, tx: Database = db): Promise<BrandOfSalonRow | undefined> {
      const [row] = await tx
        .select(brandOfSalonColumns)
        .from(brands)
        .leftJoin(salonBrands, and(eq(salonBrands.brandId, brands.id), eq(salonBrands.salonId, salonId)))
        .where(eq(brands.id, brandId))
        .limit(1);
      return row;
    },

    async setBrandSwitches(
      salonId: string,
      brandId: string,
      values: Partial<Pick<SalonBrandRow, 'enabled' | 'visibleToClients'>>,
      tx: Database = db,
    ): Promise<void> {
      await tx
        .update(salonBrands)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(salonBrands.salonId, salonId), eq(salonBrands.brandId, brandId)));
    },

    /**
     * Makes exactly these brands visible among those offered to the salon; a brand made visible is
     * enabled too. Rows whose switches would not change are left alone.
     */
    async showOnlyBrands(salonId: string, visibleIds: readonly string[], tx: Database = db): Promise<void> {
      const listed: SQL = visibleIds.length > 0 ? inArray(salonBrands.brandId, [...visibleIds]) : sql`false`;
      await tx
        .update(salonBrands)
        .set({ visibleToClients: listed, enabled: sql`${salonBrands.enabled} or ${listed}`, updatedAt: new Date() })
        .where(
          and(
            eq(salonBrands.salonId, salonId),
            eq(salonBrands.availableToSalon, true),
            or(ne(salonBrands.visibleToClients, listed), and(listed, not(salonBrands.enabled))),
          ),
        );
    },

    /** Catalogue products by id, with their brand's name: what an appointment's recommendations and cart show. */
    catalogueProductsByIds(ids: readonly string[], tx: Database = db): Promise<CatalogueProductSummaryRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      if (tx === db) return productsByIds.execute({ ids: [...new Set(ids)] });
      return tx
        .select(catalogueProductSummaryColumns)
        .from(catalogueProducts)
        .innerJoin(brands, eq(brands.id, catalogueProducts.brandId))
        .where(inArray(catalogueProducts.id, [...ids]));
    },

    /**
     * What the recommendation engine and the mirror's cart read: the products this salon may
     * recommend (as recommendableProducts), with their Suits* filters and the salon's custom price;
     * all of them, or only those of some ids or SKUs (a cart, a stylist's edit).
     */
    recommendationCandidates(
      salonId: string,
      only: { ids?: readonly string[]; skus?: readonly string[] } = {},
    ): Promise<RecommendationCandidateRow[]> {
      const recommendable = recommendableIn(salonId);
      return db
        .select({
          id: catalogueProducts.id,
          sku: catalogueProducts.sku,
          name: catalogueProducts.productName,
          brandId: catalogueProducts.brandId,
          productType: catalogueProducts.productType,
          forMen: catalogueProducts.forMen,
          outOfStock: catalogueProducts.outOfStock,
          archived: catalogueProducts.isArchived,
          isFallback: catalogueProducts.isFallback,
          isMask: catalogueProducts.isMask,
          isOil: catalogueProducts.isOil,
          rrpAuCents: catalogueProducts.rrpAuCents,
          customPriceCents: salonProducts.customPriceCents,
          suitsColoured: catalogueProducts.suitsColoured,
          suitsHairColour: catalogueProducts.suitsHairColour,
          suitsHairDensities: catalogueProducts.suitsHairDensities,
          suitsHairElasticities: catalogueProducts.suitsHairElasticities,
          suitsHairPorosity: catalogueProducts.suitsHairPorosity,
          suitsHairTextures: catalogueProducts.suitsHairTextures,
          suitsOtherFilters: catalogueProducts.suitsOtherFilters,
          suitsScalpConcerns: catalogueProducts.suitsScalpConcerns,
          suitsGenders: catalogueProducts.suitsGenders,
        })
        .from(catalogueProducts)
        .innerJoin(salonBrands, recommendable.brandOfSalon)
        .leftJoin(
          salonProducts,
          and(eq(salonProducts.productId, catalogueProducts.id), eq(salonProducts.salonId, salonId)),
        )
        .where(
          and(
            recommendable.where,
            only.ids ? inArray(catalogueProducts.id, [...only.ids]) : undefined,
            only.skus ? inArray(catalogueProducts.sku, [...only.skus]) : undefined,
          ),
        );
    },

    /** The Switch product dialog's list (the admin's and the mirror's): what the salon may recommend, by name. */
    recommendableProducts(salonId: string): Promise<RecommendableProductRow[]> {
      const recommendable = recommendableIn(salonId);
      return db
        .select({ ...catalogueProductSummaryColumns, customPriceCents: salonProducts.customPriceCents })
        .from(catalogueProducts)
        .innerJoin(brands, eq(brands.id, catalogueProducts.brandId))
        .innerJoin(salonBrands, recommendable.brandOfSalon)
        .leftJoin(
          salonProducts,
          and(eq(salonProducts.productId, catalogueProducts.id), eq(salonProducts.salonId, salonId)),
        )
        .where(recommendable.where)
        .orderBy(asc(catalogueProducts.productName), asc(catalogueProducts.id));
    },

    /** How many brands the salon shows its clients, and how many products of theirs it may recommend. */
    async recommendationCatalogue(salonId: string): Promise<RecommendationCatalogue> {
      const recommendable = recommendableIn(salonId);
      const [[brandsShown], [products]] = await Promise.all([
        db
          .select({ count: count() })
          .from(salonBrands)
          .where(
            and(
              eq(salonBrands.salonId, salonId),
              eq(salonBrands.availableToSalon, true),
              eq(salonBrands.visibleToClients, true),
            ),
          ),
        db
          .select({ count: count() })
          .from(catalogueProducts)
          .innerJoin(salonBrands, recommendable.brandOfSalon)
          .where(recommendable.where),
      ]);
      return { visibleBrands: brandsShown?.count ?? 0, recommendableProducts: products?.count ?? 0 };
    },

    /** The words of Suits OtherFilters among what the salon may recommend, each as spelled somewhere. */
    async recommendableOtherFilters(salonId: string): Promise<string[]> {
      const recommendable = recommendableIn(salonId);
      const rows = await db
        .selectDistinct({ word: sql<string>`unnest(${catalogueProducts.suitsOtherFilters})` })
        .from(catalogueProducts)
        .innerJoin(salonBrands, recommendable.brandOfSalon)
        .where(recommendable.where);
      return rows.map((row) => row.word);
    },

    async salonIdOfProduct(salonProductId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ salonId: salonProducts.salonId })
        .from(salonProducts)
        .where(eq(salonProducts.id, salonProductId))
        .limit(1);
      return row?.salonId;
    },

    async findSalonProduct(
      salonProductId: string,
      tx: Database = db,
      forUpdate = false,
    ): Promise<SalonProductRow | undefined> {
      const query = salonProductsQuery(tx).where(eq(salonProducts.id, salonProductId)).limit(1);
      const [row] = forUpdate ? await query.for('update', { of: salonProducts }) : await query;
      return row;
    },

    /**
     * GetSalonProducts: by product name then id, filtered, with the count of the whole filtered list.
     * One pass over the (salon, name, id) index finds the page's ids and counts every match; only
     * the page's rows are joined to the catalogue, so the last page costs about what the first does.
     */
    async pageOfSalonProducts(
      salonId: string,
      filter: SalonProductFilter,
      page: PageArgs,
    ): Promise<{ items: SalonProductRow[]; totalCount: number }> {
      const statement = productPageStatement({
        brand: Boolean(filter.brandId),
        type: Boolean(filter.productType),
        search: Boolean(filter.search),
      });
      const rows = await statement.execute({
        salonId,
        brandId: filter.brandId,
        productType: filter.productType,
        pattern: filter.search ? containing(filter.search) : undefined,
        limit: page.limit,
        offset: pageOffset(page),
      });
      const counted = rows[0]?.matchCount;
      if (counted !== undefined || page.page === 1) return { items: rows, totalCount: counted ?? 0 };
      // A page past the end has no row to carry the count.
      const [total] = await db
        .select({ n: count() })
        .from(salonProducts)
        .where(productFilter(salonId, { ...filter, pattern: filter.search ? containing(filter.search) : undefined }));
      return { items: [], totalCount: total?.n ?? 0 };
    },

    /** The salon's products whose name starts with `prefix` (ignoring case), by name then id, at most `limit`. */
    suggestSalonProducts(
      salonId: string,
      filter: { prefix: string; brandId?: string | undefined; productType?: ProductTypeName | undefined },
      limit: number,
    ): Promise<SalonProductRow[]> {
      const shape = { brand: Boolean(filter.brandId), type: Boolean(filter.productType) };
      const name = `catalog_salon_product_suggestions${shape.brand ? '_brand' : ''}${shape.type ? '_type' : ''}`;
      return preparedOnFirstUse(suggestionStatements, name, (named) => prepareSuggestions(shape, named)).execute({
        salonId,
        brandId: filter.brandId,
        productType: filter.productType,
        pattern: startingWith(filter.prefix),
        limit,
      });
    },

    async updateSalonProduct(
      salonProductId: string,
      values: Partial<Pick<typeof salonProducts.$inferSelect, 'available' | 'customPriceCents'>>,
      tx: Database = db,
    ): Promise<void> {
      await tx
        .update(salonProducts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(salonProducts.id, salonProductId));
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
