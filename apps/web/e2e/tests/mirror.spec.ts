import type { Locator } from '@playwright/test';
import { formatDay } from '@piiq/domain/dates';
import { portalRebookWords, REMINDER_DAY_LABEL } from '@piiq/domain/rebook';
import { AppointmentsPage } from '../pages/appointments-page.ts';
import { MirrorPage } from '../pages/mirror-page.ts';
import { MirrorsSection } from '../pages/mirrors-section.ts';
import { PortalPage } from '../pages/portal-page.ts';
import { mirrorCameraLaunchOptions } from '../support/browser.ts';
import { demoOwner, NEW_PASSWORD } from '../support/fixture-data.ts';
import { expect, expectNoSeriousAxeViolations, mailTo, salonIdByName, test } from '../support/test.ts';
import { ROUND_TRIP } from '../support/waits.ts';

// What another browser (or the server's hashing of a new password) brings about is awaited for a
// ROUND_TRIP: a live event reaches the open record after the write commits, is debounced and read
// again; on a busy machine that is more than an expectation's wait, never a reason to reload.

/** The calendar day `days` after a day shown as D.MM.YYYY, shown the same way. */
function daysAfter(day: string, days: number): string {
  const [date = 1, month = 1, year = 1970] = day.split('.').map(Number);
  return formatDay(new Date(Date.UTC(year, month - 1, date + days, 12)), 'UTC');
}

/** The reminder's subject starts so, whatever the salon's name. */
const REMINDER_SUBJECT = 'Time to book your next visit at';

/** An image that the browser fetched and decoded: a refused or broken address leaves it 0 wide. */
async function expectLoaded(image: Locator): Promise<void> {
  await expect(image).toBeVisible(ROUND_TRIP);
  await expect
    .poll(
      () => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0)),
      ROUND_TRIP,
    )
    .toBeGreaterThan(0);
}

// The mirror is a portrait tablet; the admin uses the same size here, the client a phone. The
// browser has a camera filming a test pattern, as the mirror has one.
test.use({ viewport: { width: 768, height: 1024 }, launchOptions: mirrorCameraLaunchOptions });

const MIRROR_SCREEN = { width: 1080, height: 1920 };
const TABLET = { width: 768, height: 1024 };
const TOUCH_PX = 56;

/** Every control of the mirror's screen at least TOUCH_PX either way, at its own size and a tablet's. */
async function expectTouchSized(mirror: MirrorPage, what: string): Promise<void> {
  for (const viewport of [MIRROR_SCREEN, TABLET]) {
    await mirror.page.setViewportSize(viewport);
    expect(await mirror.targetsUnder(TOUCH_PX), `${what} at ${viewport.width} px`).toEqual([]);
    expect(await mirror.sideScroll(), `${what} at ${viewport.width} px scrolls sideways`).toBeLessThanOrEqual(0);
  }
}

test.describe('web mirror', () => {
  test('pair, sign in, a client joins by the portal; the admin watches each write arrive live; the portal shows the appointment afterwards', async ({
    ownerPage,
    browser,
    baseURL,
  }) => {
    // A journey of several screens and sessions: three times the configured test time.
    test.slow();
    const salonId = await salonIdByName(ownerPage.request, demoOwner.salons[0]);
    const mirrors = new MirrorsSection(ownerPage);
    await mirrors.goto(salonId);
    // A cold load of the admin app: on a busy machine longer than one action's wait.
    await expect(mirrors.pairMirror).toBeVisible(ROUND_TRIP);
    await mirrors.pairMirror.click();
    const code = (await mirrors.code.textContent()) ?? '';

    // The mirror: a browser of its own with no person's session.
    const mirrorContext = await browser.newContext({
      viewport: { width: 768, height: 1024 },
      ...(baseURL ? { baseURL } : {}),
    });
    const clientContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      ...(baseURL ? { baseURL } : {}),
    });
    const name = `E2E web mirror ${Date.now()}`;
    try {
      const mirror = new MirrorPage(await mirrorContext.newPage());
      await mirror.goto();
      await expectNoSeriousAxeViolations(mirror.page, 'the mirror pairing screen');
      await mirror.pair(code, name);
      // Idle, it shows the salon, and one thing to do, big enough to tap on either screen.
      await expect(mirror.page.getByRole('heading', { level: 1, name: demoOwner.salons[0] })).toBeVisible();
      await expectTouchSized(mirror, 'the mirror’s idle screen');
      await expectNoSeriousAxeViolations(mirror.page, 'the mirror’s idle screen');
      await mirror.startConsultation.click();
      const stylists = mirror.stylists;
      await expect(stylists.first()).toBeVisible();
      await expectTouchSized(mirror, 'the mirror’s Who is styling?');
      await expectNoSeriousAxeViolations(mirror.page, 'the mirror’s Who is styling?');
      const stylistName = ((await stylists.first().textContent()) ?? '').trim();
      await stylists.first().click();
      await expect(mirror.sessionCode).toHaveText(/^[A-Z0-9]{6}$/);
      await expect(mirror.qrCode).toBeVisible();
      await expectNoSeriousAxeViolations(mirror.page, 'the mirror waiting for the client');
      // Scannable from the chair on the mirror's own screen.
      await mirror.page.setViewportSize(MIRROR_SCREEN);
      expect((await mirror.qrCode.boundingBox())?.width).toBeGreaterThanOrEqual(480);
      await mirror.page.setViewportSize(TABLET);

      // The session opened its appointment: the owner opens its record now and keeps it open to the end.
      const { sessionId } = await mirror.saved();
      const appointmentId = await mirror.appointmentId();
      const appointments = new AppointmentsPage(ownerPage);
      await appointments.openRecord(salonId, appointmentId);
      await expect(appointments.record).toContainText(`Stylist${stylistName}`);
      await expect(appointments.recordSection('Hair analysis')).toContainText(
        'No hair analysis was recorded in this session.',
      );

      // The client scans the QR code: the portal with ?session=, signing up on their phone.
      const portal = new PortalPage(await clientContext.newPage());
      await portal.goto(sessionId);
      const clientEmail = `mirror-client-${Date.now()}@piiq.test`;
      await portal.enterEmail(clientEmail);
      await portal.firstName.fill('Maya');
      await portal.password.fill(NEW_PASSWORD);
      await portal.signUpButton.click();
      await expect(portal.page.getByRole('heading', { name: "You're all set" })).toBeVisible(ROUND_TRIP);
      await expect(appointments.recordTitle).toHaveText('Maya', ROUND_TRIP);

      await expect(mirror.page.getByRole('heading', { name: 'Welcome, Maya' })).toBeVisible(ROUND_TRIP);
      await mirror.button('Begin consultation').click();
      await expect(mirror.stepHeading('Photos')).toBeVisible();
      // The camera's preview, a countdown, the shot shown, and only Keep sends it.
      await mirror.button('Take the photo').click();
      await expect(mirror.page.getByRole('img', { name: 'The selfie just taken' })).toBeVisible();
      await expectTouchSized(mirror, 'the mirror’s photo to keep');
      await expectNoSeriousAxeViolations(mirror.page, 'the mirror’s photo to keep');
      await mirror.button('Keep').click();
      await expect(mirror.page.getByRole('heading', { name: 'Selfie — saved' })).toBeVisible();
      await expect(mirror.page.getByRole('heading', { name: 'Taking the 360° photo' })).toBeVisible();
      await expectLoaded(appointments.record.getByRole('img', { name: 'Portrait of the client' }));
      await mirror.button('Next').click();

      await expect(mirror.stepHeading('Analysis')).toBeVisible();
      await expectNoSeriousAxeViolations(mirror.page, 'the mirror analysis step');
      // A first visit's scores start unset: the first arrow sets one from the middle of its bar.
      const density = mirror.page.getByRole('slider', { name: 'Density' });
      await expect(density).toHaveAttribute('aria-valuetext', 'Not scored');
      await density.focus();
      await mirror.page.keyboard.press('ArrowRight');
      await mirror.page.keyboard.press('ArrowRight');
      await expect(density).toHaveAttribute('aria-valuetext', '6 / 10');
      await mirror.setScores({ Curl: 1, Porosity: 7, Elasticity: 5 });
      await mirror.button('Dandruff').click();
      await expect(mirror.button('Dandruff')).toHaveAttribute('aria-pressed', 'true');
      // The hair colour set by hand: the measure is another test's.
      await mirror.page.getByRole('group', { name: 'Level' }).getByRole('button', { name: '6 Dark blonde' }).click();
      await mirror.button('Warm').click();
      await mirror.button('More grey').click();
      await mirror.button('More grey').click();
      await expect(mirror.page.getByText('Level 6 (Dark blonde), warm, 10% grey')).toBeVisible();
      await mirror.button('Save analysis').click();
      await expect(appointments.recordSection('Hair analysis')).toContainText('6 / 10', ROUND_TRIP);
      await expect(appointments.recordSection('Hair analysis')).toContainText('Scalp concerns:dandruff');
      await expect(appointments.recordSection('Hair analysis')).toContainText(
        'Hair colour:Level 6 (Dark blonde), warm, 10% grey',
      );

      await expect(mirror.stepHeading('Treatment')).toBeVisible();
      await expectTouchSized(mirror, 'the mirror’s treatment step');
      await mirror.page.getByLabel('Moisture').check();
      await mirror.button('Save treatment').click();
      await expect(appointments.recordSection('Treatment').getByLabel('Moisture')).toBeChecked(ROUND_TRIP);

      await expect(mirror.stepHeading('Recommendations')).toBeVisible();
      await mirror.button('Get recommendations').click();
      const first = mirror.recommendations.getByRole('listitem').first();
      await expect(first).toBeVisible();
      await expect(first.getByText(/^Why: /)).toBeVisible();
      await expectNoSeriousAxeViolations(mirror.page, 'the mirror recommendations');
      const productName = (await first.getAttribute('aria-label')) ?? '';
      await expect(appointments.recordSection('Product recommendations')).toContainText(productName, ROUND_TRIP);
      await mirror.button('Next').click();

      await expect(mirror.stepHeading('Likes')).toBeVisible();
      // The mirror has only its device credential: its photos must load all the same.
      await expectLoaded(mirror.page.getByRole('img', { name: 'Selfie', exact: true }));
      await mirror.button('Like the selfie').click();
      await expect(mirror.page.getByText('Likes: 1')).toBeVisible();
      await expectLoaded(appointments.recordSection('Liked images').getByRole('img', { name: 'Liked look 1' }));
      await mirror.button('Next').click();

      await expect(mirror.stepHeading('Cart')).toBeVisible();
      await expect(mirror.page.getByRole('button', { name: 'Pickup in the salon', pressed: true })).toBeVisible();
      // Each product shows the salon's unit price, and the total follows the quantities before saving.
      const unitPrice = mirror.page.getByText(/^AUD \d+\.\d{2} each$/).first();
      await expect(unitPrice).toBeVisible();
      const unitCents = Math.round(Number(/AUD (\d+\.\d{2})/.exec((await unitPrice.textContent()) ?? '')?.[1]) * 100);
      const total = mirror.page.getByRole('status').filter({ hasText: /^Total: / });
      await expect(total).toHaveText('Total: AUD 0.00');
      await mirror.page.getByLabel(`Quantity of ${productName}`).fill('2');
      await expect(total).toHaveText(`Total: AUD ${((2 * unitCents) / 100).toFixed(2)}`);
      // On the mirror's own screen the whole cart shows at once: the choice, every line, the total and its button.
      await mirror.page.setViewportSize(MIRROR_SCREEN);
      for (const whole of [
        mirror.page.getByRole('group', { name: 'Pickup or delivery' }),
        mirror.page.getByRole('list', { name: 'Cart' }),
        total,
        mirror.button('Save cart'),
      ]) {
        await expect(whole).toBeInViewport({ ratio: 1 });
      }
      // Nothing scrolls sideways, on the mirror's screen, a tablet or a phone.
      for (const viewport of [MIRROR_SCREEN, { width: 390, height: 844 }, TABLET]) {
        await mirror.page.setViewportSize(viewport);
        expect(await mirror.sideScroll(), `${viewport.width} px wide`).toBeLessThanOrEqual(0);
      }
      await mirror.button('Save cart').click();
      await expect(total).toHaveText(`Total: AUD ${((2 * unitCents) / 100).toFixed(2)}`);
      await expect(appointments.recordSection('Order').getByText('Ready to hand over', { exact: true })).toBeVisible(
        ROUND_TRIP,
      );
      await expect(appointments.recordSection('Order')).toContainText('Pick up in salon');
      await mirror.button('Next').click();

      await expect(mirror.stepHeading('Rebook')).toBeVisible();
      await mirror.page.getByLabel('Weeks until the next visit').fill('5');
      await mirror.page.getByLabel('Minutes of the next visit').fill('45');
      await mirror.button('Request rebook').click();
      // The salon schedules the reminder when a client asks to rebook (on for a new salon): the
      // record shows it scheduled at 10:00 on its due day, the five weeks the stylist set after the
      // visit rather than the salon's own delay, with the same buttons Setup Reminder leaves.
      const rebooking = appointments.recordSection('Rebooking');
      await expect(rebooking).toContainText('Rebook status: SCHEDULED (a 45-minute visit suggested)', ROUND_TRIP);
      const visitDay = /Created(\d{1,2}\.\d{2}\.\d{4})/.exec((await appointments.record.textContent()) ?? '')?.[1];
      expect(visitDay, 'the record’s Created day').toBeDefined();
      const reminderDay = daysAfter(visitDay ?? '', 5 * 7);
      await expect(rebooking).toContainText(`Reminder scheduled for ${reminderDay} 10:00.`);
      await expect(rebooking.getByRole('button', { name: 'Remove Reminder', exact: true })).toBeEnabled();
      await expect(rebooking.getByRole('button', { name: 'Mark as Rebooked', exact: true })).toBeEnabled();
      await expect(rebooking.getByRole('button', { name: 'Setup Reminder', exact: true })).toBeDisabled();

      await expect(mirror.stepHeading('Notes')).toBeVisible();
      await mirror.page.getByLabel('Notes').fill('Loved the moisture mask.');
      await mirror.button('Save notes').click();
      await expect(appointments.recordSection('Notes').getByLabel('Notes')).toHaveValue(
        'Loved the moisture mask.',
        ROUND_TRIP,
      );

      await expect(mirror.stepHeading('Finish')).toBeVisible();
      await mirror.button('Finish consultation').click();
      await expect(mirror.startConsultation).toBeVisible();
      // Still the record opened before the analysis, never reloaded.
      await expect(ownerPage).toHaveURL(new RegExp(`/appointments/${appointmentId}$`));

      // The client, on the phone still showing the success page, goes to the appointment.
      await portal.page.getByRole('link', { name: 'See my appointments' }).click();
      await expect(portal.appointmentsHeading).toBeVisible();
      await expect(portal.appointmentLinks()).toHaveCount(1);
      await expect(portal.appointmentLinks().first()).toContainText(`with ${stylistName}`);
      await portal.appointmentLinks().first().click();
      await expect(portal.detailsHeading).toBeVisible();
      await expect(portal.page.getByRole('main')).toContainText(/\d{1,2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
      await expect(portal.page.getByRole('main')).toContainText(`Stylist: ${stylistName}`);
      await expect(portal.section('Hair analysis')).toContainText('6 / 10');
      await expect(portal.section('Hair analysis')).toContainText('Scalp concerns: dandruff');
      await expect(portal.section('Hair analysis')).toContainText('Hair colour: Level 6 (Dark blonde), warm, 10% grey');
      await expectLoaded(portal.section('Photos').getByRole('img', { name: 'Your portrait from the mirror' }));
      await expect(portal.recommendation(productName)).toBeVisible();
      await expect(portal.section('Your order')).toContainText(`2 × ${productName}`);
      await expect(portal.section('Your order')).toContainText('Pick up at the salon');
      await expect(portal.section('Your order')).toContainText('Status: Ready for you at the salon');
      await expect(portal.section('Your next visit')).toContainText(
        'coming back in 5 weeks for a 45-minute appointment',
      );
      // The client reads the one day the record shows, not a reminder before the visit it is for.
      await expect(portal.section('Your next visit')).toContainText(`${portalRebookWords.reminderOn} ${reminderDay}.`);

      // Nothing went early: the reminder waits for its day. Sent today by the development shortcut,
      // the email the client gets names the same day.
      const reminders = async () =>
        (await mailTo(ownerPage.request, clientEmail)).filter((mail) => mail.subject.startsWith(REMINDER_SUBJECT));
      expect(await reminders()).toHaveLength(0);
      const sendNow = await ownerPage.request.post(`/dev/appointments/${appointmentId}/send-rebook-reminder`);
      expect(sendNow.status()).toBe(202);
      await expect.poll(async () => (await reminders()).length, ROUND_TRIP).toBe(1);
      expect((await reminders())[0]?.text).toContain(`${REMINDER_DAY_LABEL} ${reminderDay}.`);
      await expectNoSeriousAxeViolations(portal.page, 'the portal appointment after the consultation');
    } finally {
      await mirrorContext.close();
      await clientContext.close();
      await mirrors.goto(salonId);
      await mirrors.unpair(name).click(ROUND_TRIP);
      await mirrors.dialog(`Unpair ${name}?`).getByRole('button', { name: 'Unpair' }).click();
    }
  });
});
