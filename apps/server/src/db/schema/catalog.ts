import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { brands } from './brands.ts';
import { salons } from './salons.ts';

/** The product type filter, spelled as the catalogue spells it. */
export const productType = pgEnum('product_type', ['Shampoo', 'Conditioner', 'Treatment', 'Styling']);

/**
 * One row per salon and brand the salon may see. The original app kept three lists on the salon; here they
 * are three flags on one row, so enabling, showing and offering a brand cannot drift apart:
 * availableToSalon = BrandsAvailableToSalon (set by the provider), enabled = enabledBrands
 * (enableBrandForSalon), visibleToClients = BrandsVisibleToClients. A missing row means not available.
 */
export const salonBrands = pgTable(
  'salon_brands',
  {
    salonId: uuid()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    brandId: uuid()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    availableToSalon: boolean().notNull().default(true),
    enabled: boolean().notNull().default(false),
    visibleToClients: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.salonId, t.brandId] }), index('salon_brands_brand_idx').on(t.brandId)],
);

/**
 * The provider's catalogue ("Catalogue product" of the product), shared by every salon. Money is integer
 * cents. The "Salon product" facts that do not depend on the salon (benefits, directions,
 * ingredients, EAN, extra images) live here too, so they are written once; a salon product's msrp
 * is the RRP of the salon's currency (rrpAuCents for AUD), and its name, size and brand come from here.
 */
export const catalogueProducts = pgTable(
  'catalogue_products',
  {
    id: uuid().primaryKey().defaultRandom(),
    brandId: uuid()
      .notNull()
      .references(() => brands.id, { onDelete: 'restrict' }),
    sku: text().notNull(),
    productName: text().notNull(),
    productType: productType().notNull(),
    productSize: text().notNull().default(''),
    description: text().notNull().default(''),
    bullets: text().array().notNull().default([]),
    /** Who entered the product in the catalogue (the product's CreatedBy): a name or an email, not a user id. */
    createdBy: text(),
    forMen: boolean().notNull().default(false),
    isArchived: boolean().notNull().default(false),
    /** Recommended when nothing else matches the analysis. */
    isFallback: boolean().notNull().default(false),
    isMask: boolean().notNull().default(false),
    /** An oil: with a mask, what weighs down an oily scalp, so never recommended for one. */
    isOil: boolean().notNull().default(false),
    outOfStock: boolean().notNull().default(false),
    /** The product's ListPrice: what the salon pays, in cents. */
    listPriceCents: integer().notNull().default(0),
    /** Recommended retail prices per country; the recommendation price uses rrpAuCents. */
    rrpAuCents: integer().notNull(),
    rrpCaCents: integer(),
    rrpNzCents: integer(),
    rrpUsCents: integer(),
    /** Path of the main image under the files folder, or an absolute URL for a real catalogue. */
    productImageMain: text(),
    /** Every image of the product, main image first: the salon product's images[]. */
    images: text().array().notNull().default([]),
    benefits: text(),
    directions: text(),
    ingredients: text(),
    ean: text(),
    hairConcernsFilters: text().array().notNull().default([]),
    suitsColoured: text().array().notNull().default([]),
    suitsHairColour: text().array().notNull().default([]),
    suitsHairDensities: text().array().notNull().default([]),
    suitsHairElasticities: text().array().notNull().default([]),
    suitsHairPorosity: text().array().notNull().default([]),
    suitsHairTextures: text().array().notNull().default([]),
    suitsOtherFilters: text().array().notNull().default([]),
    suitsScalpConcerns: text().array().notNull().default([]),
    suitsGenders: text().array().notNull().default([]),
    /** Raised by every console save and sheet import: a save naming an older version is refused. */
    version: integer().notNull().default(1),
    /** CreatedDate and ModifiedDate of the product. */
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('catalogue_products_sku_key').on(t.sku),
    index('catalogue_products_console_idx').on(t.productName, t.id),
    index('catalogue_products_brand_idx').on(t.brandId, t.productType),
    check(
      'catalogue_products_prices_check',
      sql`${t.listPriceCents} >= 0 and ${t.rrpAuCents} >= 0 and coalesce(${t.rrpCaCents}, 0) >= 0 and coalesce(${t.rrpNzCents}, 0) >= 0 and coalesce(${t.rrpUsCents}, 0) >= 0`,
    ),
  ],
);

/** A catalogue product as one salon sells it: its availability toggle, custom price and eligibility. */
export const salonProducts = pgTable(
  'salon_products',
  {
    id: uuid().primaryKey().defaultRandom(),
    salonId: uuid()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    productId: uuid()
      .notNull()
      .references(() => catalogueProducts.id, { onDelete: 'cascade' }),
    available: boolean().notNull().default(true),
    /** Null means the salon sells at the catalogue RRP. */
    customPriceCents: integer(),
    currency: text().notNull().default('AUD'),
    eligible: boolean().notNull().default(true),
    /** Why the product cannot be sold by this salon (e.g. brand not visible), shown next to the toggle. */
    eligibleReason: text(),
    /**
     * Copies of the catalogue product's name, brand and type, kept by database triggers (migration
     * 0002): a salon's products page by name, and sorting or filtering thousands of rows through
     * a join to the catalogue costs a sort of all of them on every page. Written by nobody else.
     */
    productName: text().notNull().default(''),
    brandId: uuid(),
    productType: productType(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('salon_products_salon_product_key').on(t.salonId, t.productId),
    index('salon_products_salon_page_idx').on(t.salonId, t.createdAt, t.id),
    index('salon_products_salon_name_idx').on(t.salonId, t.productName, t.id),
    index('salon_products_product_idx').on(t.productId),
    check('salon_products_custom_price_check', sql`${t.customPriceCents} is null or ${t.customPriceCents} >= 0`),
  ],
);
