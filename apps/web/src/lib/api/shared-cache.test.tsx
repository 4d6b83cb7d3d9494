// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { mockGraphql } from '../../test/test-utils.tsx';
import { catalogBrandKeys, useSaveBrandChoice, type SalonCatalogBrands } from './catalog-brands.ts';
import { salonKeys, useSaveSalon, type Salon } from './salon.ts';
import { staffKeys, useCreateStaff, type StaffMember } from './staff.ts';

const SALON_ID = 'salon-1';

function withClient() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

const salon: Salon = {
  id: SALON_ID,
  name: 'Glow Salon',
  onboardingComplete: false,
  onboardingState: null,
  rebookNotificationMessage: null,
  rebookNotificationDelay: 0,
  scheduleRebookReminderOnRequest: true,
  defaultSocialMediaMessage: null,
  bookingUrl: null,
  brandsVisibleToClients: [],
  preferredRecommendationBrand: null,
};

describe('the cache both admin screens read', () => {
  it('gives a new team member to the whole team at once and asks the settings pages again', async () => {
    mockGraphql({ CreateStaff: () => ({ data: { createStaff: { id: 'st-2', name: 'Mia', active: true } } }) });
    const { queryClient, wrapper } = withClient();
    queryClient.setQueryData<StaffMember[]>(staffKeys.team(SALON_ID), [{ id: 'st-1', name: 'Ava', active: true }]);
    queryClient.setQueryData(staffKeys.page(SALON_ID, 10, 1), { totalCount: 1, page: 1, limit: 10, items: [] });
    const { result } = renderHook(() => useCreateStaff(SALON_ID), { wrapper });

    await act(() => result.current('Mia'));

    expect(queryClient.getQueryData<StaffMember[]>(staffKeys.team(SALON_ID))?.map((member) => member.name)).toEqual([
      'Ava',
      'Mia',
    ]);
    expect(queryClient.getQueryState(staffKeys.page(SALON_ID, 10, 1))?.isInvalidated).toBe(true);
  });

  it('keeps the server’s answer to a salon save as the one copy of the salon', async () => {
    mockGraphql({ UpdateSalon: () => ({ data: { updateSalon: { ...salon, name: 'Glow Studio' } } }) });
    const { queryClient, wrapper } = withClient();
    queryClient.setQueryData(salonKeys.detail(SALON_ID), salon);
    const { result } = renderHook(() => useSaveSalon(SALON_ID), { wrapper });

    await act(() => result.current({ name: 'Glow Studio' }));

    expect(queryClient.getQueryData<Salon>(salonKeys.detail(SALON_ID))?.name).toBe('Glow Studio');
  });

  it('puts a saved brand choice in the loaded brands, so a screen opened again starts from it', async () => {
    mockGraphql({
      UpdateSalon: () => ({
        data: { updateSalon: { ...salon, brandsVisibleToClients: ['b2'], preferredRecommendationBrand: 'b2' } },
      }),
    });
    const { queryClient, wrapper } = withClient();
    const brands: SalonCatalogBrands = {
      id: SALON_ID,
      preferredRecommendationBrand: 'b1',
      catalog: {
        allBrands: [
          { id: 'b1', name: 'One', logoUrl: null, availableToSalon: true, visibleToClients: true },
          { id: 'b2', name: 'Two', logoUrl: null, availableToSalon: true, visibleToClients: false },
        ],
      },
    };
    queryClient.setQueryData(catalogBrandKeys.ofSalon(SALON_ID), brands);
    const { result } = renderHook(() => useSaveBrandChoice(SALON_ID), { wrapper });

    await act(() => result.current({ visibleIds: ['b2'], preferredId: 'b2' }));

    const saved = queryClient.getQueryData<SalonCatalogBrands>(catalogBrandKeys.ofSalon(SALON_ID));
    expect(saved?.preferredRecommendationBrand).toBe('b2');
    expect(saved?.catalog.allBrands.map((brand) => brand.visibleToClients)).toEqual([false, true]);
    expect(queryClient.getQueryData<Salon>(salonKeys.detail(SALON_ID))?.preferredRecommendationBrand).toBe('b2');
  });
});
