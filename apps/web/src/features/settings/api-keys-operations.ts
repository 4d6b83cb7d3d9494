import { graphql, type ResultOf } from '../../lib/graphql.ts';

/** The API keys section: the salon's keys still in use, and its zone for their dates. */
export const GetApiKeys = graphql(`
  query GetApiKeys($salonId: ID!) {
    salon(id: $salonId) {
      id
      timeZone
    }
    apiKeys(salonId: $salonId) {
      id
      name
      scope
      secretStart
      createdAt
      lastUsedAt
    }
  }
`);

export type ApiKey = ResultOf<typeof GetApiKeys>['apiKeys'][number];

export const CreateApiKey = graphql(`
  mutation CreateApiKey($salonId: ID!, $name: String!, $scope: ApiKeyScope!) {
    createApiKey(salonId: $salonId, name: $name, scope: $scope) {
      secret
      apiKey {
        id
        name
      }
    }
  }
`);

export type CreatedApiKey = ResultOf<typeof CreateApiKey>['createApiKey'];

export const RevokeApiKey = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      id
    }
  }
`);

export const apiKeyKeys = {
  salon: (salonId: string) => ['api-keys', salonId] as const,
};
