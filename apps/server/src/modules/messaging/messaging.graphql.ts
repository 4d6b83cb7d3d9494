import { MESSAGES_PAGE_SIZE } from '@piiq/domain/messaging';
import { builder } from '../../graphql/builder.ts';
import { keysetArgs } from '../../graphql/paging.ts';
import { notFound } from '../../errors.ts';
import { SalonRef } from '../salons/salons.graphql.ts';
import type { ChatMessageRow } from './messaging.repository.ts';
import type { Conversation } from './messaging.service.ts';
import { salonAdminStream, whileAllowed } from '../../graphql/live-access.ts';

const ChatAuthorEnum = builder.enumType('ChatAuthor', {
  description: 'Who wrote a message: the salon, the support team, or piiq itself (the welcome).',
  values: ['SALON', 'SUPPORT', 'SYSTEM'] as const,
});

const ChatMessageRef = builder.objectRef<ChatMessageRow>('ChatMessage').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    author: t.field({ type: ChatAuthorEnum, resolve: (message) => message.authorKind }),
    body: t.exposeString('body', { description: 'Empty for a message that is only an image.' }),
    image: t.string({
      nullable: true,
      description: 'The address of the image sent as this message, served only to the conversation’s two sides.',
      resolve: (message) => (message.attachmentPath ? `/messaging/images/${message.id}` : null),
    }),
    createdAt: t.field({ type: 'DateTime', resolve: (message) => message.createdAt }),
  }),
});

const ChatMessagePageRef = builder
  .objectRef<{ items: ChatMessageRow[]; nextToken: string | null }>('ChatMessagePage')
  .implement({
    description: 'A page of a conversation, newest first; nextToken asks for older messages.',
    fields: (t) => ({
      items: t.field({ type: [ChatMessageRef], resolve: (page) => page.items }),
      nextToken: t.string({ nullable: true, resolve: (page) => page.nextToken }),
    }),
  });

export const ConversationRef = builder.objectRef<Conversation>('Conversation').implement({
  description: 'A salon’s support conversation, as the side asking sees it (the salon’s admins, or the support team).',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title', { description: '"Support - {salon name}".' }),
    salonId: t.exposeID('salonId'),
    unreadCount: t.int({
      description: 'Messages from the other side this side has not read.',
      resolve: (conversation) => conversation.unread,
    }),
    lastMessageAt: t.field({ type: 'DateTime', nullable: true, resolve: (conversation) => conversation.lastMessageAt }),
    lastMessage: t.field({
      type: ChatMessageRef,
      nullable: true,
      resolve: (conversation, _args, context) => context.services.messaging.lastMessage(conversation),
    }),
    readByOtherSideAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'How far the other side has read: this side’s messages up to then show Read.',
      // Read with the conversation itself.
      resolve: (conversation) => conversation.readByOtherSideAt,
    }),
    messages: t.field({
      type: ChatMessagePageRef,
      args: keysetArgs(t.arg, MESSAGES_PAGE_SIZE),
      resolve: (conversation, args, context) =>
        context.services.messaging.messages(conversation.id, args.limit ?? null, args.nextToken ?? null),
    }),
  }),
});

builder.objectFields(SalonRef, (t) => ({
  conversation: t.field({
    type: ConversationRef,
    nullable: true,
    description: 'Messaging: the salon’s conversation with the support team; null for a salon that has none.',
    authScopes: (salon) => ({ salonAdmin: salon.id }),
    resolve: (salon, _args, context) => context.services.messaging.ofSalon(salon.id),
  }),
}));

builder.queryFields((t) => ({
  supportInbox: t.field({
    type: [ConversationRef],
    authScopes: { provider: true },
    description:
      'The support team’s inbox: every salon’s conversation, those with unread messages first, then by their last message.',
    resolve: (_root, _args, context) => context.services.messaging.inbox(),
  }),
  supportConversation: t.field({
    type: ConversationRef,
    nullable: true,
    authScopes: { provider: true },
    description: 'One conversation for the support team; null for an id that is none.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => context.services.messaging.forSupport(String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  sendSalonMessage: t.field({
    type: ChatMessageRef,
    authScopes: (_root, args) => ({ salonAdmin: String(args.salonId) }),
    description: 'A salon admin writes to the support team (1 to 4,000 characters).',
    args: { salonId: t.arg.id({ required: true }), body: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => {
      if (!context.viewer) throw notFound();
      return context.services.messaging.sendFromSalon(String(args.salonId), context.viewer.user.id, args.body);
    },
  }),
  markSalonConversationRead: t.field({
    type: ConversationRef,
    authScopes: (_root, args) => ({ salonAdmin: String(args.salonId) }),
    description: 'The salon has read its conversation up to now.',
    args: { salonId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => context.services.messaging.markReadBySalon(String(args.salonId)),
  }),
  sendSupportMessage: t.field({
    type: ChatMessageRef,
    authScopes: { provider: true },
    description: 'The support team answers a salon (1 to 4,000 characters).',
    args: { conversationId: t.arg.id({ required: true }), body: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => {
      if (!context.viewer) throw notFound();
      return context.services.messaging.sendFromSupport(String(args.conversationId), context.viewer.user.id, args.body);
    },
  }),
  markSupportConversationRead: t.field({
    type: ConversationRef,
    authScopes: { provider: true },
    description: 'The support team has read a conversation up to now.',
    args: { conversationId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => context.services.messaging.markReadBySupport(String(args.conversationId)),
  }),
}));

builder.subscriptionFields((t) => ({
  conversationUpdated: t.field({
    type: ConversationRef,
    description: 'Fires when the salon’s support conversation gets a message or is read.',
    args: { salonId: t.arg.id({ required: true }) },
    ...salonAdminStream((services, salonId) => services.messaging.subscribeToSalon(salonId)),
    resolve: async (event, _args, context) => {
      const conversation = await context.services.messaging.ofSalon(event.salonId);
      if (!conversation) throw notFound();
      return conversation;
    },
  }),
  supportInboxUpdated: t.field({
    type: ConversationRef,
    description: 'Fires for the support team when any salon’s conversation gets a message or is read.',
    authScopes: { provider: true },
    subscribe: (_root, _args, context) =>
      whileAllowed(context, { provider: true }, context.services.messaging.subscribeToInbox()),
    resolve: async (event, _args, context) => {
      const conversation = await context.services.messaging.forSupport(event.chatId);
      if (!conversation) throw notFound();
      return conversation;
    },
  }),
}));
