import { and, arrayContains, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { webhookEndpoints } from '../../db/schema/webhooks.ts';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

const live = isNull(webhookEndpoints.deletedAt);

/** A salon's webhook endpoints. Removed ones keep their row (deletedAt), so their delivery log stays readable. */
export function createWebhooksRepository(db: Database) {
  return {
    /**
     * The endpoints an event goes to: the salon's, not removed, not disabled, subscribed to the type.
     * One read on the salon's index, whose rows are only the endpoints not removed.
     */
    subscribers(salonId: string, type: string, tx: Database): Promise<Array<Pick<WebhookEndpointRow, 'id' | 'url'>>> {
      return tx
        .select({ id: webhookEndpoints.id, url: webhookEndpoints.url })
        .from(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.salonId, salonId),
            live,
            isNull(webhookEndpoints.disabledAt),
            arrayContains(webhookEndpoints.events, [type]),
          ),
        );
    },

    ofSalon(salonId: string): Promise<WebhookEndpointRow[]> {
      return db
        .select()
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.salonId, salonId), live))
        .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
    },

    /**
     * Holds the salon's endpoints for the rest of the transaction: adds counted under it cannot pass
     * the cap together, as a count read by each of them at once would let them.
     */
    async lockSalonEndpoints(salonId: string, tx: Database): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`webhook-endpoints:${salonId}`}, 0))`);
    },

    async countOfSalon(salonId: string, tx: Database = db): Promise<number> {
      return tx.$count(webhookEndpoints, and(eq(webhookEndpoints.salonId, salonId), live));
    },

    /** An endpoint not removed. */
    async find(id: string, tx: Database = db): Promise<WebhookEndpointRow | undefined> {
      const [row] = await tx
        .select()
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.id, id), live))
        .limit(1);
      return row;
    },

    /** Any endpoint, removed or not: the delivery of an event queued before its removal asks. */
    async findAny(id: string, tx: Database = db): Promise<WebhookEndpointRow | undefined> {
      const [row] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).limit(1);
      return row;
    },

    async lock(id: string, tx: Database): Promise<WebhookEndpointRow | undefined> {
      const [row] = await tx
        .select()
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.id, id), live))
        .for('update')
        .limit(1);
      return row;
    },

    async insert(values: typeof webhookEndpoints.$inferInsert, tx: Database): Promise<WebhookEndpointRow> {
      const [row] = await tx.insert(webhookEndpoints).values(values).returning();
      if (!row) throw new Error('webhook endpoint insert returned no row');
      return row;
    },

    async update(
      id: string,
      change: Partial<Pick<WebhookEndpointRow, 'events' | 'failingSince' | 'disabledAt' | 'deletedAt'>>,
      tx: Database,
    ): Promise<WebhookEndpointRow> {
      const [row] = await tx.update(webhookEndpoints).set(change).where(eq(webhookEndpoints.id, id)).returning();
      if (!row) throw new Error('webhook endpoint update returned no row');
      return row;
    },

    /**
     * A failed delivery: the run of failures starts now unless one is going on. Answers the endpoint
     * as it now is, or nothing when it was removed meanwhile.
     */
    async recordFailure(id: string, at: Date, tx: Database = db): Promise<WebhookEndpointRow | undefined> {
      const [row] = await tx
        .update(webhookEndpoints)
        .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${at.toISOString()}::timestamptz)` })
        .where(and(eq(webhookEndpoints.id, id), live))
        .returning();
      return row;
    },

    /** A delivery succeeded: the endpoint's run of failures, if any, is over. */
    async recordSuccess(id: string): Promise<void> {
      await db
        .update(webhookEndpoints)
        .set({ failingSince: null })
        .where(and(eq(webhookEndpoints.id, id), sql`${webhookEndpoints.failingSince} is not null`));
    },
  };
}

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
