import { AppointmentsPage } from '../pages/appointments-page.ts';
import { MirrorPage } from '../pages/mirror-page.ts';
import { MirrorsSection } from '../pages/mirrors-section.ts';
import { PortalPage } from '../pages/portal-page.ts';
import { demoOwner, NEW_PASSWORD } from '../support/fixture-data.ts';
import { expect, expectNoSeriousAxeViolations, salonIdByName, test } from '../support/test.ts';

/** The smallest PNG: a photo for the upload route, which judges a file by its leading bytes. */
const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

// The mirror is a portrait tablet (issue 12); the admin uses the same size here, the client a phone.
test.use({ viewport: { width: 768, height: 1024 } });

test.describe('web mirror', () => {
  test('pair, sign in, a client joins by the portal, the consultation is recorded and shows in the admin record', async ({ ownerPage, browser, baseURL }) => {
    test.setTimeout(180_000);
    const salonId = await salonIdByName(ownerPage.request, demoOwner.salons[0]);
    const mirrors = new MirrorsSection(ownerPage);
    await mirrors.goto(salonId);
    await mirrors.pairMirror.click();
    const code = (await mirrors.code.textContent()) ?? '';

    // The mirror: a browser of its own with no person's session.
    const mirrorContext = await browser.newContext({ viewport: { width: 768, height: 1024 }, ...(baseURL ? { baseURL } : {}) });
    const clientContext = await browser.newContext({ viewport: { width: 390, height: 844 }, ...(baseURL ? { baseURL } : {}) });
    const name = `E2E web mirror ${Date.now()}`;
    try {
      const mirror = new MirrorPage(await mirrorContext.newPage());
      await mirror.goto();
      await expectNoSeriousAxeViolations(mirror.page, 'the mirror pairing screen');
      await mirror.pair(code, name);
      const stylists = mirror.page.getByRole('main').getByRole('button');
      await expect(stylists.first()).toBeVisible();
      await expectNoSeriousAxeViolations(mirror.page, 'the mirror stylist sign-in');
      await stylists.first().click();
      await mirror.startConsultation.click();
      await expect(mirror.sessionCode).toHaveText(/^[A-Z0-9]{6}$/);
      await expect(mirror.qrCode).toBeVisible();
      await expectNoSeriousAxeViolations(mirror.page, 'the mirror waiting for the client');

      // The client scans the QR code: the portal with ?session=, signing up on their phone.
      const { sessionId, credential } = await mirror.saved();
      const portal = new PortalPage(await clientContext.newPage());
      await portal.goto(sessionId);
      await portal.enterEmail(`mirror-client-${Date.now()}@piiq.test`);
      await portal.firstName.fill('Maya');
      await portal.password.fill(NEW_PASSWORD);
      await portal.signUpButton.click();
      await expect(portal.page.getByRole('heading', { name: "You're all set" })).toBeVisible();

      await expect(mirror.page.getByRole('heading', { name: 'Welcome, Maya' })).toBeVisible({ timeout: 15_000 });
      await mirror.button('Begin consultation').click();
      await expect(mirror.stepHeading('Photos')).toBeVisible();
      await mirror.page.getByLabel('Upload a photo: Selfie').setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
      await expect(mirror.page.getByRole('heading', { name: 'Selfie — saved' })).toBeVisible();
      await mirror.button('Next').click();

      await expect(mirror.stepHeading('Analysis')).toBeVisible();
      await expectNoSeriousAxeViolations(mirror.page, 'the mirror analysis step');
      await mirror.page.getByRole('slider', { name: /^Density/ }).focus();
      await mirror.page.keyboard.press('ArrowRight');
      await mirror.page.keyboard.press('ArrowRight');
      await expect(mirror.page.getByText('Density: 6 / 10')).toBeVisible();
      await mirror.page.getByLabel('Dandruff').check();
      await mirror.button('Save analysis').click();

      await expect(mirror.stepHeading('Treatment')).toBeVisible();
      await mirror.page.getByLabel('Moisture').check();
      await mirror.button('Save treatment').click();

      await expect(mirror.stepHeading('Recommendations')).toBeVisible();
      await mirror.button('Get recommendations').click();
      const first = mirror.recommendations.getByRole('listitem').first();
      await expect(first).toBeVisible();
      await expect(first.getByText(/^Why: /)).toBeVisible();
      await expectNoSeriousAxeViolations(mirror.page, 'the mirror recommendations');
      const productName = (await first.getAttribute('aria-label')) ?? '';
      await mirror.button('Next').click();

      await expect(mirror.stepHeading('Likes')).toBeVisible();
      await mirror.button('Like the selfie').click();
      await expect(mirror.page.getByText('Likes: 1')).toBeVisible();
      await mirror.button('Next').click();

      await expect(mirror.stepHeading('Cart')).toBeVisible();
      await expect(mirror.page.getByLabel('Pickup in the salon')).toBeChecked();
      await mirror.page.getByLabel(`Quantity of ${productName}`).fill('2');
      await mirror.button('Save cart').click();
      await expect(mirror.page.getByText(/^Total: /)).toBeVisible();
      await mirror.button('Next').click();

      await expect(mirror.stepHeading('Rebook')).toBeVisible();
      await mirror.page.getByLabel('Weeks until the next visit').fill('5');
      await mirror.button('Request rebook').click();

      await expect(mirror.stepHeading('Notes')).toBeVisible();
      await mirror.page.getByLabel('Notes').fill('Loved the moisture mask.');
      await mirror.button('Save notes').click();

      await expect(mirror.stepHeading('Finish')).toBeVisible();
      // The appointment the session fills, asked as the mirror asks (its credential, no cookie).
      const answer = await mirrorContext.request.post('/graphql', {
        data: { query: 'query ($id: ID!) { mirrorSession(id: $id) { appointment { id } } }', variables: { id: sessionId } },
        headers: { 'content-type': 'application/json', authorization: `Bearer ${credential}` },
      });
      const { data } = (await answer.json()) as { data: { mirrorSession: { appointment: { id: string } } } };
      await mirror.button('Finish consultation').click();
      await expect(mirror.startConsultation.or(stylists.first())).toBeVisible();

      // The salon's record of the consultation.
      const appointments = new AppointmentsPage(ownerPage);
      await appointments.openRecord(salonId, data.mirrorSession.appointment.id);
      await expect(appointments.recordSection('Hair analysis')).toContainText('6 / 10');
      await expect(appointments.recordSection('Product recommendations')).toContainText(productName);
      await expect(appointments.recordSection('Order')).toContainText('picked up in store');
    } finally {
      await mirrorContext.close();
      await clientContext.close();
      await mirrors.goto(salonId);
      await mirrors.unpair(name).click();
      await mirrors.dialog(`Unpair ${name}?`).getByRole('button', { name: 'Unpair' }).click();
    }
  });
});
