/** Typed addresses of messaging and the support team's inbox. */
export const messagingPaths = {
  messaging: '/:salonId/messaging',
  supportInbox: '/support-inbox/:conversationId?',
} as const;

export const messagingUrl = (salonId: string) => `/${salonId}/messaging`;
export const supportInboxUrl = (conversationId?: string) =>
  conversationId ? `/support-inbox/${conversationId}` : '/support-inbox';
