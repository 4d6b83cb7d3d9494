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

/** A client's page: their sessions, newest first, with the analysis and photos its trends and comparison show. */
export const GetClient = graphql(`
  query GetClient($salonId: ID!, $clientId: ID!) {
    salon(id: $salonId) {
      id
      timeZone
      client(id: $clientId) {
        id
        name
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

export const DeleteClientPhotos = graphql(`
  mutation DeleteClientPhotos($salonId: ID!, $clientId: ID!) {
    deleteClientPhotos(salonId: $salonId, clientId: $clientId) {
      id
    }
  }
`);

export type ClientRecord = NonNullable<ResultOf<typeof GetClient>['salon']['client']>;
export type ClientSession = ClientRecord['sessions'][number];

export const clientKeys = {
  all: (salonId: string) => ['clients', salonId] as const,
  list: (salonId: string, search: string, page: number) => ['clients', salonId, 'list', search, page] as const,
  detail: (salonId: string, clientId: string) => ['clients', salonId, 'detail', clientId] as const,
};
