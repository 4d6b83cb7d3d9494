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
  /** How many of our own deliveries (email, Web Push, partner calls, scheduled work) run at once. */
  batchSize?: number;
  /** How many deliveries to salons' webhook endpoints run at once, on this instance. */
  webhookLaneSize?: number;
  /** How many deliveries to one webhook endpoint run at once, across instances. */
  perEndpoint?: number;
  /** How long a claimed row stays invisible to other workers while it is being delivered. */
  leaseMs?: number;
  /** The first retry waits about this long; each further one doubles it. */
  backoffBaseMs?: number;
  random?: () => number;
}

/**
 * A salon's ten endpoints, two deliveries each, fill 20 of the lane's places: the other salons keep
 * the rest, and none of it is shared with our own deliveries.
 */
export const WEBHOOK_LANE_SIZE = 32;
export const WEBHOOK_DELIVERIES_PER_ENDPOINT = 2;

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

/**
 * Delivers the outbox in two lanes that never wait for each other: our own deliveries, and salons'
 * webhook endpoints, whose addresses and answers are a salon's to choose. Each lane keeps its places
 * filled: a delivery that ends lets the next due row start, so one that hangs holds one place, not
 * the lane. In the webhook lane an endpoint holds at most `perEndpoint` places.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, handlers, log, pollMs, maxAttempts } = options;
  const outbox = createOutboxRepository(db);
  const leaseMs = options.leaseMs ?? 60_000;
  const random = options.random ?? Math.random;
  const backoffBaseMs = options.backoffBaseMs ?? BACKOFF_BASE_MS;
  const perEndpoint = options.perEndpoint ?? WEBHOOK_DELIVERIES_PER_ENDPOINT;
  let stopped = true;

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
      // A salon's endpoint that stops answering is the salon's to mend (it is emailed): no error of ours.
      if (dead && row.webhookEndpointId === null)
        log.error(entry, 'outbox delivery failed for the last time: moved to dead letters');
      else if (dead) log.warn(entry, 'webhook delivery failed for the last time: moved to dead letters');
      else log.warn(entry, 'outbox delivery failed: will retry');
    }
  }

  function createLane(name: string, size: number, lockDue: (limit: number, tx: Database) => Promise<string[]>) {
    let timer: NodeJS.Timeout | undefined;
    let claiming: Promise<unknown> | undefined;
    let claimAgain = false;
    const inFlight = new Set<Promise<void>>();

    /** Claims due rows for the free places and starts their deliveries; answers the deliveries started. */
    async function fill(): Promise<Array<Promise<void>>> {
      const free = size - inFlight.size;
      if (free <= 0) return [];
      const rows = await db.transaction(async (tx) => {
        const due = await lockDue(free, tx);
        return due.length === 0 ? [] : outbox.lease(due, leaseMs, tx);
      });
      return rows.map((row) => {
        const delivery: Promise<void> = deliver(row)
          .catch((error: unknown) =>
            log.error({ err: error, outboxId: row.id, lane: name }, 'outbox delivery not recorded'),
          )
          .finally(() => {
            inFlight.delete(delivery);
            schedule(0);
          });
        inFlight.add(delivery);
        return delivery;
      });
    }

    function schedule(delay: number) {
      if (stopped) return;
      clearTimeout(timer);
      timer = setTimeout(tick, delay);
    }

    async function tick() {
      if (stopped) return;
      if (claiming) {
        claimAgain = true;
        return;
      }
      claimAgain = false;
      const started = fill().catch((error: unknown) => {
        log.error({ err: error, lane: name }, 'outbox poll failed');
        return [];
      });
      claiming = started;
      const count = (await started).length;
      claiming = undefined;
      // A full lane is filled again as deliveries end; otherwise more may be due at once, or at the next poll.
      if (inFlight.size >= size) return;
      schedule(count > 0 || claimAgain ? 0 : pollMs);
    }

    return {
      schedule,
      fill,
      async stop() {
        clearTimeout(timer);
        await claiming;
        await Promise.all(inFlight);
      },
    };
  }

  const lanes = [
    createLane('own', options.batchSize ?? 10, (limit, tx) => outbox.lockDueOwn(limit, tx)),
    createLane('salon webhooks', options.webhookLaneSize ?? WEBHOOK_LANE_SIZE, (limit, tx) =>
      outbox.lockDueSalonWebhooks(limit, perEndpoint, tx),
    ),
  ];

  return {
    start() {
      stopped = false;
      for (const lane of lanes) lane.schedule(0);
    },
    wake() {
      for (const lane of lanes) lane.schedule(0);
    },
    async runOnce() {
      const started = (await Promise.all(lanes.map((lane) => lane.fill()))).flat();
      await Promise.all(started);
      return started.length;
    },
    async stop() {
      stopped = true;
      await Promise.all(lanes.map((lane) => lane.stop()));
    },
  };
}
