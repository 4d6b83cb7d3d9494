import { graphql, type ResultOf } from '../../lib/graphql.ts';

const ConversationFields = graphql(`
  fragment ConversationFields on Conversation @_unmask {
    id
    title
    unreadCount
    readByOtherSideAt
    messages(limit: $limit, nextToken: $nextToken) {
      nextToken
      items {
        id
        author
        body
        image
        createdAt
      }
    }
  }
`);

/** The salon's conversation with the support team, a page of its messages at a time (newest first). */
export const GetSalonConversation = graphql(
  `
    query GetSalonConversation($salonId: ID!, $limit: Int, $nextToken: String) {
      salon(id: $salonId) {
        id
        conversation {
          ...ConversationFields
        }
      }
    }
  `,
  [ConversationFields],
);

export type ConversationPage = NonNullable<ResultOf<typeof GetSalonConversation>['salon']['conversation']>;
export type ChatMessage = ConversationPage['messages']['items'][number];

export const SendSalonMessage = graphql(`
  mutation SendSalonMessage($salonId: ID!, $body: String!) {
    sendSalonMessage(salonId: $salonId, body: $body) {
      id
    }
  }
`);

export const MarkSalonConversationRead = graphql(`
  mutation MarkSalonConversationRead($salonId: ID!) {
    markSalonConversationRead(salonId: $salonId) {
      id
      unreadCount
    }
  }
`);

/** The support team's inbox. */
export const GetSupportInbox = graphql(`
  query GetSupportInbox {
    supportInbox {
      id
      title
      unreadCount
      lastMessageAt
      lastMessage {
        id
        author
        body
      }
    }
  }
`);

export type InboxConversation = ResultOf<typeof GetSupportInbox>['supportInbox'][number];

export const GetSupportConversation = graphql(
  `
    query GetSupportConversation($id: ID!, $limit: Int, $nextToken: String) {
      supportConversation(id: $id) {
        ...ConversationFields
      }
    }
  `,
  [ConversationFields],
);

export const SendSupportMessage = graphql(`
  mutation SendSupportMessage($conversationId: ID!, $body: String!) {
    sendSupportMessage(conversationId: $conversationId, body: $body) {
      id
    }
  }
`);

export const MarkSupportConversationRead = graphql(`
  mutation MarkSupportConversationRead($conversationId: ID!) {
    markSupportConversationRead(conversationId: $conversationId) {
      id
      unreadCount
    }
  }
`);

export const SupportInboxUpdated = graphql(`
  subscription SupportInboxUpdated {
    supportInboxUpdated {
      id
      unreadCount
    }
  }
`);
