import { randomBytes } from 'node:crypto';
import type { Treatment } from '@piiq/domain/hair-analysis';
import { storedHairColour } from '@piiq/domain/hair-colour';
import { normaliseTypedCode } from '@piiq/domain/mirror-pairing';
import {
  checkSessionImage,
  isSessionCode,
  isSessionCodeLive,
  mirrorSessionMessages,
  portalSessionUrl,
  scalpConcernsText,
  sessionCodeFromBytes,
  SESSION_CODE_LENGTH,
  SESSION_IMAGE_EXTENSIONS,
  type CartItemsInput,
  type HairAnalysisInput,
  type SessionImageKind,
} from '@piiq/domain/mirror-session';
import { recommendRegimen, regimenNotes } from '@piiq/domain/recommendation-engine';
import { recommendationGap as gapOf, type RecommendationGap } from '@piiq/domain/recommendation-gaps';
import type { RecommendationProfile } from '@piiq/domain/recommendation-profile';
import type { Database } from '../../db/client.ts';
import { UserError } from '../../errors.ts';
import { isUuid } from '../../ids.ts';
import type { FileStore } from '../../ports/files.ts';
import { addressRateKey, type IpRateLimiter } from '../../ports/rate-limits.ts';
import type {
  AppointmentRow,
  AppointmentsReads,
  CartRow,
  PricedCartLine,
  RecommendationWithReasons,
} from '../appointments/appointments.reads.ts';
import type { AppointmentsService } from '../appointments/appointments.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { ChangesService, TellChange } from '../changes/changes.service.ts';
import { productImageOf } from '../catalog/catalog.reads.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { SalonsService } from '../salons/salons.service.ts';
import type { StaffReads } from '../staff/staff.reads.ts';
import type { HairColourConfirmationsRepository } from './hair-colour-confirmations.repository.ts';
import type { MirrorSessionRow, MirrorSessionsRepository } from './mirror-sessions.repository.ts';
import type { MirrorRepository } from './mirror.repository.ts';
import type { DeviceViewer } from './mirror.service.ts';

/** A session with its appointment: what every device write answers. */
export interface MirrorSessionView {
  session: MirrorSessionRow;
  appointment: AppointmentRow;
  portalUrl: string;
  /** The code a client may still type; null once it no longer joins (see isSessionCodeLive). */
  code: string | null;
  /**
   * Why the engine, having just run, picked nothing (null when it picked something); left out of
   * every other answer, whose gap is judged from the catalogue alone (recommendationGapOf).
   */
  recommendationGap?: RecommendationGap | null;
  /**
   * What the engine, having just run, left out of the routine and the answers it lacked, in words;
   * left out of every other answer, which reads none.
   */
  recommendationNotes?: string[];
}

/** The product's Session, as startSession answers it. */
export interface JoinedSession {
  id: string;
  userId: string;
  salonId: string;
  appointmentId: string;
  existingAppointment: boolean;
}

/** A recommended product as the mirror shows it: why it was chosen, and what the client would pay. */
export interface SessionRecommendation {
  productId: string;
  sku: string;
  name: string;
  /** Null when the catalogue no longer has the product. */
  brandName: string | null;
  productType: string | null;
  size: string | null;
  image: string | null;
  /** Null when the salon may no longer sell it. */
  priceCents: number | null;
  reasons: Array<{ filter: string; value: string }>;
  reasonSummary: string;
}

/** A change a device write makes inside its transaction; `cart` when it changed the cart. */
interface SessionChange {
  appointment: AppointmentRow;
  cart?: {
    before: { status: CartRow['status']; itemCount: number } | null;
    after: CartRow;
    itemCount: number;
    /** The lines the cart holds now, for its webhook event. */
    lines: ReadonlyArray<{ quantity: number; priceCents: number }>;
  };
}

/** Codes are drawn among about a billion; a clash with an open session is rare, and a few tries are plenty. */
const CODE_DRAWS = 3;

export function createMirrorSessionsService(deps: {
  sessions: MirrorSessionsRepository;
  mirror: Pick<MirrorRepository, 'claimWriteKey'>;
  /** The measure's suggestion kept beside the confirmed colour, written with the analysis. */
  confirmations: Pick<HairColourConfirmationsRepository, 'keepPair' | 'dropPair'>;
  /** The appointment a session fills is the appointments module's: it is read here and written through its service. */
  appointments: Pick<AppointmentsService, 'consultation' | 'fillCart'>;
  appointmentRecords: Pick<
    AppointmentsReads,
    | 'findAppointment'
    | 'lockAppointment'
    | 'recommendationsOf'
    | 'cartOfAppointment'
    | 'photoInUse'
    | 'previousAnalysed'
  >;
  /** The cart saved at the mirror is an order: the orders module places it, in the write's transaction. */
  orders: Pick<OrdersService, 'placeMirrorCart'>;
  staff: Pick<StaffReads, 'findStaff'>;
  salons: Pick<SalonsService, 'findSalon' | 'grantSalonClient'>;
  catalog: Pick<CatalogService, 'recommendationCandidates' | 'catalogueProducts' | 'recommendationCatalogue'>;
  /** Every write here tells what it changed, and the news, webhook and live events follow from that. */
  changes: Pick<ChangesService, 'transaction'>;
  limits: IpRateLimiter;
  /** The private folder of client photos, where the appointments module reads them. */
  photos: FileStore;
  publicUrl: string;
  now: () => Date;
}) {
  const { sessions, appointments, appointmentRecords, now } = deps;

  const notFound = () => new UserError('NOT_FOUND', mirrorSessionMessages.notFound);
  const codeUnknown = () => new UserError('NOT_FOUND', mirrorSessionMessages.codeUnknown);
  const ended = () => new UserError('CONFLICT', mirrorSessionMessages.ended);
  const viewOf = (session: MirrorSessionRow, appointment: AppointmentRow): MirrorSessionView => ({
    session,
    appointment,
    portalUrl: portalSessionUrl(deps.publicUrl, session.id),
    code: isSessionCodeLive(session, now()) ? session.code : null,
  });

  /** The session of this device; another mirror's session, even of the same salon, does not exist for it. */
  function ownSession(session: MirrorSessionRow | undefined, device: DeviceViewer): MirrorSessionRow {
    if (!session || session.createdByDeviceId !== device.deviceId || session.salonId !== device.salonId)
      throw notFound();
    return session;
  }

  /**
   * Runs a device write on the locked session and appointment, and tells what it changed. An ended
   * session refuses it; with an idempotency key already used, nothing changes and the session is
   * answered as it is.
   */
  async function write(
    device: DeviceViewer,
    sessionId: string,
    idempotencyKey: string | null,
    change: (appointment: AppointmentRow, tx: Database, tell: TellChange) => Promise<SessionChange>,
  ): Promise<MirrorSessionView> {
    if (!isUuid(sessionId)) throw notFound();
    const result = await deps.changes.transaction(async (tx, tell) => {
      const session = ownSession(await sessions.lockSession(sessionId, tx), device);
      if (session.endedAt) throw ended();
      const appointment = session.appointmentId
        ? await appointmentRecords.lockAppointment(session.appointmentId, tx)
        : undefined;
      if (!appointment) throw notFound();
      if (idempotencyKey !== null && !(await deps.mirror.claimWriteKey(device.deviceId, idempotencyKey, now(), tx))) {
        return { session, changed: null };
      }
      const changed = await change(appointment, tx, tell);
      const { cart } = changed;
      await tell({
        kind: 'appointment',
        before: appointment,
        after: changed.appointment,
        at: now(),
        ...(cart
          ? {
              cart: {
                before: cart.before && {
                  status: cart.before.status,
                  items: Array.from({ length: cart.before.itemCount }, () => ({ quantity: 1 })),
                },
                after: cart.after,
                lines: cart.lines,
              },
            }
          : {}),
      });
      return { session, changed };
    });
    return result.changed ? viewOf(result.session, result.changed.appointment) : view(device, sessionId);
  }

  async function view(device: DeviceViewer, sessionId: string): Promise<MirrorSessionView> {
    if (!isUuid(sessionId)) throw notFound();
    const session = ownSession(await sessions.findSession(sessionId), device);
    const appointment = session.appointmentId
      ? await appointmentRecords.findAppointment(session.appointmentId)
      : undefined;
    if (!appointment) throw notFound();
    return viewOf(session, appointment);
  }

  /**
   * Those of the given products the salon may recommend now. Read before a write's transaction: on
   * the embedded database a read outside it would wait for the one connection it holds.
   */
  async function recommendable(salonId: string, only: { ids: readonly string[] } | { skus: readonly string[] }) {
    const asked = 'ids' in only ? only.ids : only.skus;
    return asked.length === 0 ? [] : deps.catalog.recommendationCandidates(salonId, only);
  }

  const notRecommendable = () => new UserError('BAD_USER_INPUT', mirrorSessionMessages.notRecommendable);

  /**
   * A typed code is a guess until it matches, so every try is counted, per account and per address,
   * before the lookup: a throttled caller is refused even the right code, or guessing would go on.
   * A code that matches is given back, so only wrong ones count. It matches only a session still
   * waiting for its client, within the code's lifetime.
   */
  async function sessionOfTypedCode(userId: string, typed: string, ip: string): Promise<MirrorSessionRow> {
    const address = addressRateKey(ip);
    await deps.limits.consume('sessionCodeAccount', userId, mirrorSessionMessages.tooManyCodes);
    await deps.limits.consume('sessionCodeAddress', address, mirrorSessionMessages.tooManyCodes);
    const code = normaliseTypedCode(typed);
    const found = isSessionCode(code) ? await sessions.findOpenSessionByCode(code) : undefined;
    if (!found || !isSessionCodeLive(found, now())) throw codeUnknown();
    await Promise.all([
      deps.limits.giveBack('sessionCodeAccount', userId),
      deps.limits.giveBack('sessionCodeAddress', address),
    ]);
    return found;
  }

  return {
    /**
     * A write of a module above this one on the session's appointment (the colour record's), with
     * the same guards as the mirror's own: this mirror's session, not ended, the appointment locked.
     * The change answers the appointment as it leaves it (itself when only the module's rows changed).
     */
    writeOnSession: (
      device: DeviceViewer,
      sessionId: string,
      change: (appointment: AppointmentRow, tx: Database) => Promise<AppointmentRow>,
    ): Promise<MirrorSessionView> =>
      write(device, sessionId, null, async (appointment, tx) => ({ appointment: await change(appointment, tx) })),

    /**
     * The salon of a session, for the scope check. A session that does not exist answers the
     * device's own salon, so the mirror is told "does not exist" rather than "not authorised".
     */
    async salonIdOfSession(sessionId: string, device: DeviceViewer | null): Promise<string> {
      const found = isUuid(sessionId) ? await sessions.findSession(sessionId) : undefined;
      return found?.salonId ?? device?.salonId ?? '';
    },

    /**
     * Whether a mirror may show an appointment's photos: only the mirror running its consultation,
     * and only until the consultation ends (a client's photos are otherwise for the salon's admins
     * and the client).
     */
    async showsPhotosOf(device: DeviceViewer, appointmentId: string): Promise<boolean> {
      const session = isUuid(appointmentId) ? await sessions.findOpenSessionOfAppointment(appointmentId) : undefined;
      return (
        session !== undefined && session.createdByDeviceId === device.deviceId && session.salonId === device.salonId
      );
    },

    /** createMirrorSession: a new consultation for a stylist of the salon, waiting for its client. */
    async create(device: DeviceViewer, staffId: string): Promise<MirrorSessionView> {
      const stylist = isUuid(staffId) ? await deps.staff.findStaff(staffId) : undefined;
      if (!stylist || stylist.salonId !== device.salonId || stylist.active === false) {
        throw new UserError('BAD_USER_INPUT', mirrorSessionMessages.stylistUnknown, {
          fields: [{ field: 'staffId', message: mirrorSessionMessages.stylistUnknown }],
        });
      }
      for (let draw = 0; draw < CODE_DRAWS; draw += 1) {
        const code = sessionCodeFromBytes(randomBytes(SESSION_CODE_LENGTH));
        const created = await deps.changes.transaction(async (tx, tell) => {
          if (await sessions.findOpenSessionByCode(code, tx)) return undefined;
          const appointment = await appointments.consultation.open(
            { salonId: device.salonId, staffId: stylist.id, at: now() },
            tx,
          );
          const session = await sessions.insertSession(
            { salonId: device.salonId, appointmentId: appointment.id, deviceId: device.deviceId, code, at: now() },
            tx,
          );
          await tell({ kind: 'appointment', before: null, after: appointment, at: now() });
          return { session, appointment };
        });
        if (created) return viewOf(created.session, created.appointment);
      }
      throw new Error('no free session code after several draws');
    },

    view,

    /** The session's recommendations in order, with their reasons and the salon's price today. */
    async recommendations(appointmentId: string, salonId: string): Promise<SessionRecommendation[]> {
      const rows = await appointmentRecords.recommendationsOf(appointmentId);
      const ids = rows.map((row) => row.productId);
      const [products, sellable] = await Promise.all([
        deps.catalog.catalogueProducts(ids),
        recommendable(salonId, { ids }),
      ]);
      const productOf = new Map(products.map((product) => [product.id, product]));
      const priceOf = new Map(sellable.map((product) => [product.id, product.customPriceCents ?? product.rrpAuCents]));
      return rows.map((row) => {
        const product = productOf.get(row.productId);
        return {
          productId: row.productId,
          sku: row.sku,
          name: product?.name ?? row.sku,
          brandName: product?.brandName ?? null,
          productType: product?.productType ?? null,
          size: product?.size ?? null,
          image: product ? productImageOf(product) : null,
          priceCents: priceOf.get(row.productId) ?? null,
          reasons: row.reasons,
          reasonSummary: row.reasonSummary,
        };
      });
    },

    /**
     * startSession: the signed-in client joins the mirror's session by its id (the QR link) or its
     * code. The first join makes the session's appointment theirs and gives them salonClient access;
     * the same client joining again (a reload of the portal) continues it (existingAppointment).
     * An ended session, or one someone else joined, refuses and changes nothing.
     */
    async start(
      userId: string,
      idOrCode: string,
      device: { devicePlatform: string | null; deviceToken: string | null },
      ip: string,
    ): Promise<JoinedSession> {
      let found: MirrorSessionRow | undefined;
      if (isUuid(idOrCode)) {
        await deps.limits.consume('sessionLinkAccount', userId);
        found = await sessions.findSession(idOrCode);
        if (!found) throw notFound();
      } else {
        found = await sessionOfTypedCode(userId, idOrCode, ip);
      }
      const session = await deps.changes.transaction(async (tx, tell) => {
        const locked = await sessions.lockSession(found.id, tx);
        if (!locked?.appointmentId) throw notFound();
        if (locked.endedAt) throw ended();
        if (locked.userId !== null) {
          if (locked.userId !== userId) throw new UserError('CONFLICT', mirrorSessionMessages.joinedBySomeoneElse);
          return sessions.updateSession(locked.id, { existingAppointment: true, ...device }, now(), tx);
        }
        const before = await appointmentRecords.lockAppointment(locked.appointmentId, tx);
        if (!before) throw notFound();
        const appointment = await appointments.consultation.joinClient(before.id, userId, tx);
        await deps.salons.grantSalonClient(userId, locked.salonId, tx);
        const joined = await sessions.updateSession(
          locked.id,
          { userId, joinedAt: now(), existingAppointment: false, ...device },
          now(),
          tx,
        );
        await tell({ kind: 'appointment', before, after: appointment, at: now() });
        return joined;
      });
      if (!session.userId || !session.appointmentId) throw new Error('a joined session has its client and appointment');
      return {
        id: session.id,
        userId: session.userId,
        salonId: session.salonId,
        appointmentId: session.appointmentId,
        existingAppointment: session.existingAppointment,
      };
    },

    recordHairAnalysis(
      device: DeviceViewer,
      sessionId: string,
      analysis: HairAnalysisInput,
    ): Promise<MirrorSessionView> {
      const { scalpConcerns, hairColour, hairColourSuggestion, ...scores } = analysis;
      return write(device, sessionId, null, async (appointment, tx) => {
        const recorded = await appointments.consultation.recordHairAnalysis(
          appointment.id,
          {
            ...scores,
            scalpConcerns: scalpConcernsText(scalpConcerns),
            // An analysis saved again without a colour keeps none: the stylist cleared it.
            hairLevel: hairColour?.level ?? null,
            hairTone: hairColour?.tone ?? null,
            hairGreyShare: hairColour?.greyShare ?? null,
          },
          tx,
        );
        // The pair kept is always the one this save shows: a save without either half leaves none, or
        // the console would count a suggestion against a colour the stylist has since cleared or changed.
        if (hairColour && hairColourSuggestion) {
          await deps.confirmations.keepPair(
            {
              salonId: appointment.salonId,
              appointmentId: appointment.id,
              suggested: hairColourSuggestion,
              confirmed: hairColour,
            },
            now(),
            tx,
          );
        } else {
          await deps.confirmations.dropPair(appointment.id, tx);
        }
        return { appointment: recorded };
      });
    },

    /**
     * The analysis of the client's latest earlier session at this salon, for the stylist to start
     * from; null before a client joins or when none of their earlier sessions here was analysed. The
     * view is the mirror's own session (ownSession), and the salon is checked once more against it.
     */
    async previousHairAnalysis(device: DeviceViewer, current: MirrorSessionView): Promise<AppointmentRow | null> {
      const { session, appointment } = current;
      if (!session.userId || !appointment.clientId) return null;
      if (session.salonId !== device.salonId || appointment.salonId !== device.salonId) return null;
      return (await appointmentRecords.previousAnalysed(device.salonId, appointment.clientId, appointment)) ?? null;
    },

    setTreatment(device: DeviceViewer, sessionId: string, treatment: Treatment): Promise<MirrorSessionView> {
      return write(device, sessionId, null, async (appointment, tx) => ({
        appointment: await appointments.consultation.chooseTreatment(appointment.id, treatment, tx),
      }));
    },

    /**
     * The engine over the salon's recommendable catalogue, with the session's analysis, hair colour
     * and treatment and what the stylist said of the client (kept only in the reasons it produces);
     * the picks (only what suits, at most 10) replace the list, each with its reasons, and the answer
     * carries what the engine left out of the routine and the answers it lacked.
     */
    async computeRecommendations(
      device: DeviceViewer,
      sessionId: string,
      profile: RecommendationProfile,
    ): Promise<MirrorSessionView> {
      const [candidates, salon] = await Promise.all([
        deps.catalog.recommendationCandidates(device.salonId),
        deps.salons.findSalon(device.salonId),
      ]);
      const visibleBrandIds = new Set(candidates.map((product) => product.brandId));
      let picked = 0;
      let recommendationNotes: string[] = [];
      const view = await write(device, sessionId, null, async (appointment, tx) => {
        const regimen = recommendRegimen({
          analysis: appointment,
          hairColour: storedHairColour({
            level: appointment.hairLevel,
            tone: appointment.hairTone,
            greyShare: appointment.hairGreyShare,
          }),
          treatment: appointment.treatment,
          ...profile,
          products: candidates,
          visibleBrandIds,
          preferredBrandId: salon?.preferredRecommendationBrandId ?? null,
        });
        const { picks } = regimen;
        picked = picks.length;
        recommendationNotes = regimenNotes(regimen);
        const list = picks.map((pick) => ({
          productId: pick.product.id,
          sku: pick.product.sku,
          reasons: pick.reasons,
          reasonSummary: pick.summary,
        }));
        return { appointment: await appointments.consultation.recommend(appointment.id, list, tx) };
      });
      const recommendationGap =
        picked > 0 ? null : gapOf(await deps.catalog.recommendationCatalogue(device.salonId), picked);
      return { ...view, recommendationGap, recommendationNotes };
    },

    /**
     * Why the session's list is empty: what computeRecommendations found when it just ran, else
     * the salon's catalogue as it is now; null for a list with products.
     */
    async recommendationGapOf(view: MirrorSessionView): Promise<RecommendationGap | null> {
      if (view.recommendationGap !== undefined) return view.recommendationGap;
      if ((await appointmentRecords.recommendationsOf(view.appointment.id)).length > 0) return null;
      return gapOf(await deps.catalog.recommendationCatalogue(view.appointment.salonId), null);
    },

    /**
     * The stylist's edit (a swap or a removal), SKUs in order: each must be recommendable now. A
     * product that stays keeps the reasons the engine gave it; one the stylist chose has none.
     */
    async setRecommendations(
      device: DeviceViewer,
      sessionId: string,
      skus: readonly string[],
    ): Promise<MirrorSessionView> {
      const candidates = new Map(
        (await recommendable(device.salonId, { skus })).map((product) => [product.sku, product]),
      );
      const chosen = skus.map((sku) => {
        const product = candidates.get(sku);
        if (!product) throw notRecommendable();
        return product;
      });
      return write(device, sessionId, null, async (appointment, tx) => {
        const kept = new Map(
          (await appointmentRecords.recommendationsOf(appointment.id, tx)).map((row) => [row.sku, row]),
        );
        const list: RecommendationWithReasons[] = chosen.map((product) => ({
          productId: product.id,
          sku: product.sku,
          reasons: kept.get(product.sku)?.reasons ?? [],
          reasonSummary: kept.get(product.sku)?.reasonSummary ?? '',
        }));
        return { appointment: await appointments.consultation.recommend(appointment.id, list, tx) };
      });
    },

    /**
     * The client's cart, pickup or delivery: each line's price is the salon's custom price, else the
     * RRP, whatever the mirror thinks it is; only products the salon may recommend can be bought.
     * The appointment records the SKUs bought (one per unit) and whether they are picked up, and the
     * cart's order follows it (orders' placeMirrorCart): placed, changed, or cancelled when emptied.
     */
    async setCart(
      device: DeviceViewer,
      sessionId: string,
      deliveryType: CartRow['deliveryType'],
      items: CartItemsInput,
      idempotencyKey: string | null,
    ): Promise<MirrorSessionView> {
      const byId = new Map(
        (await recommendable(device.salonId, { ids: items.map((item) => item.productId) })).map((product) => [
          product.id,
          product,
        ]),
      );
      const sold = items.map((item) => {
        const product = byId.get(item.productId);
        if (!product) throw notRecommendable();
        return { product, quantity: item.quantity, unitPriceCents: product.customPriceCents ?? product.rrpAuCents };
      });
      const lines: PricedCartLine[] = sold.map(({ product, quantity, unitPriceCents }) => ({
        productId: product.id,
        sku: product.sku,
        quantity,
        priceCents: unitPriceCents,
        currency: 'AUD',
      }));
      return write(device, sessionId, idempotencyKey, async (appointment, tx, tell) => {
        const {
          appointment: after,
          before,
          cart,
        } = await appointments.fillCart(appointment, deliveryType, lines, now(), tx);
        // The saved cart is an order; one the client paid for, or the salon closed, refuses the change.
        await deps.orders.placeMirrorCart(
          tx,
          tell,
          after,
          cart,
          sold.map(({ product, quantity, unitPriceCents }) => ({
            productId: product.id,
            name: product.name,
            quantity,
            unitPriceCents,
          })),
          deliveryType,
        );
        return {
          appointment: after,
          cart: {
            before: before ? { status: before.cart.status, itemCount: before.itemCount } : null,
            after: cart,
            itemCount: lines.length,
            lines,
          },
        };
      });
    },

    /**
     * The client's selfie or 360 capture: its type from its bytes, at most 10 MiB, kept in the private
     * folder the appointment's photo route reads. The photo it replaces goes once nothing shows it;
     * a retry with a used key keeps the first photo and drops the new file.
     */
    async uploadImage(
      device: DeviceViewer,
      sessionId: string,
      kind: SessionImageKind,
      bytes: Uint8Array,
      idempotencyKey: string | null,
    ): Promise<MirrorSessionView> {
      const checked = checkSessionImage(bytes);
      if (!checked.ok) throw new UserError('BAD_USER_INPUT', checked.message);
      const { appointment } = await view(device, sessionId);
      const stored = `appointments/${appointment.id}/${kind}-${randomBytes(12).toString('hex')}.${SESSION_IMAGE_EXTENSIONS[checked.contentType]}`;
      await deps.photos.write(stored, bytes);
      const replaced: { path: string | null } = { path: null };
      const column = kind === 'selfie' ? 'clientSelfieImageUrl' : 'client360ImageUrl';
      try {
        const result = await write(device, sessionId, idempotencyKey, async (locked, tx) => {
          replaced.path = locked[column];
          return {
            appointment: await appointments.consultation.storePhoto(locked.id, kind, stored, checked.contentType, tx),
          };
        });
        if (result.appointment[column] !== stored) await deps.photos.remove(stored);
        else if (
          replaced.path &&
          !replaced.path.startsWith('/files/') &&
          !(await appointmentRecords.photoInUse(replaced.path))
        )
          await deps.photos.remove(replaced.path);
        return result;
      } catch (error) {
        await deps.photos.remove(stored);
        throw error;
      }
    },

    /** The client likes one of the session's photos; a retry with a used key likes it once. */
    likeImage(
      device: DeviceViewer,
      sessionId: string,
      kind: SessionImageKind,
      idempotencyKey: string | null,
    ): Promise<MirrorSessionView> {
      return write(device, sessionId, idempotencyKey, async (appointment, tx) => {
        const stored = kind === 'selfie' ? appointment.clientSelfieImageUrl : appointment.client360ImageUrl;
        if (!stored) throw new UserError('BAD_USER_INPUT', mirrorSessionMessages.imageUnknown);
        return { appointment: await appointments.consultation.likePhoto(appointment.id, kind, now(), tx) };
      });
    },

    /** A rebook request: the admins see "{staff} has sent through a rebook request for {client}". */
    async requestRebook(
      device: DeviceViewer,
      sessionId: string,
      rebook: { rebookDelay: number; rebookLength: number },
    ): Promise<MirrorSessionView> {
      const salon = await appointments.consultation.rebookSalon(device.salonId);
      return write(device, sessionId, null, async (appointment, tx) => ({
        appointment: await appointments.consultation.requestRebook(appointment, rebook, salon, tx),
      }));
    },

    setNotes(device: DeviceViewer, sessionId: string, notes: string | null): Promise<MirrorSessionView> {
      return write(device, sessionId, null, async (appointment, tx) => ({
        appointment: await appointments.consultation.writeNotes(appointment.id, notes, tx),
      }));
    },

    /** Ends the consultation; ending it again answers it as it is, so a retried end is no error. */
    async end(device: DeviceViewer, sessionId: string): Promise<MirrorSessionView> {
      if (!isUuid(sessionId)) throw notFound();
      const result = await deps.changes.transaction(async (tx, tell) => {
        const session = ownSession(await sessions.lockSession(sessionId, tx), device);
        if (session.endedAt) return null;
        const closed = await sessions.updateSession(session.id, { endedAt: now() }, now(), tx);
        const appointment = closed.appointmentId
          ? await appointments.consultation.end(closed.appointmentId, tx)
          : undefined;
        if (!appointment) return null;
        const recommended = await appointmentRecords.recommendationsOf(appointment.id, tx);
        await tell({
          kind: 'consultationFinished',
          appointment,
          at: closed.endedAt ?? now(),
          recommendedProductCount: recommended.length,
        });
        return { closed, appointment };
      });
      return result ? viewOf(result.closed, result.appointment) : view(device, sessionId);
    },
  };
}

export type MirrorSessionsService = ReturnType<typeof createMirrorSessionsService>;
