import type { APIRequestContext, TestInfo } from '@playwright/test';
import { authMessages } from '@piiq/domain/auth-rules';
import { quoteSubscription } from '@piiq/domain/pricing';
import { OnboardingPage } from '../pages/onboarding-page.ts';
import { SalonListPage } from '../pages/salon-list-page.ts';
import { SignupPage, SYDNEY_ADDRESS, TEST_CARDS } from '../pages/signup-page.ts';
import { TermsPage } from '../pages/terms-page.ts';
import { NEW_PASSWORD, SUPPORT_EMAIL } from '../support/fixture-data.ts';
import { expect, graphqlCall, test } from '../support/test.ts';
import { ROUND_TRIP } from '../support/waits.ts';

// A registration takes a card check and a transaction: it is awaited for a ROUND_TRIP.

interface Owner {
  email: string;
  firstSalon: string;
}

/** An owner with one Plus salon, registered through the API, who has chosen NEW_PASSWORD since. */
async function existingOwner(request: APIRequestContext, testInfo: TestInfo): Promise<Owner> {
  const unique = `${testInfo.testId}-${testInfo.workerIndex}-${Date.now()}`;
  const email = `second-salon-${unique}@example.com`.toLowerCase();
  const firstSalon = `E2E First Salon ${unique}`;
  const { createPaymentMethod } = await graphqlCall<{ createPaymentMethod: { id: string } }>(
    request,
    'mutation ($input: CreatePaymentMethodInput!) { createPaymentMethod(input: $input) { id } }',
    {
      input: {
        card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
        billingDetails: { name: 'Olive Owner' },
      },
    },
  );
  const quote = quoteSubscription({ plan: 'PLUS', subscriptionType: 'MONTHLY', mirrors: 1 });
  const { registerAccount } = await graphqlCall<{ registerAccount: { password: string } }>(
    request,
    'mutation ($input: RegisterAccountInput!, $key: String!) { registerAccount(input: $input, idempotencyKey: $key) { password } }',
    {
      key: `e2e-${unique}`,
      input: {
        plan: 'PLUS',
        subscriptionType: 'MONTHLY',
        mirrors: 1,
        benchMounts: 1,
        wallMounts: 0,
        discount: quote.discountCents,
        shipping: quote.shippingCents,
        total: quote.totalCents,
        ...SYDNEY_ADDRESS,
        email,
        phone: '+61412345678',
        firstName: 'Olive',
        lastName: 'Owner',
        name: firstSalon,
        timeZone: 'Australia/Sydney',
        paymentMethod: createPaymentMethod.id,
      },
    },
  );
  const { signIn } = await graphqlCall<{ signIn: { challengeToken: string } }>(
    request,
    'mutation ($input: SignInInput!) { signIn(input: $input) { challengeToken } }',
    { input: { email, password: registerAccount.password } },
  );
  await graphqlCall(
    request,
    'mutation ($input: CompleteNewPasswordInput!) { completeNewPassword(input: $input) { user { id } } }',
    {
      input: { challengeToken: signIn.challengeToken, newPassword: NEW_PASSWORD },
    },
  );
  return { email, firstSalon };
}

test.describe('a second salon for an existing owner', () => {
  test('the account step asks for the existing password, a wrong one charges nothing, and the owner ends with both salons', async ({
    page,
  }, testInfo) => {
    const owner = await existingOwner(page.request, testInfo);
    const secondSalon = `${owner.firstSalon} Two`;
    const signup = new SignupPage(page);
    await signup.goto('/register?plan=plus');
    await signup.monthly.check();
    await signup.next.click();

    await expect(signup.heading('Account')).toBeVisible();
    await signup.fillAccount({
      firstName: 'Olive',
      lastName: 'Owner',
      salon: secondSalon,
      email: owner.email,
      phone: '0412 345 678',
    });
    await signup.next.click();

    // The email has an account: the password section's connect mode, before anything is charged.
    await expect(signup.connectHeading).toBeVisible();
    await expect(signup.next).toHaveCount(0);
    await signup.existingPassword.fill('Wrong-password-1');
    await signup.connect.click();
    await expect(signup.message(authMessages.adminSignInFailed(SUPPORT_EMAIL))).toBeVisible();
    await expect(signup.existingPassword).toHaveValue('');
    await expect(signup.heading('Account')).toBeVisible();

    await signup.existingPassword.fill(NEW_PASSWORD);
    await signup.connect.click();
    await expect(signup.heading('Delivery')).toBeVisible();
    await signup.fillDelivery(SYDNEY_ADDRESS);
    await signup.next.click();
    await expect(signup.heading('Payment')).toBeVisible();
    await signup.pay(TEST_CARDS.succeeds);

    await expect(signup.heading('Order')).toBeVisible(ROUND_TRIP);
    await expect(signup.summaryValue(signup.orderSummary, 'Salon')).toHaveText(secondSalon);
    await signup.next.click();

    // The password section connects with the existing password: no new one to choose.
    await expect(signup.heading('Password')).toBeVisible();
    await expect(signup.newPassword).toHaveCount(0);
    await signup.existingPassword.fill(NEW_PASSWORD);
    await signup.connect.click();
    await expect(page).toHaveURL(/\/[0-9a-f-]{36}\/onboarding$/, ROUND_TRIP);
    // The payment box accepted the current terms for this account too: the gate does not ask again.
    await expect(new OnboardingPage(page).heading('staff')).toBeVisible(ROUND_TRIP);
    await expect(new TermsPage(page).agree).toHaveCount(0);

    const salons = new SalonListPage(page);
    await page.goto('/');
    await expect(salons.row(owner.firstSalon)).toBeVisible();
    await expect(salons.row(secondSalon)).toBeVisible();
  });
});
