import { graphql, type ResultOf } from '../../lib/graphql.ts';

/**
 * The signup flow's calls, open to a signed-out visitor.
 * Prices are not asked for: the browser prices with the domain's pricing module, and the server
 * recomputes the price at registerAccount.
 */

export const SignupOptions = graphql(`
  query SignupOptions {
    signupPlans {
      code
      label
      availability
    }
    signupColourBrands
    paymentConfig {
      provider
      publishableKey
    }
  }
`);
export type SignupOptionsData = ResultOf<typeof SignupOptions>;
export type PaymentConfigData = SignupOptionsData['paymentConfig'];

export const CheckPromoCode = graphql(`
  query CheckPromoCode($code: String!, $plan: Plan!) {
    checkPromoCode(code: $code, plan: $plan) {
      valid
      message
      discount {
        kind
        value
        plans
      }
    }
  }
`);

export const CreateBetaLead = graphql(`
  mutation CreateBetaLead($input: BetaLeadInput!) {
    createBetaLead(input: $input)
  }
`);

export const SubmitDeliveryDetails = graphql(`
  mutation SubmitDeliveryDetails($input: DeliveryDetailsInput!) {
    submitDeliveryDetails(input: $input)
  }
`);

/** The account step: does this email have an account already (the per-address limits of the portal's check)? */
export const CheckSignupEmail = graphql(`
  mutation CheckSignupEmail($input: EmailCheckInput!) {
    checkEmail(input: $input)
  }
`);

/** Its password, checked as a sign-in is, buys the connectToken registerAccount needs for that email. */
export const ConnectSignupAccount = graphql(`
  mutation ConnectSignupAccount($input: SignInInput!) {
    connectSignupAccount(input: $input)
  }
`);

export const RegisterAccount = graphql(`
  mutation RegisterAccount(
    $input: RegisterAccountInput!
    $idempotencyKey: String!
    $referral: String
    $connectToken: String
    $acceptedTerms: UpdateTermsOfServiceInput
  ) {
    registerAccount(
      input: $input
      idempotencyKey: $idempotencyKey
      referral: $referral
      connectToken: $connectToken
      acceptedTerms: $acceptedTerms
    ) {
      salonId
      password
    }
  }
`);
