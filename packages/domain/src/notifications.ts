import type { CartStatus } from './cart.ts';

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

export function retailOrderText(clientName: string | null | undefined): string {
  return `${named(clientName, 'A client')} has just placed a retail order.`;
}

export interface SalonNotification {
  title: string;
  body: string;
  appointmentId: string;
}

/** An updated appointment notifies a pickup first (someone is waiting in the salon), else a rebook request. */
export function notificationForAppointmentUpdate(appointment: {
  id: string;
  salonPickup?: boolean | null;
  purchasedItems?: readonly string[] | null;
  rebookLength?: number | null;
  staffName?: string | null;
  clientName?: string | null;
}): SalonNotification | null {
  if (appointment.salonPickup) {
    const count = appointment.purchasedItems?.length ?? 0;
    return { title: itemsPurchasedText(count), body: pickupRequestText(count), appointmentId: appointment.id };
  }
  if (appointment.rebookLength) {
    return {
      title: 'Rebook request',
      body: rebookRequestText(appointment.staffName, appointment.clientName),
      appointmentId: appointment.id,
    };
  }
  return null;
}

/** The person already looking at that appointment sees the change there, so no banner is raised for it. */
export function notificationForCartUpdate(
  event: { status?: CartStatus | null; appointment: { id: string; clientName?: string | null } },
  openAppointmentId: string | null,
): SalonNotification | null {
  if (event.status !== 'COMPLETED' && event.status !== 'WAITING') return null;
  if (event.appointment.id === openAppointmentId) return null;
  return {
    title: 'Retail order',
    body: retailOrderText(event.appointment.clientName),
    appointmentId: event.appointment.id,
  };
}
