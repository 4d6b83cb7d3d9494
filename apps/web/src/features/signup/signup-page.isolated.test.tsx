// @vitest-environment jsdom
import type { SignupProgress } from '@piiq/domain/signup-flow';
import { paymentMessages } from '@piiq/domain/signup-forms';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { termsLookup } from '../../lib/api/terms-of-service.ts';
import { apiError, mockGraphql } from '../../test/test-utils.tsx';
import { newSignupDraft, type SignupDraft } from './signup-draft.ts';
import { SignupPage } from './signup-page.tsx';

const stripe = vi.hoisted(() => ({
  createPaymentMethod: vi.fn(),
  mounted: [] as unknown[],
}));

vi.mock('@stripe/stripe-js', async () => {
  const { fakeStripeElements } = await import('./test/fake-stripe-elements.ts');
  return {
    loadStripe: async () => ({
      elements: fakeStripeElements(stripe.mounted),
      createPaymentMethod: stripe.createPaymentMethod,
    }),
  };
});

const PLANS = [
  { code: 'FREE', label: 'Free', availability: 'PREREGISTER' },
  { code: 'GROWTH', label: 'Growth', availability: 'PREREGISTER' },
  { code: 'SALON', label: 'Salon', availability: 'PREREGISTER' },
  { code: 'PLUS', label: 'Plus', availability: 'OPEN' },
];

const offline = { provider: 'offline', publishableKey: null };
/** The terms the gate would show this browser: found by its language, the locale itself having none. */
const TERMS = { bodyHtml: '<p>The piiq terms</p>', locale: 'en-GB', version: 3 };
const COLOUR_BRANDS = ['Kōwhai Haircare', 'Lumière Professionnel'];

type Handlers = Parameters<typeof mockGraphql>[0];

function renderSignup(path: string, handlers: Handlers) {
  const calls = mockGraphql({
    SignOut: () => ({ data: { signOut: true } }),
    SignupOptions: () => ({ data: { signupPlans: PLANS, signupColourBrands: COLOUR_BRANDS, paymentConfig: offline } }),
    CheckSignupEmail: () => ({ data: { checkEmail: 'USER_NOT_FOUND' } }),
    GetTermsOfService: () => ({ data: { locale: null, country: null, language: TERMS, default: null } }),
    ...handlers,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['app-config'], {
    supportEmail: 'support@piiq.test',
    helpCentreUrl: '/help',
    onboardingVideoUrl: null,
    version: 'test',
  });
  const router = createMemoryRouter(
    [
      { path: '/register', element: <SignupPage /> },
      { path: '/:salonId/onboarding', element: <p>The setup wizard</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { calls, router, view };
}

const named = (calls: ReturnType<typeof mockGraphql>, name: string) =>
  calls.filter((call) => call.operationName === name);

/** A draft filled up to `current`, as if the owner had typed it, stored where the page looks for it. */
function storeDraft(
  search: string,
  current: SignupProgress['current'],
  change: (draft: SignupDraft) => SignupDraft = (draft) => draft,
) {
  const base = newSignupDraft(search);
  const draft: SignupDraft = change({
    ...base,
    progress: { current, skipped: [] },
    plan: 'PLUS',
    order: { ...base.order, subscriptionType: 'MONTHLY', mirrors: 2, benchMounts: 2 },
    account: {
      firstName: 'Ava',
      lastName: 'Nguyen',
      salon: 'Ava Hair',
      lorealAccountNumber: '',
      email: 'ava@example.com',
      phone: { country: 'AU', number: '0412 345 678' },
      newsOptIn: false,
    },
    delivery: { ...base.delivery, addressLine1: '1 George St', city: 'Sydney', state: 'NSW', postcode: '2000' },
  });
  window.sessionStorage.setItem('piiq.signup', JSON.stringify(draft));
  return draft;
}

const storedDraft = () => JSON.parse(window.sessionStorage.getItem('piiq.signup') ?? 'null') as SignupDraft | null;

beforeEach(() => {
  window.sessionStorage.clear();
  stripe.createPaymentMethod.mockReset();
  stripe.mounted.length = 0;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the signup page', () => {
  it('signs out on entry, then preselects the plan and billing option of the address', async () => {
    const { calls } = renderSignup('/register?plan=plus&sub=ANNUAL&referral=friend-1', {});
    expect(await screen.findByRole('heading', { name: 'Subscription' })).toBeVisible();
    expect(named(calls, 'SignOut')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: /^Plus/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: /Annual "Saver"/ })).toHaveProperty('checked', true);
    // The annual price of one plus mirror, from the domain's table.
    expect(screen.getByText('Total $2,750.00 a year, including GST')).toBeVisible();
    expect(storedDraft()?.referral).toBe('friend-1');
  });

  it('says why Next is not available yet', async () => {
    const user = userEvent.setup();
    renderSignup('/register', {});
    expect(await screen.findByText('Choose a plan to continue.')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: /^Plus/ }));
    expect(screen.getByText('Choose Monthly or Annual "Saver" to continue.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    await user.click(screen.getByRole('button', { name: 'Decrease number of mirrors' }));
    expect(screen.getByText('Add at least one mirror to continue.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Increase number of mirrors' }));
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', false);
    expect(screen.queryByText(/to continue\.$/)).toBeNull();
  });

  it('offers the provider’s brands as the colour brand, and Other as typed text, kept across a reload', async () => {
    const user = userEvent.setup();
    const first = renderSignup('/register', {});
    await user.click(await screen.findByRole('radio', { name: /^Plus/ }));
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    const colourBrand = screen.getByRole('combobox', { name: 'Colour brand' });
    expect(
      within(colourBrand)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Not chosen', ...COLOUR_BRANDS, 'Other']);
    await user.selectOptions(colourBrand, 'Lumière Professionnel');
    expect(storedDraft()?.order.colourBrand).toBe('Lumière Professionnel');
    expect(screen.queryByRole('textbox', { name: 'Other colour brand' })).toBeNull();

    await user.selectOptions(colourBrand, 'Other');
    await user.type(screen.getByRole('textbox', { name: 'Other colour brand' }), 'Majirel');
    expect(storedDraft()?.order.colourBrand).toBe('Majirel');
    first.view.unmount();

    renderSignup('/register', {});
    expect(await screen.findByRole('combobox', { name: 'Colour brand' })).toHaveValue('\u0000other');
    expect(screen.getByRole('textbox', { name: 'Other colour brand' })).toHaveValue('Majirel');
  });

  it('keeps what was chosen across a reload of the tab', async () => {
    const user = userEvent.setup();
    const first = renderSignup('/register', {});
    await user.click(await screen.findByRole('radio', { name: /^Plus/ }));
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    await user.click(screen.getByRole('button', { name: 'Increase number of mirrors' }));
    first.view.unmount();

    renderSignup('/register', {});
    expect(await screen.findByRole('radio', { name: /^Plus/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('status', { name: 'Number of mirrors' }).textContent).toBe('2');
    expect(screen.getByText('Total $450.00 a month, including GST')).toBeVisible();
  });

  it('steps back through the sections with the browser’s back button, and forward again only by Next', async () => {
    const user = userEvent.setup();
    const { router } = renderSignup('/register?plan=plus&sub=MONTHLY', {});
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeVisible();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Subscription' })).toBeVisible();
    // Forward is not a way past a section's checks: the page stays where the draft is.
    await act(() => router.navigate(1));
    expect(await screen.findByRole('heading', { name: 'Subscription' })).toBeVisible();
    expect(storedDraft()?.progress.current).toBe('subscription');
  });

  it('does not go back once the order is placed', async () => {
    storeDraft('', 'order', (draft) => ({
      ...draft,
      registration: { salonId: 'salon-9', email: 'ava@example.com', password: 'Generated1x', card: null },
    }));
    const { router } = renderSignup('/register', {});
    expect(await screen.findByRole('heading', { name: 'Order' })).toBeVisible();
    await act(() => router.navigate('/register', { state: { signupSection: 'account' } }));
    await act(() => router.navigate(-1));
    await act(() => router.navigate(1));
    expect(screen.getByRole('heading', { name: 'Order' })).toBeVisible();
    expect(screen.queryAllByRole('button', { name: /Subscription|Account|Delivery|Payment/ })).toEqual([]);
  });

  it('starts again when a link with other choices opens in the same tab', async () => {
    storeDraft('?plan=plus', 'account');
    renderSignup('/register?plan=salon', {});
    expect(await screen.findByRole('heading', { name: 'Subscription' })).toBeVisible();
    expect(screen.getByRole('radio', { name: /^Salon/ })).toHaveProperty('checked', true);
  });

  it('checks a promo code with the server and shows its discount; an unknown one gets the server’s reason', async () => {
    const user = userEvent.setup();
    renderSignup('/register?plan=plus&sub=MONTHLY', {
      CheckPromoCode: (variables) =>
        variables.code === 'SAVE10'
          ? {
              data: {
                checkPromoCode: {
                  valid: true,
                  message: null,
                  discount: { kind: 'PERCENT', value: 10, plans: ['PLUS'] },
                },
              },
            }
          : {
              data: {
                checkPromoCode: { valid: false, message: "We don't recognise that promo code.", discount: null },
              },
            },
    });
    const code = await screen.findByLabelText('Promo code');
    await user.type(code, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText("We don't recognise that promo code.")).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Subscription' })).toBeVisible();

    await user.clear(code);
    await user.type(code, 'SAVE10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Promo code applied')).toBeVisible();
    expect(screen.getByText('Promo code SAVE10: -$27.50')).toBeVisible();
    expect(screen.getByText('Total $247.50 a month, including GST')).toBeVisible();
  });
});

describe('the payment section', () => {
  async function fillOfflineCard(user: ReturnType<typeof userEvent.setup>, number: string) {
    await user.type(screen.getByLabelText('Card number'), number);
    await user.type(screen.getByLabelText('Expiry date'), '12/34');
    await user.type(screen.getByLabelText('CVC'), '123');
  }

  async function acceptTermsAndComplete(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Complete Subscription' }));
  }

  const cardSaved = () => ({ data: { createPaymentMethod: { id: 'pm_1', brand: 'visa', last4: '4242' } } });
  const accountRegistered = () => ({ data: { registerAccount: { salonId: 'salon-9', password: 'Generated1x' } } });

  it('shows the summary, and keeps Complete Subscription disabled until the terms are ticked', async () => {
    storeDraft('', 'payment');
    renderSignup('/register', {});
    const box = await screen.findByLabelText('Payment summary');
    expect(within(box).getByText('Plus - Monthly')).toBeVisible();
    expect(within(box).getByText('$450.00')).toBeVisible();
    expect(within(box).getByText('$40.91')).toBeVisible();
    const complete = screen.getByRole('button', { name: 'Complete Subscription' });
    expect(complete).toHaveProperty('disabled', true);
    await userEvent
      .setup()
      .click(
        screen.getByRole('checkbox', { name: 'I agree to the Terms and Conditions, Terms of Sale and Privacy Policy' }),
      );
    expect(complete).toHaveProperty('disabled', false);
    const links = screen
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')]);
    expect(links).toEqual([
      ['Terms and Conditions', '/terms-and-conditions', '_blank'],
      ['Terms of Sale', '/terms-of-sale', '_blank'],
      ['Privacy Policy', '/privacy-policy', '_blank'],
    ]);
  });

  it('shows the card provider’s message under the card and ends busy; the card never reaches the draft', async () => {
    const user = userEvent.setup();
    storeDraft('', 'payment');
    const { calls } = renderSignup('/register', {
      CreatePaymentMethod: () => apiError('Your card number is incorrect.', 'BAD_USER_INPUT'),
    });
    await screen.findByRole('heading', { name: 'Payment' });
    await fillOfflineCard(user, '4242 4242 4242 4241');
    await acceptTermsAndComplete(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Your card number is incorrect.');
    expect(screen.getByRole('button', { name: 'Complete Subscription' })).toHaveProperty('disabled', false);
    expect(named(calls, 'RegisterAccount')).toHaveLength(0);
    expect(window.sessionStorage.getItem('piiq.signup')).not.toContain('4242');
  });

  it('asks for the name on the card in the product’s words', async () => {
    const user = userEvent.setup();
    storeDraft('', 'payment');
    const { calls } = renderSignup('/register', {});
    await user.clear(await screen.findByLabelText('Name on card'));
    await acceptTermsAndComplete(user);
    expect((await screen.findByRole('alert')).textContent).toBe(paymentMessages.billingName);
    expect(named(calls, 'CreatePaymentMethod')).toHaveLength(0);
  });

  it('shows a registration error above the terms checkbox, and retries with the same idempotency key', async () => {
    const user = userEvent.setup();
    const draft = storeDraft('', 'payment');
    let attempts = 0;
    const { calls } = renderSignup('/register', {
      CreatePaymentMethod: () => ({
        data: { createPaymentMethod: { id: `pm_${attempts}`, brand: 'visa', last4: '4242' } },
      }),
      RegisterAccount: () => {
        attempts += 1;
        return attempts === 1 ? apiError('Your card was declined.', 'BAD_USER_INPUT') : accountRegistered();
      },
    });
    await screen.findByRole('heading', { name: 'Payment' });
    await fillOfflineCard(user, '4000 0000 0000 0002');
    await acceptTermsAndComplete(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Your card was declined.');
    const checkbox = screen.getByRole('checkbox', { name: /I agree/ });
    expect(alert.compareDocumentPosition(checkbox) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Complete Subscription' }));
    expect(await screen.findByRole('heading', { name: 'Order' })).toBeVisible();
    const registrations = named(calls, 'RegisterAccount');
    expect(registrations.map((call) => call.variables.idempotencyKey)).toEqual([
      draft.idempotencyKey,
      draft.idempotencyKey,
    ]);
    const input = registrations[1]?.variables.input as Record<string, unknown>;
    expect(input).toMatchObject({
      plan: 'PLUS',
      subscriptionType: 'MONTHLY',
      mirrors: 2,
      benchMounts: 2,
      wallMounts: 0,
      total: 45_000,
      phone: '+61412345678',
    });
    expect(screen.getByText('Visa ending 4242')).toBeVisible();
  });

  it('sends the terms and conditions its box accepted with the registration, as the terms gate looks them up', async () => {
    const user = userEvent.setup();
    storeDraft('', 'payment');
    const { calls } = renderSignup('/register', {
      CreatePaymentMethod: cardSaved,
      RegisterAccount: accountRegistered,
    });
    await screen.findByRole('heading', { name: 'Payment' });
    await fillOfflineCard(user, '4242 4242 4242 4242');
    await acceptTermsAndComplete(user);
    expect(await screen.findByRole('heading', { name: 'Order' })).toBeVisible();
    expect(named(calls, 'GetTermsOfService')[0]?.variables).toEqual(termsLookup(navigator.language));
    expect(named(calls, 'RegisterAccount')[0]?.variables.acceptedTerms).toEqual({
      termsOfServiceLocale: 'en-GB',
      termsOfServiceVersion: 3,
    });
  });

  it('registers without terms when none could be loaded, leaving them to the terms gate', async () => {
    const user = userEvent.setup();
    storeDraft('', 'payment');
    const { calls } = renderSignup('/register', {
      GetTermsOfService: () => apiError('Something went wrong', 'INTERNAL_SERVER_ERROR'),
      CreatePaymentMethod: cardSaved,
      RegisterAccount: accountRegistered,
    });
    await screen.findByRole('heading', { name: 'Payment' });
    await fillOfflineCard(user, '4242 4242 4242 4242');
    await acceptTermsAndComplete(user);
    expect(await screen.findByRole('heading', { name: 'Order' })).toBeVisible();
    expect(named(calls, 'RegisterAccount')[0]?.variables.acceptedTerms).toBeNull();
  });

  it('uses Stripe Elements when Stripe is configured, with the billing-name rule on Stripe’s answer', async () => {
    const user = userEvent.setup();
    storeDraft('', 'payment');
    stripe.createPaymentMethod
      .mockResolvedValueOnce({
        error: { message: 'Missing required param: billing_details[name].', param: 'billing_details[name]' },
      })
      .mockResolvedValueOnce({ paymentMethod: { id: 'pm_stripe_1', card: { brand: 'visa', last4: '4242' } } });
    const { calls } = renderSignup('/register', {
      SignupOptions: () => ({
        data: {
          signupPlans: PLANS,
          signupColourBrands: COLOUR_BRANDS,
          paymentConfig: { provider: 'stripe', publishableKey: 'pk_test_1' },
        },
      }),
      RegisterAccount: accountRegistered,
    });
    await screen.findByRole('heading', { name: 'Payment' });
    await vi.waitFor(() => expect(stripe.mounted).toHaveLength(1));
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await acceptTermsAndComplete(user);
    expect((await screen.findByRole('alert')).textContent).toBe(paymentMessages.billingName);

    await user.click(screen.getByRole('button', { name: 'Complete Subscription' }));
    expect(await screen.findByRole('heading', { name: 'Order' })).toBeVisible();
    expect(named(calls, 'RegisterAccount')[0]?.variables.input).toMatchObject({ paymentMethod: 'pm_stripe_1' });
    expect(stripe.createPaymentMethod).toHaveBeenLastCalledWith(
      expect.objectContaining({
        type: 'card',
        billing_details: { name: 'Ava Nguyen', email: 'ava@example.com', phone: '+61412345678' },
      }),
    );
  });
});

describe('a free plan open for sale', () => {
  it('skips delivery and payment, and places the order from the order screen without a card', async () => {
    const user = userEvent.setup();
    storeDraft('', 'account', (draft) => ({
      ...draft,
      plan: 'FREE',
      order: { ...draft.order, subscriptionType: null, mirrors: 1 },
    }));
    const { calls } = renderSignup('/register', {
      SignupOptions: () => ({
        data: {
          signupPlans: PLANS.map((plan) => (plan.code === 'FREE' ? { ...plan, availability: 'OPEN' } : plan)),
          signupColourBrands: COLOUR_BRANDS,
          paymentConfig: offline,
        },
      }),
      RegisterAccount: () => ({ data: { registerAccount: { salonId: 'salon-free', password: 'Generated1x' } } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Order' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Registration sections' });
    expect([...nav.querySelectorAll('s')].map((struck) => struck.textContent)).toEqual(['Delivery', 'Payment']);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { name: 'Password' })).toBeVisible();
    expect(named(calls, 'RegisterAccount')[0]?.variables.input).toMatchObject({
      plan: 'FREE',
      subscriptionType: 'MONTHLY',
      total: 0,
      paymentMethod: '',
    });
  });
});

describe('the password section', () => {
  const registered = (draft: SignupDraft): SignupDraft => ({
    ...draft,
    registration: { salonId: 'salon-9', email: 'ava@example.com', password: 'Generated1x', card: null },
  });

  it('replaces the generated password, signs in and lands on the setup wizard with the username', async () => {
    const user = userEvent.setup();
    storeDraft('', 'password', registered);
    const { calls, router } = renderSignup('/register', {
      SignIn: () => ({ data: { signIn: { challenge: 'NEW_PASSWORD_REQUIRED', challengeToken: 'token-1' } } }),
      CompleteNewPassword: () => ({ data: { completeNewPassword: { challenge: null } } }),
      GetMySalons: () => ({ data: { me: null } }),
    });
    await user.type(await screen.findByLabelText(/^New password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('* Your password does not meet criteria')).toBeVisible();
    expect(screen.getByText('* Your passwords do not match')).toBeVisible();

    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'NewPassw0rd');
    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'NewPassw0rd');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('The setup wizard')).toBeVisible();
    expect(router.state.location.pathname).toBe('/salon-9/onboarding');
    expect(router.state.location.state).toEqual({ username: 'ava@example.com' });
    expect(named(calls, 'SignIn')[0]?.variables.input).toEqual({ email: 'ava@example.com', password: 'Generated1x' });
    expect(named(calls, 'CompleteNewPassword')[0]?.variables.input).toEqual({
      challengeToken: 'token-1',
      newPassword: 'NewPassw0rd',
    });
    expect(storedDraft()).toBeNull();
  });

  it('connects with the existing password once the generated one no longer works', async () => {
    const user = userEvent.setup();
    storeDraft('', 'password', registered);
    renderSignup('/register', {
      SignIn: (variables) =>
        (variables.input as { password: string }).password === 'MyOwnPassw0rd'
          ? { data: { signIn: { challenge: null, challengeToken: null } } }
          : apiError('Sorry, your password is wrong.', 'NOT_AUTHORIZED'),
      GetMySalons: () => ({ data: { me: null } }),
    });
    await user.type(await screen.findByLabelText(/^New password/), 'NewPassw0rd');
    await user.type(screen.getByLabelText(/^Confirm password/), 'NewPassw0rd');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Your account already has a password. Please enter it to continue.')).toBeVisible();
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'MyOwnPassw0rd');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('The setup wizard')).toBeVisible();
  });
});
