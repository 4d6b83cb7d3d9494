import type { Page } from '@playwright/test';
import { appointmentsUrl } from '../../src/features/appointments/urls.ts';
import { ordersUrl } from '../../src/features/orders/urls.ts';
import { demoOwner } from '../support/fixture-data.ts';
import { expect, salonIdByName, test } from '../support/test.ts';

/** The demo salon's lists paged by keyset, opened at a page by number from their address (decision 071). */
const LISTS = [
  { name: 'appointments', operation: 'GetAppointments', table: 'Appointments', url: appointmentsUrl },
  { name: 'orders', operation: 'GetSalonOrders', table: 'Support Your Salon Orders', url: ordersUrl },
] as const;

/** Counts the list's GraphQL requests from now on. */
function listRequests(page: Page, operation: string): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.postData()?.includes(`query ${operation}(`)) seen.count += 1;
  });
  return seen;
}

for (const list of LISTS) {
  test(`the ${list.name} list opens at page 3 from a link in one request, with the rows the pager walks to`, async ({
    ownerPage: page,
  }) => {
    const salonId = await salonIdByName(page.request, demoOwner.salons[0]);
    const table = page.getByRole('table', { name: list.table, exact: true });
    const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
    const range = page.getByText(/^\d+–\d+ of \d+$/);
    const rowTexts = async () => (await rows.allInnerTexts()).map((text) => text.trim());

    const requests = listRequests(page, list.operation);
    await page.goto(`${list.url(salonId)}?page=3`);
    await expect(range).toHaveText(/^13–18 of \d+$/);
    await expect(rows).toHaveCount(6);
    expect(requests.count).toBe(1);
    const opened = await rowTexts();

    await page.getByRole('button', { name: 'Go to previous page' }).click();
    await expect(range).toHaveText(/^7–12 of \d+$/);
    const second = await rowTexts();
    expect(requests.count).toBe(2);

    await page.goto(list.url(salonId));
    await expect(range).toHaveText(/^1–6 of \d+$/);
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(range).toHaveText(/^7–12 of \d+$/);
    expect(await rowTexts()).toEqual(second);
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(range).toHaveText(/^13–18 of \d+$/);
    expect(await rowTexts()).toEqual(opened);
  });
}
