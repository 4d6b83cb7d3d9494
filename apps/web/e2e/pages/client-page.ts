import type { Locator, Page } from '@playwright/test';
import { clientsUrl } from '../../src/features/clients/urls.ts';

/** /{salonId}/clients/{clientId}: a client's sessions, their hair scores over time and the photo comparison, by their words. */
export class ClientPage {
  readonly trends: Locator;
  readonly comparison: Locator;
  readonly firstSession: Locator;
  readonly secondSession: Locator;

  constructor(readonly page: Page) {
    this.trends = page.getByRole('region', { name: 'Hair scores over time' });
    this.comparison = page.getByRole('region', { name: 'Compare sessions' });
    this.firstSession = this.comparison.getByLabel('First session');
    this.secondSession = this.comparison.getByLabel('Second session');
  }

  /** Opens a client from the client records by name: a fixture client's id is made when the data is seeded. */
  async open(salonId: string, name: string): Promise<void> {
    await this.page.goto(clientsUrl(salonId));
    await this.page.getByRole('link', { name }).click();
    await this.page.getByRole('heading', { level: 1, name }).waitFor();
  }

  /** A score's chart, by its name ("Density over time"). */
  chart(score: string): Locator {
    return this.trends.getByRole('figure', { name: `${score} over time` });
  }

  /** The chart's text alternative, row by row: [date, score]. */
  async chartValues(score: string): Promise<string[][]> {
    const rows = this.chart(score)
      .getByRole('table')
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell') });
    const texts: string[][] = [];
    for (const row of await rows.all())
      texts.push((await row.getByRole('cell').allTextContents()).map((text) => text.trim()));
    return texts;
  }

  /** One of the two compared sessions, by its heading (the session's day and time). */
  comparedSession(dayAndTime: string): Locator {
    return this.comparison.getByRole('region', { name: dayAndTime });
  }
}
