import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { helpResources } from '../../db/schema/resources.ts';

export type HelpResourceRow = typeof helpResources.$inferSelect;
export type HelpResourceKind = HelpResourceRow['kind'];

export function createResourcesRepository(db: Database) {
  return {
    /** Every entry, by kind and place: a page's worth, read whole. */
    all(): Promise<HelpResourceRow[]> {
      return db.select().from(helpResources).orderBy(asc(helpResources.kind), asc(helpResources.position), asc(helpResources.id));
    },
  };
}

export type ResourcesRepository = ReturnType<typeof createResourcesRepository>;
