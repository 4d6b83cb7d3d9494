import {
  readOnboardingProgress,
  recordOnboardingStep,
  serialiseOnboardingProgress,
  type OnboardingStep,
  type OnboardingStepAction,
} from '@piiq/domain/onboarding';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { request, type VariablesOf } from '../../lib/graphql.ts';
import { viewerQueryKey } from '../../lib/session.ts';
import {
  GetOnboardingSalon,
  GetSalonCatalogBrands,
  GetSalonStaff,
  UpdateSalon,
  type OnboardingSalon,
  type SalonStaffMember,
} from './onboarding-operations.ts';

export const onboardingKeys = {
  salon: (salonId: string) => ['onboarding', salonId, 'salon'] as const,
  staff: (salonId: string) => ['onboarding', salonId, 'staff'] as const,
  brands: (salonId: string) => ['onboarding', salonId, 'brands'] as const,
};

export function useOnboardingSalon(salonId: string) {
  return useQuery({
    queryKey: onboardingKeys.salon(salonId),
    queryFn: async () => (await request(GetOnboardingSalon, { salonId })).salon,
  });
}

/** The largest page the API gives; a new salon's team fits in one, a big one takes a few. */
const STAFF_PAGE_LIMIT = 100;

/** The whole team, because a name must be checked against every saved one, not just a page of them. */
export function useSalonStaff(salonId: string) {
  return useQuery({
    queryKey: onboardingKeys.staff(salonId),
    queryFn: async () => {
      const members: SalonStaffMember[] = [];
      for (let page = 1; ; page += 1) {
        const { staff } = (await request(GetSalonStaff, { salonId, limit: STAFF_PAGE_LIMIT, page })).salon;
        members.push(...staff.items);
        if (staff.items.length === 0 || members.length >= staff.totalCount) return members;
      }
    },
  });
}

export interface CatalogBrandChoices {
  /** The brands available to the salon. */
  brands: Array<{ id: string; name: string; logoUrl?: string | null }>;
  visibleIds: string[];
  preferredId: string | null;
}

export function useSalonCatalogBrands(salonId: string) {
  return useQuery({
    queryKey: onboardingKeys.brands(salonId),
    queryFn: async (): Promise<CatalogBrandChoices> => {
      const { salon } = await request(GetSalonCatalogBrands, { salonId });
      const brands = salon.catalog.allBrands.filter((brand) => brand.availableToSalon);
      return {
        brands,
        visibleIds: brands.filter((brand) => brand.visibleToClients).map((brand) => brand.id),
        preferredId: salon.preferredRecommendationBrand ?? null,
      };
    },
  });
}

export type SalonChanges = VariablesOf<typeof UpdateSalon>['input'];

/**
 * Saves with updateSalon and keeps the wizard's copy of the salon in step with the server's answer,
 * so the progress the server kept (never less than before) is what unlocks the menu.
 */
export function useSaveSalon(salonId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async (input: SalonChanges) => {
      const { updateSalon } = await request(UpdateSalon, { id: salonId, input });
      queryClient.setQueryData<OnboardingSalon>(onboardingKeys.salon(salonId), (salon) => (salon ? { ...salon, ...updateSalon } : salon));
    },
    [queryClient, salonId],
  );
}

/** The progress the wizard last saw (the cache is updated by every save). */
function useProgressNow(salonId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () => readOnboardingProgress(queryClient.getQueryData<OnboardingSalon>(onboardingKeys.salon(salonId))?.onboardingState),
    [queryClient, salonId],
  );
}

/** Finishing or skipping a step records which it was, so a reload opens where the owner left off. */
export function useCompleteStep(salonId: string) {
  const saveSalon = useSaveSalon(salonId);
  const progressNow = useProgressNow(salonId);
  return useCallback(
    (step: OnboardingStep, action: OnboardingStepAction) =>
      saveSalon({ onboardingState: serialiseOnboardingProgress(recordOnboardingStep(progressNow(), step, action)) }),
    [saveSalon, progressNow],
  );
}

/**
 * Reaching the last page finishes onboarding. The viewer is asked again afterwards because the
 * admin layout reads onboardingComplete from it: until it knows, it would send the owner back here.
 */
export function useFinishOnboarding(salonId: string) {
  const queryClient = useQueryClient();
  const saveSalon = useSaveSalon(salonId);
  const progressNow = useProgressNow(salonId);
  return useCallback(async () => {
    await saveSalon({ onboardingComplete: true, onboardingState: serialiseOnboardingProgress(recordOnboardingStep(progressNow(), 'complete', 'next')) });
    await queryClient.invalidateQueries({ queryKey: viewerQueryKey });
  }, [queryClient, saveSalon, progressNow]);
}
