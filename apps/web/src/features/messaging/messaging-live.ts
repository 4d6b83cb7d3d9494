import type { QueryClient } from '@tanstack/react-query';
import { listenToSalonEvents } from '../../lib/salon-events.ts';
import { messagingKeys } from './messaging-keys.ts';

/** Keeps the menu's unread count and an open conversation current while an admin is on the salon's pages. */
export function startSalonMessagingLive({
  salonId,
  queryClient,
}: {
  salonId: string;
  queryClient: QueryClient;
}): () => void {
  const refresh = () => void queryClient.invalidateQueries({ queryKey: messagingKeys.salon(salonId), exact: true });
  return listenToSalonEvents(salonId, {
    onEvent: (event) => {
      if (event.__typename !== 'ConversationChanged') return;
      queryClient.setQueryData(messagingKeys.salonUnread(salonId), event.conversation.unreadCount);
      refresh();
    },
    // A message that came while the stream was closed is counted by asking again.
    onOpen: () => {
      void queryClient.invalidateQueries({ queryKey: messagingKeys.salonUnread(salonId) });
      refresh();
    },
  });
}
