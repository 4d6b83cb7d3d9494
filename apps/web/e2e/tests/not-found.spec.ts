import { expect, test } from '../support/test.ts';

// A path no route matches. Two segments: a single one would be read as a salon id.
const randomPath = () => `/no-such-page-${Math.random().toString(36).slice(2, 10)}/nothing-here`;

test.describe('not found', () => {
  test('a random path shows "Not found" when signed out', async ({ page }) => {
    await page.goto(randomPath());
    await expect(page.getByText('Not found', { exact: true })).toBeVisible();
  });

  test('a random path shows "Not found" when signed in', async ({ ownerPage: page }) => {
    await page.goto(randomPath());
    await expect(page.getByText('Not found', { exact: true })).toBeVisible();
  });
});
