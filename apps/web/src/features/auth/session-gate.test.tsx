// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionGate } from './session-gate.tsx';
import { mockGraphql, renderWithQueryClient } from '../../test/test-utils.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const viewer = (accepted: { locale: string | null; version: number | null }) => ({
  id: 'u1',
  email: 'owner@piiq.demo',
  name: 'Olivia Owner',
  profileRole: 'Salon',
  isProviderStaff: false,
  termsOfServiceLocale: accepted.locale,
  termsOfServiceVersion: accepted.version,
  termsOfServiceAcceptedAt: null,
  salonAccess: [],
});

const enGb = { bodyHtml: '<h2>Using piiq</h2><p>Be kind to your clients.</p>', locale: 'en-GB', version: 2 };
const onlyDefaultTerms = () => ({ data: { locale: null, country: null, language: null, default: enGb } });

function renderAt(path: string, handlers: Parameters<typeof mockGraphql>[0]) {
  const calls = mockGraphql(handlers);
  const router = createMemoryRouter(
    [
      {
        element: <SessionGate />,
        children: [
          { path: '/', element: <p>Salon list</p> },
          { path: ':salonId/ibb', element: <p>IBB lessons</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  renderWithQueryClient(<RouterProvider router={router} />);
  return { calls, router, user: userEvent.setup({ delay: null }) };
}

describe('session gate', () => {
  it('shows the sign-in views in place of the page when signed out', async () => {
    const { router } = renderAt('/', { GetMySalons: () => ({ data: { me: null } }) });
    expect(await screen.findByRole('heading', { name: 'Welcome to piiq' })).toBeVisible();
    expect(screen.queryByText('Salon list')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('looks the terms up four ways and blocks the app until they are accepted', async () => {
    let accepted: { locale: string | null; version: number | null } = { locale: null, version: null };
    const { calls, user } = renderAt('/', {
      GetMySalons: () => ({ data: { me: viewer(accepted) } }),
      GetTermsOfService: onlyDefaultTerms,
      UpdateTermsOfService: () => {
        accepted = { locale: 'en-GB', version: 2 };
        return {
          data: {
            updateTermsOfService: {
              id: 'u1',
              termsOfServiceLocale: 'en-GB',
              termsOfServiceVersion: 2,
              termsOfServiceAcceptedAt: '2026-05-01T00:00:00Z',
            },
          },
        };
      },
    });
    expect(await screen.findByRole('heading', { name: 'Terms and Conditions' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Using piiq' })).toBeVisible();
    expect(screen.queryByText('Salon list')).toBeNull();
    expect(calls.find((call) => call.operationName === 'GetTermsOfService')?.variables).toEqual({
      locale: navigator.language,
      country: new Intl.Locale(navigator.language).region,
      language: new Intl.Locale(navigator.language).language,
      defaultLocale: 'en-GB',
    });

    await user.click(screen.getByRole('button', { name: 'Agree' }));
    expect(await screen.findByText('Salon list')).toBeVisible();
    expect(calls.find((call) => call.operationName === 'UpdateTermsOfService')?.variables).toEqual({
      id: 'u1',
      input: { termsOfServiceLocale: 'en-GB', termsOfServiceVersion: 2 },
    });
  });

  it('signs the user out on DisAgree', async () => {
    let signedIn = true;
    const { calls, user } = renderAt('/', {
      GetMySalons: () => ({ data: { me: signedIn ? viewer({ locale: 'en-GB', version: 1 }) : null } }),
      GetTermsOfService: onlyDefaultTerms,
      SignOut: () => {
        signedIn = false;
        return { data: { signOut: true } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'DisAgree' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to piiq' })).toBeVisible();
    expect(calls.map((call) => call.operationName)).toContain('SignOut');
  });

  it('lets a user who accepted these terms through', async () => {
    renderAt('/', {
      GetMySalons: () => ({ data: { me: viewer({ locale: 'en-GB', version: 2 }) } }),
      GetTermsOfService: onlyDefaultTerms,
    });
    expect(await screen.findByText('Salon list')).toBeVisible();
  });

  it('never blocks IBB pages with the terms', async () => {
    const { calls } = renderAt('/s1/ibb', {
      GetMySalons: () => ({ data: { me: viewer({ locale: null, version: null }) } }),
    });
    expect(await screen.findByText('IBB lessons')).toBeVisible();
    await waitFor(() => expect(calls.map((call) => call.operationName)).toEqual(['GetMySalons']));
  });
});
