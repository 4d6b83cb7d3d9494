import { APPOINTMENTS_PAGE_SIZE, clientRecordId } from '@piiq/domain/appointments';
import { CART_STATUSES, NO_NAME } from '@piiq/domain/cart';
import { NAV_PARAMS } from '@piiq/domain/dates';
import { analysisRecorded, TREATMENTS } from '@piiq/domain/hair-analysis';
import { HAIR_TONES, hairColourSchema, type HairColour } from '@piiq/domain/hair-colour';
import { MAX_IMAGE_SHARES_PER_APPOINTMENT } from '@piiq/domain/image-shares';
import {
  appointmentListFilterSchema,
  appointmentNotesSchema,
  imageShareWaySchema,
} from '@piiq/domain/appointment-schemas';
import { REBOOK_ACTION_CALLS, rebookStatus, type RebookAction } from '@piiq/domain/rebook';
import {
  RECOMMENDATION_GAP_REASONS,
  recommendationGap,
  type RecommendationGap,
} from '@piiq/domain/recommendation-gaps';
import { recommendationSkusSchema } from '@piiq/domain/recommendations';
import { z } from 'zod';
import { auditActorOf } from '../../graphql/audit-actor.ts';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { alreadyRead, readOnce } from '../../graphql/read-once.ts';
import { keysetArgs, pageArgs, pageOf, pageType, twoWayKeysetArgs } from '../../graphql/paging.ts';
import { notFound } from '../../errors.ts';
import type { CatalogueProductSummaryRow } from '../catalog/catalog.reads.ts';
import { UserRef } from '../auth/auth.graphql.ts';
import { catalogueProductSummaryFields } from '../catalog/catalog.graphql.ts';
import { SalonRef } from '../salons/salons.graphql.ts';
import type {
  AppointmentListRow,
  AppointmentRow,
  CartItemRow,
  ClientRow,
  CartRow,
  ImageLikeRow,
  ImageShareRow,
} from './appointments.repository.ts';
import { listRowOf, type AppointmentPage } from './appointments.service.ts';
import { photoUrl, type PhotoKind } from './photo-url.ts';
import { salonAdminStream } from '../../graphql/live-access.ts';

const NavParamEnum = builder.enumType('NavParam', {
  description: 'The appointments list’s day filter, in whole days of the salon’s time zone.',
  values: NAV_PARAMS,
});
const TreatmentEnum = builder.enumType('Treatment', { values: TREATMENTS });
export const CartStatusEnum = builder.enumType('CartStatus', { values: CART_STATUSES });
export const DeliveryTypeEnum = builder.enumType('DeliveryType', { values: ['PICKUP', 'DELIVERY'] as const });

const RecommendationGapReasonEnum = builder.enumType('RecommendationGapReason', {
  description:
    'Why a consultation has nothing to recommend: no brand visible to clients, every product of the visible brands out of stock or archived, or none of them suits the client.',
  values: RECOMMENDATION_GAP_REASONS,
});

export const RecommendationGapRef = builder.objectRef<RecommendationGap>('RecommendationGap').implement({
  description:
    'Why a list of recommendations is empty, in words that say where the admin fixes it (Settings > Retail).',
  fields: (t) => ({
    reason: t.field({ type: RecommendationGapReasonEnum, resolve: (gap) => gap.reason }),
    message: t.exposeString('message'),
  }),
});

interface StoredImage {
  url: string;
  contentType: string | null;
}

const ImageRef = builder.objectRef<StoredImage>('Image').implement({
  description: 'A picture the mirror took or showed.',
  fields: (t) => ({
    url: t.exposeString('url'),
    contentType: t.exposeString('contentType', { nullable: true }),
  }),
});

/** A client photo is never addressed by its file: its URL is the route that checks who asks. */
const photoOf = (
  appointmentId: string,
  kind: PhotoKind,
  stored: string | null,
  contentType: string | null,
): StoredImage | null => (stored ? { url: photoUrl(appointmentId, kind), contentType } : null);

const PersonRef = builder.objectRef<{ id: string; name: string }>('AppointmentPerson').implement({
  description: 'The client or the stylist of an appointment, by id and name.',
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

export const HairToneEnum = builder.enumType('HairTone', { values: HAIR_TONES });

export const HairColourRef = builder.objectRef<HairColour>('HairColour').implement({
  description: 'The hair’s colour as the stylist confirmed it at the mirror.',
  fields: (t) => ({
    level: t.exposeInt('level', { description: 'The colourist’s level, 1 (black) to 10 (lightest blonde).' }),
    tone: t.field({ type: HairToneEnum, resolve: (colour) => colour.tone }),
    greyShare: t.exposeInt('greyShare', { description: 'Whole percentage of the hair that is grey, 0 to 100.' }),
  }),
});

/** The three columns as one value; the table's checks keep them whole and on their scales. */
export function hairColourOf(appointment: AppointmentRow): HairColour | null {
  const parsed = hairColourSchema.safeParse({
    level: appointment.hairLevel,
    tone: appointment.hairTone,
    greyShare: appointment.hairGreyShare,
  });
  return parsed.success ? parsed.data : null;
}

export const HairAnalysisRef = builder.objectRef<AppointmentRow>('HairAnalysis').implement({
  description:
    'The mirror’s raw scores, 0 to 20 (shown divided by 2, out of 10), the scalp concerns as a comma list, and the hair colour when the stylist confirmed one.',
  fields: (t) => ({
    colorSensitivity: t.exposeInt('colorSensitivity', { nullable: true }),
    curl: t.exposeInt('curl', { nullable: true }),
    density: t.exposeInt('density', { nullable: true }),
    elasticity: t.exposeInt('elasticity', { nullable: true }),
    porous: t.exposeInt('porous', { nullable: true }),
    texture: t.exposeInt('texture', { nullable: true }),
    scalpConcerns: t.exposeString('scalpConcerns', { nullable: true }),
    hairColour: t.field({
      type: HairColourRef,
      nullable: true,
      description: 'Null when the stylist confirmed none.',
      resolve: hairColourOf,
    }),
  }),
});

const CatalogueProductSummaryRef = builder.objectRef<CatalogueProductSummaryRow>('AppointmentProduct').implement({
  description: 'A catalogue product as an appointment shows it, whatever its state today.',
  fields: (t) => ({
    ...catalogueProductSummaryFields(t),
    brandId: t.exposeID('brandId'),
    forMen: t.exposeBoolean('forMen'),
    rrp: t.exposeInt('rrpAuCents', { description: 'Cents: RRPAU, the price a recommendation shows.' }),
    images: t.stringList({
      resolve: (product) =>
        product.images.length > 0 ? product.images : product.productImageMain ? [product.productImageMain] : [],
    }),
  }),
});

interface Recommendation {
  sku: string;
  product: CatalogueProductSummaryRow | null;
  /** The salon's prices of the appointment's products that it may still sell, read once for the whole list. */
  prices: (context: GraphQLContext) => Promise<Map<string, number>>;
}

const RecommendationRef = builder.objectRef<Recommendation>('Recommendation').implement({
  description:
    'A product of Support Your Salon: the catalogue’s productName, rrp (RRPAU in cents), sku, productType, productSize, productImageMain.',
  fields: (t) => ({
    sku: t.exposeString('sku'),
    productName: t.string({ resolve: (item) => item.product?.name ?? item.sku }),
    brandName: t.string({
      nullable: true,
      description: 'Several brands sell products of the same name; null when the catalogue no longer has the product.',
      resolve: (item) => item.product?.brandName ?? null,
    }),
    rrp: t.int({ nullable: true, description: 'Cents.', resolve: (item) => item.product?.rrpAuCents ?? null }),
    price: t.int({
      nullable: true,
      description:
        'Cents: what the client pays for it at the salon today (its custom price, else RRPAU); null when the salon may no longer sell it.',
      resolve: async (item, _args, context) =>
        item.product ? ((await item.prices(context)).get(item.product.id) ?? null) : null,
    }),
    listPrice: t.int({
      nullable: true,
      description: 'Cents.',
      resolve: (item) => item.product?.listPriceCents ?? null,
    }),
    description: t.string({ resolve: (item) => item.product?.description ?? '' }),
    bullets: t.stringList({ resolve: (item) => item.product?.bullets ?? [] }),
    productType: t.string({ nullable: true, resolve: (item) => item.product?.productType ?? null }),
    productSize: t.string({ nullable: true, resolve: (item) => item.product?.size ?? null }),
    productImageMain: t.string({
      nullable: true,
      resolve: (item) => item.product?.productImageMain ?? item.product?.images[0] ?? null,
    }),
    product: t.field({ type: CatalogueProductSummaryRef, nullable: true, resolve: (item) => item.product }),
  }),
});

interface SupportYourSalon {
  appointment: AppointmentRow;
}

const SupportYourSalonRef = builder.objectRef<SupportYourSalon>('SupportYourSalon').implement({
  description: 'What the stylist recommended in the session: the products, in the mirror’s order, and the treatment.',
  fields: (t) => ({
    treatment: t.field({ type: TreatmentEnum, nullable: true, resolve: ({ appointment }) => appointment.treatment }),
    recommendations: t.field({
      type: [RecommendationRef],
      resolve: async ({ appointment }, _args, context) => recommendationsOf(appointment, context),
    }),
  }),
});

function recommendationsOf(appointment: AppointmentRow, context: GraphQLContext): Promise<Recommendation[]> {
  return readOnce(appointment, 'recommendations', () =>
    readRecommendations(appointment.id, appointment.salonId, context),
  );
}

async function readRecommendations(
  appointmentId: string,
  salonId: string,
  context: GraphQLContext,
): Promise<Recommendation[]> {
  const service = context.services.appointments;
  const rows = await service.recommendations(appointmentId);
  const products = new Map(
    (await service.catalogueProducts(rows.map((row) => row.productId))).map((product) => [product.id, product]),
  );
  const prices = (context: GraphQLContext) =>
    readOnce(
      rows,
      'prices',
      async () =>
        new Map(
          (
            await context.services.appointments.salonPrices(
              salonId,
              rows.map((row) => row.productId),
            )
          ).map((product) => [product.id, product.priceCents]),
        ),
    );
  return rows.map((row) => ({ sku: row.sku, product: products.get(row.productId) ?? null, prices }));
}

/** The session's cart with its items, read once per appointment object (the orders' fields share it). */
export function cartOf(appointment: AppointmentRow, context: GraphQLContext): Promise<CartRow | undefined> {
  return readOnce(appointment, 'cart', () => readCart(appointment.id, context));
}

async function readCart(appointmentId: string, context: GraphQLContext): Promise<CartRow | undefined> {
  const found = await context.services.appointments.cartWithItems(appointmentId);
  if (!found) return undefined;
  alreadyRead(found.cart, 'items', found.items);
  return found.cart;
}

function imageLikesOf(appointment: AppointmentRow, context: GraphQLContext): Promise<ImageLikeRow[]> {
  return readOnce(appointment, 'imageLikes', () => context.services.appointments.imageLikes(appointment.id));
}

function itemsOf(cart: CartRow, context: GraphQLContext): Promise<CartItemRow[]> {
  return readOnce(cart, 'items', () => context.services.appointments.cartItems(cart.id));
}

/** A cart item with the list it came in, so the products of all its siblings are read in one query, and only when asked for. */
type CartItemOfCart = CartItemRow & { cartItems: readonly CartItemRow[] };

function productsOf(
  items: readonly CartItemRow[],
  context: GraphQLContext,
): Promise<Map<string, CatalogueProductSummaryRow>> {
  return readOnce(items, 'products', async () => {
    const products = await context.services.appointments.catalogueProducts(items.map((item) => item.productId));
    return new Map(products.map((product) => [product.id, product]));
  });
}

const CartItemRef = builder.objectRef<CartItemOfCart>('CartItem').implement({
  fields: (t) => ({
    currency: t.exposeString('currency'),
    price: t.exposeInt('priceCents', { description: 'Cents, per unit: what the client was charged.' }),
    quantity: t.exposeInt('quantity'),
    product: t.field({
      type: CatalogueProductSummaryRef,
      nullable: true,
      resolve: async (item, _args, context) => (await productsOf(item.cartItems, context)).get(item.productId) ?? null,
    }),
  }),
});

export const CartRef = builder.objectRef<CartRow>('Cart');

export const AppointmentRef = builder.objectRef<AppointmentRow>('Appointment').implement({
  description: 'One mirror consultation.',
  fields: (t) => ({
    id: t.exposeID('id'),
    salonId: t.exposeID('salonId'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    clientId: t.exposeID('clientId', { nullable: true }),
    clientName: t.exposeString('clientName', { description: 'Empty when nobody signed in to the session.' }),
    staffId: t.exposeID('staffId', { nullable: true }),
    staffName: t.exposeString('staffName', { description: 'Empty when no stylist signed in.' }),
    client: t.field({
      type: PersonRef,
      nullable: true,
      resolve: (appointment) =>
        appointment.clientId ? { id: appointment.clientId, name: appointment.clientName } : null,
    }),
    staff: t.field({
      type: PersonRef,
      nullable: true,
      resolve: (appointment) => (appointment.staffId ? { id: appointment.staffId, name: appointment.staffName } : null),
    }),
    notes: t.exposeString('notes', { nullable: true }),
    rebookDelay: t.exposeInt('rebookDelay', { nullable: true, description: 'Weeks until the suggested next visit.' }),
    rebookLength: t.exposeInt('rebookLength', { nullable: true, description: 'Minutes of the suggested next visit.' }),
    rebookNotificationScheduledAt: t.expose('rebookNotificationScheduledAt', { type: 'DateTime', nullable: true }),
    rebookNotificationSentAt: t.expose('rebookNotificationSentAt', { type: 'DateTime', nullable: true }),
    rebookedAt: t.expose('rebookedAt', { type: 'DateTime', nullable: true }),
    rebookStatus: t.string({
      description: 'COMPLETED, SCHEDULED, OPEN or N/A.',
      resolve: (appointment) => rebookStatus(appointment),
    }),
    salonPickup: t.exposeBoolean('salonPickup'),
    purchasedItems: t.exposeStringList('purchasedItems', { description: 'The SKUs bought in the session.' }),
    clientSelfieImage: t.field({
      type: ImageRef,
      nullable: true,
      description: 'The client’s selfie, served only to the salon’s admins and the client.',
      resolve: (appointment) =>
        photoOf(appointment.id, 'selfie', appointment.clientSelfieImageUrl, appointment.clientSelfieImageContentType),
    }),
    client360Image: t.field({
      type: ImageRef,
      nullable: true,
      description: 'The client’s 360 capture, served only to the salon’s admins and the client.',
      resolve: (appointment) =>
        photoOf(appointment.id, '360', appointment.client360ImageUrl, appointment.client360ImageContentType),
    }),
    hairAnalysis: t.field({
      type: HairAnalysisRef,
      nullable: true,
      description: 'Null when the mirror recorded no analysis.',
      resolve: (appointment) => (analysisRecorded(appointment, appointment.hairLevel !== null) ? appointment : null),
    }),
    supportYourSalon: t.field({ type: SupportYourSalonRef, resolve: (appointment) => ({ appointment }) }),
    recommendationGap: t.field({
      type: RecommendationGapRef,
      nullable: true,
      description:
        'Why the session recommended nothing when the salon’s catalogue is the reason; null when it recommended something or the catalogue has products to offer. For the salon’s admins.',
      authScopes: (appointment) => ({ salonAdmin: appointment.salonId }),
      resolve: async (appointment, _args, context) =>
        (await recommendationsOf(appointment, context)).length > 0
          ? null
          : recommendationGap(await context.services.catalog.recommendationCatalogue(appointment.salonId), null),
    }),
    cart: t.field({
      type: CartRef,
      nullable: true,
      resolve: async (appointment, _args, context) => (await cartOf(appointment, context)) ?? null,
    }),
    imageLikes: t.field({
      type: [ImageLikeRef],
      resolve: (appointment, _args, context) => imageLikesOf(appointment, context),
    }),
    imageShares: t.field({
      type: [ImageShareRef],
      resolve: (appointment, _args, context) => context.services.appointments.imageShares(appointment.id),
    }),
  }),
});

const ImageLikeRef = builder.objectRef<ImageLikeRow>('ImageLike').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    image: t.field({ type: ImageRef, resolve: (like) => ({ url: like.imageUrl, contentType: null }) }),
  }),
});

const ImageShareRef = builder.objectRef<ImageShareRow>('ImageShare').implement({
  description: 'A kept photo of the visit that its client shared from the portal.',
  fields: (t) => ({
    sharedTo: t.exposeString('sharedTo', {
      description: 'How it went: share-sheet or download. Older shares name a network or an address.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

CartRef.implement({
  description: 'The retail basket of a session: the lines and delivery of the order it holds.',
  fields: (t) => ({
    id: t.exposeID('id'),
    salonId: t.exposeID('salonId'),
    deliveryType: t.field({ type: DeliveryTypeEnum, resolve: (cart) => cart.deliveryType }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    items: t.field({
      type: [CartItemRef],
      resolve: async (cart, _args, context) => {
        const items = await itemsOf(cart, context);
        return items.map((item) => ({ ...item, cartItems: items }));
      },
    }),
    appointment: t.field({
      type: AppointmentRef,
      resolve: async (cart, _args, context) => {
        const appointment = await readOnce(cart, 'appointment', () =>
          context.services.appointments.findAppointment(cart.appointmentId),
        );
        if (!appointment) throw notFound();
        return appointment;
      },
    }),
  }),
});

// Five of a row's fields read its normalised form: it is worked out once per row.
const normalisedRows = new WeakMap<AppointmentListRow, ReturnType<typeof listRowOf>>();
function normalised(row: AppointmentListRow): ReturnType<typeof listRowOf> {
  let found = normalisedRows.get(row);
  if (!found) {
    found = listRowOf(row);
    normalisedRows.set(row, found);
  }
  return found;
}

const AppointmentSummaryRef = builder.objectRef<AppointmentListRow>('AppointmentSummary').implement({
  description: 'A row of the appointments list, normalised for display ("(No Name)", cart id "0").',
  fields: (t) => ({
    id: t.exposeID('id'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    clientId: t.exposeID('clientId', { nullable: true }),
    clientName: t.string({ resolve: (row) => normalised(row).clientName }),
    staffName: t.string({ resolve: (row) => normalised(row).staffName }),
    clientAppointmentCount: t.exposeInt('clientAppointmentCount', {
      description: 'The client’s appointments at this salon; 1 for a session without a client.',
    }),
    itemCount: t.exposeInt('cartItemCount', { description: 'The sum of the cart’s quantities.' }),
    cartId: t.string({ resolve: (row) => normalised(row).cartId }),
    rebookStatus: t.string({ resolve: (row) => normalised(row).rebookStatus }),
    orderStatus: t.string({
      description: 'WAITING, COMPLETED, CANCELLED, or N/A for a cart without items.',
      resolve: (row) => normalised(row).orderStatus,
    }),
    retailStatus: t.string({
      description:
        'The cart’s order in words: NOT BOUGHT, AWAITING PAYMENT, READY TO HAND OVER, TO SHIP, PICKED UP IN-STORE, DELIVERED TO HOME, CANCELLED or REFUNDED.',
      resolve: (row) => normalised(row).retailStatus,
    }),
    clientSelfieImage: t.field({
      type: ImageRef,
      nullable: true,
      resolve: (row) => photoOf(row.id, 'selfie', row.clientSelfieImageUrl, row.clientSelfieImageContentType),
    }),
  }),
});

const AppointmentPageRef = builder.objectRef<AppointmentPage>('AppointmentPage').implement({
  description:
    'A page of appointments, newest first; nextToken asks for the next one, previousToken for the one before.',
  fields: (t) => ({
    items: t.field({ type: [AppointmentSummaryRef], resolve: (page) => page.items }),
    nextToken: t.exposeString('nextToken', { nullable: true }),
    previousToken: t.exposeString('previousToken', { nullable: true }),
    totalCount: t.int({
      description: 'Appointments matching the filters, over every page: counted only when asked for.',
      resolve: (page) => page.totalCount(),
    }),
  }),
});

const ClientSummaryRef = builder.objectRef<ClientRow>('ClientSummary').implement({
  description:
    'A client of the salon as its sessions show them; a session nobody signed in to is a client of its own, id "session-" and the session id.',
  fields: (t) => ({
    id: t.id({ resolve: (client) => clientRecordId(client.clientId, client.appointmentId ?? '') }),
    name: t.string({ resolve: (client) => (client.clientId ? client.name.trim() : '') || NO_NAME }),
    visits: t.exposeInt('visits'),
    lastAppointmentAt: t.expose('lastAppointmentAt', { type: 'DateTime' }),
    lastStylist: t.string({ resolve: (client) => client.lastStylist.trim() || NO_NAME }),
    portrait: t.field({
      type: ImageRef,
      nullable: true,
      resolve: (client) =>
        client.portraitAppointmentId
          ? { url: photoUrl(client.portraitAppointmentId, 'selfie'), contentType: null }
          : null,
    }),
  }),
});

const ClientPageRef = pageType(
  'ClientPage',
  ClientSummaryRef,
  'A page of client records, the most recently seen first.',
);

export const ClientRecordRef = builder
  .objectRef<{ clientId: string | null; sessions: AppointmentRow[] }>('ClientRecord')
  .implement({
    description: 'One client’s page: their sessions at the salon, newest first.',
    fields: (t) => ({
      id: t.id({ resolve: (client) => clientRecordId(client.clientId, client.sessions[0]?.id ?? '') }),
      name: t.string({
        resolve: (client) => (client.clientId ? client.sessions[0]?.clientName.trim() : '') || NO_NAME,
      }),
      sessions: t.field({ type: [AppointmentRef], resolve: (client) => client.sessions }),
    }),
  });

builder.objectFields(SalonRef, (t) => ({
  clients: t.field({
    type: ClientPageRef,
    description:
      'Client records: the salon’s clients grouped from their sessions, searched by name, paged by limit and page.',
    authScopes: (salon) => ({ salonAdmin: salon.id, salonKeyRead: salon.id }),
    args: {
      search: t.arg.string({ defaultValue: '', validate: appointmentListFilterSchema.shape.search }),
      ...pageArgs(t.arg),
    },
    resolve: async (salon, args, context) => {
      const page = pageOf(args);
      return { ...page, ...(await context.services.appointments.clients(salon.id, args.search ?? '', page)) };
    },
  }),
  client: t.field({
    type: ClientRecordRef,
    nullable: true,
    description:
      'A client’s page by id ("none": the sessions without a client); null when the salon has no such client.',
    authScopes: (salon) => ({ salonAdmin: salon.id, salonKeyRead: salon.id }),
    args: { id: t.arg.id({ required: true }) },
    resolve: (salon, args, context) => context.services.appointments.client(salon.id, String(args.id)),
  }),
  appointments: t.field({
    type: AppointmentPageRef,
    description:
      'The appointments list: newest first, paged by keyset (limit, nextToken, previousToken), or by page number where no token reaches.',
    authScopes: (salon) => ({ salonAdmin: salon.id, salonKeyRead: salon.id }),
    args: {
      navParam: t.arg({ type: NavParamEnum, defaultValue: 'ALLTIME' }),
      search: t.arg.string({
        defaultValue: '',
        description: 'Part of the client’s name, any case.',
        validate: appointmentListFilterSchema.shape.search,
      }),
      ...twoWayKeysetArgs(t.arg, APPOINTMENTS_PAGE_SIZE),
    },
    resolve: (salon, args, context) =>
      context.services.appointments.page(
        salon,
        { navParam: args.navParam ?? 'ALLTIME', search: args.search ?? '' },
        args.limit ?? APPOINTMENTS_PAGE_SIZE,
        args,
      ),
  }),
  recommendableProducts: t.field({
    type: [CatalogueProductSummaryRef],
    description:
      'allProducts for the Switch product dialog: what this salon may recommend (not out of stock, not archived, of a brand its clients see), by name.',
    authScopes: (salon) => ({ salonAdmin: salon.id, salonKeyRead: salon.id }),
    resolve: (salon, _args, context) => context.services.catalog.recommendableProducts(salon.id),
  }),
  appointment: t.field({
    type: AppointmentRef,
    nullable: true,
    description: 'GetAppointment: one appointment of this salon; null for an id the salon does not have.',
    authScopes: (salon) => ({ salonAdmin: salon.id, salonKeyRead: salon.id }),
    args: { id: t.arg.id({ required: true }) },
    resolve: (salon, args, context) => context.services.appointments.appointmentOfSalon(salon.id, String(args.id)),
  }),
}));

const ClientAppointmentPageRef = builder
  .objectRef<{ items: AppointmentRow[]; nextToken: string | null }>('ClientAppointmentPage')
  .implement({
    description: 'A page of the signed-in client’s own appointments, newest first; nextToken asks for the next one.',
    fields: (t) => ({
      items: t.field({ type: [AppointmentRef], resolve: (page) => page.items }),
      nextToken: t.exposeString('nextToken', { nullable: true }),
    }),
  });

builder.objectFields(UserRef, (t) => ({
  allAppointments: t.field({
    type: ClientAppointmentPageRef,
    description:
      'The client portal’s appointments: this user’s own, in every salon, newest first, paged by keyset (limit, nextToken).',
    authScopes: (user) => ({ self: user.id }),
    args: keysetArgs(t.arg, APPOINTMENTS_PAGE_SIZE),
    resolve: (user, args, context) =>
      context.services.appointments.pageOfClient(user.id, args.limit ?? APPOINTMENTS_PAGE_SIZE, args.nextToken ?? null),
  }),
}));

builder.queryField('recommendations', (t) =>
  t.field({
    type: SupportYourSalonRef,
    nullable: true,
    description:
      'Support recommendations: what the stylist recommended in one appointment, for the salon’s admins and the appointment’s own client; null for an appointment the salon does not have.',
    authScopes: async (_root, args, context) => {
      const appointment = await context.services.appointments.appointmentOfSalon(
        String(args.salonId),
        String(args.appointmentId),
      );
      // Another salon's appointment, or none: nobody passes, and the answer says nothing of it.
      if (!appointment) return { salonAdmin: String(args.salonId) };
      return { salonAdmin: appointment.salonId, salonKeyRead: appointment.salonId, self: appointment.clientId ?? '' };
    },
    args: { salonId: t.arg.id({ required: true }), appointmentId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const appointment = await context.services.appointments.appointmentOfSalon(
        String(args.salonId),
        String(args.appointmentId),
      );
      return appointment ? { appointment } : null;
    },
  }),
);

const AppointmentIdInput = builder.inputType('AppointmentIdInput', {
  fields: (t) => ({ id: t.id({ required: true }) }),
});

/**
 * The scope of a write given only an appointment id: the salon of that appointment, for its admins
 * and for its "Read and write" API keys.
 */
const scopeOfAppointment = async (
  appointmentId: string,
  context: { services: { appointments: { salonIdOfAppointment(id: string): Promise<string | null> } } },
) => {
  const salonId = (await context.services.appointments.salonIdOfAppointment(appointmentId)) ?? '';
  return { salonAdmin: salonId, salonKeyWrite: salonId };
};

const rebookMutation = (action: RebookAction, description: string) =>
  builder.mutationField(REBOOK_ACTION_CALLS[action], (t) =>
    t.field({
      type: AppointmentRef,
      description,
      authScopes: (_root, args, context) => scopeOfAppointment(String(args.input.id), context),
      args: { input: t.arg({ type: AppointmentIdInput, required: true }) },
      resolve: (_root, { input }, context) => context.services.appointments.rebook(String(input.id), action),
    }),
  );

rebookMutation(
  'SETUP_REMINDER',
  'Setup Reminder: OPEN to SCHEDULED, the salon’s rebook delay in days after the appointment.',
);
rebookMutation('REMOVE_REMINDER', 'Remove Reminder: SCHEDULED to OPEN.');
rebookMutation('MARK_REBOOKED', 'Mark as Rebooked: to COMPLETED (a pending reminder is dropped).');
rebookMutation('REOPEN', 'Reopen: COMPLETED to OPEN.');

builder.mutationField('requestRebookFromPortal', (t) =>
  t.field({
    type: AppointmentRef,
    description:
      'The client asks to rebook from the portal: the mirror’s rebook request, in the client’s words to the admins, scheduling the reminder when the salon’s scheduleRebookReminderOnRequest is on. An appointment already asked, scheduled, sent or rebooked is answered as it is.',
    // Both at once: a client of the appointment's salon, and the appointment's own client.
    authScopes: async (_root, args, context) => {
      const parties = await context.services.appointments.partiesOfAppointment(String(args.appointmentId));
      return { $all: { salonClient: parties?.salonId ?? '', self: parties?.clientId ?? '' } };
    },
    args: { appointmentId: t.arg.id({ required: true }) },
    resolve: (_root, { appointmentId }, context) => {
      if (!context.viewer) throw new Error('requestRebookFromPortal resolved without a viewer');
      return context.services.appointments.requestRebookFromPortal(context.viewer.user.id, String(appointmentId));
    },
  }),
);

builder.mutationField('recordImageShare', (t) =>
  t.field({
    type: ImageShareRef,
    description: `The client shared a kept photo of their visit from the portal (the phone’s share sheet, or a download): the share joins the salon’s record. The photo is named by its url on the appointment; at most ${MAX_IMAGE_SHARES_PER_APPOINTMENT} shares a visit are kept.`,
    // As for the rebook request: a client of the appointment's salon, and the appointment's own client.
    authScopes: async (_root, args, context) => {
      const parties = await context.services.appointments.partiesOfAppointment(String(args.appointmentId));
      return { $all: { salonClient: parties?.salonId ?? '', self: parties?.clientId ?? '' } };
    },
    args: {
      appointmentId: t.arg.id({ required: true }),
      imageUrl: t.arg.string({
        required: true,
        description: 'The photo’s url, as clientSelfieImage or client360Image gives it.',
      }),
      sharedTo: t.arg.string({
        required: true,
        description: 'share-sheet or download.',
        validate: imageShareWaySchema,
      }),
    },
    resolve: (_root, args, context) => {
      if (!context.viewer) throw new Error('recordImageShare resolved without a viewer');
      return context.services.appointments.recordImageShare(
        context.viewer.user.id,
        String(args.appointmentId),
        args.imageUrl,
        imageShareWaySchema.parse(args.sharedTo),
      );
    },
  }),
);

const SwitchTreatmentInput = builder.inputType('SwitchTreatmentInput', {
  fields: (t) => ({
    appointmentId: t.id({ required: true }),
    newTreatment: t.field({ type: TreatmentEnum, required: true }),
  }),
});

const SupportYourSalonInput = builder.inputType('SupportYourSalonInput', {
  fields: (t) => ({
    recommendations: t.stringList({ required: true, description: 'SKUs in the order the client sees them.' }),
  }),
});

const UpdateAppointmentInput = builder
  .inputType('UpdateAppointmentInput', {
    description: 'Only the given fields change.',
    fields: (t) => ({ notes: t.string(), supportYourSalon: t.field({ type: SupportYourSalonInput }) }),
  })
  .validate(
    z.object({
      notes: appointmentNotesSchema.nullish(),
      supportYourSalon: z.object({ recommendations: recommendationSkusSchema }).nullish(),
    }),
  );

builder.mutationFields((t) => ({
  switchTreatment: t.field({
    type: AppointmentRef,
    description: 'Saves the treatment chosen in the records panel.',
    authScopes: (_root, args, context) => scopeOfAppointment(String(args.input.appointmentId), context),
    args: { input: t.arg({ type: SwitchTreatmentInput, required: true }) },
    resolve: (_root, { input }, context) =>
      context.services.appointments.switchTreatment(String(input.appointmentId), input.newTreatment),
  }),
  updateAppointment: t.field({
    type: AppointmentRef,
    description:
      'Saves the stylist’s notes (at most 5,000 characters), or the recommendations after a switch or a removal.',
    authScopes: (_root, args, context) => scopeOfAppointment(String(args.appointmentId), context),
    args: {
      appointmentId: t.arg.id({ required: true }),
      input: t.arg({ type: UpdateAppointmentInput, required: true }),
    },
    resolve: async (_root, { appointmentId, input }, context) => {
      const id = String(appointmentId);
      let appointment = input.supportYourSalon
        ? await context.services.appointments.updateRecommendations(id, input.supportYourSalon.recommendations)
        : null;
      if (input.notes !== undefined) appointment = await context.services.appointments.updateNotes(id, input.notes);
      appointment ??= (await context.services.appointments.findAppointment(id)) ?? null;
      if (!appointment) throw notFound();
      return appointment;
    },
  }),
}));

builder.mutationField('deleteClientPhotos', (t) =>
  t.field({
    type: ClientRecordRef,
    nullable: true,
    description:
      'Deletes a client’s photos and hair analysis at the salon; the sessions stay. Answers the client’s page as it now is.',
    authScopes: (_root, args) => ({ salonAdmin: String(args.salonId) }),
    args: { salonId: t.arg.id({ required: true }), clientId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      await context.services.appointments.deleteClientPhotos(
        auditActorOf(context),
        String(args.salonId),
        String(args.clientId),
      );
      return context.services.appointments.client(String(args.salonId), String(args.clientId));
    },
  }),
);

builder.subscriptionFields((t) => ({
  appointmentUpdated: t.field({
    type: AppointmentRef,
    description: 'Fires after any change to one of the salon’s appointments.',
    args: { salonId: t.arg.id({ required: true }) },
    ...salonAdminStream((services, salonId) => services.appointments.subscribeToAppointments(salonId)),
    // Every listener of the salon gets the same event object: the row is read once for all of them.
    resolve: async (event, _args, context) => {
      const appointment = await readOnce(event, 'appointment', () =>
        context.services.appointments.findAppointment(event.appointmentId),
      );
      if (!appointment) throw notFound();
      return appointment;
    },
  }),
  cartUpdated: t.field({
    type: CartRef,
    description: 'Fires after a change to one of the salon’s carts (its items or its status).',
    args: { salonId: t.arg.id({ required: true }) },
    ...salonAdminStream((services, salonId) => services.appointments.subscribeToCarts(salonId)),
    resolve: async (event, _args, context) => {
      const cart = await readOnce(event, 'cart', () => context.services.appointments.findCart(event.cartId));
      if (!cart) throw notFound();
      return cart;
    },
  }),
}));
