import { finderCityArea, type FinderSearch } from '@piiq/domain/salon-finder';
import { and, asc, desc, eq, inArray, like, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { afterKeyset, keysetCursorOf } from '../../db/keyset-sql.ts';
import { containing, likeLiteral } from '../../db/like.ts';
import type { KeysetCursor } from '../../keyset.ts';
import { salonAccess, salons } from '../../db/schema/salons.ts';

export type SalonRow = typeof salons.$inferSelect;
export type SalonAccessRow = typeof salonAccess.$inferSelect;
export type NewSalonRow = typeof salons.$inferInsert;
export type SalonChange = Partial<Omit<typeof salons.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>>;

/** Where a page of the finder starts: after the salon with this rank, lower-cased name and id. */
export interface FinderCursor {
  rank: number;
  name: string;
  id: string;
}

/** A salon as the finder lists it: only what a salon shows the public. */
export interface FinderSalonRow {
  id: string;
  name: string;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  state: string | null;
  postcode: string | null;
  bookingUrl: string | null;
  photoUrl: string | null;
  specialities: string[];
  styles: string[];
  cursor: FinderCursor;
}

/**
 * The street, suburb and city of a salon as one lower-cased text, each part after a space and the
 * parts apart by a bar no search holds, so a search matching from a space (or hyphen) matches from
 * the start of a word of one part, never across two. One expression, so that a trigram index on it
 * could answer the finder's LIKE should the table outgrow a scan.
 */
const finderPlaceText = sql`lower(' ' || coalesce(${salons.addressLine1}, '') || ' | ' || coalesce(${salons.addressLine2}, '') || ' | ' || coalesce(${salons.city}, ''))`;

/**
 * finderMatch (domain salon-finder.ts) in SQL: a search's exact match (rank 0) and its near ones
 * (rank 1). Both sides lower-cased by the database, so capitals compare alike whatever the alphabet.
 */
function finderMatch(search: FinderSearch): { exact: SQL; near: SQL } {
  if (search.kind === 'postcode') {
    return {
      exact: sql`${salons.postcode} = ${search.postcode}`,
      near: sql`left(${salons.postcode}, 3) = ${search.postcode.slice(0, 3)}`,
    };
  }
  const place = sql`lower(${search.place})`;
  const word = likeLiteral(search.place);
  const whole = (column: AnyPgColumn) => sql`lower(${column}) = ${place}`;
  const area = finderCityArea(search.place);
  const postcode = sql`trim(${salons.postcode})`;
  // Four digits compare as text in their numeric order, whatever the database's collation.
  const inArea = area
    ? and(
        inArray(sql`lower(trim(${salons.state}))`, [...area.states]),
        sql`${postcode} ~ '^[0-9]{4}$'`,
        or(...area.postcodes.map(([first, last]) => sql`${postcode} between ${first} and ${last}`)),
      )
    : undefined;
  return {
    exact: or(whole(salons.addressLine1), whole(salons.addressLine2), whole(salons.city), inArea) ?? sql`false`,
    near:
      or(like(finderPlaceText, sql`lower(${`% ${word}%`})`), like(finderPlaceText, sql`lower(${`%-${word}%`})`)) ??
      sql`false`,
  };
}

/**
 * One lower-cased text per salon (name, owner, email) that the console's search matches a substring
 * of, answered by the trigram index of migration 0019_salons_search, whose expression is this one.
 */
const salonSearchText = sql`lower(${salons.name} || ' ' || coalesce(${salons.ownerFirstName}, '') || ' ' || coalesce(${salons.ownerLastName}, '') || ' ' || coalesce(${salons.email}, ''))`;

export function createSalonsRepository(db: Database) {
  // The scope check of nearly every salon screen, and the salon it opens: prepared once.
  const accessByUserAndSalon = db
    .select()
    .from(salonAccess)
    .where(and(eq(salonAccess.userId, sql.placeholder('userId')), eq(salonAccess.salonId, sql.placeholder('salonId'))))
    .limit(1)
    .prepare('salons_access_of_user');
  const salonById = db
    .select()
    .from(salons)
    .where(eq(salons.id, sql.placeholder('id')))
    .limit(1)
    .prepare('salons_by_id');

  return {
    /** The console's salons, newest signup first, by keyset, searched by salon, owner or email. */
    directoryPage(search: string | undefined, after: KeysetCursor | null, limit: number) {
      const pattern = search ? containing(search) : null;
      return db
        .select({
          id: salons.id,
          name: salons.name,
          email: salons.email,
          ownerFirstName: salons.ownerFirstName,
          ownerLastName: salons.ownerLastName,
          onboardingComplete: salons.onboardingComplete,
          createdAt: salons.createdAt,
          cursor: keysetCursorOf(salons.createdAt),
        })
        .from(salons)
        .where(
          and(
            pattern ? sql`${salonSearchText} like ${pattern.toLowerCase()}` : undefined,
            afterKeyset(salons.createdAt, salons.id, after),
          ),
        )
        .orderBy(desc(salons.createdAt), desc(salons.id))
        .limit(limit);
    },
    async accessOf(userId: string, salonId: string): Promise<SalonAccessRow | undefined> {
      const [row] = await accessByUserAndSalon.execute({ userId, salonId });
      return row;
    },

    listAccessOfUser(userId: string) {
      return db
        .select({ access: salonAccess, salon: salons })
        .from(salonAccess)
        .innerJoin(salons, eq(salons.id, salonAccess.salonId))
        .where(eq(salonAccess.userId, userId))
        .orderBy(asc(salons.name), asc(salons.id));
    },

    async findSalon(id: string, tx: Database = db): Promise<SalonRow | undefined> {
      const [row] =
        tx === db ? await salonById.execute({ id }) : await tx.select().from(salons).where(eq(salons.id, id)).limit(1);
      return row;
    },

    async insertSalon(values: NewSalonRow, tx: Database): Promise<string> {
      const [row] = await tx.insert(salons).values(values).returning({ id: salons.id });
      if (!row) throw new Error('salon was not stored');
      return row.id;
    },

    async grantSalonAdmin(userId: string, salonId: string, tx: Database): Promise<void> {
      await tx.insert(salonAccess).values({ userId, salonId, salonAdmin: true });
    },

    /** A client who joined a mirror session: their access gains salonClient, an admin's stays an admin's. */
    async grantSalonClient(userId: string, salonId: string, tx: Database = db): Promise<void> {
      await tx
        .insert(salonAccess)
        .values({ userId, salonId, salonClient: true })
        .onConflictDoUpdate({ target: [salonAccess.userId, salonAccess.salonId], set: { salonClient: true } });
    },

    /** The users flagged as the salon's admins (whether their profile lets them administer is checked on delivery). */
    async adminUserIds(salonId: string, tx: Database = db): Promise<string[]> {
      const rows = await tx
        .select({ userId: salonAccess.userId })
        .from(salonAccess)
        .where(and(eq(salonAccess.salonId, salonId), eq(salonAccess.salonAdmin, true)));
      return rows.map((row) => row.userId);
    },

    /** The zones salons are in: each has its own Monday, so its own week turn. */
    async timeZonesInUse(): Promise<string[]> {
      const rows = await db.selectDistinct({ timeZone: salons.timeZone }).from(salons).orderBy(asc(salons.timeZone));
      return rows.map((row) => row.timeZone);
    },

    salonsInZone(timeZone: string): Promise<Array<Pick<SalonRow, 'id' | 'name' | 'timeZone'>>> {
      return db
        .select({ id: salons.id, name: salons.name, timeZone: salons.timeZone })
        .from(salons)
        .where(eq(salons.timeZone, timeZone))
        .orderBy(asc(salons.id));
    },

    /** The salon's admins who have not turned the weekly email off (whether their profile may administer is the caller's check). */
    async weeklyEmailRecipientIds(salonId: string): Promise<string[]> {
      const rows = await db
        .select({ userId: salonAccess.userId })
        .from(salonAccess)
        .where(
          and(
            eq(salonAccess.salonId, salonId),
            eq(salonAccess.salonAdmin, true),
            eq(salonAccess.weeklyReportEmail, true),
          ),
        );
      return rows.map((row) => row.userId);
    },

    /** Answers whether the user has access to the salon to change. */
    async setWeeklyReportEmail(userId: string, salonId: string, on: boolean): Promise<boolean> {
      const rows = await db
        .update(salonAccess)
        .set({ weeklyReportEmail: on })
        .where(and(eq(salonAccess.userId, userId), eq(salonAccess.salonId, salonId)))
        .returning({ userId: salonAccess.userId });
      return rows.length > 0;
    },

    /** The supplier account lookup's answer; a salon deleted meanwhile simply has nothing to update. */
    async storeLorealAccountNumber(salonId: string, lorealAccountNumber: string, tx: Database): Promise<void> {
      await tx
        .update(salons)
        .set({ lorealAccountNumber, updatedAt: sql`now()` })
        .where(eq(salons.id, salonId));
    },

    /**
     * Salons the finder may list near the search (onboarding complete, not hidden by HideFromFinder,
     * not among `excluded`), exact matches first, then by name. A salon in the capital city searched
     * matches by its postcode, not by its words, so both ranks filter. No index: one row per salon
     * business is a table small enough to scan, and the finder's callers are rate-limited.
     */
    async findForFinder(
      search: FinderSearch,
      options: { excluded: string[]; after: FinderCursor | null; limit: number },
    ): Promise<FinderSalonRow[]> {
      const { exact, near } = finderMatch(search);
      const rank = sql<number>`(case when ${exact} then 0 else 1 end)`;
      const sortName = sql<string>`lower(${salons.name})`;
      const { after } = options;
      const rows = await db
        .select({
          id: salons.id,
          name: salons.name,
          addressLine1: salons.addressLine1,
          addressLine2: salons.addressLine2,
          city: salons.city,
          state: salons.state,
          postcode: salons.postcode,
          bookingUrl: salons.bookingUrl,
          photoUrl: salons.sfPhotoPath,
          specialities: salons.specialities,
          styles: salons.styles,
          rank: sql<number>`${rank}::int`,
          sortName,
        })
        .from(salons)
        .where(
          and(
            eq(salons.onboardingComplete, true),
            eq(salons.hideFromFinder, false),
            options.excluded.length > 0 ? notInArray(salons.id, options.excluded) : undefined,
            or(exact, near),
            after
              ? sql`(${rank}, ${sortName}, ${salons.id}) > (${after.rank}::int, ${after.name}::text, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(rank, sortName, asc(salons.id))
        .limit(options.limit);
      return rows.map(({ rank: rowRank, sortName: rowName, ...salon }) => ({
        ...salon,
        cursor: { rank: rowRank, name: rowName, id: salon.id },
      }));
    },

    /** Reads the salon and holds it until the transaction ends, so two saves of its settings take turns. */
    async lockSalon(id: string, tx: Database): Promise<SalonRow | undefined> {
      const [row] = await tx.select().from(salons).where(eq(salons.id, id)).limit(1).for('update');
      return row;
    },

    async updateSalon(id: string, values: SalonChange, tx: Database = db): Promise<SalonRow> {
      const [row] = await tx
        .update(salons)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(salons.id, id))
        .returning();
      if (!row) throw new Error(`salon ${id} not found`);
      return row;
    },
  };
}

export type SalonsRepository = ReturnType<typeof createSalonsRepository>;
