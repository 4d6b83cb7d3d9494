/**
 * The provider console's catalogue sheet import, on PostgreSQL: a 20,000-product sheet (every
 * column filled) posted to POST /console/catalogue/sheet as the provider's staff would post it,
 * timed server-side from the request to its answer:
 * - its preview (read, checked line by line, planned against the catalogue; nothing written);
 * - applying it to a new brand (20,000 products created);
 * - applying it again with every price changed (20,000 products updated);
 * - the same sheet for a brand offered to BENCH_SHELF_SALONS salons (default 10), which also puts
 *   every new product on each salon's shelf.
 * Budget: a 20,000-row import ≤ 20 s. Figures are printed, never asserted.
 */
import { SHEET_COLUMNS } from '@piiq/domain/catalogue-sheet';
import { stringify } from 'csv-stringify/sync';
import pg from 'pg';
import { brands } from '../apps/server/src/db/schema/brands.ts';
import { salonBrands } from '../apps/server/src/db/schema/catalog.ts';
import { createSalon, createUser } from '../apps/server/src/test/factories.ts';
import { adminUrl, postgresReachable, withBenchDatabase } from './support/bench-postgres.ts';
import { startBenchServer } from './support/bench-server.ts';
import { signInForBench } from './support/salon-products-data.ts';

const ROWS = Number(process.env.BENCH_SHEET_ROWS ?? 20_000);
const SHELF_SALONS = Number(process.env.BENCH_SHELF_SALONS ?? 10);
const HEADER = SHEET_COLUMNS.map((column) => column.header);
const TYPES = ['Shampoo', 'Conditioner', 'Treatment', 'Styling'];

/** A full sheet of a brand: every column filled as a real product sheet would be. */
function sheet(brand: string, skuPrefix: string, rrp: (index: number) => string): string {
  const rows = Array.from({ length: ROWS }, (_, index) => {
    const cells: Record<string, string> = {
      SKU: `${skuPrefix}-${String(index).padStart(6, '0')}`,
      Brand: brand,
      ProductName: `Bench ${TYPES[index % 4]} ${index}`,
      ProductType: TYPES[index % 4] ?? 'Shampoo',
      ProductSize: '300 ml',
      Description: 'A gentle everyday product for all hair types, made in Australia with native botanicals.',
      Bullets: 'Sulphate free|Colour safe|Vegan',
      ForMen: index % 5 === 0 ? 'TRUE' : 'FALSE',
      isArchived: 'FALSE',
      isFallback: index % 50 === 0 ? 'TRUE' : 'FALSE',
      isMask: 'FALSE',
      isOil: 'FALSE',
      Outofstock: 'FALSE',
      ListPrice: '14.50',
      RRPAU: rrp(index),
      RRPNZ: '31.95',
      RRPCA: '',
      RRPUS: '',
      ProductImageMain: `/files/bench/${index}.jpg`,
      Images: `/files/bench/${index}.jpg|/files/bench/${index}-b.jpg`,
      Benefits: 'Softens and smooths.',
      Directions: 'Apply to wet hair, lather and rinse.',
      Ingredients: 'Aqua, Glycerin, Panthenol',
      EAN: String(9_300_000_000_000 + index),
      HairConcernsFilters: 'Dryness|Frizz',
      SuitsColoured: 'Coloured|Natural',
      SuitsHairColour: 'Blonde|Brunette',
      SuitsHairDensities: 'Fine|Medium',
      SuitsHairElasticities: 'Low',
      SuitsHairPorosity: 'High',
      SuitsHairTextures: 'Wavy|Curly',
      SuitsOtherFilters: 'Vegan',
      SuitsScalpConcerns: 'dry|sensitive',
      SuitsGenders: 'Female|Male',
    };
    return HEADER.map((name) => cells[name] ?? '');
  });
  return stringify([HEADER, ...rows]);
}

export async function catalogueBench(): Promise<Record<string, unknown>> {
  if (!(await postgresReachable()))
    return { skipped: `PostgreSQL is not reachable at ${adminUrl} (set PIIQ_TEST_POSTGRES_URL)` };
  return withBenchDatabase('catalogue', async (url) => {
    const { server, close } = await startBenchServer(url);
    try {
      const db = server.database.db;
      const staff = await createUser(db, { isProviderStaff: true });
      const cookie = `piiq_session=${await signInForBench(server.app, staff.email)}`;
      const [newBrand] = await db.insert(brands).values({ name: 'Bench Sheet Brand', abbreviation: 'BSB' }).returning();
      const [shelfBrand] = await db
        .insert(brands)
        .values({ name: 'Bench Shelf Brand', abbreviation: 'BSH' })
        .returning();
      if (!newBrand || !shelfBrand) throw new Error('no brand');
      for (let i = 0; i < SHELF_SALONS; i++) {
        const salon = await createSalon(db, { name: `Bench Shelf Salon ${i}` });
        await db
          .insert(salonBrands)
          .values({ salonId: salon.id, brandId: shelfBrand.id, enabled: true, visibleToClients: true });
      }

      const post = async (csv: string, apply: boolean) => {
        const started = performance.now();
        const response = await server.app.inject({
          method: 'POST',
          url: `/console/catalogue/sheet?apply=${apply}`,
          headers: { 'content-type': 'text/csv', cookie, 'x-piiq-csrf': '1', origin: 'http://localhost:3000' },
          payload: csv,
        });
        const seconds = Math.round((performance.now() - started) / 10) / 100;
        const body = response.json() as { problems: unknown[]; created: number; updated: number; applied: boolean };
        if (response.statusCode !== 200 || body.problems.length > 0)
          throw new Error(`the sheet was refused: ${response.body.slice(0, 300)}`);
        return { seconds, created: body.created, updated: body.updated, applied: body.applied };
      };

      const first = sheet('BSB', 'BENCH', () => '29.95');
      const megabytes = Math.round((Buffer.byteLength(first) / 1024 / 1024) * 10) / 10;
      const preview = await post(first, false);
      const created = await post(first, true);
      const updated = await post(
        sheet('BSB', 'BENCH', (index) => (30 + (index % 20)).toFixed(2)),
        true,
      );
      const shelved = await post(
        sheet('BSH', 'SHELF', () => '19.95'),
        true,
      );
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const {
        rows: [shelf],
      } = await client
        .query<{ n: string }>(
          'select count(*) as n from salon_products sp join catalogue_products p on p.id = sp.product_id where p.brand_id = $1',
          [shelfBrand.id],
        )
        .finally(() => client.end());
      return {
        database: 'PostgreSQL',
        'sheet rows': ROWS,
        'sheet size (MB)': megabytes,
        'budget: a 20,000-row import': '≤ 20 s',
        'preview (s)': preview.seconds,
        'apply, new brand: products created': { seconds: created.seconds, created: created.created },
        'apply again, every price changed': { seconds: updated.seconds, updated: updated.updated },
        [`apply, a brand offered to ${SHELF_SALONS} salons (new products on each shelf)`]: {
          seconds: shelved.seconds,
          created: shelved.created,
          'shelf rows written': Number(shelf?.n ?? 0),
        },
      };
    } finally {
      await close();
    }
  });
}
