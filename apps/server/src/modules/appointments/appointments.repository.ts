import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  max,
  not,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import type { ClientRecordKey } from '@piiq/domain/appointments';
import type { OrderState } from '@piiq/domain/orders';
import { HAIR_SCORES } from '@piiq/domain/hair-analysis';
import type { Database } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { afterKeyset, beforeKeyset, keysetCursorOf } from '../../db/keyset-sql.ts';
import { preparedOnFirstUse } from '../../db/prepared.ts';
import { createAppointmentFiguresRepository, type AppointmentRetailSql } from './appointment-figures.repository.ts';
import { consultationRepository } from './consultation.repository.ts';
import { PHOTO_KINDS, PHOTO_ROUTE, photoUrl } from './photo-url.ts';
import type { KeysetCursor, PageFrom } from '../../keyset.ts';
import {
  appointmentImageLikes,
  appointmentImageShares,
  appointmentRecommendations,
  appointments,
} from '../../db/schema/appointments.ts';
import { cartItems, carts } from '../../db/schema/carts.ts';

export type AppointmentRow = typeof appointments.$inferSelect;
export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;
export type RecommendationRow = typeof appointmentRecommendations.$inferSelect;
export type ImageLikeRow = typeof appointmentImageLikes.$inferSelect;
export type ImageShareRow = typeof appointmentImageShares.$inferSelect;
export type { PricedCartLine, RecommendationWithReasons } from './consultation.repository.ts';

export interface AppointmentListFilter {
  start: Date | null;
  end: Date | null;
  /** Part of the client's name, any case. */
  search?: string | undefined;
}

/** What one row of the appointments list shows, with the cursor of the row. */
export interface AppointmentListRow {
  id: string;
  salonId: string;
  createdAt: Date;
  clientId: string | null;
  clientName: string;
  staffId: string | null;
  staffName: string;
  rebookLength: number | null;
  rebookNotificationScheduledAt: Date | null;
  rebookNotificationSentAt: Date | null;
  rebookedAt: Date | null;
  salonPickup: boolean;
  purchasedItems: string[];
  clientSelfieImageUrl: string | null;
  clientSelfieImageContentType: string | null;
  cartId: string | null;
  /** The state of the order the cart holds; null without one (no cart, or nothing in it). */
  orderState: OrderState | null;
  cartDeliveryType: CartRow['deliveryType'] | null;
  cartItemCount: number;
  clientAppointmentCount: number;
  cursor: string;
}

/** A client of the salon as its sessions show them. */
export interface ClientRow {
  clientId: string | null;
  /** The one session of a client nobody signed in as; null for a client with an account. */
  appointmentId: string | null;
  name: string;
  visits: number;
  lastAppointmentAt: Date;
  lastStylist: string;
  /** The latest session with a selfie: the portrait is its photo. */
  portraitAppointmentId: string | null;
  totalCount: number;
}

/** The list's conditions, given as values or, for a prepared statement, as placeholders. */
interface ListConditions {
  start?: Date | Placeholder | undefined;
  end?: Date | Placeholder | undefined;
  pattern?: string | Placeholder | undefined;
}

function listFilter(salonId: string | Placeholder, filter: ListConditions): SQL | undefined {
  return and(
    eq(appointments.salonId, salonId),
    filter.start ? gte(appointments.createdAt, filter.start) : undefined,
    filter.end ? lt(appointments.createdAt, filter.end) : undefined,
    filter.pattern ? sql`lower(${appointments.clientName}) like lower(${filter.pattern})` : undefined,
  );
}

/** Which conditions a list request has: each combination is its own prepared statement. */
interface ListShape {
  start: boolean;
  end: boolean;
  search: boolean;
  from: PageFrom['kind'];
}

const shapeOf = (filter: AppointmentListFilter, from: PageFrom): ListShape => ({
  start: filter.start !== null,
  end: filter.end !== null,
  search: Boolean(filter.search),
  from: from.kind,
});

const shapeName = (prefix: string, shape: ListShape) =>
  `${prefix}${shape.start ? '_start' : ''}${shape.end ? '_end' : ''}${shape.search ? '_search' : ''}${shape.from === 'top' ? '' : `_${shape.from}`}`;

const placeholdersOf = (shape: ListShape): ListConditions => ({
  start: shape.start ? sql.placeholder('start') : undefined,
  end: shape.end ? sql.placeholder('end') : undefined,
  pattern: shape.search ? sql.placeholder('pattern') : undefined,
});

const valuesOf = (salonId: string, filter: AppointmentListFilter, from: PageFrom) => ({
  salonId,
  start: filter.start,
  end: filter.end,
  pattern: filter.search ? containing(filter.search) : null,
  cursorCreatedAt: from.kind === 'after' || from.kind === 'before' ? from.cursor.createdAt : null,
  cursorId: from.kind === 'after' || from.kind === 'before' ? from.cursor.id : null,
  offset: from.kind === 'offset' ? from.offset : 0,
});

const cursorPlaceholders = { createdAt: sql.placeholder('cursorCreatedAt'), id: sql.placeholder('cursorId') };

const appointmentQuery = (database: Database, id: string | Placeholder) =>
  database.select().from(appointments).where(eq(appointments.id, id)).limit(1);
const cartQuery = (database: Database, appointmentId: string | Placeholder) =>
  database.select().from(carts).where(eq(carts.appointmentId, appointmentId)).limit(1);
const itemsQuery = (database: Database, cartId: string | Placeholder) =>
  database
    .select()
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
const recommendationsQuery = (database: Database, appointmentId: string | Placeholder) =>
  database
    .select()
    .from(appointmentRecommendations)
    .where(eq(appointmentRecommendations.appointmentId, appointmentId))
    .orderBy(asc(appointmentRecommendations.position));
/**
 * A like of a client photo the appointment no longer has (deleted before its likes went with it)
 * is left out: the board shows only images that are there.
 */
const likedPhotoGone = sql`exists (select 1 from ${appointments} where ${appointments.id} = ${appointmentImageLikes.appointmentId}
  and ((${appointmentImageLikes.imageUrl} = ${PHOTO_ROUTE} || ${appointments.id} || '/selfie' and ${appointments.clientSelfieImageUrl} is null)
    or (${appointmentImageLikes.imageUrl} = ${PHOTO_ROUTE} || ${appointments.id} || '/360' and ${appointments.client360ImageUrl} is null)))`;
const likesQuery = (database: Database, appointmentId: string | Placeholder) =>
  database
    .select()
    .from(appointmentImageLikes)
    .where(and(eq(appointmentImageLikes.appointmentId, appointmentId), not(likedPhotoGone)))
    .orderBy(asc(appointmentImageLikes.createdAt), asc(appointmentImageLikes.id));
const sharesQuery = (database: Database, appointmentId: string | Placeholder) =>
  database
    .select()
    .from(appointmentImageShares)
    .where(eq(appointmentImageShares.appointmentId, appointmentId))
    .orderBy(asc(appointmentImageShares.createdAt), asc(appointmentImageShares.id));

export function createAppointmentsRepository(db: Database, retail: AppointmentRetailSql) {
  /**
   * The appointments list is what a salon opens most: its page and its count are prepared
   * statements, one per combination of conditions.
   */
  const listPages = new Map<string, ReturnType<typeof prepareListPage>>();
  const listCounts = new Map<string, ReturnType<typeof prepareListCount>>();
  function prepareListPage(shape: ListShape, name: string) {
    const conditions = and(
      listFilter(sql.placeholder('salonId'), placeholdersOf(shape)),
      shape.from === 'after' ? afterKeyset(appointments.createdAt, appointments.id, cursorPlaceholders) : undefined,
      shape.from === 'before' ? beforeKeyset(appointments.createdAt, appointments.id, cursorPlaceholders) : undefined,
    );
    const columns = {
      id: appointments.id,
      salonId: appointments.salonId,
      createdAt: appointments.createdAt,
      clientId: appointments.clientId,
      clientName: appointments.clientName,
      staffId: appointments.staffId,
      staffName: appointments.staffName,
      rebookLength: appointments.rebookLength,
      rebookNotificationScheduledAt: appointments.rebookNotificationScheduledAt,
      rebookNotificationSentAt: appointments.rebookNotificationSentAt,
      rebookedAt: appointments.rebookedAt,
      salonPickup: appointments.salonPickup,
      purchasedItems: appointments.purchasedItems,
      clientSelfieImageUrl: appointments.clientSelfieImageUrl,
      clientSelfieImageContentType: appointments.clientSelfieImageContentType,
      cartId: carts.id,
      orderState: retail.stateOfCartOrder(carts.id),
      cartDeliveryType: carts.deliveryType,
      cartItemCount:
        sql<number>`coalesce((select sum(ci.quantity) from ${cartItems} ci where ci.cart_id = ${carts.id}), 0)`.mapWith(
          Number,
        ),
      // A session nobody signed in to is one visit of nobody in particular.
      clientAppointmentCount: sql<number>`case when ${appointments.clientId} is null then 1 else
        (select count(*) from ${appointments} v where v.salon_id = ${appointments.salonId} and v.client_id = ${appointments.clientId}) end`.mapWith(
        Number,
      ),
      cursor: keysetCursorOf(appointments.createdAt),
    };
    const newestFirst = [desc(appointments.createdAt), desc(appointments.id)];
    if (!shape.search && (shape.from === 'top' || shape.from === 'after')) {
      return db
        .select(columns)
        .from(appointments)
        .leftJoin(carts, eq(carts.appointmentId, appointments.id))
        .where(conditions)
        .orderBy(...newestFirst)
        .limit(sql.placeholder('rows'))
        .prepare(name);
    }
    // A search by name finds the page's rows on the page index, which carries the name, and reads
    // only those rows: filtered on the table itself, it read every row the name did not match. So
    // does a page by offset, whose skipped rows would otherwise each be read and joined, and a walk
    // back, which reads the index the other way.
    const ids = db
      .select({ id: appointments.id })
      .from(appointments)
      .where(conditions)
      .orderBy(...(shape.from === 'before' ? [asc(appointments.createdAt), asc(appointments.id)] : newestFirst))
      .limit(sql.placeholder('rows'))
      .$dynamic();
    const found = (shape.from === 'offset' ? ids.offset(sql.placeholder('offset')) : ids).as('found');
    return db
      .select(columns)
      .from(found)
      .innerJoin(appointments, eq(appointments.id, found.id))
      .leftJoin(carts, eq(carts.appointmentId, appointments.id))
      .orderBy(...newestFirst)
      .prepare(name);
  }
  function prepareListCount(shape: ListShape, name: string) {
    return db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(appointments)
      .where(listFilter(sql.placeholder('salonId'), placeholdersOf(shape)))
      .prepare(name);
  }
  const listPageStatement = (shape: ListShape) =>
    preparedOnFirstUse(listPages, shapeName('appointments_list_page', shape), (name) => prepareListPage(shape, name));
  const listCountStatement = (shape: ListShape) =>
    preparedOnFirstUse(listCounts, shapeName('appointments_list_count', { ...shape, from: 'top' }), (name) =>
      prepareListCount(shape, name),
    );

  /**
   * The client records page, with and without a name search. The salon's clients and their visits
   * come from an index alone (client, and time; the page index carries the name a search matches);
   * only the page's clients then have their latest session read, for its name, stylist and portrait.
   * Each session without a client is a client of its own (decision 039), read by its id.
   */
  function prepareClientsPage(search: boolean) {
    const matching = search ? sql`and lower(a.client_name) like lower(${sql.placeholder('pattern')})` : sql``;
    const clientsPageRows = db.$with('clients_page', {
      clientId: sql<string | null>`client_id`.as('client_id'),
      appointmentId: sql<string | null>`appointment_id`.as('appointment_id'),
      name: sql<string>`name`.as('name'),
      visits: sql<number>`visits`.mapWith(Number).as('visits'),
      lastAppointmentAt: sql<Date>`last_appointment_at`.mapWith(appointments.createdAt).as('last_appointment_at'),
      lastStylist: sql<string>`last_stylist`.as('last_stylist'),
      portraitAppointmentId: sql<string | null>`portrait_appointment_id`.as('portrait_appointment_id'),
      totalCount: sql<number>`total_count`.mapWith(Number).as('total_count'),
    }).as(sql`
        with clients as (
          select a.client_id, null::uuid as appointment_id, count(*) as visits, max(a.created_at) as last_appointment_at
          from ${appointments} a where a.salon_id = ${sql.placeholder('salonId')} and a.client_id is not null ${matching}
          group by a.client_id
          union all
          select null, a.id, 1, a.created_at
          from ${appointments} a where a.salon_id = ${sql.placeholder('salonId')} and a.client_id is null ${matching}
        ), page as (
          select clients.*, count(*) over () as total_count from clients
          order by last_appointment_at desc, client_id nulls last, appointment_id
          limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}
        )
        select page.client_id, page.appointment_id, latest.name, page.visits, page.last_appointment_at, latest.last_stylist, latest.portrait_appointment_id, page.total_count
        from page cross join lateral (
          select (array_agg(a.client_name order by a.created_at desc, a.id desc))[1] as name,
            (array_agg(a.staff_name order by a.created_at desc, a.id desc))[1] as last_stylist,
            (array_agg(a.id order by a.created_at desc, a.id desc) filter (where a.client_selfie_image_url is not null))[1] as portrait_appointment_id
          from (
            select a.* from ${appointments} a where a.salon_id = ${sql.placeholder('salonId')} and a.client_id = page.client_id ${matching}
            union all
            select a.* from ${appointments} a where a.id = page.appointment_id
          ) a
        ) latest`);
    return db
      .with(clientsPageRows)
      .select()
      .from(clientsPageRows)
      .orderBy(
        desc(clientsPageRows.lastAppointmentAt),
        sql`${clientsPageRows.clientId} nulls last`,
        clientsPageRows.appointmentId,
      )
      .prepare(search ? 'appointments_clients_page_search' : 'appointments_clients_page');
  }
  const clientsPage = prepareClientsPage(false);
  const clientsPageSearched = prepareClientsPage(true);

  // The appointment record (GetAppointment) and the live events read these on every view: prepared
  // once on the pool; inside a transaction the same query is built on it.
  const appointmentById = appointmentQuery(db, sql.placeholder('id')).prepare('appointments_by_id');
  const cartByAppointment = cartQuery(db, sql.placeholder('appointmentId')).prepare('appointments_cart_of_appointment');
  const itemsByCart = itemsQuery(db, sql.placeholder('cartId')).prepare('appointments_items_of_cart');
  const itemsByAppointment = db
    .select({ item: cartItems })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.appointmentId, sql.placeholder('appointmentId')))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
    .prepare('appointments_items_of_appointment');
  const recommendationsByAppointment = recommendationsQuery(db, sql.placeholder('appointmentId')).prepare(
    'appointments_recommendations_of_appointment',
  );
  const likesByAppointment = likesQuery(db, sql.placeholder('appointmentId')).prepare(
    'appointments_likes_of_appointment',
  );
  const sharesByAppointment = sharesQuery(db, sql.placeholder('appointmentId')).prepare(
    'appointments_shares_of_appointment',
  );

  /**
   * A client's own appointments across their salons, newest first (the portal's me.allAppointments):
   * a backward scan of (client_id, created_at, id), prepared with and without a cursor.
   */
  const clientPage = (after: boolean) =>
    db
      .select({ appointment: appointments, cursor: keysetCursorOf(appointments.createdAt) })
      .from(appointments)
      .where(
        and(
          eq(appointments.clientId, sql.placeholder('clientId')),
          after
            ? afterKeyset(appointments.createdAt, appointments.id, {
                createdAt: sql.placeholder('afterCreatedAt'),
                id: sql.placeholder('afterId'),
              })
            : undefined,
        ),
      )
      .orderBy(desc(appointments.createdAt), desc(appointments.id))
      .limit(sql.placeholder('rows'))
      .prepare(after ? 'appointments_client_page_after' : 'appointments_client_page');
  const clientFirstPage = clientPage(false);
  const clientLaterPage = clientPage(true);

  return {
    /** Each salon's latest session, for a page of the console's salons (its last activity). */
    async lastSessionAt(salonIds: readonly string[]): Promise<Map<string, Date>> {
      if (salonIds.length === 0) return new Map();
      const rows = await db
        .select({ salonId: appointments.salonId, at: max(appointments.createdAt) })
        .from(appointments)
        .where(inArray(appointments.salonId, [...salonIds]))
        .groupBy(appointments.salonId);
      return new Map(rows.flatMap((row) => (row.at ? [[row.salonId, row.at] as const] : [])));
    },
    /**
     * One page of a salon's appointments, newest first: from a keyset cursor, a scan of
     * (salon_id, created_at, id) either way; by offset only for a page no cursor reaches (decision
     * 071). Asks `rows` (one more than the page) on the side the page walks to, so the caller knows
     * whether another page lies that way.
     */
    pageOfSalon(
      salonId: string,
      filter: AppointmentListFilter,
      from: PageFrom,
      rows: number,
    ): Promise<AppointmentListRow[]> {
      return listPageStatement(shapeOf(filter, from)).execute({ ...valuesOf(salonId, filter, from), rows });
    },

    /** One page of a client's appointments in every salon, newest first, one row beyond the page. */
    async pageOfClient(
      clientId: string,
      after: KeysetCursor | null,
      rows: number,
    ): Promise<Array<AppointmentRow & { cursor: string }>> {
      const found = after
        ? await clientLaterPage.execute({ clientId, afterCreatedAt: after.createdAt, afterId: after.id, rows })
        : await clientFirstPage.execute({ clientId, rows });
      return found.map((row) => ({ ...row.appointment, cursor: row.cursor }));
    },

    /**
     * The salon's clients, derived from its sessions grouped by client (a session without one is a
     * client of its own, appointmentId set), the most recently seen first, with the whole count beside each row.
     */
    clientsOfSalon(salonId: string, search: string | undefined, limit: number, offset: number): Promise<ClientRow[]> {
      const statement = search ? clientsPageSearched : clientsPage;
      return statement.execute({ salonId, pattern: search ? containing(search) : null, limit, offset });
    },

    /** One client's sessions at the salon, newest first; an unnamed client's is their one session. */
    sessionsOfClient(salonId: string, key: ClientRecordKey): Promise<AppointmentRow[]> {
      return db
        .select()
        .from(appointments)
        .where(
          and(
            eq(appointments.salonId, salonId),
            'clientId' in key
              ? eq(appointments.clientId, key.clientId)
              : and(eq(appointments.id, key.appointmentId), isNull(appointments.clientId)),
          ),
        )
        .orderBy(desc(appointments.createdAt), desc(appointments.id));
    },

    /**
     * Forgets a client's photos and hair analysis at the salon (the sessions stay), answering the
     * photo files the sessions pointed at.
     */
    async clearClientPhotos(
      salonId: string,
      clientId: string,
      tx: Database,
    ): Promise<{ files: string[]; appointmentIds: string[] }> {
      const before = await tx
        .select({
          id: appointments.id,
          selfie: appointments.clientSelfieImageUrl,
          view360: appointments.client360ImageUrl,
        })
        .from(appointments)
        .where(and(eq(appointments.salonId, salonId), eq(appointments.clientId, clientId)))
        .for('update');
      // The likes of a photo go with it: the record's board would otherwise show a broken image.
      const likedPhotos = before.flatMap((row) =>
        PHOTO_KINDS.map((kind) =>
          and(
            eq(appointmentImageLikes.appointmentId, row.id),
            eq(appointmentImageLikes.imageUrl, photoUrl(row.id, kind)),
          ),
        ),
      );
      if (likedPhotos.length > 0) await tx.delete(appointmentImageLikes).where(or(...likedPhotos));
      await tx
        .update(appointments)
        .set({
          clientSelfieImageUrl: null,
          clientSelfieImageContentType: null,
          client360ImageUrl: null,
          client360ImageContentType: null,
          colorSensitivity: null,
          curl: null,
          density: null,
          elasticity: null,
          porous: null,
          texture: null,
          scalpConcerns: null,
          hairLevel: null,
          hairTone: null,
          hairGreyShare: null,
          updatedAt: new Date(),
        })
        .where(and(eq(appointments.salonId, salonId), eq(appointments.clientId, clientId)));
      return {
        files: [
          ...new Set(
            before.flatMap((row) => [row.selfie, row.view360]).filter((value): value is string => value !== null),
          ),
        ],
        appointmentIds: before.map((row) => row.id),
      };
    },

    /**
     * The client's latest session at the salon before the given one that has an analysis (any score
     * measured, as hasHairAnalysis reads it): the salon_client index, scanned backward from it.
     */
    async previousAnalysed(
      salonId: string,
      clientId: string,
      before: Pick<AppointmentRow, 'createdAt'>,
    ): Promise<AppointmentRow | undefined> {
      const [row] = await db
        .select()
        .from(appointments)
        .where(
          and(
            eq(appointments.salonId, salonId),
            eq(appointments.clientId, clientId),
            lt(appointments.createdAt, before.createdAt),
            or(...HAIR_SCORES.map((score) => isNotNull(appointments[score]))),
          ),
        )
        .orderBy(desc(appointments.createdAt), desc(appointments.id))
        .limit(1);
      return row;
    },

    /** Whether any session still shows this photo (the demo's portraits are shared by initials). */
    async photoInUse(stored: string, tx: Database = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: appointments.id })
        .from(appointments)
        .where(sql`${appointments.clientSelfieImageUrl} = ${stored} or ${appointments.client360ImageUrl} = ${stored}`)
        .limit(1);
      return row !== undefined;
    },

    async countOfSalon(salonId: string, filter: AppointmentListFilter): Promise<number> {
      const top: PageFrom = { kind: 'top' };
      const [row] = await listCountStatement(shapeOf(filter, top)).execute(valuesOf(salonId, filter, top));
      return row?.n ?? 0;
    },

    async findAppointment(id: string, tx: Database = db): Promise<AppointmentRow | undefined> {
      const [row] = tx === db ? await appointmentById.execute({ id }) : await appointmentQuery(tx, id);
      return row;
    },

    /** Holds the appointment until the transaction ends, so two clicks change its state once. */
    async lockAppointment(id: string, tx: Database): Promise<AppointmentRow | undefined> {
      const [row] = await tx.select().from(appointments).where(eq(appointments.id, id)).limit(1).for('update');
      return row;
    },

    async updateAppointment(
      id: string,
      values: Partial<Omit<AppointmentRow, 'id' | 'salonId' | 'createdAt'>>,
      tx: Database = db,
    ): Promise<AppointmentRow> {
      const [row] = await tx
        .update(appointments)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(appointments.id, id))
        .returning();
      if (!row) throw new Error(`appointment ${id} not found`);
      return row;
    },

    async cartOfAppointment(appointmentId: string, tx: Database = db): Promise<CartRow | undefined> {
      const [row] = tx === db ? await cartByAppointment.execute({ appointmentId }) : await cartQuery(tx, appointmentId);
      return row;
    },

    /** The items of an appointment's cart, read beside the cart rather than after it. */
    async itemsOfAppointmentCart(appointmentId: string): Promise<CartItemRow[]> {
      return (await itemsByAppointment.execute({ appointmentId })).map((row) => row.item);
    },

    async findCart(id: string, tx: Database = db): Promise<CartRow | undefined> {
      const [row] = await tx.select().from(carts).where(eq(carts.id, id)).limit(1);
      return row;
    },

    itemsOfCart(cartId: string, tx: Database = db): Promise<CartItemRow[]> {
      return tx === db ? itemsByCart.execute({ cartId }) : itemsQuery(tx, cartId);
    },

    recommendationsOf(appointmentId: string, tx: Database = db): Promise<RecommendationRow[]> {
      return tx === db
        ? recommendationsByAppointment.execute({ appointmentId })
        : recommendationsQuery(tx, appointmentId);
    },

    /** Writes the whole list anew, in the order given: a switch or a removal saves the list it leaves. */
    async replaceRecommendations(
      appointmentId: string,
      list: ReadonlyArray<{ productId: string; sku: string }>,
      tx: Database,
    ): Promise<void> {
      await tx.delete(appointmentRecommendations).where(eq(appointmentRecommendations.appointmentId, appointmentId));
      if (list.length === 0) return;
      await tx
        .insert(appointmentRecommendations)
        .values(list.map((item, position) => ({ appointmentId, position, productId: item.productId, sku: item.sku })));
    },

    imageLikesOf(appointmentId: string, tx: Database = db): Promise<ImageLikeRow[]> {
      return tx === db ? likesByAppointment.execute({ appointmentId }) : likesQuery(tx, appointmentId);
    },

    imageSharesOf(appointmentId: string, tx: Database = db): Promise<ImageShareRow[]> {
      return tx === db ? sharesByAppointment.execute({ appointmentId }) : sharesQuery(tx, appointmentId);
    },

    async countImageSharesOf(appointmentId: string, tx: Database): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(appointmentImageShares)
        .where(eq(appointmentImageShares.appointmentId, appointmentId));
      return row?.n ?? 0;
    },

    async insertImageShare(appointmentId: string, sharedTo: string, at: Date, tx: Database): Promise<ImageShareRow> {
      const [row] = await tx
        .insert(appointmentImageShares)
        .values({ appointmentId, sharedTo, createdAt: at })
        .returning();
      if (!row) throw new Error(`no share of appointment ${appointmentId} recorded`);
      return row;
    },

    // The dashboard's sums over the same tables and the sessions' sales, kept in a file of their own.
    ...createAppointmentFiguresRepository(db, retail),
    // What a consultation at the mirror fills, also in a file of its own.
    ...consultationRepository,
  };
}

export type AppointmentsRepository = ReturnType<typeof createAppointmentsRepository>;
