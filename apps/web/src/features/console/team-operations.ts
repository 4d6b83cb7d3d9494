import { graphql, type ResultOf } from '../../lib/graphql.ts';

/** Who has the console, and whether the one asking may grant and withdraw it. */
export const GetProviderTeam = graphql(`
  query GetProviderTeam {
    providerTeam {
      canManage
      members {
        id
        name
        email
        isProviderAdmin
      }
    }
  }
`);
export type ProviderTeamMember = ResultOf<typeof GetProviderTeam>['providerTeam']['members'][number];

export const GrantProviderAccess = graphql(`
  mutation GrantProviderAccess($email: String!) {
    grantProviderAccess(email: $email) {
      id
    }
  }
`);

export const WithdrawProviderAccess = graphql(`
  mutation WithdrawProviderAccess($userId: ID!) {
    withdrawProviderAccess(userId: $userId) {
      id
    }
  }
`);
