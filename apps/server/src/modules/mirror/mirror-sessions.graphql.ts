import { TREATMENTS } from '@piiq/domain/hair-analysis';
import { GENDERS, SERVICES } from '@piiq/domain/product-suitability';
import { recommendationProfileSchema } from '@piiq/domain/recommendation-profile';
import {
  cartItemsInputSchema,
  HAIR_SCORE_MAX,
  hairAnalysisInputSchema,
  idempotencyKeySchema,
  MIRROR_SESSION_STATES,
  mirrorSessionState,
  rebookRequestSchema,
  SCALP_CONCERNS,
  SESSION_IMAGE_KINDS,
  sessionNotesSchema,
  sessionRecommendationsSchema,
} from '@piiq/domain/mirror-session';
import { z } from 'zod';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import {
  AppointmentRef,
  HairAnalysisRef,
  HairToneEnum,
  RecommendationGapRef,
} from '../appointments/appointments.graphql.ts';
import type { DeviceViewer } from './mirror.service.ts';
import type { JoinedSession, MirrorSessionView, SessionRecommendation } from './mirror-sessions.service.ts';

const MirrorSessionStateEnum = builder.enumType('MirrorSessionState', {
  description: 'Waiting for the client to join, in progress once they have, ended by the mirror.',
  values: MIRROR_SESSION_STATES,
});

export const MirrorSessionRef = builder.objectRef<MirrorSessionView>('MirrorSession').implement({
  description: 'A consultation as the mirror that opened it sees it: who joined, and the appointment it fills.',
  fields: (t) => ({
    id: t.id({ resolve: ({ session }) => session.id }),
    code: t.string({
      nullable: true,
      description:
        'What the client may type in the portal instead of scanning the QR code; null once nobody may (joined, ended, or waiting past the code’s lifetime), when only the QR code joins.',
      resolve: ({ code }) => code,
    }),
    portalUrl: t.exposeString('portalUrl', { description: 'The QR code’s link: the portal with ?session={id}.' }),
    state: t.field({ type: MirrorSessionStateEnum, resolve: ({ session }) => mirrorSessionState(session) }),
    createdAt: t.field({ type: 'DateTime', resolve: ({ session }) => session.createdAt }),
    joinedAt: t.field({ type: 'DateTime', nullable: true, resolve: ({ session }) => session.joinedAt }),
    endedAt: t.field({ type: 'DateTime', nullable: true, resolve: ({ session }) => session.endedAt }),
    clientName: t.string({
      nullable: true,
      description: 'The client who joined; null while nobody has.',
      resolve: ({ session, appointment }) => (session.userId ? appointment.clientName : null),
    }),
    appointment: t.field({
      type: AppointmentRef,
      description: 'What the consultation recorded so far: analysis, photos, treatment, products, cart, rebook, notes.',
      resolve: ({ appointment }) => appointment,
    }),
    previousHairAnalysis: t.field({
      type: HairAnalysisRef,
      nullable: true,
      description:
        'The analysis of the client’s latest earlier session at this salon, for the stylist to start from and compare with; null before a client joins or when none was analysed here.',
      resolve: (view, _args, context) => context.services.mirrorSessions.previousHairAnalysis(deviceOf(context), view),
    }),
    recommendations: t.field({
      type: [SessionRecommendationRef],
      description: 'The recommended products in order, with why each was chosen and the salon’s price.',
      resolve: ({ appointment }, _args, context) =>
        context.services.mirrorSessions.recommendations(appointment.id, appointment.salonId),
    }),
    recommendationGap: t.field({
      type: RecommendationGapRef,
      nullable: true,
      description:
        'Why the list is empty: when the engine just ran and picked nothing, or the salon’s catalogue has nothing to offer; null otherwise.',
      resolve: (view, _args, context) => context.services.mirrorSessions.recommendationGapOf(view),
    }),
    recommendationNotes: t.stringList({
      description:
        'When the engine has just run: the steps of the routine it left out because nothing suits (and why), then the answers it lacked (an unset score, a question not answered); empty in every other answer.',
      resolve: (view) => view.recommendationNotes ?? [],
    }),
  }),
});

const ReasonRef = builder.objectRef<{ filter: string; value: string }>('RecommendationReason').implement({
  description: 'A Suits* filter the product shares with the client (hairTextures: Wavy, scalpConcerns: dandruff...).',
  fields: (t) => ({ filter: t.exposeString('filter'), value: t.exposeString('value') }),
});

const SessionRecommendationRef = builder.objectRef<SessionRecommendation>('SessionRecommendation').implement({
  fields: (t) => ({
    productId: t.exposeID('productId'),
    sku: t.exposeString('sku'),
    productName: t.exposeString('name'),
    brandName: t.exposeString('brandName', {
      nullable: true,
      description: 'Several brands sell products of the same name; null when the catalogue no longer has the product.',
    }),
    productType: t.exposeString('productType', { nullable: true }),
    productSize: t.exposeString('size', { nullable: true }),
    image: t.exposeString('image', {
      nullable: true,
      description: 'The product’s picture for its card and cart line; null when it has none.',
    }),
    price: t.exposeInt('priceCents', {
      nullable: true,
      description: 'Cents: the salon’s custom price, else RRPAU; null when the salon may no longer sell it.',
    }),
    reasons: t.field({ type: [ReasonRef], resolve: (item) => item.reasons }),
    reasonSummary: t.exposeString('reasonSummary', {
      description: 'The reasons in a phrase; empty for a product the stylist chose.',
    }),
  }),
});

const SessionRef = builder.objectRef<JoinedSession>('Session').implement({
  description: 'The product’s Session: the mirror session a client joined, and the appointment it fills.',
  fields: (t) => ({
    id: t.exposeID('id'),
    userId: t.exposeID('userId'),
    salonId: t.exposeID('salonId'),
    appointmentId: t.exposeID('appointmentId'),
    existingAppointment: t.exposeBoolean('existingAppointment', {
      description: 'True when the client had joined this session before and continues it.',
    }),
  }),
});

const StartSessionInput = builder.inputType('StartSessionInput', {
  description: 'The phone the client joins from, as the portal sends it (ANDROID and a placeholder token).',
  fields: (t) => ({
    devicePlatform: t.string({ validate: z.string().max(40) }),
    deviceToken: t.string({ validate: z.string().max(512) }),
  }),
});

const HairColourInput = builder.inputType('HairColourInput', {
  description: 'The hair colour the stylist confirmed: level 1 to 10, tone, and grey share as a whole percentage.',
  fields: (t) => ({
    level: t.int({ required: true }),
    tone: t.field({ type: HairToneEnum, required: true }),
    greyShare: t.int({ required: true }),
  }),
});

const HairColourSuggestionInput = builder.inputType('HairColourSuggestionInput', {
  description:
    'What the mirror’s measure suggested from the portrait in this session, kept beside the confirmed colour: level 1 to 10 as measured (one decimal), tone, grey share as a whole percentage, confidence 0 to 1, and the version of the measure.',
  fields: (t) => ({
    level: t.float({ required: true }),
    tone: t.field({ type: HairToneEnum, required: true }),
    greyShare: t.int({ required: true }),
    confidence: t.float({ required: true }),
    measureVersion: t.string({ required: true }),
  }),
});

const HairAnalysisInput = builder.inputType('HairAnalysisInput', {
  description: `The mirror’s six raw scores, whole numbers 0 to ${HAIR_SCORE_MAX} (null or left out: not scored), and the scalp concerns (${SCALP_CONCERNS.join(', ')}).`,
  fields: (t) => ({
    density: t.int(),
    texture: t.int(),
    curl: t.int(),
    colorSensitivity: t.int(),
    porous: t.int(),
    elasticity: t.int(),
    scalpConcerns: t.stringList({ required: true }),
    hairColour: t.field({
      type: HairColourInput,
      description: 'The confirmed hair colour; null or left out, the analysis keeps none.',
    }),
    hairColourSuggestion: t.field({
      type: HairColourSuggestionInput,
      description:
        'The measure’s last suggestion in this session, even one too unsure to show; kept only beside a confirmed colour, and null or left out keeps none.',
    }),
  }),
});

const RecommendationProfileInput = builder.inputType('RecommendationProfileInput', {
  description:
    'What the stylist tells the engine beyond the analysis; each unknown when null or empty. Used for this computation only: the appointment has no field for them.',
  fields: (t) => ({
    gender: t.string({
      description: `${GENDERS.join(' or ')} (the catalogue’s Suits Genders); a product for the other gender only is not picked.`,
    }),
    coloured: t.boolean({ description: 'Whether the hair is coloured (Suits Coloured: Coloured or Natural).' }),
    services: t.stringList({
      description: `Services done in the chair today, among ${SERVICES.join(', ')}: colour care suits a colour, toning a lightening, curl care a curl service.`,
    }),
    otherFilters: t.stringList({
      description: 'Words of the catalogue’s Suits OtherFilters (mirror.otherFilters) the client asked for.',
    }),
  }),
});

const CartItemInput = builder.inputType('SessionCartItemInput', {
  fields: (t) => ({ productId: t.id({ required: true }), quantity: t.int({ required: true }) }),
});

const idempotencyKeyArg = {
  validate: idempotencyKeySchema.nullish(),
  description: 'The same key on a retry: the write is made once and the retry answers the session as it left it.',
};

/** A device field given a session id: the session's salon, checked against the mirror's own. */
export const sessionScope = async (sessionId: string, context: GraphQLContext) => ({
  mirrorDevice: await context.services.mirrorSessions.salonIdOfSession(sessionId, context.device),
});

/** The scope has refused every caller without a device. */
export function deviceOf(context: GraphQLContext): DeviceViewer {
  if (!context.device) throw new Error('device field resolved without a device');
  return context.device;
}

builder.queryField('mirrorSession', (t) =>
  t.field({
    type: MirrorSessionRef,
    description:
      'A session this mirror opened, to poll until the client joins (clientName) and to restore a consultation after a reload.',
    authScopes: (_root, args, context) => sessionScope(String(args.id), context),
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => context.services.mirrorSessions.view(deviceOf(context), String(args.id)),
  }),
);

builder.mutationFields((t) => ({
  createMirrorSession: t.field({
    type: MirrorSessionRef,
    description:
      'Starts a consultation for the signed-in stylist (one of mirror.stylists): a new appointment waiting for its client.',
    authScopes: (_root, _args, context) => ({ mirrorDevice: context.device?.salonId ?? '' }),
    args: { staffId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => context.services.mirrorSessions.create(deviceOf(context), String(args.staffId)),
  }),
  startSession: t.field({
    type: SessionRef,
    description:
      'Called by the signed-in client from the portal: joins the mirror session by its id (or its code) and gives them the salon’s client access.',
    authScopes: { authenticated: true },
    args: {
      id: t.arg.id({ required: true, validate: z.string().max(64) }),
      input: t.arg({ type: StartSessionInput, required: true }),
    },
    resolve: (_root, args, context) => {
      if (!context.viewer) throw new Error('startSession resolved without a viewer');
      return context.services.mirrorSessions.start(
        context.viewer.user.id,
        String(args.id),
        {
          devicePlatform: args.input.devicePlatform ?? null,
          deviceToken: args.input.deviceToken ?? null,
        },
        context.ip,
      );
    },
  }),
  recordHairAnalysis: t.field({
    type: MirrorSessionRef,
    authScopes: (_root, args, context) => sessionScope(String(args.sessionId), context),
    args: {
      sessionId: t.arg.id({ required: true }),
      input: t.arg({ type: HairAnalysisInput, required: true, validate: hairAnalysisInputSchema }),
    },
    resolve: (_root, args, context) =>
      context.services.mirrorSessions.recordHairAnalysis(
        deviceOf(context),
        String(args.sessionId),
        hairAnalysisInputSchema.parse(args.input),
      ),
  }),
  setSessionTreatment: t.field({
    type: MirrorSessionRef,
    authScopes: (_root, args, context) => sessionScope(String(args.sessionId), context),
    args: {
      sessionId: t.arg.id({ required: true }),
      treatment: t.arg.string({ required: true, validate: z.enum(TREATMENTS), description: TREATMENTS.join(', ') }),
    },
    resolve: (_root, args, context) =>
      context.services.mirrorSessions.setTreatment(
        deviceOf(context),
        String(args.sessionId),
        z.enum(TREATMENTS).parse(args.treatment),
      ),
  }),
  computeSessionRecommendations: t.field({
    type: MirrorSessionRef,
    description:
      'Runs the recommendation engine for the session’s analysis and treatment over the salon’s recommendable products; keeps at most 10, with their reasons.',
    authScopes: (_root, args, context) => sessionScope(String(args.sessionId), context),
    args: {
      sessionId: t.arg.id({ required: true }),
      profile: t.arg({
        type: RecommendationProfileInput,
        validate: recommendationProfileSchema.nullish(),
        description: 'Left out: nothing is known beyond the analysis.',
      }),
    },
    resolve: (_root, args, context) =>
      context.services.mirrorSessions.computeRecommendations(
        deviceOf(context),
        String(args.sessionId),
        recommendationProfileSchema.parse(args.profile ?? {}),
      ),
  }),
  setSessionRecommendations: t.field({
    type: MirrorSessionRef,
    description: 'The stylist’s swap or removal: the SKUs in order, at most 10, each one the salon may recommend.',
    authScopes: (_root, args, context) => sessionScope(String(args.sessionId), context),
    args: {
      sessionId: t.arg.id({ required: true }),
      skus: t.arg.stringList({ required: true, validate: sessionRecommendationsSchema }),
    },
    resolve: (_root, args, context) =>
      context.services.mirrorSessions.setRecommendations(deviceOf(context), String(args.sessionId), args.skus),
  }),
  setSessionCart: t.field({
    type: MirrorSessionRef,
    description:
      'The client’s purchase, pickup or delivery; prices are the salon’s (custom price, else RRP), never the mirror’s.',
    authScopes: (_root, args, context) => sessionScope(String(args.sessionId), context),
    args: {
      sessionId: t.arg.id({ required: true }),
      deliveryType: t.arg.string({
        required: true,
        validate: z.enum(['PICKUP', 'DELIVERY']),
        description: 'PICKUP or DELIVERY',
      }),
      items: t.arg({ type: [CartItemInput], required: true, validate: cartItemsInputSchema }),
      idempotencyKey: t.arg.string(idempotencyKeyArg),
    },
    resolve: (_root, args, context) =>
      context.services.mirrorSessions.setCart(
        deviceOf(context),
        String(args.sessionId),
        z.enum(['PICKUP', 'DELIVERY']).parse(args.deliveryType),
        cartItemsInputSchema.parse(
          args.items.map((item) => ({ productId: String(item.productId), quantity: item.quantity })),
        ),
        args.idempotencyKey ?? null,
      ),
  }),
  likeSessionImage: t.field({
    type: MirrorSessionRef,
    description: 'The client likes one of the session’s photos (selfie or 360), once per idempotency key.',
    authScopes: (_root, args, context) => sessionScope(String(args.sessionId), context),
    args: {
      sessionId: t.arg.id({ required: true }),
      kind: t.arg.string({
        required: true,
        validate: z.enum(SESSION_IMAGE_KINDS),
        description: SESSION_IMAGE_KINDS.join(' or '),
      }),
      idempotencyKey: t.arg.string(idempotencyKeyArg),
    },
    resolve: (_root, args, context) =>
      context.services.mirrorSessions.likeImage(
        deviceOf(context),
        String(args.sessionId),
        z.enum(SESSION_IMAGE_KINDS).parse(args.kind),
        args.idempotencyKey ?? null,
      ),
  }),
  requestRebook: t.field({
    type: MirrorSessionRef,
    description:
      'The stylist’s rebook request; the salon’s admins are told “{staff} has sent through a rebook request for {client}”.',
    authScopes: (_root, args, context) => sessionScope(String(args.sessionId), context),
    args: {
      sessionId: t.arg.id({ required: true }),
      rebookDelay: t.arg.int({
        required: true,
        validate: rebookRequestSchema.shape.rebookDelay,
        description: 'Weeks until the next visit.',
      }),
      rebookLength: t.arg.int({
        required: true,
        validate: rebookRequestSchema.shape.rebookLength,
        description: 'Minutes of the next visit.',
      }),
    },
    resolve: (_root, args, context) =>
      context.services.mirrorSessions.requestRebook(deviceOf(context), String(args.sessionId), {
        rebookDelay: args.rebookDelay,
        rebookLength: args.rebookLength,
      }),
  }),
  setSessionNotes: t.field({
    type: MirrorSessionRef,
    authScopes: (_root, args, context) => sessionScope(String(args.sessionId), context),
    args: { sessionId: t.arg.id({ required: true }), notes: t.arg.string({ validate: sessionNotesSchema.nullish() }) },
    resolve: (_root, args, context) =>
      context.services.mirrorSessions.setNotes(deviceOf(context), String(args.sessionId), args.notes ?? null),
  }),
  endMirrorSession: t.field({
    type: MirrorSessionRef,
    description:
      'Ends the consultation: nothing changes it afterwards and nobody can join it. Ending it again is no error.',
    authScopes: (_root, args, context) => sessionScope(String(args.sessionId), context),
    args: { sessionId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => context.services.mirrorSessions.end(deviceOf(context), String(args.sessionId)),
  }),
}));
