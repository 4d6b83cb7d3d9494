// @vitest-environment jsdom
import { authMessages, CLIENT_SIGN_UP_TERMS } from '@piiq/domain/auth-rules';
import { mirrorSessionMessages } from '@piiq/domain/mirror-session';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useLocation, useRoutes } from 'react-router';
import { apiError, mockGraphql, renderWithQueryClient } from '../../test/test-utils.tsx';
import { NO_RECOMMENDATIONS } from './appointment-details-view.tsx';
import { NO_APPOINTMENTS } from './appointments-view.tsx';
import { firstAndLatestPortraits } from './journey-view.tsx';
import type { PortalAppointment } from './portal-operations.ts';
import { portalRoutes } from './portal-routes.tsx';
import { SESSION_CODE_PROBLEM } from './start-session-view.tsx';
import { readSelected } from './use-selected-products.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const SUPPORT = 'help@piiq.test';
const client = {
  id: 'u1',
  email: 'jo@example.com',
  name: 'Jo',
  profileRole: 'Client',
  termsOfServiceLocale: 'en-US',
  termsOfServiceVersion: 2,
  termsOfServiceAcceptedAt: null,
  salonAccess: [],
};
const salon = { id: 's1', name: 'Bondi Beach Hair Studio', timeZone: 'Australia/Sydney' };
type Order = PortalAppointment['orders'][number];
const line = (productId: string, productName: string, quantity: number, unitPrice: number) => ({
  productId,
  productName,
  quantity,
  unitPrice,
  total: quantity * unitPrice,
});
/** An order of the appointment: the mirror's pickup, to be paid at the counter, unless told otherwise. */
function order(fields: Partial<Order> & Pick<Order, 'lineItems'>): Order {
  const subtotal = fields.lineItems.reduce((sum, item) => sum + item.total, 0);
  return {
    id: 'o1',
    orderNumber: 100001,
    source: 'MIRROR',
    orderState: 'READY_TO_HAND_OVER',
    status: 'WAITING',
    deliveryType: 'PICKUP',
    paidAt: null,
    refundedAt: null,
    subtotal,
    shipping: 0,
    grandTotal: subtotal + (fields.shipping ?? 0),
    addressLine1: null,
    addressLine2: null,
    suburbOrCity: null,
    state: null,
    postcode: null,
    replacedBy: null,
    ...fields,
  };
}
const appointment: PortalAppointment = {
  id: 'a1',
  salonId: 's1',
  createdAt: '2026-03-09T21:30:00.000Z',
  staff: { id: 'st1', name: 'Mia Thompson' },
  rebookDelay: 6,
  rebookLength: 60,
  rebookedAt: null,
  rebookNotificationScheduledAt: null,
  rebookNotificationSentAt: null,
  salonPickup: true,
  purchasedItems: [],
  clientSelfieImage: null,
  client360Image: null,
  hairAnalysis: {
    colorSensitivity: 8,
    curl: 20,
    density: 14,
    elasticity: null,
    porous: 3,
    texture: 10,
    scalpConcerns: 'dandruff',
    hairColour: { level: 6, tone: 'warm', greyShare: 10 },
  },
  supportYourSalon: { recommendations: [{ sku: 'SKU-1' }] },
  orders: [
    order({
      orderState: 'COMPLETED',
      status: 'COMPLETED',
      lineItems: [line('p1', 'Hydrate Shampoo', 2, 3495)],
    }),
  ],
  cart: { id: 'c1', order: { id: 'o1' } },
};
const allAppointments = (items: unknown[]) => () => ({
  data: { me: { id: 'u1', salonAccess: [{ salon }], allAppointments: { nextToken: null, items } } },
});

function Where() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

function Portal() {
  return (
    <>
      {useRoutes([portalRoutes])}
      <Where />
    </>
  );
}

function setup(path: string, handlers: Parameters<typeof mockGraphql>[0], signedIn = false) {
  let viewer: typeof client | null = signedIn ? client : null;
  const calls = mockGraphql({
    GetMySalons: () => ({ data: { me: viewer } }),
    GetAppConfig: () => ({
      data: {
        appConfig: { supportEmail: SUPPORT, helpCentreUrl: '/help-centre', onboardingVideoUrl: null, version: 'test' },
      },
    }),
    SignIn: () => {
      viewer = client;
      return { data: { signIn: { challenge: null, challengeToken: null } } };
    },
    ...handlers,
  });
  const user = userEvent.setup({ delay: null });
  renderWithQueryClient(
    <MemoryRouter initialEntries={[path]}>
      <Portal />
    </MemoryRouter>,
  );
  return { calls, user, address: () => screen.getByRole('status', { name: 'address' }).textContent };
}

describe('portal landing', () => {
  it('asks for an email in the product’s words before asking the server', async () => {
    const { user, calls } = setup('/portal', {});
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByText(authMessages.emailRequired)).toBeVisible();
    await user.type(screen.getByLabelText('Email'), 'jo-at-home');
    expect(screen.getByText(authMessages.emailInvalid)).toBeVisible();
    expect(calls.filter((call) => call.operationName === 'CheckEmail')).toHaveLength(0);
  });

  it('goes to sign in for an existing account and to sign up for a new one, keeping ?session=', async () => {
    const known = setup('/portal?session=m1', { CheckEmail: () => ({ data: { checkEmail: 'NOT_AUTHORIZED' } }) });
    await known.user.type(await screen.findByLabelText('Email'), ' Jo@Example.com {Enter}');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(known.address()).toBe('/portal/signin?session=m1');
    expect(known.calls.find((call) => call.operationName === 'CheckEmail')?.variables).toEqual({
      input: { email: 'jo@example.com' },
    });
    cleanup();

    const unknown = setup('/portal', { CheckEmail: () => ({ data: { checkEmail: 'USER_NOT_FOUND' } }) });
    await unknown.user.type(await screen.findByLabelText('Email'), 'new@example.com{Enter}');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeVisible();
    expect(unknown.address()).toBe('/portal/signup');
  });
});

async function toSignIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Email'), 'jo@example.com{Enter}');
  await screen.findByRole('heading', { name: 'Sign in' });
}

describe('portal sign-in', () => {
  it('says the password is wrong with the support address and clears it; other failures as they come', async () => {
    let answer = apiError('Sorry, either your email or your password is wrong.', 'NOT_AUTHORIZED');
    const { user } = setup('/portal', {
      CheckEmail: () => ({ data: { checkEmail: 'NOT_AUTHORIZED' } }),
      SignIn: () => answer,
    });
    await toSignIn(user);
    await user.type(screen.getByLabelText('Password'), 'wrong{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      `Sorry, your password is wrong. Please try again or contact us at ${SUPPORT}`,
    );
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('');
    answer = apiError(authMessages.tooManyAttempts, 'TOO_MANY_REQUESTS');
    await user.type(screen.getByLabelText('Password'), 'again{Enter}');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(authMessages.tooManyAttempts));
  });

  it('with ?session= joins the mirror session after sign-in; a failure is logged and success still shows', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, calls, address } = setup('/portal?session=m1', {
      CheckEmail: () => ({ data: { checkEmail: 'NOT_AUTHORIZED' } }),
      StartSession: () => apiError('This session has ended.', 'NOT_FOUND'),
    });
    await toSignIn(user);
    await user.type(screen.getByLabelText('Password'), 'Client2026{Enter}');
    expect(await screen.findByRole('heading', { name: "You're all set" })).toBeVisible();
    expect(address()).toBe('/portal/success?session=m1');
    expect(calls.find((call) => call.operationName === 'StartSession')?.variables).toEqual({
      id: 'm1',
      input: { devicePlatform: 'ANDROID', deviceToken: 'portal-web' },
    });
    expect(logged).toHaveBeenCalled();
  });

  it('leads back to the page a signed-out client opened, such as an emailed link to pay', async () => {
    const { user, address } = setup('/portal/appointments/a1', {
      CheckEmail: () => ({ data: { checkEmail: 'NOT_AUTHORIZED' } }),
      GetMyAppointments: allAppointments([]),
    });
    await toSignIn(user);
    expect(address()).toBe('/portal/signin');
    await user.type(screen.getByLabelText('Password'), 'Client2026{Enter}');
    await waitFor(() => expect(address()).toBe('/portal/appointments/a1'));
  });

  it('moves to the new-password step when the account must choose one', async () => {
    const { user, address } = setup('/portal', {
      CheckEmail: () => ({ data: { checkEmail: 'NOT_AUTHORIZED' } }),
      SignIn: () => ({ data: { signIn: { challenge: 'NEW_PASSWORD_REQUIRED', challengeToken: 't1' } } }),
    });
    await toSignIn(user);
    await user.type(screen.getByLabelText('Password'), 'Generated1{Enter}');
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    expect(address()).toBe('/portal/new-password');
  });
});

describe('portal start session by code', () => {
  it('checks the typed code, then joins the session it names and shows success', async () => {
    const { user, calls, address } = setup(
      '/portal/startsession',
      {
        StartSession: () => ({
          data: {
            startSession: { id: 'm1', userId: 'u1', salonId: 's1', appointmentId: 'a1', existingAppointment: false },
          },
        }),
      },
      true,
    );
    await user.type(await screen.findByLabelText('Code'), 'ab{Enter}');
    expect(screen.getByText(SESSION_CODE_PROBLEM)).toBeVisible();
    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), 'abc-def{Enter}');
    expect(await screen.findByRole('heading', { name: "You're all set" })).toBeVisible();
    expect(address()).toBe('/portal/success?session=m1');
    expect(calls.find((call) => call.operationName === 'StartSession')?.variables).toMatchObject({ id: 'ABCDEF' });
  });

  it('says beside the code when it matches nothing or too many codes were tried, and stays on the code', async () => {
    let answer = apiError(mirrorSessionMessages.codeUnknown, 'NOT_FOUND');
    const { user, address } = setup('/portal/startsession', { StartSession: () => answer }, true);
    await user.type(await screen.findByLabelText('Code'), 'abcdef');
    await user.click(screen.getByRole('button', { name: 'Start session' }));
    expect(await screen.findByText(mirrorSessionMessages.codeUnknown)).toBeVisible();
    // The client's typo: the code stays as typed, with the message read with it, and focus goes back to it.
    const field = screen.getByLabelText('Code');
    expect(field).toHaveValue('abcdef');
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(mirrorSessionMessages.codeUnknown);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(address()).toBe('/portal/startsession');
    answer = apiError(mirrorSessionMessages.tooManyCodes, 'RATE_LIMITED');
    await user.click(screen.getByRole('button', { name: 'Start session' }));
    expect(await screen.findByText(mirrorSessionMessages.tooManyCodes)).toBeVisible();
    expect(screen.getByLabelText('Code')).toHaveFocus();
    expect(address()).toBe('/portal/startsession');
  });
});

describe('portal sign-up', () => {
  it('creates the client, records the terms (en-US, version 2) and opens the empty appointments', async () => {
    let viewerAfter = false;
    const { user, calls } = setup('/portal', {
      CheckEmail: () => ({ data: { checkEmail: 'USER_NOT_FOUND' } }),
      SignUpClient: () => {
        viewerAfter = true;
        return { data: { signUpClient: { user: { id: 'u1' } } } };
      },
      UpdateUser: () => ({
        data: { updateUser: { id: 'u1', termsOfServiceLocale: 'en-US', termsOfServiceVersion: 2 } },
      }),
      GetMySalons: () => ({ data: { me: viewerAfter ? client : null } }),
      AllAppointments: allAppointments([]),
    });
    await user.type(await screen.findByLabelText('Email'), 'jo@example.com{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(authMessages.firstNameRequired)).toBeVisible();
    expect(screen.getByText(authMessages.passwordRequired)).toBeVisible();
    await user.type(screen.getByLabelText('First name'), 'Jo');
    await user.type(screen.getByLabelText('Password'), 'Client2026{Enter}');
    expect(await screen.findByText(NO_APPOINTMENTS)).toBeVisible();
    expect(calls.find((call) => call.operationName === 'SignUpClient')?.variables).toEqual({
      input: { email: 'jo@example.com', firstName: 'Jo', password: 'Client2026' },
    });
    expect(calls.find((call) => call.operationName === 'UpdateUser')?.variables).toEqual({
      id: 'u1',
      input: { name: 'Jo', ...CLIENT_SIGN_UP_TERMS },
    });
  });
});

describe('portal appointments', () => {
  it('lists an appointment with its date in the salon’s zone, and its details', async () => {
    const { user } = setup(
      '/portal/appointments',
      {
        AllAppointments: allAppointments([appointment]),
        Recommendations: () => ({
          data: {
            recommendations: {
              recommendations: [
                {
                  sku: 'SKU-1',
                  productName: 'Hydrate Shampoo',
                  brandName: 'Velvet Bond',
                  productType: 'Shampoo',
                  productSize: '250ml',
                  rrp: 3495,
                  price: 3495,
                  productImageMain: null,
                  product: { id: 'p1' },
                },
              ],
            },
          },
        }),
      },
      true,
    );
    // 21:30 UTC is 08:30 the next morning in Sydney.
    await user.click(await screen.findByRole('link', { name: /10\.03\.2026 08:30/ }));
    expect(await screen.findByText('Stylist: Mia Thompson')).toBeVisible();
    expect(screen.getByText('7 / 10')).toBeVisible();
    expect(screen.getByText('10 / 10')).toBeVisible();
    expect(screen.getByText('Not scored')).toBeVisible();
    expect(screen.getByText('Hair colour: Level 6 (Dark blonde), warm, 10% grey')).toBeVisible();
    expect(screen.getByText('Status: Completed')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Consent and allergies' }).getAttribute('href')).toBe(
      '/portal/salons/s1/record?appointmentId=a1',
    );
    expect(
      within(await screen.findByRole('listitem', { name: 'Hydrate Shampoo' })).getByText('Velvet Bond'),
    ).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Select' }));
    expect(screen.getByRole('button', { name: 'Selected' })).toHaveProperty('ariaPressed', 'true');
    expect([...readSelected('a1')]).toEqual(['SKU-1']);
  });

  it('says when an appointment has no recommended products', async () => {
    setup(
      '/portal/appointments/a1',
      {
        AllAppointments: allAppointments([appointment]),
        Recommendations: () => ({ data: { recommendations: { recommendations: [] } } }),
      },
      true,
    );
    expect(await screen.findByText(NO_RECOMMENDATIONS)).toBeVisible();
  });

  it('sends someone signed out back to the landing, ?session= kept', async () => {
    const { address } = setup('/portal/appointments?session=m1', {});
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeVisible();
    expect(address()).toBe('/portal?session=m1');
  });
});

describe('portal orders and buying', () => {
  const recommendation = (sku: string, productId: string, productName: string, price: number) => ({
    sku,
    productName,
    brandName: 'Velvet Bond',
    productType: 'Shampoo',
    productSize: '250ml',
    rrp: price,
    price,
    productImageMain: null,
    product: { id: productId },
  });
  const recommendations = () => ({
    data: {
      recommendations: {
        recommendations: [
          recommendation('SKU-1', 'p1', 'Hydrate Shampoo', 3495),
          recommendation('SKU-3', 'p3', 'Curl Cream', 2800),
        ],
      },
    },
  });
  const paying = {
    PaymentConfig: () => ({ data: { paymentConfig: { provider: 'offline', publishableKey: null } } }),
    CreatePaymentMethod: () => ({ data: { createPaymentMethod: { id: 'pm_1', brand: 'visa', last4: '4242' } } }),
  };
  const withOrders = (orders: Order[], cartOrder: string | null = orders[0]?.id ?? null): PortalAppointment => ({
    ...appointment,
    supportYourSalon: { recommendations: [{ sku: 'SKU-1' }, { sku: 'SKU-3' }] },
    orders,
    cart: { id: 'c1', order: cartOrder ? { id: cartOrder } : null },
  });

  async function payWithCard(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, pay: string) {
    await user.type(within(form).getByLabelText('Card number'), '4242424242424242');
    await user.type(within(form).getByLabelText('Expiry date'), '1240');
    await user.type(within(form).getByLabelText('CVC'), '123');
    await user.click(within(form).getByRole('button', { name: pay }));
  }

  it('opens the email’s link on the delivery chosen at the mirror, prefilled, and pays it with the address', async () => {
    // The mirror's delivery: a product still recommended, and one that is not (sold at the order's price).
    const awaiting = order({
      orderState: 'AWAITING_PAYMENT',
      deliveryType: 'DELIVERY',
      shipping: 995,
      lineItems: [line('p1', 'Hydrate Shampoo', 2, 3495), line('p2', 'Repair Mask', 1, 4200)],
    });
    let paid = false;
    const { user, calls } = setup(
      '/portal/appointments/a1',
      {
        AllAppointments: () =>
          allAppointments([
            withOrders([
              paid
                ? {
                    ...awaiting,
                    orderState: 'TO_SHIP',
                    paidAt: '2026-03-10T01:00:00.000Z',
                    lineItems: [...awaiting.lineItems, line('p3', 'Curl Cream', 1, 2800)],
                  }
                : awaiting,
            ]),
          ])(),
        Recommendations: recommendations,
        ...paying,
        BuyRecommendedProducts: () => {
          paid = true;
          return {
            data: {
              buyRecommendedProducts: {
                order: { id: 'o1', orderNumber: 100001, grandTotal: 13990 },
                cart: { id: 'c1', status: 'WAITING' },
              },
            },
          };
        },
      },
      true,
    );
    const section = await screen.findByRole('region', { name: 'Pay for your delivery' });
    expect(within(section).getByRole('heading', { name: 'Pay for your delivery' })).toBeVisible();
    expect(
      within(section).getByText(
        'At the salon you chose to have these products delivered. Check them, add your address and pay; nothing is sent until you have paid.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Your order' })).toHaveTextContent('Status: Waiting for your payment');
    const form = await within(section).findByRole('form', { name: 'Pay for your delivery' });
    expect(within(form).getByRole('radio', { name: 'Delivered to your home' })).toBeChecked();
    const quantity = (name: string) => within(within(form).getByRole('listitem', { name })).getByLabelText('Quantity');
    expect(quantity('Hydrate Shampoo')).toHaveValue('2');
    expect(quantity('Repair Mask')).toHaveValue('1');
    expect(within(form).getByRole('listitem', { name: 'Repair Mask' })).toHaveTextContent('$42.00 each');
    // The product chosen at the mirror is selected among the recommendations; another one joins the form.
    const recommended = screen.getByRole('region', { name: 'Recommended products' });
    expect(
      within(within(recommended).getByRole('listitem', { name: 'Hydrate Shampoo' })).getByRole('button', {
        name: 'Selected',
      }),
    ).toHaveAttribute('aria-pressed', 'true');
    await user.click(
      within(within(recommended).getByRole('listitem', { name: 'Curl Cream' })).getByRole('button', { name: 'Select' }),
    );
    expect(quantity('Curl Cream')).toHaveValue('1');

    await user.type(within(form).getByLabelText(/^Address line 1/), '12 Campbell Parade');
    await user.type(within(form).getByLabelText(/^City/), 'Bondi Beach');
    await user.type(within(form).getByLabelText(/^State/), 'NSW');
    await user.type(within(form).getByLabelText(/^Postcode/), '2026');
    // 2 × $34.95 + $42.00 + $28.00, over the free-delivery threshold.
    await payWithCard(user, form, 'Pay $139.90');

    expect(await screen.findByText('Thank you! Your order 100001 is paid, and the salon has it.')).toBeVisible();
    expect(calls.find((call) => call.operationName === 'BuyRecommendedProducts')?.variables).toMatchObject({
      appointmentId: 'a1',
      input: {
        deliveryType: 'DELIVERY',
        items: [
          { productId: 'p1', quantity: 2 },
          { productId: 'p2', quantity: 1 },
          { productId: 'p3', quantity: 1 },
        ],
        address: {
          addressLine1: '12 Campbell Parade',
          addressLine2: '',
          city: 'Bondi Beach',
          state: 'NSW',
          postcode: '2026',
        },
        expectedTotal: 13990,
        paymentMethodId: 'pm_1',
      },
    });
    expect(screen.getByRole('region', { name: 'Your order' })).toHaveTextContent(
      'Status: Paid: the salon will send it to you',
    );
    expect(screen.queryByRole('region', { name: 'Pay for your delivery' })).toBeNull();
  });

  it('starts from the pickup the salon holds, says what is left at the salon, and takes a line out', async () => {
    const { user, calls } = setup(
      '/portal/appointments/a1',
      {
        AllAppointments: allAppointments([
          withOrders([
            order({ lineItems: [line('p1', 'Hydrate Shampoo', 1, 3495), line('p3', 'Curl Cream', 2, 2800)] }),
          ]),
        ]),
        Recommendations: recommendations,
        ...paying,
        BuyRecommendedProducts: () => ({
          data: {
            buyRecommendedProducts: {
              order: { id: 'o2', orderNumber: 100002, grandTotal: 3495 },
              cart: { id: 'c1', status: 'WAITING' },
            },
          },
        }),
      },
      true,
    );
    const section = await screen.findByRole('region', { name: 'Buy your selection' });
    expect(
      within(section).getByText(
        'The salon is holding these products for you to pay for when you collect them. Pay here now if you like; anything you leave out stays at the salon for you.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('Paying here replaces the order above with what you pay for.')).toBeNull();
    expect(screen.getByRole('region', { name: 'Your order' })).toHaveTextContent('Status: Ready for you at the salon');
    const form = await within(section).findByRole('form', { name: 'Buy your selection' });
    expect(within(form).getByRole('radio', { name: 'Pick up at the salon' })).toBeChecked();
    // One "Quantity" per line, each read with its product's name.
    const quantities = within(form).getAllByRole('combobox', { name: 'Quantity' });
    expect(quantities[0]).toHaveAccessibleDescription('Hydrate Shampoo');
    expect(quantities[1]).toHaveAccessibleDescription('Curl Cream');
    expect(quantities[1]).toHaveValue('2');
    expect(within(form).getByRole('button', { name: 'Pay $90.95' })).toBeVisible();

    await user.click(within(form).getByRole('button', { name: 'Remove Curl Cream' }));
    expect(within(form).queryByRole('listitem', { name: 'Curl Cream' })).toBeNull();
    expect(
      within(
        within(screen.getByRole('region', { name: 'Recommended products' })).getByRole('listitem', {
          name: 'Curl Cream',
        }),
      ).getByRole('button', { name: 'Select' }),
    ).toHaveAttribute('aria-pressed', 'false');
    await payWithCard(user, form, 'Pay $34.95');

    expect(await screen.findByText('Thank you! Your order 100002 is paid, and the salon has it.')).toBeVisible();
    expect(calls.find((call) => call.operationName === 'BuyRecommendedProducts')?.variables).toMatchObject({
      input: { deliveryType: 'PICKUP', items: [{ productId: 'p1', quantity: 1 }], address: null, expectedTotal: 3495 },
    });
  });

  it('keeps the form with nothing to pay for once every line is taken out, Pay disabled', async () => {
    const { user } = setup(
      '/portal/appointments/a1',
      {
        AllAppointments: allAppointments([
          withOrders([order({ lineItems: [line('p1', 'Hydrate Shampoo', 1, 3495)] })]),
        ]),
        Recommendations: recommendations,
        ...paying,
      },
      true,
    );
    const form = await screen.findByRole('form', { name: 'Buy your selection' });
    await user.click(within(form).getByRole('button', { name: 'Remove Hydrate Shampoo' }));
    expect(
      within(form).getByText('Select the products you would like above, then choose how to get them and pay here.'),
    ).toHaveFocus();
    expect(within(form).getByRole('button', { name: 'Pay $0.00' })).toBeDisabled();
  });

  it('offers no form once the client paid online, and shows the paid order in the client’s words', async () => {
    const replaced = order({ lineItems: [line('p1', 'Hydrate Shampoo', 1, 3495)], replacedBy: { id: 'o2' } });
    const bought = order({
      id: 'o2',
      orderNumber: 100002,
      source: 'PORTAL',
      paidAt: '2026-03-10T01:00:00.000Z',
      lineItems: [line('p1', 'Hydrate Shampoo', 1, 3495), line('p3', 'Curl Cream', 1, 2800)],
    });
    setup(
      '/portal/appointments/a1',
      { AllAppointments: allAppointments([withOrders([replaced, bought], 'o2')]), Recommendations: recommendations },
      true,
    );
    const shown = await screen.findByRole('region', { name: 'Your order' });
    expect(within(shown).getByText('1 × Curl Cream')).toBeVisible();
    expect(within(shown).getByText('$28.00')).toBeVisible();
    expect(within(shown).getByText('Order number: 100002')).toBeVisible();
    expect(within(shown).getByText('Status: Ready for you at the salon')).toBeVisible();
    expect(screen.queryByText('Order number: 100001')).toBeNull();
    expect(await screen.findAllByRole('button', { name: 'Select' })).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Buy your selection' })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows each order of the appointment under its own number', async () => {
    const pickup = order({
      status: 'COMPLETED',
      orderState: 'COMPLETED',
      lineItems: [line('p1', 'Hydrate Shampoo', 1, 3495)],
    });
    const delivery = order({
      id: 'o2',
      orderNumber: 100002,
      source: 'PORTAL',
      orderState: 'TO_SHIP',
      deliveryType: 'DELIVERY',
      paidAt: '2026-03-10T01:00:00.000Z',
      shipping: 995,
      addressLine1: '12 Campbell Parade',
      suburbOrCity: 'Bondi Beach',
      state: 'NSW',
      postcode: '2026',
      lineItems: [line('p3', 'Curl Cream', 1, 2800)],
    });
    setup(
      '/portal/appointments/a1',
      { AllAppointments: allAppointments([withOrders([pickup, delivery])]), Recommendations: recommendations },
      true,
    );
    const first = await screen.findByRole('region', { name: 'Your order 100001' });
    expect(within(first).getByRole('heading', { name: 'Your order 100001' })).toBeVisible();
    expect(within(first).getByText('1 × Hydrate Shampoo')).toBeVisible();
    expect(within(first).getByText('Pick up at the salon')).toBeVisible();
    expect(within(first).getByText('Status: Completed')).toBeVisible();
    const second = screen.getByRole('region', { name: 'Your order 100002' });
    expect(within(second).getByText('Delivered to your home')).toBeVisible();
    expect(within(second).getByText('12 Campbell Parade, Bondi Beach NSW 2026')).toBeVisible();
    expect(second).toHaveTextContent('Subtotal$28.00Delivery$9.95Total$37.95');
    expect(within(second).getByText('Status: Paid: the salon will send it to you')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your order' })).toBeNull();
  });
});

describe('portal rebook request', () => {
  const notAsked: PortalAppointment = { ...appointment, rebookDelay: null, rebookLength: null };
  const noRecommendations = () => ({ data: { recommendations: { recommendations: [] } } });

  it('asks to rebook with a real button, busy while sending, then says what happens next', async () => {
    let answer: (reply: { data: unknown }) => void = () => undefined;
    const { user, calls } = setup(
      '/portal/appointments/a1',
      {
        AllAppointments: allAppointments([notAsked]),
        Recommendations: noRecommendations,
        RequestRebookFromPortal: () => new Promise((resolve) => (answer = resolve)),
      },
      true,
    );
    const next = await screen.findByRole('region', { name: 'Your next visit' });
    expect(within(next).queryByText(/Your stylist suggests/)).toBeNull();
    await user.click(within(next).getByRole('button', { name: 'Ask to rebook' }));
    const busy = within(next).getByRole('button', { name: 'Ask to rebook' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(calls.filter((call) => call.operationName === 'RequestRebookFromPortal')).toEqual([
      { operationName: 'RequestRebookFromPortal', variables: { appointmentId: 'a1' } },
    ]);
    answer({
      data: {
        requestRebookFromPortal: {
          id: 'a1',
          rebookDelay: null,
          rebookLength: 60,
          rebookedAt: null,
          // 10:00 on 24 March in Sydney.
          rebookNotificationScheduledAt: '2026-03-23T23:00:00.000Z',
          rebookNotificationSentAt: null,
        },
      },
    });
    const status = within(next).getByRole('status');
    expect(await within(status).findByText('Your salon has your rebook request.')).toBeVisible();
    expect(status).toHaveTextContent('We will email you a reminder on 24.03.2026.');
    expect(within(next).queryByRole('button', { name: 'Ask to rebook' })).toBeNull();
  });

  it('shows the server’s error and keeps the button to try again', async () => {
    const { user } = setup(
      '/portal/appointments/a1',
      {
        AllAppointments: allAppointments([notAsked]),
        Recommendations: noRecommendations,
        RequestRebookFromPortal: () => apiError('That appointment was not found.', 'NOT_FOUND'),
      },
      true,
    );
    await user.click(await screen.findByRole('button', { name: 'Ask to rebook' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That appointment was not found.');
    expect(screen.getByRole('button', { name: 'Ask to rebook' })).toBeEnabled();
  });

  it('offers no button once the salon has the request, and says so beside the suggestion', async () => {
    setup(
      '/portal/appointments/a1',
      { AllAppointments: allAppointments([appointment]), Recommendations: noRecommendations },
      true,
    );
    const next = await screen.findByRole('region', { name: 'Your next visit' });
    expect(
      within(next).getByText('Your stylist suggests coming back in 6 weeks for a 60-minute appointment.'),
    ).toBeVisible();
    expect(within(next).getByText('Your salon has your rebook request.')).toBeVisible();
    expect(within(next).queryByRole('button')).toBeNull();
  });
});

describe('hair journey', () => {
  it('puts the first and the latest portrait side by side, whatever the list’s order', () => {
    const at = (id: string, createdAt: string, url: string | null): PortalAppointment => ({
      ...appointment,
      id,
      createdAt,
      clientSelfieImage: url ? { url } : null,
    });
    const list = [
      at('c', '2026-03-01T00:00:00Z', '/c'),
      at('b', '2026-02-01T00:00:00Z', null),
      at('a', '2026-01-01T00:00:00Z', '/a'),
      at('m', '2026-02-15T00:00:00Z', '/m'),
    ];
    expect(firstAndLatestPortraits(list).map((item) => item.id)).toEqual(['a', 'c']);
    expect(firstAndLatestPortraits([list[0]!]).map((item) => item.id)).toEqual(['c']);
    expect(firstAndLatestPortraits([list[1]!])).toEqual([]);
  });
});
