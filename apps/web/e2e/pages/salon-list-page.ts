import type { Locator, Page } from '@playwright/test';

/** '/' when signed in with several salons: a table of Name and Time zone. */
export class SalonListPage {
  readonly table: Locator;
  readonly nameHeader: Locator;
  readonly timeZoneHeader: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table');
    this.nameHeader = this.table.getByRole('columnheader', { name: 'Name', exact: true });
    this.timeZoneHeader = this.table.getByRole('columnheader', { name: 'Time zone', exact: true });
  }

  /** A salon's row, found by the text of its name cell (with the '[CLIENT] ' prefix where it applies). */
  row(name: string): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }
}
