// @vitest-environment jsdom
import { paymentMessages } from '@piiq/domain/signup-forms';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockGraphql, renderWithQueryClient } from '../../test/test-utils.tsx';
import { PaymentSection } from './payment-section.tsx';
import { newSignupDraft, type SignupDraft } from './signup-draft.ts';
import type { PaymentConfigData } from './signup-operations.ts';

const stripe = vi.hoisted(() => ({ mounted: [] as unknown[] }));

vi.mock('@stripe/stripe-js', async () => {
  const { fakeStripeElements } = await import('./test/fake-stripe-elements.ts');
  return {
    loadStripe: async () => ({
      elements: fakeStripeElements(stripe.mounted),
      createPaymentMethod: async () => ({
        error: { message: 'Missing required param: billing_details[name].', param: 'billing_details[name]' },
      }),
    }),
  };
});

const OFFLINE: PaymentConfigData = { provider: 'offline', publishableKey: null };
const STRIPE: PaymentConfigData = { provider: 'stripe', publishableKey: 'pk_test_1' };

function paymentDraft(): SignupDraft {
  const base = newSignupDraft('');
  return {
    ...base,
    plan: 'PLUS',
    order: { ...base.order, subscriptionType: 'MONTHLY', mirrors: 1 },
    // Only what the payment section reads: the name on the card, and the billing email and phone.
    account: {
      ...base.account,
      firstName: 'Ava',
      lastName: 'Nguyen',
      email: 'ava@example.com',
      phone: { country: 'AU', number: '0412 345 678' },
    },
  };
}

function renderPayment(paymentConfig: PaymentConfigData) {
  return renderWithQueryClient(
    <PaymentSection
      draft={paymentDraft()}
      update={() => undefined}
      onNext={() => undefined}
      focusOnOpen={false}
      paymentConfig={paymentConfig}
    />,
  );
}

const testModeBanner = () => screen.queryByRole('note');

/** The terms the section links to; none published is enough for what these tests check. */
const noTerms = () => ({ data: { locale: null, country: null, language: null, default: null } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  stripe.mounted.length = 0;
});

describe('payment section', () => {
  it('says Test mode, with the test cards, only with the offline provider', async () => {
    mockGraphql({ GetTermsOfService: noTerms });
    renderPayment(OFFLINE);
    expect(testModeBanner()?.textContent).toMatch(/^Test mode.*4242 4242 4242 4242/);
    cleanup();

    renderPayment(STRIPE);
    await vi.waitFor(() => expect(stripe.mounted).toHaveLength(1));
    expect(testModeBanner()).toBeNull();
  });

  it('formats the card number and expiry as they are typed, and sends the server digits', async () => {
    const calls = mockGraphql({
      GetTermsOfService: noTerms,
      CreatePaymentMethod: () => apiError('Your card was declined.', 'BAD_USER_INPUT'),
    });
    const user = userEvent.setup();
    renderPayment(OFFLINE);
    const number = screen.getByLabelText('Card number') as HTMLInputElement;
    const expiry = screen.getByLabelText('Expiry date') as HTMLInputElement;
    await user.type(number, '4242424242424242');
    await user.type(expiry, '1230');
    await user.type(screen.getByLabelText('CVC'), '123');
    expect(number.value).toBe('4242 4242 4242 4242');
    expect(expiry.value).toBe('12/30');

    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Complete Subscription' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');
    expect(calls.find((call) => call.operationName === 'CreatePaymentMethod')?.variables).toMatchObject({
      input: { card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' } },
    });
  });

  it.each([
    ['offline', OFFLINE],
    ['Stripe', STRIPE],
  ])(
    'marks the Name on card field for a billing-name error (%s), with the message where payment errors go',
    async (_provider, config) => {
      mockGraphql({
        GetTermsOfService: noTerms,
        CreatePaymentMethod: () => apiError(paymentMessages.billingName, 'BAD_USER_INPUT'),
      });
      const user = userEvent.setup();
      renderPayment(config);
      if (config.provider === 'stripe') await vi.waitFor(() => expect(stripe.mounted).toHaveLength(1));
      const name = screen.getByLabelText('Name on card');
      // The Stripe double always refuses the name; the offline check is made here, before the provider.
      if (config.provider === 'offline') await user.clear(name);
      expect(name.getAttribute('aria-invalid')).toBe('false');

      await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
      await user.click(screen.getByRole('button', { name: 'Complete Subscription' }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(paymentMessages.billingName);
      expect(name.getAttribute('aria-invalid')).toBe('true');
      expect(
        name
          .getAttribute('aria-describedby')
          ?.split(' ')
          .map((id) => document.getElementById(id)?.textContent),
      ).toContain(paymentMessages.billingName);
      // Where every payment problem is shown: after the card details, just above the terms.
      const cardDetails = screen.getByText('Card details');
      expect(cardDetails.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(alert.parentElement?.nextElementSibling?.contains(screen.getByRole('checkbox', { name: /I agree/ }))).toBe(
        true,
      );

      await user.type(name, 'A');
      expect(name.getAttribute('aria-invalid')).toBe('false');
    },
  );
});
