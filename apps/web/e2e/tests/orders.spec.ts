import { ORDER_STATE_LABELS } from '@piiq/domain/orders';
import { downloadCsv } from '../support/csv.ts';
import { DEMO_PASSWORD, demoOwner, fixtureSalons, fixtureUsers, LONGEST_PLACE_NAME } from '../support/fixture-data.ts';
import { expect, expectNoSeriousAxeViolations, salonIdByName, signInByApi, test } from '../support/test.ts';
import { ordersUrl } from '../../src/features/orders/urls.ts';
import { ORDER_COLUMNS, OrdersPage } from '../pages/orders-page.ts';
import { expectNoSidewaysScroll, expectTextInside, PHONE } from '../support/small-screen.ts';
import { ROUND_TRIP } from '../support/waits.ts';

// 'Mon 5th Feb 2020 13:45', in the salon's zone.
const ORDER_DATE = /^[A-Z][a-z]{2} \d{1,2}(st|nd|rd|th) [A-Z][a-z]{2,3} \d{4} \d{2}:\d{2}$/;

test.describe('orders', () => {
  test('lists every retail order six a page, with its source and state, and VIEW ORDER shows one in full', async ({
    ownerPage: page,
  }) => {
    const salonId = await salonIdByName(page.request, demoOwner.salons[0]);
    await page.goto(ordersUrl(salonId));
    await expect(page.getByRole('heading', { level: 1, name: 'Support Your Salon Orders' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Support Your Salon Orders' });
    const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(6);
    for (const header of ORDER_COLUMNS)
      await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    const [number, date, source, , email, state, , total] = (await rows.first().getByRole('cell').allInnerTexts()).map(
      (text) => text.trim(),
    );
    expect(number).toMatch(/^\d+$/);
    expect(date).toMatch(ORDER_DATE);
    expect(['Mirror', 'Portal', 'Partner']).toContain(source);
    expect(email).toContain('@');
    expect(Object.values(ORDER_STATE_LABELS)).toContain(state);
    expect(total).toMatch(/^AUD \d+\.\d{2}$/);
    await expectNoSeriousAxeViolations(page, 'the orders list');
    const csv = await downloadCsv(page, page.getByRole('link', { name: 'Download CSV' }));
    expect(csv.rows[0]?.slice(0, 6)).toEqual(['Order Number', 'Date', 'Source', 'Status', 'Delivery type', 'Email']);
    // Found by its number: another test's mirror may add an order between the page and the download.
    const row = csv.rows.find((cells) => cells[0] === number);
    expect(row?.slice(0, 6)).toEqual([
      number,
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
      source,
      state,
      expect.any(String),
      email,
    ]);
    // The products of the order, as lines a spreadsheet reads.
    expect(row?.[8]).toMatch(/^\d+ x .+ at \d+\.\d{2}/);
    expect(row?.[11]).toBe(total?.replace('AUD ', ''));

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
      'GST included',
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

  test('on a phone, each delivery type reads inside its pill, however long the place', async ({ page }) => {
    await signInByApi(page.request, fixtureUsers.appointmentsList.email, DEMO_PASSWORD);
    await page.setViewportSize(PHONE);
    const orders = new OrdersPage(page);
    await orders.goto(fixtureSalons.appointmentsList.id);
    await expect(orders.rows).toHaveCount(2);
    for (const row of await orders.rows.all()) {
      const { words, pill } = orders.deliveryChip(row);
      await expect(words).toBeVisible();
      await expectTextInside(words, pill);
    }
    await expect(orders.table.getByText(`Delivery: ${LONGEST_PLACE_NAME}`)).toBeVisible();
    await expectNoSidewaysScroll(page, 'the orders list');
  });

  test('filters by state, tells pickups from deliveries, and completes an order from its page', async ({
    ownerPage: page,
  }) => {
    const salonId = await salonIdByName(page.request, demoOwner.salons[0]);
    const orders = new OrdersPage(page);
    await orders.goto(salonId);
    // Pickups and deliveries read differently in words, whatever the colours.
    await expect(orders.table.getByText('Pick up in salon').first()).toBeVisible();
    await expect(orders.table.getByText(/^Delivery/).first()).toBeVisible();

    await orders.filterByState('READY_TO_HAND_OVER');
    await expect(page).toHaveURL(/[?&]state=READY_TO_HAND_OVER\b/);
    // The list before the filter can still be on screen as the filtered one is asked for: wait for the answer.
    await expect
      .poll(async () => {
        // A row replaced while it is read is read again on the next poll.
        const rows = await Promise.all((await orders.rows.all()).map((row) => orders.cellsOf(row))).catch(() => []);
        return (
          rows.length > 0 && rows.every((cells) => cells[ORDER_COLUMNS.indexOf('Status')] === 'Ready to hand over')
        );
      }, ROUND_TRIP)
      .toBe(true);

    const number = await orders.open(orders.rows.first());
    const status = orders.statusOnPage();
    await expect(orders.stateOnPage('READY_TO_HAND_OVER')).toBeVisible();
    await expect(status.getByText(/^Pick up in salon/)).toBeVisible();
    await expect(status.getByRole('link', { name: 'Open the appointment record' })).toBeVisible();
    await expect(orders.button('Reopen order')).toBeDisabled();
    await expectNoSeriousAxeViolations(page, 'an order with its state');

    await orders.button('Complete order').dblclick();
    await expect(orders.stateOnPage('COMPLETED')).toBeVisible(ROUND_TRIP);
    await expect(status.getByRole('alert')).toHaveCount(0);
    await expect(orders.button('Reopen order')).toBeEnabled();

    await page.getByRole('link', { name: 'Back to orders' }).click();
    await expect(page).toHaveURL(/[?&]state=READY_TO_HAND_OVER\b/);
    await expect(orders.table).toBeVisible(ROUND_TRIP);
    await expect(orders.row(number)).toHaveCount(0, ROUND_TRIP);
    await orders.filterByState('COMPLETED');
    await expect(orders.row(number)).toHaveCount(1);

    // Back as it was, for the other specs that read the demo salon.
    await orders.open(orders.row(number));
    await orders.button('Reopen order').click();
    await expect(orders.stateOnPage('READY_TO_HAND_OVER')).toBeVisible(ROUND_TRIP);
  });
});
