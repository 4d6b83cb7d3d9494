import { NO_KPI_COUNTS, type KpiCounts, type ShareCounts, type StylistCounts } from '@piiq/domain/kpi';
import type { OrderState } from '@piiq/domain/orders';
import { and, eq, gte, lt, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { appointmentRecommendations, appointments } from '../../db/schema/appointments.ts';

/*
 * The dashboard's and the weekly report's counts, summed by the database over the appointments and
 * the lines of their orders that count as sales (paid, or completed in the salon: the orders
 * repository's soldLinesOf). Each column follows the domain's definition in @piiq/domain/kpi
 * (kpiCounts, stylistCounts); the integration tests hold the two equal on one fixture. The count
 * columns are written once here and shared by every query.
 */

/** A timestamptz[] literal: one parameter on PGlite and node-postgres alike. */
const timestamps = (dates: readonly Date[]) => `{${dates.map((date) => date.toISOString()).join(',')}}`;

const inRange = (salonId: string | null, start: Date | null, end: Date | null): SQL | undefined =>
  and(
    salonId === null ? undefined : eq(appointments.salonId, salonId),
    start ? gte(appointments.createdAt, start) : undefined,
    end ? lt(appointments.createdAt, end) : undefined,
  );

/**
 * What the appointments' lists and figures read of their retail orders, which are the orders
 * module's tables: SQL the orders repository builds over them, correlated to a column of ours.
 */
export interface AppointmentRetailSql {
  /** The lines that count as sales of the session with this id: columns product_id, quantity, total_cents. */
  soldLinesOf(appointmentId: AnyColumn): SQL;
  /**
   * Each session of the salon with a sale among orders placed from `since` on (an order is placed
   * during or after its session), and what it sold: columns appointment_id, units, cents.
   */
  salesBySessionOfSalon(salonId: Placeholder, since: Placeholder): SQL;
  /**
   * The sessions with an order that counts as a sale, among orders placed from `since` on (an order
   * is placed during or after its session): a subquery of one column, appointment_id.
   */
  soldSessionsSince(since: Date): SQL;
  /** The state of the order the cart with this id holds, or null. */
  stateOfCartOrder(cartId: AnyColumn): SQL<OrderState | null>;
}

export interface BucketedCounts {
  /** The whole span from the first edge to the last. */
  total: KpiCounts;
  /** One per bucket, in order; a bucket without sessions has zeros. */
  buckets: KpiCounts[];
}

export function createAppointmentFiguresRepository(
  db: Database,
  retail: Pick<AppointmentRetailSql, 'soldLinesOf' | 'salesBySessionOfSalon' | 'soldSessionsSince'>,
) {
  /** A session's lines that count as sales, correlated to it: read by the stylists' conversion. */
  const soldLines = retail.soldLinesOf(appointments.id);
  /**
   * What each of the salon's sessions sold, summed once for the salon and joined to its sessions by
   * hash: the dashboard's all-time view reads a thousand sessions, each probed apart was slower.
   */
  const basket = {
    table: sql`(${retail.salesBySessionOfSalon(sql.placeholder('salonId'), sql.placeholder('first'))}) as basket`,
    on: sql`basket.appointment_id = ${appointments.id}`,
    units: sql`basket.units`,
    cents: sql`basket.cents`,
  };
  /** isRetailSale: a session with at least one line that counts as a sale. */
  const sold = sql`coalesce(${basket.units}, 0) > 0`;

  // float8 rather than bigint for money: node-postgres hands a bigint back as a string; cents stay exact to 2^53.
  const countColumns = {
    sessions: sql<number>`count(*)::int`,
    clients: sql<number>`count(distinct ${appointments.clientId})::int`,
    sales: sql<number>`(count(*) filter (where ${sold}))::int`,
    rebooked: sql<number>`count(${appointments.rebookedAt})::int`,
    treated: sql<number>`(count(*) filter (where ${appointments.treatment} <> 'none'))::int`,
    productsSold: sql<number>`coalesce(sum(${basket.units}) filter (where ${sold}), 0)::int`,
    revenueCents: sql<number>`coalesce(sum(${basket.cents}) filter (where ${sold}), 0)::float8`,
  };

  /** Every appointment of the salon with what it sold, ready for the count columns. */
  const withSales = <Fields extends SelectedFields>(fields: Fields) =>
    db
      .select({ ...fields, ...countColumns })
      .from(appointments)
      .leftJoin(basket.table, basket.on);

  // Prepared once: the dashboard and the weekly report send these on every view.
  const firstAppointment = db
    .select({ first: sql<Date | null>`min(${appointments.createdAt})`.mapWith(appointments.createdAt) })
    .from(appointments)
    .where(eq(appointments.salonId, sql.placeholder('salonId')))
    .prepare('appointment_figures_first');
  // The bucket is the first column: grouping sets name it by its place, as the edges are a parameter.
  const countsByEdges = withSales({
    bucket: sql<number | null>`width_bucket(${appointments.createdAt}, ${sql.placeholder('edges')}::timestamptz[])`,
  })
    .where(
      and(
        eq(appointments.salonId, sql.placeholder('salonId')),
        gte(appointments.createdAt, sql.placeholder('first')),
        lt(appointments.createdAt, sql.placeholder('last')),
      ),
    )
    .groupBy(sql`grouping sets ((1), ())`)
    .prepare('appointment_figures_by_bucket');

  return {
    /** The salon's first session, where an all-time chart begins; null before the first. */
    async firstAppointmentAt(salonId: string): Promise<Date | null> {
      const [row] = await firstAppointment.execute({ salonId });
      return row?.first ?? null;
    },

    /**
     * Counts of the salon's sessions between consecutive edges (bucket i is [edges[i], edges[i+1])),
     * and over all of them, in one statement: width_bucket numbers each session's bucket from 1.
     */
    async countsByBucket(salonId: string, edges: readonly Date[]): Promise<BucketedCounts> {
      const first = edges[0];
      const last = edges.at(-1);
      const buckets = Array.from({ length: Math.max(0, edges.length - 1) }, () => NO_KPI_COUNTS);
      if (!first || !last || edges.length < 2) return { total: NO_KPI_COUNTS, buckets };
      const rows = await countsByEdges.execute({ salonId, first, last, edges: timestamps(edges) });
      let total = NO_KPI_COUNTS;
      for (const { bucket, ...counts } of rows) {
        if (bucket === null) total = counts;
        else buckets[bucket - 1] = counts;
      }
      return { total, buckets };
    },

    /** Each stylist's sessions in the range, with what their recommendations sold; no stylist is one row. */
    stylistCounts(salonId: string, start: Date | null, end: Date | null): Promise<StylistCounts[]> {
      // The session's sold lines are read once, by product, and set beside each of its recommendations.
      const recommended = db
        .select({
          made: sql<number>`count(*)`.as('made'),
          converted: sql<number>`count(sold.units)`.as('converted'),
          units: sql<number | null>`sum(sold.units)`.as('units'),
        })
        .from(appointmentRecommendations)
        .leftJoin(
          sql`(select product_id, sum(quantity) as units from (${soldLines}) as lines group by product_id) as sold`,
          sql`sold.product_id = ${appointmentRecommendations.productId}`,
        )
        .where(eq(appointmentRecommendations.appointmentId, appointments.id))
        .as('recommended');
      return db
        .select({
          staffId: appointments.staffId,
          staffName: sql<string>`max(${appointments.staffName})`,
          sessions: sql<number>`count(*)::int`,
          rebooked: sql<number>`count(${appointments.rebookedAt})::int`,
          recommendations: sql<number>`coalesce(sum(${recommended.made}), 0)::int`,
          convertedRecommendations: sql<number>`coalesce(sum(${recommended.converted}), 0)::int`,
          productsFromRecommendations: sql<number>`coalesce(sum(${recommended.units}), 0)::int`,
        })
        .from(appointments)
        .leftJoinLateral(recommended, sql`true`)
        .where(inRange(salonId, start, end))
        .groupBy(appointments.staffId)
        .orderBy(sql`${appointments.staffId} is null`, sql`max(${appointments.staffName})`, appointments.staffId);
    },

    /**
     * Every salon's share counts over one period, for the similar-salon averages: a scan of the whole
     * platform, so it leaves out the columns the averages do not use (clients, the baskets) and asks
     * only whether each session sold, of the period's sold sessions read once.
     */
    countsPerSalon(start: Date, end: Date): Promise<Array<ShareCounts & { salonId: string }>> {
      const { sessions, rebooked, treated } = countColumns;
      const sales = sql<number>`(count(*) filter (where ${appointments.id} in (${retail.soldSessionsSince(start)})))::int`;
      return db
        .select({ salonId: appointments.salonId, sessions, sales, rebooked, treated })
        .from(appointments)
        .where(inRange(null, start, end))
        .groupBy(appointments.salonId);
    },
  };
}
