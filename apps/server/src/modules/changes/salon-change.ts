import type { CartLike } from '@piiq/domain/cart';
import {
  announcementsOfChange,
  type AnnouncedAppointment,
  type AnnouncedConversation,
  type AnnouncedState,
  type SalonNotification,
} from '@piiq/domain/notifications';
import { appointmentEventData, cartEventData, orderEventData } from '@piiq/domain/webhook-event-data';
import type { WebhookEventData, WebhookEventType } from '@piiq/domain/webhook-events';
import { SUPPORT_INBOX, type EventPayloads, type EventTopic } from '../../ports/events.ts';

/** An appointment as its change is told: what its webhook event carries and what its news reads. */
export type ChangedAppointment = Parameters<typeof appointmentEventData>[0] &
  AnnouncedAppointment & { salonId: string };

type CartOfEvent = Parameters<typeof cartEventData>[0];
type OrderOfEvent = Parameters<typeof orderEventData>[0] & { salonId: string; cartId: string | null };

/** The order of a change as the news reads it: its number, whether it is paid, the salon's order it replaced. */
type OrderNews = NonNullable<AnnouncedState['order']>;

/**
 * What changed in a salon, said once by the service that changed it, inside its transaction.
 * Everything else a change sets off (the admins' news and Web Push, the salon's webhook events, the
 * live events of the open pages) is decided from it by `tailsOfChange`, and nowhere else.
 */
export type SalonChange =
  /**
   * An appointment written: opened at the mirror (no `before`), joined, analysed, rebooked, noted;
   * `after` is `before` itself when the change left the appointment as it was (an order paid beside
   * it). `cart` when the change filled the cart; `order` when it made or paid a retail order.
   */
  | {
      kind: 'appointment';
      before: ChangedAppointment | null;
      after: ChangedAppointment;
      at: Date;
      cart?: {
        before: CartLike | null;
        after: CartOfEvent & { salonId: string };
        lines: ReadonlyArray<{ quantity: number; priceCents: number }>;
      };
      order?: { before: OrderNews | null; after: OrderNews };
    }
  /** The consultation at the mirror ended, with this many products recommended. */
  | { kind: 'consultationFinished'; appointment: ChangedAppointment; at: Date; recommendedProductCount: number }
  /** The client was emailed their rebook reminder. */
  | { kind: 'reminderSent'; appointment: ChangedAppointment; at: Date }
  /** A client shared a kept photo of their visit from the portal: the record has one more share. */
  | { kind: 'imageShared'; appointment: { id: string; salonId: string } }
  /** A client's photos and hair analysis were deleted at the salon. */
  | { kind: 'clientPhotosDeleted'; salonId: string; clientId: string; appointmentIds: string[]; at: Date }
  /** A retail order written (placed, changed, paid, moved, refunded), with how many units it holds. */
  | { kind: 'order'; order: OrderOfEvent; units: number }
  /** A message written in the salon's conversation with the support team. */
  | {
      kind: 'conversation';
      chat: { id: string; salonId: string };
      before: AnnouncedConversation;
      after: AnnouncedConversation;
    }
  /** One side read the conversation. */
  | { kind: 'conversationRead'; chat: { id: string; salonId: string } };

/** One live event, published once the change is committed. */
export type LiveEvent = {
  [K in EventTopic]: { topic: K; key: string; payload: EventPayloads[K] };
}[EventTopic];

export type WebhookEvent = {
  [T in WebhookEventType]: { type: T; data: WebhookEventData[T] };
}[WebhookEventType];

/** What a change sets off. */
export interface ChangeTails {
  /** For the salon's admins: each a banner on the pages open now and a Web Push to their devices. */
  news: SalonNotification[];
  /** For the salon's webhook endpoints. */
  webhooks: WebhookEvent[];
  /** For the open pages, which read again what changed. */
  live: LiveEvent[];
}

const appointmentLive = (appointment: { id: string; salonId: string }): LiveEvent => ({
  topic: 'appointmentUpdated',
  key: appointment.salonId,
  payload: { salonId: appointment.salonId, appointmentId: appointment.id },
});

const cartLive = (salonId: string, cartId: string, appointmentId: string): LiveEvent => ({
  topic: 'cartUpdated',
  key: salonId,
  payload: { salonId, cartId, appointmentId },
});

/** Both sides' pages of a conversation: the salon's, and the support team's inbox. */
function conversationLive(chat: { id: string; salonId: string }): LiveEvent[] {
  const payload = { salonId: chat.salonId, chatId: chat.id };
  return [
    { topic: 'chatUpdated', key: chat.salonId, payload },
    { topic: 'chatUpdated', key: SUPPORT_INBOX, payload },
  ];
}

function appointmentTails(change: Extract<SalonChange, { kind: 'appointment' }>): ChangeTails {
  const { before, after, cart, order } = change;
  const stateBefore: AnnouncedState = {
    ...(before ? { appointment: before } : {}),
    ...(cart ? { cart: cart.before } : {}),
    ...(order ? { order: order.before } : {}),
  };
  const stateAfter: AnnouncedState = {
    appointment: after,
    ...(cart ? { cart: { status: cart.after.status, items: cart.lines } } : {}),
    ...(order ? { order: order.after } : {}),
  };
  const news = announcementsOfChange(stateBefore, stateAfter);
  const webhooks: WebhookEvent[] = [];
  if (!before) webhooks.push({ type: 'appointment.created', data: appointmentEventData(after) });
  else if (after !== before) webhooks.push({ type: 'appointment.updated', data: appointmentEventData(after) });
  if (cart) webhooks.push({ type: 'cart.updated', data: cartEventData(cart.after, cart.lines) });
  // A rebook request is an event by the same rule that tells the admins of one.
  if (news.some((piece) => piece.kind === 'rebookRequest'))
    webhooks.push({
      type: 'rebook.requested',
      data: { appointmentId: after.id, clientId: after.clientId, requestedAt: change.at.toISOString() },
    });
  return {
    news,
    webhooks,
    live: [appointmentLive(after), ...(cart ? [cartLive(cart.after.salonId, cart.after.id, after.id)] : [])],
  };
}

/** The one rule of what each kind of change sets off. */
export function tailsOfChange(change: SalonChange): ChangeTails {
  switch (change.kind) {
    case 'appointment':
      return appointmentTails(change);
    case 'consultationFinished': {
      const { appointment } = change;
      return {
        news: [],
        webhooks: [
          {
            type: 'consultation.finished',
            data: {
              appointmentId: appointment.id,
              clientId: appointment.clientId,
              finishedAt: change.at.toISOString(),
              recommendedProductCount: change.recommendedProductCount,
            },
          },
        ],
        live: [appointmentLive(appointment)],
      };
    }
    case 'reminderSent': {
      const { appointment } = change;
      return {
        news: [],
        webhooks: [
          {
            type: 'reminder.sent',
            data: { appointmentId: appointment.id, clientId: appointment.clientId, sentAt: change.at.toISOString() },
          },
        ],
        live: [appointmentLive(appointment)],
      };
    }
    case 'imageShared':
      return { news: [], webhooks: [], live: [appointmentLive(change.appointment)] };
    case 'clientPhotosDeleted':
      return {
        news: [],
        webhooks: [
          {
            type: 'client.photos_deleted',
            data: {
              clientId: change.clientId,
              appointmentIds: change.appointmentIds,
              deletedAt: change.at.toISOString(),
            },
          },
        ],
        live: [],
      };
    case 'order': {
      const { order } = change;
      const { appointmentId, cartId, salonId } = order;
      return {
        news: [],
        webhooks: [{ type: 'order.updated', data: orderEventData(order, change.units) }],
        live: appointmentId
          ? [
              appointmentLive({ id: appointmentId, salonId }),
              ...(cartId ? [cartLive(salonId, cartId, appointmentId)] : []),
            ]
          : [],
      };
    }
    case 'conversation':
      return {
        news: announcementsOfChange({ conversation: change.before }, { conversation: change.after }),
        webhooks: [],
        live: conversationLive(change.chat),
      };
    case 'conversationRead':
      return { news: [], webhooks: [], live: conversationLive(change.chat) };
  }
}

/** The salon a change is of. */
export function salonOfChange(change: SalonChange): string {
  switch (change.kind) {
    case 'appointment':
      return change.after.salonId;
    case 'consultationFinished':
    case 'reminderSent':
    case 'imageShared':
      return change.appointment.salonId;
    case 'clientPhotosDeleted':
      return change.salonId;
    case 'order':
      return change.order.salonId;
    case 'conversation':
    case 'conversationRead':
      return change.chat.salonId;
  }
}
