import { KPI_DEFINITIONS } from '@piiq/domain/kpi';
import { NOT_SALON_ADMIN_MESSAGE } from '@piiq/domain/salon-access';
import { DashboardPage } from '../pages/dashboard-page.ts';
import { downloadCsv } from '../support/csv.ts';
import { DEMO_PASSWORD, demoOwner, fixtureSalons, fixtureUsers } from '../support/fixture-data.ts';
import { expect, expectNoSeriousAxeViolations, salonIdByName, signInByApi, test } from '../support/test.ts';

const MARKER = 'Australia-wide average';

test.describe('dashboard', () => {
  test('shows the news and the KPIs, each with its definition by keyboard', async ({ ownerPage: page }) => {
    const bondi = await salonIdByName(page.request, demoOwner.salons[0]);
    const dashboard = new DashboardPage(page);
    await dashboard.goto(bondi);
    await expect(page.getByRole('heading', { level: 2, name: 'News - April 2022' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(dashboard.downloadCsv).toBeVisible();
    await expect(dashboard.sampleData).toHaveCount(0);
    await expect(dashboard.view('Month')).toHaveAttribute('aria-pressed', 'true');
    for (const label of [
      'Sessions',
      'Clients',
      'Retail %',
      'Products sold',
      'Retail revenue',
      'Rebook %',
      'Treatment %',
      'Products per session',
    ]) {
      await expect(dashboard.kpis.getByRole('heading', { name: label, exact: true })).toBeVisible();
    }
    await expect(dashboard.kpis.getByText(/^AUD \d+\.\d{2}$/)).toBeVisible();

    // Each definition opens from the keyboard: the first is the next stop after the view filter.
    await dashboard.view('All time').focus();
    await page.keyboard.press('Tab');
    await expect(dashboard.about('Sessions')).toBeFocused();
    await expect(page.getByRole('tooltip')).toHaveText(KPI_DEFINITIONS.sessions);
    await expectNoSeriousAxeViolations(page, 'the dashboard');
  });

  test('keeps the view in the URL: days of the week, months of the year with Sept, and the markers of each', async ({
    ownerPage: page,
  }) => {
    const bondi = await salonIdByName(page.request, demoOwner.salons[0]);
    const dashboard = new DashboardPage(page);
    await dashboard.goto(bondi);
    await dashboard.view('Week').click();
    await expect(page).toHaveURL(/[?&]view=week\b/);
    await expect
      .poll(() => dashboard.chartLabels('Sessions per day'))
      .toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    await expect.poll(() => dashboard.chartRow('Sessions per day', MARKER)).toEqual([MARKER, '2']);

    await dashboard.view('Year').click();
    await expect(page).toHaveURL(/[?&]view=year\b/);
    await expect.poll(() => dashboard.chartLabels('Sessions per month')).toContain('Sept');
    expect(await dashboard.chartLabels('Sessions per month')).not.toContain('Sep');
    await expect.poll(() => dashboard.chartRow('Sessions per month', MARKER)).toEqual([MARKER, '90']);
    await expect(dashboard.kpis.getByText(/ a week · .* a day$/).first()).toBeVisible();

    await page.reload();
    await expect(dashboard.view('Year')).toHaveAttribute('aria-pressed', 'true');
  });

  test('a view it does not know falls back to the month, with the URL corrected', async ({ ownerPage: page }) => {
    const bondi = await salonIdByName(page.request, demoOwner.salons[0]);
    const dashboard = new DashboardPage(page);
    await dashboard.goto(bondi, 'fortnight');
    await expect(page).toHaveURL(/[?&]view=month\b/);
    await expect(dashboard.view('Month')).toHaveAttribute('aria-pressed', 'true');
    await expect(dashboard.downloadCsv).toHaveAttribute('href', `/exports/${bondi}/stylists.csv?view=month`);
  });

  test('the retail chart shows the number of products or the money value, each with its Australia-wide marker', async ({
    ownerPage: page,
  }) => {
    const bondi = await salonIdByName(page.request, demoOwner.salons[0]);
    const dashboard = new DashboardPage(page);
    await dashboard.goto(bondi, 'month');
    await expect(dashboard.chart('Products sold per day')).toBeVisible();
    await expect(dashboard.chart('Products sold per day').getByText(`${MARKER}: 2`)).toBeVisible();
    await expect.poll(() => dashboard.chartRow('Products sold per day', MARKER)).toEqual([MARKER, '2']);

    await dashboard.retailShows('Money value').click();
    await expect(dashboard.chart('Retail revenue per day')).toBeVisible();
    await expect(dashboard.chart('Products sold per day')).toHaveCount(0);
    await expect.poll(() => dashboard.chartRow('Retail revenue per day', MARKER)).toEqual([MARKER, 'AUD 50.00']);
    await expect(dashboard.chart('Retail revenue per day').getByText(`${MARKER}: AUD 50.00`)).toBeVisible();

    await dashboard.view('All time').click();
    await expect.poll(() => dashboard.chartRow('Retail revenue per month', MARKER)).toEqual([MARKER, 'AUD 3500.00']);
    await expect.poll(() => dashboard.chartRow('Sessions per month', MARKER)).toEqual([MARKER, '90']);
  });

  test('each stylist’s conversion for the view, and the same rows as a spreadsheet', async ({ ownerPage: page }) => {
    const bondi = await salonIdByName(page.request, demoOwner.salons[0]);
    const dashboard = new DashboardPage(page);
    await dashboard.goto(bondi, 'all');
    for (const header of ['Stylist', 'Sessions', 'Recommendations', 'Products sold', 'Conversion', 'Rebook']) {
      await expect(dashboard.stylistTable.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    }
    await expect(dashboard.downloadCsv).toHaveAttribute('href', `/exports/${bondi}/stylists.csv?view=all`);
    const shown = await dashboard.stylistRows();
    expect(shown.length).toBeGreaterThan(0);
    for (const row of shown) expect(row[4]).toMatch(/^\d+%$/);

    const { fileName, rows } = await downloadCsv(page, dashboard.downloadCsv);
    expect(fileName).toBe('stylists.csv');
    expect(rows[0]).toEqual(['Stylist', 'Sessions', 'Recommendations', 'Products sold', 'Conversion', 'Rebook']);
    expect(
      rows
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual(shown.map((row) => row[0]).sort());
  });

  test('reads on a phone: the charts fit 390 px and the page does not scroll sideways', async ({ ownerPage: page }) => {
    const bondi = await salonIdByName(page.request, demoOwner.salons[0]);
    await page.setViewportSize({ width: 390, height: 844 });
    const dashboard = new DashboardPage(page);
    await dashboard.goto(bondi, 'month');
    await expect(dashboard.chart('Sessions per day').locator('svg').first()).toBeVisible();
    const box = await dashboard.chart('Sessions per day').boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('dashboard sample data', () => {
  test('stands in, marked, while the salon’s figures load', async ({ ownerPage: page }) => {
    const bondi = await salonIdByName(page.request, demoOwner.salons[0]);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('query GetDashboard(')) await held;
      await route.fallback();
    });
    const dashboard = new DashboardPage(page);
    await dashboard.goto(bondi);
    await expect(dashboard.sampleData).toBeVisible();
    await expect(page.getByText(/figures are loading/)).toBeVisible();
    release();
    await expect(dashboard.sampleData).toHaveCount(0);
    await expect(dashboard.downloadCsv).toBeVisible();
  });

  test('a salon without a single session sees sample figures, marked, and no error', async ({ page }) => {
    await signInByApi(page.request, fixtureUsers.solo.email, DEMO_PASSWORD);
    const dashboard = new DashboardPage(page);
    await dashboard.goto(fixtureSalons.solo.id);
    await expect(page.getByText(/no mirror sessions yet/)).toBeVisible();
    await expect(dashboard.sampleData).toBeVisible();
    await expect(dashboard.stylistTable.getByText('Sample stylist A')).toBeVisible();
    await expect(dashboard.downloadCsv).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await dashboard.view('Year').click();
    await expect(dashboard.sampleData).toBeVisible();
    await expect.poll(() => dashboard.chartRow('Sessions per month', MARKER)).toEqual([MARKER, '90']);
    await expectNoSeriousAxeViolations(page, 'the dashboard with sample data');
  });
});

test('a signed-in user who is not an admin of the salon is told so, word for word', async ({ page }) => {
  // An admin of another salon who is only a client of this one.
  await signInByApi(page.request, fixtureUsers.mixed.email, DEMO_PASSWORD);
  const bondi = await salonIdByName(page.request, demoOwner.salons[0]);
  await page.goto(`/${bondi}/dashboard`);
  await expect(page.getByText(NOT_SALON_ADMIN_MESSAGE, { exact: true })).toBeVisible();
  await expect(page.getByText('Sample data', { exact: true })).toHaveCount(0);
});
