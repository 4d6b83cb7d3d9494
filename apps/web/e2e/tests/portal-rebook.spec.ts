import { portalRebookWords } from '@piiq/domain/rebook';
import { appointmentUrl } from '../../src/features/appointments/urls.ts';
import { PortalPage } from '../pages/portal-page.ts';
import { DEMO_PASSWORD, fixtureSalons, fixtureUsers } from '../support/fixture-data.ts';
import { expect, expectNoSeriousAxeViolations, signInByApi, test } from '../support/test.ts';
import { ROUND_TRIP } from '../support/waits.ts';

/** The fixture client of the rebook salon (e2e/support/seed-fixtures.ts), whose one visit has no rebook yet. */
const CLIENT = 'rory.rebook.e703@clients.piiq.test';
const salon = fixtureSalons.portalRebook;
const appointmentId = salon.appointments[0].id;

// The portal is designed for a phone first (docs/product-rules.md, Look and feel).
test.use({ viewport: { width: 390, height: 844 } });

test('a client asks to rebook in the portal, and the salon’s record shows the reminder scheduled', async ({
  page,
  browser,
}, testInfo) => {
  // Two browser contexts, each loading its screens cold: twice the configured test time and more.
  test.slow();
  const portal = new PortalPage(page);
  await portal.goto();
  await portal.signIn(CLIENT, DEMO_PASSWORD);
  await expect(portal.appointmentsHeading).toBeVisible();
  await portal.appointmentLinks().first().click();
  await expect(portal.detailsHeading).toBeVisible();

  const nextVisit = page.getByRole('region', { name: 'Your next visit' });
  const ask = nextVisit.getByRole('button', { name: portalRebookWords.ask, exact: true });
  await expectNoSeriousAxeViolations(page, 'the portal’s appointment with Ask to rebook');
  await ask.click();
  await expect(nextVisit.getByText(portalRebookWords.received, { exact: true })).toBeVisible();
  const reminder = nextVisit.getByText(new RegExp(`^${portalRebookWords.reminderOn} (\\d{1,2}\\.\\d{2}\\.\\d{4})\\.$`));
  await expect(reminder).toBeVisible();
  await expect(ask).toHaveCount(0);
  const day = /(\d{1,2}\.\d{2}\.\d{4})/.exec((await reminder.textContent()) ?? '')?.[1] ?? '';

  // After a reload the appointment itself says it was asked: no button again.
  await page.reload();
  await expect(nextVisit.getByText(portalRebookWords.received, { exact: true })).toBeVisible();
  await expect(nextVisit.getByText(`${portalRebookWords.reminderOn} ${day}.`, { exact: true })).toBeVisible();
  await expect(ask).toHaveCount(0);

  // The salon's admin sees the reminder scheduled on the same day, at 10:00 on the salon's clock.
  const baseURL = testInfo.project.use.baseURL;
  const owner = await browser.newContext(baseURL ? { baseURL, viewport: { width: 1280, height: 800 } } : {});
  try {
    const admin = await owner.newPage();
    await signInByApi(admin.request, fixtureUsers.portalRebook.email, DEMO_PASSWORD);
    await admin.goto(appointmentUrl(salon.id, appointmentId));
    // The first admin screen of a fresh context loads the shell and the appointments screen's chunks.
    await expect(
      admin.getByText('Rebook status: SCHEDULED (a 60-minute visit suggested)', { exact: true }),
    ).toBeVisible(ROUND_TRIP);
    await expect(admin.getByText(`Reminder scheduled for ${day} 10:00.`, { exact: true })).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Remove Reminder', exact: true })).toBeEnabled();
  } finally {
    await owner.close();
  }
});
