import { COMING_SOON_UNCHANGEABLE, PREFERRED_BRAND_WARNING } from '@piiq/domain/salon-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salons } from '../../db/schema/salons.ts';
import { offerBrandLineUp } from '../../test/factories.ts';
import { signedInSalonAdmin } from '../../test/sign-in.ts';
import { errorCode, startTestServer, type TestServer } from '../../test/test-server.ts';
import { eq } from 'drizzle-orm';

const GET_SALON_CATALOG_BRANDS = /* GraphQL */ `
  query GetSalonCatalogBrands($salonId: ID!) {
    salon(id: $salonId) {
      brandsAvailableToSalon
      brandsVisibleToClients
      enabledBrands {
        id
        name
        abbreviation
        active
        logoUrl
        comingSoon
      }
      catalog {
        allBrands {
          id
          name
          abbreviation
          active
          logoUrl
          comingSoon
          availableToSalon
          enabled
          visibleToClients
        }
      }
    }
  }
`;
const ENABLE = /* GraphQL */ `
  mutation Enable($brandId: ID!, $salonId: ID!) {
    enableBrandForSalon(brandId: $brandId, salonId: $salonId) {
      id
      enabled
      visibleToClients
    }
  }
`;
const DISABLE = /* GraphQL */ `
  mutation Disable($brandId: ID!, $salonId: ID!) {
    disableBrandForSalon(brandId: $brandId, salonId: $salonId) {
      id
      enabled
      visibleToClients
    }
  }
`;

interface CatalogBrand {
  id: string;
  name: string;
  comingSoon: boolean;
  availableToSalon: boolean;
  enabled: boolean;
  visibleToClients: boolean;
}

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(() => test.close());

const db = () => test.server.database.db;

async function salonWithBrands() {
  const admin = await signedInSalonAdmin(test);
  return { ...admin, ...(await offerBrandLineUp(db(), admin.salon.id)) };
}

describe('GetSalonCatalogBrands', () => {
  it('lists every brand by name with the salon’s switches, and the salon’s lists', async () => {
    const { salon, cookie, visible, offered, comingSoon, notOffered } = await salonWithBrands();
    type Shape = {
      salon: {
        brandsAvailableToSalon: string[];
        brandsVisibleToClients: string[];
        enabledBrands: Array<{ id: string; logoUrl: string | null }>;
        catalog: { allBrands: CatalogBrand[] };
      };
    };
    const response = await test.gql<Shape>(GET_SALON_CATALOG_BRANDS, { salonId: salon.id }, { cookie });
    expect(response.errors).toBeUndefined();
    const data = response.data?.salon;
    expect(data?.brandsAvailableToSalon.sort()).toEqual([visible.id, offered.id, comingSoon.id].sort());
    expect(data?.brandsVisibleToClients).toEqual([visible.id]);
    expect(data?.enabledBrands).toEqual([
      expect.objectContaining({ id: visible.id, logoUrl: '/files/demo/brands/lp.svg' }),
    ]);
    const mine = data?.catalog.allBrands.filter((brand) =>
      [visible.id, offered.id, comingSoon.id, notOffered.id].includes(brand.id),
    );
    expect(mine).toEqual([
      expect.objectContaining({
        id: visible.id,
        availableToSalon: true,
        enabled: true,
        visibleToClients: true,
        comingSoon: false,
      }),
      expect.objectContaining({ id: offered.id, availableToSalon: true, enabled: false, visibleToClients: false }),
      expect.objectContaining({ id: comingSoon.id, availableToSalon: true, comingSoon: true }),
      expect.objectContaining({ id: notOffered.id, availableToSalon: false, enabled: false, visibleToClients: false }),
    ]);
  });
});

describe('enableBrandForSalon and disableBrandForSalon', () => {
  it('switch a brand offered to the salon; disabling also hides it from clients', async () => {
    const { salon, cookie, visible, offered } = await salonWithBrands();
    const enabled = await test.gql(ENABLE, { brandId: offered.id, salonId: salon.id }, { cookie });
    expect(enabled.data).toEqual({ enableBrandForSalon: { id: offered.id, enabled: true, visibleToClients: false } });
    const disabled = await test.gql(DISABLE, { brandId: visible.id, salonId: salon.id }, { cookie });
    expect(disabled.data).toEqual({
      disableBrandForSalon: { id: visible.id, enabled: false, visibleToClients: false },
    });
    const after = await test.gql<{ salon: { brandsVisibleToClients: string[]; enabledBrands: Array<{ id: string }> } }>(
      GET_SALON_CATALOG_BRANDS,
      { salonId: salon.id },
      { cookie },
    );
    expect(after.data?.salon.brandsVisibleToClients).toEqual([]);
    expect(after.data?.salon.enabledBrands.map((brand) => brand.id)).toEqual([offered.id]);
  });

  it('answer NOT_FOUND for a brand not offered to the salon, or an id naming none', async () => {
    const { salon, cookie, notOffered } = await salonWithBrands();
    for (const mutation of [ENABLE, DISABLE]) {
      for (const brandId of [notOffered.id, '00000000-0000-4000-8000-000000000000', 'lp']) {
        expect(errorCode(await test.gql(mutation, { brandId, salonId: salon.id }, { cookie }))).toBe('NOT_FOUND');
      }
    }
  });

  it('refuse a Coming Soon brand', async () => {
    const { salon, cookie, comingSoon } = await salonWithBrands();
    for (const mutation of [ENABLE, DISABLE]) {
      const response = await test.gql(mutation, { brandId: comingSoon.id, salonId: salon.id }, { cookie });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toBe(COMING_SOON_UNCHANGEABLE);
    }
  });

  it('will not disable the preferred recommendation brand', async () => {
    const { salon, cookie, visible } = await salonWithBrands();
    await db().update(salons).set({ preferredRecommendationBrandId: visible.id }).where(eq(salons.id, salon.id));
    const response = await test.gql(DISABLE, { brandId: visible.id, salonId: salon.id }, { cookie });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toBe(PREFERRED_BRAND_WARNING);
  });

  it('are for the salon’s admins only', async () => {
    const { salon, offered } = await salonWithBrands();
    const stranger = await signedInSalonAdmin(test);
    expect(
      errorCode(await test.gql(ENABLE, { brandId: offered.id, salonId: salon.id }, { cookie: stranger.cookie })),
    ).toBe('FORBIDDEN');
    expect(errorCode(await test.gql(DISABLE, { brandId: offered.id, salonId: salon.id }))).toBe('UNAUTHENTICATED');
  });
});
