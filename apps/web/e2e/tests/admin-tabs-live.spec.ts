import type { Page } from '@playwright/test';
import { appointmentsUrl } from '../../src/features/appointments/urls.ts';
import { dashboardUrl } from '../../src/features/dashboard/urls.ts';
import { ordersUrl } from '../../src/features/orders/urls.ts';
import { productsUrl } from '../../src/features/products/urls.ts';
import { weeklyUrl } from '../../src/features/weekly/urls.ts';
import { DEMO_PASSWORD, fixtureSalons, fixtureUsers } from '../support/fixture-data.ts';
import { expect, graphqlCall, signInByApi, test } from '../support/test.ts';
import { ROUND_TRIP, TAB_HEADING_MS } from '../support/waits.ts';

const SUPPORT_STAFF = 'support@piiq.demo';

/** Five admin pages, each a tab, each known by its first heading. */
const TABS = [
  { url: dashboardUrl, heading: 'Dashboard' },
  { url: appointmentsUrl, heading: 'Appointments' },
  { url: ordersUrl, heading: 'Support Your Salon Orders' },
  { url: weeklyUrl, heading: 'Weekly report' },
  { url: productsUrl, heading: 'Products' },
];

/** The live streams a page opens: GraphQL over Server-Sent Events, as lib/live-events.ts asks for them. */
function countLiveStreams(page: Page): () => number {
  let streams = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql' && request.headers()['accept'] === 'text/event-stream')
      streams += 1;
  });
  return () => streams;
}

/** The banners a page has shown, recorded as they come: each slides away by itself after a moment. */
async function recordBanners(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen = new WeakSet<Element>();
    const shown: string[] = [];
    (window as unknown as { shownBanners: string[] }).shownBanners = shown;
    new MutationObserver(() => {
      for (const card of document.querySelectorAll('[role="status"] button')) {
        if (seen.has(card) || !card.textContent) continue;
        seen.add(card);
        shown.push(card.textContent);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => [...(window as unknown as { shownBanners: string[] }).shownBanners]);
}

test.describe('admin pages in several tabs', () => {
  test('five tabs each load within moments over HTTP/1.1, hold one live stream each, and every one is told of a change', async ({
    browser,
    baseURL,
    playwright,
  }) => {
    // Five tabs, a second person, and news through the outbox: three times the configured test time.
    test.slow();
    const { id: salonId, name: salonName } = fixtureSalons.liveTabs;
    const context = await browser.newContext(baseURL ? { baseURL } : {});
    const support = await playwright.request.newContext(baseURL ? { baseURL } : {});
    try {
      await signInByApi(context.request, fixtureUsers.liveTabs.email, DEMO_PASSWORD);
      const tabs: Array<{ page: Page; streams: () => number; banners: () => Promise<string[]> }> = [];
      for (const { url, heading } of TABS) {
        const page = await context.newPage();
        const streams = countLiveStreams(page);
        const started = Date.now();
        // A browser opens six connections to a host over HTTP/1.1; every stream an open tab holds is
        // one fewer for the next tab's page, its scripts and its queries.
        await page.goto(url(salonId), { waitUntil: 'commit', timeout: TAB_HEADING_MS });
        await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible({
          timeout: Math.max(0, TAB_HEADING_MS - (Date.now() - started)),
        });
        // Streamed once the page is in: the next tab opens beside a tab that already holds its stream.
        await expect.poll(streams).toBe(1);
        tabs.push({ page, streams, banners: await recordBanners(page) });
      }

      const { salon } = await graphqlCall<{ salon: { conversation: { unreadCount: number } } }>(
        context.request,
        'query ($id: ID!) { salon(id: $id) { conversation { unreadCount } } }',
        { id: salonId },
      );
      const unread = `${salon.conversation.unreadCount + 1} unread`;
      const body = `Your mirrors ship today. (${Date.now()})`;
      await signInByApi(support, SUPPORT_STAFF, DEMO_PASSWORD);
      const { supportInbox } = await graphqlCall<{ supportInbox: Array<{ id: string; salonId: string }> }>(
        support,
        '{ supportInbox { id salonId } }',
      );
      const conversation = supportInbox.find((each) => each.salonId === salonId);
      if (!conversation) throw new Error(`${salonName} has no support conversation`);
      await graphqlCall(
        support,
        'mutation ($conversationId: ID!, $body: String!) { sendSupportMessage(conversationId: $conversationId, body: $body) { id } }',
        { conversationId: conversation.id, body },
      );

      // The conversation's change counts in every tab's menu; the news it made raises every tab's banner.
      for (const { page, banners } of tabs) {
        await expect(
          page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Messaging', exact: true }),
        ).toHaveAccessibleDescription(unread, ROUND_TRIP);
        await expect.poll(banners, ROUND_TRIP).toEqual([expect.stringContaining(body)]);
      }
      expect(tabs.map(({ streams }) => streams())).toEqual([1, 1, 1, 1, 1]);
    } finally {
      await support.dispose();
      await context.close();
    }
  });
});
