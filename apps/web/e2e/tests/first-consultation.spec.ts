import type { Browser, Page, TestInfo } from '@playwright/test';
import { AppointmentsPage } from '../pages/appointments-page.ts';
import { DashboardPage } from '../pages/dashboard-page.ts';
import { MirrorPage } from '../pages/mirror-page.ts';
import { MirrorsSection } from '../pages/mirrors-section.ts';
import { OnboardingPage } from '../pages/onboarding-page.ts';
import { PortalPage } from '../pages/portal-page.ts';
import { SignInPage } from '../pages/sign-in-page.ts';
import { SignupPage, SYDNEY_ADDRESS, TEST_CARDS } from '../pages/signup-page.ts';
import { NEW_PASSWORD } from '../support/fixture-data.ts';
import { expect, expectNoSeriousAxeViolations, test } from '../support/test.ts';
import { ROUND_TRIP } from '../support/waits.ts';

// A new owner's first fifteen minutes, with nothing but what the screens offer: from the sign-in page
// to a salon of their own, its setup, a paired web mirror, a consultation with recommendations and a
// cart, and that consultation in the admin. Registrations, pairing and what the mirror writes reach
// the other browsers through the server: each is awaited for a ROUND_TRIP.

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 768, height: 1024 };
const LAPTOP = { width: 1280, height: 800 };

const STYLIST = 'Stella Styles';
const CLIENT = 'Maya';

/** Nothing sticks out sideways: at 390 px a wider page hides its right edge behind a scroll. */
async function expectNoSideScroll(page: Page, what: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} scrolls sideways`).toBeLessThanOrEqual(0);
}

interface Journey {
  /** The owner's screen, and the web mirror's: a tablet beside a laptop, or the owner's own phone for both. */
  owner: { width: number; height: number };
  mirror: { width: number; height: number };
  /** Where the owner takes the way to a pairing code: the wizard's last page, or the dashboard's card. */
  pairFrom: 'wizard' | 'dashboard';
}

async function firstConsultation(
  { page, browser, baseURL }: { page: Page; browser: Browser; baseURL: string | undefined },
  testInfo: TestInfo,
  journey: Journey,
): Promise<void> {
  const unique = `${testInfo.workerIndex}-${Date.now()}`;
  const salon = `E2E First Consultation ${unique}`;
  await page.setViewportSize(journey.owner);

  // The sign-in page leads an owner without an account to registration.
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.registerSalon.click();
  await expect(page).toHaveURL(/\/register$/);

  const signup = new SignupPage(page);
  await signup.sectionNav.waitFor();
  await signup.chooseMonthlyPlan('Plus');
  await expect(signup.mirrors).toHaveText('1');
  await signup.next.click();
  await expect(signup.heading('Account')).toBeVisible();
  await signup.fillAccount({
    firstName: 'Frankie',
    lastName: 'First',
    salon,
    email: `first-consultation-${unique}@example.com`,
    phone: '0412 345 678',
  });
  await signup.next.click();
  await expect(signup.heading('Delivery')).toBeVisible();
  await signup.fillDelivery(SYDNEY_ADDRESS);
  await signup.next.click();
  await expect(signup.heading('Payment')).toBeVisible();
  await signup.pay(TEST_CARDS.succeeds);
  await expect(signup.heading('Order')).toBeVisible(ROUND_TRIP);
  await signup.next.click();
  await expect(signup.heading('Password')).toBeVisible();
  await signup.choosePassword(NEW_PASSWORD);
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}\/onboarding$/, ROUND_TRIP);
  const salonId = new URL(page.url()).pathname.split('/')[1] ?? '';

  // The wizard: a stylist for the mirror's sign-in, the rest as it comes.
  const wizard = new OnboardingPage(page);
  await expect(wizard.heading('staff')).toBeVisible();
  await wizard.addTeamMember(STYLIST);
  await expect(wizard.listEntry('Team members', STYLIST)).toBeVisible();
  await wizard.next.click();
  await expect(wizard.heading('social')).toBeVisible();
  await wizard.skip.click();
  await expect(wizard.heading('rebooking')).toBeVisible();
  await wizard.skip.click();
  await expect(wizard.heading('retail')).toBeVisible();
  await expect(wizard.brandTile('').first()).toBeVisible();
  await wizard.next.click();

  // The last page says how to pair the mirror, and where the web mirror is.
  await expect(wizard.heading('complete')).toBeVisible();
  await expect(wizard.pairYourMirror).toBeVisible();
  const mirrorAddress = (await wizard.webMirrorLink.textContent()) ?? '';
  expect(new URL(mirrorAddress).pathname).toBe('/mirror');
  await expectNoSideScroll(page, 'the wizard’s last page');
  await expectNoSeriousAxeViolations(page, 'the wizard’s last page with Pair your mirror');

  const mirrors = new MirrorsSection(page);
  const dashboard = new DashboardPage(page);
  if (journey.pairFrom === 'wizard') {
    await wizard.getPairingCode.click();
  } else {
    await wizard.goToDashboard.click();
    await expect(dashboard.heading).toBeVisible(ROUND_TRIP);
    await expect(dashboard.pairYourMirror).toBeVisible();
    await expectNoSideScroll(page, 'the dashboard with Pair your mirror');
    await expectNoSeriousAxeViolations(page, 'the dashboard with Pair your mirror');
    await dashboard.getPairingCode.click();
  }
  // Settings opens with the code made and in view, and the web mirror's address beside it.
  await expect(mirrors.code).toBeInViewport(ROUND_TRIP);
  await expect(mirrors.webMirrorLink).toHaveText(mirrorAddress);
  const code = (await mirrors.code.textContent()) ?? '';
  await expectNoSideScroll(page, 'Settings with a pairing code');

  // The web mirror, in a browser of its own, at the address the owner was shown.
  const mirrorContext = await browser.newContext({ viewport: journey.mirror, ...(baseURL ? { baseURL } : {}) });
  const clientContext = await browser.newContext({ viewport: PHONE, ...(baseURL ? { baseURL } : {}) });
  try {
    const mirror = new MirrorPage(await mirrorContext.newPage());
    await mirror.page.goto(mirrorAddress);
    await mirror.pair(code, 'Front chair');
    await expect(mirror.page.getByRole('heading', { level: 1, name: salon })).toBeVisible(ROUND_TRIP);
    await expect(mirror.startConsultation).toBeVisible();
    await expect(mirrors.paired).toBeVisible(ROUND_TRIP);
    await expect(mirrors.row('Front chair')).toBeVisible();

    // Paired: the dashboard no longer asks for it.
    await dashboard.goto(salonId);
    await expect(dashboard.kpis).toBeVisible(ROUND_TRIP);
    await expect(dashboard.pairYourMirror).toHaveCount(0);

    // The consultation: the stylist starts it and chooses themself, the client joins from the phone by the QR code's link.
    await mirror.startConsultation.click();
    await mirror.stylist(STYLIST).click();
    await expect(mirror.sessionCode).toHaveText(/^[A-Z0-9]{6}$/, ROUND_TRIP);
    const { sessionId } = await mirror.saved();
    const portal = new PortalPage(await clientContext.newPage());
    await portal.goto(sessionId);
    await portal.enterEmail(`first-consultation-client-${unique}@example.com`);
    await portal.firstName.fill(CLIENT);
    await portal.password.fill(NEW_PASSWORD);
    await portal.signUpButton.click();
    await expect(portal.page.getByRole('heading', { name: "You're all set" })).toBeVisible(ROUND_TRIP);

    await expect(mirror.page.getByRole('heading', { name: `Welcome, ${CLIENT}` })).toBeVisible(ROUND_TRIP);
    await mirror.button('Begin consultation').click();
    await expect(mirror.stepHeading('Photos')).toBeVisible();
    await expectNoSideScroll(mirror.page, 'the mirror’s photos');
    await mirror.button('Next').click();
    await expect(mirror.stepHeading('Analysis')).toBeVisible();
    // The scores the recommendations rest on: an unset score answers nothing.
    await mirror.setScores({ Density: 5, Curl: 1, Porosity: 7, Elasticity: 5 });
    await mirror.button('Save analysis').click();
    await expect(mirror.stepHeading('Treatment')).toBeVisible(ROUND_TRIP);
    await mirror.page.getByLabel('Moisture').check();
    await mirror.button('Save treatment').click();

    await expect(mirror.stepHeading('Recommendations')).toBeVisible(ROUND_TRIP);
    await mirror.button('Get recommendations').click();
    const first = mirror.recommendations.getByRole('listitem').first();
    await expect(first).toBeVisible(ROUND_TRIP);
    const productName = (await first.getAttribute('aria-label')) ?? '';
    expect(productName).not.toBe('');
    await mirror.button('Next').click();
    await expect(mirror.stepHeading('Likes')).toBeVisible();
    await mirror.button('Next').click();

    await expect(mirror.stepHeading('Cart')).toBeVisible();
    await mirror.page.getByLabel(`Quantity of ${productName}`).fill('2');
    const total = mirror.page.getByRole('status').filter({ hasText: /^Total: / });
    await expect(total).not.toHaveText('Total: AUD 0.00');
    await expectNoSideScroll(mirror.page, 'the mirror’s cart');
    await mirror.button('Save cart').click();
    await mirror.button('Next').click();
    await expect(mirror.stepHeading('Rebook')).toBeVisible(ROUND_TRIP);
    await mirror.button('Skip').click();
    await expect(mirror.stepHeading('Notes')).toBeVisible();
    await mirror.page.getByLabel('Notes').fill('First consultation on the new mirror.');
    await mirror.button('Save notes').click();
    await expect(mirror.stepHeading('Finish')).toBeVisible(ROUND_TRIP);
    await mirror.button('Finish consultation').click();
    await expect(mirror.startConsultation).toBeVisible(ROUND_TRIP);

    // The owner finds it in the admin: the list, then its record with the recommendation and the cart.
    const appointments = new AppointmentsPage(page);
    await appointments.goto(salonId);
    await expect(appointments.rows()).toHaveCount(1, ROUND_TRIP);
    await expect(appointments.rows().first()).toContainText(CLIENT);
    await expect(appointments.rows().first()).toContainText(STYLIST);
    await appointments.recordLink(CLIENT).click();
    await expect(appointments.recordTitle).toHaveText(CLIENT, ROUND_TRIP);
    await expect(appointments.recordSection('Product recommendations')).toContainText(productName);
    await expect(appointments.recordSection('Order').getByText('Ready to hand over', { exact: true })).toBeVisible();
    await expect(appointments.recordSection('Order')).toContainText('Pick up in salon');
    // What to hand over at pickup: the items, not only the order's state.
    await expect(appointments.recordSection('Order').getByRole('list', { name: 'Items in the cart' })).toContainText(
      new RegExp(`^2 × ${productName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, AUD \\d+\\.\\d{2} each`),
    );
    await expect(appointments.recordSection('Notes').getByLabel('Notes')).toHaveValue(
      'First consultation on the new mirror.',
    );
    await expectNoSideScroll(page, 'the appointment record');
  } finally {
    await mirrorContext.close();
    await clientContext.close();
  }
}

test.describe('a new salon’s first consultation', () => {
  test('at 1280 px: signs up from the sign-in page, sets up, pairs the web mirror from the wizard, runs a consultation and finds it in the admin', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    // A journey across signup, the wizard, settings, the mirror, the portal and the admin.
    test.slow();
    await firstConsultation({ page, browser, baseURL }, testInfo, {
      owner: LAPTOP,
      mirror: TABLET,
      pairFrom: 'wizard',
    });
  });

  test('at 390 px: the same on a phone, pairing from the dashboard’s card, the web mirror on the phone too', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.slow();
    await firstConsultation({ page, browser, baseURL }, testInfo, {
      owner: PHONE,
      mirror: PHONE,
      pairFrom: 'dashboard',
    });
  });
});
