// @vitest-environment jsdom
import { PROVIDER_TIME_ZONE } from '@piiq/domain/dates';
import { cleanup, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockGraphql } from '../../test/test-utils.tsx';
import { createAccess, createViewer, renderWithViewer } from '../../test/viewer-fixtures.tsx';
import type { ConversationPage } from './messaging-operations.ts';
import { MessagingPage } from './messaging-page.tsx';
import { SupportInboxPage } from './support-inbox-page.tsx';
import { messagingPaths } from './urls.ts';

// The browser sits far from every salon: its own clock must never show through.
const BROWSER_ZONE = 'America/Los_Angeles';
const browserZoneBefore = process.env.TZ;
// jsdom lays nothing out and has no scrollIntoView, which the thread calls to show its newest message.
const jsdomScrollIntoView = Element.prototype.scrollIntoView;
beforeAll(() => {
  process.env.TZ = BROWSER_ZONE;
  Element.prototype.scrollIntoView = vi.fn();
});
afterAll(() => {
  if (browserZoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = browserZoneBefore;
  Element.prototype.scrollIntoView = jsdomScrollIntoView;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SALON_ZONE = 'Australia/Perth';
// 12:51 in Perth, 14:51 in Sydney (piiq's office), 21:51 the evening before in the browser's zone.
const SENT_AT = '2026-05-01T04:51:00.000Z';

const conversation: ConversationPage = {
  id: 'conversation-1',
  title: 'Support - Bondi Hair',
  unreadCount: 0,
  readByOtherSideAt: null,
  messages: {
    nextToken: null,
    items: [
      { id: 'message-1', author: 'SUPPORT', body: 'Your wall mount ships today.', image: null, createdAt: SENT_AT },
    ],
  },
};

function messageTime(): string | null {
  const message = within(screen.getByRole('list', { name: 'Messages' })).getByRole('listitem');
  return message.querySelector('time')?.textContent ?? null;
}

describe('message times', () => {
  it('read in the salon’s zone on the salon’s Messaging page, whatever the browser’s zone', async () => {
    mockGraphql({
      GetSalonConversation: () => ({ data: { salon: { id: 's1', conversation } } }),
      anonymous: () => ({ data: null }),
    });
    renderWithViewer(
      [{ path: messagingPaths.messaging, element: <MessagingPage /> }],
      '/s1/messaging',
      createViewer([createAccess('s1', { salon: { timeZone: SALON_ZONE } })]),
    );
    expect(await screen.findByText('Your wall mount ships today.')).toBeVisible();
    expect(messageTime()).toBe('1.05.2026 12:51');
  });

  it('read in piiq’s office zone in the support inbox, as the console shows every date', async () => {
    expect(PROVIDER_TIME_ZONE).toBe('Australia/Sydney');
    mockGraphql({
      GetSupportInbox: () => ({
        data: {
          supportInbox: [
            {
              id: conversation.id,
              title: conversation.title,
              unreadCount: 0,
              lastMessageAt: SENT_AT,
              lastMessage: { id: 'message-1', author: 'SUPPORT', body: 'Your wall mount ships today.' },
            },
          ],
        },
      }),
      GetSupportConversation: () => ({ data: { supportConversation: conversation } }),
      anonymous: () => ({ data: null }),
    });
    renderWithViewer(
      [{ path: messagingPaths.supportInbox, element: <SupportInboxPage /> }],
      `/support-inbox/${conversation.id}`,
      createViewer([], { isProviderStaff: true }),
    );
    expect(await screen.findByRole('list', { name: 'Messages' })).toBeVisible();
    expect(messageTime()).toBe('1.05.2026 14:51');
  });
});
