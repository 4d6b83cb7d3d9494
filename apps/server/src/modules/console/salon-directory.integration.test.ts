import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salonBrands, salonProducts } from '../../db/schema/catalog.ts';
import {
  createAppointment,
  createBrand,
  createCatalogueProduct,
  createInvoice,
  createMirrorDevice,
  createSalon,
  createSalonAdmin,
  createSubscription,
  createUser,
} from '../../test/factories.ts';
import { signInAs } from '../../test/sign-in.ts';
import { errorCode, startTestServer, type TestServer } from '../../test/test-server.ts';

const SALONS = /* GraphQL */ `
  query Salons($search: String, $limit: Int, $nextToken: String) {
    consoleSalons(search: $search, limit: $limit, nextToken: $nextToken) {
      items {
        id
        name
        ownerName
        email
        plan
        subscriptionType
        subscriptionStatus
        mirrorsOrdered
        mirrorsPaired
        lastSessionAt
        onboardingComplete
      }
      nextToken
    }
  }
`;
const SALON = /* GraphQL */ `
  query Salon($id: ID!) {
    consoleSalon(id: $id) {
      summary {
        name
        plan
      }
      timeZone
      invoices {
        number
        totalCents
        paid
      }
      brands {
        id
        name
        availableToSalon
      }
      conversationId
    }
  }
`;
const OFFER = /* GraphQL */ `
  mutation Offer($salonId: ID!, $brandId: ID!, $available: Boolean!) {
    setBrandAvailableToSalon(salonId: $salonId, brandId: $brandId, available: $available)
  }
`;

let test: TestServer;
let provider: string;
const stamp = Date.now().toString(36);

beforeAll(async () => {
  test = await startTestServer();
  const staff = await createUser(test.server.database.db, { isProviderStaff: true });
  provider = await signInAs(test, staff.email);
});
afterAll(() => test.close());

describe('the console’s salons', () => {
  it('lists every salon newest first with its plan, mirrors and last session, a page at a time, searched', async () => {
    const db = test.server.database.db;
    const older = await createSalon(db, {
      name: `Directory Older ${stamp}`,
      ownerFirstName: 'Olga',
      ownerLastName: 'Older',
      email: `older-${stamp}@example.com`,
      createdAt: new Date(Date.now() - 86_400_000),
    });
    const newer = await createSalon(db, {
      name: `Directory Newer ${stamp}`,
      ownerFirstName: 'Nina',
      ownerLastName: 'Newer',
      email: `newer-${stamp}@example.com`,
    });
    await createSubscription(db, newer.id, { plan: 'PLUS', subscriptionType: 'ANNUAL', mirrors: 2 });
    await createMirrorDevice(db, newer.id);
    const session = await createAppointment(db, newer.id);

    type Page = { consoleSalons: { items: Array<Record<string, unknown>>; nextToken: string | null } };
    const found = await test.gql<Page>(SALONS, { search: stamp }, { cookie: provider });
    expect(found.data?.consoleSalons.items).toEqual([
      expect.objectContaining({
        id: newer.id,
        ownerName: 'Nina Newer',
        plan: 'PLUS',
        subscriptionType: 'ANNUAL',
        mirrorsOrdered: 2,
        mirrorsPaired: 1,
        lastSessionAt: session.createdAt.toISOString(),
      }),
      expect.objectContaining({ id: older.id, plan: null, mirrorsOrdered: 0, mirrorsPaired: 0, lastSessionAt: null }),
    ]);
    const first = await test.gql<Page>(SALONS, { search: stamp, limit: 1 }, { cookie: provider });
    const second = await test.gql<Page>(
      SALONS,
      { search: stamp, limit: 1, nextToken: first.data?.consoleSalons.nextToken },
      { cookie: provider },
    );
    expect([first.data?.consoleSalons.items[0]?.id, second.data?.consoleSalons.items[0]?.id]).toEqual([
      newer.id,
      older.id,
    ]);
    expect(second.data?.consoleSalons.nextToken).toBeNull();
    const byOwner = await test.gql<Page>(SALONS, { search: `olga older` }, { cookie: provider });
    expect(byOwner.data?.consoleSalons.items.map((salon) => salon.id)).toEqual([older.id]);
  });

  it('shows a salon’s page, and offers and withdraws a brand with its products, audited', async () => {
    const db = test.server.database.db;
    const { salon, user } = await createSalonAdmin(db, { name: `Directory Page ${stamp}` });
    await createSubscription(db, salon.id);
    await createInvoice(db, salon.id, new Date(Date.UTC(2026, 9, 1)), { number: `INV-${stamp}`, totalCents: 12_900 });
    const brand = await createBrand(db);
    const product = await createCatalogueProduct(db, brand.id);

    type Detail = {
      consoleSalon: { invoices: Array<{ number: string }>; brands: Array<{ id: string; availableToSalon: boolean }> };
    };
    const page = await test.gql<Detail>(SALON, { id: salon.id }, { cookie: provider });
    expect(page.data?.consoleSalon.invoices).toEqual([
      { number: `INV-${stamp}`, totalCents: 12_900, paid: expect.any(Boolean) },
    ]);
    expect(page.data?.consoleSalon.brands.find((row) => row.id === brand.id)?.availableToSalon).toBe(false);

    expect(
      (await test.gql(OFFER, { salonId: salon.id, brandId: brand.id, available: true }, { cookie: provider })).errors,
    ).toBeUndefined();
    expect(
      await db
        .select()
        .from(salonProducts)
        .where(and(eq(salonProducts.salonId, salon.id), eq(salonProducts.productId, product.id))),
    ).toHaveLength(1);
    const offered = await test.gql<Detail>(SALON, { id: salon.id }, { cookie: provider });
    expect(offered.data?.consoleSalon.brands.find((row) => row.id === brand.id)?.availableToSalon).toBe(true);

    await db
      .update(salonBrands)
      .set({ enabled: true, visibleToClients: true })
      .where(and(eq(salonBrands.salonId, salon.id), eq(salonBrands.brandId, brand.id)));
    expect(
      (await test.gql(OFFER, { salonId: salon.id, brandId: brand.id, available: false }, { cookie: provider })).errors,
    ).toBeUndefined();
    const [link] = await db
      .select()
      .from(salonBrands)
      .where(and(eq(salonBrands.salonId, salon.id), eq(salonBrands.brandId, brand.id)));
    expect(link).toMatchObject({ availableToSalon: false, enabled: false, visibleToClients: false });

    const audit = await test.gql<{ auditLog: { items: Array<{ action: string }> } }>(
      `query { auditLog(action: "salon") { items { action } } }`,
      {},
      { cookie: provider },
    );
    expect(audit.data?.auditLog.items.map((entry) => entry.action)).toEqual([
      'salon.brand-withdraw',
      'salon.brand-offer',
    ]);

    expect(errorCode(await test.gql(SALONS, {}, { cookie: await signInAs(test, user.email) }))).toBe('FORBIDDEN');
    expect((await test.gql(SALON, { id: '00000000-0000-4000-8000-000000000000' }, { cookie: provider })).data).toEqual({
      consoleSalon: null,
    });
  });
});
