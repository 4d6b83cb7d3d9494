import type { Locator, Page } from '@playwright/test';

/**
 * "Password recovery": a send step (email), then a recovery step
 * (the emailed code and a new password), with "Go back to sign in" on both.
 * The product names the view and the way back; the step buttons' words are the app's own.
 */
export class ForgotPasswordPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly sendButton: Locator;
  readonly code: Locator;
  readonly newPassword: Locator;
  readonly changePasswordButton: Locator;
  readonly backToSignIn: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Password recovery', exact: true });
    this.email = page.getByLabel('Email', { exact: true });
    this.sendButton = page.getByRole('button', { name: /^send( the)? code$/i });
    this.code = page.getByLabel(/^code$/i);
    this.newPassword = page.getByLabel(/^new password$/i);
    this.changePasswordButton = page.getByRole('button', { name: /^(change|reset|save) password$/i });
    this.backToSignIn = page
      .getByRole('button', { name: 'Go back to sign in', exact: true })
      .or(page.getByRole('link', { name: 'Go back to sign in', exact: true }));
  }

  async sendCode(email: string): Promise<void> {
    await this.email.fill(email);
    await this.sendButton.click();
    await this.code.waitFor();
  }

  async recover(code: string, newPassword: string): Promise<void> {
    await this.code.fill(code);
    await this.newPassword.fill(newPassword);
    await this.changePasswordButton.click();
  }
}
