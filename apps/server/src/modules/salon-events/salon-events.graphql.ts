import { map, Repeater } from 'graphql-yoga';
import { notFound } from '../../errors.ts';
import { builder } from '../../graphql/builder.ts';
import { whileAllowed } from '../../graphql/live-access.ts';
import { readOnce } from '../../graphql/read-once.ts';
import type { EventPayloads } from '../../ports/events.ts';
import { AppointmentRef, CartRef } from '../appointments/appointments.graphql.ts';
import { ConversationRef } from '../messaging/messaging.graphql.ts';
import { SalonAnnouncementRef } from '../notifications/notifications.graphql.ts';

/*
 * The salon's live events as its admin pages follow them, on one stream. A module of its own, above
 * those whose events it merges (appointments, notifications, messaging), which it reaches through
 * their services and GraphQL types: nothing imports it, so the modules still import one way.
 */

/**
 * One event of the salon's admin pages, tagged with its kind. `change` is the published payload
 * itself, the object every listener of the salon shares, so its row is read once for all of them.
 */
type SalonEvent =
  | { kind: 'appointment'; change: EventPayloads['appointmentUpdated'] }
  | { kind: 'cart'; change: EventPayloads['cartUpdated'] }
  | { kind: 'news'; change: EventPayloads['salonAnnounced'] }
  | { kind: 'conversation'; change: EventPayloads['chatUpdated'] };

type EventOf<K extends SalonEvent['kind']> = Extract<SalonEvent, { kind: K }>;

const AppointmentChangedRef = builder.objectRef<EventOf<'appointment'>>('AppointmentChanged').implement({
  description: 'One of the salon’s appointments changed (what appointmentUpdated tells).',
  fields: (t) => ({
    appointment: t.field({
      type: AppointmentRef,
      resolve: async ({ change }, _args, context) => {
        const appointment = await readOnce(change, 'appointment', () =>
          context.services.appointments.findAppointment(change.appointmentId),
        );
        if (!appointment) throw notFound();
        return appointment;
      },
    }),
  }),
});

const CartChangedRef = builder.objectRef<EventOf<'cart'>>('CartChanged').implement({
  description: 'One of the salon’s carts changed, its items or its status (what cartUpdated tells).',
  fields: (t) => ({
    cart: t.field({
      type: CartRef,
      resolve: async ({ change }, _args, context) => {
        const cart = await readOnce(change, 'cart', () => context.services.appointments.findCart(change.cartId));
        if (!cart) throw notFound();
        return cart;
      },
    }),
  }),
});

const NewsAnnouncedRef = builder.objectRef<EventOf<'news'>>('NewsAnnounced').implement({
  description: 'A change made news for the salon’s admins (what salonAnnounced tells).',
  fields: (t) => ({
    announcement: t.field({ type: SalonAnnouncementRef, resolve: ({ change }) => change.announcement }),
  }),
});

const ConversationChangedRef = builder.objectRef<EventOf<'conversation'>>('ConversationChanged').implement({
  description: 'The salon’s support conversation got a message or was read (what conversationUpdated tells).',
  fields: (t) => ({
    conversation: t.field({
      type: ConversationRef,
      resolve: async ({ change }, _args, context) => {
        const conversation = await readOnce(change, 'conversation', () =>
          context.services.messaging.ofSalon(change.salonId),
        );
        if (!conversation) throw notFound();
        return conversation;
      },
    }),
  }),
});

const typeOfKind = {
  appointment: 'AppointmentChanged',
  cart: 'CartChanged',
  news: 'NewsAnnounced',
  conversation: 'ConversationChanged',
} as const satisfies Record<SalonEvent['kind'], string>;

const SalonEventRef = builder.unionType('SalonEvent', {
  description: 'One of the events the salon’s admin pages follow; `__typename` says which.',
  types: [AppointmentChangedRef, CartChangedRef, NewsAnnouncedRef, ConversationChangedRef],
  resolveType: (event) => typeOfKind[event.kind],
});

/**
 * Each published change, tagged once: every listener of the salon receives the same event object, so
 * its rows and its access check (live-access.ts) are shared by all of them, as for the fields of one kind.
 */
const taggedChanges = new WeakMap<object, SalonEvent>();

function tagged<K extends SalonEvent['kind']>(
  kind: K,
  source: AsyncIterable<EventOf<K>['change']>,
): AsyncIterable<SalonEvent> {
  // Yoga's map, not an async generator: ending the stream must end the subscription at once, where a
  // generator waiting for its next event would hold it until that event came. TypeScript does not
  // pair a generic kind with its payload, so the pair is asserted here, where the signature ties them.
  return map((change: EventOf<K>['change']) => {
    let event = taggedChanges.get(change);
    if (!event) taggedChanges.set(change, (event = { kind, change } as SalonEvent));
    return event;
  })(source);
}

builder.subscriptionFields((t) => ({
  salonEvents: t.field({
    type: SalonEventRef,
    description:
      'Everything the salon’s admin pages follow, in one stream: appointment and cart changes, news, and the support conversation. It holds one connection where the four fields of one kind hold four, and a browser opens at most six to a host over HTTP/1.1.',
    authScopes: (_root, args) => ({ salonAdmin: String(args.salonId) }),
    args: { salonId: t.arg.id({ required: true }) },
    subscribe: (_root, args, context) => {
      const salonId = String(args.salonId);
      const { appointments, notifications, messaging } = context.services;
      return whileAllowed(
        context,
        { salonAdmin: salonId },
        Repeater.merge([
          tagged('appointment', appointments.subscribeToAppointments(salonId)),
          tagged('cart', appointments.subscribeToCarts(salonId)),
          tagged('news', notifications.subscribeToAnnouncements(salonId)),
          tagged('conversation', messaging.subscribeToSalon(salonId)),
        ]),
      );
    },
    resolve: (event) => event,
  }),
}));
