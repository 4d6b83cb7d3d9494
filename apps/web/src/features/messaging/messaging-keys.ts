/** Query keys of the support conversation: the layout's unread count and the live listeners share them. */
export const messagingKeys = {
  salon: (salonId: string) => ['messaging', 'salon', salonId] as const,
  salonUnread: (salonId: string) => ['messaging', 'salon', salonId, 'unread'] as const,
  inbox: ['messaging', 'inbox'] as const,
  support: (conversationId: string) => ['messaging', 'support', conversationId] as const,
};
