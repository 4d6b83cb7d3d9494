import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { outbox, outboxAttempts } from '../db/schema/outbox.ts';

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = typeof outbox.$inferInsert;
export type NewOutboxAttemptRow = typeof outboxAttempts.$inferInsert;

// Times come from the database's clock: every instance then agrees on what is due.
const dbNow = sql`now()`;
const dbNowPlus = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/** The outbox's rows and its delivery log; the worker holds the transactions around these calls. */
export function createOutboxRepository(db: Database) {
  return {
    /** Stores the rows; one whose dedupe key is already stored is left out, without an error that would end the transaction. */
    async insert(rows: NewOutboxRow[]): Promise<string[]> {
      const inserted = await db.insert(outbox).values(rows).onConflictDoNothing({ target: outbox.dedupeKey }).returning({ id: outbox.id });
      return inserted.map((row) => row.id);
    },

    /** Pending rows that are due and not leased, oldest first, locked (skipping rows another worker locked). */
    async lockDue(limit: number): Promise<string[]> {
      const due = await db
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            eq(outbox.status, 'PENDING'),
            lte(outbox.runAt, dbNow),
            or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, dbNow)),
          ),
        )
        .orderBy(outbox.runAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      return due.map((row) => row.id);
    },

    /** Hides the rows from other workers for the lease and counts the attempt that starts. */
    lease(ids: string[], leaseMs: number): Promise<OutboxRow[]> {
      return db
        .update(outbox)
        .set({ lockedUntil: dbNowPlus(leaseMs), attempts: sql`${outbox.attempts} + 1` })
        .where(inArray(outbox.id, ids))
        .returning();
    },

    async markDelivered(id: string): Promise<void> {
      await db
        .update(outbox)
        .set({ status: 'DELIVERED', deliveredAt: dbNow, lockedUntil: null, lastError: null })
        .where(eq(outbox.id, id));
    },

    /** A failed attempt: dead rows stay for a person to read; the others are due again after the delay. */
    async markFailed(id: string, failure: { dead: boolean; lastError: string; retryInMs: number }): Promise<void> {
      await db
        .update(outbox)
        .set({
          status: failure.dead ? 'DEAD' : 'PENDING',
          lockedUntil: null,
          lastError: failure.lastError,
          runAt: dbNowPlus(failure.retryInMs),
        })
        .where(eq(outbox.id, id));
    },

    async recordAttempt(attempt: NewOutboxAttemptRow): Promise<void> {
      await db.insert(outboxAttempts).values(attempt);
    },
  };
}
