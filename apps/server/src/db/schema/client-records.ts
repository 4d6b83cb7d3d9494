import type { AllergySource } from '@piiq/domain/allergies';
import type { PatchTestResult, PatchTestStandingKind } from '@piiq/domain/patch-tests';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { appointments } from './appointments.ts';
import { salons } from './salons.ts';

/**
 * A client's colour record at a salon: the formulas mixed at each visit, patch tests, allergies and
 * sensitivities, and signed consent. Every row is the salon's, keyed by the salon and the client (a
 * client user), so deleting a client's record at one salon leaves another salon's record of the same
 * person untouched.
 */

/** A salon's rules for its client records; a salon without a row has the defaults. */
export const clientRecordSettings = pgTable(
  'client_record_settings',
  {
    salonId: uuid()
      .primaryKey()
      .references(() => salons.id, { onDelete: 'cascade' }),
    /** Months a clear patch test holds before a colour service. */
    patchTestWindowMonths: integer().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('client_record_settings_window_check', sql`${t.patchTestWindowMonths} between 1 and 24`)],
);

/** What was mixed at one visit: the bowls as the domain's colourFormulaSchema parsed them. */
export const colourFormulas = pgTable(
  'colour_formulas',
  {
    appointmentId: uuid()
      .primaryKey()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    salonId: uuid()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    /** The visit's client when it was saved, so a client's formulas are found without their visits. */
    clientId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    bowls: jsonb().notNull(),
    /** Who saved it last: the stylist's name at the mirror, the admin's email on the record. */
    recordedBy: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('colour_formulas_client_idx').on(t.salonId, t.clientId, t.createdAt)],
);

export const patchTests = pgTable(
  'patch_tests',
  {
    id: uuid().primaryKey().defaultRandom(),
    salonId: uuid()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    clientId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    testedAt: timestamp({ withTimezone: true }).notNull(),
    products: text().notNull(),
    result: text().$type<PatchTestResult>().notNull(),
    testedBy: text().notNull(),
    recordedBy: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('patch_tests_client_idx').on(t.salonId, t.clientId, t.testedAt),
    check('patch_tests_result_check', sql`${t.result} in ('negative', 'positive')`),
  ],
);

/** The stylist went ahead with a colour service past a patch-test warning: what they were told, and when. */
export const patchTestAcknowledgements = pgTable(
  'patch_test_acknowledgements',
  {
    id: uuid().primaryKey().defaultRandom(),
    salonId: uuid()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    appointmentId: uuid()
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    standing: text().$type<Exclude<PatchTestStandingKind, 'valid'>>().notNull(),
    warning: text().notNull(),
    acknowledgedBy: text().notNull(),
    acknowledgedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('patch_test_acknowledgements_appointment_idx').on(t.appointmentId, t.acknowledgedAt),
    check(
      'patch_test_acknowledgements_standing_check',
      sql`${t.standing} in ('none', 'expired', 'tooRecent', 'reaction')`,
    ),
  ],
);

export const clientAllergies = pgTable(
  'client_allergies',
  {
    id: uuid().primaryKey().defaultRandom(),
    salonId: uuid()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    clientId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    source: text().$type<AllergySource>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('client_allergies_client_idx').on(t.salonId, t.clientId, t.createdAt),
    check('client_allergies_source_check', sql`${t.source} in ('salon', 'client')`),
  ],
);

/**
 * Each saved text of a salon's consultation and consent form, never changed once saved: a signature
 * names the version it signed. A salon that never saved one offers the domain's default as version 1,
 * written here by the first signature of it.
 */
export const consentForms = pgTable(
  'consent_forms',
  {
    salonId: uuid()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    text: text().notNull(),
    savedBy: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.salonId, t.version] }),
    check('consent_forms_version_check', sql`${t.version} >= 1`),
  ],
);

export const consentSignatures = pgTable(
  'consent_signatures',
  {
    id: uuid().primaryKey().defaultRandom(),
    salonId: uuid()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    clientId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    formVersion: integer().notNull(),
    /** The strokes as the domain's signatureSchema parsed them. */
    signature: jsonb().notNull(),
    photosAllowed: boolean().notNull(),
    /** Null for a signature made before the form asked it. */
    reactedBefore: boolean(),
    signedOn: text().$type<'mirror' | 'portal'>().notNull(),
    appointmentId: uuid().references(() => appointments.id, { onDelete: 'set null' }),
    signedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consent_signatures_client_idx').on(t.salonId, t.clientId, t.signedAt),
    check('consent_signatures_signed_on_check', sql`${t.signedOn} in ('mirror', 'portal')`),
  ],
);
