import type { Locator, Page } from '@playwright/test';
import { productsUrl } from '../../src/features/products/urls.ts';

/** /{salonId}/products: the products table, found by its labels and the product's words. */
export class ProductsPage {
  readonly heading: Locator;
  readonly table: Locator;
  /** The table's frame, dimmed while the list it shows is being replaced. */
  readonly tableFrame: Locator;
  readonly search: Locator;
  readonly suggestions: Locator;
  readonly brandFilter: Locator;
  readonly typeFilter: Locator;
  readonly nextPage: Locator;
  readonly previousPage: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Products' });
    this.table = page.getByRole('table', { name: 'Products' });
    this.tableFrame = page.getByRole('group', { name: 'Products', exact: true });
    this.search = page.getByRole('combobox', { name: 'Search products', exact: true });
    this.suggestions = page.getByRole('listbox', { name: 'Search products: suggestions' });
    this.brandFilter = page.getByLabel('Brand', { exact: true });
    this.typeFilter = page.getByLabel('Type', { exact: true });
    this.nextPage = page.getByRole('button', { name: 'Go to next page' });
    this.previousPage = page.getByRole('button', { name: 'Go to previous page' });
  }

  async goto(salonId: string, query = ''): Promise<void> {
    await this.page.goto(`${productsUrl(salonId)}${query}`);
    await this.heading.waitFor();
  }

  /** The body rows (the header row is the table's first). */
  rows(): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('cell') });
  }

  /** The pager's "1–10 of 57" line. */
  rangeText(): Locator {
    return this.page.getByText(/^\d+–\d+ of \d+$/);
  }

  availableSwitch(productName: string): Locator {
    return this.page
      .getByRole('switch', { name: `Available: ${productName}`, exact: true })
      .or(this.page.getByRole('checkbox', { name: `Available: ${productName}`, exact: true }));
  }

  customPrice(productName: string): Locator {
    return this.page.getByRole('textbox', { name: `Custom price for ${productName}`, exact: true });
  }

  /** The product name shown in a body row (its first line in the Product column). */
  async productNameInRow(index: number): Promise<string> {
    const cell = this.rows().nth(index).getByRole('cell').nth(1);
    return (await cell.locator('span').first().textContent()) ?? '';
  }
}
