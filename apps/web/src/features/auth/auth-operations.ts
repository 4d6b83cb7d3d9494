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

/** Four look-ups in one request; the gate uses the first that exists, in this order. */
export const GetTermsOfService = graphql(`
  query GetTermsOfService($locale: String!, $country: String!, $language: String!, $defaultLocale: String!) {
    locale: termsOfService(locale: $locale) {
      bodyHtml
      locale
      version
    }
    country: termsOfService(locale: $country) {
      bodyHtml
      locale
      version
    }
    language: termsOfService(locale: $language) {
      bodyHtml
      locale
      version
    }
    default: termsOfService(locale: $defaultLocale) {
      bodyHtml
      locale
      version
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
