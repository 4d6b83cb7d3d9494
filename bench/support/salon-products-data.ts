/**
 * A salon selling 5,000 products at scale: the catalogue holds 10,000, half of them sold by another
 * salon too, 20 brands, names that sort in no particular order. Shared by the benchmarks that read
 * GetSalonProducts.
 */
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { composeServer, type ComposedServer, type ComposeOverrides } from '../../apps/server/src/compose.ts';
import type { Database } from '../../apps/server/src/db/client.ts';
import { brands } from '../../apps/server/src/db/schema/brands.ts';
import { catalogueProducts, salonBrands, salonProducts } from '../../apps/server/src/db/schema/catalog.ts';
import { createSalonAdmin, TEST_PASSWORD } from '../../apps/server/src/test/factories.ts';
import { SIGN_IN } from '../../apps/server/src/test/sign-in.ts';
import { benchConfig } from './bench-server.ts';

export const PRODUCTS = 5_000;

const TYPES = ['Shampoo', 'Conditioner', 'Treatment', 'Styling'] as const;
const WORDS = [
  'Argan',
  'Bond',
  'Curl',
  'Daily',
  'Extra',
  'Frizz',
  'Gloss',
  'Hydrating',
  'Intense',
  'Jojoba',
  'Keratin',
  'Repair',
  'Moisture',
  'Volume',
  'Smooth',
  'Colour',
];

async function insertInChunks<T extends Record<string, unknown>>(
  db: Database,
  table: Parameters<Database['insert']>[0],
  rows: T[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) await db.insert(table).values(rows.slice(i, i + 1000));
}

export async function generateSalonProducts(db: Database, mine: string, theirs: string): Promise<void> {
  const brandRows = Array.from({ length: 20 }, (_, i) => ({
    id: crypto.randomUUID(),
    name: `Bench Brand ${String(i).padStart(2, '0')}`,
    abbreviation: `BB${i}`,
  }));
  await insertInChunks(db, brands, brandRows);
  await insertInChunks(
    db,
    salonBrands,
    brandRows.flatMap((brand) =>
      [mine, theirs].map((salonId) => ({ salonId, brandId: brand.id, enabled: true, visibleToClients: true })),
    ),
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
  await insertInChunks(
    db,
    salonProducts,
    catalogue.slice(0, PRODUCTS).map((product) => ({ salonId: mine, productId: product.id })),
  );
  await insertInChunks(
    db,
    salonProducts,
    catalogue
      .slice(PRODUCTS / 2, PRODUCTS / 2 + PRODUCTS)
      .map((product) => ({ salonId: theirs, productId: product.id })),
  );
  // As autovacuum leaves a table in use: statistics fresh, visibility map set (index-only scans).
  await db.execute('vacuum analyze');
}

/** The web app's GetSalonProducts, every column the products table shows. */
export const GET_SALON_PRODUCTS = `query GetSalonProducts($salonId: ID!, $limit: Int, $page: Int, $search: String) {
  salon(id: $salonId) { products(limit: $limit, page: $page, search: $search) {
    totalCount page limit
    items { id productId name size sku productType available customPrice msrp currency eligible eligibleReason images createdAt updatedAt brand { id name abbreviation active logoUrl comingSoon } }
  } } }`;

/** The query the repository sends, written by hand: the floor the service and the API are compared with. */
export const RAW_SALON_PRODUCTS_PAGE = `
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

/** Signs in through the API, as the browser does, and returns the session cookie's value. */
export async function signInForBench(
  app: FastifyInstance,
  email: string,
  password: string = TEST_PASSWORD,
): Promise<string> {
  const signIn = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: { query: SIGN_IN, variables: { input: { email, password } } },
  });
  const session = signIn.cookies.find((cookie) => cookie.name === 'piiq_session');
  if (!session) throw new Error(`bench sign-in failed: ${signIn.body.slice(0, 300)}`);
  return session.value;
}

export interface SalonSellingProducts {
  server: ComposedServer;
  /** A plain connection to the same database, for the raw SQL the API is compared with. */
  raw: pg.Client;
  salonId: string;
  userId: string;
  /** The Cookie header of the salon's admin, signed in. */
  cookie: string;
}

/**
 * The real server on a fresh PostgreSQL database holding a salon that sells PRODUCTS products,
 * its admin signed in; everything is closed and dropped when `work` ends.
 */
export async function withSalonSellingProducts<T>(
  databaseUrl: string,
  options: { env?: Record<string, string>; compose?: Omit<ComposeOverrides, 'database'>; poolSize?: number },
  work: (setup: SalonSellingProducts) => Promise<T>,
): Promise<T> {
  const { dataDir, config } = benchConfig(options.env);
  const server = await composeServer(config, {
    logger: false,
    ...options.compose,
    database: { kind: 'postgres', url: databaseUrl, poolSize: options.poolSize ?? config.databasePoolSize },
  });
  const raw = new pg.Client({ connectionString: databaseUrl });
  try {
    const db = server.database.db;
    const { user, salon } = await createSalonAdmin(db);
    const { salon: other } = await createSalonAdmin(db);
    await generateSalonProducts(db, salon.id, other.id);
    await raw.connect();
    const cookie = `piiq_session=${await signInForBench(server.app, user.email)}`;
    return await work({ server, raw, salonId: salon.id, userId: user.id, cookie });
  } finally {
    await raw.end().catch(() => undefined);
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
