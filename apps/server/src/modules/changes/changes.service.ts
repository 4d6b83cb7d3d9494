import type { SalonNotification } from '@piiq/domain/notifications';
import type { WebhookEventData, WebhookEventType } from '@piiq/domain/webhook-events';
import type { Database } from '../../db/client.ts';
import type { EventsPort } from '../../ports/events.ts';
import { salonOfChange, tailsOfChange, type LiveEvent, type SalonChange } from './salon-change.ts';

/** Says a change inside the transaction that writes it; see `SalonChange`. */
export type TellChange = (change: SalonChange) => Promise<void>;

/**
 * The one place a salon's change sets off what follows it (decision 073). A service writes its change
 * in `transaction` and tells it; the news (with its Web Push) and the webhook events are queued in the
 * outbox in the same transaction, so they exist if and only if the change does, and the live events
 * are published once it has committed. The outbox wakes its workers itself when the rows commit.
 */
export function createChangesService(deps: {
  db: Database;
  /** Queues one piece of news: the admin pages' banner and a Web Push to each admin's device. */
  queueNews: (tx: Database, salonId: string, news: SalonNotification) => Promise<unknown>;
  /** Queues one event for each of the salon's webhook endpoints that takes it. */
  queueWebhookEvent: <T extends WebhookEventType>(
    tx: Database,
    salonId: string,
    type: T,
    data: WebhookEventData[T],
  ) => Promise<unknown>;
  events: Pick<EventsPort, 'publish'>;
}) {
  return {
    /**
     * Runs `work` in one transaction with a `tell` for each change it makes. Answers what `work`
     * answers; a change rolled back tells nobody. A live event told twice (an order and its
     * replacement on one appointment) is published once.
     */
    async transaction<T>(work: (tx: Database, tell: TellChange) => Promise<T>): Promise<T> {
      const live = new Map<string, LiveEvent>();
      const result = await deps.db.transaction(async (tx) => {
        live.clear();
        return work(tx, async (change) => {
          const salonId = salonOfChange(change);
          const tails = tailsOfChange(change);
          for (const news of tails.news) await deps.queueNews(tx, salonId, news);
          for (const event of tails.webhooks) await deps.queueWebhookEvent(tx, salonId, event.type, event.data);
          for (const event of tails.live)
            live.set(`${event.topic}:${event.key}:${JSON.stringify(event.payload)}`, event);
        });
      });
      for (const event of live.values()) publish(deps.events, event);
      return result;
    },
  };
}

/** The union's topic and payload belong together; TypeScript cannot follow that through a spread call. */
function publish(events: Pick<EventsPort, 'publish'>, event: LiveEvent): void {
  (events.publish as (topic: LiveEvent['topic'], key: string, payload: LiveEvent['payload']) => void)(
    event.topic,
    event.key,
    event.payload,
  );
}

export type ChangesService = ReturnType<typeof createChangesService>;
