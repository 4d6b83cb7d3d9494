import { graphql } from '../graphql.ts';

/** The card payments the signup and the portal share: the provider's card form, and the offline provider's card. */

export const PaymentConfig = graphql(`
  query PaymentConfig {
    paymentConfig {
      provider
      publishableKey
    }
  }
`);

export const paymentConfigKeys = { all: ['payment-config'] as const };

export const CreatePaymentMethod = graphql(`
  mutation CreatePaymentMethod($input: CreatePaymentMethodInput!) {
    createPaymentMethod(input: $input) {
      id
      brand
      last4
    }
  }
`);
