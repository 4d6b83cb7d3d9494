import { index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

export const analyticsEventKind = pgEnum('analytics_event_kind', ['page_view', 'sign_in', 'sign_out', 'sign_up']);

/** Our own analytics in place of a third-party tracker. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    kind: analyticsEventKind().notNull(),
    path: text(),
    properties: jsonb().$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_kind_idx').on(t.kind, t.createdAt),
    index('analytics_events_user_idx').on(t.userId, t.createdAt),
  ],
);
