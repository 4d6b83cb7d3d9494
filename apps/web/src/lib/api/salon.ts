import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { graphql, request, type ResultOf, type VariablesOf } from '../graphql.ts';

/**
 * The salon as the admin screens read it: the onboarding wizard (its progress and what the steps
 * prefill) and the settings (the salon tab, the brands the retail tab saves). One selection for
 * both, asked back from every updateSalon, so whichever screen saved, the other reads the server's copy.
 */
const SalonFields = graphql(`
  fragment SalonFields on Salon @_unmask {
    id
    name
    onboardingComplete
    onboardingState
    rebookNotificationMessage
    rebookNotificationDelay
    scheduleRebookReminderOnRequest
    defaultSocialMediaMessage
    bookingUrl
    brandsVisibleToClients
    preferredRecommendationBrand
  }
`);

export type Salon = ResultOf<typeof SalonFields>;

export const GetSalon = graphql(
  `
    query GetSalon($salonId: ID!) {
      salon(id: $salonId) {
        ...SalonFields
      }
    }
  `,
  [SalonFields],
);

/** updateSalon: only the fields sent change. */
export const UpdateSalon = graphql(
  `
    mutation UpdateSalon($id: ID!, $input: UpdateSalonInput!) {
      updateSalon(id: $id, input: $input) {
        ...SalonFields
      }
    }
  `,
  [SalonFields],
);

export type SalonChanges = VariablesOf<typeof UpdateSalon>['input'];

export const salonKeys = {
  detail: (salonId: string) => ['salon', salonId] as const,
};

export function salonQuery(salonId: string) {
  return queryOptions({
    queryKey: salonKeys.detail(salonId),
    queryFn: async (): Promise<Salon> => (await request(GetSalon, { salonId })).salon,
  });
}

/**
 * Saves with updateSalon and puts the server's answer in the cache, so every screen showing the
 * salon has what was saved (the progress the server kept, never less than before, included).
 */
export function useSaveSalon(salonId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async (input: SalonChanges): Promise<Salon> => {
      const { updateSalon } = await request(UpdateSalon, { id: salonId, input });
      queryClient.setQueryData<Salon>(salonKeys.detail(salonId), (salon) => ({ ...salon, ...updateSalon }));
      return updateSalon;
    },
    [queryClient, salonId],
  );
}
