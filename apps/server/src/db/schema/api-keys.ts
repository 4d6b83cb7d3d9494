import { index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { salons } from './salons.ts';

export const apiKeyScope = pgEnum('api_key_scope', ['READ', 'READ_WRITE']);

/**
 * A salon's credential for the GraphQL API, made by one of its admins. Like a mirror's credential,
 * only the SHA-256 of the secret is kept; a revoked key keeps its row, so it stays refused and its
 * name stays readable in the audit log.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid().primaryKey().defaultRandom(),
    salonId: uuid()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    scope: apiKeyScope().notNull(),
    secretHash: text().notNull(),
    /** The secret's first characters, shown in the list so an admin can tell keys apart. */
    secretStart: text().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_secret_key').on(t.secretHash), index('api_keys_salon_idx').on(t.salonId, t.createdAt)],
);
