import { dashboardUrl } from '../../src/features/dashboard/urls.ts';
import { posterUrl, supportUrl } from '../../src/features/resources/urls.ts';
import { salonListUrl } from '../../src/features/salons/urls.ts';
import { signupUrls } from '../../src/features/signup/urls.ts';
import { AdminShell } from '../pages/admin-shell.ts';
import { ChangePasswordDialog } from '../pages/change-password-dialog.ts';
import { ForgotPasswordPage } from '../pages/forgot-password-page.ts';
import { SalonListPage } from '../pages/salon-list-page.ts';
import { SignInPage } from '../pages/sign-in-page.ts';
import { SignupPage } from '../pages/signup-page.ts';
import { TermsPage } from '../pages/terms-page.ts';
import { DEMO_PASSWORD, demoOwner, fixtureUsers } from '../support/fixture-data.ts';
import { expect, expectNoSeriousAxeViolations, salonIdByName, signInByApi, test } from '../support/test.ts';

// axe (WCAG 2 A and AA): no serious or critical violation on any screen of the sign-in and layout work.
test.describe('accessibility', () => {
  test('sign-in', async ({ page }) => {
    await new SignInPage(page).goto();
    await expectNoSeriousAxeViolations(page, 'the sign-in page');
  });

  test('sign-in with a failure message', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signInButton.click();
    await expect(page.getByText('Please enter an email', { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'the sign-in page with field errors');
  });

  test('forgot password', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.forgotPassword.click();
    await expect(new ForgotPasswordPage(page).heading).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'password recovery');
  });

  test('terms', async ({ page }) => {
    // Only looks: this user is never asked to agree, so the page stays up for every run.
    await signInByApi(page.request, fixtureUsers.termsView.email, DEMO_PASSWORD);
    await page.goto(salonListUrl);
    await expect(new TermsPage(page).agree).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'the terms page');
  });

  test('salon list', async ({ ownerPage: page }) => {
    await page.goto(salonListUrl);
    await expect(new SalonListPage(page).row(demoOwner.salons[0])).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'the salon list');
  });

  test('admin layout on a salon page', async ({ ownerPage: page }) => {
    const bondi = await salonIdByName(page.request, demoOwner.salons[0]);
    await new AdminShell(page).goto(dashboardUrl(bondi));
    await expectNoSeriousAxeViolations(page, 'the admin layout (dashboard)');
  });

  test('admin layout with the menu open at 900 px', async ({ ownerPage: page }) => {
    const bondi = await salonIdByName(page.request, demoOwner.salons[0]);
    await page.setViewportSize({ width: 900, height: 800 });
    const shell = new AdminShell(page);
    await shell.goto(dashboardUrl(bondi));
    await shell.openMenu.click();
    await expect(shell.menuItem('Weekly')).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'the admin layout with the side menu open');
  });

  test('support page', async ({ ownerPage: page }) => {
    const bondi = await salonIdByName(page.request, demoOwner.salons[0]);
    await new AdminShell(page).goto(supportUrl(bondi));
    await expect(page.getByRole('heading', { name: 'Support', exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'the support page');
  });

  test('poster page', async ({ ownerPage: page }) => {
    const bondi = await salonIdByName(page.request, demoOwner.salons[0]);
    await new AdminShell(page).goto(posterUrl(bondi));
    await expect(page.getByText('Coming Soon...', { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'the poster page');
  });

  test('not found', async ({ page }) => {
    await page.goto('/no-such-page/nothing-here');
    await expect(page.getByText('Not found', { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'the not-found page');
  });

  test('registration, first section', async ({ page }) => {
    const signup = new SignupPage(page);
    await signup.goto('/register?plan=plus&sub=MONTHLY');
    await expect(signup.heading('Subscription')).toBeVisible();
    await expect(signup.quoteTotal).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'registration, the subscription section');
  });

  test('registration, account section with its error messages', async ({ page }) => {
    const signup = new SignupPage(page);
    await signup.goto('/register?plan=plus&sub=MONTHLY');
    await signup.next.click();
    await expect(signup.heading('Account')).toBeVisible();
    await signup.next.click();
    await expect(signup.message('* First Name required')).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'registration, the account section with field errors');
  });

  test('terms and conditions', async ({ page }) => {
    await page.goto(signupUrls.termsAndConditions);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'piiq Terms of Service', exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'the terms and conditions');
  });

  test('terms of sale', async ({ page }) => {
    await page.goto(signupUrls.termsOfSale);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Sale', exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'the terms of sale');
  });

  test('change-password dialog', async ({ ownerPage: page }) => {
    const bondi = await salonIdByName(page.request, demoOwner.salons[0]);
    await new AdminShell(page).goto(dashboardUrl(bondi));
    const dialog = new ChangePasswordDialog(page);
    await dialog.open();
    await expectNoSeriousAxeViolations(page, 'the change-password dialog');
  });
});
