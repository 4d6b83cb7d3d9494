import type { Database } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema/analytics.ts';

export type AnalyticsEventKind = (typeof analyticsEvents.$inferInsert)['kind'];

export function createAnalyticsRepository(db: Database) {
  return {
    async record(
      event: {
        kind: AnalyticsEventKind;
        userId: string | null;
        path?: string | null;
        properties?: Record<string, string | number | boolean | null>;
      },
      tx: Database = db,
    ): Promise<void> {
      await tx.insert(analyticsEvents).values({
        kind: event.kind,
        userId: event.userId,
        path: event.path ?? null,
        properties: event.properties ?? {},
      });
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
