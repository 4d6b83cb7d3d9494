import type { CohortFigures } from '@piiq/domain/kpi';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The dashboard's news cards, grouped under a heading such as "News - April 2022". */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid().primaryKey().defaultRandom(),
    heading: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    linkUrl: text(),
    linkLabel: text(),
    imagePath: text(),
    position: integer().notNull().default(0),
    /** Null keeps a draft off the dashboard. */
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('announcements_published_idx').on(t.publishedAt, t.position)],
);

export const weeklyMeasure = pgEnum('weekly_measure', ['APPOINTMENTS', 'RETAIL', 'REBOOK', 'TREATMENT']);

/** The weekly report's advice, a few per measure, shown under it in order. */
export const weeklyTips = pgTable(
  'weekly_tips',
  {
    id: uuid().primaryKey().defaultRandom(),
    measure: weeklyMeasure().notNull(),
    position: integer().notNull().default(0),
    title: text().notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('weekly_tips_measure_idx').on(t.measure, t.position)],
);

/**
 * Similar-salon averages, computed once for each 12-week period (it ends at a salon's Monday
 * midnight, so salons in one zone share it) and read by every weekly report of that week. A cohort
 * (plan and session volume band) with too few salons keeps its count and no averages, so no row
 * ever holds figures that describe one salon. A period with no cohorts at all is still a row: it
 * was computed, and found nothing.
 */
export const similarSalonPeriods = pgTable('similar_salon_periods', {
  periodEnd: timestamp({ withTimezone: true }).primaryKey(),
  cohorts: jsonb().$type<CohortFigures[]>().notNull(),
  computedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
