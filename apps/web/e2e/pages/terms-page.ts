import type { Locator, Page } from '@playwright/test';

/** The terms page that blocks the app until the current version is accepted: "DisAgree" and "Agree". */
export class TermsPage {
  readonly agree: Locator;
  readonly disagree: Locator;

  constructor(readonly page: Page) {
    this.agree = page.getByRole('button', { name: 'Agree', exact: true });
    this.disagree = page.getByRole('button', { name: 'DisAgree', exact: true });
  }
}
