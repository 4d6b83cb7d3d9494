import type { Locator, Page } from '@playwright/test';
import { portalSalonsUrl } from '../../src/features/portal/urls.ts';

/** The portal's salon finder at /portal/salons, found by its label, button words and the cards' headings. */
export class SalonFinderPage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly searchButton: Locator;
  /** The name on each result card, in the order listed. */
  readonly salonNames: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Find a salon', exact: true });
    this.search = page.getByLabel('Suburb, city, street or postcode', { exact: true });
    this.searchButton = page.getByRole('button', { name: 'Search', exact: true });
    this.salonNames = page.getByRole('article').getByRole('heading', { level: 3 });
  }

  async goto(search: string | null = null): Promise<void> {
    await this.page.goto(portalSalonsUrl(search, null));
  }

  async find(search: string): Promise<void> {
    await this.search.fill(search);
    await this.searchButton.click();
  }

  card(name: string): Locator {
    return this.page.getByRole('article').filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }
}
