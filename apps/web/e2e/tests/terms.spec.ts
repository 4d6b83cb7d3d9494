import { SalonListPage } from '../pages/salon-list-page.ts';
import { SignInPage } from '../pages/sign-in-page.ts';
import { TermsPage } from '../pages/terms-page.ts';
import { DEMO_PASSWORD, demoOwner, fixtureUsers } from '../support/fixture-data.ts';
import { expect, test } from '../support/test.ts';

// Each test has its own user who has not accepted terms v2 (termsOfServiceVersion null).
test.describe('terms gate', () => {
  test('Agree saves the acceptance and the app shows, also after a reload', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signIn(fixtureUsers.termsAgree.email, DEMO_PASSWORD);

    const terms = new TermsPage(page);
    await expect(terms.agree).toBeVisible();
    await expect(terms.disagree).toBeVisible();
    // The app is blocked behind the terms.
    await expect(page.getByRole('table')).toHaveCount(0);
    await terms.agree.click();

    const list = new SalonListPage(page);
    await expect(list.row(demoOwner.salons[0])).toBeVisible();
    await expect(terms.agree).toHaveCount(0);

    // Saved on the server: a fresh load does not ask again.
    await page.reload();
    await expect(list.row(demoOwner.salons[0])).toBeVisible();
    await expect(terms.agree).toHaveCount(0);
  });

  test('DisAgree signs the user out, back to sign-in', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signIn(fixtureUsers.termsDisagree.email, DEMO_PASSWORD);

    const terms = new TermsPage(page);
    await expect(terms.disagree).toBeVisible();
    await terms.disagree.click();

    await expect(signIn.signInButton).toBeVisible();
    // Really signed out: a reload still shows the sign-in card.
    await page.reload();
    await expect(signIn.signInButton).toBeVisible();
  });
});
