import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { appointments } from './appointments.ts';
import { salons } from './salons.ts';

/**
 * What the mirror's hair-colour measure suggested for an appointment, beside what the stylist
 * confirmed in the same save of the analysis: the pair that tells how often stylists agree with the
 * measure. One row an appointment, replaced on each save, and none when that save had no suggestion
 * or no confirmed colour, so the pair is always the one the record shows.
 */
export const hairColourConfirmations = pgTable(
  'hair_colour_confirmations',
  {
    id: uuid().primaryKey().defaultRandom(),
    salonId: uuid()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    appointmentId: uuid()
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    // Doubles, as the browser measured them: the agreement counted in SQL is then the domain's to the bit.
    suggestedLevel: doublePrecision().notNull(),
    suggestedTone: text().notNull(),
    suggestedGreyShare: integer().notNull(),
    confidence: doublePrecision().notNull(),
    measureVersion: text().notNull(),
    confirmedLevel: integer().notNull(),
    confirmedTone: text().notNull(),
    confirmedGreyShare: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The save that made the pair as it stands: the console's months count by it. */
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('hair_colour_confirmations_appointment_key').on(t.appointmentId),
    index('hair_colour_confirmations_salon_idx').on(t.salonId),
    check(
      'hair_colour_confirmations_suggested_check',
      sql`${t.suggestedLevel} between 1 and 10 and ${t.suggestedTone} in ('warm', 'neutral', 'cool')
        and ${t.suggestedGreyShare} between 0 and 100 and ${t.confidence} between 0 and 1
        and length(${t.measureVersion}) between 1 and 64`,
    ),
    check(
      'hair_colour_confirmations_confirmed_check',
      sql`${t.confirmedLevel} between 1 and 10 and ${t.confirmedTone} in ('warm', 'neutral', 'cool')
        and ${t.confirmedGreyShare} between 0 and 100`,
    ),
  ],
);
