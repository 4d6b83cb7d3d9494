/**
 * The events a salon can subscribe a webhook endpoint to: the one catalogue the server sends from,
 * Settings > Integrations offers and the developer page documents. A payload carries ids and states,
 * never photos or a client's contact details: the receiver reads more through the API with a key.
 */

/** Raised when a payload changes shape in a way a receiver could notice; sent in every payload. */
export const WEBHOOK_PAYLOAD_VERSION = '2026-11-27';

export const WEBHOOK_EVENT_TYPES = [
  'appointment.created',
  'appointment.updated',
  'consultation.finished',
  'cart.updated',
  'order.updated',
  'rebook.requested',
  'reminder.sent',
  'client.photos_deleted',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The event sent by "Send test event": to no subscription, only to the endpoint it is sent to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** The data of "Send test event": which endpoint it was sent to, so a receiver can tell it apart. */
export interface WebhookTestData {
  endpointId: string;
  message: string;
}

export const WEBHOOK_TEST_MESSAGE = 'A test event from piiq: this endpoint receives and verifies deliveries.';

export interface AppointmentEventData {
  appointmentId: string;
  clientId: string | null;
  /** The stylist (a team member), when one is set. */
  staffId: string | null;
  /** The rebook status: "N/A", "OPEN", "SCHEDULED" (a reminder is set) or "COMPLETED" (rebooked). */
  rebookStatus: string;
  createdAt: string;
}

export interface ConsultationFinishedData {
  appointmentId: string;
  clientId: string | null;
  finishedAt: string;
  /** How many products the mirror recommended. */
  recommendedProductCount: number;
}

export interface CartEventData {
  cartId: string;
  appointmentId: string;
  /** "WAITING", "COMPLETED" or "CANCELLED". */
  status: string;
  /** "PICKUP" or "DELIVERY", null until the client chooses. */
  fulfilment: string | null;
  itemCount: number;
  /** In cents, in the salon's currency. */
  totalCents: number;
}

export interface OrderEventData {
  orderId: string;
  orderNumber: number;
  /** Null for an order placed through the partner, without a session. */
  appointmentId: string | null;
  /** "MIRROR", "PORTAL" or "PARTNER". */
  source: string;
  /** What the salon does next: "AWAITING_PAYMENT", "READY_TO_HAND_OVER", "TO_SHIP", "COMPLETED", "CANCELLED" or "REFUNDED". */
  state: string;
  /** The cart's words for the salon's status: "WAITING", "COMPLETED" or "CANCELLED". */
  status: string;
  /** "PICKUP" or "DELIVERY". */
  fulfilment: string;
  itemCount: number;
  /** In cents, in the salon's currency: the lines, then with delivery. */
  subtotalCents: number;
  totalCents: number;
  /** When the client paid online (or the partner was paid); null until then, and for a pickup paid in the salon. */
  paidAt: string | null;
  refundedAt: string | null;
}

export interface RebookRequestedData {
  appointmentId: string;
  clientId: string | null;
  requestedAt: string;
}

export interface ReminderSentData {
  appointmentId: string;
  clientId: string | null;
  sentAt: string;
}

export interface ClientPhotosDeletedData {
  clientId: string;
  /** The appointments whose photos were deleted. */
  appointmentIds: string[];
  deletedAt: string;
}

export interface WebhookEventData {
  'appointment.created': AppointmentEventData;
  'appointment.updated': AppointmentEventData;
  'consultation.finished': ConsultationFinishedData;
  'cart.updated': CartEventData;
  'order.updated': OrderEventData;
  'rebook.requested': RebookRequestedData;
  'reminder.sent': ReminderSentData;
  'client.photos_deleted': ClientPhotosDeletedData;
}

/** The body of every delivery. `id` is the event's; the `webhook-id` header is the delivery's. */
export interface WebhookPayload<T extends WebhookEventType = WebhookEventType> {
  id: string;
  type: T;
  version: typeof WEBHOOK_PAYLOAD_VERSION;
  salonId: string;
  occurredAt: string;
  data: WebhookEventData[T];
}

const SALON = '3f0c2a4e-8d5b-4c1a-9e7f-2b6d8a1c5e90';
const APPOINTMENT = '7a1e9c3b-5d2f-4b8a-a6c4-0e9d1f3b7a25';
const CLIENT = 'c4b8e2d6-1a3f-4e9c-b5d7-8f2a6c0e4b13';
const AT = '2026-11-27T03:15:00.000Z';

/** What each event means and an example of its data, for the settings screen and the developer page. */
export const WEBHOOK_EVENTS: Record<
  WebhookEventType,
  { label: string; description: string; example: WebhookEventData[WebhookEventType] }
> = {
  'appointment.created': {
    label: 'Appointment created',
    description: 'A stylist started a consultation at the mirror.',
    example: {
      appointmentId: APPOINTMENT,
      clientId: CLIENT,
      staffId: '5e2d8b1f-9c4a-4f7e-8a3b-6d1c0f9e2a47',
      rebookStatus: 'N/A',
      createdAt: AT,
    },
  },
  'appointment.updated': {
    label: 'Appointment updated',
    description: "An appointment's client, stylist, treatment, notes or rebooking changed.",
    example: {
      appointmentId: APPOINTMENT,
      clientId: CLIENT,
      staffId: '5e2d8b1f-9c4a-4f7e-8a3b-6d1c0f9e2a47',
      rebookStatus: 'SCHEDULED',
      createdAt: AT,
    },
  },
  'consultation.finished': {
    label: 'Consultation finished',
    description: 'The consultation at the mirror was finished: analysis, photos and recommendations are saved.',
    example: { appointmentId: APPOINTMENT, clientId: CLIENT, finishedAt: AT, recommendedProductCount: 4 },
  },
  'cart.updated': {
    label: 'Cart changed',
    description: "A client's cart changed: products, quantities, pickup or delivery, or its status.",
    example: {
      cartId: '9d3f7b1e-2c8a-4d6f-b0e5-1a7c9e3b5d82',
      appointmentId: APPOINTMENT,
      status: 'WAITING',
      fulfilment: 'PICKUP',
      itemCount: 2,
      totalCents: 8990,
    },
  },
  'order.updated': {
    label: 'Order changed',
    description:
      'A retail order was placed, paid, completed, cancelled, refunded or reopened, or its lines or delivery changed.',
    example: {
      orderId: '2b6e0a4c-8f1d-4c3b-9e7a-5d2f8b0c6e14',
      orderNumber: 100245,
      appointmentId: APPOINTMENT,
      source: 'MIRROR',
      state: 'TO_SHIP',
      status: 'WAITING',
      fulfilment: 'DELIVERY',
      itemCount: 2,
      subtotalCents: 8590,
      totalCents: 9585,
      paidAt: AT,
      refundedAt: null,
    },
  },
  'rebook.requested': {
    label: 'Rebook requested',
    description: 'A client asked to book their next visit, at the mirror or in the portal.',
    example: { appointmentId: APPOINTMENT, clientId: CLIENT, requestedAt: AT },
  },
  'reminder.sent': {
    label: 'Reminder sent',
    description: 'The rebooking reminder email went to the client.',
    example: { appointmentId: APPOINTMENT, clientId: CLIENT, sentAt: AT },
  },
  'client.photos_deleted': {
    label: 'Client photos deleted',
    description: "A client's photos were deleted at their request. Delete any copies you keep.",
    example: { clientId: CLIENT, appointmentIds: [APPOINTMENT], deletedAt: AT },
  },
};

export function isWebhookEventType(value: string): value is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}

/** The body of "Send test event", in the same envelope as every event. */
export type WebhookTestPayload = Omit<WebhookPayload, 'type' | 'data'> & {
  type: typeof WEBHOOK_TEST_EVENT;
  data: WebhookTestData;
};

/** An example delivery body of one event, as the developer page shows it. */
export function examplePayload<T extends WebhookEventType>(type: T): WebhookPayload<T> {
  return {
    id: 'evt_2Vh8kQm4Xc9pL1sT',
    type,
    version: WEBHOOK_PAYLOAD_VERSION,
    salonId: SALON,
    occurredAt: AT,
    data: WEBHOOK_EVENTS[type].example as WebhookEventData[T],
  };
}
