import { allergyMessages, MAX_ALLERGIES, type AllergySource } from '@piiq/domain/allergies';
import { formulaMessages, formulaSummary, type ColourFormula } from '@piiq/domain/colour-formulas';
import {
  consentMessages,
  consentStanding,
  DEFAULT_CONSENT_FORM_TEXT,
  type ConsentStanding,
  type Signature,
} from '@piiq/domain/consent-forms';
import { formatSpreadsheetDate } from '@piiq/domain/dates';
import {
  checkPatchTestTime,
  DEFAULT_PATCH_TEST_WINDOW_MONTHS,
  PATCH_TEST_RESULT_LABELS,
  patchTestDueText,
  patchTestStanding,
  patchTestWarning,
  type PatchTestStanding,
  type PatchTestValues,
} from '@piiq/domain/patch-tests';
import type { Database } from '../../db/client.ts';
import { notFound, UserError } from '../../errors.ts';
import { isUuid } from '../../ids.ts';
import type { AppointmentRow, AppointmentsReads } from '../appointments/appointments.reads.ts';
import type { AppointmentsService } from '../appointments/appointments.service.ts';
import type { AuditActor, AuditService } from '../audit/audit.service.ts';
import type { AuthReads } from '../auth/auth.reads.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { ChangesService } from '../changes/changes.service.ts';
import type { DeviceViewer } from '../mirror/mirror.service.ts';
import type { MirrorSessionsService, MirrorSessionView } from '../mirror/mirror.reads.ts';
import type { SalonsReads } from '../salons/salons.reads.ts';
import type {
  AllergyRow,
  ClearedRecord,
  ClientRecordsRepository,
  ColourFormulaRow,
  ConsentFormRow,
  PatchTestRow,
} from './client-records.repository.ts';

/** The form a client is asked to sign: the salon's latest saved text, or the default as version 1. */
export interface CurrentConsentForm {
  version: number;
  text: string;
  savedAt: Date | null;
  savedBy: string | null;
}

/** A formula with the visit it was mixed at. */
export interface FormulaOfVisit {
  formula: ColourFormulaRow;
  appointment: AppointmentRow;
}

export interface ClientStanding {
  patchTest: PatchTestStanding<PatchTestRow>;
  windowMonths: number;
  timeZone: string;
}

/** A client's colour record in the clients spreadsheet, a cell each. */
export interface ColourColumns {
  phone: string;
  allergies: string;
  patchTests: string;
  patchTestDue: string;
  formulas: string;
}

/** The formula a form was opened with, when the save is to check it is still the one kept. */
export type FormulaBasis = { check: false } | { check: true; updatedAt: Date | null };

/** What the mirror and the portal sign from. */
export type SignedOn = 'mirror' | 'portal';

export interface ConsentToSign {
  salonId: string;
  clientId: string;
  signedOn: SignedOn;
  formVersion: number;
  signature: Signature;
  photosAllowed: boolean;
  reactedBefore: boolean;
}

/** Who saved the default form, as the record names it. */
const DEFAULT_FORM_AUTHOR = 'piiq (default form)';

/** Rows by the client they belong to, each client's in the order given. */
function byClient<Row extends { clientId: string | null }>(rows: readonly Row[]): Map<string, Row[]> {
  const grouped = new Map<string, Row[]>();
  for (const row of rows) {
    if (!row.clientId) continue;
    const ofClient = grouped.get(row.clientId);
    if (ofClient) ofClient.push(row);
    else grouped.set(row.clientId, [row]);
  }
  return grouped;
}

/** The bowls were parsed by the domain's schema before they were stored. */
export const asFormula = (row: ColourFormulaRow): ColourFormula => ({ bowls: row.bowls as ColourFormula['bowls'] });

export function createClientRecordsService(deps: {
  db: Database;
  repository: ClientRecordsRepository;
  appointments: Pick<AppointmentsService, 'client' | 'consultation' | 'clearClientPhotos' | 'removePhotoFiles'>;
  appointmentRecords: Pick<AppointmentsReads, 'lockAppointment'>;
  salons: Pick<SalonsReads, 'findSalon'>;
  users: Pick<AuthReads, 'findUserById' | 'phonesOf'>;
  accounts: Pick<AuthService, 'updateUser'>;
  mirrorSessions: Pick<MirrorSessionsService, 'writeOnSession'>;
  catalogue: Pick<CatalogService, 'recommendationCandidates'>;
  changes: ChangesService;
  audit: AuditService;
  now: () => Date;
}) {
  const { repository, now } = deps;

  const windowMonths = async (salonId: string, tx?: Database) =>
    (await repository.patchTestWindowMonths(salonId, tx)) ?? DEFAULT_PATCH_TEST_WINDOW_MONTHS;

  /** A client of the salon is someone with a session there; anyone else is not found, whatever the id. */
  async function sessionsOfClient(salonId: string, clientId: string): Promise<AppointmentRow[]> {
    if (!isUuid(clientId)) throw notFound();
    const record = await deps.appointments.client(salonId, clientId);
    if (!record?.clientId) throw notFound();
    return record.sessions;
  }

  async function standingOf(salonId: string, clientId: string | null, tx?: Database): Promise<ClientStanding> {
    const [months, timeZone, tests] = await Promise.all([
      windowMonths(salonId, tx),
      deps.salons.findSalon(salonId, tx).then((salon) => {
        if (!salon) throw notFound();
        return salon.timeZone;
      }),
      clientId ? repository.patchTestsOf(salonId, clientId, tx) : Promise.resolve([]),
    ]);
    return { patchTest: patchTestStanding(tests, now(), timeZone, months), windowMonths: months, timeZone };
  }

  async function currentConsentForm(salonId: string, tx?: Database): Promise<CurrentConsentForm> {
    const latest = await repository.latestConsentForm(salonId, tx);
    return latest
      ? { version: latest.version, text: latest.text, savedAt: latest.createdAt, savedBy: latest.savedBy }
      : { version: 1, text: DEFAULT_CONSENT_FORM_TEXT, savedAt: null, savedBy: null };
  }

  async function consentStandingOf(salonId: string, clientId: string): Promise<ConsentStanding> {
    const [form, signatures] = await Promise.all([
      currentConsentForm(salonId),
      repository.signaturesOf(salonId, clientId),
    ]);
    const signed = signatures.reduce<number | null>(
      (highest, signature) => Math.max(highest ?? 0, signature.formVersion),
      null,
    );
    return consentStanding(signed, form.version);
  }

  /**
   * The signature, against the version the client read: a newer one must be read first. The default
   * form is written down as version 1 by its first signature, so what was signed is kept.
   */
  async function sign(input: ConsentToSign & { appointmentId: string | null }, tx: Database) {
    const current = await currentConsentForm(input.salonId, tx);
    if (current.version !== input.formVersion) throw new UserError('CONFLICT', consentMessages.versionChanged);
    if (current.savedAt === null) {
      await repository.insertConsentForm(
        { salonId: input.salonId, version: 1, text: current.text, savedBy: DEFAULT_FORM_AUTHOR, createdAt: now() },
        tx,
      );
    }
    return repository.insertSignature(
      {
        salonId: input.salonId,
        clientId: input.clientId,
        formVersion: input.formVersion,
        signature: input.signature,
        photosAllowed: input.photosAllowed,
        reactedBefore: input.reactedBefore,
        signedOn: input.signedOn,
        appointmentId: input.appointmentId,
        signedAt: now(),
      },
      tx,
    );
  }

  /** The appointment, locked, when it is the salon's; the record's writes start here. */
  async function lockedAppointmentOfSalon(salonId: string, appointmentId: string, tx: Database) {
    const appointment = isUuid(appointmentId)
      ? await deps.appointmentRecords.lockAppointment(appointmentId, tx)
      : undefined;
    if (!appointment || appointment.salonId !== salonId) throw notFound();
    return appointment;
  }

  /**
   * A product is linked to the catalogue only when it is one the salon offers; any other id (another
   * salon's, an archived product's, an invented one) is dropped and the product kept as typed.
   */
  async function linkedToSalonCatalogue(salonId: string, formula: ColourFormula): Promise<ColourFormula> {
    const ids = [
      ...new Set(formula.bowls.flatMap((bowl) => bowl.products.flatMap((product) => product.productId ?? []))),
    ];
    if (ids.length === 0) return formula;
    const offered = new Set(
      (await deps.catalogue.recommendationCandidates(salonId, { ids })).map((product) => product.id),
    );
    return {
      bowls: formula.bowls.map((bowl) => ({
        ...bowl,
        products: bowl.products.map((product) =>
          product.productId && !offered.has(product.productId) ? { ...product, productId: null } : product,
        ),
      })),
    };
  }

  /** The open pages of the appointment read it again: the record shows the colour record's change. */
  const tellRecordChanged = (appointment: AppointmentRow) =>
    ({ kind: 'appointment', before: appointment, after: appointment, at: now() }) as const;

  return {
    windowMonths,
    standingOf,
    currentConsentForm,

    async setPatchTestWindow(actor: AuditActor, salonId: string, months: number): Promise<number> {
      await deps.changes.transaction(async (tx) => {
        const before = await windowMonths(salonId, tx);
        await repository.setPatchTestWindowMonths(salonId, months, now(), tx);
        await deps.audit.record(tx, {
          actor,
          action: 'salon-admin.patch-test-window-update',
          subjectKind: 'salon',
          subjectId: salonId,
          salonId,
          before: { months: before },
          after: { months },
        });
      });
      return months;
    },

    formulaOfAppointment: (appointmentId: string) => repository.formulaOf(appointmentId),

    /** The formulas of a client's sessions at the salon, in the order of the sessions given (newest first). */
    async formulasOfSessions(salonId: string, sessions: readonly AppointmentRow[]): Promise<FormulaOfVisit[]> {
      const rows = await repository.formulasOf(
        salonId,
        sessions.map((session) => session.id),
      );
      const byAppointment = new Map(rows.map((row) => [row.appointmentId, row]));
      return sessions.flatMap((appointment) => {
        const formula = byAppointment.get(appointment.id);
        return formula ? [{ formula, appointment }] : [];
      });
    },

    /** The client's latest formula at the salon from a visit before this one; null when none was recorded. */
    async lastFormulaBefore(current: AppointmentRow): Promise<FormulaOfVisit | null> {
      if (!current.clientId) return null;
      const record = await deps.appointments.client(current.salonId, current.clientId);
      const earlier = (record?.sessions ?? []).filter(
        (session) => session.id !== current.id && session.createdAt.getTime() <= current.createdAt.getTime(),
      );
      const rows = await repository.formulasOf(
        current.salonId,
        earlier.map((session) => session.id),
      );
      const byAppointment = new Map(rows.map((row) => [row.appointmentId, row]));
      for (const appointment of earlier) {
        const formula = byAppointment.get(appointment.id);
        if (formula) return { formula, appointment };
      }
      return null;
    },

    /**
     * recordColourFormula: the record's form saves the visit's formula, replacing the one it had. Asked
     * to check, it refuses when the formula kept is no longer the one the form was opened with.
     */
    async recordFormula(
      actor: AuditActor,
      salonId: string,
      appointmentId: string,
      formula: ColourFormula,
      basedOn: FormulaBasis = { check: false },
    ) {
      const linked = await linkedToSalonCatalogue(salonId, formula);
      return deps.changes.transaction(async (tx, tell) => {
        const appointment = await lockedAppointmentOfSalon(salonId, appointmentId, tx);
        if (basedOn.check) {
          const kept = (await repository.formulaOf(appointmentId, tx))?.updatedAt.getTime() ?? null;
          if (kept !== (basedOn.updatedAt?.getTime() ?? null))
            throw new UserError('CONFLICT', formulaMessages.changedMeanwhile);
        }
        const row = await repository.saveFormula(
          { appointmentId, salonId, clientId: appointment.clientId, bowls: linked.bowls, recordedBy: actor.email },
          now(),
          tx,
        );
        await tell(tellRecordChanged(appointment));
        return row;
      });
    },

    /** The mirror saves today's formula; the stylist of the session is who recorded it. */
    async recordSessionFormula(
      device: DeviceViewer,
      sessionId: string,
      formula: ColourFormula,
    ): Promise<MirrorSessionView> {
      // A session is always of the mirror's own salon (writeOnSession checks it).
      const linked = await linkedToSalonCatalogue(device.salonId, formula);
      return deps.mirrorSessions.writeOnSession(device, sessionId, async (appointment, tx) => {
        await repository.saveFormula(
          {
            appointmentId: appointment.id,
            salonId: appointment.salonId,
            clientId: appointment.clientId,
            bowls: linked.bowls,
            recordedBy: appointment.staffName || device.name,
          },
          now(),
          tx,
        );
        return appointment;
      });
    },

    /**
     * The stylist chooses (or drops) a colour service at the mirror. Past a patch-test warning it is
     * chosen only with the warning acknowledged, and the acknowledgement is kept with what the
     * warning said; the standing is the server's own, never the mirror's.
     */
    chooseSessionColourService(
      device: DeviceViewer,
      sessionId: string,
      colourService: boolean,
      warningAcknowledged: boolean,
    ): Promise<MirrorSessionView> {
      return deps.mirrorSessions.writeOnSession(device, sessionId, async (appointment, tx) => {
        if (colourService && !appointment.colourService) {
          const standing = await standingOf(appointment.salonId, appointment.clientId, tx);
          const warning = patchTestWarning(standing.patchTest, standing.timeZone, standing.windowMonths);
          if (warning !== null && standing.patchTest.kind !== 'valid') {
            if (!warningAcknowledged) throw new UserError('CONFLICT', warning);
            await repository.insertAcknowledgement(
              {
                salonId: appointment.salonId,
                appointmentId: appointment.id,
                standing: standing.patchTest.kind,
                warning,
                acknowledgedBy: appointment.staffName || device.name,
                acknowledgedAt: now(),
              },
              tx,
            );
          }
        }
        if (colourService === appointment.colourService) return appointment;
        return deps.appointments.consultation.chooseColourService(appointment.id, colourService, tx);
      });
    },

    acknowledgementsOf: (appointmentId: string) => repository.acknowledgementsOf(appointmentId),

    patchTestsOf: (salonId: string, clientId: string) => repository.patchTestsOf(salonId, clientId),

    async recordPatchTest(actor: AuditActor, salonId: string, clientId: string, test: PatchTestValues) {
      await sessionsOfClient(salonId, clientId);
      const future = checkPatchTestTime(test.testedAt, now());
      if (future) throw new UserError('BAD_USER_INPUT', future, { fields: [{ field: 'testedAt', message: future }] });
      return deps.changes.transaction(async (tx) => {
        const row = await repository.insertPatchTest(
          { salonId, clientId, ...test, recordedBy: actor.email, createdAt: now() },
          tx,
        );
        await deps.audit.record(tx, {
          actor,
          action: 'salon-admin.patch-test-record',
          subjectKind: 'client',
          subjectId: clientId,
          salonId,
          after: { id: row.id, testedAt: row.testedAt, result: row.result, products: row.products },
        });
        return row;
      });
    },

    /** A test recorded by mistake is removed, and the audit log keeps what it said. */
    async removePatchTest(actor: AuditActor, salonId: string, testId: string): Promise<PatchTestRow> {
      if (!isUuid(testId)) throw notFound();
      return deps.changes.transaction(async (tx) => {
        const removed = await repository.deletePatchTest(salonId, testId, tx);
        if (!removed) throw notFound();
        await deps.audit.record(tx, {
          actor,
          action: 'salon-admin.patch-test-delete',
          subjectKind: 'client',
          subjectId: removed.clientId,
          salonId,
          before: { id: removed.id, testedAt: removed.testedAt, result: removed.result, products: removed.products },
        });
        return removed;
      });
    },

    allergiesOf: (salonId: string, clientId: string) => repository.allergiesOf(salonId, clientId),

    async phoneOf(clientId: string): Promise<string | null> {
      return (await deps.users.findUserById(clientId))?.phone ?? null;
    },

    /** The salon sets its client's phone: the person's one number, which the client also edits in the portal. */
    async setClientPhone(salonId: string, clientId: string, phone: string | null): Promise<string | null> {
      await sessionsOfClient(salonId, clientId);
      return (await deps.accounts.updateUser(clientId, { phone })).phone;
    },

    async addAllergy(salonId: string, clientId: string, text: string, source: AllergySource): Promise<AllergyRow> {
      await sessionsOfClient(salonId, clientId);
      return deps.changes.transaction(async (tx) => {
        const existing = await repository.allergiesOf(salonId, clientId, tx);
        if (existing.length >= MAX_ALLERGIES) throw new UserError('BAD_USER_INPUT', allergyMessages.tooMany);
        return repository.insertAllergy({ salonId, clientId, text, source, createdAt: now() }, tx);
      });
    },

    /** Removes an entry; a client may remove only what they added themselves. */
    async removeAllergy(salonId: string, allergyId: string, onlyOf?: { clientId: string }): Promise<AllergyRow> {
      if (!isUuid(allergyId)) throw notFound();
      const found = await repository.findAllergy(allergyId);
      if (
        !found ||
        found.salonId !== salonId ||
        (onlyOf && (found.clientId !== onlyOf.clientId || found.source !== 'client'))
      )
        throw notFound();
      return deps.changes.transaction(async (tx) => {
        const removed = await repository.deleteAllergy(salonId, allergyId, tx);
        if (!removed) throw notFound();
        return removed;
      });
    },

    /** A new text is a new version; saving the text already current keeps its version. */
    async saveConsentForm(actor: AuditActor, salonId: string, text: string): Promise<CurrentConsentForm> {
      return deps.changes.transaction(async (tx) => {
        const current = await currentConsentForm(salonId, tx);
        if (current.text === text) return current;
        const version = Math.max(await repository.highestConsentVersion(salonId, tx), current.version) + 1;
        const saved = await repository.insertConsentForm(
          { salonId, version, text, savedBy: actor.email, createdAt: now() },
          tx,
        );
        if (!saved)
          throw new UserError('CONFLICT', 'Someone else saved the form just now: open it again to see theirs.');
        await deps.audit.record(tx, {
          actor,
          action: 'salon-admin.consent-form-update',
          subjectKind: 'salon',
          subjectId: salonId,
          salonId,
          before: { version: current.version },
          after: { version },
        });
        return { version, text, savedAt: saved.createdAt, savedBy: saved.savedBy };
      });
    },

    consentFormVersion: (salonId: string, version: number): Promise<ConsentFormRow | undefined> =>
      repository.consentForm(salonId, version),

    signaturesOf: (salonId: string, clientId: string) => repository.signaturesOf(salonId, clientId),

    consentStandingOf,

    /** A client signs the salon's current form from the portal; the visit it names, if any, shows it live. */
    signConsent(input: ConsentToSign & { appointmentId: string | null }) {
      return deps.changes.transaction(async (tx, tell) => {
        const row = await sign(input, tx);
        if (input.appointmentId) {
          const appointment = await deps.appointmentRecords.lockAppointment(input.appointmentId, tx);
          if (appointment && appointment.salonId === input.salonId && appointment.clientId === input.clientId)
            await tell(tellRecordChanged(appointment));
        }
        return row;
      });
    },

    /** The client in the chair signs on the mirror, for the session's visit. */
    signSessionConsent(
      device: DeviceViewer,
      sessionId: string,
      input: Pick<ConsentToSign, 'formVersion' | 'signature' | 'photosAllowed' | 'reactedBefore'>,
    ): Promise<MirrorSessionView> {
      return deps.mirrorSessions.writeOnSession(device, sessionId, async (appointment, tx) => {
        if (!appointment.clientId) throw new UserError('CONFLICT', consentMessages.nobodyJoined);
        await sign(
          {
            ...input,
            salonId: appointment.salonId,
            clientId: appointment.clientId,
            signedOn: 'mirror',
            appointmentId: appointment.id,
          },
          tx,
        );
        return appointment;
      });
    },

    /** The form as the client reads it, and whether they have signed this version. */
    async consentOfClient(salonId: string, clientId: string) {
      const [form, standing] = await Promise.all([currentConsentForm(salonId), consentStandingOf(salonId, clientId)]);
      return { form, standing };
    },

    /**
     * The spreadsheet's colour columns, client by client: phone, allergies, patch tests and the
     * standing's due line, and the formulas (latest first), each in one cell.
     */
    async spreadsheetColumns(
      salonId: string,
      timeZone: string,
      clientIds: readonly string[],
    ): Promise<Map<string, ColourColumns>> {
      const [records, months, phoneOf] = await Promise.all([
        repository.recordsOfClients(salonId, clientIds),
        windowMonths(salonId),
        deps.users.phonesOf(clientIds),
      ]);
      // One pass over each kind of row: a salon's spreadsheet may hold thousands of clients.
      const allergiesOf = byClient(records.allergies);
      const testsOf = byClient(records.tests);
      const formulasOf = byClient(records.formulas);
      const columns = new Map<string, ColourColumns>();
      for (const clientId of clientIds) {
        const tests = testsOf.get(clientId) ?? [];
        columns.set(clientId, {
          phone: phoneOf.get(clientId) ?? '',
          allergies: (allergiesOf.get(clientId) ?? []).map((allergy) => allergy.text).join('; '),
          patchTests: tests
            .map(
              (test) =>
                `${formatSpreadsheetDate(test.testedAt, timeZone)} ${PATCH_TEST_RESULT_LABELS[test.result]}: ${test.products} (${test.testedBy})`,
            )
            .join('; '),
          patchTestDue: patchTestDueText(patchTestStanding(tests, now(), timeZone, months), timeZone),
          formulas: (formulasOf.get(clientId) ?? [])
            .map(
              (formula) =>
                `${formatSpreadsheetDate(formula.createdAt, timeZone)}: ${formulaSummary(asFormula(formula))}`,
            )
            .join(' | '),
        });
      }
      return columns;
    },

    /**
     * "Delete this client's record": their photos and hair analysis, formulas, patch tests and the
     * acknowledgements past them, allergies and consents at the salon, in one transaction with the
     * audit entry that says what went and by whom. The visits stay, with their products and orders.
     */
    async deleteClientRecord(
      actor: AuditActor,
      salonId: string,
      clientId: string,
    ): Promise<ClearedRecord & { photos: number }> {
      const sessions = await sessionsOfClient(salonId, clientId);
      const { files, cleared } = await deps.changes.transaction(async (tx, tell) => {
        const photos = await deps.appointments.clearClientPhotos(salonId, clientId, tx, tell);
        const record = await repository.clearClient(
          salonId,
          clientId,
          sessions.map((session) => session.id),
          tx,
        );
        const counts = { photos: photos.files.length, ...record };
        await deps.audit.record(tx, {
          actor,
          action: 'salon-admin.client-record-delete',
          subjectKind: 'client',
          subjectId: clientId,
          salonId,
          before: counts,
          after: { photos: 0, hairAnalysis: null, formulas: 0, patchTests: 0, allergies: 0, consents: 0 },
        });
        return { files: photos.files, cleared: counts };
      });
      await deps.appointments.removePhotoFiles(files);
      return cleared;
    },

    /** The colour record's own rows of a client at the salon, gone in the caller's transaction. */
    clearClient: (
      salonId: string,
      clientId: string,
      appointmentIds: readonly string[],
      tx: Database,
    ): Promise<ClearedRecord> => repository.clearClient(salonId, clientId, appointmentIds, tx),

    sessionsOfClient,
  };
}

export type ClientRecordsService = ReturnType<typeof createClientRecordsService>;
