import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { planCode } from './billing.ts';

/** The pre-register lead form of the plans that are not OPEN. */
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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('beta_leads_created_idx').on(t.createdAt, t.id), index('beta_leads_email_idx').on(t.betaEmail)],
);
