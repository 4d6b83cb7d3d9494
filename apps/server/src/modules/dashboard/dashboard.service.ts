import { chartBuckets, type ChartBucket, type ChartView } from '@piiq/domain/dates';
import {
  australiaWideMarker,
  bucketBounds,
  cohortFigures,
  dashboardKpis,
  NO_KPI_COUNTS,
  NO_PLAN,
  similarSalonFigures,
  similarSalonPeriod,
  stylistConversion,
  viewRange,
  weeklyBounds,
  weeklyKpis,
  type ChartKind,
  type CohortFigures,
  type DashboardKpis,
  type KpiCounts,
  type Kpis,
  type SimilarSalonFigures,
  type StylistConversion,
} from '@piiq/domain/kpi';
import type { AppointmentsReads } from '../appointments/appointments.reads.ts';
import type { BillingReads } from '../billing/billing.reads.ts';
import type { AnnouncementRow, DashboardRepository, WeeklyTipRow } from './dashboard.repository.ts';

export interface SalonInZone {
  id: string;
  timeZone: string;
}

export interface ChartPoint {
  label: string;
  start: Date;
  end: Date;
  value: number;
}

export interface Chart {
  kind: ChartKind;
  /** The product's Australia-wide average for this chart and view (cents on a money chart). */
  australiaWideMarker: number;
  points: ChartPoint[];
}

export interface DashboardFigures {
  view: ChartView;
  /** The period counted; null start for all time. */
  start: Date | null;
  end: Date | null;
  kpis: DashboardKpis;
  sessions: Chart;
  retailProducts: Chart;
  retailMoney: Chart;
}

export interface WeeklyReport {
  lastWeekStart: Date;
  thisWeekStart: Date;
  thisWeek: Kpis;
  lastWeek: Kpis;
}

export interface News {
  heading: string | null;
  cards: AnnouncementRow[];
}

const DAY_MS = 86_400_000;

function chart(
  kind: ChartKind,
  view: ChartView,
  buckets: readonly ChartBucket[],
  counts: readonly KpiCounts[],
  pick: (counts: KpiCounts) => number,
): Chart {
  return {
    kind,
    australiaWideMarker: australiaWideMarker(kind, view),
    points: buckets.map((bucket, index) => ({
      label: bucket.label,
      start: bucket.start,
      end: bucket.end,
      value: pick(counts[index] ?? NO_KPI_COUNTS),
    })),
  };
}

export function createDashboardService(deps: {
  repository: DashboardRepository;
  appointments: Pick<AppointmentsReads, 'firstAppointmentAt' | 'countsByBucket' | 'stylistCounts' | 'countsPerSalon'>;
  billing: Pick<BillingReads, 'latestPlans' | 'latestSubscription'>;
  now: () => Date;
}) {
  const { repository, appointments, billing } = deps;

  /**
   * The cohorts of one 12-week period: read when stored, else computed from every salon's counts
   * and stored for the rest of the week. The period ends at a Monday midnight, so the figures are
   * of finished weeks and a new week computes anew; a change to an old session reaches them then.
   */
  async function cohortsOf(period: { start: Date; end: Date }): Promise<CohortFigures[]> {
    const stored = await repository.cohortsEndingAt(period.end);
    if (stored) return stored;
    const [perSalon, plans] = await Promise.all([
      appointments.countsPerSalon(period.start, period.end),
      billing.latestPlans(),
    ]);
    const cohorts = cohortFigures(
      perSalon.map((salon) => ({
        salonId: salon.salonId,
        plan: plans.get(salon.salonId) ?? NO_PLAN,
        figures: weeklyKpis(salon),
      })),
    );
    // Periods of other zones end within a day of this one; four weeks back nothing reads them any more.
    await repository.storeCohorts(period.end, cohorts, new Date(period.end.getTime() - 28 * DAY_MS));
    return cohorts;
  }

  return {
    /** The dashboard's KPIs and charts for a view, counted in the salon's zone, in one query (two for all time). */
    async dashboard(salon: SalonInZone, view: ChartView): Promise<DashboardFigures> {
      const now = deps.now();
      const earliest = view === 'all' ? await appointments.firstAppointmentAt(salon.id) : null;
      const buckets = chartBuckets(view, now, salon.timeZone, earliest);
      const counts = await appointments.countsByBucket(salon.id, bucketBounds(buckets));
      const range = viewRange(view, now, salon.timeZone);
      return {
        view,
        start: range.start,
        end: range.end,
        kpis: dashboardKpis(counts.total),
        sessions: chart('COUNT', view, buckets, counts.buckets, (bucket) => bucket.sessions),
        retailProducts: chart('COUNT', view, buckets, counts.buckets, (bucket) => bucket.productsSold),
        retailMoney: chart('MONEY', view, buckets, counts.buckets, (bucket) => bucket.revenueCents),
      };
    },

    /** Each stylist's conversion over the view's period; the rows add up to the salon's sessions. */
    async stylists(salon: SalonInZone, view: ChartView): Promise<StylistConversion[]> {
      const range = viewRange(view, deps.now(), salon.timeZone);
      return (await appointments.stylistCounts(salon.id, range.start, range.end)).map(stylistConversion);
    },

    /**
     * This week (from Monday in the salon's zone) against the whole of last week; `at` another
     * instant's week (the weekly email, sent on Monday, reports the week that has just ended).
     */
    async weeklyReport(salon: SalonInZone, at: Date = deps.now()): Promise<WeeklyReport> {
      const edges = weeklyBounds(at, salon.timeZone);
      const { buckets } = await appointments.countsByBucket(salon.id, edges);
      const [lastWeek, thisWeek] = buckets;
      return {
        lastWeekStart: edges[0],
        thisWeekStart: edges[1],
        lastWeek: weeklyKpis(lastWeek ?? NO_KPI_COUNTS),
        thisWeek: weeklyKpis(thisWeek ?? NO_KPI_COUNTS),
      };
    },

    /** The averages of salons like this one, or the product's fixed figures; never another salon's own. */
    async similarSalons(salon: SalonInZone): Promise<SimilarSalonFigures> {
      const period = similarSalonPeriod(deps.now(), salon.timeZone);
      const [cohorts, own, subscription] = await Promise.all([
        cohortsOf(period),
        appointments.countsByBucket(salon.id, [period.start, period.end]),
        billing.latestSubscription(salon.id),
      ]);
      return similarSalonFigures({ plan: subscription?.plan ?? NO_PLAN, sessions: own.total.sessions }, cohorts);
    },

    /**
     * Computes and stores the cohorts of the zone's period holding `at`, unless stored already: the
     * week turn does it, so no admin's first weekly report of the week waits for the scan.
     */
    async refreshSimilarSalons(timeZone: string, at: Date): Promise<void> {
      await cohortsOf(similarSalonPeriod(at, timeZone));
    },

    /** The newest heading's published cards, newest first. */
    async news(): Promise<News> {
      const cards = await repository.publishedAnnouncements(deps.now());
      const heading = cards[0]?.heading ?? null;
      return { heading, cards: cards.filter((card) => card.heading === heading) };
    },

    weeklyTips(): Promise<WeeklyTipRow[]> {
      return repository.weeklyTips();
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
