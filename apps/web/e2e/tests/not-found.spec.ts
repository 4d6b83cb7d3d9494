import { expect, test } from '../support/test.ts';

// Paths no route matches: one segment that is no salon id, like a mistyped section, and two.
const randomPaths = () => {
  const word = Math.random().toString(36).slice(2, 10);
  return [`/no-such-page-${word}`, `/no-such-page-${word}/nothing-here`];
};

test.describe('not found', () => {
  test('a random path shows "Not found" when signed out', async ({ page }) => {
    for (const path of randomPaths()) {
      await page.goto(path);
      await expect(page.getByText('Not found', { exact: true })).toBeVisible();
    }
  });

  test('a random path shows "Not found" when signed in', async ({ ownerPage: page }) => {
    for (const path of randomPaths()) {
      await page.goto(path);
      await expect(page.getByText('Not found', { exact: true })).toBeVisible();
      await expect(page.getByText('Not authorised', { exact: true })).toHaveCount(0);
    }
  });
});
