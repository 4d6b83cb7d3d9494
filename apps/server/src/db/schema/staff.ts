import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { salons } from './salons.ts';

/** Stylists of a salon. Only active staff show on the mirror's stylist sign-in screen. */
export const staff = pgTable(
  'staff',
  {
    id: uuid().primaryKey().defaultRandom(),
    salonId: uuid()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    active: boolean().notNull().default(true),
    /** Set when the stylist also has an account (e.g. the owner cutting hair); most staff have none. */
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_salon_page_idx').on(t.salonId, t.createdAt, t.id), index('staff_user_idx').on(t.userId)],
);
