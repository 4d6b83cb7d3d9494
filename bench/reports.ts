/**
 * The dashboard and the weekly report at scale, on PostgreSQL: the scale seed (in a process of its own) fills a fresh
 * database with BENCH_SALONS salons and BENCH_APPOINTMENTS appointments (defaults 1,000 and
 * 1,000,000, what `npm run seed:scale` writes), and the salon with the most appointments is measured:
 * - the dashboard's KPI query set (the KPIs and the three charts of one view) for week, month, year
 *   and all: the repository's SQL, the service and the whole GraphQL request. Budget: p95 ≤ 20 ms each.
 * - the per-stylist conversion rows of each view (no budget; read only when the table is shown).
 * - the weekly report (this week against last week). Budget: p95 ≤ 20 ms.
 * - the similar-salon averages. Budget: p95 ≤ 50 ms. They are computed once per 12-week period from
 *   every salon's counts and stored (decision 020); the first ask of a period pays for the scan, which
 *   is timed on its own by forgetting the stored period between runs.
 * Figures are printed, never asserted. The database is created for the run and dropped after it.
 */
import { cpus, loadavg } from 'node:os';
import { CHART_VIEWS, chartBuckets } from '@piiq/domain/dates';
import { bucketBounds, viewRange, weeklyBounds } from '@piiq/domain/kpi';
import pg from 'pg';
import { createAppointmentsRepository } from '../apps/server/src/modules/appointments/appointments.repository.ts';
import { createOrdersRepository } from '../apps/server/src/modules/orders/orders.repository.ts';
import { adminUrl, postgresReachable, withBenchDatabase } from './support/bench-postgres.ts';
import { startBenchServer } from './support/bench-server.ts';
import { seedScaleApart } from './support/scale-seed-apart.ts';
import { busiestSalonSignedIn } from './support/busiest-salon.ts';
import { latency, ratio } from './support/latency.ts';
import { DASHBOARD_FIGURES, DASHBOARD_STYLISTS, WEEKLY_REPORT } from '../apps/server/src/test/report-fragments.ts';

const SALONS = Number(process.env.BENCH_SALONS ?? 1_000);
const APPOINTMENTS = Number(process.env.BENCH_APPOINTMENTS ?? 1_000_000);
/** A p95 from 500 runs rests on its 25 slowest, not on a handful. */
const RUNS = 500;
/** Each cold cohort computation scans the platform's last 12 weeks: a few suffice. */
const COLD_RUNS = 5;

const DASHBOARD = /* GraphQL */ `
  query Dashboard($salonId: ID!, $view: ChartView) {
    salon(id: $salonId) {
      id
      dashboard(view: $view) {
        ...DashboardFigures
      }
    }
  }
  ${DASHBOARD_FIGURES}
`;
const STYLISTS = /* GraphQL */ `
  query DashboardStylists($salonId: ID!, $view: ChartView) {
    salon(id: $salonId) {
      id
      dashboard(view: $view) {
        ...DashboardStylists
      }
    }
  }
  ${DASHBOARD_STYLISTS}
`;
const WEEKLY = /* GraphQL */ `
  query WeeklyReport($salonId: ID!) {
    salon(id: $salonId) {
      id
      weeklyReport {
        ...WeeklyReportFields
      }
    }
  }
  ${WEEKLY_REPORT}
`;
const SIMILAR = /* GraphQL */ `
  query SimilarSalons($salonId: ID!) {
    salon(id: $salonId) {
      id
      similarSalonAverages {
        source
        salons
        retailPercent
        rebookPercent
        treatmentPercent
      }
    }
  }
`;

export async function reportsBench(): Promise<Record<string, unknown>> {
  if (!(await postgresReachable()))
    return { skipped: `PostgreSQL is not reachable at ${adminUrl} (set PIIQ_TEST_POSTGRES_URL)` };
  return withBenchDatabase('reports', async (url) => {
    const { server, close } = await startBenchServer(url, { redis: false });
    const raw = new pg.Pool({ connectionString: url, max: 2 });
    try {
      const seedSeconds = await seedScaleApart({ url, salons: SALONS, appointments: APPOINTMENTS });
      await raw.query('analyze');

      const { salon, appointments: measured, graphql } = await busiestSalonSignedIn(server.app, raw);
      const figures = (api: { p50: number; p95: number }, service: { p95: number }, sql: { p95: number }) => ({
        'SQL p95 (ms)': sql.p95,
        'service p95 (ms)': service.p95,
        'GraphQL request p50 (ms)': api.p50,
        'GraphQL request p95 (ms)': api.p95,
        'GraphQL p95 / SQL p95': ratio(api.p95, sql.p95),
      });

      // The statements the service sends, through the repository alone: the floor the request is compared with.
      const repository = createAppointmentsRepository(server.database.db, createOrdersRepository(server.database.db));
      const dashboard: Record<string, unknown> = {};
      const stylists: Record<string, unknown> = {};
      for (const view of CHART_VIEWS) {
        const sql = await latency(
          async () => {
            const earliest = view === 'all' ? await repository.firstAppointmentAt(salon.id) : null;
            return repository.countsByBucket(
              salon.id,
              bucketBounds(chartBuckets(view, new Date(), salon.timeZone, earliest)),
            );
          },
          { runs: RUNS },
        );
        const service = await latency(() => server.services.dashboard.dashboard(salon, view), { runs: RUNS });
        const api = await latency(() => graphql(DASHBOARD, { salonId: salon.id, view }), { runs: RUNS });
        const counted = (await server.services.dashboard.dashboard(salon, view)).kpis.sessions;
        dashboard[`${view} (${counted} sessions)`] = figures(api, service, sql);

        const range = viewRange(view, new Date(), salon.timeZone);
        const stylistSql = await latency(() => repository.stylistCounts(salon.id, range.start, range.end), {
          runs: RUNS,
        });
        const stylistApi = await latency(() => graphql(STYLISTS, { salonId: salon.id, view }), { runs: RUNS });
        stylists[view] = {
          'SQL p95 (ms)': stylistSql.p95,
          'GraphQL request p95 (ms)': stylistApi.p95,
          'GraphQL p95 / SQL p95': ratio(stylistApi.p95, stylistSql.p95),
        };
      }

      const weeklySql = await latency(
        () => repository.countsByBucket(salon.id, weeklyBounds(new Date(), salon.timeZone)),
        { runs: RUNS },
      );
      const weeklyService = await latency(() => server.services.dashboard.weeklyReport(salon), { runs: RUNS });
      const weeklyApi = await latency(() => graphql(WEEKLY, { salonId: salon.id }), { runs: RUNS });

      // Cold: the stored period is forgotten before each run, so every run scans the platform.
      const cold: number[] = [];
      for (let i = 0; i < COLD_RUNS; i++) {
        await raw.query('delete from similar_salon_periods');
        const started = performance.now();
        await graphql(SIMILAR, { salonId: salon.id });
        cold.push(performance.now() - started);
      }
      const similarApi = await latency(() => graphql(SIMILAR, { salonId: salon.id }), { runs: RUNS });
      const similarService = await latency(() => server.services.dashboard.similarSalons(salon), { runs: RUNS });
      const answer = (await graphql(SIMILAR, { salonId: salon.id })).data.salon as {
        similarSalonAverages: { source: string; salons: number };
      };
      cold.sort((a, b) => a - b);

      return {
        database: 'PostgreSQL',
        // Milliseconds on a shared machine mean little without the load they were measured under.
        'machine: cores, load average over 1 and 5 minutes at the end': [
          cpus().length,
          ...loadavg()
            .slice(0, 2)
            .map((load) => Math.round(load * 10) / 10),
        ],
        'seeded salons': SALONS,
        'seeded appointments': APPOINTMENTS,
        'seed time (s)': seedSeconds,
        'appointments of the measured salon': measured,
        'runs per figure': RUNS,
        'budget: dashboard KPI query set, each view': 'p95 ≤ 20 ms',
        'dashboard KPIs and charts': dashboard,
        'stylist conversion (no budget)': stylists,
        'budget: weekly report': 'p95 ≤ 20 ms',
        'weekly report': figures(weeklyApi, weeklyService, weeklySql),
        'budget: similar-salon averages': 'p95 ≤ 50 ms (stored once per 12-week period)',
        'similar-salon averages': {
          answer: `${answer.similarSalonAverages.source}, ${answer.similarSalonAverages.salons} salons`,
          'service p95 (ms)': similarService.p95,
          'GraphQL request p50 (ms)': similarApi.p50,
          'GraphQL request p95 (ms)': similarApi.p95,
          [`first ask of a period, computing the cohorts: median of ${COLD_RUNS} (ms)`]:
            Math.round((cold[Math.floor(cold.length / 2)] ?? 0) * 100) / 100,
        },
      };
    } finally {
      await raw.end().catch(() => undefined);
      await close();
    }
  });
}
