import type { Locator, Page } from '@playwright/test';
import { dashboardUrl } from '../../src/features/dashboard/urls.ts';
import { salonListUrl } from '../../src/features/salons/urls.ts';
import { AdminShell } from '../pages/admin-shell.ts';
import { ProductsPage } from '../pages/products-page.ts';
import { SalonListPage } from '../pages/salon-list-page.ts';
import { SettingsPage } from '../pages/settings-page.ts';
import { DEMO_PASSWORD, demoOwner, fixtureSalons, fixtureUsers } from '../support/fixture-data.ts';
import { expect, expectNoSeriousAxeViolations, salonIdByName, signInByApi, test } from '../support/test.ts';

/** A phone held upright (docs/product-rules.md: the admin area stays usable on a phone). */
const PHONE = { width: 390, height: 844 };

/** Nothing wider than the window: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** The element lies wholly inside the container, left to right. */
async function expectWithin(element: Locator, container: Locator | 'window'): Promise<void> {
  const box = await element.boundingBox();
  const outer = container === 'window' ? { x: 0, width: PHONE.width } : await container.boundingBox();
  expect(box, 'the element is on the page').not.toBeNull();
  expect(outer, 'the container is on the page').not.toBeNull();
  if (!box || !outer) return;
  expect(box.x).toBeGreaterThanOrEqual(outer.x - 0.5);
  expect(box.x + box.width).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
}

/** Shown in full: neither cut off with an ellipsis nor hidden behind its box's edge. */
async function expectNotClipped(element: Locator): Promise<void> {
  const clipped = await element.evaluate(
    (node) => node.scrollWidth > node.clientWidth || node.scrollHeight > node.clientHeight,
  );
  expect(clipped).toBe(false);
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
});
