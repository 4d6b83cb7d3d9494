/**
 * A mirror's writes during a consultation, on PostgreSQL (and Redis when it is reachable, for the live
 * events each write publishes): recordHairAnalysis and setSessionCart as whole GraphQL requests with
 * a device credential, timed in the server (app.inject, no network). The salon shows a catalogue of
 * BENCH_MIRROR_PRODUCTS products (default 20,000) across 40 brands; each timed cart is three products
 * the server prices itself, with a fresh idempotency key. Budget: p95 ≤ 30 ms for each.
 * Figures are printed, never asserted. The database is created for the run and dropped after it.
 */
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  createBrand,
  createMirrorDevice,
  createSalonAdmin,
  createStaffMember,
  offerBrand,
} from '../apps/server/src/test/factories.ts';
import { adminUrl, postgresReachable, withBenchDatabase } from './support/bench-postgres.ts';
import { startBenchServer } from './support/bench-server.ts';
import { latency } from './support/latency.ts';
import { hairAnalysisWithDensity } from './support/hair-analysis.ts';

const PRODUCTS = Number(process.env.BENCH_MIRROR_PRODUCTS ?? 20_000);
const BRANDS = 40;
const RUNS = 500;
const BUDGET_P95_MS = 30;

const CREATE = `mutation Create($staffId: ID!) { createMirrorSession(staffId: $staffId) { id } }`;
const ANALYSE = `mutation Analyse($sessionId: ID!, $input: HairAnalysisInput!) { recordHairAnalysis(sessionId: $sessionId, input: $input) { id } }`;
const CART = `mutation Cart($sessionId: ID!, $items: [SessionCartItemInput!]!, $idempotencyKey: String) {
  setSessionCart(sessionId: $sessionId, deliveryType: "PICKUP", items: $items, idempotencyKey: $idempotencyKey) { id appointment { cart { id } } }
}`;

export async function mirrorWritesBench(): Promise<Record<string, unknown>> {
  if (!(await postgresReachable()))
    return { skipped: `PostgreSQL is not reachable at ${adminUrl} (set PIIQ_TEST_POSTGRES_URL)` };
  return withBenchDatabase('mirror', async (url) => {
    const { server, withRedis, close } = await startBenchServer(url);
    const raw = new pg.Pool({ connectionString: url, max: 2 });
    try {
      const db = server.database.db;
      const { salon } = await createSalonAdmin(db, { name: 'Bench Salon' });
      const brands = await Promise.all(
        Array.from({ length: BRANDS }, (_, i) => createBrand(db, { name: `Bench Brand ${i}` })),
      );
      for (const brand of brands) await offerBrand(db, salon.id, brand.id, { enabled: true, visibleToClients: true });
      await raw.query(
        `insert into catalogue_products (brand_id, sku, product_name, product_type, product_size, rrp_au_cents)
         select ($1::uuid[])[1 + i % $2], 'BENCH-' || i, 'Bench product ' || i, (array['Shampoo','Conditioner','Treatment','Styling'])[1 + i % 4]::product_type, '250ml', 2495 + (i % 50) * 100
         from generate_series(1, $3) as i`,
        [brands.map((brand) => brand.id), BRANDS, PRODUCTS],
      );
      const { rows: products } = await raw.query<{ id: string }>(
        `select id from catalogue_products order by sku limit 300`,
      );
      await raw.query('vacuum analyze');
      await raw.query('checkpoint');

      const stylist = await createStaffMember(db, salon.id, { name: 'Bench Stylist' });
      const credential = randomBytes(32).toString('base64url');
      await createMirrorDevice(db, salon.id, { credentialHash: createHash('sha256').update(credential).digest('hex') });
      const device = async (query: string, variables: Record<string, unknown>) => {
        const response = await server.app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${credential}` },
          payload: { query, variables },
        });
        const body = response.json() as { data?: Record<string, { id: string }>; errors?: unknown };
        if (body.errors) throw new Error(`mirror write failed: ${JSON.stringify(body.errors)}`);
        return body.data;
      };

      // A consultation a minute, as a busy salon's mirrors make them: the writes are spread over many sessions.
      const sessions: string[] = [];
      for (let i = 0; i < 50; i++)
        sessions.push((await device(CREATE, { staffId: stylist.id }))?.createMirrorSession?.id ?? '');
      let n = 0;
      const next = () => sessions[n++ % sessions.length] ?? '';
      const analysis = await latency(
        () =>
          device(ANALYSE, {
            sessionId: next(),
            input: hairAnalysisWithDensity(n % 21),
          }),
        { runs: RUNS },
      );
      const cart = await latency(
        () =>
          device(CART, {
            sessionId: next(),
            items: [0, 1, 2].map((k) => ({ productId: products[(n * 3 + k) % products.length]?.id, quantity: 1 + k })),
            idempotencyKey: `bench-${n}-${randomBytes(4).toString('hex')}`,
          }),
        { runs: RUNS },
      );
      return {
        catalogue: PRODUCTS,
        events: withRedis ? 'redis' : 'memory',
        'recordHairAnalysis p50 (ms)': analysis.p50,
        'recordHairAnalysis p95 (ms)': analysis.p95,
        'setSessionCart p50 (ms)': cart.p50,
        'setSessionCart p95 (ms)': cart.p95,
        'budget p95 (ms)': BUDGET_P95_MS,
        'within budget': analysis.p95 <= BUDGET_P95_MS && cart.p95 <= BUDGET_P95_MS,
      };
    } finally {
      await raw.end();
      await close();
    }
  });
}
