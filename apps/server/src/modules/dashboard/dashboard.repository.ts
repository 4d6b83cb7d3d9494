import type { CohortFigures, WeeklyMeasure } from '@piiq/domain/kpi';
import { and, asc, desc, eq, isNotNull, lt, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { announcements, similarSalonPeriods, weeklyTips } from '../../db/schema/dashboard.ts';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type AnnouncementValues = Pick<
  AnnouncementRow,
  'heading' | 'title' | 'body' | 'linkUrl' | 'linkLabel' | 'imagePath' | 'position' | 'publishedAt'
>;

export interface WeeklyTipRow {
  id: string;
  measure: WeeklyMeasure;
  title: string;
  body: string;
}

export function createDashboardRepository(db: Database) {
  return {
    /** The cards published by `now`, newest first; drafts and cards dated later stay off. */
    publishedAnnouncements(now: Date): Promise<AnnouncementRow[]> {
      return db
        .select()
        .from(announcements)
        .where(and(isNotNull(announcements.publishedAt), lte(announcements.publishedAt, now)))
        .orderBy(desc(announcements.publishedAt), asc(announcements.position), asc(announcements.id));
    },

    /** Every card, drafts too, newest first: the console's list. */
    allAnnouncements(): Promise<AnnouncementRow[]> {
      return db.select().from(announcements).orderBy(desc(announcements.createdAt), asc(announcements.id));
    },

    async findAnnouncement(id: string, tx: Database = db): Promise<AnnouncementRow | undefined> {
      const [row] = await tx.select().from(announcements).where(eq(announcements.id, id)).limit(1);
      return row;
    },

    async insertAnnouncement(values: AnnouncementValues, tx: Database): Promise<AnnouncementRow> {
      const [row] = await tx.insert(announcements).values(values).returning();
      if (!row) throw new Error('the news card was not stored');
      return row;
    },

    async updateAnnouncement(
      id: string,
      values: AnnouncementValues,
      tx: Database,
    ): Promise<AnnouncementRow | undefined> {
      const [row] = await tx.update(announcements).set(values).where(eq(announcements.id, id)).returning();
      return row;
    },

    async removeAnnouncement(id: string, tx: Database): Promise<AnnouncementRow | undefined> {
      const [row] = await tx.delete(announcements).where(eq(announcements.id, id)).returning();
      return row;
    },

    weeklyTips(): Promise<WeeklyTipRow[]> {
      return db
        .select({ id: weeklyTips.id, measure: weeklyTips.measure, title: weeklyTips.title, body: weeklyTips.body })
        .from(weeklyTips)
        .orderBy(asc(weeklyTips.measure), asc(weeklyTips.position), asc(weeklyTips.id));
    },

    /** The cohorts computed for the period ending at `periodEnd`; null when it has not been computed yet. */
    async cohortsEndingAt(periodEnd: Date): Promise<CohortFigures[] | null> {
      const [row] = await db
        .select({ cohorts: similarSalonPeriods.cohorts })
        .from(similarSalonPeriods)
        .where(eq(similarSalonPeriods.periodEnd, periodEnd));
      return row?.cohorts ?? null;
    },

    /**
     * Stores a period's cohorts and forgets periods ended before `forgetBefore`. Two reports asking
     * at once both compute; the first to store wins, and the other computed the same figures.
     */
    async storeCohorts(periodEnd: Date, cohorts: CohortFigures[], forgetBefore: Date): Promise<void> {
      await db.delete(similarSalonPeriods).where(lt(similarSalonPeriods.periodEnd, forgetBefore));
      await db.insert(similarSalonPeriods).values({ periodEnd, cohorts }).onConflictDoNothing();
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
