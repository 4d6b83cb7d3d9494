// @vitest-environment jsdom
import { authMessages } from '@piiq/domain/auth-rules';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { viewerQueryKey } from '../../lib/session.ts';
import { passwordsDifferMessage } from '../../components/new-password-form.tsx';
import { signupUrls } from '../signup/urls.ts';
import { passwordResetNotice, SignInViews } from './sign-in-views.tsx';
import { apiError, mockGraphql, renderWithQueryClient } from '../../test/test-utils.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const failure = authMessages.adminSignInFailed('support@piiq.demo');

function setup(handlers: Parameters<typeof mockGraphql>[0] = {}) {
  const calls = mockGraphql({ GetMySalons: () => ({ data: { me: null } }), ...handlers });
  const user = userEvent.setup({ delay: null });
  // The sign-in views stand in for whichever page was asked for; /register is a page of its own beside them.
  const router = createMemoryRouter(
    [
      { path: '/:salonId/dashboard', element: <SignInViews /> },
      { path: signupUrls.register, element: <h1>Registration</h1> },
    ],
    { initialEntries: ['/salon-1/dashboard'] },
  );
  const rendered = renderWithQueryClient(<RouterProvider router={router} />);
  return { calls, user, router, ...rendered };
}

describe('sign-in form', () => {
  it('offers an owner without an account the way to register the salon', async () => {
    const { user, router } = setup();
    expect(screen.getByText(/New to piiq\?/)).toBeVisible();
    const register = screen.getByRole('link', { name: 'Register your salon' });
    expect(register.getAttribute('href')).toBe('/register');
    register.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Registration' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('asks for an email and a password under the fields', async () => {
    const { user, calls } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter an email')).toBeVisible();
    expect(screen.getByText('Please enter a password')).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('rejects an email that is not shaped like one', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Email'), 'owner-at-salon');
    await user.type(screen.getByLabelText('Password'), 'secret{Enter}');
    expect(await screen.findByText('Your email is an invalid format')).toBeVisible();
    expect(screen.queryByText('Please enter a password')).toBeNull();
  });

  it('sends the email lower-cased, shows the server message and clears the password', async () => {
    const { user, calls } = setup({ SignIn: () => apiError(failure, 'NOT_AUTHORIZED') });
    await user.type(screen.getByLabelText('Email'), ' Owner@PIIQ.demo ');
    await user.type(screen.getByLabelText('Password'), 'wrong-password{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(failure);
    expect(calls[0]).toEqual({
      operationName: 'SignIn',
      variables: { input: { email: 'owner@piiq.demo', password: 'wrong-password' } },
    });
    const password = screen.getByLabelText('Password');
    expect((password as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(password);
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveProperty('disabled', false);
  });

  it('reads Signing in... while busy and asks for the viewer again once signed in', async () => {
    let finish: (reply: { data: unknown }) => void = () => undefined;
    const { user, queryClient, calls } = setup({
      SignIn: () => new Promise((resolve) => (finish = resolve)),
    });
    // A page served without a session sets the viewer without asking: signing in must ask all the same.
    queryClient.setQueryData(viewerQueryKey, null);
    await user.type(screen.getByLabelText('Email'), 'owner@piiq.demo');
    await user.type(screen.getByLabelText('Password'), 'PiiqDemo2026{Enter}');
    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect(busy).toHaveProperty('disabled', true);
    const asked = () => calls.filter((call) => call.operationName === 'GetMySalons').length;
    const before = asked();
    finish({ data: { signIn: { challenge: null, challengeToken: null } } });
    await waitFor(() => expect(asked()).toBeGreaterThan(before));
  });

  it('toggles the password between hidden and shown', async () => {
    const { user } = setup();
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeVisible();
  });
});

describe('new-password-required step', () => {
  it('moves there on the challenge and completes with the challenge token', async () => {
    const { user, calls } = setup({
      SignIn: () => ({ data: { signIn: { challenge: 'NEW_PASSWORD_REQUIRED', challengeToken: 'token-1' } } }),
      CompleteNewPassword: () => ({ data: { completeNewPassword: { challenge: null } } }),
    });
    await user.type(screen.getByLabelText('Email'), 'new@piiq.demo');
    await user.type(screen.getByLabelText('Password'), 'Generated1{Enter}');
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeVisible();

    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'other{Enter}');
    expect(await screen.findByText(passwordsDifferMessage)).toBeVisible();
    expect(screen.getAllByText(/Password must be at least 8 characters/)).toHaveLength(1);

    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('New password'), 'Brand-new1');
    await user.type(screen.getByLabelText('Confirm password'), 'Brand-new1{Enter}');
    await waitFor(() =>
      expect(calls.find((call) => call.operationName === 'CompleteNewPassword')?.variables).toEqual({
        input: { challengeToken: 'token-1', newPassword: 'Brand-new1' },
      }),
    );
  });
});

describe('password recovery', () => {
  it('needs an email, and says so in the product’s words for an unknown one', async () => {
    const { user, calls } = setup({
      ForgotPassword: () => apiError('Sorry, we couldn’t find an account with that email address.', 'USER_NOT_FOUND'),
    });
    await user.click(screen.getByRole('button', { name: 'I forgot my password' }));
    expect(await screen.findByRole('heading', { name: 'Password recovery' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText('Email'), 'nobody@piiq.demo{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sorry, we couldn’t find an account with that email address.',
    );
  });

  it('sends a code, resets with it and returns to sign-in with a confirmation', async () => {
    const { user, calls } = setup({
      ForgotPassword: () => ({ data: { forgotPassword: true } }),
      ResetPassword: () => ({ data: { resetPassword: true } }),
    });
    await user.type(screen.getByLabelText('Email'), 'Owner@piiq.demo');
    await user.click(screen.getByRole('button', { name: 'I forgot my password' }));
    // The email typed on the sign-in card comes along.
    await screen.findByRole('heading', { name: 'Password recovery' });
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('Owner@piiq.demo');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    await user.type(await screen.findByLabelText('Code'), '123456');
    await user.type(screen.getByLabelText('New password'), 'Brand-new1{Enter}');
    expect(await screen.findByText(passwordResetNotice)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('owner@piiq.demo');
    expect(calls.find((call) => call.operationName === 'ResetPassword')?.variables).toEqual({
      input: { email: 'owner@piiq.demo', code: '123456', newPassword: 'Brand-new1' },
    });
  });

  it('goes back to sign in from either step', async () => {
    const { user } = setup({ ForgotPassword: () => ({ data: { forgotPassword: true } }) });
    await user.click(screen.getByRole('button', { name: 'I forgot my password' }));
    await user.click(await screen.findByRole('button', { name: 'Go back to sign in' }));
    await user.click(screen.getByRole('button', { name: 'I forgot my password' }));
    await user.type(await screen.findByLabelText('Email'), 'owner@piiq.demo{Enter}');
    await screen.findByLabelText('Code');
    await user.click(screen.getByRole('button', { name: 'Go back to sign in' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });
});
