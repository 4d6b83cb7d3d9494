import type { SalonNotification } from '@piiq/domain/notifications';
import type { PushMessage } from '@piiq/domain/push';
import type { Database } from '../db/client.ts';
import type { EmailMessage } from '../ports/email.ts';
import { insertOutboxRows, rescheduleOutboxRow } from './outbox.repository.ts';

/**
 * What a committed transaction that queued a row notifies (a trigger on the table), which wakes the
 * workers of every instance: no writer wakes them by hand.
 */
export const OUTBOX_QUEUED_CHANNEL = 'outbox_queued';

/** Every side effect the outbox can carry, by kind. Add a kind here and a handler in outbox-handlers.ts. */
export interface OutboxPayloads {
  email: EmailMessage;
  webhook: {
    /** What happened, for logs and for the receiver: e.g. 'signup.completed'. */
    event: string;
    url: string;
    body: string;
    contentType: string;
    bearerToken?: string;
  };
  /**
   * One event to one of a salon's webhook endpoints (the row's webhookEndpointId). The body is fixed
   * when the event happens, so every retry sends the same bytes under the same webhook-id; the
   * endpoint's address and secret are read at delivery, so a removed endpoint is sent nothing.
   */
  'salon-webhook': { endpointId: string; salonId: string; type: string; url: string; body: string };
  /**
   * The partner's getSYSaccountnumberbyemail: its answer is stored on the salon, and the calls that
   * carry the supplier account number wait for it (queued by the handler once it is known).
   */
  /**
   * A rebook reminder falling due (Setup Reminder, or a client's rebook request): the appointment
   * decides at delivery whether it is still wanted, so Remove Reminder and Mark as Rebooked cancel it
   * without touching this row. One row per appointment (rebookReminderKey): scheduling again moves it.
   */
  rebookReminder: { appointmentId: string; scheduledAt: string };
  /**
   * A Web Push to one admin's device (a pickup, a rebook request, a retail order). The keys are read
   * at delivery by the subscription's id, so a device turned off meanwhile is not pushed to.
   */
  push: PushMessage & { subscriptionId: string; salonId: string };
  /**
   * The same news for the admin pages open now (their top banner): published as a live event once the
   * change is committed, so a change rolled back tells nobody.
   */
  announcement: { salonId: string; announcement: SalonNotification };
  /**
   * A zone's week turning (Monday 00:00 there): the similar-salon cohorts of the new period are
   * computed before anyone asks, the zone's weekly emails are scheduled for 08:00, and the next
   * turn of every zone in use is scheduled.
   */
  weekTurn: { timeZone: string; monday: string };
  /** Monday 08:00 in a zone: one weekly report email per admin of each of its salons who wants it. */
  weeklyReportEmails: { timeZone: string; monday: string };
  sysAccountLookup: {
    url: string;
    email: string;
    salonId: string;
    bearerToken?: string;
    /** Webhooks whose text/plain JSON body gets `SYSAccountNumber` from the answer. */
    then: Array<{ event: string; url: string; record: Record<string, unknown> }>;
  };
}

export type OutboxKind = keyof OutboxPayloads;

export interface OutboxItem<K extends OutboxKind = OutboxKind> {
  kind: K;
  payload: OutboxPayloads[K];
  /** A scheduled job: not delivered before this instant. */
  runAt?: Date;
  /** Makes the row exist at most once: an item whose key is already in the outbox is dropped. */
  dedupeKey?: string;
  /** A delivery to a salon's webhook endpoint: the row is part of that endpoint's delivery log. */
  webhookEndpointId?: string;
}

/** A receiver's refusal, with the HTTP status it answered, kept with the attempt for the deliveries page. */
export class DeliveryRefused extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
  ) {
    super(message);
    this.name = 'DeliveryRefused';
  }
}

/** A call's origin (scheme, host and port): what the deliveries page groups a partner's calls by. */
function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

/**
 * Who receives an item: a partner's origin for calls, "email" for what the mail relay takes (a rebook
 * reminder and the weekly reports are emails), "web push", or "this server" for scheduled work and
 * the live news its admin pages are told.
 * Migration 0016 applies the same rule to rows queued before the column existed.
 */
export function destinationOf(item: OutboxItem): string {
  switch (item.kind) {
    case 'webhook':
    case 'salon-webhook':
    case 'sysAccountLookup':
      return originOf((item.payload as OutboxPayloads['webhook' | 'salon-webhook' | 'sysAccountLookup']).url);
    case 'push':
      return 'web push';
    case 'weekTurn':
    case 'announcement':
      return 'this server';
    case 'email':
    case 'rebookReminder':
    case 'weeklyReportEmails':
      return 'email';
  }
}

/**
 * Call inside the transaction that makes the change, so the side effect exists if and only if the
 * change does. Answers the ids of the rows stored: an item dropped for its dedupe key has none.
 */
export async function enqueueOutbox(tx: Database, items: OutboxItem | OutboxItem[]): Promise<string[]> {
  const list = Array.isArray(items) ? items : [items];
  if (list.length === 0) return [];
  return insertOutboxRows(
    list.map((item) => ({
      kind: item.kind,
      destination: destinationOf(item),
      payload: item.payload,
      ...(item.runAt ? { runAt: item.runAt } : {}),
      ...(item.dedupeKey ? { dedupeKey: item.dedupeKey } : {}),
      ...(item.webhookEndpointId ? { webhookEndpointId: item.webhookEndpointId } : {}),
    })),
    tx,
  );
}

/**
 * A scheduled item that exists once for its key, whoever schedules it: scheduling it again moves the
 * one row to the new time and payload (a reminder removed and set up again), pending once more.
 * Call inside the transaction that makes the change, like enqueueOutbox.
 */
export async function scheduleOutbox<K extends OutboxKind>(
  tx: Database,
  item: OutboxItem<K> & { runAt: Date; dedupeKey: string },
): Promise<void> {
  await rescheduleOutboxRow(
    {
      kind: item.kind,
      destination: destinationOf(item),
      payload: item.payload,
      runAt: item.runAt,
      dedupeKey: item.dedupeKey,
    },
    tx,
  );
}
