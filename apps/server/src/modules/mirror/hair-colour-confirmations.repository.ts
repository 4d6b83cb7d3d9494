import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { hairColourConfirmations as pairs } from '../../db/schema/hair-colour-confirmations.ts';

export type HairColourConfirmationRow = typeof pairs.$inferSelect;

/** A suggestion and the colour confirmed beside it, as one save of the analysis keeps them. */
export interface HairColourPair {
  salonId: string;
  appointmentId: string;
  suggested: { level: number; tone: string; greyShare: number; confidence: number; measureVersion: string };
  confirmed: { level: number; tone: string; greyShare: number };
}

/** How far apart a suggestion and its confirmation may be and still agree: the domain's, passed in. */
export interface AgreementLimits {
  levelWithin: number;
  greyWithin: number;
}

/** Readings counted, and of them how many agreed on each. */
export interface PairTally {
  readings: number;
  levelWithinOne: number;
  toneAgreed: number;
  greyWithinTen: number;
}

/**
 * The measure's suggestions kept beside the stylists' confirmations, and the counts the provider's
 * console reads of them across salons. The rules (what agreeing is, where a confidence band starts)
 * are the caller's, given as numbers.
 */
export function createHairColourConfirmationsRepository(db: Database) {
  const tally = (limits: AgreementLimits) => ({
    readings: sql<number>`count(*)::int`,
    levelWithinOne: sql<number>`(count(*) filter (where abs(${pairs.suggestedLevel} - ${pairs.confirmedLevel}) <= ${limits.levelWithin}))::int`,
    toneAgreed: sql<number>`(count(*) filter (where ${pairs.suggestedTone} = ${pairs.confirmedTone}))::int`,
    greyWithinTen: sql<number>`(count(*) filter (where abs(${pairs.suggestedGreyShare} - ${pairs.confirmedGreyShare}) <= ${limits.greyWithin}))::int`,
  });

  return {
    /** The appointment's pair becomes this one, whatever it was before. */
    async keepPair(pair: HairColourPair, at: Date, tx: Database): Promise<void> {
      const values = {
        suggestedLevel: pair.suggested.level,
        suggestedTone: pair.suggested.tone,
        suggestedGreyShare: pair.suggested.greyShare,
        confidence: pair.suggested.confidence,
        measureVersion: pair.suggested.measureVersion,
        confirmedLevel: pair.confirmed.level,
        confirmedTone: pair.confirmed.tone,
        confirmedGreyShare: pair.confirmed.greyShare,
        updatedAt: at,
      };
      await tx
        .insert(pairs)
        .values({ salonId: pair.salonId, appointmentId: pair.appointmentId, createdAt: at, ...values })
        .onConflictDoUpdate({ target: pairs.appointmentId, set: values });
    },

    async dropPair(appointmentId: string, tx: Database): Promise<void> {
      await tx.delete(pairs).where(eq(pairs.appointmentId, appointmentId));
    },

    async pairOf(appointmentId: string): Promise<HairColourConfirmationRow | undefined> {
      const [row] = await db.select().from(pairs).where(eq(pairs.appointmentId, appointmentId)).limit(1);
      return row;
    },

    /** Every salon's readings together, and how many salons they come from. */
    async overall(limits: AgreementLimits): Promise<PairTally & { salons: number }> {
      const [row] = await db
        .select({ ...tally(limits), salons: sql<number>`count(distinct ${pairs.salonId})::int` })
        .from(pairs);
      return row ?? { readings: 0, levelWithinOne: 0, toneAgreed: 0, greyWithinTen: 0, salons: 0 };
    },

    /** By the UTC month of the save that made each pair ('2026-11'), newest first, and by measure version. */
    async byMonthAndVersion(
      limits: AgreementLimits,
    ): Promise<Array<PairTally & { month: string; measureVersion: string }>> {
      const month = sql<string>`to_char(${pairs.updatedAt} at time zone 'UTC', 'YYYY-MM')`;
      return db
        .select({ month, measureVersion: pairs.measureVersion, ...tally(limits) })
        .from(pairs)
        .groupBy(month, pairs.measureVersion)
        .orderBy(desc(month), pairs.measureVersion);
    },

    /**
     * By the highest of the given floors each confidence reaches (a reading under every floor is
     * left out), highest floor first; a floor with no readings is absent.
     */
    async byConfidenceFloor(
      floors: readonly number[],
      limits: AgreementLimits,
    ): Promise<Array<PairTally & { floor: number }>> {
      const descending = [...floors].sort((a, b) => b - a);
      if (descending.length === 0) return [];
      const reached: SQL<number | null> = sql`(case ${sql.join(
        descending.map((floor) => sql`when ${pairs.confidence} >= ${floor} then ${floor}::double precision`),
        sql` `,
      )} end)`;
      // By position: the case repeated would carry its floors as new parameters, which PostgreSQL does not
      // take for the same expression.
      const rows = await db
        .select({ floor: reached, ...tally(limits) })
        .from(pairs)
        .groupBy(sql`1`)
        .orderBy(sql`1 desc`);
      return rows.flatMap((row) => (row.floor === null ? [] : [{ ...row, floor: Number(row.floor) }]));
    },
  };
}

export type HairColourConfirmationsRepository = ReturnType<typeof createHairColourConfirmationsRepository>;
