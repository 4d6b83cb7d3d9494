import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BANNER_AUTO_HIDE_MS,
  BANNER_SLIDE_MS,
  LOADING_MESSAGES,
  LOADING_MESSAGE_INTERVAL_MS,
  itemsPurchasedText,
  loadingMessageAt,
  announcementsOfChange,
  clientRebookRequestText,
  messagePreviewText,
  type AnnouncedAppointment,
  type AnnouncedConversation,
  type AnnouncedState,
  pickupRequestText,
  rebookRequestText,
  retailOrderText,
  toldOnOpenRecord,
} from './notifications.ts';

describe('texts', () => {
  it('uses the product’s wording', () => {
    expect(itemsPurchasedText(3)).toBe('3 items purchased');
    expect(itemsPurchasedText(1)).toBe('1 items purchased');
    expect(pickupRequestText(2)).toBe('Someone wants to pick up 2 product(s)');
    expect(rebookRequestText('Jo', 'Ana')).toBe('Jo has sent through a rebook request for Ana');
    expect(retailOrderText('Ana')).toBe('Ana has just placed a retail order.');
  });

  it('reads naturally without names', () => {
    expect(rebookRequestText(null, ' ')).toBe('A stylist has sent through a rebook request for a client');
    expect(retailOrderText(undefined)).toBe('A client has just placed a retail order.');
    expect(clientRebookRequestText(' ')).toBe('A client has asked to rebook');
  });
});

describe('timings', () => {
  it('has the product’s timings', () => {
    expect(BANNER_AUTO_HIDE_MS).toBe(2500);
    expect(BANNER_SLIDE_MS).toBe(200);
    expect(LOADING_MESSAGE_INTERVAL_MS).toBe(1100);
    expect(LOADING_MESSAGES).toHaveLength(8);
    expect(new Set(LOADING_MESSAGES).size).toBe(8);
  });

  it('cycles the loading messages every 1.1 s', () => {
    expect(loadingMessageAt(0)).toBe(LOADING_MESSAGES[0]);
    expect(loadingMessageAt(1099)).toBe(LOADING_MESSAGES[0]);
    expect(loadingMessageAt(1100)).toBe(LOADING_MESSAGES[1]);
    expect(loadingMessageAt(8 * 1100)).toBe(LOADING_MESSAGES[0]);
    expect(loadingMessageAt(-5)).toBe(LOADING_MESSAGES[0]);
    fc.assert(
      fc.property(fc.nat(10_000_000), (elapsed) => {
        expect(loadingMessageAt(elapsed + 8 * LOADING_MESSAGE_INTERVAL_MS)).toBe(loadingMessageAt(elapsed));
      }),
    );
  });
});

describe('what a change announces', () => {
  const appointment: AnnouncedAppointment = {
    id: 'a1',
    staffName: 'Jo',
    clientName: 'Ana',
    salonPickup: false,
    purchasedItems: [],
    rebookLength: null,
  };
  const noCart: AnnouncedState = { appointment, cart: null };
  const pickupOf = (count: number): AnnouncedState => ({
    appointment: { ...appointment, salonPickup: true, purchasedItems: Array.from({ length: count }, () => 'S1') },
    cart: { status: 'WAITING', items: [{ quantity: count }] },
  });
  const pickupNews = (count: number) => ({
    kind: 'pickup',
    title: `${count} items purchased`,
    body: `Someone wants to pick up ${count} product(s)`,
    appointmentId: 'a1',
  });
  const rebookNews = {
    kind: 'rebookRequest',
    title: 'Rebook request',
    body: 'Jo has sent through a rebook request for Ana',
    appointmentId: 'a1',
  };
  const withRebook = (state: AnnouncedState): AnnouncedState => ({
    ...state,
    appointment: { ...appointment, ...state.appointment, rebookLength: 60 },
  });

  it('names the client as the one who asked when the request is the client’s own', () => {
    const asked = withRebook({ appointment });
    expect(
      announcementsOfChange({ appointment }, { appointment: { ...asked.appointment!, rebookAskedByClient: true } }),
    ).toEqual([{ ...rebookNews, body: 'Ana has asked to rebook' }]);
    expect(announcementsOfChange({ appointment }, asked)).toEqual([rebookNews]);
  });

  it('announces a cart saved for pickup once, as a pickup and not also as a retail order', () => {
    expect(announcementsOfChange(noCart, pickupOf(2))).toEqual([pickupNews(2)]);
  });

  it('announces nothing when the same cart is saved again, and a pickup again when it grows', () => {
    expect(announcementsOfChange(pickupOf(2), pickupOf(2))).toEqual([]);
    expect(announcementsOfChange(pickupOf(2), pickupOf(3))).toEqual([pickupNews(3)]);
  });

  it('announces an order to deliver as a retail order, once', () => {
    const delivery: AnnouncedState = { appointment, cart: { status: null, items: [{ quantity: 1 }] } };
    const news = {
      kind: 'retailOrder',
      title: 'Retail order',
      body: 'Ana has just placed a retail order.',
      appointmentId: 'a1',
    };
    expect(announcementsOfChange(noCart, delivery)).toEqual([news]);
    expect(announcementsOfChange({ appointment, cart: { status: null, items: [] } }, delivery)).toEqual([news]);
    expect(announcementsOfChange(delivery, delivery)).toEqual([]);
  });

  it('announces nothing when an admin completes, cancels or reopens an order', () => {
    const placed = { status: 'WAITING' as const, items: [{ quantity: 1 }] };
    for (const [from, to] of [
      ['WAITING', 'COMPLETED'],
      ['WAITING', 'CANCELLED'],
      ['CANCELLED', 'WAITING'],
    ] as const) {
      expect(
        announcementsOfChange(
          { appointment, cart: { ...placed, status: from } },
          { appointment, cart: { ...placed, status: to } },
        ),
      ).toEqual([]);
    }
  });

  it('announces a rebook request in its own words even when a pickup is already chosen', () => {
    expect(announcementsOfChange(pickupOf(2), withRebook(pickupOf(2)))).toEqual([rebookNews]);
    expect(announcementsOfChange(noCart, withRebook(noCart))).toEqual([rebookNews]);
  });

  it('announces each piece of news of one change once', () => {
    expect(announcementsOfChange(noCart, withRebook(pickupOf(1)))).toEqual([pickupNews(1), rebookNews]);
  });

  it('announces nothing again when notes are saved or the consultation finishes', () => {
    const requested = withRebook(pickupOf(2));
    const { cart: _untouched, ...notesSaved } = requested;
    expect(announcementsOfChange(notesSaved, { appointment: { ...appointment, ...requested.appointment } })).toEqual(
      [],
    );
    expect(announcementsOfChange(requested, requested)).toEqual([]);
  });

  it('announces a purchase that replaced the salon’s pickup as the replacement alone, naming both orders', () => {
    const held: AnnouncedState = { ...pickupOf(1), order: { orderNumber: 100007, paid: false } };
    const bought: AnnouncedState = {
      ...pickupOf(2),
      appointment: { ...pickupOf(2).appointment!, clientName: 'Ava Martin' },
      order: { orderNumber: 100008, paid: true, replaced: { orderNumber: 100007 } },
    };
    expect(announcementsOfChange(held, bought)).toEqual([
      {
        kind: 'orderReplaced',
        title: 'Order replaced',
        body: 'Ava Martin paid online for order 100008, which replaces order 100007. Order 100007 is cancelled.',
        appointmentId: 'a1',
      },
    ]);
    const { replaced: _told, ...paidBeside } = bought.order!;
    expect(announcementsOfChange(held, { ...bought, order: paidBeside }).map((news) => news.kind)).toEqual(['pickup']);
  });

  it('announces nothing for a change beside the news, nor for a cart left empty', () => {
    expect(announcementsOfChange(noCart, { appointment: { ...appointment, clientName: 'Ana Lee' } })).toEqual([]);
    expect(announcementsOfChange(noCart, { appointment, cart: { status: null, items: [] } })).toEqual([]);
  });
});

describe('a message from the support team', () => {
  type Message = NonNullable<AnnouncedConversation['lastMessage']>;
  const said = (id: string, authorKind: Message['authorKind'], body: string, hasAttachment = false) => ({
    conversation: { lastMessage: { id, authorKind, body, hasAttachment } },
  });
  const earlier = said('m1', 'SALON', 'Hi, a question about the mirror');
  const news = (body: string) => ({
    kind: 'message',
    title: 'New message from piiq support',
    body,
    appointmentId: null,
  });

  it('announces a message support sent once, by its first line', () => {
    const answered = said('m2', 'SUPPORT', 'Happy to help!\nThe mirror restarts at night.');
    expect(announcementsOfChange(earlier, answered)).toEqual([news('Happy to help!')]);
    expect(announcementsOfChange({ conversation: { lastMessage: null } }, answered)).toEqual([news('Happy to help!')]);
    expect(announcementsOfChange(answered, answered)).toEqual([]);
  });

  it('announces an image alone as an attachment', () => {
    expect(announcementsOfChange(earlier, said('m2', 'SUPPORT', '', true))).toEqual([news('Sent you an attachment.')]);
  });

  it('announces nothing for a message the salon’s own admin wrote, nor for the product’s own', () => {
    expect(announcementsOfChange(earlier, said('m2', 'SALON', 'Thanks'))).toEqual([]);
    expect(announcementsOfChange(earlier, said('m2', 'SYSTEM', 'Welcome to piiq'))).toEqual([]);
  });

  it('announces no message for a change that did not touch the conversation', () => {
    const appointment: AnnouncedAppointment = { id: 'a1' };
    expect(announcementsOfChange({ appointment }, { appointment, ...said('m2', 'SUPPORT', 'Hello') })).toEqual([]);
  });

  it('cuts a long first line to fit a notification', () => {
    const long = 'word '.repeat(60);
    const preview = messagePreviewText(long, false);
    expect(preview.length).toBeLessThanOrEqual(100);
    expect(preview.endsWith('…')).toBe(true);
    expect(messagePreviewText('\n  \nSecond line first', false)).toBe('Second line first');
  });
});

describe('news told on the record already open', () => {
  it('is only an order replaced under it: the record shows every other change itself', () => {
    expect(toldOnOpenRecord({ kind: 'orderReplaced' })).toBe(true);
    for (const kind of ['pickup', 'retailOrder', 'rebookRequest', 'message'] as const) {
      expect(toldOnOpenRecord({ kind })).toBe(false);
    }
  });
});
