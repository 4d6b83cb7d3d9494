import {
  readOnboardingProgress,
  recordOnboardingStep,
  serialiseOnboardingProgress,
  type OnboardingStep,
  type OnboardingStepAction,
} from '@piiq/domain/onboarding';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  availableBrands,
  brandChoiceOf,
  catalogBrandsQuery,
  type BrandChoice,
  type CatalogBrand,
} from '../../lib/api/catalog-brands.ts';
import { salonKeys, salonQuery, useSaveSalon, type Salon } from '../../lib/api/salon.ts';
import { wholeTeamQuery } from '../../lib/api/staff.ts';
import { useRefreshViewer } from '../../lib/session.ts';

export function useOnboardingSalon(salonId: string) {
  return useQuery(salonQuery(salonId));
}

/** The whole team, because a name must be checked against every saved one, not just a page of them. */
export function useSalonStaff(salonId: string) {
  return useQuery(wholeTeamQuery(salonId));
}

export interface CatalogBrandChoices extends BrandChoice {
  /** The brands available to the salon. */
  brands: CatalogBrand[];
}

export function useSalonCatalogBrands(salonId: string) {
  return useQuery({
    ...catalogBrandsQuery(salonId),
    select: (data): CatalogBrandChoices => ({ brands: availableBrands(data), ...brandChoiceOf(data) }),
  });
}

/** The progress the wizard last saw (the cache is updated by every save). */
function useProgressNow(salonId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () => readOnboardingProgress(queryClient.getQueryData<Salon>(salonKeys.detail(salonId))?.onboardingState),
    [queryClient, salonId],
  );
}

/** Finishing or skipping a step records which it was, so a reload opens where the owner left off. */
export function useCompleteStep(salonId: string) {
  const saveSalon = useSaveSalon(salonId);
  const progressNow = useProgressNow(salonId);
  return useCallback(
    async (step: OnboardingStep, action: OnboardingStepAction) => {
      await saveSalon({
        onboardingState: serialiseOnboardingProgress(recordOnboardingStep(progressNow(), step, action)),
      });
    },
    [saveSalon, progressNow],
  );
}

/**
 * Reaching the last page finishes onboarding. The viewer is asked again afterwards because the
 * admin layout reads onboardingComplete from it: until it knows, it would send the owner back here.
 */
export function useFinishOnboarding(salonId: string) {
  const saveSalon = useSaveSalon(salonId);
  const refreshViewer = useRefreshViewer();
  const progressNow = useProgressNow(salonId);
  return useCallback(async () => {
    await saveSalon({
      onboardingComplete: true,
      onboardingState: serialiseOnboardingProgress(recordOnboardingStep(progressNow(), 'complete', 'next')),
    });
    await refreshViewer();
  }, [saveSalon, refreshViewer, progressNow]);
}
