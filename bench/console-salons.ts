/**
 * The provider console's salons list at scale, on PostgreSQL: BENCH_DIRECTORY_SALONS salons (default
 * 10,000), each with a subscription, most with a paired mirror and sessions (BENCH_DIRECTORY_SESSIONS
 * per salon, default 20), written by SQL in a few statements. consoleSalons (the console's own
 * document shape) is timed as a GraphQL request for its first page, a page deep in the list (reached
 * by its tokens) and a search, against the raw SQL of the same rows (the page and its three look-ups
 * at once). Budget: p95 ≤ 10 ms. Figures are printed, never asserted.
 */
import pg from 'pg';
import { createUser } from '../apps/server/src/test/factories.ts';
import { adminUrl, postgresReachable, withBenchDatabase } from './support/bench-postgres.ts';
import { startBenchServer } from './support/bench-server.ts';
import { latency, ratio } from './support/latency.ts';
import { signInForBench } from './support/salon-products-data.ts';

const SALONS = Number(process.env.BENCH_DIRECTORY_SALONS ?? 10_000);
const SESSIONS = Number(process.env.BENCH_DIRECTORY_SESSIONS ?? 20);
const PAGE = 25;
const RUNS = 500;
/** How deep the "deep page" is: the 200th page of 25 is the 5,000th salon. */
const DEEP_PAGE = 200;

const QUERY = `query GetConsoleSalons($search: String, $limit: Int, $nextToken: String) {
  consoleSalons(search: $search, limit: $limit, nextToken: $nextToken) {
    nextToken
    items { id name ownerName email plan subscriptionType subscriptionStatus mirrorsOrdered mirrorsPaired lastSessionAt onboardingComplete signedUpAt }
  }
}`;

export async function consoleSalonsBench(): Promise<Record<string, unknown>> {
  if (!(await postgresReachable()))
    return { skipped: `PostgreSQL is not reachable at ${adminUrl} (set PIIQ_TEST_POSTGRES_URL)` };
  return withBenchDatabase('salons', async (url) => {
    const { server, close } = await startBenchServer(url);
    const raw = new pg.Pool({ connectionString: url, max: 8 });
    try {
      await raw.query(
        `insert into salons (name, owner_first_name, owner_last_name, email, onboarding_complete, created_at)
        select 'Bench Salon ' || i, 'Owner', 'Number ' || i, 'owner' || i || '@bench.example', i % 10 <> 0, now() - (i || ' minutes')::interval
        from generate_series(1, $1) as i`,
        [SALONS],
      );
      await raw.query(`insert into subscriptions (salon_id, plan, subscription_type, mirrors, subtotal_cents, total_cents, provider)
        select id, (array['FREE','GROWTH','SALON','PLUS'])[1 + (abs(hashtext(id::text)) % 4)]::plan_code, 'MONTHLY', 1 + abs(hashtext(id::text)) % 3, 9900, 9900, 'offline' from salons`);
      await raw.query(`insert into mirror_devices (salon_id, name, credential_hash)
        select id, 'Mirror', md5(id::text) from salons where abs(hashtext(id::text)) % 5 <> 0`);
      await raw.query(
        `insert into appointments (salon_id, created_at)
        select s.id, now() - (n || ' hours')::interval from salons s, generate_series(1, $1) as n`,
        [SESSIONS],
      );
      await raw.query('vacuum analyze');

      const staff = await createUser(server.database.db, { isProviderStaff: true });
      const cookie = `piiq_session=${await signInForBench(server.app, staff.email)}`;
      const graphql = async (variables: Record<string, unknown>) => {
        const response = await server.app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json', cookie },
          payload: { query: QUERY, variables },
        });
        if (response.statusCode !== 200 || response.body.includes('"errors"'))
          throw new Error(`request failed: ${response.body.slice(0, 300)}`);
        return JSON.parse(response.body) as {
          data: { consoleSalons: { nextToken: string | null; items: Array<{ id: string }> } };
        };
      };

      let deepToken: string | null = null;
      for (let page = 1; page < DEEP_PAGE; page++)
        deepToken = (await graphql({ limit: PAGE, nextToken: deepToken })).data.consoleSalons.nextToken;

      const rawPage = async (nextToken: string | null, search: string | null) => {
        const ids = (await graphql({ limit: PAGE, nextToken, search })).data.consoleSalons.items.map((item) => item.id);
        return () =>
          Promise.all([
            raw.query(
              `select id, name, email, owner_first_name, owner_last_name, onboarding_complete, created_at from salons
               where ($1::text is null or lower(name || ' ' || coalesce(owner_first_name, '') || ' ' || coalesce(owner_last_name, '') || ' ' || coalesce(email, '')) like $1)
               order by created_at desc, id desc limit ${PAGE + 1}`,
              [search ? `%${search}%` : null],
            ),
            raw.query(
              'select distinct on (salon_id) * from subscriptions where salon_id = any($1) order by salon_id, created_at desc, id desc',
              [ids],
            ),
            raw.query(
              'select salon_id, count(*) from mirror_devices where salon_id = any($1) and revoked_at is null group by salon_id',
              [ids],
            ),
            raw.query('select salon_id, max(created_at) from appointments where salon_id = any($1) group by salon_id', [
              ids,
            ]),
          ]);
      };

      const cases: Array<[string, string | null, string | null]> = [
        ['first page', null, null],
        [`page ${DEEP_PAGE}`, deepToken, null],
        ['search "number 77"', null, 'number 77'],
      ];
      const figures: Record<string, unknown> = {};
      for (const [name, token, search] of cases) {
        const api = await latency(() => graphql({ limit: PAGE, nextToken: token, search }), { runs: RUNS });
        const sql = await latency(await rawPage(token, search), { runs: RUNS });
        figures[name] = {
          'GraphQL request p50 (ms)': api.p50,
          'GraphQL request p95 (ms)': api.p95,
          'raw SQL p50 (ms)': sql.p50,
          'raw SQL p95 (ms)': sql.p95,
          'GraphQL p95 / raw SQL p95': ratio(api.p95, sql.p95),
        };
      }
      return {
        database: 'PostgreSQL',
        salons: SALONS,
        'sessions per salon': SESSIONS,
        'runs per figure': RUNS,
        'budget: the salons list': 'p95 ≤ 10 ms',
        'salons list': figures,
      };
    } finally {
      await raw.end().catch(() => undefined);
      await close();
    }
  });
}
