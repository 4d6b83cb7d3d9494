import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DeliveryState } from '@piiq/domain/deliveries';
import type { Database } from '../db/client.ts';
import { afterKeyset, keysetCursorOf } from '../db/keyset-sql.ts';
import { rawRows } from '../db/raw-rows.ts';
import { outbox, outboxAttempts } from '../db/schema/outbox.ts';
import type { KeysetCursor } from '../keyset.ts';

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = typeof outbox.$inferInsert;
export type NewOutboxAttemptRow = typeof outboxAttempts.$inferInsert;
export type OutboxAttemptRow = typeof outboxAttempts.$inferSelect;

export interface DeliveryFilter {
  state: DeliveryState;
  kind?: string | undefined;
  destination?: string | undefined;
}

function stateCondition(state: DeliveryState): SQL | undefined {
  if (state === 'DEAD') return eq(outbox.status, 'DEAD');
  return and(eq(outbox.status, 'PENDING'), state === 'RETRYING' ? gt(outbox.attempts, 0) : eq(outbox.attempts, 0));
}

// Times come from the database's clock: every instance then agrees on what is due.
const dbNow = sql`now()`;
const dbNowPlus = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/** Pending, due, and not leased to a worker. */
const dueNow = and(
  eq(outbox.status, 'PENDING'),
  lte(outbox.runAt, dbNow),
  or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, dbNow)),
);

/** The kind of a delivery to a salon's webhook endpoint: it has a lane of its own. */
const SALON_WEBHOOK_KIND = 'salon-webhook';

/**
 * Stores the rows in the transaction of the change they belong to; one whose dedupe key is already
 * stored is left out, without an error that would end the transaction.
 */
export async function insertOutboxRows(rows: NewOutboxRow[], tx: Database): Promise<string[]> {
  const inserted = await tx
    .insert(outbox)
    .values(rows)
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return inserted.map((row) => row.id);
}

/**
 * Stores a scheduled row that exists once for its dedupe key: when the key is stored already, that
 * row takes the new time and payload and is pending again, with a fresh run of attempts. Its lease
 * is dropped, so a delivery of the old schedule still running leaves the new one pending
 * (markDelivered and markFailed only touch a leased row).
 */
export async function rescheduleOutboxRow(
  row: NewOutboxRow & { dedupeKey: string; runAt: Date },
  tx: Database,
): Promise<void> {
  await tx
    .insert(outbox)
    .values(row)
    .onConflictDoUpdate({
      target: outbox.dedupeKey,
      set: {
        payload: row.payload,
        runAt: row.runAt,
        status: 'PENDING',
        attempts: 0,
        lockedUntil: null,
        lastError: null,
        deliveredAt: null,
      },
    });
}

/** The outbox's rows and its delivery log; the worker holds the transactions around these calls. */
export function createOutboxRepository(db: Database) {
  return {
    /**
     * Our own due rows (every kind but a salon's webhook), not leased, oldest first, locked (skipping
     * rows another worker locked).
     */
    async lockDueOwn(limit: number, tx: Database): Promise<string[]> {
      const due = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(dueNow, ne(outbox.kind, SALON_WEBHOOK_KIND)))
        .orderBy(outbox.runAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      return due.map((row) => row.id);
    },

    /**
     * Due deliveries to salons' webhook endpoints, oldest first, at most `perEndpoint` in flight for
     * any one endpoint counting those already leased, locked. Claims are taken one at a time across
     * instances (an advisory lock held to the end of the transaction), so two instances never both
     * see an endpoint's places free.
     */
    async lockDueSalonWebhooks(limit: number, perEndpoint: number, tx: Database): Promise<string[]> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('outbox:salon-webhooks', 0))`);
      const rows = await rawRows<{ id: string }>(
        tx,
        sql`
        with busy as (
          select ${outbox.webhookEndpointId} as endpoint_id, count(*) as leased from ${outbox}
          where ${outbox.kind} = ${SALON_WEBHOOK_KIND} and ${outbox.status} = 'PENDING' and ${outbox.lockedUntil} > now()
          group by 1
        ), due as (
          select ${outbox.id} as id, ${outbox.runAt} as run_at, ${outbox.webhookEndpointId} as endpoint_id,
            row_number() over (partition by ${outbox.webhookEndpointId} order by ${outbox.runAt}, ${outbox.id}) as place
          from ${outbox}
          where ${outbox.kind} = ${SALON_WEBHOOK_KIND} and ${dueNow}
        )
        select due.id from due left join busy on busy.endpoint_id = due.endpoint_id
        where due.place + coalesce(busy.leased, 0) <= ${perEndpoint}
        order by due.run_at
        limit ${limit}`,
      );
      return rows.map((row) => row.id);
    },

    /** Hides the rows from other workers for the lease and counts the attempt that starts. */
    lease(ids: string[], leaseMs: number, tx: Database): Promise<OutboxRow[]> {
      return tx
        .update(outbox)
        .set({ lockedUntil: dbNowPlus(leaseMs), attempts: sql`${outbox.attempts} + 1` })
        .where(inArray(outbox.id, ids))
        .returning();
    },

    async markDelivered(id: string, tx: Database): Promise<void> {
      await tx
        .update(outbox)
        .set({ status: 'DELIVERED', deliveredAt: dbNow, lockedUntil: null, lastError: null })
        .where(and(eq(outbox.id, id), isNotNull(outbox.lockedUntil)));
    },

    /** A failed attempt: dead rows stay for a person to read; the others are due again after the delay. */
    async markFailed(
      id: string,
      failure: { dead: boolean; lastError: string; retryInMs: number },
      tx: Database,
    ): Promise<void> {
      await tx
        .update(outbox)
        .set({
          status: failure.dead ? 'DEAD' : 'PENDING',
          lockedUntil: null,
          lastError: failure.lastError,
          runAt: dbNowPlus(failure.retryInMs),
        })
        .where(and(eq(outbox.id, id), isNotNull(outbox.lockedUntil)));
    },

    async recordAttempt(attempt: NewOutboxAttemptRow, tx: Database): Promise<void> {
      await tx.insert(outboxAttempts).values(attempt);
    },

    async find(id: string): Promise<OutboxRow | undefined> {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
      return row;
    },

    /** How many deliveries wait in each state, and how long the oldest of each has waited (seconds): for /metrics. */
    async backlog(): Promise<Array<{ state: DeliveryState; count: number; oldestSeconds: number }>> {
      const state = sql<DeliveryState>`case when ${outbox.status} = 'DEAD' then 'DEAD' when ${outbox.attempts} > 0 then 'RETRYING' else 'PENDING' end`;
      return db
        .select({
          state,
          count: sql<number>`count(*)::int`,
          oldestSeconds: sql<number>`coalesce(extract(epoch from now() - min(${outbox.createdAt})), 0)::float8`,
        })
        .from(outbox)
        .where(ne(outbox.status, 'DELIVERED'))
        .groupBy(state);
    },

    /** Deliveries not yet delivered, counted by kind, destination and state. */
    async undeliveredCounts(): Promise<
      Array<{ kind: string; destination: string; state: DeliveryState; count: number }>
    > {
      const state = sql<DeliveryState>`case when ${outbox.status} = 'DEAD' then 'DEAD' when ${outbox.attempts} > 0 then 'RETRYING' else 'PENDING' end`;
      const rows = await db
        .select({ kind: outbox.kind, destination: outbox.destination, state, count: sql<number>`count(*)::int` })
        .from(outbox)
        .where(ne(outbox.status, 'DELIVERED'))
        .groupBy(outbox.kind, outbox.destination, state)
        .orderBy(outbox.destination, outbox.kind);
      return rows;
    },

    /** A page of deliveries in one state, newest first, by keyset. */
    async deliveriesPage(filter: DeliveryFilter, after: KeysetCursor | null, limit: number) {
      return db
        .select({
          id: outbox.id,
          kind: outbox.kind,
          destination: outbox.destination,
          status: outbox.status,
          attempts: outbox.attempts,
          runAt: outbox.runAt,
          lastError: outbox.lastError,
          createdAt: outbox.createdAt,
          cursor: keysetCursorOf(outbox.createdAt),
        })
        .from(outbox)
        .where(
          and(
            stateCondition(filter.state),
            filter.kind ? eq(outbox.kind, filter.kind) : undefined,
            filter.destination !== undefined ? eq(outbox.destination, filter.destination) : undefined,
            afterKeyset(outbox.createdAt, outbox.id, after),
          ),
        )
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(limit);
    },

    /** Every attempt of these deliveries, in the order they were made. */
    attemptsOf(outboxIds: string[]): Promise<OutboxAttemptRow[]> {
      if (outboxIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(outboxAttempts)
        .where(inArray(outboxAttempts.outboxId, outboxIds))
        .orderBy(asc(outboxAttempts.createdAt), asc(outboxAttempts.attempt));
    },

    /**
     * Gives dead deliveries a new run of attempts, due now: one by id, or every one of a destination.
     * Answers the rows brought back, as they were before.
     */
    async retryDead(where: { id: string } | { destination: string }, tx: Database): Promise<OutboxRow[]> {
      const chosen = 'id' in where ? eq(outbox.id, where.id) : eq(outbox.destination, where.destination);
      const before = await tx
        .select()
        .from(outbox)
        .where(and(eq(outbox.status, 'DEAD'), chosen))
        .for('update');
      if (before.length === 0) return [];
      await tx
        .update(outbox)
        .set({ status: 'PENDING', attempts: 0, runAt: dbNow, lockedUntil: null })
        .where(
          inArray(
            outbox.id,
            before.map((row) => row.id),
          ),
        );
      return before;
    },

    /**
     * A page of one webhook endpoint's deliveries, newest first: each with its event type, every
     * attempt counted, and the HTTP status of its latest attempt.
     */
    webhookDeliveries(endpointId: string, limit: number, offset: number) {
      // Written out whole: inside a select list drizzle leaves columns unqualified, and "id" would be the attempt's.
      const latest = sql<number | null>`(select a.status_code from outbox_attempts a where a.outbox_id = "outbox"."id"
        order by a.created_at desc, a.attempt desc limit 1)`;
      const tries = sql<number>`(select count(*)::int from outbox_attempts a where a.outbox_id = "outbox"."id")`;
      return db
        .select({
          id: outbox.id,
          type: sql<string>`${outbox.payload}->>'type'`,
          status: outbox.status,
          attempts: outbox.attempts,
          attemptCount: tries,
          runAt: outbox.runAt,
          createdAt: outbox.createdAt,
          deliveredAt: outbox.deliveredAt,
          responseStatus: latest,
        })
        .from(outbox)
        .where(eq(outbox.webhookEndpointId, endpointId))
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(limit)
        .offset(offset);
    },

    countWebhookDeliveries(endpointId: string): Promise<number> {
      return db.$count(outbox, eq(outbox.webhookEndpointId, endpointId));
    },

    /** Which endpoint a delivery went to, for the scope check of Redeliver; null for any other row. */
    async webhookEndpointOf(id: string): Promise<string | null> {
      const [row] = await db
        .select({ endpointId: outbox.webhookEndpointId })
        .from(outbox)
        .where(eq(outbox.id, id))
        .limit(1);
      return row?.endpointId ?? null;
    },

    /**
     * Sends a webhook delivery again, now, with a new run of attempts and the same id (its
     * webhook-id). A delivery being made at this moment is left to finish: answers whether it was queued.
     */
    async redeliver(id: string, tx: Database): Promise<boolean> {
      const rows = await tx
        .update(outbox)
        .set({ status: 'PENDING', attempts: 0, runAt: dbNow, lockedUntil: null, deliveredAt: null })
        .where(
          and(
            eq(outbox.id, id),
            sql`${outbox.webhookEndpointId} is not null`,
            or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, dbNow)),
          ),
        )
        .returning({ id: outbox.id });
      return rows.length > 0;
    },

    /** Attempts per hour since an instant, succeeded and failed apart. */
    attemptsPerHour(since: Date): Promise<Array<{ hour: Date; succeeded: number; failed: number }>> {
      const hour = sql<Date>`date_trunc('hour', ${outboxAttempts.createdAt})`;
      return db
        .select({
          hour,
          succeeded: sql<number>`(count(*) filter (where ${outboxAttempts.succeeded}))::int`,
          failed: sql<number>`(count(*) filter (where not ${outboxAttempts.succeeded}))::int`,
        })
        .from(outboxAttempts)
        .where(gte(outboxAttempts.createdAt, since))
        .groupBy(hour)
        .orderBy(hour);
    },
  };
}
