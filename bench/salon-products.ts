/**
 * GetSalonProducts at scale, on PostgreSQL: a salon selling 5,000 products (the catalogue holds
 * 10,000, half of them sold by another salon too), paged by limit and page. Times the service
 * (repository query and mapping), the whole GraphQL request through the real server (session,
 * scope check, resolvers), and the same query as raw SQL, for the first, a middle and the last
 * page and a search; prints p50 and p95 in milliseconds. Budget: p95 of 20 ms server-side. Also
 * the search box's suggestions (productSuggestions) through the service, for a prefix many names
 * start with and for one none does, which walks the salon's whole name index.
 * Figures are printed, never asserted. The database is created for the run and dropped after it.
 */
import { adminUrl, postgresReachable, withBenchDatabase } from './support/bench-postgres.ts';
import { cpuPerCall } from './support/cpu.ts';
import { latency, ratio } from './support/latency.ts';
import {
  GET_SALON_PRODUCTS,
  PRODUCTS,
  RAW_SALON_PRODUCTS_PAGE,
  withSalonSellingProducts,
} from './support/salon-products-data.ts';

const LIMIT = 10;
const SEARCH = 'repair';
/** A prefix hundreds of names start with, and one none does. */
const SUGGESTION_PREFIXES = ['argan', 'zz'];

export async function salonProductsBench(): Promise<Record<string, unknown>> {
  if (!(await postgresReachable()))
    return { skipped: `PostgreSQL is not reachable at ${adminUrl} (set PIIQ_TEST_POSTGRES_URL)` };
  return withBenchDatabase('products', (url) =>
    withSalonSellingProducts(url, { poolSize: 4 }, async ({ server, raw, salonId, cookie }) => {
      const graphql = async (variables: Record<string, unknown>) => {
        const response = await server.app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json', cookie },
          payload: { query: GET_SALON_PRODUCTS, variables: { salonId, limit: LIMIT, ...variables } },
        });
        if (response.statusCode !== 200 || response.body.includes('"errors"'))
          throw new Error(`GetSalonProducts failed: ${response.body.slice(0, 300)}`);
      };

      const lastPage = Math.ceil(PRODUCTS / LIMIT);
      const cases: Array<[string, { page: number; search?: string }]> = [
        ['first page', { page: 1 }],
        ['middle page', { page: Math.ceil(lastPage / 2) }],
        ['last page', { page: lastPage }],
        [`search "${SEARCH}", first page`, { page: 1, search: SEARCH }],
      ];
      const figures: Record<string, unknown> = {};
      for (const [label, { page, search }] of cases) {
        const pattern = search ? `%${search}%` : null;
        const service = await latency(() =>
          server.services.catalog.productsPage(salonId, { search }, { limit: LIMIT, page }),
        );
        const api = await latency(() => graphql({ page, search }));
        const sql = await latency(() =>
          raw.query(RAW_SALON_PRODUCTS_PAGE, [salonId, LIMIT, (page - 1) * LIMIT, pattern]),
        );
        const cpu = await cpuPerCall(() => graphql({ page, search }));
        figures[label] = {
          'GraphQL request Node CPU (ms)': cpu,
          'service p50 (ms)': service.p50,
          'service p95 (ms)': service.p95,
          'GraphQL request p50 (ms)': api.p50,
          'GraphQL request p95 (ms)': api.p95,
          'raw SQL p50 (ms)': sql.p50,
          'raw SQL p95 (ms)': sql.p95,
          'service p50 / raw SQL p50': ratio(service.p50, sql.p50),
          'GraphQL p50 / raw SQL p50': ratio(api.p50, sql.p50),
        };
      }
      for (const prefix of SUGGESTION_PREFIXES) {
        const found = await server.services.catalog.productSuggestions(salonId, { search: prefix });
        const service = await latency(() => server.services.catalog.productSuggestions(salonId, { search: prefix }));
        figures[`suggestions for "${prefix}" (${found.length} found)`] = {
          'service p50 (ms)': service.p50,
          'service p95 (ms)': service.p95,
        };
      }
      const matching = await server.services.catalog.productsPage(salonId, { search: SEARCH }, { limit: 1, page: 1 });
      return {
        'salon products': PRODUCTS,
        'catalogue products': PRODUCTS * 2,
        'page size': LIMIT,
        [`products matching "${SEARCH}"`]: matching.totalCount,
        'runs per figure': 200,
        'budget: p95 server-side (ms)': 20,
        ...figures,
      };
    }),
  );
}
