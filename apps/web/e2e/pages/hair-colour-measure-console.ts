import type { Locator, Page } from '@playwright/test';

/** The console's Hair colour measure page, read as the provider's staff read it. */
export class HairColourMeasureConsole {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/console');
    await this.page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Hair colour measure' })
      .click();
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Hair colour measure' });
  }

  /** A figure of the summary by its label; null while there are no readings (the page says so instead). */
  async figure(label: string): Promise<string | null> {
    const summary = this.page.getByLabel('Summary', { exact: true });
    if ((await summary.count()) === 0) return null;
    return summary.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]').textContent();
  }

  /** The cells of a table's row whose first cell reads `first`, or null when it has none. */
  async row(table: string, first: string): Promise<string[] | null> {
    const rows = this.page
      .getByRole('table', { name: table, exact: true })
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: first, exact: true }) });
    if ((await rows.count()) === 0) return null;
    return rows.first().getByRole('cell').allTextContents();
  }
}
