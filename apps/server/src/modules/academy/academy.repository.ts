import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { academyContent } from '../../db/schema/academy.ts';

export type AcademyRow = typeof academyContent.$inferSelect;

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
  };
}

export type AcademyRepository = ReturnType<typeof createAcademyRepository>;
