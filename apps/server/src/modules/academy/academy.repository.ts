import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { academyContent } from '../../db/schema/academy.ts';

export type AcademyRow = typeof academyContent.$inferSelect;
export type AcademyValues = Pick<AcademyRow, 'name' | 'vimeoId' | 'youtubeId' | 'transcriptHtml' | 'images' | 'position'>;

export function createAcademyRepository(db: Database) {
  return {
    /** The grid's order; a few dozen videos, read whole. */
    items(): Promise<AcademyRow[]> {
      return db.select().from(academyContent).orderBy(asc(academyContent.position), asc(academyContent.id));
    },

    async item(id: string): Promise<AcademyRow | undefined> {
      const [row] = await db.select().from(academyContent).where(eq(academyContent.id, id)).limit(1);
      return row;
    },

    async insert(values: AcademyValues): Promise<AcademyRow> {
      const [row] = await db.insert(academyContent).values(values).returning();
      if (!row) throw new Error('the academy item was not stored');
      return row;
    },

    async update(id: string, values: AcademyValues): Promise<AcademyRow | undefined> {
      const [row] = await db.update(academyContent).set(values).where(eq(academyContent.id, id)).returning();
      return row;
    },

    async remove(id: string): Promise<AcademyRow | undefined> {
      const [row] = await db.delete(academyContent).where(eq(academyContent.id, id)).returning();
      return row;
    },
  };
}

export type AcademyRepository = ReturnType<typeof createAcademyRepository>;
