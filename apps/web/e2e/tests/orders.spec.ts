import { downloadCsv } from '../support/csv.ts';
import { demoOwner } from '../support/fixture-data.ts';
import { expect, expectNoSeriousAxeViolations, salonIdByName, test } from '../support/test.ts';
import { ordersUrl } from '../../src/features/orders/urls.ts';

// 'Mon 5th Feb 2020 13:45', in the salon's zone.
const ORDER_DATE = /^[A-Z][a-z]{2} \d{1,2}(st|nd|rd|th) [A-Z][a-z]{2,3} \d{4} \d{2}:\d{2}$/;

test.describe('orders', () => {
  test('lists the Support Your Salon orders six a page, and VIEW ORDER shows one in full', async ({
    ownerPage: page,
  }) => {
    const salonId = await salonIdByName(page.request, demoOwner.salons[0]);
    await page.goto(ordersUrl(salonId));
    await expect(page.getByRole('heading', { level: 1, name: 'Support Your Salon Orders' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Support Your Salon Orders' });
    const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(6);
    for (const header of ['Order Number', 'Date', 'Email', 'Total'])
      await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    const [number, date, email, total] = (await rows.first().getByRole('cell').allInnerTexts()).map((text) =>
      text.trim(),
    );
    expect(number).toMatch(/^\d+$/);
    expect(date).toMatch(ORDER_DATE);
    expect(email).toContain('@');
    expect(total).toMatch(/^AUD \d+\.\d{2}$/);
    await expectNoSeriousAxeViolations(page, 'the orders list');
    const csv = await downloadCsv(page, page.getByRole('link', { name: 'Download CSV' }));
    expect(csv.rows[0]).toEqual([
      'Order Number',
      'Date',
      'Email',
      'Contact name',
      'Subtotal',
      'Shipping',
      'Total',
      'Currency',
    ]);
    expect(csv.rows[1]?.slice(0, 3)).toEqual([
      number,
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
      email,
    ]);
    expect(csv.rows[1]?.[6]).toBe(total?.replace('AUD ', ''));

    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(page.getByText(/^7–\d+ of \d+$/)).toBeVisible();
    const secondPageFirst = (await rows.first().getByRole('cell').first().innerText()).trim();
    expect(secondPageFirst).not.toBe(number);

    await rows
      .first()
      .getByRole('link', { name: `VIEW ORDER ${secondPageFirst}` })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${secondPageFirst}` })).toBeVisible();
    for (const label of [
      'Contact name',
      'Email',
      'Phone',
      'Address Line 1',
      'Suburb or City',
      'State',
      'Postcode',
      'Subtotal',
      'Shipping',
      'Grand total',
    ]) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toHaveText(
      /^\d+ x .+AUD \d+\.\d{2}$/,
    );
    await expectNoSeriousAxeViolations(page, 'an order');

    await page.getByRole('link', { name: 'Back to orders' }).click();
    await expect(page).toHaveURL(/\/orders\?page=2$/);
    await expect(rows.first().getByRole('cell').first()).toHaveText(secondPageFirst);
  });
});
