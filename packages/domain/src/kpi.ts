import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import {
  addSalonDays,
  bucketIndex,
  CHART_VIEWS,
  chartBuckets,
  isWithin,
  monthAbbreviation,
  startOfSalonWeek,
  type ChartBucket,
  type ChartView,
  type DateRange,
} from './dates.ts';
import { isTreatmentRecommended } from './hair-analysis.ts';
import { countsAsSale, type OrderStateSource } from './orders.ts';

/**
 * The salon's key figures, defined once. These functions are the reference: the server computes the
 * same counts in SQL over the same rules, and its tests hold the two equal on fixed data.
 */

export interface KpiCartItem {
  productId: string;
  quantity: number;
  priceCents: number;
}

/** An order of the session, with what it holds. */
export interface KpiOrder extends OrderStateSource {
  items: readonly KpiCartItem[];
}

export interface KpiAppointment {
  createdAt: Date;
  clientId?: string | null;
  staffId?: string | null;
  staffName?: string | null;
  rebookedAt?: Date | string | null;
  treatment?: string | null;
  /** Every retail order of the session: the mirror's, the client's in the portal. */
  orders?: readonly KpiOrder[];
  /** The catalogue products recommended in the session (Support Your Salon). */
  recommendedProductIds?: readonly string[];
}

/** The tooltips of the dashboard and the weekly report: what each figure counts, in one line. */
export const KPI_DEFINITIONS = {
  sessions: 'Mirror sessions (appointments) in the period.',
  clients: 'Different signed-in clients with a session in the period; sessions nobody signed in to are left out.',
  retailPercent:
    'Share of sessions with a sale: an order paid, or completed in the salon. Unpaid, cancelled and refunded orders are left out.',
  productsSold: 'Products sold in those sessions, counting every unit.',
  retailRevenue: 'What those products sold for, in AUD, at the price charged, without delivery fees.',
  rebookPercent: 'Share of sessions marked as rebooked.',
  treatmentPercent: 'Share of sessions with a treatment recommended (scalp, protein or moisture, not none).',
  productsPerSession: 'Products sold divided by sessions.',
} as const;
export type KpiName = keyof typeof KPI_DEFINITIONS;

/** The view a dashboard opens on, and the one an unknown view in the URL falls back to. */
export const DEFAULT_CHART_VIEW: ChartView = 'month';

/** The view comes from a URL anyone can edit: anything but the four views means the default. */
export function parseChartView(value: string | null | undefined): ChartView {
  return CHART_VIEWS.find((view) => view === value) ?? DEFAULT_CHART_VIEW;
}

/** Sales are money received (countsAsSale): a session with an order paid or completed, not one still waiting. */
export function isRetailSale(appointment: KpiAppointment): boolean {
  return (appointment.orders ?? []).some(countsAsSale);
}

const soldItems = (appointment: KpiAppointment): readonly KpiCartItem[] =>
  (appointment.orders ?? []).filter(countsAsSale).flatMap((order) => order.items);

/**
 * Counts that add up across periods and stylists (clients excepted: one client may visit in two
 * weeks), so SQL can return them per chart bucket and the percentages are made from them once.
 */
export interface KpiCounts {
  sessions: number;
  clients: number;
  sales: number;
  rebooked: number;
  treated: number;
  productsSold: number;
  revenueCents: number;
}

export const NO_KPI_COUNTS: KpiCounts = {
  sessions: 0,
  clients: 0,
  sales: 0,
  rebooked: 0,
  treated: 0,
  productsSold: 0,
  revenueCents: 0,
};

export function kpiCounts(appointments: readonly KpiAppointment[]): KpiCounts {
  const clients = new Set<string>();
  const counts = { ...NO_KPI_COUNTS };
  for (const appointment of appointments) {
    counts.sessions += 1;
    if (appointment.clientId) clients.add(appointment.clientId);
    if (isRetailSale(appointment)) counts.sales += 1;
    if (appointment.rebookedAt) counts.rebooked += 1;
    if (isTreatmentRecommended(appointment.treatment)) counts.treated += 1;
    for (const item of soldItems(appointment)) {
      counts.productsSold += item.quantity;
      counts.revenueCents += item.quantity * item.priceCents;
    }
  }
  return { ...counts, clients: clients.size };
}

export const percentOf = (part: number, whole: number): number => (whole === 0 ? 0 : (part / whole) * 100);

/** The dashboard's figures; every share is 0 for a period without sessions, never NaN. */
export interface DashboardKpis {
  sessions: number;
  clients: number;
  retailPercent: number;
  productsSold: number;
  retailRevenueCents: number;
  rebookPercent: number;
  treatmentPercent: number;
  productsPerSession: number;
}

export function dashboardKpis(counts: KpiCounts): DashboardKpis {
  const shares = weeklyKpis(counts);
  return {
    sessions: counts.sessions,
    clients: counts.clients,
    retailPercent: shares.retailPercent,
    productsSold: counts.productsSold,
    retailRevenueCents: counts.revenueCents,
    rebookPercent: shares.rebookPercent,
    treatmentPercent: shares.treatmentPercent,
    productsPerSession: counts.sessions === 0 ? 0 : counts.productsSold / counts.sessions,
  };
}

/** The weekly report's measures: total appointments, and retail, rebook and treatment as shares of them. */
export interface Kpis {
  total: number;
  retailPercent: number;
  rebookPercent: number;
  treatmentPercent: number;
}

/** The counts the shares are made of: all the similar-salon averages need of each salon. */
export type ShareCounts = Pick<KpiCounts, 'sessions' | 'sales' | 'rebooked' | 'treated'>;

export function weeklyKpis(counts: ShareCounts): Kpis {
  return {
    total: counts.sessions,
    retailPercent: percentOf(counts.sales, counts.sessions),
    rebookPercent: percentOf(counts.rebooked, counts.sessions),
    treatmentPercent: percentOf(counts.treated, counts.sessions),
  };
}

export function kpis(appointments: readonly KpiAppointment[]): Kpis {
  return weeklyKpis(kpiCounts(appointments));
}

/** Whole percent for display: '12%'. */
export function formatPercent(percent: number): string {
  return `${Math.round(percent)}%`;
}

/**
 * The period a dashboard view counts, in the salon's zone: from the start of this week (Monday), this
 * month or this year to the end of it; all time has no start. The chart's buckets cover the same span.
 */
export function viewRange(view: ChartView, now: Date, zone: string): DateRange {
  if (view === 'all') return { start: null, end: null };
  const buckets = chartBuckets(view, now, zone);
  return { start: buckets[0]?.start ?? null, end: buckets.at(-1)?.end ?? null };
}

/** The edges of consecutive buckets: each start, then the last end (SQL's width_bucket takes these). */
export function bucketBounds(buckets: readonly ChartBucket[]): Date[] {
  const last = buckets.at(-1);
  return last ? [...buckets.map((bucket) => bucket.start), last.end] : [];
}

/** Monday 00:00 of last week, this week and next week in the salon's zone: the weekly report's two weeks. */
export function weeklyBounds(now: Date, zone: string): [Date, Date, Date] {
  const thisMonday = startOfSalonWeek(now, zone);
  const lastMonday = startOfSalonWeek(addSalonDays(thisMonday, -1, zone), zone);
  return [lastMonday, thisMonday, addSalonDays(thisMonday, 7, zone)];
}

/** This week (from Monday) against the whole of last week, both in the salon's zone. */
export function weeklyComparison(
  appointments: readonly KpiAppointment[],
  now: Date,
  zone: string,
): { thisWeek: Kpis; lastWeek: Kpis } {
  const [lastMonday, thisMonday, nextMonday] = weeklyBounds(now, zone);
  const within = (start: Date, end: Date) =>
    appointments.filter((appointment) => isWithin(appointment.createdAt, { start, end }));
  return {
    thisWeek: kpis(within(thisMonday, nextMonday)),
    lastWeek: kpis(within(lastMonday, thisMonday)),
  };
}

/** The weekly report's four measures, each with its own tips. */
export const WEEKLY_MEASURES = ['APPOINTMENTS', 'RETAIL', 'REBOOK', 'TREATMENT'] as const;
export type WeeklyMeasure = (typeof WEEKLY_MEASURES)[number];

export type Trend = 'UP' | 'DOWN' | 'SAME';

/** The weekly report's arrow for one measure. */
export function trend(thisWeek: number, lastWeek: number): Trend {
  if (thisWeek === lastWeek) return 'SAME';
  return thisWeek > lastWeek ? 'UP' : 'DOWN';
}

/** The weekly report's words, shared by the screen and anything else that reports the week. */
export const WEEKLY_MEASURE_LABELS: Readonly<Record<WeeklyMeasure, string>> = {
  APPOINTMENTS: 'Total appointments',
  RETAIL: 'Retail %',
  REBOOK: 'Rebook %',
  TREATMENT: 'Treatment %',
};

/** Each arrow's name, for those who cannot see its direction. */
export const TREND_LABELS: Readonly<Record<Trend, string>> = {
  UP: 'Up on last week',
  DOWN: 'Down on last week',
  SAME: 'Same as last week',
};

/**
 * A week from its Monday to its Sunday in the salon's zone, en-AU with the house month
 * abbreviations: 'Mon 14 Sept – Sun 20 Sept 2026'; the start keeps its year when the week spans two.
 */
export function formatSalonWeek(monday: Date, zone: string): string {
  const options = { in: tz(zone) };
  const sunday = addSalonDays(monday, 6, zone);
  const day = (date: Date) => `${format(date, 'EEE d', options)} ${monthAbbreviation(date, zone)}`;
  const startYear = format(monday, 'yyyy', options);
  const endYear = format(sunday, 'yyyy', options);
  return `${day(monday)}${startYear === endYear ? '' : ` ${startYear}`} – ${day(sunday)} ${endYear}`;
}

/** The product's averages of a year's total. */
export function perWeekAverage(yearTotal: number): number {
  return yearTotal / 52;
}

export function perDayAverage(yearTotal: number): number {
  return yearTotal / 365;
}

export type SimilarSalonAverages = Omit<Kpis, 'total'>;

/** The product's fixed figures, used until the platform has enough salons to compute real ones (docs/product-rules.md). */
export const FIXED_SIMILAR_SALON_AVERAGES: SimilarSalonAverages = {
  retailPercent: 12,
  rebookPercent: 45,
  treatmentPercent: 4,
};

/**
 * Below this many comparable salons with appointments in the period, a computed average would
 * describe a handful of businesses (and could let one salon infer another's figures), so the fixed
 * figures stand.
 */
export const MIN_SALONS_FOR_COMPUTED_AVERAGES = 20;

/**
 * Averages of comparable salons' figures for the same period. Each salon counts once (an unweighted
 * mean), so one very busy salon does not set the benchmark for everyone; salons without appointments
 * in the period are left out. Which salons are comparable is the caller's choice.
 */
export function similarSalonAverages(salons: readonly Kpis[]): SimilarSalonAverages {
  const active = salons.filter((salon) => salon.total > 0);
  if (active.length < MIN_SALONS_FOR_COMPUTED_AVERAGES) return FIXED_SIMILAR_SALON_AVERAGES;
  const mean = (pick: (salon: Kpis) => number) => active.reduce((sum, salon) => sum + pick(salon), 0) / active.length;
  return {
    retailPercent: mean((salon) => salon.retailPercent),
    rebookPercent: mean((salon) => salon.rebookPercent),
    treatmentPercent: mean((salon) => salon.treatmentPercent),
  };
}

/** Similar salons are compared over the 12 whole weeks before this one. */
export const SIMILAR_SALON_WEEKS = 12;

export function similarSalonPeriod(now: Date, zone: string): { start: Date; end: Date } {
  const end = startOfSalonWeek(now, zone);
  return { start: addSalonDays(end, -7 * SIMILAR_SALON_WEEKS, zone), end };
}

/**
 * Session volume bands over the 12 weeks, by their lowest count: under 5 sessions a week, 5 to 14,
 * 15 to 39, and 40 or more. Each band is two to three times the one below, wide enough to fill a
 * cohort and narrow enough that a one-chair salon is not held to a busy city salon's figures.
 */
export const SESSION_VOLUME_BANDS = [1, 60, 180, 480] as const;

/** The band's index, or null for a salon without sessions, which belongs to no cohort. */
export function sessionVolumeBand(sessions: number): number | null {
  let band: number | null = null;
  for (const [index, lowest] of SESSION_VOLUME_BANDS.entries()) {
    if (sessions >= lowest) band = index;
  }
  return band;
}

/** The plan of a salon without a subscription on record (demo and imported salons). */
export const NO_PLAN = 'NONE';

/** The help text of the weekly report's averages: how the cohort is chosen. */
export const SIMILAR_SALON_HELP =
  `Similar salons are salons on the same plan with a similar number of sessions (under 5 a week, 5 to 14, 15 to 39, or 40 or more) over the ${SIMILAR_SALON_WEEKS} whole weeks before this one. ` +
  `Each salon counts once. When fewer than ${MIN_SALONS_FOR_COMPUTED_AVERAGES} such salons have sessions, the industry figures are shown instead: retail 12%, rebook 45%, treatment 4%. No salon's own figures are shown to another.`;

export interface CohortMember {
  salonId: string;
  plan: string;
  figures: Kpis;
}

/** One cohort's averages; null when too few salons for averages that describe no one salon. */
export interface CohortFigures {
  plan: string;
  band: number;
  salons: number;
  averages: SimilarSalonAverages | null;
}

export function cohortFigures(members: readonly CohortMember[]): CohortFigures[] {
  const cohorts = new Map<string, { plan: string; band: number; figures: Kpis[] }>();
  for (const member of members) {
    const band = sessionVolumeBand(member.figures.total);
    if (band === null) continue;
    const key = `${member.plan}:${band}`;
    const cohort = cohorts.get(key) ?? { plan: member.plan, band, figures: [] };
    cohort.figures.push(member.figures);
    cohorts.set(key, cohort);
  }
  return [...cohorts.values()].map(({ plan, band, figures }) => ({
    plan,
    band,
    salons: figures.length,
    averages: figures.length >= MIN_SALONS_FOR_COMPUTED_AVERAGES ? similarSalonAverages(figures) : null,
  }));
}

export type SimilarSalonSource = 'COHORT' | 'FIXED';

/** What the averages beside the salon's own figures are called, by where they come from. */
export const SIMILAR_SALON_SOURCE_LABELS: Readonly<Record<SimilarSalonSource, string>> = {
  COHORT: 'Similar salons',
  FIXED: 'Industry average',
};

/** The line saying which comparison the weekly report shows. */
export function similarSalonSourceText(source: SimilarSalonSource, salons: number): string {
  return source === 'COHORT'
    ? `Compared with the average of ${salons} similar salons over the ${SIMILAR_SALON_WEEKS} weeks before this one.`
    : 'Compared with the industry figures: too few salons like yours are on piiq yet to average their own.';
}

export interface SimilarSalonFigures {
  source: SimilarSalonSource;
  /** Salons averaged; 0 for the fixed figures. */
  salons: number;
  averages: SimilarSalonAverages;
}

/** The salon's own cohort when it is large enough, else the product's fixed figures. */
export function similarSalonFigures(
  own: { plan: string; sessions: number },
  cohorts: readonly CohortFigures[],
): SimilarSalonFigures {
  const band = sessionVolumeBand(own.sessions);
  const cohort = cohorts.find((candidate) => candidate.plan === own.plan && candidate.band === band);
  if (!cohort?.averages) return { source: 'FIXED', salons: 0, averages: FIXED_SIMILAR_SALON_AVERAGES };
  return { source: 'COHORT', salons: cohort.salons, averages: cohort.averages };
}

export type ChartKind = 'MONEY' | 'COUNT';

/** Money markers are in cents, like every amount in the domain: the product's 3500 dollars is 350000. */
const AUSTRALIA_WIDE_MARKERS: Readonly<Record<ChartKind, Readonly<Record<ChartView, number>>>> = {
  MONEY: { all: 350_000, year: 350_000, month: 5_000, week: 4_000 },
  COUNT: { all: 90, year: 90, month: 2, week: 2 },
};

/** The view comes from the page's filter; anything else has no marker. */
export function australiaWideMarker(kind: ChartKind, view: string): number {
  const markers: Readonly<Record<string, number>> = AUSTRALIA_WIDE_MARKERS[kind];
  return markers[view] ?? 0;
}

/** Adds each point's value into the bucket holding its time; points outside every bucket are ignored. */
export function sumPerBucket(
  buckets: readonly ChartBucket[],
  points: readonly { at: Date; value: number }[],
): number[] {
  const sums = buckets.map(() => 0);
  for (const point of points) {
    const index = bucketIndex(buckets, point.at);
    if (index >= 0) sums[index] = (sums[index] ?? 0) + point.value;
  }
  return sums;
}

export function countPerBucket(buckets: readonly ChartBucket[], times: readonly Date[]): number[] {
  return sumPerBucket(
    buckets,
    times.map((at) => ({ at, value: 1 })),
  );
}

/** The per-bucket counts of a chart: the reference for the server's grouped SQL. */
export function kpiCountsPerBucket(
  buckets: readonly ChartBucket[],
  appointments: readonly KpiAppointment[],
): KpiCounts[] {
  const groups = buckets.map((): KpiAppointment[] => []);
  for (const appointment of appointments) {
    groups[bucketIndex(buckets, appointment.createdAt)]?.push(appointment);
  }
  return groups.map(kpiCounts);
}

/** One stylist's sessions and what their recommendations sold; staffId null gathers sessions without a stylist. */
export interface StylistCounts {
  staffId: string | null;
  staffName: string;
  sessions: number;
  rebooked: number;
  recommendations: number;
  /** Recommendations whose product the client bought in that session. */
  convertedRecommendations: number;
  /** Units bought of the session's recommended products. */
  productsFromRecommendations: number;
}

export function stylistCounts(appointments: readonly KpiAppointment[]): StylistCounts[] {
  const rows = new Map<string | null, StylistCounts>();
  for (const appointment of appointments) {
    const staffId = appointment.staffId ?? null;
    const row = rows.get(staffId) ?? {
      staffId,
      staffName: appointment.staffName ?? '',
      sessions: 0,
      rebooked: 0,
      recommendations: 0,
      convertedRecommendations: 0,
      productsFromRecommendations: 0,
    };
    const recommended = appointment.recommendedProductIds ?? [];
    const bought = soldItems(appointment);
    const boughtIds = new Set(bought.map((item) => item.productId));
    row.sessions += 1;
    if (appointment.rebookedAt) row.rebooked += 1;
    row.recommendations += recommended.length;
    row.convertedRecommendations += recommended.filter((productId) => boughtIds.has(productId)).length;
    row.productsFromRecommendations += bought
      .filter((item) => recommended.includes(item.productId))
      .reduce((sum, item) => sum + item.quantity, 0);
    rows.set(staffId, row);
  }
  return [...rows.values()];
}

export interface StylistConversion extends StylistCounts {
  /** Share of recommendations the client bought. */
  conversionPercent: number;
  rebookPercent: number;
}

export function stylistConversion(counts: StylistCounts): StylistConversion {
  return {
    ...counts,
    conversionPercent: percentOf(counts.convertedRecommendations, counts.recommendations),
    rebookPercent: percentOf(counts.rebooked, counts.sessions),
  };
}
