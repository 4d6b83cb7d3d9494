import { DEVELOPERS_PATH } from '@piiq/domain/developers-address';
import type { Browser, Locator, Page } from '@playwright/test';
import { academyUrl } from '../../src/features/academy/urls.ts';
import { appointmentsUrl } from '../../src/features/appointments/urls.ts';
import { clientsUrl } from '../../src/features/clients/urls.ts';
import { CONTENT_SECTIONS, consoleContentUrl, consolePaths } from '../../src/features/console/urls.ts';
import { dashboardUrl } from '../../src/features/dashboard/urls.ts';
import { messagingUrl, supportInboxUrl } from '../../src/features/messaging/urls.ts';
import { mirrorPaths } from '../../src/features/mirror/urls.ts';
import { onboardingUrl } from '../../src/features/onboarding/urls.ts';
import { ordersUrl } from '../../src/features/orders/urls.ts';
import { portalSalonsUrl, portalUrl } from '../../src/features/portal/urls.ts';
import { productsUrl } from '../../src/features/products/urls.ts';
import { posterUrl, resourcesUrl, supportUrl } from '../../src/features/resources/urls.ts';
import { salonListUrl, salonUrl } from '../../src/features/salons/urls.ts';
import { SETTINGS_TABS, settingsSectionUrl, settingsUrl } from '../../src/features/settings/urls.ts';
import { signupUrls } from '../../src/features/signup/urls.ts';
import { ibbListUrl } from '../../src/features/training/urls.ts';
import { weeklyUrl } from '../../src/features/weekly/urls.ts';
import { AdminShell } from '../pages/admin-shell.ts';
import { MirrorPage } from '../pages/mirror-page.ts';
import { PortalPage } from '../pages/portal-page.ts';
import { DEMO_PASSWORD, demoOwner, NEW_PASSWORD } from '../support/fixture-data.ts';
import { WALKED_PATTERNS, type WalkArea } from '../support/page-walk.ts';
import { expectNoSidewaysScroll, PHONE } from '../support/small-screen.ts';
import {
  expect,
  expectNoSeriousAxeViolations,
  graphqlCall,
  salonIdByName,
  signInByApi,
  test,
} from '../support/test.ts';
import { ROUND_TRIP } from '../support/waits.ts';

/** The demo seed's salon client (README), with appointments at Bondi Beach Hair Studio. */
const DEMO_CLIENT = 'client@piiq.demo';
/** The demo seed's provider staff: the console and the support inbox. */
const PROVIDER_STAFF = 'support@piiq.demo';
/** The first name of the client who joins the mirror's consultation. */
const MIRROR_CLIENT = 'Wren';

/** One page of the walk: the route it stands for, how to reach it, and what shows once it has loaded. */
interface Step {
  pattern: (typeof WALKED_PATTERNS)[WalkArea][number];
  what: string;
  open: (page: Page) => Promise<void>;
  /** What shows once the page has loaded; a level-1 heading unless given. */
  ready?: (page: Page) => Locator;
}

/** The page has drawn its content: what it shows once loaded is there, and nothing is still loading. */
async function settled(page: Page, step: Step): Promise<void> {
  const ready = step.ready?.(page) ?? page.getByRole('heading', { level: 1 });
  await expect(ready.first()).toBeVisible(ROUND_TRIP);
  await expect(page.getByRole('progressbar')).toHaveCount(0, ROUND_TRIP);
}

/** Follows the first link on the page to an address that matches, as a person opens the first row. */
async function followFirst(page: Page, address: RegExp): Promise<void> {
  const matching = async () =>
    (await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))).find(
      (href) => address.test(href),
    );
  await expect.poll(matching, { message: `a link to ${address.source}`, ...ROUND_TRIP }).toBeTruthy();
  await page.goto((await matching()) ?? '');
}

/**
 * Walks the steps on one page, checking each for sideways scroll and serious axe violations. Every
 * step is checked even when one fails, so one run names every page to fix.
 */
async function walk(page: Page, steps: readonly Step[]): Promise<void> {
  const problems: string[] = [];
  for (const step of steps) {
    await test.step(step.what, async () => {
      try {
        await step.open(page);
        await settled(page, step);
        await expectNoSidewaysScroll(page, step.what);
        await expectNoSeriousAxeViolations(page, step.what);
      } catch (error) {
        problems.push(`${step.what} (${page.url()}):\n${error instanceof Error ? error.message : String(error)}`);
      }
    });
  }
  expect(problems, problems.join('\n\n')).toEqual([]);
}

const goto = (url: string) => async (page: Page) => {
  await page.goto(url);
};

const heading = (name: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { name, exact: typeof name === 'string' });

function signedOutSteps(): Step[] {
  return [
    {
      pattern: '/',
      what: 'sign-in',
      open: goto(salonListUrl),
      ready: (page) => page.getByRole('button', { name: 'Sign In' }),
    },
    {
      pattern: '*',
      what: 'not found',
      open: goto('/no-such-page/nothing-here'),
      ready: (page) => page.getByText('Not found', { exact: true }),
    },
    {
      pattern: '/register',
      what: 'registration',
      open: goto(`${signupUrls.register}?plan=plus&sub=MONTHLY`),
      ready: heading('Subscription'),
    },
    {
      pattern: '/signup',
      what: 'registration at /signup',
      open: goto(signupUrls.signup),
      ready: heading('Subscription'),
    },
    {
      pattern: '/terms-and-conditions',
      what: 'terms and conditions',
      open: goto(signupUrls.termsAndConditions),
      ready: heading('piiq Terms of Service'),
    },
    { pattern: '/terms-of-sale', what: 'terms of sale', open: goto(signupUrls.termsOfSale) },
    { pattern: '/privacy-policy', what: 'privacy policy', open: goto(signupUrls.privacyPolicy) },
    { pattern: '/ibb/:ibbId?', what: 'IBB without a salon', open: goto(ibbListUrl(undefined)) },
    {
      pattern: '/developers',
      what: 'the developer page',
      open: goto(DEVELOPERS_PATH),
      ready: heading('The piiq API for developers'),
    },
  ];
}

/** The salon's figures, lists and records. */
function adminRecordSteps(salonId: string): Step[] {
  return [
    {
      pattern: '/',
      what: 'salon list',
      open: goto(salonListUrl),
      ready: (page) => page.getByRole('table', { name: 'Salons' }),
    },
    { pattern: '/:salonId', what: "the salon's address", open: goto(salonUrl(salonId)) },
    { pattern: '/:salonId/dashboard', what: 'dashboard', open: goto(dashboardUrl(salonId)) },
    {
      pattern: '/:salonId/dashboard',
      what: 'the side menu, open',
      open: async (page) => {
        await page.goto(dashboardUrl(salonId));
        await new AdminShell(page).openMenu.click();
      },
      ready: (page) => new AdminShell(page).menuItem('Weekly'),
    },
    { pattern: '/:salonId/weekly', what: 'weekly report', open: goto(weeklyUrl(salonId)) },
    { pattern: '/:salonId/appointments/:appointmentId?', what: 'appointments', open: goto(appointmentsUrl(salonId)) },
    {
      pattern: '/:salonId/appointments/:appointmentId?',
      what: 'an appointment record',
      open: (page) => followFirst(page, /\/appointments\/[0-9a-f-]{36}/),
      ready: (page) => page.getByRole('dialog').getByRole('heading', { level: 2 }),
    },
    { pattern: '/:salonId/clients', what: 'clients', open: goto(clientsUrl(salonId)) },
    {
      pattern: '/:salonId/clients/:clientId',
      what: 'a client',
      open: async (page) => {
        await page.goto(clientsUrl(salonId));
        await followFirst(page, /\/clients\/[0-9a-f-]{36}/);
      },
    },
    { pattern: '/:salonId/messaging', what: 'messaging', open: goto(messagingUrl(salonId)) },
    { pattern: '/:salonId/orders/:orderId?', what: 'orders', open: goto(ordersUrl(salonId)) },
    {
      pattern: '/:salonId/orders/:orderId?',
      what: 'an order',
      open: (page) => followFirst(page, /\/orders\/[0-9a-f-]{36}/),
      ready: heading(/^Order /),
    },
  ];
}

/** The salon's training, shop, settings and help. */
function adminSetupSteps(salonId: string): Step[] {
  return [
    { pattern: '/:salonId/ibb/:ibbId?', what: 'IBB', open: goto(ibbListUrl(salonId)) },
    {
      pattern: '/:salonId/ibb/:ibbId?',
      what: 'an IBB lesson',
      open: async (page) => {
        await page.getByRole('button', { name: /^Module 1 - / }).click();
        await page
          .getByRole('link', { name: /^(View|Watch again) lesson 1: / })
          .first()
          .click();
      },
    },
    { pattern: '/:salonId/academy/:academyId?', what: 'academy', open: goto(academyUrl(salonId)) },
    {
      pattern: '/:salonId/academy/:academyId?',
      what: 'an academy item',
      open: (page) => followFirst(page, /\/academy\/[^/]+$/),
    },
    { pattern: '/:salonId/products', what: 'products', open: goto(productsUrl(salonId)) },
    {
      pattern: '/:salonId/piiqPoster',
      what: 'poster',
      open: goto(posterUrl(salonId)),
      ready: (page) => page.getByText('Coming Soon...'),
    },
    { pattern: '/:salonId/settings', what: 'settings', open: goto(settingsSectionUrl(salonId)) },
    ...SETTINGS_TABS.map((tab): Step => ({
      pattern: '/:salonId/settings/:tab',
      what: `settings, ${tab} tab`,
      open: goto(settingsUrl(salonId, tab)),
    })),
    { pattern: '/:salonId/resources', what: 'resources', open: goto(resourcesUrl(salonId)) },
    { pattern: '/:salonId/support', what: 'support', open: goto(supportUrl(salonId)) },
    { pattern: '/:salonId/onboarding', what: 'setup wizard', open: goto(onboardingUrl(salonId)) },
  ];
}

function consoleSteps(): Step[] {
  return [
    { pattern: '/console', what: 'console', open: goto(consolePaths.console) },
    { pattern: '/console/leads', what: 'leads', open: goto(consolePaths.leads) },
    { pattern: '/console/deliveries', what: 'deliveries', open: goto(consolePaths.deliveries) },
    {
      pattern: '/console/hair-colour-measure',
      what: 'hair colour measure',
      open: goto(consolePaths.hairColourMeasure),
    },
    { pattern: '/console/audit', what: 'audit log', open: goto(consolePaths.audit) },
    { pattern: '/console/catalogue', what: 'catalogue', open: goto(consolePaths.catalogue) },
    {
      pattern: '/console/catalogue/products/:productId',
      what: 'a catalogue product',
      open: (page) => followFirst(page, /\/console\/catalogue\/products\/[0-9a-f-]{36}/),
    },
    { pattern: '/console/catalogue/sheet', what: 'catalogue sheet', open: goto(consolePaths.sheet) },
    { pattern: '/console/salons', what: 'salons', open: goto(consolePaths.salons) },
    {
      pattern: '/console/salons/:salonId',
      what: 'a salon',
      open: (page) => followFirst(page, /\/console\/salons\/[0-9a-f-]{36}/),
    },
    { pattern: '/console/team', what: 'team', open: goto(consolePaths.team) },
    { pattern: '/console/content', what: 'content', open: goto(consolePaths.content) },
    ...CONTENT_SECTIONS.map((section): Step => ({
      pattern: '/console/content/:section',
      what: `content, ${section}`,
      open: goto(consoleContentUrl(section)),
    })),
    { pattern: '/support-inbox/:conversationId?', what: 'support inbox', open: goto(supportInboxUrl()) },
    {
      pattern: '/support-inbox/:conversationId?',
      what: 'a support conversation',
      open: (page) => followFirst(page, /\/support-inbox\/[0-9a-f-]{36}/),
    },
  ];
}

function portalSignedOutSteps(): Step[] {
  const portal = (page: Page) => new PortalPage(page);
  return [
    {
      pattern: '/portal',
      what: 'portal landing',
      open: goto(portalUrl('landing', null)),
      ready: (page) => portal(page).email,
    },
    {
      pattern: '/portal/signin',
      what: 'portal sign-in',
      open: (page) => goto(portalUrl('landing', null))(page).then(() => portal(page).enterEmail(DEMO_CLIENT)),
      ready: (page) => portal(page).signInHeading,
    },
    {
      pattern: '/portal/forgot',
      what: 'portal password reset',
      open: (page) => portal(page).forgotPassword.click(),
      ready: heading(/password/i),
    },
    {
      pattern: '/portal/signup',
      what: 'portal sign-up',
      open: (page) =>
        goto(portalUrl('landing', null))(page).then(() => portal(page).enterEmail(`walk-${Date.now()}@piiq.test`)),
      ready: (page) => portal(page).signUpHeading,
    },
    {
      pattern: '/portal/new-password',
      what: 'portal new password',
      open: goto(portalUrl('newPassword', null)),
      ready: (page) => portal(page).email,
    },
    {
      pattern: '/portal/success',
      what: 'portal success',
      open: goto(portalUrl('success', null)),
      ready: (page) => portal(page).email,
    },
    {
      pattern: '/portal/startsession',
      what: 'portal start session',
      open: goto(portalUrl('startsession', null)),
      ready: (page) => portal(page).email,
    },
  ];
}

function portalSignedInSteps(): Step[] {
  const portal = (page: Page) => new PortalPage(page);
  return [
    {
      pattern: '/portal/appointments',
      what: 'portal appointments',
      open: goto(portalUrl('appointments', null)),
      ready: (page) => portal(page).appointmentsHeading,
    },
    {
      pattern: '/portal/appointments/:appointmentId',
      what: 'a portal appointment with a product selected',
      open: async (page) => {
        await (await portal(page).openVisitWithProductToSelect()).click();
      },
      ready: (page) => portal(page).detailsHeading,
    },
    {
      pattern: '/portal/salons/:salonId/record',
      what: 'portal consent and allergies, from that appointment',
      open: (page) => portal(page).recordLink.click(),
      ready: (page) => portal(page).signaturePad,
    },
    { pattern: '/portal/journey', what: 'portal journey', open: goto(portalUrl('journey', null)) },
    { pattern: '/portal/salons', what: 'salon finder', open: goto(portalSalonsUrl('Bondi', null)) },
    {
      pattern: '/portal/*',
      what: 'an unknown portal address',
      open: goto('/portal/no-such-view'),
      ready: (page) => portal(page).appointmentsHeading,
    },
  ];
}

/** A step of the web mirror, each at its one address. */
function mirrorStep(what: string, open: Step['open'], ready: Step['ready']): Step {
  return { pattern: '/mirror', what: `mirror, ${what}`, open, ...(ready ? { ready } : {}) };
}

const mirror = (page: Page) => new MirrorPage(page);
const stepHeading = (title: string) => (page: Page) => mirror(page).stepHeading(title);

function mirrorPairingSteps(code: string, name: string): Step[] {
  return [
    mirrorStep('pairing', goto(mirrorPaths.mirror), (page) => mirror(page).pairButton),
    mirrorStep(
      'idle',
      (page) => mirror(page).pair(code, name),
      (page) => mirror(page).startConsultation,
    ),
    mirrorStep(
      'who is styling',
      (page) => mirror(page).startConsultation.click(),
      (page) => mirror(page).stylists.first(),
    ),
    mirrorStep(
      'waiting for the client',
      (page) => mirror(page).stylists.first().click(),
      (page) => mirror(page).qrCode,
    ),
  ];
}

/** The client joins the mirror's session from their phone, by its QR link. */
function mirrorClientSteps(sessionId: string): Step[] {
  const portal = (page: Page) => new PortalPage(page);
  return [
    {
      pattern: '/portal/signup',
      what: 'portal sign-up from the mirror',
      open: async (page) => {
        await portal(page).goto(sessionId);
        await portal(page).enterEmail(`walk-mirror-${Date.now()}@piiq.test`);
      },
      ready: (page) => portal(page).signUpHeading,
    },
    {
      pattern: '/portal/success',
      what: 'portal success after joining the mirror',
      open: async (page) => {
        await portal(page).firstName.fill(MIRROR_CLIENT);
        await portal(page).password.fill(NEW_PASSWORD);
        await portal(page).signUpButton.click();
      },
      ready: heading("You're all set"),
    },
  ];
}

function mirrorConsultationSteps(): Step[] {
  const button = (page: Page, name: string) => mirror(page).button(name).click();
  return [
    mirrorStep('welcome', async () => undefined, heading(`Welcome, ${MIRROR_CLIENT}`)),
    mirrorStep('photos', (page) => button(page, 'Begin consultation'), stepHeading('Photos')),
    mirrorStep('analysis', (page) => button(page, 'Next'), stepHeading('Analysis')),
    mirrorStep(
      'treatment',
      async (page) => {
        // The scores the recommendations rest on: an unset score answers nothing.
        await mirror(page).setScores({ Density: 5, Curl: 1, Porosity: 7, Elasticity: 5 });
        await button(page, 'Save analysis');
      },
      stepHeading('Treatment'),
    ),
    mirrorStep(
      'recommendations',
      async (page) => {
        await page.getByLabel('Moisture').check();
        await button(page, 'Save treatment');
        await expect(mirror(page).stepHeading('Recommendations')).toBeVisible();
        await button(page, 'Get recommendations');
      },
      (page) => mirror(page).recommendations.getByRole('listitem'),
    ),
    mirrorStep('likes', (page) => button(page, 'Next'), stepHeading('Likes')),
    mirrorStep('cart', (page) => button(page, 'Next'), stepHeading('Cart')),
    mirrorStep('rebook', (page) => button(page, 'Next'), stepHeading('Rebook')),
    mirrorStep(
      'notes',
      async (page) => {
        await page.getByLabel('Weeks until the next visit').fill('5');
        await page.getByLabel('Minutes of the next visit').fill('45');
        await button(page, 'Request rebook');
      },
      stepHeading('Notes'),
    ),
    mirrorStep('finish', (page) => button(page, 'Save notes'), stepHeading('Finish')),
  ];
}

/** A browser page of its own at 390 px, for a second person or a device. */
async function phonePage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, ...(baseURL ? { baseURL } : {}) });
  return context.newPage();
}

test.use({ viewport: PHONE });

test.describe('every page at 390 px: no sideways scroll, no serious axe violation', () => {
  test('signed out: sign-in, registration, the legal pages, IBB and the developer page', async ({ page }) => {
    // The developer page is long (every event's example, the schema reference): axe alone takes 15 s on it.
    test.slow();
    await walk(page, signedOutSteps());
  });

  test("the salon admin: the demo owner's figures, lists and records", async ({ ownerPage: page }) => {
    test.slow();
    const bondi = await salonIdByName(page.request, demoOwner.salons[0]);
    await walk(page, adminRecordSteps(bondi));
  });

  test("the salon admin: the demo owner's training, products, settings and help", async ({ ownerPage: page }) => {
    test.slow();
    const bondi = await salonIdByName(page.request, demoOwner.salons[0]);
    await walk(page, adminSetupSteps(bondi));
  });

  test('the provider console and the support inbox', async ({ page }) => {
    test.slow();
    await signInByApi(page.request, PROVIDER_STAFF, DEMO_PASSWORD);
    await walk(page, consoleSteps());
  });

  test('the client portal, signed out and then signed in', async ({ page }) => {
    test.slow();
    const portal = new PortalPage(page);
    await walk(page, portalSignedOutSteps());
    await portal.goto();
    await portal.signIn(DEMO_CLIENT, DEMO_PASSWORD);
    await expect(portal.appointmentsHeading).toBeVisible(ROUND_TRIP);
    await walk(page, portalSignedInSteps());
  });

  test('the web mirror: pairing, and paired, each step of a consultation', async ({ ownerPage, browser, baseURL }) => {
    test.slow();
    const salonId = await salonIdByName(ownerPage.request, demoOwner.salons[0]);
    const { createMirrorPairingCode } = await graphqlCall<{ createMirrorPairingCode: { code: string } }>(
      ownerPage.request,
      'mutation ($salonId: ID!) { createMirrorPairingCode(salonId: $salonId) { code } }',
      { salonId },
    );
    const name = `E2E walk mirror ${Date.now()}`;
    const mirrorPage = await phonePage(browser, baseURL);
    const clientPage = await phonePage(browser, baseURL);
    try {
      await walk(mirrorPage, mirrorPairingSteps(createMirrorPairingCode.code, name));
      const { sessionId } = await new MirrorPage(mirrorPage).saved();
      await walk(clientPage, mirrorClientSteps(sessionId));
      await walk(mirrorPage, mirrorConsultationSteps());
      await new MirrorPage(mirrorPage).button('Finish consultation').click();
    } finally {
      await mirrorPage.context().close();
      await clientPage.context().close();
      const { salon } = await graphqlCall<{ salon: { mirrors: Array<{ id: string; name: string }> } }>(
        ownerPage.request,
        'query ($salonId: ID!) { salon(id: $salonId) { mirrors { id name } } }',
        { salonId },
      );
      const paired = salon.mirrors.find((device) => device.name === name);
      if (paired)
        await graphqlCall(ownerPage.request, 'mutation ($id: ID!) { unpairMirror(mirrorId: $id) }', { id: paired.id });
    }
  });
});

test('the walk has a step for every route of page-walk.ts, each in its area', () => {
  const areas: Record<WalkArea, Step[]> = {
    signedOut: signedOutSteps(),
    admin: [...adminRecordSteps(''), ...adminSetupSteps('')],
    console: consoleSteps(),
    portal: [...portalSignedOutSteps(), ...portalSignedInSteps(), ...mirrorClientSteps('')],
    mirror: [...mirrorPairingSteps('', ''), ...mirrorConsultationSteps()],
  };
  for (const [area, steps] of Object.entries(areas)) {
    const stepped = [...new Set(steps.map((step) => step.pattern))].sort();
    expect(stepped, area).toEqual([...WALKED_PATTERNS[area as WalkArea]].sort());
  }
});
