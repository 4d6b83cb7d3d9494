// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOT_SALON_ADMIN_MESSAGE } from '@piiq/domain/salon-access';
import { createAccess, createViewer, renderWithViewer } from '../test/viewer-fixtures.tsx';
import { mockGraphql } from '../test/test-utils.tsx';
import { routes } from './router.tsx';

const OWN_SALON = '0b9c7c1e-2f4a-4d7e-9a57-3c1d2e4f5a6b';
const SOMEONE_ELSES_SALON = '7d3e1a2b-5c6d-4e8f-9a0b-1c2d3e4f5a6b';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The whole app's routes, signed in as the owner of one salon who accepted the terms. */
function openAsOwner(path: string) {
  const viewer = createViewer([createAccess(OWN_SALON)]);
  const terms = {
    bodyHtml: '<p>Terms</p>',
    locale: viewer.termsOfServiceLocale,
    version: viewer.termsOfServiceVersion,
  };
  mockGraphql({
    GetTermsOfService: () => ({ data: { locale: terms, country: null, language: null, default: terms } }),
    anonymous: () => ({ data: null }),
  });
  renderWithViewer(routes, path, viewer);
}

describe('an address whose first part is not a salon', () => {
  it.each(['/settingz', '/foo', '/foo/dashboard'])('%s shows the not-found page', async (path) => {
    openAsOwner(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText('Not authorised')).toBeNull();
  });

  it('shows the not-found page to a visitor who is not signed in, as any unknown address does', async () => {
    mockGraphql({ GetMySalons: () => ({ data: { me: null } }), anonymous: () => ({ data: null }) });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/settingz'] })} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeVisible();
  });

  it('a salon the viewer cannot reach still says Not authorised', async () => {
    openAsOwner(`/${SOMEONE_ELSES_SALON}/dashboard`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not authorised' })).toBeVisible();
    expect(screen.getByText(NOT_SALON_ADMIN_MESSAGE)).toBeVisible();
  });
});
