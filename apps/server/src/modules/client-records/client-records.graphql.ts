import { ALLERGY_SOURCES, allergySchema } from '@piiq/domain/allergies';
import {
  AMOUNT_UNITS,
  bowlSummary,
  colourFormulaSchema,
  DEVELOPER_VOLUMES,
  formulaSummary,
  type FormulaBowl,
  type FormulaProduct,
} from '@piiq/domain/colour-formulas';
import { consentFormSchema, consentSignatureSchema, signaturePath, type Signature } from '@piiq/domain/consent-forms';
import {
  PATCH_TEST_RESULTS,
  patchTestDueText,
  patchTestSchema,
  patchTestWarning,
  patchTestWindowMonthsSchema,
} from '@piiq/domain/patch-tests';
import { clearablePhoneFieldSchema } from '@piiq/domain/phone';
import { z } from 'zod';
import { auditActorOf } from '../../graphql/audit-actor.ts';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { AppointmentRow } from '../appointments/appointments.reads.ts';
import { AppointmentRef, ClientRecordRef, hairColourOf, HairColourRef } from '../appointments/appointments.graphql.ts';
import { deviceOf, MirrorSessionRef, sessionScope } from '../mirror/mirror.graphql.ts';
import { PhoneInput } from '../auth/auth.graphql.ts';
import { SalonRef } from '../salons/salons.graphql.ts';
import type {
  AllergyRow,
  ConsentSignatureRow,
  PatchTestAcknowledgementRow,
  PatchTestRow,
} from './client-records.repository.ts';
import {
  asFormula,
  type ClientStanding,
  type CurrentConsentForm,
  type FormulaOfVisit,
} from './client-records.service.ts';

const AmountUnitEnum = builder.enumType('AmountUnit', { values: AMOUNT_UNITS });
const PatchTestResultEnum = builder.enumType('PatchTestResult', {
  description: 'negative: no reaction. positive: a reaction.',
  values: PATCH_TEST_RESULTS,
});
const PatchTestStandingKindEnum = builder.enumType('PatchTestStandingKind', {
  description:
    'valid: a clear test, read at least 48 hours after it was put on, within the salon’s window. none: no test. expired: the last clear test is older than the window. tooRecent: the latest clear test is still being read. reaction: the latest test showed a reaction.',
  values: ['valid', 'none', 'expired', 'tooRecent', 'reaction'] as const,
});
const AllergySourceEnum = builder.enumType('AllergySource', { values: ALLERGY_SOURCES });
const ConsentStandingEnum = builder.enumType('ConsentStanding', {
  description: 'signed: the current form. older: an older version only. none: never signed at this salon.',
  values: ['signed', 'older', 'none'] as const,
});

const FormulaProductRef = builder.objectRef<FormulaProduct>('ColourFormulaProduct').implement({
  fields: (t) => ({
    productId: t.exposeID('productId', { nullable: true, description: 'The catalogue’s product; null when typed.' }),
    name: t.exposeString('name'),
    shade: t.exposeString('shade', { description: 'Empty when none was noted.' }),
    amount: t.exposeFloat('amount'),
    unit: t.field({ type: AmountUnitEnum, resolve: (product) => product.unit }),
  }),
});

const FormulaBowlRef = builder.objectRef<FormulaBowl>('ColourFormulaBowl').implement({
  fields: (t) => ({
    products: t.field({ type: [FormulaProductRef], resolve: (bowl) => bowl.products }),
    developerVolume: t.exposeInt('developerVolume', {
      nullable: true,
      description: `Volumes (${DEVELOPER_VOLUMES.join(', ')}); null when the bowl has no developer.`,
    }),
    developerAmount: t.exposeFloat('developerAmount', { nullable: true }),
    developerUnit: t.field({ type: AmountUnitEnum, resolve: (bowl) => bowl.developerUnit }),
    appliedTo: t.exposeString('appliedTo', { description: 'Where it went on (Roots, Ends...); empty when not noted.' }),
    processingMinutes: t.exposeInt('processingMinutes', { nullable: true }),
    note: t.exposeString('note'),
    summary: t.string({ description: 'The bowl in one line.', resolve: (bowl) => bowlSummary(bowl) }),
  }),
});

const ColourFormulaRef = builder.objectRef<FormulaOfVisit>('ColourFormula').implement({
  description: 'What was mixed for a colour service at one visit, bowl by bowl.',
  fields: (t) => ({
    appointmentId: t.id({ resolve: ({ appointment }) => appointment.id }),
    visitedAt: t.field({ type: 'DateTime', resolve: ({ appointment }) => appointment.createdAt }),
    staffName: t.string({ resolve: ({ appointment }) => appointment.staffName }),
    hairColour: t.field({
      type: HairColourRef,
      nullable: true,
      description: 'The hair colour confirmed at that visit; null when none was.',
      resolve: ({ appointment }) => hairColourOf(appointment),
    }),
    bowls: t.field({ type: [FormulaBowlRef], resolve: ({ formula }) => asFormula(formula).bowls }),
    summary: t.string({
      description: 'The whole formula in one line.',
      resolve: ({ formula }) => formulaSummary(asFormula(formula)),
    }),
    recordedBy: t.string({ resolve: ({ formula }) => formula.recordedBy }),
    updatedAt: t.field({ type: 'DateTime', resolve: ({ formula }) => formula.updatedAt }),
  }),
});

const PatchTestRef = builder.objectRef<PatchTestRow>('PatchTest').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    testedAt: t.expose('testedAt', { type: 'DateTime', description: 'When it was put on.' }),
    products: t.exposeString('products'),
    result: t.field({ type: PatchTestResultEnum, resolve: (test) => test.result }),
    testedBy: t.exposeString('testedBy'),
    recordedBy: t.exposeString('recordedBy'),
  }),
});

const PatchTestStandingRef = builder.objectRef<ClientStanding>('PatchTestStanding').implement({
  description: 'Where the client stands for a colour service now, in the salon’s zone and window.',
  fields: (t) => ({
    kind: t.field({ type: PatchTestStandingKindEnum, resolve: ({ patchTest }) => patchTest.kind }),
    warning: t.string({
      nullable: true,
      description: 'What the stylist must acknowledge before a colour service; null when the standing is valid.',
      resolve: ({ patchTest, timeZone, windowMonths }) => patchTestWarning(patchTest, timeZone, windowMonths),
    }),
    dueText: t.string({
      description: 'The line under the client’s tests: when the next is due, or why one is needed.',
      resolve: ({ patchTest, timeZone }) => patchTestDueText(patchTest, timeZone),
    }),
    dueOn: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'The start of the salon day by which a new test is due; null with no clear test read.',
      resolve: ({ patchTest }) => ('dueOn' in patchTest ? patchTest.dueOn : null),
    }),
    windowMonths: t.exposeInt('windowMonths'),
  }),
});

const AcknowledgementRef = builder.objectRef<PatchTestAcknowledgementRow>('PatchTestAcknowledgement').implement({
  description: 'A stylist went ahead with a colour service past a patch-test warning.',
  fields: (t) => ({
    standing: t.field({
      type: PatchTestStandingKindEnum,
      resolve: (row) => row.standing,
    }),
    warning: t.exposeString('warning', { description: 'The words the stylist acknowledged.' }),
    acknowledgedBy: t.exposeString('acknowledgedBy'),
    acknowledgedAt: t.expose('acknowledgedAt', { type: 'DateTime' }),
  }),
});

const AllergyRef = builder.objectRef<AllergyRow>('ClientAllergy').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    text: t.exposeString('text'),
    source: t.field({ type: AllergySourceEnum, resolve: (row) => row.source }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const ConsentFormRef = builder.objectRef<CurrentConsentForm>('ConsentForm').implement({
  description: 'The salon’s consultation and consent form; version 1 is piiq’s default until the salon saves its own.',
  fields: (t) => ({
    version: t.exposeInt('version'),
    text: t.exposeString('text'),
    savedAt: t.expose('savedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'Null for the default, never saved.',
    }),
    savedBy: t.exposeString('savedBy', { nullable: true }),
  }),
});

const ConsentSignatureRef = builder.objectRef<ConsentSignatureRow>('ConsentSignature').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    formVersion: t.exposeInt('formVersion'),
    signedAt: t.expose('signedAt', { type: 'DateTime' }),
    signedOn: t.exposeString('signedOn', { description: 'mirror or portal.' }),
    photosAllowed: t.exposeBoolean('photosAllowed'),
    reactedBefore: t.exposeBoolean('reactedBefore', {
      nullable: true,
      description:
        'The client has reacted to hair colour or a patch test before; null for a signature made before the form asked.',
    }),
    signaturePath: t.string({
      description: 'The drawn signature as an SVG path in a 1000 × 400 box.',
      resolve: (row) => signaturePath(row.signature as Signature),
    }),
  }),
});

/** The scope has refused every caller who is not a signed-in client of the salon. */
function viewerIdOf(context: GraphQLContext): string {
  if (!context.viewer) throw new Error('a client field resolved without a viewer');
  return context.viewer.user.id;
}

interface ClientColourRecord {
  salonId: string;
  clientId: string;
  sessions: AppointmentRow[];
}

const ClientColourRecordRef = builder.objectRef<ClientColourRecord>('ClientColourRecord').implement({
  description: 'A client’s colour record at the salon: allergies, patch tests and consent. For the salon’s admins.',
  fields: (t) => ({
    phone: t.string({
      nullable: true,
      description: 'The client’s phone in E.164, set by the client in the portal or by the salon.',
      resolve: (record, _args, context) => context.services.clientRecords.phoneOf(record.clientId),
    }),
    allergies: t.field({
      type: [AllergyRef],
      resolve: (record, _args, context) => context.services.clientRecords.allergiesOf(record.salonId, record.clientId),
    }),
    patchTests: t.field({
      type: [PatchTestRef],
      description: 'The latest put on first.',
      resolve: (record, _args, context) => context.services.clientRecords.patchTestsOf(record.salonId, record.clientId),
    }),
    patchTestStanding: t.field({
      type: PatchTestStandingRef,
      resolve: (record, _args, context) => context.services.clientRecords.standingOf(record.salonId, record.clientId),
    }),
    consentStanding: t.field({
      type: ConsentStandingEnum,
      resolve: (record, _args, context) =>
        context.services.clientRecords.consentStandingOf(record.salonId, record.clientId),
    }),
    consents: t.field({
      type: [ConsentSignatureRef],
      description: 'Every signature at the salon, the latest first.',
      resolve: (record, _args, context) => context.services.clientRecords.signaturesOf(record.salonId, record.clientId),
    }),
  }),
});

builder.objectFields(ClientRecordRef, (t) => ({
  formulas: t.field({
    type: [ColourFormulaRef],
    description: 'The colour formulas of the client’s visits, the latest visit first.',
    authScopes: (client) => {
      const salonId = client.sessions[0]?.salonId ?? '';
      return { salonAdmin: salonId, salonKeyRead: salonId };
    },
    resolve: (client, _args, context) =>
      client.clientId && client.sessions[0]
        ? context.services.clientRecords.formulasOfSessions(client.sessions[0].salonId, client.sessions)
        : [],
  }),
  colourRecord: t.field({
    type: ClientColourRecordRef,
    nullable: true,
    description: 'Null for the sessions nobody signed in to: there is nobody to keep a record of.',
    authScopes: (client) => ({ salonAdmin: client.sessions[0]?.salonId ?? '' }),
    resolve: (client) =>
      client.clientId && client.sessions[0]
        ? { salonId: client.sessions[0].salonId, clientId: client.clientId, sessions: client.sessions }
        : null,
  }),
}));

const ClientConsentRef = builder.objectRef<{ salonId: string; clientId: string }>('ClientConsent').implement({
  description: 'Where the client stands with the salon’s consent form, and their latest signature.',
  fields: (t) => ({
    standing: t.field({
      type: ConsentStandingEnum,
      resolve: ({ salonId, clientId }, _args, context) =>
        context.services.clientRecords.consentStandingOf(salonId, clientId),
    }),
    latest: t.field({
      type: ConsentSignatureRef,
      nullable: true,
      resolve: async ({ salonId, clientId }, _args, context) =>
        (await context.services.clientRecords.signaturesOf(salonId, clientId))[0] ?? null,
    }),
  }),
});

builder.objectFields(AppointmentRef, (t) => ({
  clientConsent: t.field({
    type: ClientConsentRef,
    nullable: true,
    description: 'The consent of the visit’s client at the salon; null for a visit nobody signed in to.',
    authScopes: (appointment) => ({ salonAdmin: appointment.salonId }),
    resolve: (appointment) =>
      appointment.clientId ? { salonId: appointment.salonId, clientId: appointment.clientId } : null,
  }),
  colourService: t.exposeBoolean('colourService', {
    description: 'The stylist chose a colour service at the mirror.',
  }),
  colourFormula: t.field({
    type: ColourFormulaRef,
    nullable: true,
    description: 'What was mixed at this visit; null when no formula was recorded.',
    authScopes: (appointment) => ({ salonAdmin: appointment.salonId, salonKeyRead: appointment.salonId }),
    resolve: async (appointment, _args, context) => {
      const formula = await context.services.clientRecords.formulaOfAppointment(appointment.id);
      return formula ? { formula, appointment } : null;
    },
  }),
  patchTestAcknowledgements: t.field({
    type: [AcknowledgementRef],
    description: 'Each patch-test warning the stylist went past for this visit’s colour service.',
    authScopes: (appointment) => ({ salonAdmin: appointment.salonId }),
    resolve: (appointment, _args, context) => context.services.clientRecords.acknowledgementsOf(appointment.id),
  }),
}));

builder.objectFields(SalonRef, (t) => ({
  consentForm: t.field({
    type: ConsentFormRef,
    description: 'The consultation and consent form its clients sign now.',
    authScopes: (salon) => ({ salonAdmin: salon.id }),
    resolve: (salon, _args, context) => context.services.clientRecords.currentConsentForm(salon.id),
  }),
  patchTestWindowMonths: t.int({
    description: 'Months a clear patch test holds before a colour service.',
    authScopes: (salon) => ({ salonAdmin: salon.id }),
    resolve: (salon, _args, context) => context.services.clientRecords.windowMonths(salon.id),
  }),
}));

/** The colour record as the mirror shows it for the client in the chair; null until a client joins. */
interface SessionColourRecord {
  appointment: AppointmentRow;
}

const SessionColourRecordRef = builder.objectRef<SessionColourRecord>('SessionColourRecord').implement({
  description:
    'What the mirror shows of the client’s colour record: allergies first, the last formula, the patch test.',
  fields: (t) => ({
    allergies: t.field({
      type: [AllergyRef],
      resolve: ({ appointment }, _args, context) =>
        appointment.clientId
          ? context.services.clientRecords.allergiesOf(appointment.salonId, appointment.clientId)
          : [],
    }),
    timeZone: t.string({
      description: 'The salon’s IANA time zone, in which the record’s dates are shown.',
      resolve: async ({ appointment }, _args, context) => {
        const salon = await context.services.salons.findSalon(appointment.salonId);
        if (!salon) throw new Error('a session of a salon that is gone');
        return salon.timeZone;
      },
    }),
    lastFormula: t.field({
      type: ColourFormulaRef,
      nullable: true,
      description: 'The client’s latest formula at the salon from an earlier visit, with that visit’s colour.',
      resolve: ({ appointment }, _args, context) => context.services.clientRecords.lastFormulaBefore(appointment),
    }),
    formula: t.field({
      type: ColourFormulaRef,
      nullable: true,
      description: 'Today’s formula, once saved.',
      resolve: async ({ appointment }, _args, context) => {
        const formula = await context.services.clientRecords.formulaOfAppointment(appointment.id);
        return formula ? { formula, appointment } : null;
      },
    }),
    patchTestStanding: t.field({
      type: PatchTestStandingRef,
      resolve: ({ appointment }, _args, context) =>
        context.services.clientRecords.standingOf(appointment.salonId, appointment.clientId),
    }),
    consentForm: t.field({
      type: ConsentFormRef,
      description: 'The form the client signs on the mirror.',
      resolve: ({ appointment }, _args, context) =>
        context.services.clientRecords.currentConsentForm(appointment.salonId),
    }),
    consentStanding: t.field({
      type: ConsentStandingEnum,
      resolve: ({ appointment }, _args, context) =>
        appointment.clientId
          ? context.services.clientRecords.consentStandingOf(appointment.salonId, appointment.clientId)
          : 'none',
    }),
  }),
});

/** The client's own view of their record at a salon, in the portal. */
const MyColourRecordRef = builder.objectRef<{ salonId: string; clientId: string }>('MyColourRecord').implement({
  description: 'What a client keeps of their own record at a salon: the consent form they sign, and their allergies.',
  fields: (t) => ({
    consentForm: t.field({
      type: ConsentFormRef,
      resolve: (mine, _args, context) => context.services.clientRecords.currentConsentForm(mine.salonId),
    }),
    consentStanding: t.field({
      type: ConsentStandingEnum,
      resolve: (mine, _args, context) => context.services.clientRecords.consentStandingOf(mine.salonId, mine.clientId),
    }),
    allergies: t.field({
      type: [AllergyRef],
      description: 'The salon’s entries and the client’s own; the client removes only their own.',
      resolve: (mine, _args, context) => context.services.clientRecords.allergiesOf(mine.salonId, mine.clientId),
    }),
  }),
});

builder.queryField('myColourRecord', (t) =>
  t.field({
    type: MyColourRecordRef,
    description: 'The signed-in client’s record at one of their salons.',
    authScopes: (_root, args) => ({ salonClient: String(args.salonId) }),
    args: { salonId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => ({ salonId: String(args.salonId), clientId: viewerIdOf(context) }),
  }),
);

builder.objectFields(MirrorSessionRef, (t) => ({
  colourRecord: t.field({
    type: SessionColourRecordRef,
    nullable: true,
    description: 'Null while nobody has joined.',
    resolve: ({ session, appointment }) => (session.userId && appointment.clientId ? { appointment } : null),
  }),
}));

const FormulaProductInput = builder.inputType('ColourFormulaProductInput', {
  fields: (t) => ({
    productId: t.id({ description: 'The catalogue’s product, when chosen from there.' }),
    name: t.string({ required: true }),
    shade: t.string(),
    amount: t.float({ required: true }),
    unit: t.field({ type: AmountUnitEnum }),
  }),
});

const FormulaBowlInput = builder.inputType('ColourFormulaBowlInput', {
  fields: (t) => ({
    products: t.field({ type: [FormulaProductInput], required: true }),
    developerVolume: t.int(),
    developerAmount: t.float(),
    developerUnit: t.field({ type: AmountUnitEnum }),
    appliedTo: t.string(),
    processingMinutes: t.int(),
    note: t.string(),
  }),
});

const FormulaInput = builder.inputType('ColourFormulaInput', {
  fields: (t) => ({ bowls: t.field({ type: [FormulaBowlInput], required: true }) }),
});

const ConsentSignatureInput = builder.inputType('ConsentSignatureInput', {
  fields: (t) => ({
    formVersion: t.int({ required: true, description: 'The version the client read.' }),
    signature: t.field({
      type: t.listRef(t.listRef(t.listRef('Float', { required: true }), { required: true }), { required: true }),
      required: true,
      description: 'The strokes drawn, each a list of [x, y] points in a 1000 × 400 box.',
    }),
    photosAllowed: t.boolean({ required: true, description: 'The client lets the salon keep and show their photos.' }),
    reactedBefore: t.boolean({
      required: true,
      description: 'The client’s answer: they have reacted to hair colour, lightener or a patch test before.',
    }),
  }),
});

const PatchTestInput = builder.inputType('PatchTestInput', {
  fields: (t) => ({
    testedAt: t.field({ type: 'DateTime', required: true, description: 'When it was put on.' }),
    products: t.string({ required: true }),
    result: t.field({ type: PatchTestResultEnum, required: true }),
    testedBy: t.string({ required: true }),
  }),
});

builder.mutationFields((t) => ({
  recordColourFormula: t.field({
    type: AppointmentRef,
    description: 'Saves the visit’s colour formula from its record, replacing the one it had.',
    authScopes: (_root, args) => ({ salonAdmin: String(args.salonId) }),
    args: {
      salonId: t.arg.id({ required: true }),
      appointmentId: t.arg.id({ required: true }),
      formula: t.arg({ type: FormulaInput, required: true, validate: colourFormulaSchema }),
      basedOn: t.arg({
        type: 'DateTime',
        description:
          'The updatedAt of the formula the form was opened with, or null when it was opened with none: a formula saved since (at the mirror, by another admin) is then not overwritten, and the call is refused (CONFLICT). Left out, the formula replaces whatever is kept.',
      }),
    },
    resolve: async (_root, args, context) => {
      await context.services.clientRecords.recordFormula(
        auditActorOf(context),
        String(args.salonId),
        String(args.appointmentId),
        colourFormulaSchema.parse(args.formula),
        // GraphQL leaves out an argument not given; null is an answer: "opened with none".
        args.basedOn === undefined ? { check: false } : { check: true, updatedAt: args.basedOn },
      );
      const appointment = await context.services.appointments.findAppointment(String(args.appointmentId));
      if (!appointment) throw new Error('a formula was saved for an appointment that is gone');
      return appointment;
    },
  }),
  recordSessionFormula: t.field({
    type: MirrorSessionRef,
    description: 'The mirror saves today’s colour formula for the session’s visit.',
    authScopes: (_root, args, context) => sessionScope(String(args.sessionId), context),
    args: {
      sessionId: t.arg.id({ required: true }),
      formula: t.arg({ type: FormulaInput, required: true, validate: colourFormulaSchema }),
    },
    resolve: (_root, args, context) =>
      context.services.clientRecords.recordSessionFormula(
        deviceOf(context),
        String(args.sessionId),
        colourFormulaSchema.parse(args.formula),
      ),
  }),
  chooseSessionColourService: t.field({
    type: MirrorSessionRef,
    description:
      'The stylist chooses a colour service for the session (or drops it). With a patch-test warning, the choice is refused (CONFLICT, with the warning) unless patchTestWarningAcknowledged, and the acknowledgement is kept.',
    authScopes: (_root, args, context) => sessionScope(String(args.sessionId), context),
    args: {
      sessionId: t.arg.id({ required: true }),
      colourService: t.arg.boolean({ required: true }),
      patchTestWarningAcknowledged: t.arg.boolean({ defaultValue: false }),
    },
    resolve: (_root, args, context) =>
      context.services.clientRecords.chooseSessionColourService(
        deviceOf(context),
        String(args.sessionId),
        args.colourService,
        args.patchTestWarningAcknowledged ?? false,
      ),
  }),
  signSessionConsent: t.field({
    type: MirrorSessionRef,
    description: 'The client in the chair signs the salon’s current consent form on the mirror.',
    authScopes: (_root, args, context) => sessionScope(String(args.sessionId), context),
    args: {
      sessionId: t.arg.id({ required: true }),
      input: t.arg({ type: ConsentSignatureInput, required: true, validate: consentSignatureSchema }),
    },
    resolve: (_root, args, context) =>
      context.services.clientRecords.signSessionConsent(
        deviceOf(context),
        String(args.sessionId),
        consentSignatureSchema.parse(args.input),
      ),
  }),
  signConsent: t.field({
    type: MyColourRecordRef,
    description:
      'The signed-in client signs the salon’s current consent form in the portal; with an appointment of theirs, its record shows the signature at once.',
    authScopes: (_root, args) => ({ salonClient: String(args.salonId) }),
    args: {
      salonId: t.arg.id({ required: true }),
      appointmentId: t.arg.id(),
      input: t.arg({ type: ConsentSignatureInput, required: true, validate: consentSignatureSchema }),
    },
    resolve: async (_root, args, context) => {
      const clientId = viewerIdOf(context);
      const salonId = String(args.salonId);
      await context.services.clientRecords.signConsent({
        ...consentSignatureSchema.parse(args.input),
        salonId,
        clientId,
        signedOn: 'portal',
        appointmentId: args.appointmentId ? String(args.appointmentId) : null,
      });
      return { salonId, clientId };
    },
  }),
  addMyAllergy: t.field({
    type: AllergyRef,
    description: 'The signed-in client adds an allergy or sensitivity to their record at the salon.',
    authScopes: (_root, args) => ({ salonClient: String(args.salonId) }),
    args: { salonId: t.arg.id({ required: true }), text: t.arg.string({ required: true, validate: allergySchema }) },
    resolve: (_root, args, context) =>
      context.services.clientRecords.addAllergy(
        String(args.salonId),
        viewerIdOf(context),
        allergySchema.parse(args.text),
        'client',
      ),
  }),
  removeMyAllergy: t.field({
    type: AllergyRef,
    description: 'The signed-in client removes an entry they added; the salon’s own entries stay.',
    authScopes: (_root, args) => ({ salonClient: String(args.salonId) }),
    args: { salonId: t.arg.id({ required: true }), id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.services.clientRecords.removeAllergy(String(args.salonId), String(args.id), {
        clientId: viewerIdOf(context),
      }),
  }),
  recordPatchTest: t.field({
    type: PatchTestRef,
    authScopes: (_root, args) => ({ salonAdmin: String(args.salonId) }),
    args: {
      salonId: t.arg.id({ required: true }),
      clientId: t.arg.id({ required: true }),
      input: t.arg({ type: PatchTestInput, required: true, validate: patchTestSchema }),
    },
    resolve: (_root, args, context) =>
      context.services.clientRecords.recordPatchTest(
        auditActorOf(context),
        String(args.salonId),
        String(args.clientId),
        patchTestSchema.parse(args.input),
      ),
  }),
  removePatchTest: t.field({
    type: PatchTestRef,
    description: 'Removes a test recorded by mistake; the audit log keeps what it said.',
    authScopes: (_root, args) => ({ salonAdmin: String(args.salonId) }),
    args: { salonId: t.arg.id({ required: true }), id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.services.clientRecords.removePatchTest(auditActorOf(context), String(args.salonId), String(args.id)),
  }),
  addClientAllergy: t.field({
    type: AllergyRef,
    authScopes: (_root, args) => ({ salonAdmin: String(args.salonId) }),
    args: {
      salonId: t.arg.id({ required: true }),
      clientId: t.arg.id({ required: true }),
      text: t.arg.string({ required: true, validate: allergySchema }),
    },
    resolve: (_root, args, context) =>
      context.services.clientRecords.addAllergy(
        String(args.salonId),
        String(args.clientId),
        allergySchema.parse(args.text),
        'salon',
      ),
  }),
  setClientPhone: t.string({
    nullable: true,
    description:
      'Sets the client’s phone (AU or NZ, the signup’s rules); an empty number clears it. Answers it in E.164.',
    authScopes: (_root, args) => ({ salonAdmin: String(args.salonId) }),
    args: {
      salonId: t.arg.id({ required: true }),
      clientId: t.arg.id({ required: true }),
      phone: t.arg({ type: PhoneInput, required: true, validate: clearablePhoneFieldSchema }),
    },
    resolve: (_root, args, context) =>
      context.services.clientRecords.setClientPhone(
        String(args.salonId),
        String(args.clientId),
        // The validation has already turned the field into its E.164 number, or null to clear it.
        z.string().nullable().parse(args.phone),
      ),
  }),
  deleteClientRecord: t.field({
    type: ClientRecordRef,
    nullable: true,
    description:
      'Deletes what the salon keeps of a client beyond their visits: photos and hair analysis, colour formulas, patch tests, allergies and consents. The audit log says what was deleted and by whom. Answers the client’s page as it now is.',
    authScopes: (_root, args) => ({ salonAdmin: String(args.salonId) }),
    args: { salonId: t.arg.id({ required: true }), clientId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const salonId = String(args.salonId);
      const clientId = String(args.clientId);
      await context.services.clientRecords.deleteClientRecord(auditActorOf(context), salonId, clientId);
      return context.services.appointments.client(salonId, clientId);
    },
  }),
  removeClientAllergy: t.field({
    type: AllergyRef,
    authScopes: (_root, args) => ({ salonAdmin: String(args.salonId) }),
    args: { salonId: t.arg.id({ required: true }), id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.services.clientRecords.removeAllergy(String(args.salonId), String(args.id)),
  }),
  updateConsentForm: t.field({
    type: ConsentFormRef,
    description: 'Saves the salon’s consent form; a changed text is a new version, which clients sign again.',
    authScopes: (_root, args) => ({ salonAdmin: String(args.salonId) }),
    args: {
      salonId: t.arg.id({ required: true }),
      text: t.arg.string({ required: true, validate: consentFormSchema.shape.text }),
    },
    resolve: (_root, args, context) =>
      context.services.clientRecords.saveConsentForm(
        auditActorOf(context),
        String(args.salonId),
        consentFormSchema.shape.text.parse(args.text),
      ),
  }),
  setPatchTestWindow: t.int({
    description: 'Months a clear patch test holds before a colour service, 1 to 24.',
    authScopes: (_root, args) => ({ salonAdmin: String(args.salonId) }),
    args: {
      salonId: t.arg.id({ required: true }),
      months: t.arg.int({ required: true, validate: patchTestWindowMonthsSchema }),
    },
    resolve: (_root, args, context) =>
      context.services.clientRecords.setPatchTestWindow(
        auditActorOf(context),
        String(args.salonId),
        z.number().parse(args.months),
      ),
  }),
}));
