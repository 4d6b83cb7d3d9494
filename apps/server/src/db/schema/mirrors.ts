import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { salons } from './salons.ts';

/**
 * A smart mirror paired with a salon (docs/decisions/022). Only the SHA-256 of its credential is
 * kept; an unpaired mirror keeps its row with revokedAt set, so its credential stays refused.
 */
export const mirrorDevices = pgTable(
  'mirror_devices',
  {
    id: uuid().primaryKey().defaultRandom(),
    salonId: uuid()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    credentialHash: text().notNull(),
    pairedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mirror_devices_credential_key').on(t.credentialHash),
    index('mirror_devices_salon_idx')
      .on(t.salonId, t.pairedAt)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/** One-time codes an admin shows to pair a mirror: the SHA-256 of the code, good for ten minutes and once. */
export const mirrorPairingCodes = pgTable(
  'mirror_pairing_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    salonId: uuid()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    deviceId: uuid().references(() => mirrorDevices.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('mirror_pairing_codes_code_key').on(t.codeHash),
    index('mirror_pairing_codes_salon_idx').on(t.salonId, t.expiresAt),
  ],
);

/**
 * Writes a mirror may retry (an image, a like, the cart): the key it sent with the first try. A retry
 * with a key already here changes nothing and answers the session as the first try left it.
 */
export const mirrorWriteKeys = pgTable(
  'mirror_write_keys',
  {
    deviceId: uuid()
      .notNull()
      .references(() => mirrorDevices.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.key] })],
);
