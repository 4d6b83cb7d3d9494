import type { Locator } from '@playwright/test';
import { clientsUrl } from '../../src/features/clients/urls.ts';
import { dashboardUrl } from '../../src/features/dashboard/urls.ts';
import { salonListUrl } from '../../src/features/salons/urls.ts';
import { AdminShell } from '../pages/admin-shell.ts';
import { AppointmentsPage } from '../pages/appointments-page.ts';
import { ProductsPage } from '../pages/products-page.ts';
import { SalonListPage } from '../pages/salon-list-page.ts';
import { SettingsPage } from '../pages/settings-page.ts';
import { DEMO_PASSWORD, demoOwner, fixtureSalons, fixtureUsers } from '../support/fixture-data.ts';
import { expectNoSidewaysScroll, expectNotClipped, expectWithin, PHONE } from '../support/small-screen.ts';
import {
  expect,
  expectNoSeriousAxeViolations,
  expectUncovered,
  salonIdByName,
  signInByApi,
  test,
} from '../support/test.ts';

/**
 * A cell of a table stacked for phones reads as one line: its column's name at the start, then the value
 * at the end (the name is drawn before the value, so the value never starts at the line's left edge).
 */
async function expectNameThenValue(table: Locator, column: string): Promise<void> {
  const cell = table.locator(`td[data-label="${column}"]`).first();
  await expect(cell).toBeVisible();
  const line = await cell.evaluate((node) => {
    const value = node.querySelector(':scope > div');
    const cellBox = node.getBoundingClientRect();
    const valueBox = value?.getBoundingClientRect();
    return {
      name: getComputedStyle(node, '::before').content,
      valueFromLeft: valueBox ? valueBox.left - cellBox.left : -1,
      valueFromRight: valueBox ? cellBox.right - valueBox.right : -1,
    };
  });
  expect(line.name).toBe(JSON.stringify(column));
  expect(line.valueFromLeft, `${column}: the value comes after the name`).toBeGreaterThan(column.length * 4);
  expect(Math.abs(line.valueFromRight), `${column}: the value ends the line`).toBeLessThanOrEqual(1);
}

test.describe('at 390 px wide', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(PHONE);
  });

  test("the top bar shows the salon's whole name beside Log out", async ({ ownerPage: page }) => {
    const bondi = await salonIdByName(page.request, demoOwner.salons[0]);
    const shell = new AdminShell(page);
    await shell.goto(dashboardUrl(bondi));
    const name = shell.salonName(demoOwner.salons[0]);
    await expect(name).toBeVisible();
    await expectNotClipped(name);
    await expect(shell.logOut).toBeVisible();
    await expectWithin(shell.logOut, 'window');
    await expectNoSidewaysScroll(page);
  });

  test('the salon list keeps the top bar and the footer, and fits', async ({ ownerPage: page }) => {
    await page.goto(salonListUrl);
    const shell = new AdminShell(page);
    await expect(new SalonListPage(page).row(demoOwner.salons[0])).toBeVisible();
    await expect(shell.logOut).toBeVisible();
    await expect(shell.openMenu).toBeVisible();
    await expect(shell.version).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test("the account tab's invoices stay inside their card", async ({ ownerPage: page }) => {
    const bondi = await salonIdByName(page.request, demoOwner.salons[0]);
    const settings = new SettingsPage(page);
    await settings.goto(bondi, 'account');
    await expect(settings.invoiceRows()).toHaveCount(2);
    const card = page.getByRole('region', { name: 'Plan and billing' });
    for (const row of await settings.invoiceRows().all()) {
      await expectWithin(row, card);
      const view = row.getByRole('link', { name: /^View invoice/ });
      await expect(view).toBeVisible();
      await expectWithin(view, card);
    }
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page, 'the account tab at 390 px');
  });

  test('the products table keeps Custom price and Available in reach', async ({ page }) => {
    await signInByApi(page.request, fixtureUsers.productsPaging.email, DEMO_PASSWORD);
    const products = new ProductsPage(page);
    await products.goto(fixtureSalons.productsPaging.id);
    await expect(products.rows()).toHaveCount(10);
    const name = await products.productNameInRow(0);
    await expectNameThenValue(products.table, 'RRP');
    await expect(products.customPrice(name)).toBeVisible();
    await expectWithin(products.customPrice(name), 'window');
    await expect(products.availableSwitch(name)).toBeVisible();
    // The switch's input is MUI's invisible hit area, three thumbs wide; its thumb is what shows.
    await expectWithin(products.availableSwitch(name).locator('..'), 'window');
    await expect(products.nextPage).toBeVisible();
    await expectWithin(products.nextPage, 'window');
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page, 'the products page at 390 px');
  });

  test('stacked rows name each count and price before its value', async ({ page }) => {
    await signInByApi(page.request, fixtureUsers.appointmentsRecord.email, DEMO_PASSWORD);
    const list = new AppointmentsPage(page);
    await list.goto(fixtureSalons.appointmentsRecord.id);
    await expectNameThenValue(list.table, 'Appointments');

    const [withRecommendations] = fixtureSalons.appointmentsRecord.appointments;
    if (!withRecommendations) throw new Error('the record fixture has appointments');
    await list.openRecord(fixtureSalons.appointmentsRecord.id, withRecommendations.id);
    await expectNameThenValue(list.record.getByRole('table', { name: 'Product recommendations' }), 'Total');
  });

  test("a client's session opens with its date and photo in sight, not under the top bar", async ({ page }) => {
    await signInByApi(page.request, fixtureUsers.appointmentsList.email, DEMO_PASSWORD);
    await page.goto(clientsUrl(fixtureSalons.appointmentsList.id));
    await page.getByRole('link', { name: 'Ava Martin' }).click();
    const sessions = page.getByRole('table', { name: 'Sessions of Ava Martin' });
    await sessions
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .first()
      .getByRole('button')
      .click();
    const drawer = page
      .getByRole('region')
      .filter({ has: page.getByRole('link', { name: 'Open appointment record' }) });
    await expectUncovered(drawer.getByRole('heading', { level: 2 }), "the session's date");
    await expectUncovered(drawer.getByRole('button', { name: 'Close' }), 'the Close button');
    await expectNoSidewaysScroll(page);
  });
});
