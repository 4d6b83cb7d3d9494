import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { helpResources } from '../../db/schema/resources.ts';

export type HelpResourceRow = typeof helpResources.$inferSelect;
export type HelpResourceKind = HelpResourceRow['kind'];
export type HelpResourceValues = Pick<HelpResourceRow, 'kind' | 'title' | 'body' | 'url' | 'videoId' | 'position'>;

export function createResourcesRepository(db: Database) {
  return {
    /** Every entry, by kind and place: a page's worth, read whole. */
    all(): Promise<HelpResourceRow[]> {
      return db.select().from(helpResources).orderBy(asc(helpResources.kind), asc(helpResources.position), asc(helpResources.id));
    },

    async find(id: string): Promise<HelpResourceRow | undefined> {
      const [row] = await db.select().from(helpResources).where(eq(helpResources.id, id)).limit(1);
      return row;
    },

    async insert(values: HelpResourceValues): Promise<HelpResourceRow> {
      const [row] = await db.insert(helpResources).values(values).returning();
      if (!row) throw new Error('the help resource was not stored');
      return row;
    },

    async update(id: string, values: HelpResourceValues): Promise<HelpResourceRow | undefined> {
      const [row] = await db.update(helpResources).set(values).where(eq(helpResources.id, id)).returning();
      return row;
    },

    async remove(id: string): Promise<HelpResourceRow | undefined> {
      const [row] = await db.delete(helpResources).where(eq(helpResources.id, id)).returning();
      return row;
    },
  };
}

export type ResourcesRepository = ReturnType<typeof createResourcesRepository>;
