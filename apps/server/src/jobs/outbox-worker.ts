import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { DeliveryRefused, type OutboxKind, type OutboxPayloads } from './outbox.ts';
import { createOutboxRepository, type OutboxRow } from './outbox.repository.ts';

/** One delivery attempt: the row's id (the receiver's idempotency key), and whether a failure now is the last. */
export interface OutboxDelivery {
  id: string;
  finalAttempt: boolean;
}

/** What a receiver answered a delivery that succeeded, kept with the attempt for a delivery log. */
export interface OutboxAnswer {
  statusCode: number;
}

export type OutboxHandlers = {
  [K in OutboxKind]: (payload: OutboxPayloads[K], delivery: OutboxDelivery) => Promise<void | OutboxAnswer>;
};

export interface OutboxWorkerOptions {
  db: Database;
  handlers: OutboxHandlers;
  log: FastifyBaseLogger;
  pollMs: number;
  maxAttempts: number;
  batchSize?: number;
  /** How long a claimed row stays invisible to other workers while it is being delivered. */
  leaseMs?: number;
  /** The first retry waits about this long; each further one doubles it. */
  backoffBaseMs?: number;
  random?: () => number;
}

const BACKOFF_BASE_MS = 2_000;
const BACKOFF_CAP_MS = 3_600_000;

/** Exponential backoff with jitter, so a partner coming back is not hit by every retry at once. */
export function retryDelayMs(attempt: number, random: () => number = Math.random, baseMs = BACKOFF_BASE_MS): number {
  const ceiling = Math.min(BACKOFF_CAP_MS, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export interface OutboxWorker {
  start(): void;
  /** Deliver what is due now, without waiting for the next poll. */
  wake(): void;
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, handlers, log, pollMs, maxAttempts } = options;
  const outbox = createOutboxRepository(db);
  const batchSize = options.batchSize ?? 10;
  const leaseMs = options.leaseMs ?? 60_000;
  const random = options.random ?? Math.random;
  const backoffBaseMs = options.backoffBaseMs ?? BACKOFF_BASE_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;
  let wakeRequested = false;

  async function claimDue(): Promise<OutboxRow[]> {
    return db.transaction(async (tx) => {
      const due = await outbox.lockDue(batchSize, tx);
      if (due.length === 0) return [];
      return outbox.lease(due, leaseMs, tx);
    });
  }

  async function deliver(row: OutboxRow) {
    const started = Date.now();
    const handler = handlers[row.kind as OutboxKind] as
      ((payload: unknown, delivery: OutboxDelivery) => Promise<void | OutboxAnswer>) | undefined;
    try {
      if (!handler) throw new Error(`No handler for outbox kind '${row.kind}'`);
      const answer = await handler(row.payload, { id: row.id, finalAttempt: row.attempts >= maxAttempts });
      await db.transaction(async (tx) => {
        await outbox.markDelivered(row.id, tx);
        await outbox.recordAttempt(
          {
            outboxId: row.id,
            attempt: row.attempts,
            succeeded: true,
            statusCode: answer ? answer.statusCode : null,
            durationMs: Date.now() - started,
          },
          tx,
        );
      });
      log.info({ outboxId: row.id, kind: row.kind, attempt: row.attempts }, 'outbox delivery succeeded');
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      const dead = row.attempts >= maxAttempts;
      await db.transaction(async (tx) => {
        await outbox.markFailed(
          row.id,
          {
            dead,
            lastError: detail.slice(0, 2000),
            retryInMs: retryDelayMs(row.attempts, random, backoffBaseMs),
          },
          tx,
        );
        await outbox.recordAttempt(
          {
            outboxId: row.id,
            attempt: row.attempts,
            succeeded: false,
            statusCode: error instanceof DeliveryRefused ? error.statusCode : null,
            detail: detail.slice(0, 2000),
            durationMs: Date.now() - started,
          },
          tx,
        );
      });
      const entry = { outboxId: row.id, kind: row.kind, attempt: row.attempts, error: detail };
      if (dead) log.error(entry, 'outbox delivery failed for the last time: moved to dead letters');
      else log.warn(entry, 'outbox delivery failed: will retry');
    }
  }

  async function runOnce(): Promise<number> {
    const claimed = await claimDue();
    await Promise.all(claimed.map(deliver));
    return claimed.length;
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
  }

  async function tick() {
    if (stopped || running) {
      wakeRequested = true;
      return;
    }
    wakeRequested = false;
    running = runOnce().catch((error: unknown) => {
      log.error({ err: error }, 'outbox poll failed');
      return 0;
    });
    const delivered = await running;
    running = undefined;
    // A full batch means more may be waiting: keep going without the poll pause.
    schedule(delivered >= batchSize || wakeRequested ? 0 : pollMs);
  }

  return {
    start() {
      stopped = false;
      schedule(0);
    },
    wake() {
      if (!stopped) schedule(0);
    },
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
