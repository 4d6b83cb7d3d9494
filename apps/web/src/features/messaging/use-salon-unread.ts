import { useQuery } from '@tanstack/react-query';
import { graphql, request } from '../../lib/graphql.ts';
import { messagingKeys } from './messaging-keys.ts';

/** The side menu's count: on every salon page, so apart from the conversation's operations. */
const GetSalonUnread = graphql(`
  query GetSalonUnread($salonId: ID!) {
    salon(id: $salonId) {
      id
      conversation {
        id
        unreadCount
      }
    }
  }
`);

/** The side menu's count of support messages the salon has not read (0 for a salon without a conversation). */
export function useSalonUnread(salonId: string, enabled: boolean): number {
  const unread = useQuery({
    queryKey: messagingKeys.salonUnread(salonId),
    queryFn: async () => (await request(GetSalonUnread, { salonId })).salon.conversation?.unreadCount ?? 0,
    enabled: enabled && salonId !== '',
  });
  return unread.data ?? 0;
}
