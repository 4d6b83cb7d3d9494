// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TopBannerProvider, useTopBanner } from '../../components/top-banner.tsx';
import { startAppointmentLive } from './appointment-live.ts';

/** What the server tells of one change, by kind, in the order the salon's one stream carries them. */
type Streams = Partial<Record<'appointmentUpdated' | 'cartUpdated' | 'salonAnnounced', unknown[]>>;

function serve(streams: Streams) {
  const opened: string[] = [];
  const events = [
    ...(streams.appointmentUpdated ?? []).map((appointment) => ({ __typename: 'AppointmentChanged', appointment })),
    ...(streams.cartUpdated ?? []).map((cart) => ({ __typename: 'CartChanged', cart })),
    ...(streams.salonAnnounced ?? []).map((announcement) => ({ __typename: 'NewsAnnounced', announcement })),
  ];
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
    const { query } = JSON.parse(String(init.body)) as { query: string };
    if (!query.includes('salonEvents(')) throw new Error(`unexpected request: ${query}`);
    opened.push('salonEvents');
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const event of events) {
          controller.enqueue(
            encoder.encode(`event: next\ndata: ${JSON.stringify({ data: { salonEvents: event } })}\n\n`),
          );
        }
        init.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
      },
    });
    return Promise.resolve(new Response(body, { headers: { 'content-type': 'text/event-stream' } }));
  });
  return opened;
}

const shown: string[] = [];
/** What a click on a banner opened: the appointment, or the Messages page for a message. */
const opened: Array<string | null> = [];
let refreshes = 0;

function Live({ openAppointmentId, messagingOpen }: { openAppointmentId: string | null; messagingOpen: boolean }) {
  const banner = useTopBanner();
  useEffect(
    () =>
      startAppointmentLive({
        salonId: 's1',
        queryClient: new QueryClient(),
        openAppointmentId: () => openAppointmentId,
        messagingOpen: () => messagingOpen,
        openNews: (notification) => opened.push(notification.appointmentId),
        onSalonChange: () => (refreshes += 1),
        showBanner: (notification) => {
          shown.push(notification.body);
          banner.show({
            title: notification.title,
            body: notification.body,
            onClick: () => opened.push(notification.appointmentId),
          });
        },
      }),
    [banner, openAppointmentId, messagingOpen],
  );
  return null;
}

const renderLive = (openAppointmentId: string | null = null, messagingOpen = false) =>
  render(
    <TopBannerProvider>
      <Live openAppointmentId={openAppointmentId} messagingOpen={messagingOpen} />
    </TopBannerProvider>,
  );

/** A message support sent, as the server tells it. */
const supportMessage = {
  kind: 'message',
  title: 'New message from piiq support',
  body: 'Try the new code in Settings.',
  appointmentId: null,
};

/** An appointment as the server answers it after notes are saved: a pickup and a rebook request it already had. */
const withPickupAndRebook = {
  id: 'a1',
  clientName: 'Zoe',
  staffName: 'Maya',
  salonPickup: true,
  purchasedItems: ['S1', 'S2'],
  rebookLength: 60,
};

/** A cart saved for pickup at the mirror: the appointment, its cart and the one piece of news it made. */
const pickupSaved: Streams = {
  appointmentUpdated: [withPickupAndRebook],
  cartUpdated: [{ id: 'c1', status: 'WAITING', appointment: { id: 'a1', clientName: 'Zoe' } }],
  salonAnnounced: [
    {
      kind: 'pickup',
      title: '2 items purchased',
      body: 'Someone wants to pick up 2 product(s)',
      appointmentId: 'a1',
    },
  ],
};

beforeEach(() => {
  shown.length = 0;
  opened.length = 0;
  refreshes = 0;
  // The page is in front: the banner is the notification, no browser one.
  vi.spyOn(document, 'hidden', 'get').mockReturnValue(false);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the admin page’s banners', () => {
  it('shows one banner for a cart saved for pickup, in its own words, though the appointment and the cart both changed', async () => {
    serve(pickupSaved);
    renderLive();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Someone wants to pick up 2 product(s)'));
    await waitFor(() => expect(refreshes).toBe(2));
    expect(shown).toEqual(['Someone wants to pick up 2 product(s)']);
  });

  it('shows a rebook request by its own words beside a pickup', async () => {
    serve({
      appointmentUpdated: [withPickupAndRebook],
      salonAnnounced: [
        {
          kind: 'rebookRequest',
          title: 'Rebook request',
          body: 'Maya has sent through a rebook request for Zoe',
          appointmentId: 'a1',
        },
      ],
    });
    renderLive();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Maya has sent through a rebook request for Zoe'),
    );
    await waitFor(() => expect(refreshes).toBe(1));
    expect(shown).toEqual(['Maya has sent through a rebook request for Zoe']);
  });

  it('shows nothing for a change that made no news, such as notes saved on a pickup', async () => {
    const opened = serve({ appointmentUpdated: [withPickupAndRebook, withPickupAndRebook] });
    renderLive();
    await waitFor(() => expect(refreshes).toBe(2));
    expect(opened).toEqual(['salonEvents']);
    expect(shown).toEqual([]);
  });

  it('shows no banner for the record already open, which shows the change itself', async () => {
    serve({
      salonAnnounced: [
        ...(pickupSaved.salonAnnounced ?? []),
        {
          kind: 'retailOrder',
          title: 'Retail order',
          body: 'Sam has just placed a retail order.',
          appointmentId: 'a2',
        },
      ],
    });
    renderLive('a1');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Sam has just placed a retail order.'));
    expect(shown).toEqual(['Sam has just placed a retail order.']);
  });

  it('shows an order replaced by the client’s online purchase even on its open record, whose order just changed', async () => {
    const replaced = 'Ava paid online for order 100008, which replaces order 100007. Order 100007 is cancelled.';
    serve({
      salonAnnounced: [
        ...(pickupSaved.salonAnnounced ?? []),
        { kind: 'orderReplaced', title: 'Order replaced', body: replaced, appointmentId: 'a1' },
      ],
    });
    renderLive('a1');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(replaced));
    expect(shown).toEqual([replaced]);
  });

  it('shows a message from support in its own words, and its click opens the Messages page', async () => {
    serve({ salonAnnounced: [supportMessage] });
    renderLive('a1');
    const opening = await screen.findByRole('button', { name: /New message from piiq support/ });
    expect(opening).toHaveTextContent('Try the new code in Settings.');
    expect(shown).toEqual(['Try the new code in Settings.']);
    fireEvent.click(opening);
    expect(opened).toEqual([null]);
  });

  it('shows no banner for a message while the Messages page is open, which shows it itself', async () => {
    serve({ salonAnnounced: [supportMessage, pickupSaved.salonAnnounced?.[0]] });
    renderLive(null, true);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Someone wants to pick up 2 product(s)'));
    expect(shown).toEqual(['Someone wants to pick up 2 product(s)']);
  });
});
