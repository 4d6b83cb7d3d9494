import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { helpResources } from '../../db/schema/resources.ts';

export type HelpResourceRow = typeof helpResources.$inferSelect;
export type HelpResourceValues = Pick<HelpResourceRow, 'kind' | 'title' | 'body' | 'url' | 'videoUrl' | 'position'>;

export function createResourcesRepository(db: Database) {
  return {
    /** Every entry, by kind and place: a page's worth, read whole. */
    all(): Promise<HelpResourceRow[]> {
      return db
        .select()
        .from(helpResources)
        .orderBy(asc(helpResources.kind), asc(helpResources.position), asc(helpResources.id));
    },

    async find(id: string, tx: Database = db): Promise<HelpResourceRow | undefined> {
      const [row] = await tx.select().from(helpResources).where(eq(helpResources.id, id)).limit(1);
      return row;
    },

    async insert(values: HelpResourceValues, tx: Database): Promise<HelpResourceRow> {
      const [row] = await tx.insert(helpResources).values(values).returning();
      if (!row) throw new Error('the help resource was not stored');
      return row;
    },

    async update(id: string, values: HelpResourceValues, tx: Database): Promise<HelpResourceRow | undefined> {
      const [row] = await tx.update(helpResources).set(values).where(eq(helpResources.id, id)).returning();
      return row;
    },

    async remove(id: string, tx: Database): Promise<HelpResourceRow | undefined> {
      const [row] = await tx.delete(helpResources).where(eq(helpResources.id, id)).returning();
      return row;
    },
  };
}

export type ResourcesRepository = ReturnType<typeof createResourcesRepository>;
