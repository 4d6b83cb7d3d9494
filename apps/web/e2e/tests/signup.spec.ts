import type { APIRequestContext, TestInfo } from '@playwright/test';
import { OnboardingPage } from '../pages/onboarding-page.ts';
import { ProductsPage } from '../pages/products-page.ts';
import {
  SignupPage,
  SYDNEY_ADDRESS,
  TEST_CARDS,
  type AccountDetails,
  type SignupSectionName,
} from '../pages/signup-page.ts';
import { TermsPage } from '../pages/terms-page.ts';
import { mountsMessages } from '@piiq/domain/signup-flow';
import { NEW_PASSWORD, demoOwner, fixturePromoCodes } from '../support/fixture-data.ts';
import { expect, graphqlCall, signInByApi, test } from '../support/test.ts';
import { ROUND_TRIP } from '../support/waits.ts';

// Every test that registers uses its own email and salon name, so tests run side by side and again
// on the same data folder.

/** A person and salon no other test (or earlier run) has used. */
function newAccount(testInfo: TestInfo): AccountDetails {
  const unique = `${testInfo.testId}-${testInfo.workerIndex}-${Date.now()}`;
  return {
    firstName: 'Sally',
    lastName: 'Signup',
    salon: `E2E Signup Salon ${unique}`,
    email: `signup-${unique}@example.com`.toLowerCase(),
    phone: '0412 345 678',
  };
}

const MOUNTS_RULE = mountsMessages.atLeastOnePerMirror;

// A registration takes a card check and a transaction: it is awaited for a ROUND_TRIP.

/** No horizontal scroll: the page is no wider than the viewport. */
async function pageWidth(signup: SignupPage): Promise<number> {
  return signup.page.evaluate(() => document.documentElement.scrollWidth);
}

interface Walk {
  /** Called on each section as it opens, e.g. to measure it. */
  onSection?: (section: SignupSectionName) => Promise<void>;
  mirrors?: number;
}

/** Plus, Monthly, through account and delivery, to the payment section. */
async function plusToPayment(signup: SignupPage, account: AccountDetails, walk: Walk = {}): Promise<void> {
  await signup.goto('/register?plan=plus');
  await expect(signup.plan('Plus')).toBeChecked();
  await signup.monthly.check();
  if (walk.mirrors) await signup.setMirrors(walk.mirrors);
  await walk.onSection?.('Subscription');
  await signup.next.click();

  await expect(signup.heading('Account')).toBeVisible();
  await signup.fillAccount(account);
  await walk.onSection?.('Account');
  await signup.next.click();

  await expect(signup.heading('Delivery')).toBeVisible();
  await signup.fillDelivery(SYDNEY_ADDRESS);
  await walk.onSection?.('Delivery');
  await signup.next.click();

  await expect(signup.heading('Payment')).toBeVisible();
  await walk.onSection?.('Payment');
}

/** Growth (open in the tests' data), Monthly, through account to payment: delivery is skipped. */
async function growthToPayment(signup: SignupPage, account: AccountDetails): Promise<void> {
  await signup.goto();
  await signup.chooseMonthlyPlan('Growth');
  await signup.next.click();
  await expect(signup.heading('Account')).toBeVisible();
  await signup.fillAccount(account);
  await signup.next.click();
  await expect(signup.heading('Payment')).toBeVisible();
}

interface SalonName {
  salon: { id: string; name: string };
}

async function salonName(request: APIRequestContext, salonId: string): Promise<string> {
  const { salon } = await graphqlCall<SalonName>(request, 'query ($id: ID!) { salon(id: $id) { id name } }', {
    id: salonId,
  });
  return salon.name;
}

async function me(request: APIRequestContext): Promise<{ id: string } | null> {
  const answer = await graphqlCall<{ me: { id: string } | null }>(request, '{ me { id } }');
  return answer.me;
}

test.describe('salon registration', () => {
  test('Plus, Monthly, 2 mirrors with the test card: pays with the terms ticked, chooses a password and lands in the setup wizard, not asked to agree again', async ({
    page,
  }, testInfo) => {
    const account = newAccount(testInfo);
    const signup = new SignupPage(page);
    await signup.goto('/register?plan=plus');
    await expect(page).toHaveTitle(/^Registration/);

    // Subscription
    await expect(signup.plan('Plus')).toBeChecked();
    await signup.monthly.check();
    await signup.setMirrors(2);
    await expect(signup.quoteTotal).toHaveText('Total $450.00 a month, including GST');
    await signup.next.click();

    // Account
    await expect(signup.heading('Account')).toBeVisible();
    await signup.fillAccount(account);
    await signup.next.click();

    // Delivery
    await expect(signup.heading('Delivery')).toBeVisible();
    await signup.fillDelivery(SYDNEY_ADDRESS);
    await signup.next.click();

    // Payment: the summary, then the card; the button waits for the terms.
    await expect(signup.heading('Payment')).toBeVisible();
    await expect(signup.summaryValue(signup.paymentSummary, 'Plan')).toHaveText('Plus - Monthly');
    await expect(signup.summaryValue(signup.paymentSummary, 'Number of mirrors')).toHaveText('2');
    await expect(signup.summaryValue(signup.paymentSummary, 'Total (including GST)')).toHaveText('$450.00');
    await expect(signup.summaryValue(signup.paymentSummary, 'GST included')).toHaveText('$40.91');
    await expect(signup.nameOnCard).toHaveValue(`${account.firstName} ${account.lastName}`);
    await signup.fillCard(TEST_CARDS.succeeds);
    await expect(signup.completeSubscription).toBeDisabled();
    await signup.terms.check();
    await expect(signup.completeSubscription).toBeEnabled();
    await signup.completeSubscription.click();

    // Order
    await expect(signup.heading('Order')).toBeVisible(ROUND_TRIP);
    await expect(signup.summaryValue(signup.orderSummary, 'Salon')).toHaveText(account.salon);
    await expect(signup.summaryValue(signup.orderSummary, 'Email')).toHaveText(account.email);
    await expect(signup.summaryValue(signup.orderSummary, 'Plan')).toHaveText('Plus - Monthly');
    await expect(signup.summaryValue(signup.orderSummary, 'Number of mirrors')).toHaveText('2');
    await expect(signup.summaryValue(signup.orderSummary, 'Total (including GST)')).toHaveText('$450.00');
    await expect(signup.summaryValue(signup.orderSummary, 'Paid with')).toHaveText('Visa ending 4242');
    // The order is placed: the sections before it can no longer be changed.
    await expect(signup.navButton('Payment')).toHaveCount(0);
    await signup.next.click();

    // Password, then the new salon's setup wizard: the payment box accepted the terms the gate would ask for.
    await expect(signup.heading('Password')).toBeVisible();
    await signup.choosePassword(NEW_PASSWORD);
    await expect(page).toHaveURL(/\/[0-9a-f-]{36}\/onboarding$/, ROUND_TRIP);
    const salonId = new URL(page.url()).pathname.split('/')[1] ?? '';

    await expect(new OnboardingPage(page).heading('staff')).toBeVisible(ROUND_TRIP);
    await expect(page.getByRole('heading', { name: 'Terms and Conditions' })).toHaveCount(0);
    await expect(new TermsPage(page).agree).toHaveCount(0);

    // The salon exists on the server, under the name given, for the new owner.
    expect(await salonName(page.request, salonId)).toBe(account.salon);
  });

  test('the mounts chosen (2 mirrors, 0 bench, 2 wall) are the ones ordered: summary, order and tax invoice', async ({
    page,
  }, testInfo) => {
    const account = newAccount(testInfo);
    const signup = new SignupPage(page);
    await plusToPayment(signup, account, {
      mirrors: 2,
      onSection: async (section) => {
        if (section !== 'Subscription') return;
        await expect(signup.benchMounts).toHaveText('2');
        await expect(signup.message(MOUNTS_RULE)).toBeVisible();
        // One bench mount fewer leaves a mirror unmounted: the rule stays on screen and Next waits.
        await signup.decreaseBenchMounts.click();
        await expect(signup.benchMounts).toHaveText('1');
        await expect(signup.next).toBeDisabled();
        await signup.increaseWallMounts.click();
        await signup.increaseWallMounts.click();
        await expect(signup.wallMounts).toHaveText('2');
        await expect(signup.increaseWallMounts, 'no more wall mounts than mirrors').toBeDisabled();
        await signup.decreaseBenchMounts.click();
        await expect(signup.benchMounts).toHaveText('0');
        await expect(signup.next).toBeEnabled();
      },
    });
    await signup.pay(TEST_CARDS.succeeds);

    await expect(signup.heading('Order')).toBeVisible(ROUND_TRIP);
    await expect(signup.summaryValue(signup.orderSummary, 'Bench mounts')).toHaveText('0');
    await expect(signup.summaryValue(signup.orderSummary, 'Wall mounts')).toHaveText('2');
    await signup.next.click();
    await signup.choosePassword(NEW_PASSWORD);
    await expect(page).toHaveURL(/\/[0-9a-f-]{36}\/onboarding$/, ROUND_TRIP);
    const salonId = new URL(page.url()).pathname.split('/')[1] ?? '';

    // The tax invoice lists the mounts that ship, at no charge.
    const { salon } = await graphqlCall<{ salon: { invoices: Array<{ hostedInvoiceUrl: string | null }> } }>(
      page.request,
      'query ($id: ID!) { salon(id: $id) { invoices { hostedInvoiceUrl } } }',
      { id: salonId },
    );
    await page.goto(salon.invoices[0]?.hostedInvoiceUrl ?? '');
    const wallRow = page.getByRole('row').filter({ hasText: 'Wall mounts (included)' });
    await expect(wallRow.getByRole('cell')).toHaveText(['Wall mounts (included)', '2', '$0.00', '$0.00']);
    await expect(page.getByRole('row').filter({ hasText: 'Bench mounts' })).toHaveCount(0);
  });

  test("a new salon has the provider's active brands and their products on day one", async ({ page }, testInfo) => {
    const signup = new SignupPage(page);
    await plusToPayment(signup, newAccount(testInfo), {
      onSection: async (section) => {
        if (section === 'Subscription')
          await page.getByLabel('Colour brand', { exact: true }).selectOption('Lumière Professionnel');
      },
    });
    await signup.pay(TEST_CARDS.succeeds);
    await expect(signup.heading('Order')).toBeVisible(ROUND_TRIP);
    await signup.next.click();
    await signup.choosePassword(NEW_PASSWORD);
    await expect(page).toHaveURL(/\/[0-9a-f-]{36}\/onboarding$/, ROUND_TRIP);
    const salonId = new URL(page.url()).pathname.split('/')[1] ?? '';

    // The wizard's retail step lists brands to show to clients, not "No brands yet".
    const wizard = new OnboardingPage(page);
    for (const step of ['staff', 'social', 'rebooking'] as const) {
      await expect(wizard.heading(step)).toBeVisible();
      await wizard.skip.click();
    }
    await expect(wizard.heading('retail')).toBeVisible();
    await expect(wizard.brandTile('').first()).toBeVisible();
    await expect(page.getByText('No brands yet')).toHaveCount(0);
    // The brands start shown to clients, and the colour brand chosen at signup is the preferred one.
    await expect(wizard.brandTile('Lumière Professionnel')).toHaveAttribute('aria-pressed', 'true');
    await expect(wizard.preferredBrand.locator('option:checked')).toHaveText('Lumière Professionnel');
    // The admin pages open once the wizard is through.
    await wizard.skip.click();
    await expect(wizard.goToDashboard).toBeVisible();

    // Retail skipped, the salon still has products its mirror may recommend.
    const { salon } = await graphqlCall<{ salon: { recommendableProducts: Array<{ id: string }> } }>(
      page.request,
      'query ($id: ID!) { salon(id: $id) { recommendableProducts { id } } }',
      { id: salonId },
    );
    expect(salon.recommendableProducts.length).toBeGreaterThan(0);

    const products = new ProductsPage(page);
    await products.goto(salonId);
    await expect(products.rows().first()).toBeVisible();
    await expect(page.getByText('No products yet')).toHaveCount(0);
  });

  test("a declined card shows the provider's message and stays on Payment; the test card then succeeds", async ({
    page,
  }, testInfo) => {
    const signup = new SignupPage(page);
    await plusToPayment(signup, newAccount(testInfo));

    await signup.pay(TEST_CARDS.declined);
    await expect(signup.alert.filter({ hasText: 'Your card was declined.' })).toBeVisible(ROUND_TRIP);
    await expect(signup.heading('Payment')).toBeVisible();
    // Busy has ended: the button can be pressed again and the fields typed in.
    await expect(signup.completeSubscription).toBeEnabled();
    await expect(signup.completeSubscription).not.toHaveAttribute('aria-busy', 'true');
    await expect(signup.cardNumber).toBeEditable();

    await signup.fillCard(TEST_CARDS.succeeds);
    await signup.completeSubscription.click();
    await expect(signup.heading('Order')).toBeVisible(ROUND_TRIP);
    await expect(signup.message('Your card was declined.')).toHaveCount(0);
  });

  test('an empty name on the card shows the billing-name message', async ({ page }, testInfo) => {
    const signup = new SignupPage(page);
    await plusToPayment(signup, newAccount(testInfo));

    await signup.nameOnCard.clear();
    await signup.pay(TEST_CARDS.succeeds);
    await expect(signup.message('Please enter your name in the field above')).toBeVisible();
    await expect(signup.heading('Payment')).toBeVisible();
    await expect(signup.completeSubscription).toBeEnabled();
  });

  test('a pre-register plan shows the lead form: required messages, then the thank-you', async ({ page }, testInfo) => {
    const signup = new SignupPage(page);
    await signup.goto();
    await signup.plan('Salon').check();

    await expect(signup.leadForm).toBeVisible();
    for (const field of [signup.leadName, signup.leadEmail, signup.leadSalonName, signup.leadPhone])
      await expect(field).toBeVisible();
    // No paid flow for a pre-register plan.
    await expect(signup.next).toHaveCount(0);

    await signup.leadSubmit.click();
    for (const text of ['* Name required', '* Email required', '* Salon required', '* Phone required']) {
      await expect(signup.message(text)).toBeVisible();
    }

    const lead = newAccount(testInfo);
    await signup.leadName.fill(`${lead.firstName} ${lead.lastName}`);
    await signup.leadEmail.fill(lead.email);
    await signup.leadSalonName.fill(lead.salon);
    await signup.leadPhone.fill(lead.phone);
    await signup.leadSubmit.click();
    await expect(signup.leadThankYou).toBeVisible();
    await expect(signup.leadForm).toHaveCount(0);
  });

  test('an open plan without delivery skips it, struck through; going back to Subscription clears the skip', async ({
    page,
  }, testInfo) => {
    const signup = new SignupPage(page);
    await growthToPayment(signup, newAccount(testInfo));
    await expect(signup.summaryValue(signup.paymentSummary, 'Plan')).toHaveText('Growth - Monthly');
    await expect(signup.struckThrough('Delivery')).toBeVisible();
    await expect(signup.navButton('Delivery')).toHaveCount(0);
    await expect(signup.navButton('Account')).toBeVisible();

    await signup.navButton('Subscription').click();
    await expect(signup.heading('Subscription')).toBeVisible();
    await expect(signup.struckThrough('Delivery')).toHaveCount(0);
    await expect(signup.sectionNav.getByText('Delivery', { exact: true })).toBeVisible();

    await signup.plan('Plus').check();
    await signup.next.click();
    await expect(signup.heading('Account')).toBeVisible();
    await signup.next.click();
    await expect(signup.heading('Delivery')).toBeVisible();
    await expect(signup.struckThrough('Delivery')).toHaveCount(0);
  });

  test('the promo code: an expired one is refused, a valid one takes its discount off every total', async ({
    page,
  }, testInfo) => {
    const signup = new SignupPage(page);
    await signup.goto('/register?plan=plus');
    await signup.monthly.check();
    await expect(signup.quoteTotal).toHaveText('Total $275.00 a month, including GST');

    await signup.promoCode.fill(fixturePromoCodes.expired.code);
    await signup.applyPromo.click();
    await expect(signup.message('That promo code has expired.')).toBeVisible();
    await expect(signup.quoteTotal).toHaveText('Total $275.00 a month, including GST');

    const { code } = fixturePromoCodes.plusTwenty;
    await signup.promoCode.fill(code);
    await signup.applyPromo.click();
    await expect(signup.message('Promo code applied')).toBeVisible();
    await expect(signup.message(`Promo code ${code}: -$55.00`)).toBeVisible();
    await expect(signup.quoteTotal).toHaveText('Total $220.00 a month, including GST');
    await signup.next.click();

    await expect(signup.heading('Account')).toBeVisible();
    await signup.fillAccount(newAccount(testInfo));
    await signup.next.click();
    await expect(signup.heading('Delivery')).toBeVisible();
    await signup.fillDelivery(SYDNEY_ADDRESS);
    await signup.next.click();

    await expect(signup.heading('Payment')).toBeVisible();
    await expect(signup.summaryValue(signup.paymentSummary, `Promo code ${code}`)).toHaveText('-$55.00');
    await expect(signup.summaryValue(signup.paymentSummary, 'Total (including GST)')).toHaveText('$220.00');
    await signup.pay(TEST_CARDS.succeeds);
    // The server recomputed the total with the code and accepted it.
    await expect(signup.heading('Order')).toBeVisible(ROUND_TRIP);
    await expect(signup.summaryValue(signup.orderSummary, 'Total (including GST)')).toHaveText('$220.00');
  });
});

test.describe('registration validation', () => {
  test('subscription: Next needs a billing option and a mirror; no mirrors resets the mounts', async ({ page }) => {
    const signup = new SignupPage(page);
    await signup.goto();
    await signup.plan('Plus').check();
    await expect(signup.mirrors).toHaveText('1');
    await expect(signup.next, 'no billing option chosen').toBeDisabled();
    await signup.monthly.check();
    await expect(signup.next).toBeEnabled();

    await page.getByRole('button', { name: 'Increase wall mounts', exact: true }).click();
    await expect(signup.wallMounts).toHaveText('1');
    await expect(signup.benchMounts).toHaveText('1');
    await signup.decreaseMirrors.click();
    await expect(signup.mirrors).toHaveText('0');
    await expect(signup.benchMounts).toHaveText('0');
    await expect(signup.wallMounts).toHaveText('0');
    await expect(signup.next, 'no mirror').toBeDisabled();
    await expect(signup.decreaseMirrors).toBeDisabled();

    await signup.increaseMirrors.click();
    await expect(signup.mirrors).toHaveText('1');
    await expect(signup.next).toBeEnabled();
  });

  test('account and delivery: every required message, and "* Email invalid" goes as soon as the address is right', async ({
    page,
  }, testInfo) => {
    const signup = new SignupPage(page);
    await signup.goto('/register?plan=plus&sub=MONTHLY');
    await signup.next.click();

    await expect(signup.heading('Account')).toBeVisible();
    await signup.next.click();
    for (const text of [
      '* First Name required',
      '* Last Name required',
      '* Salon required',
      '* Email required',
      '* Phone required',
    ]) {
      await expect(signup.message(text)).toBeVisible();
    }
    await expect(signup.heading('Account'), 'the flow stays on Account').toBeVisible();

    const account = newAccount(testInfo);
    await signup.fillAccount({ ...account, email: 'sally@' });
    await expect(signup.message('* First Name required')).toHaveCount(0);
    await expect(signup.message('* Email invalid')).toBeVisible();
    await signup.email.fill(account.email);
    // Checked again as it is typed: no second Next needed.
    await expect(signup.message('* Email invalid')).toHaveCount(0);
    await expect(signup.message('* Email required')).toHaveCount(0);
    await signup.next.click();

    await expect(signup.heading('Delivery')).toBeVisible();
    await signup.next.click();
    for (const text of ['* Address line 1 required', '* City required', '* State required', '* Postcode required']) {
      await expect(signup.message(text)).toBeVisible();
    }
    await expect(signup.heading('Delivery'), 'the flow stays on Delivery').toBeVisible();
    await signup.fillDelivery(SYDNEY_ADDRESS);
    await signup.next.click();
    await expect(signup.heading('Payment')).toBeVisible();
  });

  test('password: the criteria and the confirmation', async ({ page }, testInfo) => {
    const signup = new SignupPage(page);
    await plusToPayment(signup, newAccount(testInfo));
    await signup.pay(TEST_CARDS.succeeds);
    await expect(signup.heading('Order')).toBeVisible(ROUND_TRIP);
    await signup.next.click();

    await expect(signup.heading('Password')).toBeVisible();
    await signup.choosePassword('short');
    await expect(signup.message('* Your password does not meet criteria')).toBeVisible();
    await signup.choosePassword(NEW_PASSWORD, `${NEW_PASSWORD}x`);
    await expect(signup.message('* Your password does not meet criteria')).toHaveCount(0);
    await expect(signup.message('* Your passwords do not match')).toBeVisible();
    await expect(signup.heading('Password'), 'the flow stays on Password').toBeVisible();
    await expect(page).toHaveURL(/\/register\?plan=plus$/);
  });
});

test.describe('registration across a reload and its addresses', () => {
  test('a reload keeps what was typed and the section, but never the card number', async ({ page }, testInfo) => {
    const account = newAccount(testInfo);
    const signup = new SignupPage(page);
    await signup.goto('/register?plan=plus');
    await signup.monthly.check();
    await signup.next.click();
    await expect(signup.heading('Account')).toBeVisible();
    await signup.fillAccount(account);

    await page.reload();
    await expect(signup.heading('Account')).toBeVisible();
    await expect(signup.currentNavItem()).toContainText('Account');
    await expect(signup.firstName).toHaveValue(account.firstName);
    await expect(signup.lastName).toHaveValue(account.lastName);
    await expect(signup.salon).toHaveValue(account.salon);
    await expect(signup.email).toHaveValue(account.email);
    await expect(signup.phone).toHaveValue(account.phone);

    await signup.next.click();
    await expect(signup.heading('Delivery')).toBeVisible();
    await signup.fillDelivery(SYDNEY_ADDRESS);
    await signup.next.click();
    await expect(signup.heading('Payment')).toBeVisible();
    await signup.fillCard(TEST_CARDS.succeeds);
    await expect(signup.cardNumber).toHaveValue(TEST_CARDS.succeeds.number);

    await page.reload();
    await expect(signup.heading('Payment')).toBeVisible();
    await expect(signup.currentNavItem()).toContainText('Payment');
    await expect(signup.nameOnCard).toHaveValue(`${account.firstName} ${account.lastName}`);
    await expect(signup.cardNumber).toHaveValue('');
  });

  test('the browser back button steps back a section, and forward never skips a section', async ({
    page,
  }, testInfo) => {
    const account = newAccount(testInfo);
    const signup = new SignupPage(page);
    await signup.goto('/register?plan=plus');
    await signup.monthly.check();
    await signup.next.click();
    await expect(signup.heading('Account')).toBeVisible();
    await signup.fillAccount(account);
    // A slow phone: the router shows a new entry later than the browser has it, and Back pressed
    // as soon as the next section shows must still return from it.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    await signup.next.click();
    await expect(signup.heading('Delivery')).toBeVisible();

    await page.goBack();
    await expect(signup.heading('Account')).toBeVisible();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(signup.firstName).toHaveValue(account.firstName);
    await page.goBack();
    await expect(signup.heading('Subscription')).toBeVisible();
    await page.goForward();
    await expect(signup.heading('Subscription')).toBeVisible();
    await expect(page).toHaveURL(/\/register\?plan=plus$/);
  });

  test('?plan=plus&sub=ANNUAL chooses Plus and Annual "Saver"; /signup is the same flow', async ({ page }) => {
    const signup = new SignupPage(page);
    await signup.goto('/register?plan=plus&sub=ANNUAL');
    await expect(signup.plan('Plus')).toBeChecked();
    await expect(signup.annualSaver).toBeChecked();
    await expect(signup.monthly).not.toBeChecked();
    await expect(signup.quoteTotal).toHaveText('Total $2,750.00 a year, including GST');
    await expect(signup.next).toBeEnabled();

    await signup.goto('/signup?plan=plus&sub=MONTHLY');
    await expect(page).toHaveTitle(/^Registration/);
    await expect(signup.heading('Subscription')).toBeVisible();
    await expect(signup.plan('Plus')).toBeChecked();
    await expect(signup.monthly).toBeChecked();
    await expect(signup.quoteTotal).toHaveText('Total $275.00 a month, including GST');
    await signup.next.click();
    await expect(signup.heading('Account')).toBeVisible();
  });

  test('entering the flow signs out whoever was signed in', async ({ page }) => {
    const answer = await signInByApi(page.request, demoOwner.email, demoOwner.password);
    expect(answer.user).not.toBeNull();
    expect(await me(page.request)).not.toBeNull();

    const signup = new SignupPage(page);
    await signup.goto('/register');
    await expect(signup.heading('Subscription')).toBeVisible();
    await expect.poll(() => me(page.request), { message: 'signed out by entering /register' }).toBeNull();
  });
});

test.describe('registration on a phone (390 x 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the plus flow reaches the order with no horizontal scroll on any section', async ({ page }, testInfo) => {
    const signup = new SignupPage(page);
    const widths: Array<{ section: string; width: number }> = [];
    const measure = async (section: string) => {
      widths.push({ section, width: await pageWidth(signup) });
    };

    await plusToPayment(signup, newAccount(testInfo), { onSection: measure });
    await signup.pay(TEST_CARDS.succeeds);
    await expect(signup.heading('Order')).toBeVisible(ROUND_TRIP);
    await measure('Order');
    await signup.next.click();
    await expect(signup.heading('Password')).toBeVisible();
    await measure('Password');

    expect(widths.map((entry) => entry.section)).toEqual([
      'Subscription',
      'Account',
      'Delivery',
      'Payment',
      'Order',
      'Password',
    ]);
    for (const entry of widths) expect(entry.width, `the ${entry.section} section's width`).toBeLessThanOrEqual(390);
  });
});

test.describe('legal pages', () => {
  test('the payment section links to the Terms and Conditions, the Terms of Sale and the Privacy Policy, each its own page', async ({
    page,
  }, testInfo) => {
    const signup = new SignupPage(page);
    await growthToPayment(signup, newAccount(testInfo));
    await expect(signup.termsAndConditionsLink).toHaveAttribute('href', '/terms-and-conditions');
    await expect(signup.termsAndConditionsLink).toHaveAttribute('target', '_blank');
    await expect(signup.termsOfSaleLink).toHaveAttribute('href', '/terms-of-sale');
    await expect(signup.termsOfSaleLink).toHaveAttribute('target', '_blank');
    await expect(signup.privacyPolicyLink).toHaveAttribute('href', '/privacy-policy');
    await expect(signup.privacyPolicyLink).toHaveAttribute('target', '_blank');

    // The current terms the gate would ask this browser to accept, open to anyone.
    await page.goto('/terms-and-conditions');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'piiq Terms of Service', exact: true })).toBeVisible();
    await page.goto('/terms-of-sale');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Sale', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Prices and GST', exact: true })).toBeVisible();
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What we collect', exact: true })).toBeVisible();
  });
});
