import { describe, expect, it } from 'vitest';
import { SUPPORT_INBOX } from '../../ports/events.ts';
import { tailsOfChange, type ChangedAppointment } from './salon-change.ts';

const at = new Date('2026-11-29T03:00:00.000Z');
const appointment: ChangedAppointment = {
  id: 'a1',
  salonId: 's1',
  clientId: 'c1',
  staffId: 'st1',
  createdAt: at,
  clientName: 'Ana',
  staffName: 'Jo',
  salonPickup: false,
  purchasedItems: [],
  rebookLength: null,
  rebookDelay: null,
  rebookNotificationScheduledAt: null,
  rebookNotificationSentAt: null,
  rebookedAt: null,
};
const appointmentLive = { topic: 'appointmentUpdated', key: 's1', payload: { salonId: 's1', appointmentId: 'a1' } };
const cart = {
  id: 'k1',
  salonId: 's1',
  appointmentId: 'a1',
  status: 'WAITING' as const,
  deliveryType: 'PICKUP' as const,
};
const kinds = (tails: ReturnType<typeof tailsOfChange>) => ({
  news: tails.news.map((news) => news.kind),
  webhooks: tails.webhooks.map((event) => event.type),
  live: tails.live.map((event) => `${event.topic}:${event.key}`),
});

describe('what a change sets off', () => {
  it('a consultation opened: the appointment created, and the open pages told', () => {
    const tails = tailsOfChange({ kind: 'appointment', before: null, after: appointment, at });
    expect(kinds(tails)).toEqual({ news: [], webhooks: ['appointment.created'], live: ['appointmentUpdated:s1'] });
    expect(tails.live).toEqual([appointmentLive]);
  });

  it('notes saved: the appointment updated, no news', () => {
    const tails = tailsOfChange({ kind: 'appointment', before: appointment, after: { ...appointment }, at });
    expect(kinds(tails)).toEqual({ news: [], webhooks: ['appointment.updated'], live: ['appointmentUpdated:s1'] });
  });

  it('a rebook request: news, and its own event by the same rule', () => {
    const tails = tailsOfChange({
      kind: 'appointment',
      before: appointment,
      after: { ...appointment, rebookLength: 60 },
      at,
    });
    expect(kinds(tails).news).toEqual(['rebookRequest']);
    expect(tails.webhooks[1]).toEqual({
      type: 'rebook.requested',
      data: { appointmentId: 'a1', clientId: 'c1', requestedAt: at.toISOString() },
    });
  });

  it('a cart saved for pickup: the pickup news, the cart event, and both pages told', () => {
    const tails = tailsOfChange({
      kind: 'appointment',
      before: appointment,
      after: { ...appointment, salonPickup: true, purchasedItems: ['S1', 'S1'] },
      at,
      cart: { before: null, after: cart, lines: [{ quantity: 2, priceCents: 1500 }] },
    });
    expect(kinds(tails)).toEqual({
      news: ['pickup'],
      webhooks: ['appointment.updated', 'cart.updated'],
      live: ['appointmentUpdated:s1', 'cartUpdated:s1'],
    });
    expect(tails.webhooks[1]).toMatchObject({ data: { itemCount: 2, totalCents: 3000, fulfilment: 'PICKUP' } });
  });

  it('an order paid beside the appointment: the news of the payment, no appointment event', () => {
    const tails = tailsOfChange({
      kind: 'appointment',
      before: appointment,
      after: appointment,
      at,
      order: { before: null, after: { orderNumber: 100008, paid: true } },
    });
    expect(kinds(tails)).toEqual({ news: ['orderPaid'], webhooks: [], live: ['appointmentUpdated:s1'] });
  });

  it('a purchase that replaced the salon’s order: the replacement alone', () => {
    const tails = tailsOfChange({
      kind: 'appointment',
      before: appointment,
      after: { ...appointment, salonPickup: true, purchasedItems: ['S1'] },
      at,
      cart: { before: null, after: cart, lines: [{ quantity: 1, priceCents: 1500 }] },
      order: {
        before: { orderNumber: 100007, paid: false },
        after: { orderNumber: 100008, paid: true, replaced: { orderNumber: 100007 } },
      },
    });
    expect(kinds(tails).news).toEqual(['orderReplaced']);
  });

  it('an order written: its event, and its appointment’s and cart’s pages; an order of no appointment tells no page', () => {
    const order = {
      id: 'o1',
      salonId: 's1',
      orderNumber: 100008,
      appointmentId: 'a1',
      cartId: 'k1',
      source: 'MIRROR' as const,
      status: 'WAITING' as const,
      deliveryType: 'PICKUP' as const,
      paidAt: null,
      refundedAt: null,
      subtotalCents: 3000,
      grandTotalCents: 3000,
    };
    expect(kinds(tailsOfChange({ kind: 'order', order, units: 2 }))).toEqual({
      news: [],
      webhooks: ['order.updated'],
      live: ['appointmentUpdated:s1', 'cartUpdated:s1'],
    });
    expect(
      tailsOfChange({ kind: 'order', order: { ...order, appointmentId: null, cartId: null }, units: 2 }).live,
    ).toEqual([]);
  });

  it('a message from support: news for the salon, and both sides’ pages; a read tells only the pages', () => {
    const chat = { id: 'ch1', salonId: 's1' };
    const message = { id: 'm1', authorKind: 'SUPPORT' as const, body: 'Hello', hasAttachment: false };
    const written = tailsOfChange({
      kind: 'conversation',
      chat,
      before: { lastMessage: null },
      after: { lastMessage: message },
    });
    expect(kinds(written)).toEqual({
      news: ['message'],
      webhooks: [],
      live: ['chatUpdated:s1', `chatUpdated:${SUPPORT_INBOX}`],
    });
    expect(kinds(tailsOfChange({ kind: 'conversationRead', chat }))).toEqual({
      news: [],
      webhooks: [],
      live: ['chatUpdated:s1', `chatUpdated:${SUPPORT_INBOX}`],
    });
  });

  it('the consultation finished, a reminder sent, a photo shared, photos deleted', () => {
    expect(kinds(tailsOfChange({ kind: 'consultationFinished', appointment, at, recommendedProductCount: 4 }))).toEqual(
      { news: [], webhooks: ['consultation.finished'], live: ['appointmentUpdated:s1'] },
    );
    expect(kinds(tailsOfChange({ kind: 'reminderSent', appointment, at }))).toEqual({
      news: [],
      webhooks: ['reminder.sent'],
      live: ['appointmentUpdated:s1'],
    });
    expect(kinds(tailsOfChange({ kind: 'imageShared', appointment }))).toEqual({
      news: [],
      webhooks: [],
      live: ['appointmentUpdated:s1'],
    });
    expect(
      kinds(tailsOfChange({ kind: 'clientPhotosDeleted', salonId: 's1', clientId: 'c1', appointmentIds: ['a1'], at })),
    ).toEqual({ news: [], webhooks: ['client.photos_deleted'], live: [] });
  });
});
