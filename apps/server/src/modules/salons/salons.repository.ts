import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { salonAccess, salons } from '../../db/schema/salons.ts';

export type SalonRow = typeof salons.$inferSelect;
export type SalonAccessRow = typeof salonAccess.$inferSelect;
export type NewSalonRow = typeof salons.$inferInsert;
export type SalonChange = Partial<Omit<typeof salons.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>>;

export function createSalonsRepository(db: Database) {
  // The scope check of nearly every salon screen, and the salon it opens: prepared once.
  const accessByUserAndSalon = db
    .select()
    .from(salonAccess)
    .where(and(eq(salonAccess.userId, sql.placeholder('userId')), eq(salonAccess.salonId, sql.placeholder('salonId'))))
    .limit(1)
    .prepare('salons_access_of_user');
  const salonById = db.select().from(salons).where(eq(salons.id, sql.placeholder('id'))).limit(1).prepare('salons_by_id');

  return {
    async accessOf(userId: string, salonId: string): Promise<SalonAccessRow | undefined> {
      const [row] = await accessByUserAndSalon.execute({ userId, salonId });
      return row;
    },

    listAccessOfUser(userId: string) {
      return db
        .select({ access: salonAccess, salon: salons })
        .from(salonAccess)
        .innerJoin(salons, eq(salons.id, salonAccess.salonId))
        .where(eq(salonAccess.userId, userId))
        .orderBy(asc(salons.name), asc(salons.id));
    },

    async findSalon(id: string): Promise<SalonRow | undefined> {
      const [row] = await salonById.execute({ id });
      return row;
    },

    async insertSalon(values: NewSalonRow): Promise<string> {
      const [row] = await db.insert(salons).values(values).returning({ id: salons.id });
      if (!row) throw new Error('salon was not stored');
      return row.id;
    },

    async grantSalonAdmin(userId: string, salonId: string): Promise<void> {
      await db.insert(salonAccess).values({ userId, salonId, salonAdmin: true });
    },

    /** A client who joined a mirror session: their access gains salonClient, an admin's stays an admin's. */
    async grantSalonClient(userId: string, salonId: string, tx: Database = db): Promise<void> {
      await tx
        .insert(salonAccess)
        .values({ userId, salonId, salonClient: true })
        .onConflictDoUpdate({ target: [salonAccess.userId, salonAccess.salonId], set: { salonClient: true } });
    },

    /** The users flagged as the salon's admins (whether their profile lets them administer is checked on delivery). */
    async adminUserIds(salonId: string, tx: Database = db): Promise<string[]> {
      const rows = await tx
        .select({ userId: salonAccess.userId })
        .from(salonAccess)
        .where(and(eq(salonAccess.salonId, salonId), eq(salonAccess.salonAdmin, true)));
      return rows.map((row) => row.userId);
    },

    /** The zones salons are in: each has its own Monday, so its own week turn. */
    async timeZonesInUse(): Promise<string[]> {
      const rows = await db.selectDistinct({ timeZone: salons.timeZone }).from(salons).orderBy(asc(salons.timeZone));
      return rows.map((row) => row.timeZone);
    },

    salonsInZone(timeZone: string): Promise<Array<Pick<SalonRow, 'id' | 'name' | 'timeZone'>>> {
      return db.select({ id: salons.id, name: salons.name, timeZone: salons.timeZone }).from(salons).where(eq(salons.timeZone, timeZone)).orderBy(asc(salons.id));
    },

    /** The salon's admins who have not turned the weekly email off (whether their profile may administer is the caller's check). */
    async weeklyEmailRecipientIds(salonId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: salonAccess.userId })
        .from(salonAccess)
        .where(and(eq(salonAccess.salonId, salonId), eq(salonAccess.salonAdmin, true), eq(salonAccess.weeklyReportEmail, true)));
      return rows.map((row) => row.userId);
    },

    /** Answers whether the user has access to the salon to change. */
    async setWeeklyReportEmail(userId: string, salonId: string, on: boolean): Promise<boolean> {
      const rows = await db
        .update(salonAccess)
        .set({ weeklyReportEmail: on })
        .where(and(eq(salonAccess.userId, userId), eq(salonAccess.salonId, salonId)))
        .returning({ userId: salonAccess.userId });
      return rows.length > 0;
    },

    /** The supplier account lookup's answer; a salon deleted meanwhile simply has nothing to update. */
    async storeLorealAccountNumber(salonId: string, lorealAccountNumber: string): Promise<void> {
      await db.update(salons).set({ lorealAccountNumber, updatedAt: sql`now()` }).where(eq(salons.id, salonId));
    },

    /** Reads the salon and holds it until the transaction ends, so two saves of its settings take turns. */
    async lockSalon(id: string, tx: Database): Promise<SalonRow | undefined> {
      const [row] = await tx.select().from(salons).where(eq(salons.id, id)).limit(1).for('update');
      return row;
    },

    async updateSalon(id: string, values: SalonChange, tx: Database = db): Promise<SalonRow> {
      const [row] = await tx
        .update(salons)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(salons.id, id))
        .returning();
      if (!row) throw new Error(`salon ${id} not found`);
      return row;
    },
  };
}

export type SalonsRepository = ReturnType<typeof createSalonsRepository>;
