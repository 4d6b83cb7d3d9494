import type { ResultOf } from 'gql.tada';
import { graphql } from './graphql.ts';
import { listen } from './live-events.ts';

/**
 * Everything the salon's admin pages follow, on one stream. Over HTTP/1.1 a browser opens at most six
 * connections to a host; a stream per kind took four of them in every tab, so a second tab waited for
 * a free one and a third never loaded.
 */
const SalonEvents = graphql(`
  subscription SalonEvents($salonId: ID!) {
    salonEvents(salonId: $salonId) {
      __typename
      ... on AppointmentChanged {
        appointment {
          id
        }
      }
      ... on CartChanged {
        cart {
          id
          appointment {
            id
          }
        }
      }
      ... on NewsAnnounced {
        announcement {
          kind
          title
          body
          appointmentId
        }
      }
      ... on ConversationChanged {
        conversation {
          id
          unreadCount
        }
      }
    }
  }
`);

export type SalonEvent = ResultOf<typeof SalonEvents>['salonEvents'];

export interface SalonEventListener {
  onEvent: (event: SalonEvent) => void;
  /** As `listen`'s: what was published while the stream was closed never arrives, so a count is asked for again. */
  onOpen?: () => void;
}

interface OpenSalonStream {
  listeners: Set<SalonEventListener>;
  /** Whether the stream has opened once: a listener that joins later is told at once that events now reach it. */
  opened: boolean;
  stop: () => void;
}

/** This tab's streams by salon: one while the admin pages of a salon are on screen. */
const streams = new Map<string, OpenSalonStream>();

/**
 * Hands the salon's live events to `listener` until the returned function is called. Every listener
 * of a salon in this tab shares one stream, opened with the first and closed with the last.
 */
export function listenToSalonEvents(salonId: string, listener: SalonEventListener): () => void {
  let stream = streams.get(salonId);
  if (stream) {
    stream.listeners.add(listener);
    if (stream.opened) listener.onOpen?.();
  } else {
    const listeners = new Set([listener]);
    const opening: OpenSalonStream = { listeners, opened: false, stop: () => {} };
    opening.stop = listen(
      SalonEvents,
      { salonId },
      ({ salonEvents }) => {
        for (const each of listeners) each.onEvent(salonEvents);
      },
      {
        onOpen: () => {
          opening.opened = true;
          for (const each of listeners) each.onOpen?.();
        },
      },
    );
    stream = opening;
    streams.set(salonId, stream);
  }
  const joined = stream;
  return () => {
    joined.listeners.delete(listener);
    if (joined.listeners.size > 0 || streams.get(salonId) !== joined) return;
    streams.delete(salonId);
    joined.stop();
  };
}
