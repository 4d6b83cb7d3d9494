import type { Locator, Page } from '@playwright/test';

/** The change-password dialog, reached from the admin area. */
export class ChangePasswordDialog {
  readonly opener: Locator;
  readonly dialog: Locator;
  readonly currentPassword: Locator;
  readonly newPassword: Locator;
  readonly verifyPassword: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    // Wherever the layout puts it (top bar, account menu): a control named for what it does.
    const name = /^change (your )?password$/i;
    this.opener = page
      .getByRole('button', { name })
      .or(page.getByRole('menuitem', { name }))
      .or(page.getByRole('link', { name }));
    this.dialog = page.getByRole('dialog');
    this.currentPassword = this.dialog.getByLabel(/^current password$/i);
    this.newPassword = this.dialog.getByLabel(/^new password$/i);
    this.verifyPassword = this.dialog.getByLabel(/^verify (new )?password$/i);
    this.submit = this.dialog.getByRole('button', {
      name: /^(change|save|update) (my )?password$|^(save|change|submit|update)$/i,
    });
  }

  /** Opens the dialog; an account menu, if the opener hides in one, is opened first. */
  async open(): Promise<void> {
    if (!(await this.opener.first().isVisible())) {
      const accountMenu = this.page.getByRole('button', { name: /account|profile|user menu/i });
      if (await accountMenu.first().isVisible()) await accountMenu.first().click();
    }
    await this.opener.first().click();
    await this.dialog.waitFor();
  }

  message(text: string): Locator {
    return this.dialog.getByText(text, { exact: true });
  }
}
