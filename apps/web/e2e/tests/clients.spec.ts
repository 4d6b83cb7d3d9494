import { NO_360_IMAGE, NO_CLIENT_HISTORY, NO_PORTRAIT } from '@piiq/domain/appointments';
import { formatDay, formatDayAndTime, salonTimeDaysBefore } from '@piiq/domain/dates';
import { NO_ANALYSED_SESSIONS, TREND_NEEDS_MORE_SESSIONS } from '@piiq/domain/hair-analysis';
import { clientsUrl } from '../../src/features/clients/urls.ts';
import { ClientPage } from '../pages/client-page.ts';
import { downloadCsv } from '../support/csv.ts';
import { DEMO_PASSWORD, fixtureSalons, fixtureUsers, type FixtureAppointment } from '../support/fixture-data.ts';
import { expect, expectNoSeriousAxeViolations, expectUncovered, signInByApi, test } from '../support/test.ts';

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
    for (const header of ['Client Name', 'Visits', 'Last Appointment', 'Last Stylist'])
      await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
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

  test('the spreadsheet carries the colour records when the owner ticks the box', async ({ page }) => {
    await page.goto(clientsUrl(salon.id));
    const download = page.getByRole('link', { name: 'Download CSV' });
    await expect(download).not.toHaveAttribute('href', /colourRecord/);
    await page
      .getByRole('checkbox', { name: 'Include colour records (phone, allergies, patch tests, formulas)' })
      .check();
    await expect(download).toHaveAttribute('href', /[?&]colourRecord=1\b/);
    const { rows } = await downloadCsv(page, download);
    expect(rows[0]).toEqual([
      'Client Name',
      'Visits',
      'Last Appointment',
      'Last Stylist',
      'Client ID',
      'Phone',
      'Allergies and sensitivities',
      'Patch tests',
      'Next patch test',
      'Colour formulas',
    ]);
    expect(rows).toHaveLength(9);
  });

  test('a client’s page lists their sessions by Date and Stylist, and a session opens in the drawer', async ({
    page,
  }) => {
    await page.goto(clientsUrl(salon.id));
    await page.getByRole('link', { name: 'Ava Martin' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ava Martin' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Sessions of Ava Martin' });
    const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(2);
    await expect(table.getByRole('columnheader', { name: 'Date', exact: true })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Stylist', exact: true })).toBeVisible();
    await expect(rows.nth(1)).toContainText('Jack Wilson');
    // One of her two sessions was analysed: its scores, no chart yet; neither has photos to compare.
    const client = new ClientPage(page);
    await expect(client.trends).toContainText('Density');
    await expect(client.trends).toContainText('7 / 10');
    await expect(client.trends.getByText(TREND_NEEDS_MORE_SESSIONS)).toBeVisible();
    await expect(client.trends.getByRole('figure')).toHaveCount(0);
    await expect(client.comparison.getByText(NO_PORTRAIT)).toHaveCount(2);

    await rows.first().getByRole('button').click();
    await expect(page).toHaveURL(/[?&]appointmentId=/);
    const drawer = page
      .getByRole('region')
      .filter({ has: page.getByRole('link', { name: 'Open appointment record' }) });
    await expect(drawer).toBeVisible();
    await expect(drawer).toContainText('Rebook status');
    await expect(drawer).toContainText('OPEN');
    expect((await drawer.boundingBox())?.width).toBeCloseTo(374, 0);
    await expectUncovered(drawer.getByRole('heading', { level: 2 }), "the session's date");
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

test.describe('deleting a client’s record', () => {
  test('an admin deletes a client’s record after confirming; the visits stay, the colour record shows empty', async ({
    page,
  }) => {
    await signInByApi(page.request, fixtureUsers.appointmentsRecord.email, DEMO_PASSWORD);
    const client = new ClientPage(page);
    await client.open(fixtureSalons.appointmentsRecord.id, 'Photo Pia');
    // Something in each list the deletion empties, so an empty list after it is the deletion's doing.
    await client.addAllergy('E2E Latex');
    await expect(client.allergy('E2E Latex')).toBeVisible();
    await client.recordPatchTest({ products: 'E2E Majirel 7', testedBy: 'E2E Stylist' });
    await expect(client.patchTestRows).toHaveCount(1);

    await client.deleteRecordButton.click();
    await client.deleteRecordDialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(client.deleteRecordDialog).toBeHidden();
    await expect(client.allergy('E2E Latex')).toBeVisible();
    await client.deleteRecord();
    await expect(page.getByText('Client record deleted. Their visits stay.', { exact: true })).toBeVisible();

    await expect(client.allergies.getByText('No allergies or sensitivities recorded.', { exact: true })).toBeVisible();
    await expect(client.patchTestRows).toHaveCount(0);
    await expect(client.patchTests).toContainText('No patch test yet: one is needed before a colour service.');
    await expect(
      client.formulas.getByText(
        'No colour formulas recorded yet: the stylist records one at the mirror’s Treatment step.',
        { exact: true },
      ),
    ).toBeVisible();
    await expect(client.consent.getByText('Not signed yet.', { exact: true })).toBeVisible();
    await expect(client.trends.getByText(NO_ANALYSED_SESSIONS)).toBeVisible();

    const sessions = page
      .getByRole('table', { name: 'Sessions of Photo Pia' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell') });
    await expect(sessions).toHaveCount(1);
    await sessions.first().getByRole('button').click();
    await page.getByRole('link', { name: 'Open appointment record' }).click();
    await expect(page.getByRole('dialog').getByText('No hair analysis was recorded in this session.')).toBeVisible();
  });
});

test.describe('a client’s history', () => {
  const salon = fixtureSalons.clientHistory;
  const [first, untouched, latest] = salon.appointments;
  // The fixture sessions' times as the seeding placed them (minutes ago, in the salon's zone).
  const at = (appointment: FixtureAppointment) => {
    if (!('daysAgo' in appointment.when)) throw new Error('the history fixture places its sessions on days');
    const [hours = 0, minutes = 0] = appointment.when.time.split(':').map(Number);
    return salonTimeDaysBefore(new Date(), appointment.when.daysAgo, hours, minutes, salon.timeZone);
  };
  const day = (appointment: FixtureAppointment) => formatDay(at(appointment), salon.timeZone);
  const dayAndTime = (appointment: FixtureAppointment) => formatDayAndTime(at(appointment), salon.timeZone);

  test.beforeEach(async ({ page }) => {
    await signInByApi(page.request, fixtureUsers.clientHistory.email, DEMO_PASSWORD);
  });

  test('each hair score is charted over the analysed sessions, out of 10, with its values for screen readers', async ({
    page,
  }) => {
    const client = new ClientPage(page);
    await client.open(salon.id, 'Trend Tess');
    await expect(client.trends.getByRole('figure')).toHaveCount(6);
    // The drawing loads once the charts come near the window: scroll to them, wait for it, then check
    // it against the table beside it.
    await client.chart('Density').scrollIntoViewIfNeeded();
    await expect(client.chart('Density').locator('svg').first()).toBeVisible();
    await expect(client.chart('Density').locator('svg').first()).toContainText(day(first));

    // Raw / 2, the session without an analysis left out, oldest first.
    expect(await client.chartValues('Density')).toEqual([
      [day(first), '4 / 10'],
      [day(latest), '6 / 10'],
    ]);
    expect(await client.chartValues('Texture')).toEqual([
      [day(first), '5 / 10'],
      [day(latest), '5.5 / 10'],
    ]);
    expect(await client.chartValues('Colour Sensitivity')).toEqual([
      [day(first), '6 / 10'],
      [day(latest), '4.5 / 10'],
    ]);
    expect((await client.chartValues('Elasticity')).map(([, score]) => score)).toEqual(['3 / 10', '4.5 / 10']);
    expect(await client.chartValues('Porosity')).not.toContainEqual([day(untouched), expect.anything()]);
    await expectNoSeriousAxeViolations(page, 'a client’s hair scores over time');
  });

  test('two chosen sessions show their photos side by side, one above the other on a phone', async ({ page }) => {
    const client = new ClientPage(page);
    await client.open(salon.id, 'Trend Tess');
    // It opens on the first and the latest session with photos.
    await expect(client.firstSession).toHaveValue(first.id);
    await expect(client.secondSession).toHaveValue(latest.id);

    await client.firstSession.selectOption(untouched.id);
    await expect(client.comparedSession(dayAndTime(untouched)).getByText(NO_PORTRAIT)).toBeVisible();

    await client.firstSession.selectOption(first.id);
    await client.secondSession.selectOption(latest.id);
    const before = client.comparedSession(dayAndTime(first));
    const after = client.comparedSession(dayAndTime(latest));
    for (const [session, appointment] of [
      [before, first],
      [after, latest],
    ] as const) {
      const portrait = session.getByRole('img', { name: `Portrait of the client, ${dayAndTime(appointment)}` });
      await expect(portrait).toBeVisible();
      await expect.poll(() => portrait.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    }
    // One of the two has a 360 image: both show the row, the other with its placeholder.
    await expect(before.getByRole('img', { name: `360 view of the client, ${dayAndTime(first)}` })).toBeVisible();
    await expect(after.getByText(NO_360_IMAGE)).toBeVisible();

    const [left, right] = [await before.boundingBox(), await after.boundingBox()];
    expect(right?.x ?? 0).toBeGreaterThan((left?.x ?? 0) + (left?.width ?? 0) - 1);
    expect(right?.y).toBeCloseTo(left?.y ?? -1, 0);
    await expectNoSeriousAxeViolations(page, 'two sessions compared');

    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(async () => (await after.boundingBox())?.y ?? 0)
      .toBeGreaterThan(((await before.boundingBox())?.y ?? 0) + 100);
  });
});
