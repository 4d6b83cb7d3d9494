import type { Locator, TestInfo } from '@playwright/test';
import { paymentMessages } from '@piiq/domain/signup-forms';
import { SignupPage, TEST_CARDS } from '../pages/signup-page.ts';
import { expect, expectNoSeriousAxeViolations, test } from '../support/test.ts';
import { ROUND_TRIP } from '../support/waits.ts';

// The payment section with the embedded offline provider, which the browser tests' server runs.
// (With Stripe configured the card is Stripe's own frame and there is no Test mode banner: the
// payment section's unit tests cover that case, as Stripe cannot be reached from here.)

// A registration takes a card check and a transaction: it is awaited for a ROUND_TRIP.

/** Growth (open in the tests' data) skips delivery, so payment is two sections away. */
async function openPayment(signup: SignupPage, testInfo: TestInfo): Promise<void> {
  const unique = `${testInfo.testId}-${testInfo.workerIndex}-${Date.now()}`;
  await signup.goto('/register?plan=growth');
  await signup.monthly.check();
  await signup.next.click();
  await signup.fillAccount({
    firstName: 'Paula',
    lastName: 'Payment',
    salon: `E2E Payment Salon ${unique}`,
    email: `payment-${unique}@example.com`.toLowerCase(),
    phone: '0412 345 678',
  });
  await signup.next.click();
  await expect(signup.heading('Payment')).toBeVisible();
}

/** How far above the terms checkbox a message sits (the page may have scrolled between two looks). */
async function offsetFromTerms(signup: SignupPage, message: Locator): Promise<number> {
  const [messageBox, termsBox] = await Promise.all([message.boundingBox(), signup.terms.boundingBox()]);
  if (!messageBox || !termsBox) throw new Error('The message or the terms checkbox is not on the page');
  return termsBox.y - messageBox.y;
}

test.describe('signup payment', () => {
  test('growth and salon prices read per mirror, as the plan table does', async ({ page }) => {
    const signup = new SignupPage(page);
    await signup.goto();
    await signup.monthly.check();
    await expect(signup.plan('Growth')).toHaveAccessibleName(/\$29\.00 per mirror a month/);
    await expect(signup.plan('Salon')).toHaveAccessibleName(/\$79\.00 per mirror a month/);
    await signup.annualSaver.check();
    await expect(signup.plan('Growth')).toHaveAccessibleName(/\$290\.00 per mirror a year/);
    await expect(signup.plan('Salon')).toHaveAccessibleName(/\$790\.00 per mirror a year/);
  });

  test('the offline provider says Test mode, and the card number and expiry take their shape as typed', async ({
    page,
  }, testInfo) => {
    const signup = new SignupPage(page);
    await openPayment(signup, testInfo);
    const banner = page.getByRole('note').filter({ hasText: /^Test mode/ });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('4242 4242 4242 4242');

    await signup.cardNumber.pressSequentially('4242424242424242');
    await expect(signup.cardNumber).toHaveValue('4242 4242 4242 4242');
    await signup.cardExpiry.pressSequentially('1230');
    await expect(signup.cardExpiry).toHaveValue('12/30');
    await signup.cardCvc.fill('123');
    await signup.terms.check();
    await signup.completeSubscription.click();
    // The provider took the card: the server got the digits it expects.
    await expect(signup.heading('Order')).toBeVisible(ROUND_TRIP);
  });

  test('a billing-name error outlines Name on card, with its message where the card errors are', async ({
    page,
  }, testInfo) => {
    const signup = new SignupPage(page);
    await openPayment(signup, testInfo);
    const nameField = signup.nameOnCard.locator('xpath=ancestor::div[contains(@class, "MuiOutlinedInput-root")][1]');

    await signup.pay(TEST_CARDS.declined);
    const declined = signup.alert.filter({ hasText: 'Your card was declined.' });
    await expect(declined).toBeVisible(ROUND_TRIP);
    await expect(signup.nameOnCard).toHaveAttribute('aria-invalid', 'false');
    const cardErrorPlace = await offsetFromTerms(signup, declined);

    await signup.nameOnCard.clear();
    await signup.completeSubscription.click();
    const billingName = signup.alert.filter({ hasText: paymentMessages.billingName });
    await expect(billingName).toBeVisible();
    await expect(signup.nameOnCard).toHaveAttribute('aria-invalid', 'true');
    await expect(nameField).toHaveClass(/Mui-error/);
    await expect(signup.nameOnCard).toHaveAccessibleDescription(new RegExp(paymentMessages.billingName));
    expect(await offsetFromTerms(signup, billingName)).toBeCloseTo(cardErrorPlace, 0);
    await expectNoSeriousAxeViolations(page, 'the payment section with Test mode and a billing-name error');

    await signup.nameOnCard.fill('Paula Payment');
    await expect(signup.nameOnCard).toHaveAttribute('aria-invalid', 'false');
    await expect(nameField).not.toHaveClass(/Mui-error/);
  });
});
