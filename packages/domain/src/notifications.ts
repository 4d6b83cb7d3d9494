import { cartDisplayStatus, type CartLike } from './cart.ts';

export const BANNER_AUTO_HIDE_MS = 2_500;
export const BANNER_SLIDE_MS = 200;
export const LOADING_MESSAGE_INTERVAL_MS = 1_100;

export const LOADING_MESSAGES = [
  'Getting everything ready for you...',
  "Gathering your salon's appointments...",
  'Checking the latest bookings...',
  'Tidying up the client records...',
  'Lining up product recommendations...',
  "Counting this week's rebookings...",
  'Polishing the mirror...',
  'Almost there, thanks for waiting...',
] as const;

/** The chip shows each message for 1.1 s and starts again after the eighth. */
export function loadingMessageAt(elapsedMs: number): string {
  const index = Math.floor(Math.max(0, elapsedMs) / LOADING_MESSAGE_INTERVAL_MS) % LOADING_MESSAGES.length;
  return LOADING_MESSAGES[index] ?? LOADING_MESSAGES[0];
}

/** One item reads in the singular; every other count uses the product's wording. */
/** The product's exact words, "{n} items purchased", even for one item (tests match on them). */
export function itemsPurchasedText(count: number): string {
  return `${count} items purchased`;
}

export function pickupRequestText(count: number): string {
  return `Someone wants to pick up ${count} product(s)`;
}

/** A person missing from the record is still described in words, not as a blank or "(No Name)". */
const named = (name: string | null | undefined, fallback: string) => name?.trim() || fallback;

export function rebookRequestText(staffName: string | null | undefined, clientName: string | null | undefined): string {
  return `${named(staffName, 'A stylist')} has sent through a rebook request for ${named(clientName, 'a client')}`;
}

/** The client asked from the portal: the admins read it as the client's own words, not the stylist's. */
export function clientRebookRequestText(clientName: string | null | undefined): string {
  return `${named(clientName, 'A client')} has asked to rebook`;
}

export function retailOrderText(clientName: string | null | undefined): string {
  return `${named(clientName, 'A client')} has just placed a retail order.`;
}

export function orderReplacedText(
  clientName: string | null | undefined,
  replaced: { orderNumber: number },
  by: { orderNumber: number },
): string {
  return `${named(clientName, 'A client')} paid online for order ${by.orderNumber}, which replaces order ${replaced.orderNumber}. Order ${replaced.orderNumber} is cancelled.`;
}

export function orderPaidText(clientName: string | null | undefined, orderNumber: number): string {
  return `${named(clientName, 'A client')} has paid online for order ${orderNumber}.`;
}

/** How much of a message's first line its news carries: a phone shows about this much on one line. */
export const MESSAGE_PREVIEW_LENGTH = 100;

/** A message's news: its first line, cut to fit a notification; an image alone is said in words. */
export function messagePreviewText(body: string, hasAttachment: boolean): string {
  const firstLine =
    body
      .split(/\r?\n/)
      .find((line) => line.trim())
      ?.trim() ?? '';
  if (!firstLine) return hasAttachment ? 'Sent you an attachment.' : '';
  return firstLine.length > MESSAGE_PREVIEW_LENGTH
    ? `${firstLine.slice(0, MESSAGE_PREVIEW_LENGTH - 1).trimEnd()}…`
    : firstLine;
}

/** What the salon's admins are told of; a new kind of news is one more kind and one more rule below. */
export const ANNOUNCEMENT_KINDS = [
  'pickup',
  'retailOrder',
  'orderPaid',
  'rebookRequest',
  'orderReplaced',
  'message',
] as const;
export type AnnouncementKind = (typeof ANNOUNCEMENT_KINDS)[number];

/** One piece of news, told once: as the admin page's top banner, a browser notification and a Web Push alike. */
export interface SalonNotification {
  kind: AnnouncementKind;
  title: string;
  body: string;
  /** The appointment the news is about; null for a message, which is about the salon's conversation. */
  appointmentId: string | null;
}

/** Who wrote a message in the salon's conversation with the support team; SYSTEM is the product's own. */
export type MessageAuthorKind = 'SALON' | 'SUPPORT' | 'SYSTEM';

export interface AnnouncedAppointment {
  id: string;
  salonPickup?: boolean | null;
  purchasedItems?: readonly string[] | null;
  rebookLength?: number | null;
  staffName?: string | null;
  clientName?: string | null;
  /** Set by a writer whose change is the client's own rebook request (the portal), for the request's words. */
  rebookAskedByClient?: boolean;
}

/** The salon's conversation with the support team, by its newest message. */
export interface AnnouncedConversation {
  lastMessage: { id: string; authorKind: MessageAuthorKind; body: string; hasAttachment: boolean } | null;
}

/**
 * What the announcements are decided from: the appointment, and its cart when the change may have
 * touched it; or the salon's conversation with the support team.
 */
export interface AnnouncedState {
  /** Left out when the change is to the conversation, not to an appointment. */
  appointment?: AnnouncedAppointment;
  /** Left out when the change did not touch the cart: no order can have been placed by it. */
  cart?: CartLike | null;
  /** Left out when the change did not touch the conversation: no message can have been sent by it. */
  conversation?: AnnouncedConversation;
  /**
   * The retail order the change made or paid; left out when it touched none, null before there was
   * one. `replaced` is the salon's order it took the place of (cancelled by the client's purchase).
   */
  order?: { orderNumber: number; paid: boolean; replaced?: { orderNumber: number } } | null;
}

type AnnouncementRule = (before: AnnouncedState, after: AnnouncedState) => SalonNotification | null;

const pickupCount = (state: AnnouncedState) =>
  state.appointment?.salonPickup ? (state.appointment.purchasedItems?.length ?? 0) : 0;

/** A pickup asked for, or changed to another number of products: someone is waiting in the salon. */
const pickup: AnnouncementRule = (before, after) => {
  const count = pickupCount(after);
  if (!after.appointment || count === 0 || count === pickupCount(before)) return null;
  return {
    kind: 'pickup',
    title: itemsPurchasedText(count),
    body: pickupRequestText(count),
    appointmentId: after.appointment.id,
  };
};

/**
 * An order to deliver placed: the cart had no order and now has one. A pickup is told as a pickup,
 * and an admin completing, cancelling or reopening an order places nothing.
 */
const retailOrder: AnnouncementRule = (before, after) => {
  if (!after.appointment || before.cart === undefined || after.cart === undefined || after.appointment.salonPickup)
    return null;
  if (cartDisplayStatus(before.cart) !== 'N/A' || cartDisplayStatus(after.cart) === 'N/A') return null;
  return {
    kind: 'retailOrder',
    title: 'Retail order',
    body: retailOrderText(after.appointment.clientName),
    appointmentId: after.appointment.id,
  };
};

/**
 * The client paid online for an order: a delivery the mirror left them to pay (now to ship), or a
 * purchase of their own. A change that already tells a pickup or a retail order says enough.
 */
const orderPaid: AnnouncementRule = (before, after) => {
  if (!after.appointment || before.order === undefined || !after.order?.paid || before.order?.paid) return null;
  if (pickup(before, after) || retailOrder(before, after)) return null;
  return {
    kind: 'orderPaid',
    title: 'Order paid',
    body: orderPaidText(after.appointment.clientName, after.order.orderNumber),
    appointmentId: after.appointment.id,
  };
};

/** A rebook request sent where there was none, whatever else the appointment holds: by the stylist, or by the client. */
const rebookRequest: AnnouncementRule = (before, after) => {
  if (!after.appointment?.rebookLength || before.appointment?.rebookLength) return null;
  return {
    kind: 'rebookRequest',
    title: 'Rebook request',
    body: after.appointment.rebookAskedByClient
      ? clientRebookRequestText(after.appointment.clientName)
      : rebookRequestText(after.appointment.staffName, after.appointment.clientName),
    appointmentId: after.appointment.id,
  };
};

/**
 * The support team wrote to the salon: a newest message that was not there before, by support. The
 * salon's own admin writing, or the product's own message, is no news to the salon.
 */
const message: AnnouncementRule = (before, after) => {
  if (before.conversation === undefined || after.conversation === undefined) return null;
  const latest = after.conversation.lastMessage;
  if (!latest || latest.authorKind !== 'SUPPORT' || latest.id === before.conversation.lastMessage?.id) return null;
  return {
    kind: 'message',
    title: 'New message from piiq support',
    body: messagePreviewText(latest.body, latest.hasAttachment),
    appointmentId: null,
  };
};

/**
 * The client's online purchase took the place of the salon's order: the salon must not find its
 * pickup gone without a word.
 */
const orderReplaced: AnnouncementRule = (before, after) => {
  const replaced = after.order?.replaced;
  if (!after.appointment || !after.order || !replaced || before.order?.replaced) return null;
  return {
    kind: 'orderReplaced',
    title: 'Order replaced',
    body: orderReplacedText(after.appointment.clientName, replaced, after.order),
    appointmentId: after.appointment.id,
  };
};

const ANNOUNCEMENT_RULES: readonly AnnouncementRule[] = [pickup, retailOrder, orderPaid, rebookRequest, message];

/**
 * The one rule of what a change tells the salon's admins, decided from the change itself (the state
 * before and after it): each piece of news once, in its own words. A change that makes no news (notes
 * saved, a consultation finished, the same cart saved again) tells nothing. The server decides it
 * where the change is written, and both the Web Push and the admin page's banner carry its answer.
 */
export function announcementsOfChange(before: AnnouncedState, after: AnnouncedState): SalonNotification[] {
  // A replacement says all the purchase did (paid, and perhaps a pickup where the salon's stood).
  const replacement = orderReplaced(before, after);
  if (replacement) return [replacement];
  return ANNOUNCEMENT_RULES.map((rule) => rule(before, after)).filter((news) => news !== null);
}

/**
 * Whether the admin who has the news' appointment open is told too. The open record shows a pickup,
 * an order or a rebook request as it arrives; an order replaced by the client's online purchase
 * changes the order the admin is looking at, so it is told there as well (decision 037).
 */
export function toldOnOpenRecord(notification: Pick<SalonNotification, 'kind'>): boolean {
  return notification.kind === 'orderReplaced';
}

/**
 * What a newer notification of the same news replaces, in the page's notifications and a phone's alike:
 * a pickup of the same appointment, or the salon's conversation's newer message.
 */
export function announcementTag(
  salonId: string,
  notification: Pick<SalonNotification, 'kind' | 'appointmentId'>,
): string {
  return `${notification.kind}:${notification.appointmentId ?? salonId}`;
}

/** The admin page a notification opens: the appointment, or the salon's Messages page. */
export function announcementPath(salonId: string, notification: Pick<SalonNotification, 'appointmentId'>): string {
  return notification.appointmentId
    ? `/${salonId}/appointments/${notification.appointmentId}`
    : `/${salonId}/messaging`;
}
