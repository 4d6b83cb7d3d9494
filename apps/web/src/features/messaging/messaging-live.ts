import type { QueryClient } from '@tanstack/react-query';
import { graphql } from '../../lib/graphql.ts';
import { listen } from '../../lib/live-events.ts';
import { messagingKeys } from './messaging-keys.ts';

/** Here rather than with the conversation's operations: every salon page starts this listener. */
const SalonConversationUpdated = graphql(`
  subscription SalonConversationUpdated($salonId: ID!) {
    conversationUpdated(salonId: $salonId) {
      id
      unreadCount
    }
  }
`);

/** Keeps the menu's unread count and an open conversation current while an admin is on the salon's pages. */
export function startSalonMessagingLive({
  salonId,
  queryClient,
}: {
  salonId: string;
  queryClient: QueryClient;
}): () => void {
  const refresh = () => void queryClient.invalidateQueries({ queryKey: messagingKeys.salon(salonId), exact: true });
  return listen(
    SalonConversationUpdated,
    { salonId },
    ({ conversationUpdated }) => {
      queryClient.setQueryData(messagingKeys.salonUnread(salonId), conversationUpdated.unreadCount);
      refresh();
    },
    {
      // A message that came while the stream was closed is counted by asking again.
      onOpen: () => {
        void queryClient.invalidateQueries({ queryKey: messagingKeys.salonUnread(salonId) });
        refresh();
      },
    },
  );
}
