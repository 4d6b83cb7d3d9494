import type { Locator, Page } from '@playwright/test';
import { salonListUrl } from '../../src/features/salons/urls.ts';

/**
 * The sign-in card at '/' when signed out:
 * found the way a person finds it, by labels and the product's button texts.
 */
export class SignInPage {
  readonly email: Locator;
  /** Exact: the show/hide toggle's name ("Show password") also contains the word. */
  readonly password: Locator;
  readonly showPassword: Locator;
  readonly hidePassword: Locator;
  readonly signInButton: Locator;
  readonly busyButton: Locator;
  readonly forgotPassword: Locator;
  /** For an owner whose salon has no account yet. */
  readonly registerSalon: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel('Email', { exact: true });
    this.password = page.getByLabel('Password', { exact: true });
    this.showPassword = page.getByRole('button', { name: /^show password$/i });
    this.hidePassword = page.getByRole('button', { name: /^hide password$/i });
    this.signInButton = page.getByRole('button', { name: 'Sign In', exact: true });
    this.busyButton = page.getByRole('button', { name: 'Signing in...', exact: true });
    // A link to a person; built as a link or as a button styled as one, either is fine.
    this.forgotPassword = page
      .getByRole('link', { name: 'I forgot my password', exact: true })
      .or(page.getByRole('button', { name: 'I forgot my password', exact: true }));
    this.registerSalon = page.getByRole('link', { name: 'Register your salon', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto(salonListUrl);
    await this.signInButton.waitFor();
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.signInButton.click();
  }

  /** The sign-in failure sentence, with the configured support address. */
  failureMessage(supportEmail: string): Locator {
    return this.page.getByText(
      `Sorry, either your email or your password is wrong. Please try again or contact us at ${supportEmail}`,
      { exact: true },
    );
  }
}
