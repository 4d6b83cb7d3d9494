import { describe, expect, it } from 'vitest';
import { pushForAppointmentChange, pushForCartChange, pushMessageFor, pushSubscriptionSchema } from './push.ts';

const appointment = {
  id: 'a1',
  staffName: 'Jo',
  clientName: 'Sam',
  salonPickup: false,
  purchasedItems: [],
  rebookLength: null,
};

describe('which appointment changes reach a phone', () => {
  it('pushes a pickup request when the client asks to pick up', () => {
    expect(
      pushForAppointmentChange(appointment, { ...appointment, salonPickup: true, purchasedItems: ['S1', 'S2'] }),
    ).toEqual({
      kind: 'pickup',
      title: '2 items purchased',
      body: 'Someone wants to pick up 2 product(s)',
      appointmentId: 'a1',
    });
  });

  it('pushes again when a pickup grows, but not for a change beside it', () => {
    const pickup = { ...appointment, salonPickup: true, purchasedItems: ['S1'] };
    expect(pushForAppointmentChange(pickup, { ...pickup, purchasedItems: ['S1', 'S2'] })?.body).toBe(
      'Someone wants to pick up 2 product(s)',
    );
    expect(pushForAppointmentChange(pickup, { ...pickup })).toBeNull();
  });

  it('pushes a rebook request when the stylist sends one, once', () => {
    const requested = { ...appointment, rebookLength: 45 };
    expect(pushForAppointmentChange(appointment, requested)).toEqual({
      kind: 'rebookRequest',
      title: 'Rebook request',
      body: 'Jo has sent through a rebook request for Sam',
      appointmentId: 'a1',
    });
    expect(pushForAppointmentChange(requested, { ...requested })).toBeNull();
  });

  it('pushes nothing for a change that raises no banner', () => {
    expect(pushForAppointmentChange(appointment, { ...appointment, clientName: 'Sam Lee' })).toBeNull();
  });
});

describe('which cart changes reach a phone', () => {
  const onAppointment = { appointment: { id: 'a1', clientName: 'Sam' } };

  it('pushes a retail order when one is placed', () => {
    expect(pushForCartChange(null, { status: null, items: [{ quantity: 1 }], ...onAppointment })).toEqual({
      kind: 'retailOrder',
      title: 'Retail order',
      body: 'Sam has just placed a retail order.',
      appointmentId: 'a1',
    });
    expect(
      pushForCartChange(
        { status: null, items: [] },
        { status: 'COMPLETED', items: [{ quantity: 2 }], ...onAppointment },
      )?.title,
    ).toBe('Retail order');
  });

  it('pushes nothing when an admin completes, cancels or reopens an order', () => {
    const placed = { status: 'WAITING' as const, items: [{ quantity: 1 }] };
    expect(pushForCartChange(placed, { ...placed, status: 'COMPLETED', ...onAppointment })).toBeNull();
    expect(pushForCartChange(placed, { ...placed, status: 'CANCELLED', ...onAppointment })).toBeNull();
    expect(pushForCartChange({ ...placed, status: 'CANCELLED' }, { ...placed, ...onAppointment })).toBeNull();
  });

  it('pushes nothing for a cart that is still empty', () => {
    expect(pushForCartChange(null, { status: null, items: [], ...onAppointment })).toBeNull();
  });
});

describe('the push message', () => {
  it('opens the appointment in the admin area and replaces only an older one of the same news', () => {
    expect(
      pushMessageFor('s1', { kind: 'retailOrder', title: 'Retail order', body: 'x', appointmentId: 'a1' }),
    ).toEqual({
      title: 'Retail order',
      body: 'x',
      url: '/s1/appointments/a1',
      tag: 'retailOrder:a1',
    });
  });

  it('opens the salon’s Messages page for a message, a newer one replacing the older', () => {
    expect(
      pushMessageFor('s1', {
        kind: 'message',
        title: 'New message from piiq support',
        body: 'Hi',
        appointmentId: null,
      }),
    ).toEqual({ title: 'New message from piiq support', body: 'Hi', url: '/s1/messaging', tag: 'message:s1' });
  });
});

describe('the subscription a browser sends', () => {
  const keys = { p256dh: `B${'a'.repeat(86)}`, auth: 'abcdefghijklmnopqrstuv' };

  it('accepts a push service over https, and http only on this computer', () => {
    expect(pushSubscriptionSchema.safeParse({ endpoint: 'https://fcm.googleapis.com/fcm/send/x', keys }).success).toBe(
      true,
    );
    expect(pushSubscriptionSchema.safeParse({ endpoint: 'http://127.0.0.1:9000/push/1', keys }).success).toBe(true);
    expect(pushSubscriptionSchema.safeParse({ endpoint: 'http://push.example.com/1', keys }).success).toBe(false);
    expect(pushSubscriptionSchema.safeParse({ endpoint: 'file:///etc/passwd', keys }).success).toBe(false);
    expect(pushSubscriptionSchema.safeParse({ endpoint: 'not a url', keys }).success).toBe(false);
    expect(pushSubscriptionSchema.safeParse({ endpoint: `https://x.example/${'a'.repeat(2048)}`, keys }).success).toBe(
      false,
    );
  });

  it('wants keys in base64url of the sizes browsers make', () => {
    const endpoint = 'https://updates.push.services.mozilla.com/wpush/v2/x';
    expect(pushSubscriptionSchema.safeParse({ endpoint, keys: { ...keys, auth: 'short' } }).success).toBe(false);
    expect(pushSubscriptionSchema.safeParse({ endpoint, keys: { ...keys, p256dh: `${'+'.repeat(87)}` } }).success).toBe(
      false,
    );
    expect(pushSubscriptionSchema.safeParse({ endpoint, keys: { ...keys, p256dh: 'a'.repeat(200) } }).success).toBe(
      false,
    );
  });
});
