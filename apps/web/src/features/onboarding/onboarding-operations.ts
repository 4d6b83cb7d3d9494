import { graphql, type ResultOf } from '../../lib/graphql.ts';

/**
 * What the wizard needs of the salon: where the owner left off, and what the steps prefill. Loaded,
 * and asked back from every updateSalon, so the wizard's copy is always the server's.
 */
const OnboardingSalonFields = graphql(`
  fragment OnboardingSalonFields on Salon @_unmask {
    id
    onboardingComplete
    onboardingState
    defaultSocialMediaMessage
    rebookNotificationMessage
    rebookNotificationDelay
  }
`);

export type OnboardingSalon = ResultOf<typeof OnboardingSalonFields>;

export const GetOnboardingSalon = graphql(
  `
    query GetOnboardingSalon($salonId: ID!) {
      salon(id: $salonId) { ...OnboardingSalonFields }
    }
  `,
  [OnboardingSalonFields],
);

export const GetSalonStaff = graphql(`
  query GetSalonStaff($salonId: ID!, $limit: Int, $page: Int) {
    salon(id: $salonId) {
      id
      staff(limit: $limit, page: $page) {
        items { id name active }
        totalCount
      }
    }
  }
`);

export type SalonStaffMember = ResultOf<typeof GetSalonStaff>['salon']['staff']['items'][number];

export const CreateStaff = graphql(`
  mutation CreateStaff($input: CreateStaffInput!) {
    createStaff(input: $input) { id name active }
  }
`);

export const GetSalonCatalogBrands = graphql(`
  query GetSalonCatalogBrands($salonId: ID!) {
    salon(id: $salonId) {
      id
      preferredRecommendationBrand
      catalog {
        allBrands { id name logoUrl availableToSalon visibleToClients }
      }
    }
  }
`);

export const UpdateSalon = graphql(
  `
    mutation UpdateSalon($id: ID!, $input: UpdateSalonInput!) {
      updateSalon(id: $id, input: $input) { ...OnboardingSalonFields }
    }
  `,
  [OnboardingSalonFields],
);
