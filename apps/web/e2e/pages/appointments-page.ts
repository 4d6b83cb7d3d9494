import type { Locator, Page } from '@playwright/test';
import { appointmentsUrl } from '../../src/features/appointments/urls.ts';
import { ROUND_TRIP } from '../support/waits.ts';

/** /{salonId}/appointments: the list and the record it opens, by their words. */
export class AppointmentsPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly search: Locator;
  readonly nextPage: Locator;
  readonly previousPage: Locator;
  readonly record: Locator;
  /** The open record's title: the client's name, or (No Name) before anyone joined. */
  readonly recordTitle: Locator;
  /** The table while a newer page or filter loads (the rows shown are the previous ones). */
  readonly busy: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Appointments', exact: true });
    this.table = page.getByRole('table', { name: 'Appointments', exact: true });
    this.busy = page.locator('[aria-busy="true"][aria-label="Appointments"]');
    this.search = page.getByLabel('Search for client');
    this.nextPage = page.getByRole('button', { name: 'Go to next page' });
    this.previousPage = page.getByRole('button', { name: 'Go to previous page' });
    this.record = page.getByRole('dialog');
    this.recordTitle = this.record.getByRole('heading', { level: 2 });
  }

  async goto(salonId: string, query = ''): Promise<void> {
    await this.page.goto(`${appointmentsUrl(salonId)}${query}`);
    await this.heading.waitFor();
  }

  /**
   * Opens an appointment's record by its address, as a shared link would: the whole app loads cold,
   * which on a busy machine takes longer than one assertion's wait.
   */
  async openRecord(salonId: string, appointmentId: string): Promise<void> {
    await this.page.goto(`${appointmentsUrl(salonId)}/${appointmentId}`);
    await this.record.getByRole('region', { name: 'Notes' }).waitFor(ROUND_TRIP);
  }

  /** Reloads an open record: again a cold load of the whole app. */
  async reloadRecord(): Promise<void> {
    await this.page.reload();
    await this.record.getByRole('region', { name: 'Notes' }).waitFor(ROUND_TRIP);
  }

  /** A day filter: Today, Yesterday, This week or All time. */
  dayFilter(label: 'Today' | 'Yesterday' | 'This week' | 'All time'): Locator {
    return this.page
      .getByRole('group', { name: 'Show appointments from' })
      .getByRole('button', { name: label, exact: true });
  }

  /** A row of the record's product recommendations: its product's name, as its Edit button says it (the cell also shows the brand). */
  async recommendedName(row: Locator): Promise<string> {
    const label = await row.getByRole('button', { name: /^Edit / }).getAttribute('aria-label');
    return (label ?? '').replace(/^Edit /, '');
  }

  /** A row's way into its record: the client's name, a link. */
  recordLink(client: string): Locator {
    return this.table.getByRole('link', { name: client, exact: true });
  }

  /** The body rows (the header row is the table's first). */
  rows(): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('cell') });
  }

  /** The texts of one body row's cells, the portrait's cell first. */
  async rowTexts(index: number): Promise<string[]> {
    return (await this.rows().nth(index).getByRole('cell').allInnerTexts()).map((text) => text.trim());
  }

  /** The pager's "1–6 of 9" line. */
  rangeText(): Locator {
    return this.page.getByText(/^\d+–\d+ of \d+$/);
  }

  /** A section of the open record, by its heading. */
  recordSection(title: string): Locator {
    return this.record.getByRole('region', { name: title });
  }
}
