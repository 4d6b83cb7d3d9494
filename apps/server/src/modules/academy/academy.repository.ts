import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { academyContent } from '../../db/schema/academy.ts';

export type AcademyRow = typeof academyContent.$inferSelect;
export type AcademyValues = Pick<AcademyRow, 'name' | 'videoUrl' | 'transcriptHtml' | 'images' | 'position'>;

export function createAcademyRepository(db: Database) {
  return {
    /** The grid's order; a few dozen videos, read whole. */
    items(): Promise<AcademyRow[]> {
      return db.select().from(academyContent).orderBy(asc(academyContent.position), asc(academyContent.id));
    },

    async item(id: string, tx: Database = db): Promise<AcademyRow | undefined> {
      const [row] = await tx.select().from(academyContent).where(eq(academyContent.id, id)).limit(1);
      return row;
    },

    async insert(values: AcademyValues, tx: Database): Promise<AcademyRow> {
      const [row] = await tx.insert(academyContent).values(values).returning();
      if (!row) throw new Error('the academy item was not stored');
      return row;
    },

    async update(id: string, values: AcademyValues, tx: Database): Promise<AcademyRow | undefined> {
      const [row] = await tx.update(academyContent).set(values).where(eq(academyContent.id, id)).returning();
      return row;
    },

    async remove(id: string, tx: Database): Promise<AcademyRow | undefined> {
      const [row] = await tx.delete(academyContent).where(eq(academyContent.id, id)).returning();
      return row;
    },
  };
}

export type AcademyRepository = ReturnType<typeof createAcademyRepository>;
