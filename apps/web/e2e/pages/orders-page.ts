import type { Locator, Page } from '@playwright/test';
import { ordersUrl } from '../../src/features/orders/urls.ts';
import { ROUND_TRIP } from '../support/waits.ts';

/** /{salonId}/orders: the Support Your Salon Orders list, its status filter, and an order's page. */
export class OrdersPage {
  readonly heading: Locator;
  readonly table: Locator;
  /** The body rows of the list. */
  readonly rows: Locator;
  readonly statusFilter: Locator;
  /** The list while a newer page or filter loads. */
  readonly busy: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Support Your Salon Orders' });
    this.table = page.getByRole('table', { name: 'Support Your Salon Orders' });
    this.rows = this.table.getByRole('row').filter({ has: page.getByRole('cell') });
    // By its role: an order's page labels its status section "Status" too.
    this.statusFilter = page.getByRole('combobox', { name: 'Status', exact: true });
    this.busy = page.locator('[aria-busy="true"][aria-label="Support Your Salon Orders"]');
  }

  async goto(salonId: string, query = ''): Promise<void> {
    await this.page.goto(`${ordersUrl(salonId)}${query}`);
    await this.heading.waitFor(ROUND_TRIP);
  }

  async filterByStatus(status: 'All statuses' | 'WAITING' | 'COMPLETED' | 'CANCELLED'): Promise<void> {
    await this.statusFilter.selectOption({ label: status });
    await this.busy.waitFor({ state: 'detached', ...ROUND_TRIP });
  }

  /** A row's cells as read on screen. */
  cellsOf(row: Locator): Promise<string[]> {
    return row
      .getByRole('cell')
      .allInnerTexts()
      .then((texts) => texts.map((text) => text.trim()));
  }

  /** Opens the order of a row by its VIEW ORDER button; answers the order's number. */
  async open(row: Locator): Promise<string> {
    const number = (await row.getByRole('cell').first().innerText()).trim();
    await row.getByRole('link', { name: `VIEW ORDER ${number}` }).click();
    await this.page.getByRole('heading', { level: 1, name: `Order ${number}` }).waitFor(ROUND_TRIP);
    return number;
  }

  /** The status chip on an order's page. */
  statusOnPage(): Locator {
    return this.page.getByRole('region', { name: 'Status' });
  }

  button(name: 'Complete order' | 'Cancel order' | 'Reopen order'): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }
}
