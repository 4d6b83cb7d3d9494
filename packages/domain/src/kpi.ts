import { hasRetailPurchase, type RetailFields } from './cart.ts';
import { bucketIndex, isWithin, startOfSalonWeek, addSalonDays, type ChartBucket, type ChartView } from './dates.ts';
import { isTreatmentRecommended } from './hair-analysis.ts';

/**
 * Key figures of a set of appointments, each a percentage of all of them (0 when there are none):
 * - retail %: appointments where the client bought (picked up in store or had items delivered);
 * - rebook %: appointments marked rebooked (rebookedAt set);
 * - treatment %: appointments with a treatment recommended (scalp, protein or moisture; not none).
 */
export interface KpiAppointment extends RetailFields {
  createdAt: Date;
  rebookedAt?: Date | string | null;
  treatment?: string | null;
}

export interface Kpis {
  total: number;
  retailPercent: number;
  rebookPercent: number;
  treatmentPercent: number;
}

const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : (part / whole) * 100);

export function kpis(appointments: readonly KpiAppointment[]): Kpis {
  const total = appointments.length;
  const count = (test: (appointment: KpiAppointment) => boolean) => appointments.filter(test).length;
  return {
    total,
    retailPercent: percentOf(count(hasRetailPurchase), total),
    rebookPercent: percentOf(count((appointment) => Boolean(appointment.rebookedAt)), total),
    treatmentPercent: percentOf(count((appointment) => isTreatmentRecommended(appointment.treatment)), total),
  };
}

/** Whole percent for display: '12%'. */
export function formatPercent(percent: number): string {
  return `${Math.round(percent)}%`;
}

/** This week (from Monday) against the whole of last week, both in the salon's zone. */
export function weeklyComparison(
  appointments: readonly KpiAppointment[],
  now: Date,
  zone: string,
): { thisWeek: Kpis; lastWeek: Kpis } {
  const thisMonday = startOfSalonWeek(now, zone);
  const lastMonday = startOfSalonWeek(addSalonDays(thisMonday, -1, zone), zone);
  const within = (start: Date, end: Date) =>
    appointments.filter((appointment) => isWithin(appointment.createdAt, { start, end }));
  return {
    thisWeek: kpis(within(thisMonday, addSalonDays(thisMonday, 7, zone))),
    lastWeek: kpis(within(lastMonday, thisMonday)),
  };
}

/** The spec's averages of a year's total. */
export function perWeekAverage(yearTotal: number): number {
  return yearTotal / 52;
}

export function perDayAverage(yearTotal: number): number {
  return yearTotal / 365;
}

export type SimilarSalonAverages = Omit<Kpis, 'total'>;

/** The spec's fixed figures, used until the platform has enough salons to compute real ones (RESOLUTIONS 7). */
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

export type ChartKind = 'MONEY' | 'COUNT';

/** Money markers are in cents, like every amount in the domain: the spec's 3500 dollars is 350000. */
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
export function sumPerBucket(buckets: readonly ChartBucket[], points: readonly { at: Date; value: number }[]): number[] {
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
