import { graphql, type ResultOf } from '../../lib/graphql.ts';

/** The client's own record at one salon: the form they sign, where they stand with it, their allergies. */
const MyColourRecordFields = graphql(`
  fragment MyColourRecordFields on MyColourRecord @_unmask {
    consentForm {
      version
      text
    }
    consentStanding
    allergies {
      id
      text
      source
    }
  }
`);

export type MyColourRecord = ResultOf<typeof MyColourRecordFields>;
export type MyAllergy = MyColourRecord['allergies'][number];

export const GetMyColourRecord = graphql(
  `
    query GetMyColourRecord($salonId: ID!) {
      myColourRecord(salonId: $salonId) {
        ...MyColourRecordFields
      }
    }
  `,
  [MyColourRecordFields],
);

export const SignConsent = graphql(
  `
    mutation SignConsent($salonId: ID!, $appointmentId: ID, $input: ConsentSignatureInput!) {
      signConsent(salonId: $salonId, appointmentId: $appointmentId, input: $input) {
        ...MyColourRecordFields
      }
    }
  `,
  [MyColourRecordFields],
);

export const AddMyAllergy = graphql(`
  mutation AddMyAllergy($salonId: ID!, $text: String!) {
    addMyAllergy(salonId: $salonId, text: $text) {
      id
      text
      source
    }
  }
`);

export const RemoveMyAllergy = graphql(`
  mutation RemoveMyAllergy($salonId: ID!, $id: ID!) {
    removeMyAllergy(salonId: $salonId, id: $id) {
      id
    }
  }
`);

export const GetMyPhone = graphql(`
  query GetMyPhone {
    me {
      id
      phone
    }
  }
`);

export const SaveMyPhone = graphql(`
  mutation SaveMyPhone($id: ID!, $input: UpdateUserInput!) {
    updateUser(id: $id, input: $input) {
      id
      phone
    }
  }
`);

export const recordKeys = {
  record: (salonId: string) => ['portal', 'colour-record', salonId] as const,
  phone: ['portal', 'phone'] as const,
};
