import type { EmailPort } from '../ports/email.ts';
import type { WebhookSender } from '../ports/webhooks.ts';
import { DeliveryRefused, type OutboxItem, type OutboxPayloads } from './outbox.ts';
import type { OutboxAnswer, OutboxDelivery, OutboxHandlers } from './outbox-worker.ts';

export interface OutboxHandlerPorts {
  email: EmailPort;
  sendWebhook: WebhookSender;
  /** Emails a due rebook reminder to the client, unless it was cancelled meanwhile. */
  sendRebookReminder(payload: { appointmentId: string; scheduledAt: string }): Promise<void>;
  /** Pushes to one device; forgets a subscription the push service no longer knows, throws to retry otherwise. */
  deliverPush(payload: OutboxPayloads['push']): Promise<void>;
  /** Tells the salon's open admin pages of a change's news. */
  deliverAnnouncement(payload: OutboxPayloads['announcement']): Promise<void>;
  /** A zone's Monday 00:00: the new period's similar-salon cohorts, the 08:00 emails and the next turns scheduled. */
  turnWeek(payload: OutboxPayloads['weekTurn']): Promise<void>;
  /** A zone's Monday 08:00: one weekly report email per admin of each of its salons who wants it. */
  sendWeeklyReports(payload: OutboxPayloads['weeklyReportEmails']): Promise<number>;
  /** Sends one event to a salon's endpoint, signed with its secret; throws to retry when it is refused. */
  deliverSalonWebhook(payload: OutboxPayloads['salon-webhook'], delivery: OutboxDelivery): Promise<OutboxAnswer | void>;
  /** Stores the lookup's answer and queues what waited for it, in one transaction. */
  storeLorealAccountNumber(input: {
    salonId: string;
    lorealAccountNumber: string | null;
    then: OutboxItem[];
  }): Promise<void>;
}

/** The partner answers `{ salonID }`; anything else (or nothing) means it does not know the salon. */
export function lorealAccountNumberFromAnswer(body: string): string | null {
  try {
    const answer = JSON.parse(body) as unknown;
    if (typeof answer !== 'object' || answer === null) return null;
    const value = (answer as Record<string, unknown>).salonID;
    if (typeof value === 'number' && Number.isInteger(value)) return String(value);
    if (typeof value === 'string' && /^\d{1,15}$/.test(value.trim())) return value.trim();
    return null;
  } catch {
    return null;
  }
}

export function createOutboxHandlers(ports: OutboxHandlerPorts): OutboxHandlers {
  return {
    email: (message) => ports.email.send(message),
    rebookReminder: (payload) => ports.sendRebookReminder(payload),
    push: (payload) => ports.deliverPush(payload),
    announcement: (payload) => ports.deliverAnnouncement(payload),
    weekTurn: (payload) => ports.turnWeek(payload),
    'salon-webhook': (payload, delivery) => ports.deliverSalonWebhook(payload, delivery),
    weeklyReportEmails: async (payload) => {
      await ports.sendWeeklyReports(payload);
    },
    webhook: async (payload, delivery) => {
      const result = await ports.sendWebhook({
        deliveryId: delivery.id,
        url: payload.url,
        body: payload.body,
        contentType: payload.contentType,
        ...(payload.bearerToken ? { bearerToken: payload.bearerToken } : {}),
      });
      if (!result.ok) throw new DeliveryRefused(`${payload.event} to ${payload.url}: ${result.detail}`, result.status);
    },
    sysAccountLookup: async (payload, delivery) => {
      const result = await ports.sendWebhook({
        deliveryId: delivery.id,
        url: payload.url,
        body: JSON.stringify({ email: payload.email }),
        contentType: 'application/json',
        ...(payload.bearerToken ? { bearerToken: payload.bearerToken } : {}),
      });
      if (!result.ok && !delivery.finalAttempt)
        throw new DeliveryRefused(`SYS account lookup to ${payload.url}: ${result.detail}`, result.status);
      // On the last attempt the calls that waited go without the number rather than never: the lookup
      // itself still ends in the dead letters, where its error shows.
      const lorealAccountNumber = result.ok ? lorealAccountNumberFromAnswer(result.body) : null;
      await ports.storeLorealAccountNumber({
        salonId: payload.salonId,
        lorealAccountNumber,
        then: payload.then.map((call) => ({
          kind: 'webhook',
          payload: {
            event: call.event,
            url: call.url,
            body: JSON.stringify({ ...call.record, SYSAccountNumber: lorealAccountNumber ?? '' }),
            contentType: 'text/plain',
          },
        })),
      });
      if (!result.ok)
        throw new DeliveryRefused(
          `SYS account lookup to ${payload.url}: ${result.detail} (the waiting calls were sent without it)`,
          result.status,
        );
    },
  };
}
