import { z } from 'zod';
import type { CartLike } from './cart.ts';
import {
  announcementsOfChange,
  announcementPath,
  announcementTag,
  type AnnouncedAppointment,
  type SalonNotification,
} from './notifications.ts';

/**
 * Web Push (docs/product-rules.md: the original app's OneSignal push id becomes a standard Web Push subscription): what
 * reaches an admin's phone with the admin page closed, and the words of the control that turns it on.
 */

/** A push service's answer to a p256dh key is an uncompressed P-256 point: 65 bytes, 87 base64url characters. */
const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url');

/**
 * Where the server will send: a push service over https, or a loopback address on http (a local push
 * service in tests). Written as a pattern: domain runs without the URL class of browsers and Node.
 */
const PUSH_ENDPOINT =
  /^(?:https:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?|http:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?)(?:\/\S*)?$/;

export const pushEndpointSchema = z.string().max(2048).regex(PUSH_ENDPOINT, 'A push endpoint is an https address');

/** The browser's PushSubscription.toJSON(), bounded so a caller cannot store anything else in it. */
export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpointSchema,
  keys: z.object({
    // 65 bytes (87 characters) in every browser today; the bound leaves room for padding only.
    p256dh: base64url(86, 90),
    // 16 bytes (22 characters).
    auth: base64url(16, 24),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** What a push carries, and what the service worker shows. */
export interface PushMessage {
  title: string;
  body: string;
  /** The page in the admin area (the appointment, or Messages) opened by a click on the notification. */
  url: string;
  /** One notification per piece of news: a changed pickup replaces the older, a rebook request beside it does not. */
  tag: string;
}

export function pushMessageFor(salonId: string, notification: SalonNotification): PushMessage {
  return {
    title: notification.title,
    body: notification.body,
    url: announcementPath(salonId, notification),
    tag: announcementTag(salonId, notification),
  };
}

/**
 * The single announcement of an appointment change, or of a cart change, for a writer that tells one
 * of the two (an order paid in the portal): both answer by announcementsOfChange, the one rule.
 */
export function pushForAppointmentChange(
  before: AnnouncedAppointment,
  after: AnnouncedAppointment,
): SalonNotification | null {
  return announcementsOfChange({ appointment: before }, { appointment: after })[0] ?? null;
}

export function pushForCartChange(
  before: CartLike | null,
  after: CartLike & { appointment: AnnouncedAppointment },
): SalonNotification | null {
  const { appointment, ...cart } = after;
  return announcementsOfChange({ appointment, cart: before }, { appointment, cart })[0] ?? null;
}

/** The Settings section that turns Web Push on for one device. */
export const pushMessages = {
  title: 'Notifications',
  explanation:
    'Get a notification on this device for pickups, rebook requests, retail orders and messages from piiq support, even when piiq is closed.',
  turnOn: 'Turn on notifications on this device',
  turnOff: 'Turn off notifications on this device',
  on: 'Notifications are on for this device.',
  off: 'Notifications are off for this device.',
  unsupported: 'This browser cannot receive notifications. On an iPhone or iPad, add piiq to the Home Screen first.',
  blocked: 'This browser blocks notifications for piiq. Allow them in the browser’s site settings, then try again.',
  failed: 'This browser could not turn on notifications. Please try again later.',
} as const;
