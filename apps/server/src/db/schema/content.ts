import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A user must accept the current version of their locale (fallback en-GB) before using the app. */
export const termsOfService = pgTable(
  'terms_of_service',
  {
    id: uuid().primaryKey().defaultRandom(),
    locale: text().notNull(),
    version: integer().notNull(),
    bodyHtml: text().notNull(),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('terms_of_service_locale_version_key').on(t.locale, t.version)],
);
