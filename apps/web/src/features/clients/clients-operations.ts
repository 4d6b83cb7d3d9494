import { graphql, type ResultOf } from '../../lib/graphql.ts';

/** Client records: the salon's clients from their sessions, a page by number, with the salon's zone. */
export const GetClients = graphql(`
  query GetClients($salonId: ID!, $search: String!, $limit: Int!, $page: Int!) {
    salon(id: $salonId) {
      id
      timeZone
      clients(search: $search, limit: $limit, page: $page) {
        totalCount
        items {
          id
          name
          visits
          lastAppointmentAt
          lastStylist
          portrait {
            url
          }
        }
      }
    }
  }
`);

export type ClientRow = ResultOf<typeof GetClients>['salon']['clients']['items'][number];

/**
 * A client's page: their sessions, newest first, with the analysis and photos its trends and comparison
 * show, and the colour record the salon keeps of them, in one request.
 */
export const GetClient = graphql(`
  query GetClient($salonId: ID!, $clientId: ID!) {
    salon(id: $salonId) {
      id
      timeZone
      client(id: $clientId) {
        id
        name
        colourRecord {
          phone
          allergies {
            id
            text
            source
          }
          patchTests {
            id
            testedAt
            products
            result
            testedBy
          }
          patchTestStanding {
            kind
            dueText
          }
          consentStanding
          consents {
            id
            formVersion
            signedAt
            signedOn
            photosAllowed
            reactedBefore
            signaturePath
          }
        }
        formulas {
          appointmentId
          visitedAt
          staffName
          hairColour {
            level
            tone
            greyShare
          }
          bowls {
            summary
            note
          }
        }
        sessions {
          id
          createdAt
          staffName
          rebookStatus
          retailStatus
          notes
          supportYourSalon {
            treatment
          }
          clientSelfieImage {
            url
          }
          client360Image {
            url
          }
          hairAnalysis {
            density
            texture
            curl
            colorSensitivity
            porous
            elasticity
          }
        }
      }
    }
  }
`);

export const DeleteClientRecord = graphql(`
  mutation DeleteClientRecord($salonId: ID!, $clientId: ID!) {
    deleteClientRecord(salonId: $salonId, clientId: $clientId) {
      id
    }
  }
`);

export const SetClientPhone = graphql(`
  mutation SetClientPhone($salonId: ID!, $clientId: ID!, $phone: PhoneInput!) {
    setClientPhone(salonId: $salonId, clientId: $clientId, phone: $phone)
  }
`);

export const AddClientAllergy = graphql(`
  mutation AddClientAllergy($salonId: ID!, $clientId: ID!, $text: String!) {
    addClientAllergy(salonId: $salonId, clientId: $clientId, text: $text) {
      id
      text
      source
    }
  }
`);

export const RemoveClientAllergy = graphql(`
  mutation RemoveClientAllergy($salonId: ID!, $id: ID!) {
    removeClientAllergy(salonId: $salonId, id: $id) {
      id
    }
  }
`);

export const RecordPatchTest = graphql(`
  mutation RecordPatchTest($salonId: ID!, $clientId: ID!, $input: PatchTestInput!) {
    recordPatchTest(salonId: $salonId, clientId: $clientId, input: $input) {
      id
    }
  }
`);

export const RemovePatchTest = graphql(`
  mutation RemovePatchTest($salonId: ID!, $id: ID!) {
    removePatchTest(salonId: $salonId, id: $id) {
      id
    }
  }
`);

export type ClientPageData = ResultOf<typeof GetClient>['salon'];
export type ClientRecord = NonNullable<ClientPageData['client']>;
export type ClientSession = ClientRecord['sessions'][number];
export type ColourRecord = NonNullable<ClientRecord['colourRecord']>;
export type ClientAllergy = ColourRecord['allergies'][number];
export type ClientPatchTest = ColourRecord['patchTests'][number];
export type ClientConsent = ColourRecord['consents'][number];
export type ClientFormula = ClientRecord['formulas'][number];

export const clientKeys = {
  all: (salonId: string) => ['clients', salonId] as const,
  list: (salonId: string, search: string, page: number) => ['clients', salonId, 'list', search, page] as const,
  detail: (salonId: string, clientId: string) => ['clients', salonId, 'detail', clientId] as const,
};
