import { readFragment } from 'gql.tada';
import { graphql, request, type ResultOf, type VariablesOf } from '../../lib/graphql.ts';

/** The rest of the retail tab (HideFromFinder, bank details, SFPhoto, Specialities, Styles). */
export const RetailProfileFields = graphql(`
  fragment RetailProfileFields on RetailProfile {
    hideFromFinder
    bankAccountName
    bankBsb
    bankAccountNumber
    sfPhotoUrl
    specialities
    styles
  }
`);

export type RetailProfileData = ResultOf<typeof RetailProfileFields>;

export const GetRetailProfile = graphql(
  `
    query GetRetailProfile($salonId: ID!) {
      salon(id: $salonId) {
        id
        retailProfile {
          ...RetailProfileFields
        }
      }
    }
  `,
  [RetailProfileFields],
);

export const retailProfileKey = (salonId: string) => ['salon-retail-profile', salonId] as const;

export async function fetchRetailProfile(salonId: string): Promise<RetailProfileData> {
  return readFragment(RetailProfileFields, (await request(GetRetailProfile, { salonId })).salon.retailProfile);
}

export const UpdateRetailProfile = graphql(
  `
    mutation UpdateRetailProfile($salonId: ID!, $input: RetailProfileInput!) {
      updateRetailProfile(salonId: $salonId, input: $input) {
        ...RetailProfileFields
      }
    }
  `,
  [RetailProfileFields],
);

export async function saveRetailProfile(
  salonId: string,
  input: VariablesOf<typeof UpdateRetailProfile>['input'],
): Promise<RetailProfileData> {
  return readFragment(
    RetailProfileFields,
    (await request(UpdateRetailProfile, { salonId, input })).updateRetailProfile,
  );
}
