import { NewPasswordPage } from '../pages/new-password-page.ts';
import { SignInPage } from '../pages/sign-in-page.ts';
import { DEMO_PASSWORD, fixtureSalons, fixtureUsers, NEW_PASSWORD } from '../support/fixture-data.ts';
import { expect, signInByApi, test } from '../support/test.ts';

test.describe('new password required at first sign-in', () => {
  test('the challenge asks for a new password, then the app opens and the new password is the one that works', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const user = fixtureUsers.firstSignIn;
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signIn(user.email, DEMO_PASSWORD);

    const challenge = new NewPasswordPage(page);
    await expect(challenge.newPassword).toBeVisible();
    // Not signed in yet: the app is not shown behind the challenge.
    await expect(page.getByRole('button', { name: 'Log out', exact: true })).toHaveCount(0);
    await challenge.choose(NEW_PASSWORD);

    // Admin of one salon: the app opens it.
    await expect(page).toHaveURL(new RegExp(`/${fixtureSalons.solo.id}(/|$)`));

    // From a separate client with no cookies: the new password signs in at once, with no challenge.
    const fresh = await playwright.request.newContext(baseURL ? { baseURL } : {});
    const answer = await signInByApi(fresh, user.email, NEW_PASSWORD);
    await fresh.dispose();
    expect(answer.challenge).toBeNull();
    expect(answer.user).not.toBeNull();
  });
});
