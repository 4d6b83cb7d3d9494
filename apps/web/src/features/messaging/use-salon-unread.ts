import { useQuery } from '@tanstack/react-query';
import { request } from '../../lib/graphql.ts';
import { messagingKeys } from './messaging-keys.ts';
import { GetSalonUnread } from './messaging-operations.ts';

/** The side menu's count of support messages the salon has not read (0 for a salon without a conversation). */
export function useSalonUnread(salonId: string, enabled: boolean): number {
  const unread = useQuery({
    queryKey: messagingKeys.salonUnread(salonId),
    queryFn: async () => (await request(GetSalonUnread, { salonId })).salon.conversation?.unreadCount ?? 0,
    enabled: enabled && salonId !== '',
  });
  return unread.data ?? 0;
}
