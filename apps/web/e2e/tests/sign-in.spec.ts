import { signupUrls } from '../../src/features/signup/urls.ts';
import { SalonListPage } from '../pages/salon-list-page.ts';
import { SignInPage } from '../pages/sign-in-page.ts';
import { SignupPage } from '../pages/signup-page.ts';
import { demoOwner, SUPPORT_EMAIL } from '../support/fixture-data.ts';
import { expect, test } from '../support/test.ts';

test.describe('sign-in', () => {
  test('the demo owner signs in and lands on the salon list with both salons', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signIn(demoOwner.email, demoOwner.password);

    const list = new SalonListPage(page);
    await expect(list.nameHeader).toBeVisible();
    await expect(list.timeZoneHeader).toBeVisible();
    for (const salon of demoOwner.salons) await expect(list.row(salon)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a wrong password shows the product’s message and clears the password', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signIn(demoOwner.email, 'NotThePassword1');

    await expect(signIn.failureMessage(SUPPORT_EMAIL)).toBeVisible();
    await expect(signIn.password).toHaveValue('');
    // Still on the sign-in card, the email kept for the next try.
    await expect(signIn.signInButton).toBeVisible();
    await expect(signIn.email).toHaveValue(demoOwner.email);
  });

  test('empty fields give the product’s messages without calling the server', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    const signInCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('signIn'))
        signInCalls.push(request.url());
    });
    await signIn.signInButton.click();
    await expect(page.getByText('Please enter an email', { exact: true })).toBeVisible();
    await expect(page.getByText('Please enter a password', { exact: true })).toBeVisible();
    expect(signInCalls).toEqual([]);
  });

  test('a visit without a session shows the sign-in card without first asking who is signed in', async ({ page }) => {
    const viewerLookups: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('GetMySalons'))
        viewerLookups.push(request.url());
    });
    const signIn = new SignInPage(page);
    await signIn.goto();
    await expect(signIn.signInButton).toBeVisible();
    expect(viewerLookups).toEqual([]);

    // Signing in still finds out who it is, and a reload with the session cookie asks again.
    await signIn.signIn(demoOwner.email, demoOwner.password);
    await expect(new SalonListPage(page).nameHeader).toBeVisible();
    const afterSignIn = viewerLookups.length;
    expect(afterSignIn).toBeGreaterThan(0);
    await page.reload();
    await expect(new SalonListPage(page).nameHeader).toBeVisible();
    expect(viewerLookups.length).toBeGreaterThan(afterSignIn);
  });

  test('the password can be shown and hidden', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.password.fill('secret');
    await expect(signIn.password).toHaveAttribute('type', 'password');
    await signIn.showPassword.click();
    await expect(signIn.password).toHaveAttribute('type', 'text');
    await signIn.hidePassword.click();
    await expect(signIn.password).toHaveAttribute('type', 'password');
  });

  test('signs in by keyboard alone', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    // Tab until the email field has focus (none needed if the page focuses it on load): the card
    // must be reachable without a mouse.
    for (
      let presses = 0;
      presses < 10 && !(await signIn.email.evaluate((element) => element === document.activeElement));
      presses++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(signIn.email).toBeFocused();
    await page.keyboard.type(demoOwner.email);
    await page.keyboard.press('Tab');
    await expect(signIn.password).toBeFocused();
    await page.keyboard.type(demoOwner.password);
    await page.keyboard.press('Enter');

    await expect(new SalonListPage(page).row(demoOwner.salons[0])).toBeVisible();
  });
});

test.describe('sign-in on a computer', () => {
  test('the cursor is in Email as the page opens, ready for typing', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await expect(signIn.email).toBeFocused();
  });
});

test.describe('sign-in on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('no field is focused as the page opens, so the on-screen keyboard does not cover the card', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await expect(signIn.email).toBeVisible();
    await expect(signIn.email).not.toBeFocused();
    await expect(signIn.password).not.toBeFocused();
    await signIn.email.tap();
    await expect(signIn.email).toBeFocused();
  });

  test('an owner without an account follows Register your salon to the registration, the card still fitting', async ({
    page,
  }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await expect(signIn.registerSalon).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await signIn.registerSalon.tap();
    await expect(page).toHaveURL(new RegExp(`${signupUrls.register}$`));
    await expect(new SignupPage(page).sectionNav).toBeVisible();
  });
});
