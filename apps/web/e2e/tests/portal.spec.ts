import { authMessages } from '@piiq/domain/auth-rules';
import { mirrorSessionMessages } from '@piiq/domain/mirror-session';
import { PortalPage } from '../pages/portal-page.ts';
import { DEMO_PASSWORD, demoOwner, fixtureUsers, NEW_PASSWORD, SUPPORT_EMAIL } from '../support/fixture-data.ts';
import {
  expect,
  expectNoSeriousAxeViolations,
  graphqlCall,
  mirrorCall,
  resetCodeFromMailbox,
  salonIdByName,
  signInByApi,
  test,
} from '../support/test.ts';

/** The demo seed's salon client (README), with six appointments at Bondi Beach Hair Studio. */
const DEMO_CLIENT = 'client@piiq.demo';
/** A fixture client (e2e/support/seed-fixtures.ts) whose analysed session has no products recommended. */
const NO_RECOMMENDATIONS_CLIENT = 'photo.pia.e602@clients.piiq.test';

// The portal is designed for a phone first (docs/product-rules.md, Look and feel).
test.use({ viewport: { width: 390, height: 844 } });

test.describe('client portal', () => {
  test('an email with an account goes to sign in; a wrong password gets the product’s message and is cleared', async ({
    page,
  }) => {
    const portal = new PortalPage(page);
    await portal.goto();
    await portal.continueButton.click();
    await expect(page.getByText(authMessages.emailRequired, { exact: true })).toBeVisible();
    await portal.email.fill('not-an-email');
    await expect(page.getByText(authMessages.emailInvalid, { exact: true })).toBeVisible();

    await portal.enterEmail(DEMO_CLIENT);
    await expect(portal.signInHeading).toBeVisible();
    await expect(page).toHaveURL(/\/portal\/signin$/);
    await portal.signInButton.click();
    await expect(page.getByText(authMessages.passwordRequired, { exact: true })).toBeVisible();
    await portal.password.fill('Wrong-password-1');
    await portal.signInButton.click();
    await expect(
      page.getByText(`Sorry, your password is wrong. Please try again or contact us at ${SUPPORT_EMAIL}`, {
        exact: true,
      }),
    ).toBeVisible();
    await expect(portal.password).toHaveValue('');
  });

  test('a new email signs up as a client and lands on the empty appointments', async ({ page }) => {
    const portal = new PortalPage(page);
    await portal.goto();
    await portal.enterEmail(`portal-new-${Date.now()}@piiq.test`);
    await expect(portal.signUpHeading).toBeVisible();
    await expect(page).toHaveURL(/\/portal\/signup$/);
    await portal.signUpButton.click();
    await expect(page.getByText(authMessages.firstNameRequired, { exact: true })).toBeVisible();
    await expect(page.getByText(authMessages.passwordRequired, { exact: true })).toBeVisible();
    await portal.firstName.fill('Nina');
    await portal.password.fill(NEW_PASSWORD);
    await portal.signUpButton.click();
    await expect(portal.appointmentsHeading).toBeVisible();
    await expect(page.getByText("You haven't had any piiq appointments yet.", { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find your nearest salon' })).toBeVisible();
  });

  test('forgot password: a code from the mailbox and a new password, then sign in with it', async ({ page }) => {
    const user = fixtureUsers.portalRecovery;
    const portal = new PortalPage(page);
    await portal.goto();
    await portal.enterEmail(user.email);
    await portal.forgotPassword.click();
    await expect(page).toHaveURL(/\/portal\/forgot$/);
    const sentAt = new Date();
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await resetCodeFromMailbox(page.request, user.email, sentAt);
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText(authMessages.passwordReset, { exact: true })).toBeVisible();
    await portal.password.fill(NEW_PASSWORD);
    await portal.signInButton.click();
    await expect(portal.appointmentsHeading).toBeVisible();
  });

  test('an account with a generated password chooses a new one, then goes on', async ({ page }) => {
    const portal = new PortalPage(page);
    await portal.goto();
    await portal.signIn(fixtureUsers.portalFirstSignIn.email, DEMO_PASSWORD);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(portal.appointmentsHeading).toBeVisible();
  });

  test('with ?session= the sign-in ends on success, and log out returns to the landing keeping it', async ({
    page,
  }) => {
    const portal = new PortalPage(page);
    // No mirror opened this session: startSession fails, which is logged, and the view still moves on.
    await portal.goto('mirror-session-1');
    await portal.signIn(DEMO_CLIENT, DEMO_PASSWORD);
    await expect(page.getByRole('heading', { name: "You're all set" })).toBeVisible();
    await expect(page).toHaveURL(/\/portal\/success\?session=mirror-session-1$/);
    await portal.logOut.click();
    await expect(portal.continueButton).toBeVisible();
    await expect(page).toHaveURL(/\/portal\?session=mirror-session-1$/);
  });

  test('a new client joins a real mirror session by its QR link and then sees that appointment', async ({
    page,
    playwright,
    baseURL,
  }) => {
    // The salon pairs a mirror and the mirror opens a consultation: the device API, as the web mirror calls it.
    const owner = await playwright.request.newContext(baseURL ? { baseURL } : {});
    const device = await playwright.request.newContext(baseURL ? { baseURL } : {});
    await signInByApi(owner, demoOwner.email, demoOwner.password);
    const salonId = await salonIdByName(owner, demoOwner.salons[0]);
    const { createMirrorPairingCode } = await graphqlCall<{ createMirrorPairingCode: { code: string } }>(
      owner,
      'mutation ($salonId: ID!) { createMirrorPairingCode(salonId: $salonId) { code } }',
      { salonId },
    );
    const { pairMirror } = await graphqlCall<{ pairMirror: { credential: string; device: { id: string } } }>(
      device,
      'mutation ($code: String!) { pairMirror(code: $code, name: "Portal test chair") { credential device { id } } }',
      { code: createMirrorPairingCode.code },
    );
    try {
      const { mirror } = await mirrorCall<{ mirror: { stylists: Array<{ id: string }> } }>(
        device,
        pairMirror.credential,
        '{ mirror { stylists { id } } }',
      );
      const { createMirrorSession } = await mirrorCall<{ createMirrorSession: { id: string } }>(
        device,
        pairMirror.credential,
        'mutation ($staffId: ID!) { createMirrorSession(staffId: $staffId) { id } }',
        { staffId: mirror.stylists[0]?.id },
      );

      const portal = new PortalPage(page);
      await portal.goto(createMirrorSession.id);
      await portal.enterEmail(`portal-qr-${Date.now()}@piiq.test`);
      await portal.firstName.fill('Quinn');
      await portal.password.fill(NEW_PASSWORD);
      await portal.signUpButton.click();
      await expect(page.getByRole('heading', { name: "You're all set" })).toBeVisible();
      const joined = await mirrorCall<{ mirrorSession: { clientName: string | null } }>(
        device,
        pairMirror.credential,
        'query ($id: ID!) { mirrorSession(id: $id) { clientName } }',
        { id: createMirrorSession.id },
      );
      expect(joined.mirrorSession.clientName).toBe('Quinn');
      await page.getByRole('link', { name: 'See my appointments' }).click();
      await expect(portal.appointmentLinks()).toHaveCount(1);
      await expect(portal.appointmentLinks().first()).toContainText(demoOwner.salons[0]);
    } finally {
      await graphqlCall(owner, 'mutation ($mirrorId: ID!) { unpairMirror(mirrorId: $mirrorId) }', {
        mirrorId: pairMirror.device.id,
      });
      await owner.dispose();
      await device.dispose();
    }
  });

  test('a mirror code that matches no session is the client’s typo: the code step says so, keeps it, and the right code joins', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const owner = await playwright.request.newContext(baseURL ? { baseURL } : {});
    const device = await playwright.request.newContext(baseURL ? { baseURL } : {});
    await signInByApi(owner, demoOwner.email, demoOwner.password);
    const salonId = await salonIdByName(owner, demoOwner.salons[0]);
    const { createMirrorPairingCode } = await graphqlCall<{ createMirrorPairingCode: { code: string } }>(
      owner,
      'mutation ($salonId: ID!) { createMirrorPairingCode(salonId: $salonId) { code } }',
      { salonId },
    );
    const { pairMirror } = await graphqlCall<{ pairMirror: { credential: string; device: { id: string } } }>(
      device,
      'mutation ($code: String!) { pairMirror(code: $code, name: "Portal code chair") { credential device { id } } }',
      { code: createMirrorPairingCode.code },
    );
    try {
      const { mirror } = await mirrorCall<{ mirror: { stylists: Array<{ id: string }> } }>(
        device,
        pairMirror.credential,
        '{ mirror { stylists { id } } }',
      );
      const { createMirrorSession } = await mirrorCall<{ createMirrorSession: { id: string; code: string } }>(
        device,
        pairMirror.credential,
        'mutation ($staffId: ID!) { createMirrorSession(staffId: $staffId) { id code } }',
        { staffId: mirror.stylists[0]?.id },
      );
      // One letter changed: a code of the right shape that matches no session.
      const typo = createMirrorSession.code.replace(/^./, (first) => (first === 'Z' ? 'Y' : 'Z'));

      const portal = new PortalPage(page);
      await portal.goto();
      await portal.enterEmail(`portal-code-${Date.now()}@piiq.test`);
      await portal.firstName.fill('Cora');
      await portal.password.fill(NEW_PASSWORD);
      await portal.signUpButton.click();
      await page.getByRole('link', { name: 'Start a mirror session' }).click();
      const code = page.getByLabel('Code', { exact: true });
      await code.fill(typo);
      await page.getByRole('button', { name: 'Start session' }).click();
      await expect(page.getByText(mirrorSessionMessages.codeUnknown)).toBeVisible();
      await expect(code).toBeFocused();
      await expect(code).toHaveValue(typo);
      await expect(code).toHaveAccessibleDescription(mirrorSessionMessages.codeUnknown);
      await expect(page).toHaveURL(/\/portal\/startsession$/);

      await code.fill(createMirrorSession.code);
      await code.press('Enter');
      await expect(page.getByRole('heading', { name: "You're all set" })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/portal/success\\?session=${createMirrorSession.id}$`));
      const joined = await mirrorCall<{ mirrorSession: { clientName: string | null } }>(
        device,
        pairMirror.credential,
        'query ($id: ID!) { mirrorSession(id: $id) { clientName } }',
        { id: createMirrorSession.id },
      );
      expect(joined.mirrorSession.clientName).toBe('Cora');
    } finally {
      await graphqlCall(owner, 'mutation ($mirrorId: ID!) { unpairMirror(mirrorId: $mirrorId) }', {
        mirrorId: pairMirror.device.id,
      });
      await owner.dispose();
      await device.dispose();
    }
  });

  test('the demo client sees their appointments and one in detail; a selected product stays selected', async ({
    page,
  }) => {
    const portal = new PortalPage(page);
    await portal.goto();
    await portal.signIn(DEMO_CLIENT, DEMO_PASSWORD);
    await expect(portal.appointmentsHeading).toBeVisible();
    await expect(portal.appointmentLinks().first()).toBeVisible();
    expect(await portal.appointmentLinks().count()).toBeGreaterThanOrEqual(6);
    await expect(portal.appointmentLinks().first()).toContainText('Bondi Beach Hair Studio');
    await expectNoSeriousAxeViolations(page, 'portal appointments');

    const select = await portal.openVisitWithProductToSelect();
    await expect(page.getByText(/^Stylist: /)).toBeVisible();
    const analysis = page.getByRole('region', { name: 'Hair analysis' });
    await expect(analysis.getByText(/ \/ 10$/).first()).toBeVisible();
    const recommended = page.getByRole('region', { name: 'Recommended products' });
    // What the salon holds for the client from the mirror reads Selected already: one more is the client's.
    const selected = recommended.getByRole('button', { name: 'Selected', exact: true });
    const held = await selected.count();
    await select.click();
    await expect(selected).toHaveCount(held + 1);
    await expectNoSeriousAxeViolations(page, 'portal appointment details');
    await page.reload();
    await expect(selected).toHaveCount(held + 1);
  });

  test('the hair journey charts each score across visits beside the first and latest photos', async ({ page }) => {
    const portal = new PortalPage(page);
    await portal.goto();
    await portal.signIn(DEMO_CLIENT, DEMO_PASSWORD);
    await page.getByRole('link', { name: 'See your hair journey' }).click();
    await expect(page.getByRole('heading', { name: 'Your hair journey' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'First and latest photos' })).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Density over time' })).toBeVisible();
    await expect(page.getByRole('figure', { name: /over time$/ })).toHaveCount(6);
    await expectNoSeriousAxeViolations(page, 'portal hair journey');
  });

  test('an appointment without recommendations says so', async ({ page }) => {
    const portal = new PortalPage(page);
    await portal.goto();
    await portal.signIn(NO_RECOMMENDATIONS_CLIENT, DEMO_PASSWORD);
    await portal.appointmentLinks().first().click();
    await expect(page.getByText("You don't have any products recommended yet", { exact: true })).toBeVisible();
  });

  test('the landing and the sign-in view pass axe', async ({ page }) => {
    const portal = new PortalPage(page);
    await portal.goto();
    await expect(portal.continueButton).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'portal landing');
    await portal.enterEmail(DEMO_CLIENT);
    await expect(portal.signInHeading).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'portal sign-in');
    await portal.goto();
    await portal.enterEmail(`portal-axe-${Date.now()}@piiq.test`);
    await expect(portal.signUpHeading).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'portal sign-up');
  });
});
