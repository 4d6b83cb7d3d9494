import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { planCode } from './billing.ts';
import { salons } from './salons.ts';

/** Where the provider's follow-up of a lead stands. */
export const leadStatus = pgEnum('lead_status', ['NEW', 'CONTACTED', 'CONVERTED', 'CLOSED']);

/** The pre-register lead form of the plans that are not OPEN, followed up from the console. */
export const betaLeads = pgTable(
  'beta_leads',
  {
    id: uuid().primaryKey().defaultRandom(),
    betaName: text().notNull(),
    /** Lower-cased. */
    betaEmail: text().notNull(),
    betaSalonName: text().notNull(),
    /** E.164. */
    betaPhone: text().notNull(),
    plan: planCode().notNull(),
    status: leadStatus().notNull().default('NEW'),
    notes: text().notNull().default(''),
    /** Raised by every console save, which must name the version it read: a later save over it is refused. */
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('beta_leads_created_idx').on(t.createdAt, t.id), index('beta_leads_email_idx').on(t.betaEmail)],
);

/**
 * Idempotency of RegisterAccount: a retried submit with the same key returns the stored result
 * instead of creating a second salon and charging twice.
 */
export const signupRequests = pgTable(
  'signup_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    idempotencyKey: text().notNull(),
    salonId: uuid().references(() => salons.id, { onDelete: 'set null' }),
    result: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('signup_requests_idempotency_key').on(t.idempotencyKey)],
);
