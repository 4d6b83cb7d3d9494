import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { PageArgs } from '@piiq/domain/paging';
import { pageOffset } from '@piiq/domain/paging';
import type { Database } from '../../db/client.ts';
import { staff } from '../../db/schema/staff.ts';

export type StaffRow = typeof staff.$inferSelect;

export function createStaffRepository(db: Database) {
  return {
    async findStaff(id: string, tx: Database = db): Promise<StaffRow | undefined> {
      const [row] = await tx.select().from(staff).where(eq(staff.id, id)).limit(1);
      return row;
    },

    /**
     * Two saves adding the same name at once must not both pass the duplicate check: the check and
     * the write run under a lock on the salon's team, held until the transaction ends.
     */
    async lockTeam(salonId: string, tx: Database): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`staff:${salonId}`}, 0))`);
    },

    namesOfSalon(salonId: string, tx: Database = db): Promise<Array<{ id: string; name: string }>> {
      return tx.select({ id: staff.id, name: staff.name }).from(staff).where(eq(staff.salonId, salonId));
    },

    /**
     * A page of the team with the team's size beside each row, one statement: a salon has hundreds
     * of staff at most (decision 005), so counting them all costs the page little.
     */
    async pageOfSalon(salonId: string, page: PageArgs): Promise<{ items: StaffRow[]; totalCount: number }> {
      const rows = await db
        .select({ member: staff, totalCount: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(staff)
        .where(eq(staff.salonId, salonId))
        .orderBy(asc(staff.createdAt), asc(staff.id))
        .limit(page.limit)
        .offset(pageOffset(page));
      const counted = rows[0]?.totalCount;
      if (counted !== undefined || page.page === 1)
        return { items: rows.map((row) => row.member), totalCount: counted ?? 0 };
      // A page past the end has no row to carry the count.
      const [total] = await db.select({ n: count() }).from(staff).where(eq(staff.salonId, salonId));
      return { items: [], totalCount: total?.n ?? 0 };
    },

    activeOfSalon(salonId: string): Promise<StaffRow[]> {
      return db
        .select()
        .from(staff)
        .where(and(eq(staff.salonId, salonId), eq(staff.active, true)))
        .orderBy(asc(staff.name), asc(staff.id));
    },

    async insertStaff(values: typeof staff.$inferInsert, tx: Database = db): Promise<StaffRow> {
      const [row] = await tx.insert(staff).values(values).returning();
      if (!row) throw new Error('insert into staff returned no row');
      return row;
    },

    async updateStaff(
      id: string,
      values: Partial<Pick<StaffRow, 'name' | 'active'>>,
      tx: Database = db,
    ): Promise<StaffRow> {
      const [row] = await tx
        .update(staff)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(staff.id, id))
        .returning();
      if (!row) throw new Error(`staff ${id} not found`);
      return row;
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
