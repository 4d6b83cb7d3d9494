// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from './router.tsx';
import { viewerQueryKey } from '../lib/session.ts';
import { mockGraphql } from '../test/test-utils.tsx';
import { createViewer, renderInApp } from '../test/viewer-fixtures.tsx';
import { consoleKeys } from '../features/console/console-keys.ts';
import { messagingKeys } from '../features/messaging/messaging-keys.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const staff = createViewer([], { email: 'support@piiq.test', isProviderStaff: true });
const inbox = [
  {
    id: 'conversation-1',
    title: 'Support - Bondi Hair',
    unreadCount: 2,
    lastMessageAt: '2026-05-01T00:00:00.000Z',
    lastMessage: { id: 'message-1', author: 'SALON', body: 'Can we get a second wall mount?' },
  },
];

/** The app's own addresses at the inbox, with the viewer and the inbox already read. */
function renderInbox() {
  // The terms the viewer accepted, and the live updates, which have nothing to say in this test.
  const terms = { bodyHtml: '<p>Terms</p>', locale: staff.termsOfServiceLocale, version: staff.termsOfServiceVersion };
  mockGraphql({
    GetTermsOfService: () => ({ data: { locale: terms, country: null, language: null, default: terms } }),
    anonymous: () => ({ data: null }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(viewerQueryKey, staff);
  queryClient.setQueryData(consoleKeys.viewer, {
    id: staff.id,
    email: staff.email,
    isProviderStaff: true,
    isProviderAdmin: false,
  });
  queryClient.setQueryData(messagingKeys.inbox, inbox);
  renderInApp(routes, '/support-inbox', queryClient);
}

describe('the support inbox', () => {
  it('is a section of the console: its top bar, Log out and the way back to the other sections', async () => {
    renderInbox();
    expect(await screen.findByRole('heading', { level: 1, name: 'Support inbox' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeVisible();
    const sections = screen.getByRole('navigation', { name: 'Console' });
    expect(within(sections).getByRole('link', { name: 'Salons' }).getAttribute('href')).toBe('/console/salons');
    expect(within(sections).getByRole('link', { name: 'Support inbox' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: /Support - Bondi Hair/ })).toBeVisible();
  });
});
