import type { Locator, Page } from '@playwright/test';

/**
 * The new-password-required step: shown instead of the app when the sign-in answers with that
 * challenge (an account made with a generated password). Its words are the app's own.
 */
export class NewPasswordPage {
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly saveButton: Locator;

  constructor(readonly page: Page) {
    this.newPassword = page.getByLabel(/^new password$/i);
    this.confirmPassword = page.getByLabel(/^(confirm|verify|repeat) (new )?password$/i);
    this.saveButton = page.getByRole('button', { name: /^(save|set|change|confirm) (new )?password$/i });
  }

  async choose(password: string): Promise<void> {
    await this.newPassword.fill(password);
    await this.confirmPassword.fill(password);
    await this.saveButton.click();
  }
}
