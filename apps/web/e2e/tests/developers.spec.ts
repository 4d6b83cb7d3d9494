import { DEVELOPERS_PATH } from '@piiq/domain/developers-address';
import { WEBHOOK_EVENT_TYPES } from '@piiq/domain/webhook-events';
import type { Page } from '@playwright/test';
import { expectNoSidewaysScroll, PHONE } from '../support/small-screen.ts';
import { expect, expectNoSeriousAxeViolations, test } from '../support/test.ts';

const WIDE = { width: 1280, height: 800 };

/** The page is no wider than its window at any width, not only a phone's. */
async function expectNoSidewaysScrollAt(page: Page, width: number): Promise<void> {
  if (width === PHONE.width) return expectNoSidewaysScroll(page, `the developer page at ${width} px`);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `the developer page at ${width} px is no wider than the window`).toBeLessThanOrEqual(width);
}

/** The section's heading is in the window, near its top: where following its anchor leaves it. */
async function expectScrolledTo(page: Page, id: string): Promise<void> {
  const heading = page.locator(`[id="${id}"]`);
  await expect(heading).toBeInViewport();
  await expect.poll(async () => (await heading.boundingBox())?.y ?? -1).toBeLessThan(100);
}

test.describe('the developer page', () => {
  for (const size of [WIDE, PHONE]) {
    test(`is open to anyone at ${size.width} px: readable, accessible, its anchors followed`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto(DEVELOPERS_PATH);
      await expect(page.getByRole('heading', { level: 1, name: 'The piiq API for developers' })).toBeVisible();
      await expect(page).toHaveTitle('Developers | piiq');
      await expect(page.getByRole('region', { name: 'Event catalogue' }).getByRole('article')).toHaveCount(
        WEBHOOK_EVENT_TYPES.length + 1,
      );
      await expect(page.getByRole('region', { name: 'Schema reference' }).getByRole('article').first()).toBeVisible();
      await expectNoSidewaysScrollAt(page, size.width);
      await expectNoSeriousAxeViolations(page, `the developer page at ${size.width} px`);

      // A long code line scrolls inside its block, not the page.
      const curl = page.getByRole('group', { name: 'curl' });
      const overflow = await curl.evaluate((block) => block.scrollWidth - block.clientWidth);
      expect(overflow, 'the curl example is wider than its block, and scrolls inside it').toBeGreaterThan(0);

      await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Rate limits' }).click();
      await expect(page).toHaveURL(/\/developers#rate-limits$/);
      await expectScrolledTo(page, 'rate-limits');

      // A field's type links to the type's entry.
      const salon = page.getByRole('article', { name: 'Salon Type' });
      await salon.getByRole('link', { name: 'AppointmentPage', exact: true }).click();
      await expectScrolledTo(page, 'type-AppointmentPage');
    });
  }

  test('opened at a section, shows that section once it has drawn', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`${DEVELOPERS_PATH}#events`);
    await expectScrolledTo(page, 'events');
  });

  test('is the same page for a signed-in salon owner', async ({ ownerPage }) => {
    await ownerPage.goto(DEVELOPERS_PATH);
    await expect(ownerPage.getByRole('heading', { level: 1, name: 'The piiq API for developers' })).toBeVisible();
  });
});
