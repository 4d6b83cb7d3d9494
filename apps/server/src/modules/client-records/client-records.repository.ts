import { and, asc, desc, eq, inArray, max } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  clientAllergies,
  clientRecordSettings,
  colourFormulas,
  consentForms,
  consentSignatures,
  patchTestAcknowledgements,
  patchTests,
} from '../../db/schema/client-records.ts';

export type ColourFormulaRow = typeof colourFormulas.$inferSelect;
export type PatchTestRow = typeof patchTests.$inferSelect;
export type PatchTestAcknowledgementRow = typeof patchTestAcknowledgements.$inferSelect;
export type AllergyRow = typeof clientAllergies.$inferSelect;
export type ConsentFormRow = typeof consentForms.$inferSelect;
export type ConsentSignatureRow = typeof consentSignatures.$inferSelect;

/** What deleting a client's record at a salon removed, counted for the audit log. */
export interface ClearedRecord {
  formulas: number;
  patchTests: number;
  acknowledgements: number;
  allergies: number;
  consents: number;
}

/** The colour record's rows: plain rows in and out; the rules are the service's and the domain's. */
export function createClientRecordsRepository(db: Database) {
  return {
    async patchTestWindowMonths(salonId: string, tx: Database = db): Promise<number | undefined> {
      const [row] = await tx
        .select({ months: clientRecordSettings.patchTestWindowMonths })
        .from(clientRecordSettings)
        .where(eq(clientRecordSettings.salonId, salonId));
      return row?.months;
    },

    async setPatchTestWindowMonths(salonId: string, months: number, at: Date, tx: Database): Promise<void> {
      await tx
        .insert(clientRecordSettings)
        .values({ salonId, patchTestWindowMonths: months, updatedAt: at })
        .onConflictDoUpdate({
          target: clientRecordSettings.salonId,
          set: { patchTestWindowMonths: months, updatedAt: at },
        });
    },

    async formulaOf(appointmentId: string, tx: Database = db): Promise<ColourFormulaRow | undefined> {
      const [row] = await tx.select().from(colourFormulas).where(eq(colourFormulas.appointmentId, appointmentId));
      return row;
    },

    /** The formulas of these appointments of the salon; the caller orders them by visit. */
    formulasOf(salonId: string, appointmentIds: readonly string[]): Promise<ColourFormulaRow[]> {
      if (appointmentIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(colourFormulas)
        .where(and(eq(colourFormulas.salonId, salonId), inArray(colourFormulas.appointmentId, [...appointmentIds])));
    },

    async saveFormula(
      values: { appointmentId: string; salonId: string; clientId: string | null; bowls: unknown; recordedBy: string },
      at: Date,
      tx: Database,
    ): Promise<ColourFormulaRow> {
      const [row] = await tx
        .insert(colourFormulas)
        .values({ ...values, createdAt: at, updatedAt: at })
        .onConflictDoUpdate({
          target: colourFormulas.appointmentId,
          set: { clientId: values.clientId, bowls: values.bowls, recordedBy: values.recordedBy, updatedAt: at },
        })
        .returning();
      if (!row) throw new Error('saving a colour formula returned no row');
      return row;
    },

    /** The client's tests at the salon, the latest put on first. */
    patchTestsOf(salonId: string, clientId: string, tx: Database = db): Promise<PatchTestRow[]> {
      return tx
        .select()
        .from(patchTests)
        .where(and(eq(patchTests.salonId, salonId), eq(patchTests.clientId, clientId)))
        .orderBy(desc(patchTests.testedAt), desc(patchTests.createdAt));
    },

    async insertPatchTest(values: typeof patchTests.$inferInsert, tx: Database): Promise<PatchTestRow> {
      const [row] = await tx.insert(patchTests).values(values).returning();
      if (!row) throw new Error('insert into patch_tests returned no row');
      return row;
    },

    async deletePatchTest(salonId: string, id: string, tx: Database): Promise<PatchTestRow | undefined> {
      const [row] = await tx
        .delete(patchTests)
        .where(and(eq(patchTests.salonId, salonId), eq(patchTests.id, id)))
        .returning();
      return row;
    },

    acknowledgementsOf(appointmentId: string, tx: Database = db): Promise<PatchTestAcknowledgementRow[]> {
      return tx
        .select()
        .from(patchTestAcknowledgements)
        .where(eq(patchTestAcknowledgements.appointmentId, appointmentId))
        .orderBy(asc(patchTestAcknowledgements.acknowledgedAt));
    },

    async insertAcknowledgement(
      values: typeof patchTestAcknowledgements.$inferInsert,
      tx: Database,
    ): Promise<PatchTestAcknowledgementRow> {
      const [row] = await tx.insert(patchTestAcknowledgements).values(values).returning();
      if (!row) throw new Error('insert into patch_test_acknowledgements returned no row');
      return row;
    },

    allergiesOf(salonId: string, clientId: string, tx: Database = db): Promise<AllergyRow[]> {
      return tx
        .select()
        .from(clientAllergies)
        .where(and(eq(clientAllergies.salonId, salonId), eq(clientAllergies.clientId, clientId)))
        .orderBy(asc(clientAllergies.createdAt), asc(clientAllergies.id));
    },

    async insertAllergy(values: typeof clientAllergies.$inferInsert, tx: Database): Promise<AllergyRow> {
      const [row] = await tx.insert(clientAllergies).values(values).returning();
      if (!row) throw new Error('insert into client_allergies returned no row');
      return row;
    },

    async deleteAllergy(salonId: string, id: string, tx: Database): Promise<AllergyRow | undefined> {
      const [row] = await tx
        .delete(clientAllergies)
        .where(and(eq(clientAllergies.salonId, salonId), eq(clientAllergies.id, id)))
        .returning();
      return row;
    },

    async findAllergy(id: string, tx: Database = db): Promise<AllergyRow | undefined> {
      const [row] = await tx.select().from(clientAllergies).where(eq(clientAllergies.id, id));
      return row;
    },

    async findPatchTest(id: string, tx: Database = db): Promise<PatchTestRow | undefined> {
      const [row] = await tx.select().from(patchTests).where(eq(patchTests.id, id));
      return row;
    },

    /** The salon's latest saved form; undefined while it offers the default. */
    async latestConsentForm(salonId: string, tx: Database = db): Promise<ConsentFormRow | undefined> {
      const [row] = await tx
        .select()
        .from(consentForms)
        .where(eq(consentForms.salonId, salonId))
        .orderBy(desc(consentForms.version))
        .limit(1);
      return row;
    },

    async consentForm(salonId: string, version: number, tx: Database = db): Promise<ConsentFormRow | undefined> {
      const [row] = await tx
        .select()
        .from(consentForms)
        .where(and(eq(consentForms.salonId, salonId), eq(consentForms.version, version)));
      return row;
    },

    async highestConsentVersion(salonId: string, tx: Database): Promise<number> {
      const [row] = await tx
        .select({ version: max(consentForms.version) })
        .from(consentForms)
        .where(eq(consentForms.salonId, salonId));
      return row?.version ?? 0;
    },

    /** A version is written once; a second writer of the same number finds it taken and gets nothing back. */
    async insertConsentForm(
      values: typeof consentForms.$inferInsert,
      tx: Database,
    ): Promise<ConsentFormRow | undefined> {
      const [row] = await tx.insert(consentForms).values(values).onConflictDoNothing().returning();
      return row;
    },

    signaturesOf(salonId: string, clientId: string, tx: Database = db): Promise<ConsentSignatureRow[]> {
      return tx
        .select()
        .from(consentSignatures)
        .where(and(eq(consentSignatures.salonId, salonId), eq(consentSignatures.clientId, clientId)))
        .orderBy(desc(consentSignatures.signedAt), desc(consentSignatures.id));
    },

    async insertSignature(values: typeof consentSignatures.$inferInsert, tx: Database): Promise<ConsentSignatureRow> {
      const [row] = await tx.insert(consentSignatures).values(values).returning();
      if (!row) throw new Error('insert into consent_signatures returned no row');
      return row;
    },

    /** The spreadsheet's colour columns for a batch of clients: their formulas, tests and allergies at the salon. */
    async recordsOfClients(salonId: string, clientIds: readonly string[]) {
      if (clientIds.length === 0) return { formulas: [], tests: [], allergies: [] };
      const ids = [...clientIds];
      const [formulas, tests, allergies] = await Promise.all([
        db
          .select()
          .from(colourFormulas)
          .where(and(eq(colourFormulas.salonId, salonId), inArray(colourFormulas.clientId, ids)))
          .orderBy(desc(colourFormulas.createdAt)),
        db
          .select()
          .from(patchTests)
          .where(and(eq(patchTests.salonId, salonId), inArray(patchTests.clientId, ids)))
          .orderBy(desc(patchTests.testedAt)),
        db
          .select()
          .from(clientAllergies)
          .where(and(eq(clientAllergies.salonId, salonId), inArray(clientAllergies.clientId, ids)))
          .orderBy(asc(clientAllergies.createdAt)),
      ]);
      return { formulas, tests, allergies };
    },

    /** Everything the salon keeps of the client in these tables, gone in the caller's transaction. */
    async clearClient(
      salonId: string,
      clientId: string,
      appointmentIds: readonly string[],
      tx: Database,
    ): Promise<ClearedRecord> {
      const ofAppointments = appointmentIds.length > 0;
      const formulas = ofAppointments
        ? await tx
            .delete(colourFormulas)
            .where(and(eq(colourFormulas.salonId, salonId), inArray(colourFormulas.appointmentId, [...appointmentIds])))
            .returning({ id: colourFormulas.appointmentId })
        : [];
      const acknowledgements = ofAppointments
        ? await tx
            .delete(patchTestAcknowledgements)
            .where(
              and(
                eq(patchTestAcknowledgements.salonId, salonId),
                inArray(patchTestAcknowledgements.appointmentId, [...appointmentIds]),
              ),
            )
            .returning({ id: patchTestAcknowledgements.id })
        : [];
      const tests = await tx
        .delete(patchTests)
        .where(and(eq(patchTests.salonId, salonId), eq(patchTests.clientId, clientId)))
        .returning({ id: patchTests.id });
      const allergies = await tx
        .delete(clientAllergies)
        .where(and(eq(clientAllergies.salonId, salonId), eq(clientAllergies.clientId, clientId)))
        .returning({ id: clientAllergies.id });
      const consents = await tx
        .delete(consentSignatures)
        .where(and(eq(consentSignatures.salonId, salonId), eq(consentSignatures.clientId, clientId)))
        .returning({ id: consentSignatures.id });
      return {
        formulas: formulas.length,
        patchTests: tests.length,
        acknowledgements: acknowledgements.length,
        allergies: allergies.length,
        consents: consents.length,
      };
    },
  };
}

export type ClientRecordsRepository = ReturnType<typeof createClientRecordsRepository>;
