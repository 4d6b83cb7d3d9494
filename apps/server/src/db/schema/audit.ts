import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every console write and every sensitive salon-side action: who, what, the record before and after,
 * when. Append-only: a trigger (migration 0016) refuses any update or delete. No foreign keys, so
 * an entry outlives the user, salon or record it names.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorUserId: uuid(),
    /** Kept as written at the time, as the account may change its email or be deleted later. */
    actorEmail: text().notNull(),
    /** Set when the write came through a salon's API key; actorEmail then names the key. */
    actorApiKeyId: uuid(),
    /** What was done, e.g. "lead.update", "delivery.retry", "product.archive". */
    action: text().notNull(),
    /** The kind of record changed, e.g. "lead", "delivery", "product". */
    subjectKind: text().notNull(),
    subjectId: text(),
    /** The salon the change concerns, when it concerns one. */
    salonId: uuid(),
    before: jsonb(),
    after: jsonb(),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at, t.id),
    index('audit_events_action_idx').on(t.action, t.at),
    index('audit_events_actor_idx').on(t.actorEmail, t.at),
    index('audit_events_salon_idx').on(t.salonId, t.at),
  ],
);
