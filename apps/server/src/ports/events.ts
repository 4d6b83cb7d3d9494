import type { SalonNotification } from '@piiq/domain/notifications';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';

/**
 * Live events. One topic per salon and kind, so a subscriber only ever receives its own salon's
 * events. In memory on one process; through Redis when several instances share the load.
 */
export interface EventPayloads {
  salonUpdated: { salonId: string };
  /** News for the salon's admin pages (a pickup, a retail order, a rebook request), published once per change. */
  salonAnnounced: { salonId: string; announcement: SalonNotification };
  appointmentUpdated: { salonId: string; appointmentId: string };
  cartUpdated: { salonId: string; cartId: string; appointmentId: string };
  /** A support conversation changed (a message, a read): published to its salon and to SUPPORT_INBOX. */
  chatUpdated: { salonId: string; chatId: string };
  /** A person's access changed (the provider role granted or withdrawn): published on EVERY_ACCOUNT only. */
  accountChanged: { userId: string };
  /** A catalogue product or brand changed: published on EVERY_CATALOGUE only. */
  catalogueChanged: { changedAt: string };
}

/** The key the support team's inbox listens on, in place of a salon id: every salon's conversation changes. */
export const SUPPORT_INBOX = 'support-inbox';
/** The key salonUpdated is also published on, in place of a salon id: what each instance's cache of salon rows forgets. */
export const EVERY_SALON = 'every-salon';
/** The key accountChanged is published on: what each instance's cache of sessions forgets. */
export const EVERY_ACCOUNT = 'every-account';
/** The key catalogueChanged is published on: what each instance's cache of catalogue products forgets. */
export const EVERY_CATALOGUE = 'every-catalogue';

export type EventTopic = keyof EventPayloads;

type TopicMap = { [K in EventTopic as `${K}:${string}`]: [EventPayloads[K]] };
type AnyTopic = keyof TopicMap;
// Yoga's PubSub types each topic string separately; a topic built from a variable name cannot be
// narrowed to one of them, so the calls below cast at this one boundary (payloads stay typed above).

export interface EventsPort {
  readonly name: 'memory' | 'redis';
  publish<K extends EventTopic>(topic: K, salonId: string, payload: EventPayloads[K]): void;
  /**
   * Every listener of one publish on this instance receives the same payload object, and each publish
   * a new one: what is read or decided once per event (its rows, a session's access to it) is shared
   * by the salon's listeners and never carried over to another event.
   */
  subscribe<K extends EventTopic>(topic: K, salonId: string): AsyncIterable<EventPayloads[K]>;
  ready(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Calls `handle` with each event of one topic and key until stop() is called: how each instance's
 * caches hear that another instance changed what they hold.
 */
export function onEachEvent<K extends EventTopic>(
  events: Pick<EventsPort, 'subscribe'>,
  topic: K,
  key: string,
  handle: (payload: EventPayloads[K]) => void,
): { stop(): void } {
  const changes = events.subscribe(topic, key)[Symbol.asyncIterator]();
  void (async () => {
    for (let next = await changes.next(); !next.done; next = await changes.next()) handle(next.value);
  })().catch(() => undefined);
  return { stop: () => void changes.return?.() };
}

/**
 * `onConnectionError` hears Redis's connection errors while the port is open (the clients reconnect
 * by themselves, and ready() reports the outage); after close() a write that finds the connection
 * gone is expected and stays quiet.
 */
export function createEvents(
  redisUrl: string | undefined,
  onConnectionError: (error: Error) => void = () => {},
): EventsPort {
  if (!redisUrl) {
    const pubSub = createPubSub<TopicMap>();
    return {
      name: 'memory',
      // A copy, as Redis parses one for each message: a caller publishing one object twice makes two events.
      publish: (topic, salonId, payload) => pubSub.publish(`${topic}:${salonId}` as AnyTopic, { ...payload } as never),
      subscribe: (topic, salonId) => pubSub.subscribe(`${topic}:${salonId}` as AnyTopic) as never,
      ready: async () => true,
      close: async () => {},
    };
  }
  const publishClient = new Redis(redisUrl, { maxRetriesPerRequest: 3, lazyConnect: false });
  const subscribeClient = new Redis(redisUrl, { maxRetriesPerRequest: 3, lazyConnect: false });
  // The event target calls unsubscribe() without awaiting it; when a live stream ends after shutdown
  // there is nothing left to unsubscribe from, and the rejection must not crash the process.
  const unsubscribe = subscribeClient.unsubscribe.bind(subscribeClient);
  subscribeClient.unsubscribe = ((...channels: string[]) =>
    unsubscribe(...channels).catch(() => 0)) as typeof subscribeClient.unsubscribe;
  // It does not await subscribe() either: a listener opened as the server starts (the salon row
  // cache's) may still be subscribing when a quick shutdown closes the connection. Only then is the
  // refusal expected; any other stays loud.
  let closing = false;
  for (const client of [publishClient, subscribeClient]) {
    client.on('error', (error: Error) => {
      if (!closing) onConnectionError(error);
    });
  }
  const subscribe = subscribeClient.subscribe.bind(subscribeClient);
  subscribeClient.subscribe = ((...channels: string[]) =>
    subscribe(...channels).catch((error: unknown) => {
      if (closing) return 0;
      throw error;
    })) as typeof subscribeClient.subscribe;
  const pubSub = createPubSub<TopicMap>({
    eventTarget: createRedisEventTarget({ publishClient, subscribeClient }),
  });
  return {
    name: 'redis',
    publish: (topic, salonId, payload) => pubSub.publish(`${topic}:${salonId}` as AnyTopic, payload as never),
    subscribe: (topic, salonId) => pubSub.subscribe(`${topic}:${salonId}` as AnyTopic) as never,
    ready: async () => {
      try {
        return (await publishClient.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    close: async () => {
      closing = true;
      await Promise.allSettled([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}
