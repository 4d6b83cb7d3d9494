/**
 * GetSalonProducts at scale, on PostgreSQL: a salon selling 5,000 products (the catalogue holds
 * 10,000, half of them sold by another salon too), paged by limit and page. Times the service
 * (repository query and mapping), the whole GraphQL request through the real server (session,
 * scope check, resolvers), and the same query as raw SQL, for the first, a middle and the last
 * page and a search; prints p50 and p95 in milliseconds. Budget: p95 of 20 ms server-side.
 * Figures are printed, never asserted. The database is created for the run and dropped after it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { composeServer } from '../apps/server/src/compose.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { brands, catalogueProducts, salonBrands, salonProducts } from '../apps/server/src/db/schema/catalog.ts';
import { createSalonAdmin, TEST_PASSWORD } from '../apps/server/src/test/factories.ts';
import { SIGN_IN } from '../apps/server/src/test/sign-in.ts';

const adminUrl = process.env.PIIQ_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PRODUCTS = 5_000;
const LIMIT = 10;
const RUNS = 200;
const WARM_UP = 20;
const SEARCH = 'repair';

const TYPES = ['Shampoo', 'Conditioner', 'Treatment', 'Styling'] as const;
const WORDS = ['Argan', 'Bond', 'Curl', 'Daily', 'Extra', 'Frizz', 'Gloss', 'Hydrating', 'Intense', 'Jojoba', 'Keratin', 'Repair', 'Moisture', 'Volume', 'Smooth', 'Colour'];

async function reachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function insertInChunks<T extends Record<string, unknown>>(db: Database, table: Parameters<Database['insert']>[0], rows: T[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) await db.insert(table).values(rows.slice(i, i + 1000));
}

/** Two salons sharing half their products, 20 brands, names that sort in no particular order. */
async function generate(db: Database, mine: string, theirs: string): Promise<void> {
  const brandRows = Array.from({ length: 20 }, (_, i) => ({ id: crypto.randomUUID(), name: `Bench Brand ${String(i).padStart(2, '0')}`, abbreviation: `BB${i}` }));
  await insertInChunks(db, brands, brandRows);
  await insertInChunks(
    db,
    salonBrands,
    brandRows.flatMap((brand) => [mine, theirs].map((salonId) => ({ salonId, brandId: brand.id, enabled: true, visibleToClients: true }))),
  );
  const catalogue = Array.from({ length: PRODUCTS * 2 }, (_, i) => {
    const word = (k: number) => WORDS[(i * 7 + k * 13 + Math.floor(i / 16)) % WORDS.length];
    const type = TYPES[i % TYPES.length] ?? 'Shampoo';
    return {
      id: crypto.randomUUID(),
      brandId: brandRows[i % brandRows.length]?.id ?? '',
      sku: `BENCH-${i}`,
      productName: `${word(1)} ${word(2)} ${type} ${(i * 7919) % 100_000}`,
      productType: type,
      productSize: '250ml',
      rrpAuCents: 2000 + (i % 50) * 100,
      images: [`/files/demo/products/${type.toLowerCase()}.svg`],
    };
  });
  await insertInChunks(db, catalogueProducts, catalogue);
  await insertInChunks(db, salonProducts, catalogue.slice(0, PRODUCTS).map((product) => ({ salonId: mine, productId: product.id })));
  await insertInChunks(db, salonProducts, catalogue.slice(PRODUCTS / 2, PRODUCTS / 2 + PRODUCTS).map((product) => ({ salonId: theirs, productId: product.id })));
  // As autovacuum leaves a table in use: statistics fresh, visibility map set (index-only scans).
  await db.execute('vacuum analyze');
}

async function time(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < WARM_UP; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => Math.round((samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0) * 100) / 100;
  return { p50: at(0.5), p95: at(0.95) };
}

/** The query the repository sends, written by hand: the floor the service is compared with. */
const RAW_PAGE = `
  select sp.id, sp.product_id, sp.available, sp.custom_price_cents, sp.currency, sp.eligible, sp.eligible_reason,
         sp.created_at, sp.updated_at, cp.product_name, cp.product_size, cp.sku, cp.product_type, cp.images,
         cp.rrp_au_cents, cp.rrp_nz_cents, cp.rrp_ca_cents, cp.rrp_us_cents,
         b.id as brand_id, b.name as brand_name, b.abbreviation, b.active, b.logo_path, matches.total_count
  from (select id, count(*) over () as total_count from salon_products
        where salon_id = $1 and ($4::text is null or lower(product_name) like lower($4))
        order by product_name, id limit $2 offset $3) matches
  join salon_products sp on sp.id = matches.id
  join catalogue_products cp on cp.id = sp.product_id
  join brands b on b.id = cp.brand_id
  order by sp.product_name, sp.id`;

export async function salonProductsBench(): Promise<Record<string, unknown>> {
  if (!(await reachable())) return { skipped: `PostgreSQL is not reachable at ${adminUrl} (set PIIQ_TEST_POSTGRES_URL)` };
  const name = `piiq_bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'piiq-bench-products-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false', PUBLIC_URL: 'http://localhost:3000' });
  const server = await composeServer(config, { database: { kind: 'postgres', url: url.toString(), poolSize: 4 }, logger: false });
  const raw = new pg.Client({ connectionString: url.toString() });
  try {
    const db = server.database.db;
    const { user, salon } = await createSalonAdmin(db);
    const { salon: other } = await createSalonAdmin(db);
    await generate(db, salon.id, other.id);
    await raw.connect();

    const signIn = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: SIGN_IN, variables: { input: { email: user.email, password: TEST_PASSWORD } } },
    });
    const session = signIn.cookies.find((cookie) => cookie.name === 'piiq_session');
    if (!session) throw new Error('bench sign-in failed');
    const query = `query GetSalonProducts($salonId: ID!, $limit: Int, $page: Int, $search: String) {
      salon(id: $salonId) { products(limit: $limit, page: $page, search: $search) {
        totalCount page limit
        items { id productId name size sku productType available customPrice msrp currency eligible eligibleReason images createdAt updatedAt brand { id name abbreviation active logoUrl comingSoon } }
      } } }`;
    const graphql = async (variables: Record<string, unknown>) => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', cookie: `piiq_session=${session.value}` },
        payload: { query, variables: { salonId: salon.id, limit: LIMIT, ...variables } },
      });
      if (response.statusCode !== 200 || response.body.includes('"errors"')) throw new Error(`GetSalonProducts failed: ${response.body.slice(0, 300)}`);
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
      const service = await time(() => server.services.catalog.productsPage(salon.id, { search }, { limit: LIMIT, page }));
      const api = await time(() => graphql({ page, search }));
      const sql = await time(() => raw.query(RAW_PAGE, [salon.id, LIMIT, (page - 1) * LIMIT, pattern]));
      figures[label] = {
        'service p50 (ms)': service.p50,
        'service p95 (ms)': service.p95,
        'GraphQL request p50 (ms)': api.p50,
        'GraphQL request p95 (ms)': api.p95,
        'raw SQL p50 (ms)': sql.p50,
        'raw SQL p95 (ms)': sql.p95,
        'service p50 / raw SQL p50': Math.round((service.p50 / Math.max(sql.p50, 0.01)) * 100) / 100,
      };
    }
    const matching = await server.services.catalog.productsPage(salon.id, { search: SEARCH }, { limit: 1, page: 1 });
    return {
      'salon products': PRODUCTS,
      'catalogue products': PRODUCTS * 2,
      'page size': LIMIT,
      [`products matching "${SEARCH}"`]: matching.totalCount,
      'runs per figure': RUNS,
      'budget: p95 server-side (ms)': 20,
      ...figures,
    };
  } finally {
    await raw.end().catch(() => undefined);
    await server.close();
    await adminQuery(`drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
