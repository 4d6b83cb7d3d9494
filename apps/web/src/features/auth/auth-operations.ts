import { graphql } from '../../lib/graphql.ts';

/**
 * The auth and terms operations of the admin area, named as the product
 * names them where it does. Only the fields a screen shows or decides on are asked for.
 */

export const ChangePassword = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      message
    }
  }
`);

export const UpdateTermsOfService = graphql(`
  mutation UpdateTermsOfService($id: ID!, $input: UpdateTermsOfServiceInput!) {
    updateTermsOfService(id: $id, input: $input) {
      id
      termsOfServiceLocale
      termsOfServiceVersion
      termsOfServiceAcceptedAt
    }
  }
`);
