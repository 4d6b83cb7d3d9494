import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { webhookEndpoints } from './webhooks.ts';

export const outboxStatus = pgEnum('outbox_status', ['PENDING', 'DELIVERED', 'DEAD']);

/**
 * Side effects on the outside world, written in the same transaction as the change that causes
 * them and delivered afterwards by the worker. A row with a future runAt is a scheduled job.
 * The id is the delivery id receivers use to drop repeats.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The handler that delivers it, e.g. 'webhook', 'email', 'rebook-reminder'. */
    kind: text().notNull(),
    /**
     * Who receives it, for the console's deliveries page: a partner's origin for calls, "email" for
     * what the mail relay takes, "web push", or "this server" for scheduled work (destinationOf).
     */
    destination: text().notNull().default(''),
    payload: jsonb().notNull(),
    status: outboxStatus().notNull().default('PENDING'),
    attempts: integer().notNull().default(0),
    runAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp({ withTimezone: true }),
    /**
     * Set on a row that must exist at most once whoever enqueues it (e.g. one weekly email per
     * admin per salon per week): a second insert with the same key is dropped, so a restart or a
     * second server instance cannot send twice.
     */
    dedupeKey: text(),
    /** A delivery to a salon's webhook subscription: its delivery log is the endpoint's rows. */
    webhookEndpointId: uuid().references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.runAt),
    uniqueIndex('outbox_dedupe_key_idx').on(t.dedupeKey),
    index('outbox_destination_idx').on(t.status, t.destination),
    index('outbox_created_idx').on(t.createdAt),
    index('outbox_webhook_endpoint_idx')
      .on(t.webhookEndpointId, t.createdAt)
      .where(sql`${t.webhookEndpointId} is not null`),
  ],
);

/** One row per delivery attempt, so a failing partner can be diagnosed afterwards. */
export const outboxAttempts = pgTable(
  'outbox_attempts',
  {
    id: uuid().primaryKey().defaultRandom(),
    outboxId: uuid()
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    attempt: integer().notNull(),
    succeeded: boolean().notNull(),
    /** The receiver's HTTP status, when it answered one. */
    statusCode: integer(),
    detail: text(),
    durationMs: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_attempts_outbox_idx').on(t.outboxId), index('outbox_attempts_created_idx').on(t.createdAt)],
);
