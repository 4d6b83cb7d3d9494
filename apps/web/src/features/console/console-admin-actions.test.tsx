// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleKeys } from './console-keys.ts';
import { TermsSection } from './content-terms.tsx';
import { SalonSubscription } from './salon-subscription.tsx';

afterEach(cleanup);

const subscription = {
  id: 'sub-1',
  plan: 'PLUS',
  subscriptionType: 'ANNUAL',
  status: 'ACTIVE',
  mirrors: 2,
  provider: 'offline',
  startedAt: '2026-01-01T00:00:00.000Z',
  cancelledAt: null,
};
const terms = [
  { id: 'terms-1', locale: 'en-GB', version: 2, bodyHtml: '<p>Terms</p>', publishedAt: '2026-01-01T00:00:00.000Z' },
];

/** The console's sections as the layout leaves them: the one at the console already read. */
function renderAtConsole(isProviderAdmin: boolean, children: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(consoleKeys.viewer, {
    id: 'user-1',
    email: 'someone@piiq.test',
    isProviderStaff: true,
    isProviderAdmin,
  });
  queryClient.setQueryData(consoleKeys.terms, terms);
  render(<QueryClientProvider client={queryClient}>{children}</QueryClientProvider>);
}

describe('the console’s admin actions', () => {
  it('are not offered to provider staff who are not admins', () => {
    renderAtConsole(false, <SalonSubscription salonId="salon-1" subscription={subscription} mirrorsPaired={1} />);
    expect(screen.queryByRole('button', { name: 'Change mirrors' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    expect(screen.getByText('Only a provider admin can change the mirrors or cancel the subscription.')).toBeTruthy();
    cleanup();

    renderAtConsole(false, <TermsSection />);
    expect(screen.getByText('en-GB')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish terms' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New version of the en-GB terms' })).toBeNull();
  });

  it('are offered to a provider admin', () => {
    renderAtConsole(true, <SalonSubscription salonId="salon-1" subscription={subscription} mirrorsPaired={1} />);
    expect(screen.getByRole('button', { name: 'Change mirrors' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeTruthy();
    cleanup();

    renderAtConsole(true, <TermsSection />);
    expect(screen.getByRole('button', { name: 'Publish terms' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New version of the en-GB terms' })).toBeTruthy();
  });
});
