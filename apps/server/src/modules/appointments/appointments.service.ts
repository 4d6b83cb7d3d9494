import type { Readable } from 'node:stream';
import { clientRecordKey, type AppointmentListFilter } from '@piiq/domain/appointments';
import { pageOffset, type PageArgs } from '@piiq/domain/paging';
import { appointmentListRow } from '@piiq/domain/cart';
import { navParamRange } from '@piiq/domain/dates';
import type { Treatment } from '@piiq/domain/hair-analysis';
import type { AnnouncedAppointment } from '@piiq/domain/notifications';
import { orderStatusOfState, retailWording } from '@piiq/domain/orders';
import { imageShareMessages, MAX_IMAGE_SHARES_PER_APPOINTMENT, type ImageShareWay } from '@piiq/domain/image-shares';
import { recommendationMessages } from '@piiq/domain/recommendations';
import { sniffPhotoType } from '@piiq/domain/salon-photo';
import {
  applyRebookAction,
  availableRebookActions,
  canAskToRebook,
  CLIENT_REBOOK_LENGTH_MINUTES,
  rebookActionDone,
  rebookReminderDueAt,
  rebookReminderEmail,
  rebookStatus,
  reminderStillDue,
  type RebookAction,
} from '@piiq/domain/rebook';
import type { Database } from '../../db/client.ts';
import { notFound, UserError } from '../../errors.ts';
import { isUuid } from '../../ids.ts';
import { decodePageToken, keysetPage, pageFromStart, twoWayPage, type PageStart } from '../../keyset.ts';
import { enqueueOutbox, scheduleOutbox } from '../../jobs/outbox.ts';
import type { EventsPort } from '../../ports/events.ts';
import type { FileStore } from '../../ports/files.ts';
import type { AuditActor, AuditService } from '../audit/audit.service.ts';
import type { AuthReads } from '../auth/auth.reads.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { ChangesService, TellChange } from '../changes/changes.service.ts';
import type { SalonsReads } from '../salons/salons.reads.ts';
import { PHOTO_KINDS, photoUrl, type PhotoKind } from './photo-url.ts';
import type {
  AppointmentListRow,
  ClientRow,
  AppointmentRow,
  AppointmentsRepository,
  CartItemRow,
  CartRow,
  ImageShareRow,
  PricedCartLine,
  RecommendationWithReasons,
} from './appointments.repository.ts';

/**
 * The mirror's hair analysis as the appointment keeps it: raw scores, the scalp concerns as a comma
 * list, and the confirmed hair colour's three columns (all null when there is none).
 */
export type HairAnalysis = Pick<
  AppointmentRow,
  | 'colorSensitivity'
  | 'curl'
  | 'density'
  | 'elasticity'
  | 'porous'
  | 'texture'
  | 'scalpConcerns'
  | 'hairLevel'
  | 'hairTone'
  | 'hairGreyShare'
>;

export interface AppointmentPage {
  items: AppointmentListRow[];
  /** Where the next page starts; null on the last page. */
  nextToken: string | null;
  /** Where the page before ends; null on the first page. */
  previousToken: string | null;
  /** Counted only when asked for: a list shows it once per filter, not once per page. */
  totalCount: () => Promise<number>;
}

/**
 * A list row as the product normalises it ("(No Name)", cart id "0", the derived statuses and the
 * retail words of its order's state), for every list and export.
 */
export function listRowOf(row: AppointmentListRow) {
  const order = row.orderState ? { state: row.orderState, deliveryType: row.cartDeliveryType ?? 'PICKUP' } : null;
  return {
    ...appointmentListRow({
      ...row,
      cart: row.cartId
        ? {
            id: row.cartId,
            status: order ? orderStatusOfState(order.state) : null,
            items: row.cartItemCount > 0 ? [{ quantity: row.cartItemCount }] : [],
          }
        : null,
    }),
    orderState: row.orderState,
    retailStatus: retailWording(order),
  };
}

/** The addresses of the photos a visit keeps, as the API gives them to whoever may see them. */
function keptPhotoUrls(appointment: AppointmentRow): string[] {
  return PHOTO_KINDS.filter((kind) =>
    kind === 'selfie' ? appointment.clientSelfieImageUrl : appointment.client360ImageUrl,
  ).map((kind) => photoUrl(appointment.id, kind));
}

/** What scheduling a reminder reads of the salon: its delay, its zone, and whether a rebook request schedules one. */
export interface RebookSalon {
  rebookNotificationDelay: number;
  timeZone: string;
  scheduleRebookReminderOnRequest: boolean;
}

/**
 * One reminder row per appointment, whoever schedules it, and one email: a reminder removed and set
 * up again, or scheduled by the request and by Setup Reminder, still reaches the client once.
 */
const rebookReminderKey = (appointmentId: string) => `rebook-reminder:${appointmentId}`;
const rebookReminderEmailKey = (appointmentId: string) => `rebook-reminder-email:${appointmentId}`;

export function createAppointmentsService(deps: {
  db: Database;
  repository: AppointmentsRepository;
  salons: Pick<SalonsReads, 'findSalon'>;
  users: Pick<AuthReads, 'findUserById'>;
  catalog: Pick<CatalogService, 'catalogueProducts' | 'recommendableProducts' | 'recommendationCandidates'>;
  events: Pick<EventsPort, 'subscribe'>;
  /** Every write here tells what it changed, and the news, webhook and live events follow from that. */
  changes: Pick<ChangesService, 'transaction'>;
  /** The private folder of client photos. */
  photos: FileStore;
  /** Deleting a client's photos is one of the salon's sensitive actions the provider's audit log keeps. */
  audit: Pick<AuditService, 'record'>;
  now: () => Date;
}) {
  const { db, repository, events, now } = deps;

  /**
   * Runs a change on the locked appointment and tells it (what follows is decided from the change);
   * a change that changed nothing tells nothing.
   */
  async function changeAppointment(
    appointmentId: string,
    change: (appointment: AppointmentRow, tx: Database) => Promise<AppointmentRow>,
    told: Pick<AnnouncedAppointment, 'rebookAskedByClient'> = {},
  ): Promise<AppointmentRow> {
    if (!isUuid(appointmentId)) throw notFound();
    return deps.changes.transaction(async (tx, tell) => {
      const appointment = await repository.lockAppointment(appointmentId, tx);
      if (!appointment) throw notFound();
      const after = await change(appointment, tx);
      if (after !== appointment)
        await tell({ kind: 'appointment', before: appointment, after: { ...after, ...told }, at: now() });
      return after;
    });
  }

  /**
   * The appointment's one reminder row, for the reminder of `at`, written or moved to run at `runAt`
   * (its own time, but for the development shortcut), in the caller's transaction.
   */
  const queueReminder = (appointmentId: string, at: Date, tx: Database, runAt = at) =>
    scheduleOutbox(tx, {
      kind: 'rebookReminder',
      payload: { appointmentId, scheduledAt: at.toISOString() },
      runAt,
      dedupeKey: rebookReminderKey(appointmentId),
    });

  /** A rebook action on the locked appointment; a reminder it schedules is queued in the same transaction. */
  async function applyRebook(
    appointment: AppointmentRow,
    action: RebookAction,
    salon: Omit<RebookSalon, 'scheduleRebookReminderOnRequest'>,
    tx: Database,
  ): Promise<AppointmentRow> {
    const result = applyRebookAction(appointment, action, now(), salon);
    if (!result.ok) throw new UserError('CONFLICT', result.error.message);
    const reminderAt = result.change.rebookNotificationScheduledAt;
    if (reminderAt && reminderAt.getTime() !== appointment.rebookNotificationScheduledAt?.getTime())
      await queueReminder(appointment.id, reminderAt, tx);
    return repository.updateAppointment(appointment.id, result.change, tx);
  }

  /**
   * A client's rebook request, from the mirror or the portal, on the locked appointment. When the
   * salon asks for it, the request schedules the reminder with the salon's message, as Setup
   * Reminder would, in the request's transaction; a visit that is rebooked, or that has no client,
   * gets none. A reminder already scheduled and not yet sent moves when the stylist changes the
   * interval, whatever the salon's switch, since it was due by the interval it replaces. The salon is
   * read before the transaction (the embedded database has one connection).
   */
  async function requestRebook(
    appointment: AppointmentRow,
    rebook: { rebookDelay?: number; rebookLength: number },
    salon: RebookSalon | undefined,
    tx: Database,
  ): Promise<AppointmentRow> {
    const requested = await repository.updateAppointment(appointment.id, rebook, tx);
    if (!salon) return requested;
    if (rebookStatus(requested) === 'SCHEDULED' && !requested.rebookNotificationSentAt) {
      if (requested.rebookDelay === appointment.rebookDelay) return requested;
      const moved = rebookReminderDueAt(requested, salon, now());
      await queueReminder(requested.id, moved, tx);
      return repository.updateAppointment(requested.id, { rebookNotificationScheduledAt: moved }, tx);
    }
    if (!salon.scheduleRebookReminderOnRequest || !availableRebookActions(requested).includes('SETUP_REMINDER'))
      return requested;
    return applyRebook(requested, 'SETUP_REMINDER', salon, tx);
  }

  /**
   * Clears a client's photos and hair analysis at the salon inside the caller's transaction, and
   * tells it: the sessions stay, with their rebook, treatment, products and orders. Answers the
   * photo files, to remove once the transaction commits (`removePhotoFiles`).
   */
  async function clearClientPhotos(
    salonId: string,
    clientId: string,
    tx: Database,
    tell: TellChange,
  ): Promise<{ files: string[]; appointmentIds: string[] }> {
    const cleared = await repository.clearClientPhotos(salonId, clientId, tx);
    await tell({ kind: 'clientPhotosDeleted', salonId, clientId, appointmentIds: cleared.appointmentIds, at: now() });
    return cleared;
  }

  /** A photo file goes once no session shows it; a path under /files is an older public demo file. */
  async function removePhotoFiles(files: readonly string[]): Promise<void> {
    for (const stored of files) {
      if (!stored.startsWith('/files/') && !(await repository.photoInUse(stored))) await deps.photos.remove(stored);
    }
  }

  return {
    /** The salon and the client of an appointment, for the scope check of the client's own calls. */
    async partiesOfAppointment(appointmentId: string): Promise<{ salonId: string; clientId: string | null } | null> {
      if (!isUuid(appointmentId)) return null;
      const appointment = await repository.findAppointment(appointmentId);
      return appointment ? { salonId: appointment.salonId, clientId: appointment.clientId } : null;
    },

    /**
     * The client asks to rebook from the portal: the mirror's request by the same path, opening the
     * rebook with the stylist's suggestion or the usual visit, and the admins told in the client's
     * words. An appointment already asked, scheduled, sent or rebooked is answered as it is.
     */
    async requestRebookFromPortal(clientId: string, appointmentId: string): Promise<AppointmentRow> {
      const found = isUuid(appointmentId) ? await repository.findAppointment(appointmentId) : undefined;
      if (!found || found.clientId !== clientId) throw notFound();
      const salon = await deps.salons.findSalon(found.salonId);
      return changeAppointment(
        appointmentId,
        async (appointment, tx) => {
          if (appointment.clientId !== clientId) throw notFound();
          if (!canAskToRebook(appointment)) return appointment;
          return requestRebook(
            appointment,
            { rebookLength: appointment.rebookLength || CLIENT_REBOOK_LENGTH_MINUTES },
            salon,
            tx,
          );
        },
        { rebookAskedByClient: true },
      );
    },

    /** The salon an appointment belongs to, for the scope check of fields that only get its id. */
    async salonIdOfAppointment(appointmentId: string): Promise<string | null> {
      if (!isUuid(appointmentId)) return null;
      return (await repository.findAppointment(appointmentId))?.salonId ?? null;
    },

    async salonIdOfCart(cartId: string): Promise<string | null> {
      if (!isUuid(cartId)) return null;
      return (await repository.findCart(cartId))?.salonId ?? null;
    },

    /**
     * A page of the appointments list, newest first. The day filters are whole days in the salon's
     * own time zone (docs/product-rules.md).
     */
    async page(
      salon: { id: string; timeZone: string },
      filter: AppointmentListFilter,
      limit: number,
      start: PageStart = {},
    ): Promise<AppointmentPage> {
      const from = pageFromStart(start, limit);
      const range = navParamRange(filter.navParam, now(), salon.timeZone);
      const listFilter = { start: range.start, end: range.end, search: filter.search || undefined };
      const rows = await repository.pageOfSalon(salon.id, listFilter, from, limit + 1);
      return { ...twoWayPage(rows, limit, from), totalCount: () => repository.countOfSalon(salon.id, listFilter) };
    },

    /** The portal's me.allAppointments: the client's own appointments in every salon, newest first, by keyset. */
    async pageOfClient(
      clientId: string,
      limit: number,
      nextToken: string | null,
    ): Promise<{ items: AppointmentRow[]; nextToken: string | null }> {
      const after = nextToken ? decodePageToken(nextToken) : null;
      return keysetPage(await repository.pageOfClient(clientId, after, limit + 1), limit);
    },

    /** Client records: the salon's clients from their sessions, most recently seen first, a page by number. */
    async clients(
      salonId: string,
      search: string,
      page: PageArgs,
    ): Promise<{ items: ClientRow[]; totalCount: number }> {
      const items = await repository.clientsOfSalon(salonId, search || undefined, page.limit, pageOffset(page));
      // Past the last page no row carries the count: count from the start instead.
      const totalCount =
        items[0]?.totalCount ??
        (page.page > 1
          ? ((await repository.clientsOfSalon(salonId, search || undefined, 1, 0))[0]?.totalCount ?? 0)
          : 0);
      return { items, totalCount };
    },

    /** A client's page by its record id: their sessions at the salon, newest first, or an unnamed client's one session. */
    async client(
      salonId: string,
      recordId: string,
    ): Promise<{ clientId: string | null; sessions: AppointmentRow[] } | null> {
      const key = clientRecordKey(recordId);
      if (!isUuid('clientId' in key ? key.clientId : key.appointmentId)) return null;
      const sessions = await repository.sessionsOfClient(salonId, key);
      return sessions.length > 0 ? { clientId: 'clientId' in key ? key.clientId : null, sessions } : null;
    },

    /**
     * A client photo for someone the caller has already checked may see it. A path under /files is
     * an older public demo file, whose URL is answered instead.
     */
    async photo(
      appointment: AppointmentRow,
      kind: PhotoKind,
    ): Promise<{ body: Readable | Buffer; size: number; contentType: string } | { publicUrl: string } | null> {
      const stored = kind === 'selfie' ? appointment.clientSelfieImageUrl : appointment.client360ImageUrl;
      if (!stored) return null;
      if (stored.startsWith('/files/')) return { publicUrl: stored };
      const declared =
        kind === 'selfie' ? appointment.clientSelfieImageContentType : appointment.client360ImageContentType;
      if (declared) {
        const opened = await deps.photos.open(stored);
        return opened && { body: opened.body, size: opened.size, contentType: declared };
      }
      // A photo stored before its type was recorded: its bytes say what it is.
      const bytes = await deps.photos.read(stored);
      if (!bytes) return null;
      return { body: bytes, size: bytes.length, contentType: sniffPhotoType(bytes) ?? 'application/octet-stream' };
    },

    clearClientPhotos,
    removePhotoFiles,

    /** Deletes a client's photos and hair analysis at the salon, from the client page; the sessions stay. */
    async deleteClientPhotos(actor: AuditActor, salonId: string, clientId: string): Promise<void> {
      if (!isUuid(clientId)) throw notFound();
      const files = await deps.changes.transaction(async (tx, tell) => {
        const cleared = await clearClientPhotos(salonId, clientId, tx, tell);
        await deps.audit.record(tx, {
          actor,
          action: 'salon-admin.client-photos-delete',
          subjectKind: 'client',
          subjectId: clientId,
          salonId,
          before: { photos: cleared.files.length },
          after: { photos: 0, hairAnalysis: null },
        });
        return cleared.files;
      });
      await removePhotoFiles(files);
    },

    /** GetAppointment: one appointment of the salon; another salon's id is not found. */
    async appointmentOfSalon(salonId: string, appointmentId: string): Promise<AppointmentRow | null> {
      if (!isUuid(appointmentId)) return null;
      const appointment = await repository.findAppointment(appointmentId);
      return appointment?.salonId === salonId ? appointment : null;
    },

    cart: (appointmentId: string): Promise<CartRow | undefined> => repository.cartOfAppointment(appointmentId),
    cartItems: (cartId: string) => repository.itemsOfCart(cartId),
    /** An appointment's cart and its items, read side by side: the record shows both. */
    async cartWithItems(appointmentId: string): Promise<{ cart: CartRow; items: CartItemRow[] } | null> {
      const [cart, items] = await Promise.all([
        repository.cartOfAppointment(appointmentId),
        repository.itemsOfAppointmentCart(appointmentId),
      ]);
      return cart ? { cart, items } : null;
    },
    recommendations: (appointmentId: string) => repository.recommendationsOf(appointmentId),
    imageLikes: (appointmentId: string) => repository.imageLikesOf(appointmentId),
    imageShares: (appointmentId: string) => repository.imageSharesOf(appointmentId),
    /**
     * A client shared a kept photo of their own visit from the portal: the share joins the record,
     * which the salon's open pages read again. The photo is named by the address the appointment
     * gives it, and must be one the visit still keeps.
     */
    async recordImageShare(
      clientId: string,
      appointmentId: string,
      imageUrl: string,
      sharedTo: ImageShareWay,
    ): Promise<ImageShareRow> {
      if (!isUuid(appointmentId)) throw notFound();
      // The appointment is locked so that two shares at once cannot both pass the count.
      return deps.changes.transaction(async (tx, tell) => {
        const appointment = await repository.lockAppointment(appointmentId, tx);
        if (!appointment || appointment.clientId !== clientId) throw notFound();
        if (!keptPhotoUrls(appointment).includes(imageUrl))
          throw new UserError('BAD_USER_INPUT', imageShareMessages.notThisVisit);
        if ((await repository.countImageSharesOf(appointment.id, tx)) >= MAX_IMAGE_SHARES_PER_APPOINTMENT)
          throw new UserError('CONFLICT', imageShareMessages.tooMany);
        const share = await repository.insertImageShare(appointment.id, sharedTo, now(), tx);
        await tell({ kind: 'imageShared', appointment });
        return share;
      });
    },
    catalogueProducts: (ids: readonly string[]) => deps.catalog.catalogueProducts(ids),
    /** Of these products, those the salon may still sell, at its price: its custom price, else RRPAU. */
    async salonPrices(
      salonId: string,
      productIds: readonly string[],
    ): Promise<Array<{ id: string; priceCents: number }>> {
      if (productIds.length === 0) return [];
      const sellable = await deps.catalog.recommendationCandidates(salonId, { ids: productIds });
      return sellable.map((product) => ({
        id: product.id,
        priceCents: product.customPriceCents ?? product.rrpAuCents,
      }));
    },

    /** Setup Reminder, Remove Reminder, Mark as Rebooked and Reopen, by the rules of domain's rebook. */
    async rebook(appointmentId: string, action: RebookAction): Promise<AppointmentRow> {
      // The salon's delay and zone are read before the transaction: on the embedded database a read
      // outside it would wait for the one connection the transaction holds.
      const salonId = isUuid(appointmentId) ? (await repository.findAppointment(appointmentId))?.salonId : undefined;
      const salon = salonId ? await deps.salons.findSalon(salonId) : undefined;
      if (!salon) throw notFound();
      return changeAppointment(appointmentId, (appointment, tx) =>
        rebookActionDone(appointment, action)
          ? Promise.resolve(appointment)
          : applyRebook(appointment, action, salon, tx),
      );
    },

    /**
     * The outbox delivers a reminder when it falls due: unless Remove Reminder, Mark as Rebooked or
     * a newer schedule cancelled it, the client is emailed the salon's message and booking link, and
     * the appointment records that it was sent (which closes its rebook buttons).
     */
    async sendRebookReminder(payload: { appointmentId: string; scheduledAt: string }): Promise<void> {
      const scheduledAt = new Date(payload.scheduledAt);
      const first = await repository.findAppointment(payload.appointmentId);
      if (!first || !reminderStillDue(first, scheduledAt)) return;
      // Read before the transaction: on the embedded database the transaction holds the one connection.
      const [salon, client] = await Promise.all([
        deps.salons.findSalon(first.salonId),
        first.clientId ? deps.users.findUserById(first.clientId) : undefined,
      ]);
      if (!salon || !client) return;
      await deps.changes.transaction(async (tx, tell) => {
        const appointment = await repository.lockAppointment(payload.appointmentId, tx);
        if (!appointment || !reminderStillDue(appointment, scheduledAt)) return;
        const email = rebookReminderEmail({
          salonName: salon.name,
          clientName: client.name,
          message: salon.rebookNotificationMessage,
          bookingUrl: salon.bookingUrl,
          scheduledAt,
          timeZone: salon.timeZone,
        });
        await enqueueOutbox(tx, {
          kind: 'email',
          payload: { to: client.email, ...email },
          dedupeKey: rebookReminderEmailKey(appointment.id),
        });
        const sentAt = now();
        const sent = await repository.updateAppointment(appointment.id, { rebookNotificationSentAt: sentAt }, tx);
        await tell({ kind: 'reminderSent', appointment: sent, at: sentAt });
      });
    },

    /**
     * For trying piiq and its browser tests, never in production: the scheduled reminder is delivered
     * now rather than weeks from now, as it would be on its day (the email still names that day).
     * False when the appointment has no reminder waiting.
     */
    async sendRebookReminderNow(appointmentId: string): Promise<boolean> {
      if (!isUuid(appointmentId)) return false;
      const appointment = await repository.findAppointment(appointmentId);
      const scheduledAt = appointment?.rebookNotificationScheduledAt;
      if (!appointment || !scheduledAt || !reminderStillDue(appointment, scheduledAt)) return false;
      await db.transaction((tx) => queueReminder(appointmentId, scheduledAt, tx, now()));
      return true;
    },

    switchTreatment(appointmentId: string, treatment: Treatment): Promise<AppointmentRow> {
      return changeAppointment(appointmentId, (appointment, tx) =>
        appointment.treatment === treatment
          ? Promise.resolve(appointment)
          : repository.updateAppointment(appointment.id, { treatment }, tx),
      );
    },

    /**
     * Saves the recommendations as the stylist left them (a switch or a removal), by SKU in order. A
     * product already recommended may stay whatever became of it since; a new one must be one the
     * salon may recommend now.
     */
    async updateRecommendations(appointmentId: string, skus: readonly string[]): Promise<AppointmentRow> {
      const found = isUuid(appointmentId) ? await repository.findAppointment(appointmentId) : undefined;
      if (!found) throw notFound();
      const [current, recommendable] = await Promise.all([
        repository.recommendationsOf(found.id),
        deps.catalog.recommendableProducts(found.salonId),
      ]);
      const productOf = new Map<string, string>([
        ...recommendable.map((product) => [product.sku, product.id] as const),
        ...current.map((row) => [row.sku, row.productId] as const),
      ]);
      const list = skus.map((sku) => {
        const productId = productOf.get(sku);
        if (!productId) throw new UserError('BAD_USER_INPUT', recommendationMessages.notRecommendable);
        return { sku, productId };
      });
      return changeAppointment(appointmentId, async (appointment, tx) => {
        await repository.replaceRecommendations(appointment.id, list, tx);
        return repository.updateAppointment(appointment.id, {}, tx);
      });
    },

    updateNotes(appointmentId: string, notes: string | null): Promise<AppointmentRow> {
      return changeAppointment(appointmentId, (appointment, tx) =>
        repository.updateAppointment(appointment.id, { notes }, tx),
      );
    },

    /**
     * What a consultation at the mirror writes into its appointment. Each runs inside the caller's
     * transaction, which holds the mirror's session and the appointment locked, and answers the
     * appointment as it is after; the caller tells the salon once it commits.
     */
    consultation: {
      /** The stylist's new consultation, with no client until one joins. */
      open: (values: { salonId: string; staffId: string; at: Date }, tx: Database): Promise<AppointmentRow> =>
        repository.insertConsultation(values, tx),
      joinClient: (appointmentId: string, clientId: string, tx: Database): Promise<AppointmentRow> =>
        repository.updateAppointment(appointmentId, { clientId }, tx),
      recordHairAnalysis: (appointmentId: string, analysis: HairAnalysis, tx: Database): Promise<AppointmentRow> =>
        repository.updateAppointment(appointmentId, analysis, tx),
      chooseTreatment: (appointmentId: string, treatment: Treatment, tx: Database): Promise<AppointmentRow> =>
        repository.updateAppointment(appointmentId, { treatment }, tx),
      chooseColourService: (appointmentId: string, colourService: boolean, tx: Database): Promise<AppointmentRow> =>
        repository.updateAppointment(appointmentId, { colourService }, tx),
      /** The engine's picks or the stylist's edit, in order, each keeping why it was chosen. */
      async recommend(
        appointmentId: string,
        list: readonly RecommendationWithReasons[],
        tx: Database,
      ): Promise<AppointmentRow> {
        await repository.replaceSessionRecommendations(appointmentId, list, tx);
        return repository.updateAppointment(appointmentId, {}, tx);
      },
      storePhoto: (
        appointmentId: string,
        kind: PhotoKind,
        stored: string,
        contentType: string,
        tx: Database,
      ): Promise<AppointmentRow> =>
        repository.updateAppointment(
          appointmentId,
          kind === 'selfie'
            ? { clientSelfieImageUrl: stored, clientSelfieImageContentType: contentType }
            : { client360ImageUrl: stored, client360ImageContentType: contentType },
          tx,
        ),
      async likePhoto(appointmentId: string, kind: PhotoKind, at: Date, tx: Database): Promise<AppointmentRow> {
        await repository.insertImageLike(appointmentId, photoUrl(appointmentId, kind), at, tx);
        return repository.updateAppointment(appointmentId, {}, tx);
      },
      /** What a rebook request needs of the salon, read before the caller's transaction (the embedded database has one connection). */
      rebookSalon: (salonId: string): Promise<RebookSalon | undefined> => deps.salons.findSalon(salonId),
      /** The mirror's rebook request, by the same path as the portal's. */
      requestRebook,
      writeNotes: (appointmentId: string, notes: string | null, tx: Database): Promise<AppointmentRow> =>
        repository.updateAppointment(appointmentId, { notes }, tx),
      /** The list and the record show the session ended: the appointment changes with it. */
      end: (appointmentId: string, tx: Database): Promise<AppointmentRow> =>
        repository.updateAppointment(appointmentId, {}, tx),
    },

    /**
     * Puts the client's lines in the appointment's cart, picked up or delivered, inside the caller's
     * transaction (the mirror's cart, or an order paid in the portal). The appointment records the
     * SKUs bought, one per unit, and whether they are picked up; the cart as it was comes back too,
     * for the push rule.
     */
    async fillCart(
      appointment: Pick<AppointmentRow, 'id' | 'salonId'>,
      deliveryType: CartRow['deliveryType'],
      lines: readonly PricedCartLine[],
      at: Date,
      tx: Database,
    ): Promise<{ appointment: AppointmentRow; before: { cart: CartRow; itemCount: number } | null; cart: CartRow }> {
      const { before, cart } = await repository.setSessionCart(appointment, deliveryType, lines, at, tx);
      const after = await repository.updateAppointment(
        appointment.id,
        {
          salonPickup: deliveryType === 'PICKUP' && lines.length > 0,
          purchasedItems: lines.flatMap((line) => Array.from({ length: line.quantity }, () => line.sku)),
        },
        tx,
      );
      return { appointment: after, before, cart };
    },

    subscribeToAppointments: (salonId: string) => events.subscribe('appointmentUpdated', salonId),
    subscribeToCarts: (salonId: string) => events.subscribe('cartUpdated', salonId),
    findCart: (cartId: string) => repository.findCart(cartId),
    findAppointment: (appointmentId: string) => repository.findAppointment(appointmentId),
  };
}

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
