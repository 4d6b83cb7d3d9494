import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BANNER_AUTO_HIDE_MS,
  BANNER_SLIDE_MS,
  LOADING_MESSAGES,
  LOADING_MESSAGE_INTERVAL_MS,
  itemsPurchasedText,
  loadingMessageAt,
  notificationForAppointmentUpdate,
  notificationForCartUpdate,
  pickupRequestText,
  rebookRequestText,
  retailOrderText,
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

describe('live event notifications', () => {
  it('announces a pickup before a rebook request', () => {
    expect(
      notificationForAppointmentUpdate({ id: 'a1', salonPickup: true, purchasedItems: ['x', 'y'], rebookLength: 60 }),
    ).toEqual({
      title: '2 items purchased',
      body: 'Someone wants to pick up 2 product(s)',
      appointmentId: 'a1',
    });
    expect(
      notificationForAppointmentUpdate({ id: 'a1', rebookLength: 60, staffName: 'Jo', clientName: 'Ana' }),
    ).toEqual({
      title: 'Rebook request',
      body: 'Jo has sent through a rebook request for Ana',
      appointmentId: 'a1',
    });
    expect(notificationForAppointmentUpdate({ id: 'a1' })).toBeNull();
  });

  it('announces a cart update unless that appointment is open', () => {
    const event = { status: 'WAITING' as const, appointment: { id: 'a1', clientName: 'Ana' } };
    expect(notificationForCartUpdate(event, null)).toEqual({
      title: 'Retail order',
      body: 'Ana has just placed a retail order.',
      appointmentId: 'a1',
    });
    expect(notificationForCartUpdate(event, 'a1')).toBeNull();
    expect(notificationForCartUpdate({ ...event, status: 'CANCELLED' }, null)).toBeNull();
  });
});
