import { ForgotPasswordPage } from '../pages/forgot-password-page.ts';
import { SignInPage } from '../pages/sign-in-page.ts';
import { fixtureSalons, fixtureUsers, NEW_PASSWORD } from '../support/fixture-data.ts';
import { expect, resetCodeFromMailbox, test } from '../support/test.ts';

test.describe('forgot password', () => {
  test('a code emailed to the mailbox resets the password, which then signs in', async ({ page }) => {
    const user = fixtureUsers.recovery;
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.forgotPassword.click();

    const recovery = new ForgotPasswordPage(page);
    await expect(recovery.heading).toBeVisible();
    await expect(recovery.backToSignIn).toBeVisible();
    const sentAt = new Date();
    await recovery.sendCode(user.email);

    // The real email path: outbox, then the embedded mailbox the server exposes in development.
    const code = await resetCodeFromMailbox(page.request, user.email, sentAt);
    await recovery.recover(code, NEW_PASSWORD);

    // Back on the sign-in card; the new password works. Fill the email again in case the card kept none.
    await expect(signIn.signInButton).toBeVisible();
    await signIn.signIn(user.email, NEW_PASSWORD);
    // One salon: the app opens it.
    await expect(page).toHaveURL(new RegExp(`/${fixtureSalons.recovery.id}(/|$)`));
  });

  test('"Go back to sign in" returns to the sign-in card', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.forgotPassword.click();
    const recovery = new ForgotPasswordPage(page);
    await expect(recovery.heading).toBeVisible();
    await recovery.backToSignIn.click();
    await expect(signIn.signInButton).toBeVisible();
  });

  test('"Go back to sign in" reads as a link, in the colour of "I forgot my password"', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    const linkColour = await signIn.forgotPassword.evaluate((element) => getComputedStyle(element).color);
    await signIn.forgotPassword.click();
    const recovery = new ForgotPasswordPage(page);
    await expect(recovery.backToSignIn).toHaveCSS('color', linkColour);
  });

  test('an empty email gives the product’s message', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.forgotPassword.click();
    const recovery = new ForgotPasswordPage(page);
    await recovery.email.fill('');
    await recovery.sendButton.click();
    await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
  });
});
