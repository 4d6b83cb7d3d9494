import { deliveryMessages } from '@piiq/domain/deliveries';
import type { Database } from '../../db/client.ts';
import { notFound, UserError } from '../../errors.ts';
import { isUuid } from '../../ids.ts';
import {
  createOutboxRepository,
  type DeliveryFilter,
  type OutboxAttemptRow,
  type OutboxRow,
} from '../../jobs/outbox.repository.ts';
import { decodePageToken, keysetPage } from '../../keyset.ts';
import type { AuditActor, AuditService } from '../audit/audit.service.ts';

const HOURS_SHOWN = 24;

/** A delivery as the console shows it: where it stands, with every attempt made. */
export type Delivery = Pick<
  OutboxRow,
  'id' | 'kind' | 'destination' | 'status' | 'attempts' | 'runAt' | 'lastError' | 'createdAt'
> & {
  attemptLog: OutboxAttemptRow[];
};

/** What a dead delivery was when brought back: enough to tell it apart, not its payload (which may hold a person's details). */
const deliveryFacts = (row: OutboxRow) => ({
  kind: row.kind,
  destination: row.destination,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
});

/**
 * The console's view of the outbox: what is waiting, retrying or dead, each delivery's attempts, and
 * a dead delivery (or every dead one of a destination) given a new run of attempts.
 */
export function createDeliveriesService(deps: { db: Database; audit: Pick<AuditService, 'record'>; now: () => Date }) {
  const { db } = deps;
  const outbox = createOutboxRepository(db);

  async function retry(actor: AuditActor, where: { id: string } | { destination: string }): Promise<number> {
    const revived = await db.transaction(async (tx) => {
      const rows = await outbox.retryDead(where, tx);
      for (const row of rows) {
        await deps.audit.record(tx, {
          actor,
          action: 'delivery.retry',
          subjectKind: 'delivery',
          subjectId: row.id,
          before: deliveryFacts(row),
          after: { ...deliveryFacts(row), status: 'PENDING', attempts: 0 },
        });
      }
      return rows.length;
    });
    return revived;
  }

  return {
    counts: () => outbox.undeliveredCounts(),

    /** Undelivered rows by state, with the age of the oldest of each: the outbox's figures on /metrics. */
    backlog: () => outbox.backlog(),

    async page(
      filter: DeliveryFilter,
      limit: number,
      nextToken: string | null,
    ): Promise<{ items: Delivery[]; nextToken: string | null }> {
      const rows = await outbox.deliveriesPage(filter, nextToken ? decodePageToken(nextToken) : null, limit + 1);
      const page = keysetPage(rows, limit);
      const attempts = await outbox.attemptsOf(page.items.map((row) => row.id));
      const attemptsOf = new Map<string, OutboxAttemptRow[]>();
      for (const attempt of attempts)
        attemptsOf.set(attempt.outboxId, [...(attemptsOf.get(attempt.outboxId) ?? []), attempt]);
      return {
        items: page.items.map(({ cursor: _cursor, ...row }) => ({ ...row, attemptLog: attemptsOf.get(row.id) ?? [] })),
        nextToken: page.nextToken,
      };
    },

    /** Attempts per hour over the last day, oldest hour first, hours without attempts included. */
    async hours(): Promise<Array<{ hour: Date; succeeded: number; failed: number }>> {
      const thisHour = new Date(deps.now());
      thisHour.setUTCMinutes(0, 0, 0);
      const first = new Date(thisHour.getTime() - (HOURS_SHOWN - 1) * 3_600_000);
      const counted = new Map((await outbox.attemptsPerHour(first)).map((row) => [new Date(row.hour).getTime(), row]));
      return Array.from({ length: HOURS_SHOWN }, (_, index) => {
        const hour = new Date(first.getTime() + index * 3_600_000);
        const row = counted.get(hour.getTime());
        return { hour, succeeded: row?.succeeded ?? 0, failed: row?.failed ?? 0 };
      });
    },

    /** Answers the delivery as it now stands, due again. */
    async retryOne(actor: AuditActor, id: string): Promise<Delivery> {
      if (!isUuid(id)) throw notFound();
      const revived = (await retry(actor, { id })) > 0;
      const row = await outbox.find(id);
      if (!row) throw notFound();
      if (!revived) throw new UserError('BAD_USER_INPUT', deliveryMessages.notDead);
      return { ...row, attemptLog: await outbox.attemptsOf([id]) };
    },

    retryDestination: (actor: AuditActor, destination: string) => retry(actor, { destination }),
  };
}

export type DeliveriesService = ReturnType<typeof createDeliveriesService>;
