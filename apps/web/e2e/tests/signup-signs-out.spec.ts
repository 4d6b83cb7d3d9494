import type { APIRequestContext } from '@playwright/test';
import { signupUrls } from '../../src/features/signup/urls.ts';
import { SignInPage } from '../pages/sign-in-page.ts';
import { SignupPage } from '../pages/signup-page.ts';
import { DEMO_PASSWORD, fixtureUsers } from '../support/fixture-data.ts';
import { expect, graphqlCall, signInByApi, test } from '../support/test.ts';

/** Whether the browser's cookie still opens a session on the server. */
async function signedIn(request: APIRequestContext): Promise<boolean> {
  const { me } = await graphqlCall<{ me: { id: string } | null }>(request, '{ me { id } }');
  return me !== null;
}

// docs/product-rules.md: registration signs out whoever is signed in, however the visit reached it.
// Only looks (a client of a salon, admin of none): each test ends its own session and no other.
test.describe('registration signs the account out', () => {
  test('when the address is opened directly', async ({ page }) => {
    await signInByApi(page.request, fixtureUsers.clientOnly.email, DEMO_PASSWORD);
    expect(await signedIn(page.request)).toBe(true);
    await page.goto(signupUrls.signup);
    await expect(new SignupPage(page).heading('Subscription')).toBeVisible();
    await expect.poll(() => signedIn(page.request)).toBe(false);
  });

  test('when signing in sends an admin of no salon there', async ({ page }) => {
    // The page loads with no session, and the sign-in happens on it: the redirect follows within the app.
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signIn(fixtureUsers.clientOnly.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(new RegExp(`${signupUrls.signup}$`));
    await expect(new SignupPage(page).heading('Subscription')).toBeVisible();
    await expect.poll(() => signedIn(page.request)).toBe(false);
    // Back at the start, the sign-in card is what shows.
    await page.goto('/');
    await expect(signIn.signInButton).toBeVisible();
  });
});
