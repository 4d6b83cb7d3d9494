import type { Locator, Page } from '@playwright/test';
import { dashboardUrl } from '../../src/features/dashboard/urls.ts';

/** /{salonId}/dashboard: news, the view filter, the KPIs, the retail and client-session charts and the stylist table, by their words. */
export class DashboardPage {
  readonly heading: Locator;
  readonly kpis: Locator;
  readonly sampleData: Locator;
  readonly stylistTable: Locator;
  readonly downloadCsv: Locator;
  /** The card shown until the salon has a mirror, with its way to a pairing code. */
  readonly pairYourMirror: Locator;
  readonly getPairingCode: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Dashboard' });
    this.kpis = page.getByRole('region', { name: 'Key performance indicators' });
    this.sampleData = page.getByText('Sample data', { exact: true });
    this.stylistTable = page.getByRole('table', { name: 'Stylist conversion' });
    this.downloadCsv = page.getByRole('link', { name: 'Download CSV' });
    this.pairYourMirror = page.getByRole('region', { name: 'Pair your mirror', exact: true });
    this.getPairingCode = this.pairYourMirror.getByRole('link', { name: 'Get a pairing code', exact: true });
  }

  /** Opens the dashboard, with `?view=` as given (any text: the page must cope with a wrong one). */
  async goto(salonId: string, view?: string): Promise<void> {
    await this.page.goto(
      view === undefined ? dashboardUrl(salonId) : `${dashboardUrl(salonId)}?view=${encodeURIComponent(view)}`,
    );
    await this.heading.waitFor();
  }

  /** A view of the filter: Week, Month, Year or All time. */
  view(label: 'Week' | 'Month' | 'Year' | 'All time'): Locator {
    return this.page.getByRole('button', { name: label, exact: true });
  }

  /** The retail chart's toggle: Number of products or Money value. */
  retailShows(label: 'Number of products' | 'Money value'): Locator {
    return this.page.getByRole('button', { name: label, exact: true });
  }

  /** A chart by its name: Sessions per day, Products sold per month, Retail revenue per day. */
  chart(name: string): Locator {
    return this.page.getByRole('figure', { name, exact: true });
  }

  /** The row of a chart's table for one bar (Sept, Mon, 14) or the Australia-wide average: [label, value]. */
  async chartRow(name: string, label: string): Promise<string[]> {
    const row = this.chart(name)
      .getByRole('table')
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name: label, exact: true }) });
    return (await row.locator('th, td').allTextContents()).map((text) => text.trim());
  }

  /** The bars' labels of a chart, in order, from its table. */
  async chartLabels(name: string): Promise<string[]> {
    return (await this.chart(name).getByRole('table').locator('tbody').getByRole('rowheader').allTextContents()).map(
      (text) => text.trim(),
    );
  }

  /** A KPI's figure as shown under its label, e.g. kpi('Retail revenue') reads "AUD 85.90". */
  kpi(label: string): Locator {
    return this.kpis
      .getByRole('heading', { level: 3, name: label, exact: true })
      .locator('xpath=ancestor::div[contains(@class, "MuiPaper-root")][1]')
      .getByText(/^(AUD -?\d+\.\d{2}|\d+(\.\d+)?%?)$/)
      .first();
  }

  /** A KPI's definition button ("About Sessions"), whose tooltip holds the definition. */
  about(label: string): Locator {
    return this.kpis.getByRole('button', { name: `About ${label}`, exact: true });
  }

  /** The stylist table's rows, cell by cell. */
  async stylistRows(): Promise<string[][]> {
    const rows = this.stylistTable.getByRole('row').filter({ has: this.page.getByRole('cell') });
    const texts: string[][] = [];
    for (const row of await rows.all())
      texts.push((await row.getByRole('cell').allInnerTexts()).map((text) => text.trim()));
    return texts;
  }
}
