import { graphql, type ResultOf } from '../../lib/graphql.ts';

/** The salon tab's fields (salon-admin.md section 3, Salon). */
export const GetSalonSettings = graphql(`
  query GetSalonSettings($salonId: ID!) {
    salon(id: $salonId) {
      id
      name
      rebookNotificationMessage
      rebookNotificationDelay
      defaultSocialMediaMessage
      bookingUrl
    }
  }
`);

export type SalonSettingsData = ResultOf<typeof GetSalonSettings>['salon'];

export const salonSettingsKey = (salonId: string) => ['salon-settings', salonId] as const;

/**
 * updateSalon (salon-admin.md section 7): the salon tab sends its five fields, the retail tab the
 * visible brands with the preferred one; only the fields sent change.
 */
export const UpdateSalon = graphql(`
  mutation UpdateSalon($id: ID!, $input: UpdateSalonInput!) {
    updateSalon(id: $id, input: $input) {
      id
      name
      rebookNotificationMessage
      rebookNotificationDelay
      defaultSocialMediaMessage
      bookingUrl
      brandsVisibleToClients
      preferredRecommendationBrand
    }
  }
`);
