import { graphql } from './graphql.ts';

/** Forgot password (a code by email) and its recovery step, shared by the admin sign-in and the client portal. */

export const ForgotPassword = graphql(`
  mutation ForgotPassword($input: ForgotPasswordInput!) {
    forgotPassword(input: $input)
  }
`);

export const ResetPassword = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`);
