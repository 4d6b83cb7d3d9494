import { PRICE_INVALID_MESSAGE } from '@piiq/domain/money';
import { ProductsPage } from '../pages/products-page.ts';
import { DEMO_PASSWORD, fixtureSalons, fixtureUsers } from '../support/fixture-data.ts';
import { expect, expectNoSeriousAxeViolations, signInByApi, test } from '../support/test.ts';
import { ROUND_TRIP } from '../support/waits.ts';

test.describe('products', () => {
  test('pages by the URL: limit 10 and page 1 by default, a reload keeps the page, a larger limit shows more', async ({
    page,
  }) => {
    await signInByApi(page.request, fixtureUsers.productsPaging.email, DEMO_PASSWORD);
    const products = new ProductsPage(page);
    await products.goto(fixtureSalons.productsPaging.id);

    await expect(products.rows()).toHaveCount(10);
    await expect(products.rangeText()).toHaveText(/^1–10 of \d+$/);
    const total = Number((await products.rangeText().textContent())?.split(' of ')[1]);
    expect(total).toBeGreaterThan(25);
    const firstOnPageOne = await products.productNameInRow(0);

    await products.nextPage.click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(products.rangeText()).toHaveText(`11–20 of ${total}`);
    // The range reads from the URL at once; the rows follow when page 2 has loaded.
    await expect.poll(() => products.productNameInRow(0)).not.toBe(firstOnPageOne);
    const firstOnPageTwo = await products.productNameInRow(0);

    await page.reload();
    await expect(products.rangeText()).toHaveText(`11–20 of ${total}`);
    await expect.poll(() => products.productNameInRow(0)).toBe(firstOnPageTwo);

    await products.goto(fixtureSalons.productsPaging.id, '?limit=25&page=1');
    await expect(products.rows()).toHaveCount(25);

    // An address past the end shows the last page rather than an empty table.
    await products.goto(fixtureSalons.productsPaging.id, '?page=999');
    await expect(products.rangeText()).toHaveText(new RegExp(`^\\d+–${total} of ${total}$`));
  });

  test('searches by product name, and says No match when nothing matches', async ({ page }) => {
    await signInByApi(page.request, fixtureUsers.productsPaging.email, DEMO_PASSWORD);
    const products = new ProductsPage(page);
    await products.goto(fixtureSalons.productsPaging.id, '?page=2');
    const name = await products.productNameInRow(3);

    await products.search.fill(name.toUpperCase());
    await expect(page).toHaveURL(/[?&]search=/);
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(products.rows().first()).toContainText(name);

    await products.search.fill('zzzz no such product');
    await expect(page.getByText('No match', { exact: true })).toBeVisible();
  });

  test('suggests names starting with what is typed, on a phone; ArrowDown and Enter search for the first', async ({
    page,
  }) => {
    // Typing, an accessibility check with the suggestions open, and a search: three times the configured test time.
    test.slow();
    await page.setViewportSize({ width: 390, height: 844 });
    await signInByApi(page.request, fixtureUsers.productsPaging.email, DEMO_PASSWORD);
    const products = new ProductsPage(page);
    await products.goto(fixtureSalons.productsPaging.id);
    const prefix = (await products.productNameInRow(0)).slice(0, 3);

    await products.search.fill(prefix.toLowerCase());
    const options = products.suggestions.getByRole('option');
    await expect(options.first()).toBeVisible();
    const count = await options.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(8);
    await expect(page.getByRole('status').filter({ hasText: /^\d+ suggestions?$/ })).toHaveText(
      `${count} ${count === 1 ? 'suggestion' : 'suggestions'}`,
    );
    for (const text of await options.allTextContents()) {
      expect(text.toLowerCase().startsWith(prefix.toLowerCase())).toBe(true);
    }
    const box = await products.suggestions.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.width ?? 0) <= 390).toBe(true);
    // Typing also searches the list, once the typing pauses, dimmed until it arrives: the check is of
    // the page at rest, after that search has been asked for and answered.
    await expect
      .poll(() => new URL(page.url()).searchParams.get('search')?.trim(), ROUND_TRIP)
      .toBe(prefix.toLowerCase().trim());
    await expect(products.tableFrame).not.toHaveAttribute('aria-busy', 'true', ROUND_TRIP);
    await expect(products.tableFrame).toHaveCSS('opacity', '1', ROUND_TRIP);
    await expectNoSeriousAxeViolations(page, 'the products page with suggestions');

    await products.search.press('ArrowDown');
    await products.search.press('Enter');
    await expect(products.search).not.toHaveValue(prefix.toLowerCase());
    const chosen = await products.search.inputValue();
    expect(chosen.toLowerCase().startsWith(prefix.toLowerCase())).toBe(true);
    await expect(products.suggestions).toBeHidden();
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(chosen);
    await expect(products.rows().first()).toContainText(chosen);

    await products.search.fill('');
    await expect(products.suggestions).toBeHidden();
  });

  test('the available toggle and the custom price are saved and survive a reload', async ({ page }) => {
    await signInByApi(page.request, fixtureUsers.productsEdit.email, DEMO_PASSWORD);
    const products = new ProductsPage(page);
    await products.goto(fixtureSalons.productsEdit.id);
    const name = await products.productNameInRow(0);

    const available = products.availableSwitch(name);
    const wasAvailable = await available.isChecked();
    await available.click();
    await expect(available).toBeChecked({ checked: !wasAvailable });

    const price = products.customPrice(name);
    await price.fill('abc');
    await price.press('Enter');
    await expect(page.getByText(PRICE_INVALID_MESSAGE, { exact: true })).toBeVisible();

    await price.fill('12.34');
    await price.press('Enter');
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();

    await page.reload();
    await expect(products.customPrice(name)).toHaveValue('12.34');
    await expect(products.availableSwitch(name)).toBeChecked({ checked: !wasAvailable });
  });

  test('has no serious accessibility violation', async ({ page }) => {
    await signInByApi(page.request, fixtureUsers.productsPaging.email, DEMO_PASSWORD);
    const products = new ProductsPage(page);
    await products.goto(fixtureSalons.productsPaging.id);
    await expect(products.rows()).toHaveCount(10);
    await expectNoSeriousAxeViolations(page, 'the products page');
  });
});
