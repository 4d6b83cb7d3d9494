import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import { DashboardPage } from '../pages/dashboard-page.ts';
import { OrdersPage } from '../pages/orders-page.ts';
import { PortalPage } from '../pages/portal-page.ts';
import { DEMO_PASSWORD, fixtureSalons, fixtureUsers, NEW_PASSWORD } from '../support/fixture-data.ts';
import {
  expect,
  expectNoSeriousAxeViolations,
  fromMailbox,
  graphqlCall,
  mailTo,
  mirrorCall,
  signInByApi,
  test,
} from '../support/test.ts';
import { ROUND_TRIP } from '../support/waits.ts';

const salon = fixtureSalons.retailOrders;
const PHONE = { width: 390, height: 844 };

interface Recommended {
  productId: string;
  productName: string;
  price: number;
}

/** Money as the admin area writes it. */
const aud = (cents: number) => `AUD ${(cents / 100).toFixed(2)}`;

/** The salon's mirror, by its device API (what a hardware mirror calls), paired by the owner. */
async function pairedMirror(owner: APIRequestContext, device: APIRequestContext) {
  const { createMirrorPairingCode } = await graphqlCall<{ createMirrorPairingCode: { code: string } }>(
    owner,
    'mutation ($salonId: ID!) { createMirrorPairingCode(salonId: $salonId) { code } }',
    { salonId: salon.id },
  );
  const { pairMirror } = await graphqlCall<{ pairMirror: { credential: string } }>(
    device,
    'mutation ($code: String!) { pairMirror(code: $code, name: "Retail orders chair") { credential } }',
    { code: createMirrorPairingCode.code },
  );
  const call = <T>(query: string, variables: Record<string, unknown> = {}) =>
    mirrorCall<T>(device, pairMirror.credential, query, variables);
  const { mirror } = await call<{ mirror: { stylists: Array<{ id: string }> } }>('{ mirror { stylists { id } } }');
  return {
    /** A consultation for the salon's stylist, waiting for its client. */
    open: async () =>
      (
        await call<{ createMirrorSession: { id: string; appointment: { id: string } } }>(
          'mutation ($staffId: ID!) { createMirrorSession(staffId: $staffId) { id appointment { id } } }',
          { staffId: mirror.stylists[0]?.id },
        )
      ).createMirrorSession,
    /** The analysis, then the engine's picks the salon sells. */
    recommend: async (sessionId: string): Promise<Recommended[]> => {
      await call(
        'mutation ($sessionId: ID!, $input: HairAnalysisInput!) { recordHairAnalysis(sessionId: $sessionId, input: $input) { id } }',
        {
          sessionId,
          input: {
            density: 8,
            texture: 10,
            curl: 4,
            colorSensitivity: 12,
            porous: 14,
            elasticity: 10,
            scalpConcerns: [],
          },
        },
      );
      const { computeSessionRecommendations } = await call<{
        computeSessionRecommendations: { recommendations: Array<Recommended & { price: number | null }> };
      }>(
        'mutation ($sessionId: ID!) { computeSessionRecommendations(sessionId: $sessionId) { recommendations { productId productName price } } }',
        { sessionId },
      );
      return computeSessionRecommendations.recommendations.flatMap((item) =>
        item.price === null ? [] : [{ ...item, price: item.price }],
      );
    },
    saveCart: (
      sessionId: string,
      deliveryType: 'PICKUP' | 'DELIVERY',
      items: Array<{ productId: string; quantity: number }>,
    ) =>
      call(
        `mutation ($sessionId: ID!, $deliveryType: String!, $items: [SessionCartItemInput!]!, $idempotencyKey: String) {
          setSessionCart(sessionId: $sessionId, deliveryType: $deliveryType, items: $items, idempotencyKey: $idempotencyKey) { id }
        }`,
        { sessionId, deliveryType, items, idempotencyKey: crypto.randomUUID() },
      ),
    finish: (sessionId: string) =>
      call('mutation ($sessionId: ID!) { endMirrorSession(sessionId: $sessionId) { id } }', { sessionId }),
  };
}

/** A client on their phone joins the mirror's session by its link, signing up as someone new. */
async function clientJoins(browser: Browser, baseURL: string | undefined, sessionId: string, email: string) {
  const context = await browser.newContext({ viewport: PHONE, ...(baseURL ? { baseURL } : {}) });
  const portal = new PortalPage(await context.newPage());
  await portal.goto(sessionId);
  await portal.enterEmail(email);
  await portal.firstName.fill('Paige');
  await portal.password.fill(NEW_PASSWORD);
  await portal.signUpButton.click();
  await expect(portal.page.getByRole('heading', { name: "You're all set" })).toBeVisible(ROUND_TRIP);
  return context;
}

/** The salon's revenue this week as its dashboard shows it, read afresh (the salon has sessions: no sample data). */
async function revenueThisWeek(dashboard: DashboardPage): Promise<string> {
  await dashboard.goto(salon.id, 'week');
  await expect(dashboard.sampleData).toHaveCount(0, ROUND_TRIP);
  const revenue = dashboard.kpi('Retail revenue');
  await expect(revenue).toBeVisible(ROUND_TRIP);
  return (await revenue.innerText()).trim();
}

const cents = (money: string) => Math.round(Number(money.replace('AUD ', '')) * 100);

test('one retail order from the mirror to the client’s hands: a pickup handed over, a delivery paid by the emailed link and sent, a paid order refunded once', async ({
  page,
  browser,
}, testInfo) => {
  // Three browsers (the salon, the client's phone, the client's other device), the mirror's calls and
  // the payment: a journey of several minutes on a busy machine.
  test.slow();
  const baseURL = testInfo.project.use.baseURL;
  await signInByApi(page.request, fixtureUsers.retailOrders.email, DEMO_PASSWORD);
  const mirrorContext = await browser.newContext(baseURL ? { baseURL } : {});
  const contexts: BrowserContext[] = [mirrorContext];
  try {
    const mirror = await pairedMirror(page.request, mirrorContext.request);
    const dashboard = new DashboardPage(page);
    const orders = new OrdersPage(page);

    // 1. A pickup at the mirror: ready to hand over, counted only once handed over.
    const first = await mirror.open();
    const pickupClient = `pickup-${Date.now()}@piiq.test`;
    contexts.push(await clientJoins(browser, baseURL, first.id, pickupClient));
    const [shampoo, second] = await mirror.recommend(first.id);
    if (!shampoo || !second) throw new Error('the engine picked fewer than two products the salon sells');
    await mirror.saveCart(first.id, 'PICKUP', [{ productId: shampoo.productId, quantity: 2 }]);
    await mirror.finish(first.id);

    await orders.goto(salon.id);
    await orders.filterByState('READY_TO_HAND_OVER');
    await expect(orders.rows).toHaveCount(1, ROUND_TRIP);
    await expect(orders.cell(orders.rows.first(), 'Source')).toHaveText('Mirror');
    await expect(orders.cell(orders.rows.first(), 'Total')).toHaveText(aud(2 * shampoo.price));
    await orders.open(orders.rows.first());
    await expect(orders.productLines()).toHaveCount(1);
    await expect(orders.productLines().first()).toContainText(`2 x ${shampoo.productName}`);
    await expect(orders.statusOnPage()).toContainText('To be paid in the salon when handed over.');
    // Not a sale yet: nobody has paid, and the salon has sold nothing else.
    const before = cents(await revenueThisWeek(dashboard));
    await expect(dashboard.sampleData).toHaveCount(0);
    expect(before).toBe(0);

    await orders.goto(salon.id, '?state=READY_TO_HAND_OVER');
    await orders.open(orders.rows.first());
    await orders.button('Complete order').click();
    await expect(orders.stateOnPage('COMPLETED')).toBeVisible(ROUND_TRIP);
    const afterPickup = cents(await revenueThisWeek(dashboard));
    expect(afterPickup).toBe(before + 2 * shampoo.price);

    // 2. A delivery at the mirror: the client is emailed a link to pay and give the address.
    const next = await mirror.open();
    const deliveryClient = `delivery-${Date.now()}@piiq.test`;
    const joined = await clientJoins(browser, baseURL, next.id, deliveryClient);
    await joined.close();
    const picks = await mirror.recommend(next.id);
    const [one, two] = picks;
    if (!one || !two) throw new Error('the engine picked fewer than two products the salon sells');
    await mirror.saveCart(next.id, 'DELIVERY', [
      { productId: one.productId, quantity: 1 },
      { productId: two.productId, quantity: 1 },
    ]);
    await mirror.finish(next.id);
    const link = await fromMailbox(
      page.request,
      deliveryClient,
      new Date(Date.now() - 10 * 60_000),
      /(\S+\/portal\/appointments\/\S+)/,
      'the link to pay for the delivery',
    );
    const linkPath = new URL(link).pathname;

    // The salon keeps the orders to ship open: the payment arrives there live.
    await orders.goto(salon.id, '?state=TO_SHIP');
    await expect(orders.page.getByText('No orders to ship', { exact: true })).toBeVisible(ROUND_TRIP);

    // The client opens the email on another device, signed out: signing in leads back to the order.
    const phone = await browser.newContext({ viewport: PHONE, ...(baseURL ? { baseURL } : {}) });
    contexts.push(phone);
    const portal = new PortalPage(await phone.newPage());
    await portal.page.goto(linkPath);
    await portal.signIn(deliveryClient, NEW_PASSWORD);
    await expect(portal.page).toHaveURL(new RegExp(`${linkPath}$`), ROUND_TRIP);
    await expect(portal.buyingSection()).toHaveAccessibleName('Pay for your delivery', ROUND_TRIP);
    await expect(portal.buyingLine(one.productName)).toBeVisible();
    await expect(portal.buyingLine(two.productName)).toBeVisible();
    const form = portal.buyingForm();
    await expect(form.getByRole('radio', { name: 'Delivered to your home' })).toBeChecked();
    await form.getByLabel('Address line 1').fill('1 Campbell Parade');
    await form.getByLabel('City').fill('Bondi Beach');
    await form.getByLabel('State').fill('NSW');
    await form.getByLabel('Postcode').fill('2026');
    await form.getByLabel('Card number').fill('4242 4242 4242 4242');
    await form.getByLabel('Expiry date').fill('12/40');
    await form.getByLabel('CVC').fill('123');
    await expectNoSeriousAxeViolations(portal.page, 'paying for a delivery chosen at the mirror');
    await portal.payButton().click();
    const paid = portal.page.getByText(/^Thank you! Your order (\d+) is paid, and the salon has it\.$/);
    await expect(paid).toBeVisible(ROUND_TRIP);
    const orderNumber = /order (\d+)/.exec(await paid.innerText())?.[1] ?? '';
    await expect(portal.order(Number(orderNumber))).toContainText('Status: Paid: the salon will send it to you');

    await expect(orders.row(orderNumber)).toHaveCount(1, ROUND_TRIP);
    const delivered = one.price + two.price;
    const afterPayment = cents(await revenueThisWeek(dashboard));
    expect(afterPayment).toBe(afterPickup + delivered);

    await orders.goto(salon.id, '?state=TO_SHIP');
    await orders.open(orders.row(orderNumber));
    await expect(orders.detail('Address Line 1')).toHaveText('1 Campbell Parade');
    await expect(orders.detail('Postcode')).toHaveText('2026');
    await expect(orders.statusOnPage()).toContainText(/Paid /);
    await expectNoSeriousAxeViolations(page, 'a paid delivery to ship');
    await orders.button('Complete order').click();
    await expect(orders.stateOnPage('COMPLETED')).toBeVisible(ROUND_TRIP);
    const receipt = await fromMailbox(
      page.request,
      deliveryClient,
      new Date(Date.now() - 10 * 60_000),
      new RegExp(`(Receipt for order ${orderNumber}[\\s\\S]*GST included: \\$\\d+\\.\\d{2})`),
      'the receipt',
    );
    expect(receipt).toContain(one.productName);

    // 3. The salon cancels the paid order: it asks first, refunds once whatever the clicks, tells the client.
    await orders.button('Cancel order').click();
    await expect(orders.cancelDialog).toContainText('Cancelling refunds it to their card and emails them.');
    await orders.cancelDialog.getByRole('button', { name: 'Cancel and refund', exact: true }).dblclick();
    await expect(orders.stateOnPage('REFUNDED')).toBeVisible(ROUND_TRIP);
    await expect(orders.statusOnPage()).toContainText(/Refunded /);
    await expect(orders.button('Reopen order')).toBeDisabled();
    await expect
      .poll(
        async () =>
          (await mailTo(page.request, deliveryClient)).filter((email) =>
            email.subject.startsWith(`Your refund for order ${orderNumber}`),
          ).length,
        ROUND_TRIP,
      )
      .toBe(1);
    expect(cents(await revenueThisWeek(dashboard))).toBe(afterPickup);
  } finally {
    for (const context of contexts) await context.close();
  }
});
