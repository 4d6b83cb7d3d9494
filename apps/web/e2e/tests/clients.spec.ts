import { NO_CLIENT_HISTORY } from '@piiq/domain/appointments';
import { clientsUrl } from '../../src/features/clients/urls.ts';
import { DEMO_PASSWORD, fixtureSalons, fixtureUsers } from '../support/fixture-data.ts';
import { expect, expectNoSeriousAxeViolations, signInByApi, test } from '../support/test.ts';

const salon = fixtureSalons.appointmentsList;
const DAY_AND_TIME = /^\d{1,2}\.\d{2}\.\d{4} \d{2}:\d{2}$/;

test.describe('client records', () => {
  test.beforeEach(async ({ page }) => {
    await signInByApi(page.request, fixtureUsers.appointmentsList.email, DEMO_PASSWORD);
  });

  test('lists the clients from their sessions, most recently seen first, and searches by name', async ({ page }) => {
    await page.goto(clientsUrl(salon.id));
    await expect(page.getByRole('heading', { level: 1, name: 'Client records' })).toBeVisible();
    await expect(page.getByText('8 Clients', { exact: true })).toBeVisible();
    const table = page.getByRole('table', { name: 'Client records' });
    for (const header of ['Client Name', 'Visits', 'Last Appointment', 'Last Stylist']) await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
    const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(8);
    const first = (await rows.first().getByRole('cell').allInnerTexts()).map((text) => text.trim());
    expect(first.slice(1)).toEqual(['Ava Martin', '2', expect.stringMatching(DAY_AND_TIME), 'Mia Thompson']);
    expect((await rows.nth(1).getByRole('cell').allInnerTexts()).map((text) => text.trim())[1]).toBe('(No Name)');
    await expectNoSeriousAxeViolations(page, 'the client records');

    await page.getByLabel('Search for client').fill('wilson');
    await expect(page).toHaveURL(/[?&]search=wilson\b/);
    await expect(page.getByText('1 Client', { exact: true })).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Noah Wilson');
    await page.getByLabel('Search for client').fill('nobody at all');
    await expect(page.getByText(NO_CLIENT_HISTORY, { exact: true })).toBeVisible();
  });

  test('a client’s page lists their sessions by Date and Stylist, and a session opens in the drawer', async ({ page }) => {
    await page.goto(clientsUrl(salon.id));
    await page.getByRole('link', { name: 'Ava Martin' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ava Martin' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Sessions of Ava Martin' });
    const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(2);
    await expect(table.getByRole('columnheader', { name: 'Date', exact: true })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Stylist', exact: true })).toBeVisible();
    await expect(rows.nth(1)).toContainText('Jack Wilson');

    await rows.first().getByRole('button').click();
    await expect(page).toHaveURL(/[?&]appointmentId=/);
    const drawer = page.getByRole('region').filter({ has: page.getByRole('link', { name: 'Open appointment record' }) });
    await expect(drawer).toBeVisible();
    await expect(drawer).toContainText('Rebook status');
    await expect(drawer).toContainText('OPEN');
    expect((await drawer.boundingBox())?.width).toBeCloseTo(374, 0);
    await expectNoSeriousAxeViolations(page, 'a client with a session open');

    await page.reload();
    await expect(page.getByRole('link', { name: 'Open appointment record' })).toBeVisible();
    await page.getByRole('link', { name: 'Open appointment record' }).click();
    await expect(page).toHaveURL(/\/appointments\/00000000-0000-4000-8000-0000000a0101/);
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Ava Martin' })).toBeVisible();

    await page.goto(clientsUrl(salon.id));
    await page.getByRole('link', { name: 'Ava Martin' }).click();
    await page.getByRole('link', { name: 'Back to Client Records' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Client records' })).toBeVisible();
  });
});

test.describe('client photos', () => {
  test('an admin deletes a client’s photos and analysis after confirming; the sessions stay', async ({ page }) => {
    await signInByApi(page.request, fixtureUsers.appointmentsRecord.email, DEMO_PASSWORD);
    await page.goto(clientsUrl(fixtureSalons.appointmentsRecord.id));
    await page.getByRole('link', { name: 'Photo Pia' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Photo Pia' })).toBeVisible();

    await page.getByRole('button', { name: 'Delete photos and analysis' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete photos and analysis?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Delete photos and analysis' }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog).toBeHidden();

    const sessions = page.getByRole('table', { name: 'Sessions of Photo Pia' }).getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(sessions).toHaveCount(1);
    await sessions.first().getByRole('button').click();
    await page.getByRole('link', { name: 'Open appointment record' }).click();
    await expect(page.getByRole('dialog').getByText('No hair analysis was recorded in this session.')).toBeVisible();
  });
});
