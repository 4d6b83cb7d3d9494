import { describe, expect, it } from 'vitest';
import { appointmentEventData, cartEventData, orderEventData } from './webhook-event-data.ts';

describe('webhook event data', () => {
  it('carries an appointment’s ids and rebook status, never its names or photos', () => {
    const data = appointmentEventData({
      id: 'a1',
      clientId: 'c1',
      staffId: 's1',
      createdAt: new Date('2026-11-27T03:15:00Z'),
      rebookLength: 60,
      rebookNotificationScheduledAt: new Date('2026-12-20T00:00:00Z'),
    });
    expect(data).toEqual({
      appointmentId: 'a1',
      clientId: 'c1',
      staffId: 's1',
      rebookStatus: 'SCHEDULED',
      createdAt: '2026-11-27T03:15:00.000Z',
    });
  });

  it('counts a cart’s units and total, and leaves fulfilment out until it holds something', () => {
    const cart = { id: 'k1', appointmentId: 'a1', status: null, deliveryType: 'DELIVERY' as const };
    expect(
      cartEventData(cart, [
        { quantity: 2, priceCents: 1_000 },
        { quantity: 1, priceCents: 2_495 },
      ]),
    ).toEqual({
      cartId: 'k1',
      appointmentId: 'a1',
      status: 'WAITING',
      fulfilment: 'DELIVERY',
      itemCount: 3,
      totalCents: 4_495,
    });
    expect(cartEventData(cart, [])).toMatchObject({ fulfilment: null, itemCount: 0, totalCents: 0 });
  });

  it('gives an order its state, money and source, never its client or address', () => {
    const data = orderEventData(
      {
        id: 'o1',
        orderNumber: 100245,
        appointmentId: 'a1',
        source: 'MIRROR',
        status: 'WAITING',
        deliveryType: 'DELIVERY',
        paidAt: new Date('2026-11-27T03:15:00Z'),
        refundedAt: null,
        subtotalCents: 8590,
        grandTotalCents: 9585,
      },
      2,
    );
    expect(data).toEqual({
      orderId: 'o1',
      orderNumber: 100245,
      appointmentId: 'a1',
      source: 'MIRROR',
      state: 'TO_SHIP',
      status: 'WAITING',
      fulfilment: 'DELIVERY',
      itemCount: 2,
      subtotalCents: 8590,
      totalCents: 9585,
      paidAt: '2026-11-27T03:15:00.000Z',
      refundedAt: null,
    });
  });
});
