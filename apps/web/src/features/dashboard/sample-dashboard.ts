import { chartBuckets, type ChartView } from '@piiq/domain/dates';
import {
  australiaWideMarker,
  dashboardKpis,
  NO_KPI_COUNTS,
  stylistConversion,
  type ChartKind,
  type KpiCounts,
} from '@piiq/domain/kpi';
import type { DashboardChart, DashboardFigures } from './dashboard-operations.ts';

/** Sessions a sample salon runs each day, a week's pattern repeated: quiet early on, busy at the end, closed one day. */
const SAMPLE_SESSIONS_BY_WEEKDAY = [2, 3, 4, 5, 7, 8, 0] as const;
const SAMPLE_SESSIONS_PER_MONTH = [96, 104, 118, 110, 122, 131, 127, 119, 136, 142, 150, 161] as const;
const SAMPLE_PRODUCT_CENTS = 3_495;
const SAMPLE_STYLISTS = [
  { name: 'Sample stylist A', share: 0.5, recommendationsPerSession: 3, conversion: 0.35 },
  { name: 'Sample stylist B', share: 0.3, recommendationsPerSession: 2, conversion: 0.25 },
  { name: 'Sample stylist C', share: 0.2, recommendationsPerSession: 1, conversion: 0.15 },
] as const;

/** One bucket of a plausible salon: about a third of sessions buy, nearly half rebook. */
function sampleCounts(sessions: number): KpiCounts {
  const sales = Math.round(sessions * 0.32);
  const productsSold = sales * 2;
  return {
    sessions,
    clients: Math.round(sessions * 0.85),
    sales,
    rebooked: Math.round(sessions * 0.46),
    treated: Math.round(sessions * 0.12),
    productsSold,
    revenueCents: productsSold * SAMPLE_PRODUCT_CENTS,
  };
}

function sum(counts: readonly KpiCounts[]): KpiCounts {
  return counts.reduce(
    (total, bucket) => ({
      sessions: total.sessions + bucket.sessions,
      clients: total.clients + bucket.clients,
      sales: total.sales + bucket.sales,
      rebooked: total.rebooked + bucket.rebooked,
      treated: total.treated + bucket.treated,
      productsSold: total.productsSold + bucket.productsSold,
      revenueCents: total.revenueCents + bucket.revenueCents,
    }),
    NO_KPI_COUNTS,
  );
}

/**
 * What the dashboard shows before a salon's own figures arrive, and for a salon without a session
 * yet: a steady salon's figures over the same buckets the view would have, so the page reads as it
 * will with real data. Days still ahead stay empty, as they would. The markers are the real ones.
 */
export function sampleDashboard(view: ChartView, now: Date, zone: string): DashboardFigures {
  // All time: the sample salon has had its mirror for a year.
  const earliest = new Date(now.getTime() - 335 * 86_400_000);
  const buckets = chartBuckets(view, now, zone, earliest);
  const counts = buckets.map((bucket, index) => {
    if (bucket.start.getTime() > now.getTime()) return NO_KPI_COUNTS;
    const daily = view === 'week' || view === 'month';
    const sessions = daily
      ? SAMPLE_SESSIONS_BY_WEEKDAY[index % SAMPLE_SESSIONS_BY_WEEKDAY.length]
      : SAMPLE_SESSIONS_PER_MONTH[index % SAMPLE_SESSIONS_PER_MONTH.length];
    return sampleCounts(sessions ?? 0);
  });
  const total = sum(counts);
  const kpis = dashboardKpis({ ...total, clients: Math.round(total.sessions * 0.6) });
  const chart = (kind: ChartKind, pick: (bucket: KpiCounts) => number): DashboardChart => ({
    kind,
    australiaWideMarker: australiaWideMarker(kind, view),
    points: buckets.map((bucket, index) => ({ label: bucket.label, value: pick(counts[index] ?? NO_KPI_COUNTS) })),
  });
  return {
    view,
    kpis: {
      sessions: kpis.sessions,
      clients: kpis.clients,
      retailPercent: kpis.retailPercent,
      productsSold: kpis.productsSold,
      retailRevenue: kpis.retailRevenueCents,
      rebookPercent: kpis.rebookPercent,
      treatmentPercent: kpis.treatmentPercent,
      productsPerSession: kpis.productsPerSession,
    },
    sessionsChart: chart('COUNT', (bucket) => bucket.sessions),
    retailProductsChart: chart('COUNT', (bucket) => bucket.productsSold),
    retailMoneyChart: chart('MONEY', (bucket) => bucket.revenueCents),
    stylists: SAMPLE_STYLISTS.map((stylist, index) => {
      const sessions = Math.round(total.sessions * stylist.share);
      const recommendations = sessions * stylist.recommendationsPerSession;
      const converted = Math.round(recommendations * stylist.conversion);
      const row = stylistConversion({
        staffId: `sample-${index}`,
        staffName: stylist.name,
        sessions,
        rebooked: Math.round(sessions * 0.46),
        recommendations,
        convertedRecommendations: converted,
        productsFromRecommendations: converted,
      });
      return {
        staffId: row.staffId,
        staffName: row.staffName,
        sessions: row.sessions,
        recommendations: row.recommendations,
        productsSold: row.productsFromRecommendations,
        conversionPercent: row.conversionPercent,
        rebookPercent: row.rebookPercent,
      };
    }),
  };
}
