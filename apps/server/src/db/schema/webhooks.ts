import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { salons } from './salons.ts';

/**
 * A salon's webhook subscription: where to POST which events. The signing secret is kept as written
 * (it signs every delivery) and shown to the admin once. An endpoint that keeps failing is disabled
 * (disabledAt) and the salon's admins are told; failingSince is the first failure of the current run.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid().primaryKey().defaultRandom(),
    salonId: uuid()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    /** Event type names, e.g. "appointment.created"; the catalogue is in the domain package. */
    events: text().array().notNull(),
    signingSecret: text().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    failingSince: timestamp({ withTimezone: true }),
    disabledAt: timestamp({ withTimezone: true }),
    /** Set when the endpoint is removed: its delivery log stays readable until the salon is deleted. */
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('webhook_endpoints_salon_idx')
      .on(t.salonId, t.createdAt)
      .where(sql`${t.deletedAt} is null`),
  ],
);
