import { productIneligibleReasons } from '@piiq/domain/catalogue';
import type { CatalogueProductFields } from '@piiq/domain/catalogue-sheet';
import { and, asc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { brands } from '../../db/schema/brands.ts';
import { catalogueProducts, salonBrands, salonProducts } from '../../db/schema/catalog.ts';

export type CatalogueProductRow = typeof catalogueProducts.$inferSelect;
export type BrandRecord = typeof brands.$inferSelect;
/** A brand's editable fields; a logo left undefined keeps the stored one. */
export type BrandValues = Pick<BrandRecord, 'name' | 'abbreviation' | 'active'> & {
  logoPath?: string | null | undefined;
};
/** A product's stored fields as the console and the sheet edit them. */
export type ProductValues = CatalogueProductFields;

export interface ConsoleProductFilter {
  search?: string | undefined;
  brandId?: string | undefined;
}

/** Where a product list by name resumes: after this name and id. */
export interface NameCursor {
  name: string;
  id: string;
}

const INSERT_BATCH = 1_000;

/** Whether a salon may sell the product, and why not, from the catalogue's state: the one rule for every salon_products row. */
const eligibleSql = (product: string) => sql.raw(`not (${product}.is_archived or ${product}.out_of_stock)`);
const ineligibleReasonSql = (product: string) =>
  sql`case when ${sql.raw(`${product}.is_archived`)} then ${productIneligibleReasons.archived} when ${sql.raw(`${product}.out_of_stock`)} then ${productIneligibleReasons.outOfStock} end`;

/** The provider's edits of the catalogue: brands and products, one at a time or a whole sheet. */
export function createCatalogueEditorRepository(db: Database) {
  /** Products by name, a page at a time, searched by name or SKU and narrowed to a brand. */
  function productsPage(filter: ConsoleProductFilter, after: NameCursor | null, limit: number) {
    const conditions: Array<SQL | undefined> = [
      filter.search
        ? or(
            ilike(catalogueProducts.productName, containing(filter.search)),
            ilike(catalogueProducts.sku, containing(filter.search)),
          )
        : undefined,
      filter.brandId ? eq(catalogueProducts.brandId, filter.brandId) : undefined,
      after
        ? sql`(${catalogueProducts.productName}, ${catalogueProducts.id}) > (${after.name}, ${after.id}::uuid)`
        : undefined,
    ];
    return db
      .select({ product: catalogueProducts, brandName: brands.name })
      .from(catalogueProducts)
      .innerJoin(brands, eq(brands.id, catalogueProducts.brandId))
      .where(and(...conditions))
      .orderBy(asc(catalogueProducts.productName), asc(catalogueProducts.id))
      .limit(limit);
  }

  return {
    brands(tx: Database = db): Promise<BrandRecord[]> {
      return tx.select().from(brands).orderBy(asc(brands.name), asc(brands.id));
    },

    async findBrand(id: string, tx: Database = db): Promise<BrandRecord | undefined> {
      const [row] = await tx.select().from(brands).where(eq(brands.id, id)).limit(1);
      return row;
    },

    async insertBrand(values: BrandValues, tx: Database): Promise<BrandRecord> {
      const [row] = await tx.insert(brands).values(values).returning();
      if (!row) throw new Error('brand was not stored');
      return row;
    },

    /** Saves over the version read; undefined when someone else saved since. */
    async updateBrand(
      id: string,
      values: BrandValues,
      version: number,
      tx: Database,
    ): Promise<BrandRecord | undefined> {
      const [row] = await tx
        .update(brands)
        .set({ ...values, version: sql`${brands.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(brands.id, id), eq(brands.version, version)))
        .returning();
      return row;
    },

    productsPage,

    async findProduct(id: string, forUpdate = false, tx: Database = db): Promise<CatalogueProductRow | undefined> {
      const query = tx.select().from(catalogueProducts).where(eq(catalogueProducts.id, id)).limit(1);
      const [row] = forUpdate ? await query.for('update') : await query;
      return row;
    },

    /** The stored products of these SKUs, locked until the transaction ends (a sheet's import). */
    productsBySkus(skus: readonly string[], tx: Database = db): Promise<CatalogueProductRow[]> {
      if (skus.length === 0) return Promise.resolve([]);
      return tx
        .select()
        .from(catalogueProducts)
        .where(inArray(catalogueProducts.sku, [...skus]))
        .for('update');
    },

    async insertProduct(values: ProductValues & { createdBy: string }, tx: Database): Promise<CatalogueProductRow> {
      const [row] = await tx.insert(catalogueProducts).values(values).returning();
      if (!row) throw new Error('product was not stored');
      return row;
    },

    /** Saves over the version read; undefined when someone else saved since. */
    async updateProduct(
      id: string,
      values: ProductValues,
      version: number,
      tx: Database,
    ): Promise<CatalogueProductRow | undefined> {
      const [row] = await tx
        .update(catalogueProducts)
        .set({ ...values, version: sql`${catalogueProducts.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(catalogueProducts.id, id), eq(catalogueProducts.version, version)))
        .returning();
      return row;
    },

    /** A sheet's new products, a thousand rows a statement; answers their ids. */
    async insertProducts(rows: ReadonlyArray<ProductValues & { createdBy: string }>, tx: Database): Promise<string[]> {
      const ids: string[] = [];
      for (let start = 0; start < rows.length; start += INSERT_BATCH) {
        const inserted = await tx
          .insert(catalogueProducts)
          .values(rows.slice(start, start + INSERT_BATCH))
          .returning({ id: catalogueProducts.id });
        ids.push(...inserted.map((row) => row.id));
      }
      return ids;
    },

    /**
     * A sheet's changed products, a thousand a statement: each row is written whole over the stored
     * product of its SKU (which the import holds locked) and raised a version.
     */
    async updateProducts(rows: readonly ProductValues[], tx: Database): Promise<void> {
      const first = rows[0];
      if (!first) return;
      const columns = getTableColumns(catalogueProducts);
      const fields = Object.keys(first).filter((field) => field !== 'sku' && field in columns);
      // The schema names columns in snake_case from their keys (drizzle's casing), as `excluded` must.
      const set = Object.fromEntries(
        fields.map((field) => [
          field,
          sql.raw(`excluded."${field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}"`),
        ]),
      );
      for (let start = 0; start < rows.length; start += INSERT_BATCH) {
        await tx
          .insert(catalogueProducts)
          .values(rows.slice(start, start + INSERT_BATCH).map((row) => ({ ...row })))
          .onConflictDoUpdate({
            target: catalogueProducts.sku,
            set: { ...set, version: sql`${catalogueProducts.version} + 1`, updatedAt: sql`now()` },
          });
      }
    },

    /**
     * Puts new products on the shelf of every salon their brand is offered to (BrandsAvailableToSalon),
     * as a new salon gets the catalogue's products: sellable unless archived or out of stock.
     */
    async shelveForSalons(productIds: readonly string[], tx: Database): Promise<void> {
      if (productIds.length === 0) return;
      await tx.execute(sql`
        insert into ${salonProducts} (salon_id, product_id, available, eligible, eligible_reason)
        select sb.salon_id, p.id, not p.is_archived, ${eligibleSql('p')}, ${ineligibleReasonSql('p')}
        from ${catalogueProducts} p join ${salonBrands} sb on sb.brand_id = p.brand_id and sb.available_to_salon
        where p.id = any(${sql.param([...productIds])}::uuid[])
        on conflict (salon_id, product_id) do nothing`);
    },

    /**
     * BrandsAvailableToSalon: offers a brand to a salon (its products on the salon's shelf, the salon's
     * own switches left as they were) or withdraws it (hidden from its clients and off its screens).
     * Answers whether the brand was available before.
     */
    async setBrandAvailability(
      salonId: string,
      brandId: string,
      available: boolean,
      tx: Database = db,
    ): Promise<boolean> {
      const [before] = await tx
        .select({ available: salonBrands.availableToSalon })
        .from(salonBrands)
        .where(and(eq(salonBrands.salonId, salonId), eq(salonBrands.brandId, brandId)))
        .for('update');
      if (available) {
        await tx
          .insert(salonBrands)
          .values({ salonId, brandId, availableToSalon: true })
          .onConflictDoUpdate({
            target: [salonBrands.salonId, salonBrands.brandId],
            set: { availableToSalon: true, updatedAt: sql`now()` },
          });
        await tx.execute(sql`
          insert into ${salonProducts} (salon_id, product_id, available, eligible, eligible_reason)
          select ${salonId}, p.id, not p.is_archived, ${eligibleSql('p')}, ${ineligibleReasonSql('p')}
          from ${catalogueProducts} p where p.brand_id = ${brandId}
          on conflict (salon_id, product_id) do nothing`);
      } else if (before) {
        await tx
          .update(salonBrands)
          .set({ availableToSalon: false, enabled: false, visibleToClients: false, updatedAt: sql`now()` })
          .where(and(eq(salonBrands.salonId, salonId), eq(salonBrands.brandId, brandId)));
      }
      return before?.available ?? false;
    },

    /** Copies the catalogue's archived and out-of-stock state onto every salon's row of these products. */
    async syncSalonEligibility(productIds: readonly string[], tx: Database): Promise<void> {
      if (productIds.length === 0) return;
      await tx.execute(sql`
        update ${salonProducts} sp set eligible = ${eligibleSql('p')}, eligible_reason = ${ineligibleReasonSql('p')}, updated_at = now()
        from ${catalogueProducts} p
        where p.id = sp.product_id and sp.product_id = any(${sql.param([...productIds])}::uuid[]) and sp.eligible is distinct from ${eligibleSql('p')}`);
    },

    /** Every product of a brand (or of all), by brand then name, a batch at a time, for the sheet export. */
    async *productsForExport(
      brandId: string | undefined,
      batch: number,
    ): AsyncGenerator<Array<{ product: CatalogueProductRow; brandName: string }>> {
      let after: NameCursor | null = null;
      for (;;) {
        const rows = await productsPage({ brandId }, after, batch);
        if (rows.length > 0) yield rows;
        const last = rows.at(-1);
        if (rows.length < batch || !last) return;
        after = { name: last.product.productName, id: last.product.id };
      }
    },
  };
}

export type CatalogueEditorRepository = ReturnType<typeof createCatalogueEditorRepository>;
