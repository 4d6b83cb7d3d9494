import { mirrorNameSchema, PAIRING_CODE_LENGTH } from '@piiq/domain/mirror-pairing';
import { z } from 'zod';
import { auditActorOf } from '../../graphql/audit-actor.ts';
import { builder } from '../../graphql/builder.ts';
import { catalogueProductSummaryFields } from '../catalog/catalog.graphql.ts';
import { productImageOf, type RecommendableProductRow } from '../catalog/catalog.reads.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { SalonRef } from '../salons/salons.graphql.ts';
import { StaffRef } from '../staff/staff.graphql.ts';
import type { MirrorDeviceRow } from './mirror.repository.ts';
import type { MirrorAllowance, MirrorSelf } from './mirror.service.ts';

const MirrorDeviceRef = builder.objectRef<MirrorDeviceRow>('MirrorDevice').implement({
  description: 'A smart mirror paired with the salon, as its admins see it in Settings.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    pairedAt: t.expose('pairedAt', { type: 'DateTime' }),
    lastSeenAt: t.expose('lastSeenAt', {
      type: 'DateTime',
      nullable: true,
      description: 'Its latest call, to the minute.',
    }),
  }),
});

const MirrorAllowanceRef = builder.objectRef<MirrorAllowance>('MirrorAllowance').implement({
  description: 'How many mirrors the salon’s plan includes, and how many are paired.',
  fields: (t) => ({
    allowed: t.exposeInt('allowed', {
      description: 'The latest subscription’s mirrors while it is paid for; 0 otherwise.',
    }),
    paired: t.exposeInt('paired'),
  }),
});

const MirrorPairingCodeRef = builder.objectRef<{ code: string; expiresAt: Date }>('MirrorPairingCode').implement({
  description: 'A one-time code to type on the mirror; shown once, good until expiresAt (ten minutes).',
  fields: (t) => ({
    code: t.exposeString('code', { description: `${PAIRING_CODE_LENGTH} letters and digits, none that read alike.` }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

const PairedMirrorRef = builder.objectRef<{ credential: string; device: MirrorDeviceRow }>('PairedMirror').implement({
  description: 'What a mirror receives for a valid pairing code.',
  fields: (t) => ({
    credential: t.exposeString('credential', {
      description:
        'The device credential, shown this once: send it as `Authorization: Bearer <credential>` on every call.',
    }),
    device: t.field({ type: MirrorDeviceRef, resolve: (paired) => paired.device }),
  }),
});

const MirrorProductRef = builder.objectRef<RecommendableProductRow>('MirrorProduct').implement({
  description: 'A product the salon may recommend, as the mirror’s swap picker lists it.',
  fields: (t) => ({
    ...catalogueProductSummaryFields(t),
    brandId: t.exposeID('brandId', { description: 'For the picker’s brand filter.' }),
    forMen: t.exposeBoolean('forMen', { description: 'For the picker’s Men’s filter (the catalogue’s ForMen).' }),
    price: t.int({
      description: 'Cents: the salon’s custom price, else RRPAU.',
      resolve: (product) => product.customPriceCents ?? product.rrpAuCents,
    }),
    image: t.string({ nullable: true, resolve: productImageOf }),
  }),
});

const MirrorRef = builder.objectRef<MirrorSelf>('Mirror').implement({
  description: 'The paired mirror making the call, and what it shows of its own salon.',
  fields: (t) => ({
    id: t.exposeID('deviceId'),
    name: t.exposeString('name'),
    salonId: t.exposeID('salonId'),
    salonName: t.exposeString('salonName'),
    salonPhotoUrl: t.exposeString('salonPhotoUrl', {
      nullable: true,
      description: 'The salon’s photo (the salon finder’s), for the mirror’s idle screen; null when none.',
    }),
    timeZone: t.exposeString('timeZone', { description: 'The salon’s IANA time zone.' }),
    stylists: t.field({
      type: [StaffRef],
      description: 'The stylist sign-in list: the salon’s active staff by name.',
      authScopes: (mirror) => ({ mirrorDevice: mirror.salonId }),
      resolve: (mirror, _args, context) => context.services.staff.active(mirror.salonId),
    }),
    recommendableProducts: t.field({
      type: [MirrorProductRef],
      description:
        'What the stylist may swap a recommendation for: the salon’s recommendable products (in stock, not archived, of a brand its clients see), by name.',
      authScopes: (mirror) => ({ mirrorDevice: mirror.salonId }),
      resolve: (mirror, _args, context) => context.services.catalog.recommendableProducts(mirror.salonId),
    }),
    otherFilters: t.stringList({
      description:
        'The catalogue’s other filters (Suits OtherFilters: Vegan, Heat styling...) among the salon’s recommendable products, for the consultation to ask about.',
      authScopes: (mirror) => ({ mirrorDevice: mirror.salonId }),
      resolve: (mirror, _args, context) => context.services.catalog.recommendableOtherFilters(mirror.salonId),
    }),
  }),
});

builder.objectFields(SalonRef, (t) => ({
  mirrors: t.field({
    type: [MirrorDeviceRef],
    description: 'The paired mirrors, oldest pairing first.',
    authScopes: (salon) => ({ salonAdmin: salon.id }),
    resolve: (salon, _args, context) => context.services.mirror.paired(salon.id),
  }),
  mirrorAllowance: t.field({
    type: MirrorAllowanceRef,
    authScopes: (salon) => ({ salonAdmin: salon.id }),
    resolve: (salon, _args, context) => context.services.mirror.allowance(salon.id),
  }),
}));

/** Fields given only a mirror's id are scoped to the salon the mirror belongs to. */
const mirrorScope = async (mirrorId: string, context: GraphQLContext) => ({
  salonAdmin: (await context.services.mirror.salonIdOfMirror(mirrorId)) ?? '',
});

builder.queryFields((t) => ({
  mirror: t.field({
    type: MirrorRef,
    description: 'The calling mirror, by its device credential; a person’s session is refused.',
    authScopes: (_root, _args, context) => ({ mirrorDevice: context.device?.salonId ?? '' }),
    resolve: (_root, _args, context) => {
      // The scope has refused every caller without a device.
      if (!context.device) throw new Error('mirror resolved without a device');
      return context.services.mirror.self(context.device);
    },
  }),
}));

builder.mutationFields((t) => ({
  createMirrorPairingCode: t.field({
    type: MirrorPairingCodeRef,
    description: 'A one-time pairing code for a new mirror; refused while every mirror of the plan is paired.',
    authScopes: (_root, args) => ({ salonAdmin: String(args.salonId) }),
    args: { salonId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.services.mirror.createPairingCode(String(args.salonId), context.viewer?.user.id ?? null),
  }),
  renameMirror: t.field({
    type: MirrorDeviceRef,
    authScopes: (_root, args, context) => mirrorScope(String(args.mirrorId), context),
    args: {
      mirrorId: t.arg.id({ required: true }),
      name: t.arg.string({ required: true, validate: mirrorNameSchema }),
    },
    resolve: (_root, args, context) => context.services.mirror.rename(String(args.mirrorId), args.name),
  }),
  unpairMirror: t.boolean({
    description: 'Revokes the mirror’s credential: its next call is refused.',
    authScopes: (_root, args, context) => mirrorScope(String(args.mirrorId), context),
    args: { mirrorId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      await context.services.mirror.unpair(auditActorOf(context), String(args.mirrorId));
      return true;
    },
  }),
  pairMirror: t.field({
    type: PairedMirrorRef,
    description:
      'Called by a mirror: trades a valid, unused pairing code for its device credential. Rate-limited per address.',
    authScopes: { guest: true },
    args: {
      code: t.arg.string({ required: true, validate: z.string().max(32) }),
      name: t.arg.string({ validate: mirrorNameSchema.nullish() }),
    },
    resolve: (_root, args, context) => context.services.mirror.pair(args.code, args.name ?? undefined, context.ip),
  }),
}));

/** The consultation's GraphQL face, for a module above that adds to it (the colour record's fields and calls). */
export { deviceOf, MirrorSessionRef, sessionScope } from './mirror-sessions.graphql.ts';
