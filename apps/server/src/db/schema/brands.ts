import { boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** The product's Brand: BrandName, BrandAbbreviation (the logo is found by abbreviation). */
export const brands = pgTable(
  'brands',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    abbreviation: text().notNull(),
    /** Brand level switch; a brand whose name contains "Coming" is shown as Coming Soon whatever this says. */
    active: boolean().notNull().default(true),
    /** Path under the files folder, e.g. /files/demo/brands/lp.svg. */
    logoPath: text(),
    /** Raised by every console save: a save naming an older version is refused. */
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('brands_name_key').on(t.name), uniqueIndex('brands_abbreviation_key').on(t.abbreviation)],
);
