import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, count, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartStatus } from '@piiq/domain/cart';
import { formatTime } from '@piiq/domain/dates';
import { ORDER_STATES, orderState, type OrderDeliveryType, type OrderState } from '@piiq/domain/orders';
import { SHIPPED_VIDEOS, shippedVideoUrl, videoSource } from '@piiq/domain/videos';
import { shippedVideosFolder } from '../../http/videos.ts';
import { createFolderFileStores } from '../../ports/files.ts';
import { openDatabase, type DatabaseHandle } from '../client.ts';
import { users } from '../schema/accounts.ts';
import { appointments } from '../schema/appointments.ts';
import { brands } from '../schema/brands.ts';
import { catalogueProducts } from '../schema/catalog.ts';
import { ibbModules } from '../schema/ibb.ts';
import { salonAccess, salons } from '../schema/salons.ts';
import { buildDemoData, seedDemoData } from './demo-seed.ts';
import { demoSignIns } from './demo/identities.ts';
import { scaleSeedOptions, seedScaleData } from './scale-seed.ts';

const now = new Date('2026-03-16T03:20:00Z');
let filesDir: string;
let first: DatabaseHandle;
let second: DatabaseHandle;
let firstSeedMs = 0;

/** Both drivers answer `execute` with `{ rows }`; the shared Database type leaves the result untyped. */
async function rowsOf<T>(handle: DatabaseHandle, query: SQL): Promise<T[]> {
  const result = (await handle.db.execute(query)) as { rows: T[] };
  return result.rows;
}

/**
 * The orders of `which` (an SQL condition on orders o) reach every state, each stored state is the
 * domain's rule applied to its row, and every cart with items holds exactly one order.
 */
async function expectEveryOrderState(handle: DatabaseHandle, which: SQL): Promise<void> {
  const rows = await rowsOf<{
    status: CartStatus;
    delivery_type: OrderDeliveryType;
    paid_at: string | null;
    refunded_at: string | null;
    order_state: OrderState;
  }>(handle, sql`select status, delivery_type, paid_at, refunded_at, order_state from orders o where ${which}`);
  expect([...new Set(rows.map((row) => row.order_state))].sort()).toEqual([...ORDER_STATES].sort());
  for (const row of rows)
    expect(
      orderState({
        status: row.status,
        deliveryType: row.delivery_type,
        paidAt: row.paid_at,
        refundedAt: row.refunded_at,
      }),
    ).toBe(row.order_state);
  expect(
    await scalar(
      handle,
      sql`select count(*) as n from carts c where exists (select 1 from cart_items i where i.cart_id = c.id)
        and (select count(*) from orders o where o.cart_id = c.id) <> 1`,
    ),
  ).toBe(0);
}

async function scalar(handle: DatabaseHandle, query: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(handle, query);
  return Number(row?.n ?? 0);
}

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'piiq-demo-files-'));
  [first, second] = await Promise.all([
    openDatabase({ kind: 'pglite-memory' }),
    openDatabase({ kind: 'pglite-memory' }),
  ]);
  const started = performance.now();
  await seedDemoData(first.db, {
    files: createFolderFileStores({ filesDir, privateFilesDir: path.join(filesDir, 'private') }),
    now,
    passwordHash: 'not-a-real-hash',
  });
  firstSeedMs = performance.now() - started;
  await seedDemoData(second.db, {
    files: createFolderFileStores({
      filesDir: path.join(filesDir, 'second'),
      privateFilesDir: path.join(filesDir, 'second-private'),
    }),
    now,
    passwordHash: 'not-a-real-hash',
  });
});

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  await rm(filesDir, { recursive: true, force: true });
});

describe('demo seed', () => {
  it('is quick enough to run on first start', () => {
    expect(firstSeedMs).toBeLessThan(15_000);
  });

  it('holds the volumes the demo promises', async () => {
    const [appointmentCount] = await first.db.select({ n: count() }).from(appointments);
    const [productCount] = await first.db.select({ n: count() }).from(catalogueProducts);
    const [brandCount] = await first.db.select({ n: count() }).from(brands);
    expect(appointmentCount?.n).toBeGreaterThanOrEqual(400);
    expect(productCount?.n).toBeGreaterThanOrEqual(80);
    expect(brandCount?.n).toBeGreaterThanOrEqual(6);
    expect(await scalar(first, sql`select count(*) as n from brands where name like '%Coming%'`)).toBe(1);
    const modules = await first.db
      .select({ name: ibbModules.name })
      .from(ibbModules)
      .orderBy(asc(ibbModules.moduleNumber));
    expect(modules.map((m) => m.name)).toEqual([
      'Intro & Quick Start Guide',
      'Fundamentals',
      'Advanced',
      'Hot Tips and Extras',
      'Bonus - Hot tips & extras',
    ]);
    expect(
      await scalar(
        first,
        sql`select min(c) as n from (select count(*) as c from ibb_lessons group by module_number) x`,
      ),
    ).toBeGreaterThanOrEqual(3);
    expect(
      await scalar(
        first,
        sql`select count(*) as n from terms_of_service where version = 2 and locale in ('en-US', 'en-GB')`,
      ),
    ).toBe(2);
    expect(await scalar(first, sql`select count(*) as n from announcements where heading = 'News - April 2022'`)).toBe(
      3,
    );
    expect(
      await scalar(
        first,
        sql`select count(*) as n from announcements where body like '%up to 10 products per session%'`,
      ),
    ).toBe(1);
    expect(await scalar(first, sql`select count(distinct measure) as n from weekly_tips`)).toBe(4);
    expect(
      await scalar(first, sql`select min(c) as n from (select count(*) as c from weekly_tips group by measure) x`),
    ).toBeGreaterThanOrEqual(3);
    expect(await scalar(first, sql`select count(*) as n from chat_messages where body like '%1 business day%'`)).toBe(
      3,
    );
    expect(
      await scalar(first, sql`select count(*) as n from plans where availability = 'OPEN' and code = 'PLUS'`),
    ).toBe(1);
    expect(await scalar(first, sql`select count(*) as n from promo_codes`)).toBe(1);
  });

  it('fills every field of the catalogue', async () => {
    const emptyFields = await scalar(
      first,
      sql`select count(*) as n from catalogue_products where cardinality(bullets) = 0 or created_by is null
        or description = '' or cardinality(hair_concerns_filters) = 0 or product_image_main is null or product_size = ''
        or rrp_ca_cents is null or rrp_nz_cents is null or rrp_us_cents is null or list_price_cents = 0
        or cardinality(suits_coloured) = 0 or cardinality(suits_hair_colour) = 0 or cardinality(suits_hair_densities) = 0
        or cardinality(suits_hair_elasticities) = 0 or cardinality(suits_hair_porosity) = 0 or cardinality(suits_hair_textures) = 0
        or cardinality(suits_other_filters) = 0 or cardinality(suits_genders) = 0
        or ean is null or benefits is null or directions is null or ingredients is null`,
    );
    expect(emptyFields).toBe(0);
    const [row] = await rowsOf<Record<string, number | string>>(
      first,
      sql`select count(distinct product_type) as types, count(*) filter (where for_men) as men, count(*) filter (where out_of_stock) as oos,
        count(*) filter (where is_archived) as archived, count(*) filter (where is_fallback) as fallback, count(*) filter (where is_mask) as masks,
        count(*) filter (where is_oil) as oils, count(*) filter (where cardinality(suits_scalp_concerns) > 0) as scalp
        from catalogue_products`,
    );
    expect(Number(row?.types)).toBe(4);
    for (const flag of ['men', 'oos', 'archived', 'fallback', 'masks', 'oils', 'scalp'])
      expect(Number(row?.[flag])).toBeGreaterThan(0);
    // Only a line made for a scalp concern lists one; every other product suits any scalp.
    expect(
      await scalar(
        first,
        sql`select count(*) as n from catalogue_products where cardinality(suits_scalp_concerns) > 0
          and product_name not like '%Scalp Balance%' and product_name not like '%Purify%'`,
      ),
    ).toBe(0);
  });

  it('models the demo accounts and their salons', async () => {
    const rows = await first.db
      .select({
        email: users.email,
        salon: salons.name,
        timeZone: salons.timeZone,
        admin: salonAccess.salonAdmin,
        client: salonAccess.salonClient,
        onboarded: salons.onboardingComplete,
      })
      .from(salonAccess)
      .innerJoin(users, eq(users.id, salonAccess.userId))
      .innerJoin(salons, eq(salons.id, salonAccess.salonId))
      .where(sql`${users.email} like '%@piiq.demo'`)
      .orderBy(users.email, salons.name);
    expect(rows).toEqual([
      {
        email: 'client@piiq.demo',
        salon: 'Bondi Beach Hair Studio',
        timeZone: 'Australia/Sydney',
        admin: false,
        client: true,
        onboarded: true,
      },
      {
        email: 'newsalon@piiq.demo',
        salon: 'Fresh Start Salon',
        timeZone: 'Australia/Melbourne',
        admin: true,
        client: false,
        onboarded: false,
      },
      {
        email: 'owner@piiq.demo',
        salon: 'Bondi Beach Hair Studio',
        timeZone: 'Australia/Sydney',
        admin: true,
        client: false,
        onboarded: true,
      },
      {
        email: 'owner@piiq.demo',
        salon: 'Ponsonby Hair Co.',
        timeZone: 'Pacific/Auckland',
        admin: true,
        client: false,
        onboarded: true,
      },
    ]);
    const [supportUser] = await first.db.select().from(users).where(eq(users.email, 'support@piiq.demo'));
    expect(supportUser?.isProviderStaff).toBe(true);
    const [clientUser] = await first.db.select().from(users).where(eq(users.email, 'client@piiq.demo'));
    expect(clientUser?.profileRole).toBe('Client');
    expect(demoSignIns.map((s) => s.email).sort()).toEqual([
      'client@piiq.demo',
      'newsalon@piiq.demo',
      'owner@piiq.demo',
      'support@piiq.demo',
    ]);
    expect(await scalar(first, sql`select count(*) as n from staff where not active`)).toBeGreaterThan(0);
    expect(
      await scalar(first, sql`select count(*) as n from salons where preferred_recommendation_brand_id is not null`),
    ).toBe(3);
    expect(
      await scalar(
        first,
        sql`select count(*) as n from invoices i join salons s on s.id = i.salon_id where s.name = 'Bondi Beach Hair Studio'`,
      ),
    ).toBe(2);
  });

  it('covers every rebook state, cart status and retail outcome', async () => {
    const states = await rowsOf<{ state: string }>(
      first,
      sql`select distinct case when rebooked_at is not null then 'COMPLETED'
          when rebook_notification_scheduled_at is not null and rebook_notification_sent_at is not null then 'SENT'
          when rebook_notification_scheduled_at is not null then 'SCHEDULED'
          when rebook_length is not null then 'OPEN' else 'N/A' end as state from appointments order by 1`,
    );
    expect(states.map((r) => r.state)).toEqual(['COMPLETED', 'N/A', 'OPEN', 'SCHEDULED', 'SENT']);
    await expectEveryOrderState(first, sql`true`);
    expect(
      await scalar(
        first,
        sql`select count(*) as n from appointments where salon_pickup and cardinality(purchased_items) > 0`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await scalar(
        first,
        sql`select count(*) as n from appointments where not salon_pickup and cardinality(purchased_items) > 0`,
      ),
    ).toBeGreaterThan(0);
    expect(await scalar(first, sql`select count(*) as n from orders where address_line1 is not null`)).toBeGreaterThan(
      0,
    );
    const [range] = await rowsOf<{ lo: number | string; hi: number | string }>(
      first,
      sql`select min(c) as lo, max(c) as hi from (select count(*) as c from appointment_recommendations group by appointment_id) x`,
    );
    expect(Number(range?.lo)).toBeGreaterThanOrEqual(1);
    expect(Number(range?.hi)).toBeLessThanOrEqual(10);
  });

  it('keeps the data consistent with the clock and the rules', async () => {
    expect(
      await scalar(
        first,
        sql`select count(*) as n from appointments where created_at > ${now.toISOString()}::timestamptz`,
      ),
    ).toBe(0);
    expect(
      await scalar(
        first,
        sql`select count(*) as n from appointments where created_at < ${now.toISOString()}::timestamptz - interval '549 days'`,
      ),
    ).toBe(0);
    // An unsent reminder in the past would be sent by the reminder job the moment the server starts.
    expect(
      await scalar(
        first,
        sql`select count(*) as n from appointments where rebook_notification_sent_at is null and rebook_notification_scheduled_at <= ${now.toISOString()}::timestamptz`,
      ),
    ).toBe(0);
    // Recommendation rule: not out of stock, not archived, brand visible to the salon.
    expect(
      await scalar(
        first,
        sql`select count(*) as n from appointment_recommendations r join appointments a on a.id = r.appointment_id
          join catalogue_products p on p.id = r.product_id
          left join salon_brands sb on sb.salon_id = a.salon_id and sb.brand_id = p.brand_id
          where p.out_of_stock or p.is_archived or not coalesce(sb.visible_to_clients, false)`,
      ),
    ).toBe(0);
    expect(
      await scalar(
        first,
        sql`select count(*) as n from orders o where o.grand_total_cents <>
          o.shipping_cents + (select coalesce(sum(total_cents), 0) from order_line_items l where l.order_id = o.id)`,
      ),
    ).toBe(0);
  });

  it('writes every client photo it references into the private folder, never under /files', async () => {
    const paths = await rowsOf<{ path: string }>(
      first,
      sql`select client_selfie_image_url as path from appointments where client_selfie_image_url is not null
        union select client360_image_url from appointments where client360_image_url is not null`,
    );
    expect(paths.length).toBeGreaterThan(5);
    for (const { path: stored } of paths) {
      expect(stored.startsWith('demo/')).toBe(true);
      expect(existsSync(path.join(filesDir, 'private', stored))).toBe(true);
      expect(existsSync(path.join(filesDir, stored))).toBe(false);
    }
  });

  it('writes every public image it references, and nothing outside /files/demo', async () => {
    const urls = await rowsOf<{ url: string }>(
      first,
      sql`select image_url as url from appointment_image_likes
        union select product_image_main from catalogue_products
        union select logo_path from brands
        union select sf_photo_path from salons where sf_photo_path is not null
        union select unnest(images) from academy_content`,
    );
    const list = urls.map((r) => r.url);
    expect(list.length).toBeGreaterThan(50);
    for (const url of list) {
      expect(url.startsWith('/files/demo/')).toBe(true);
      expect(existsSync(path.join(filesDir, url.slice('/files/'.length)))).toBe(true);
    }
  });

  it('points every video at a file the server ships, so none needs the network', async () => {
    const videos = await rowsOf<{ url: string | null }>(
      first,
      sql`select video_url as url from ibb_lessons
        union all select video_url from academy_content
        union all select video_url from help_resources where kind in ('VIDEO', 'SOCIAL_VIDEO')`,
    );
    expect(videos.length).toBe(21 + 6 + 6 + 3);
    const played = new Set<string>();
    for (const { url } of videos) {
      const source = videoSource(url);
      expect(source?.kind, String(url)).toBe('file');
      for (const file of source?.kind === 'file' ? [source.src, source.captions] : []) {
        expect(existsSync(path.join(shippedVideosFolder, path.basename(file))), file).toBe(true);
      }
      played.add(String(url));
    }
    // Every walkthrough is somewhere in the demo.
    expect([...played].sort()).toEqual(SHIPPED_VIDEOS.map(shippedVideoUrl).sort());
  });

  it('is deterministic: the same `now` gives the same rows', async () => {
    const read = (handle: DatabaseHandle) =>
      handle.db
        .select({ client: users.name, ...getTableColumns(appointments) })
        .from(appointments)
        .leftJoin(users, eq(users.id, appointments.clientId))
        .orderBy(asc(appointments.createdAt), asc(appointments.id));
    const [a, b] = await Promise.all([read(first), read(second)]);
    expect(a.length).toBeGreaterThanOrEqual(400);
    expect(b).toEqual(a);
    const products = (handle: DatabaseHandle) =>
      handle.db.select().from(catalogueProducts).orderBy(catalogueProducts.sku);
    expect(await products(second)).toEqual(await products(first));
  });
});

describe('demo data before the salons open', () => {
  it('keeps every visit in salon hours and in the past', () => {
    // 06:00 in Sydney, 08:00 in Auckland: no visit can have happened yet today.
    const early = new Date('2026-03-15T19:00:00Z');
    const data = buildDemoData(early, { shared: 'x' });
    const zoneOf = new Map(data.salons.map((salon) => [salon.id, salon.timeZone ?? 'UTC']));
    expect(data.appointments.length).toBeGreaterThanOrEqual(400);
    for (const appointment of data.appointments) {
      const createdAt = appointment.createdAt ?? early;
      expect(createdAt.getTime()).toBeLessThan(early.getTime());
      // From 09:00 to 17:59 on the salon's clock.
      expect(formatTime(createdAt, zoneOf.get(appointment.salonId) ?? 'UTC')).toMatch(/^(09|1[0-7]):/);
    }
  });
});

describe('scale seed', () => {
  it('adds 3 salons and 2000 appointments beside the demo, consistently', async () => {
    const options = scaleSeedOptions({
      salons: 3,
      appointments: 2000,
      productsPerSalon: 50,
      largeSalons: 1,
      catalogSize: 300,
      now,
      passwordHash: 'x',
      tag: 'test1',
    });
    const reports = await seedScaleData(second.db, options);
    const phaseRows = (name: string) => reports.find((r) => r.phase === name)?.rows ?? -1;
    expect(phaseRows('appointments')).toBe(2000);
    expect(phaseRows('salon products')).toBe(300 + 2 * 50);
    expect(phaseRows('carts')).toBeGreaterThan(100);
    expect(phaseRows('orders')).toBe(phaseRows('carts'));
    expect(phaseRows('cart items')).toBe(phaseRows('order line items'));

    const tagged = sql`(select id from salons where name like 'Scale Salon test1 %')`;
    expect(await scalar(second, sql`select count(*) as n from appointments where salon_id in ${tagged}`)).toBe(2000);
    expect(
      await scalar(second, sql`select count(distinct salon_id) as n from appointments where salon_id in ${tagged}`),
    ).toBe(3);
    // Every client of an appointment is a client of that salon, and every stylist works there.
    expect(
      await scalar(
        second,
        sql`select count(*) as n from appointments a where a.salon_id in ${tagged} and a.client_id is not null
          and not exists (select 1 from salon_access sa where sa.user_id = a.client_id and sa.salon_id = a.salon_id and sa.salon_client)`,
      ),
    ).toBe(0);
    expect(
      await scalar(
        second,
        sql`select count(*) as n from appointments a join staff s on s.id = a.staff_id where a.salon_id in ${tagged} and s.salon_id <> a.salon_id`,
      ),
    ).toBe(0);
    // Purchased SKUs are recommended products of the salon's own catalogue, and the cart holds them.
    expect(
      await scalar(
        second,
        sql`select count(*) as n from appointments a cross join lateral unnest(a.purchased_items) sku
          where a.salon_id in ${tagged} and not exists (select 1 from appointment_recommendations r where r.appointment_id = a.id and r.sku = sku)`,
      ),
    ).toBe(0);
    expect(
      await scalar(
        second,
        sql`select count(*) as n from appointment_recommendations r join appointments a on a.id = r.appointment_id
          where a.salon_id in ${tagged} and not exists (select 1 from salon_products sp where sp.salon_id = a.salon_id and sp.product_id = r.product_id)`,
      ),
    ).toBe(0);
    expect(
      await scalar(
        second,
        sql`select count(*) as n from orders o where o.salon_id in ${tagged} and o.grand_total_cents <>
          o.shipping_cents + (select coalesce(sum(total_cents), 0) from order_line_items l where l.order_id = o.id)`,
      ),
    ).toBe(0);
    await expectEveryOrderState(second, sql`o.salon_id in ${tagged}`);
    expect(
      await scalar(
        second,
        sql`select count(*) as n from appointments where salon_id in ${tagged} and created_at > ${now.toISOString()}::timestamptz`,
      ),
    ).toBe(0);
  });
});
