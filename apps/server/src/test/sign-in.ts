import { createSalonAdmin, TEST_PASSWORD } from './factories.ts';
import type { TestServer } from './test-server.ts';

export const SIGN_IN = /* GraphQL */ `
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      user {
        id
        email
      }
      challenge
      challengeToken
    }
  }
`;

/** Signs in through the API and returns the session cookie to send with later requests. */
export async function signInAs(test: TestServer, email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await test.gql(SIGN_IN, { input: { email, password } });
  if (!response.setCookie) throw new Error(`sign-in failed for ${email}: ${JSON.stringify(response.errors)}`);
  return response.setCookie;
}

/** The admin of a new salon, signed in: what most salon-screen tests start from. */
export async function signedInSalonAdmin(
  test: TestServer,
  salonOverrides: Parameters<typeof createSalonAdmin>[1] = {},
) {
  const { user, salon } = await createSalonAdmin(test.server.database.db, salonOverrides);
  return { user, salon, cookie: await signInAs(test, user.email) };
}
