import { ONBOARDING_STATE_INVALID, parseOnboardingState, readOnboardingProgress } from '@piiq/domain/onboarding';
import {
  BRAND_NOT_AVAILABLE,
  COMING_SOON_UNCHANGEABLE,
  PREFERRED_BRAND_WARNING,
  salonSettingsMessages,
} from '@piiq/domain/salon-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerBrandLineUp } from '../../test/factories.ts';
import { signedInSalonAdmin } from '../../test/sign-in.ts';
import { errorCode, startTestServer, type TestServer } from '../../test/test-server.ts';

const UPDATE_SALON = /* GraphQL */ `
  mutation UpdateSalon($id: ID!, $input: UpdateSalonInput!) {
    updateSalon(id: $id, input: $input) {
      id
      name
      rebookNotificationMessage
      rebookNotificationDelay
      defaultSocialMediaMessage
      bookingUrl
      onboardingComplete
      onboardingState
      preferredRecommendationBrand
      brandsVisibleToClients
    }
  }
`;
const SALON_BRANDS = /* GraphQL */ `
  query GetSalonCatalogBrands($id: ID!) {
    salon(id: $id) {
      name
      preferredRecommendationBrand
      brandsAvailableToSalon
      brandsVisibleToClients
      enabledBrands {
        id
        name
      }
      catalog {
        allBrands {
          id
          name
          comingSoon
          availableToSalon
          enabled
          visibleToClients
        }
      }
    }
  }
`;

interface SalonShape {
  id: string;
  name: string;
  rebookNotificationMessage: string | null;
  rebookNotificationDelay: number;
  defaultSocialMediaMessage: string | null;
  bookingUrl: string | null;
  onboardingComplete: boolean;
  onboardingState: string | null;
  preferredRecommendationBrand: string | null;
  brandsVisibleToClients: string[];
}

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(() => test.close());

const db = () => test.server.database.db;

async function update(salonId: string, input: Record<string, unknown>, cookie: string) {
  return test.gql<{ updateSalon: SalonShape }>(UPDATE_SALON, { id: salonId, input }, { cookie });
}

/** A salon offered two ordinary brands and a Coming Soon one, with one brand not offered at all. */
async function salonWithBrands() {
  const admin = await signedInSalonAdmin(test);
  const { visible: shown, offered: hidden, comingSoon, notOffered } = await offerBrandLineUp(db(), admin.salon.id);
  return { ...admin, shown, hidden, comingSoon, notOffered };
}

describe('updateSalon: salon settings', () => {
  it('changes only the given fields, trimming texts and clearing empty ones', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test, {
      bookingUrl: 'https://book.example.com/a',
      defaultSocialMediaMessage: '#hair',
    });
    const response = await update(
      salon.id,
      {
        name: '  Shear Bliss ',
        rebookNotificationMessage: ' Time for a trim! ',
        rebookNotificationDelay: 0,
        bookingUrl: '',
      },
      cookie,
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.updateSalon).toMatchObject({
      name: 'Shear Bliss',
      rebookNotificationMessage: 'Time for a trim!',
      rebookNotificationDelay: 0,
      bookingUrl: null,
      defaultSocialMediaMessage: '#hair',
    });
    const social = await update(salon.id, { defaultSocialMediaMessage: null }, cookie);
    expect(social.data?.updateSalon).toMatchObject({ name: 'Shear Bliss', defaultSocialMediaMessage: null });
  });

  it.each([
    [{ name: '' }, salonSettingsMessages.name],
    [{ name: '   ' }, salonSettingsMessages.name],
    [{ name: null }, salonSettingsMessages.name],
    [{ rebookNotificationDelay: -1 }, salonSettingsMessages.rebookDelay],
    [{ rebookNotificationDelay: 366 }, salonSettingsMessages.rebookDelay],
    [{ rebookNotificationDelay: null }, salonSettingsMessages.rebookDelay],
    [{ bookingUrl: 'book.example.com' }, salonSettingsMessages.bookingUrl],
    [{ bookingUrl: 'javascript:alert(1)' }, salonSettingsMessages.bookingUrl],
    [{ onboardingState: '{"completedSections":2}' }, ONBOARDING_STATE_INVALID],
    [{ onboardingState: 'not json' }, ONBOARDING_STATE_INVALID],
  ])('refuses %j with the domain message', async (input, message) => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    const response = await update(salon.id, input, cookie);
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toBe(message);
  });

  it('refuses a fractional delay (GraphQL Int) before it reaches the rules', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    expect(errorCode(await update(salon.id, { rebookNotificationDelay: 1.5 }, cookie))).toBe(
      'GRAPHQL_VALIDATION_FAILED',
    );
  });

  it('is for the salon’s admins only', async () => {
    const { salon } = await signedInSalonAdmin(test);
    const stranger = await signedInSalonAdmin(test);
    expect(errorCode(await update(salon.id, { name: 'Mine now' }, stranger.cookie))).toBe('FORBIDDEN');
    expect(errorCode(await update(salon.id, { name: '' }, stranger.cookie))).toBe('FORBIDDEN');
  });

  it('tells the salon’s live subscribers after the change is saved', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    const events = test.server.events.subscribe('salonUpdated', salon.id)[Symbol.asyncIterator]();
    const received = events.next();
    await update(salon.id, { rebookNotificationDelay: 3 }, cookie);
    // An event that never comes fails the test at its time limit.
    const event = await received;
    expect(event).toEqual({ done: false, value: { salonId: salon.id } });
    await events.return?.();
  });
});

describe('updateSalon: onboarding', () => {
  const state = (completedSections: number) => JSON.stringify({ version: '2020-02-06', completedSections });

  it('saves progress forward and never backwards', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test, { onboardingComplete: false, onboardingState: state(1) });
    const forward = await update(salon.id, { onboardingState: state(3) }, cookie);
    expect(parseOnboardingState(forward.data?.updateSalon.onboardingState)).toBe(3);
    const back = await update(salon.id, { onboardingState: state(2) }, cookie);
    expect(back.errors).toBeUndefined();
    expect(back.data?.updateSalon.onboardingState).toBe(state(3));
  });

  it('keeps which steps were skipped, until a step skipped is completed', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test, { onboardingComplete: false, onboardingState: state(1) });
    const skipped = JSON.stringify({ version: '2020-02-06', completedSections: 2, skipped: ['social', 'retail'] });
    const saved = await update(salon.id, { onboardingState: skipped }, cookie);
    expect(readOnboardingProgress(saved.data?.updateSalon.onboardingState)).toEqual({
      completedSections: 2,
      skipped: ['social'],
    });
    const stale = await update(salon.id, { onboardingState: state(1) }, cookie);
    expect(readOnboardingProgress(stale.data?.updateSalon.onboardingState)).toEqual({
      completedSections: 2,
      skipped: ['social'],
    });
    const completed = await update(salon.id, { onboardingState: state(2) }, cookie);
    expect(readOnboardingProgress(completed.data?.updateSalon.onboardingState)).toEqual({
      completedSections: 2,
      skipped: [],
    });
    const refused = await update(
      salon.id,
      { onboardingState: JSON.stringify({ version: '2020-02-06', completedSections: 2, skipped: ['nap'] }) },
      cookie,
    );
    expect(refused.errors?.[0]?.message).toBe(ONBOARDING_STATE_INVALID);
  });

  it('finishes onboarding for good', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test, { onboardingComplete: false });
    const done = await update(salon.id, { onboardingComplete: true, onboardingState: state(5) }, cookie);
    expect(done.data?.updateSalon).toMatchObject({ onboardingComplete: true, onboardingState: state(5) });
    const undo = await update(salon.id, { onboardingComplete: false }, cookie);
    expect(undo.data?.updateSalon.onboardingComplete).toBe(true);
  });
});

describe('updateSalon: brands visible to clients and the preferred brand', () => {
  it('shows exactly the listed brands, enabling the ones made visible', async () => {
    const { salon, cookie, shown, hidden, comingSoon } = await salonWithBrands();
    const response = await update(salon.id, { brandsVisibleToClients: [hidden.id] }, cookie);
    expect(response.errors).toBeUndefined();
    expect(response.data?.updateSalon.brandsVisibleToClients).toEqual([hidden.id]);
    const brands = await test.gql<{
      salon: { catalog: { allBrands: Array<{ id: string; enabled: boolean; visibleToClients: boolean }> } };
    }>(SALON_BRANDS, { id: salon.id }, { cookie });
    const byId = new Map(brands.data?.salon.catalog.allBrands.map((brand) => [brand.id, brand]));
    expect(byId.get(hidden.id)).toMatchObject({ enabled: true, visibleToClients: true });
    // Hiding a brand from clients does not switch it off.
    expect(byId.get(shown.id)).toMatchObject({ enabled: true, visibleToClients: false });
    expect(byId.get(comingSoon.id)).toMatchObject({ enabled: false, visibleToClients: false });
  });

  it('refuses a brand not offered to the salon, or an id that names none', async () => {
    const { salon, cookie, shown, notOffered } = await salonWithBrands();
    for (const id of [notOffered.id, 'not-an-id']) {
      const response = await update(salon.id, { brandsVisibleToClients: [shown.id, id] }, cookie);
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
      expect(response.errors?.[0]?.message).toBe(BRAND_NOT_AVAILABLE);
    }
  });

  it('never changes a Coming Soon brand', async () => {
    const { salon, cookie, shown, comingSoon } = await salonWithBrands();
    const response = await update(salon.id, { brandsVisibleToClients: [shown.id, comingSoon.id] }, cookie);
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors?.[0]?.message).toBe(COMING_SOON_UNCHANGEABLE);
  });

  it('keeps the preferred brand among the visible ones: the new list when given, else the saved one', async () => {
    const { salon, cookie, shown, hidden } = await salonWithBrands();
    const notVisible = await update(salon.id, { preferredRecommendationBrand: hidden.id }, cookie);
    expect(notVisible.errors?.[0]?.message).toBe(PREFERRED_BRAND_WARNING);
    const together = await update(
      salon.id,
      { brandsVisibleToClients: [shown.id, hidden.id], preferredRecommendationBrand: hidden.id },
      cookie,
    );
    expect(together.errors).toBeUndefined();
    expect(together.data?.updateSalon.preferredRecommendationBrand).toBe(hidden.id);
    const hidingPreferred = await update(salon.id, { brandsVisibleToClients: [shown.id] }, cookie);
    expect(hidingPreferred.errors?.[0]?.message).toBe(PREFERRED_BRAND_WARNING);
    const cleared = await update(
      salon.id,
      { brandsVisibleToClients: [shown.id], preferredRecommendationBrand: null },
      cookie,
    );
    expect(cleared.data?.updateSalon).toMatchObject({
      preferredRecommendationBrand: null,
      brandsVisibleToClients: [shown.id],
    });
    const unknown = await update(salon.id, { preferredRecommendationBrand: 'not-an-id' }, cookie);
    expect(unknown.errors?.[0]?.message).toBe(PREFERRED_BRAND_WARNING);
  });

  it('saves all of a change or none of it', async () => {
    const { salon, cookie, shown, hidden } = await salonWithBrands();
    const refused = await update(
      salon.id,
      { name: 'Half Saved', brandsVisibleToClients: [hidden.id], preferredRecommendationBrand: shown.id },
      cookie,
    );
    expect(refused.errors?.[0]?.message).toBe(PREFERRED_BRAND_WARNING);
    const after = await test.gql<{ salon: { name: string; brandsVisibleToClients: string[] } }>(
      SALON_BRANDS,
      { id: salon.id },
      { cookie },
    );
    expect(after.data?.salon).toMatchObject({ name: salon.name, brandsVisibleToClients: [shown.id] });
  });
});
