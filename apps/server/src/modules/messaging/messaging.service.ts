import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  checkMessageBody,
  MESSAGES_PAGE_SIZE,
  OFFLINE_AFTER_MS,
  OFFLINE_EMAIL_PERIOD_MS,
} from '@piiq/domain/messaging';
import type { AnnouncedConversation } from '@piiq/domain/notifications';
import { SESSION_IMAGE_EXTENSIONS } from '@piiq/domain/mirror-session';
import { MAX_SALON_PHOTO_BYTES, salonPhotoMessages, sniffPhotoType } from '@piiq/domain/salon-photo';
import { notFound, UserError } from '../../errors.ts';
import { isUuid } from '../../ids.ts';
import { enqueueOutbox } from '../../jobs/outbox.ts';
import { decodePageToken, keysetPage } from '../../keyset.ts';
import { SUPPORT_INBOX, type EventsPort } from '../../ports/events.ts';
import type { FileStore } from '../../ports/files.ts';
import type { AuthReads } from '../auth/auth.reads.ts';
import type { ChangesService } from '../changes/changes.service.ts';
import type { SalonsReads } from '../salons/salons.reads.ts';
import type { ChatMessageRow, ChatOfSideRow, ChatRow, ChatSide, MessagingRepository } from './messaging.repository.ts';

/** A conversation as one side sees it; the inbox reads every row's last message at once and carries it. */
export type Conversation = ChatOfSideRow & { side: ChatSide; lastMessage?: ChatMessageRow | null };

const INBOX_SIZE = 200;

/** The conversation as the one rule of news reads it (domain's announcementsOfChange): by its newest message. */
const conversationState = (lastMessage: ChatMessageRow | null | undefined): AnnouncedConversation => ({
  lastMessage: lastMessage
    ? {
        id: lastMessage.id,
        authorKind: lastMessage.authorKind,
        body: lastMessage.body,
        hasAttachment: lastMessage.attachmentPath !== null,
      }
    : null,
});

/**
 * The support chat (docs/product-rules.md: our own messaging): each salon's one conversation with the support
 * team, read and written from both sides; every change is told to the salon and to the inbox.
 */
export function createMessagingService(deps: {
  repository: MessagingRepository;
  salons: Pick<SalonsReads, 'adminUserIds'>;
  users: Pick<AuthReads, 'findUserById' | 'seenSince'>;
  events: Pick<EventsPort, 'subscribe'>;
  /** A message written or read tells its change: the admins' news and both sides' pages follow from it. */
  changes: Pick<ChangesService, 'transaction'>;
  /** The private files folder: a conversation's images are served only to its two sides. */
  files: FileStore;
  publicUrl: string;
  now: () => Date;
}) {
  const { repository, events } = deps;

  /**
   * The salon's admins who have not been around lately (no request in OFFLINE_AFTER_MS) get an email
   * about the answer, at most one per conversation in OFFLINE_EMAIL_PERIOD_MS; written with the
   * message, so the email exists if and only if the message does.
   */
  async function offlineAdmins(salonId: string): Promise<string[]> {
    const admins = await deps.salons.adminUserIds(salonId);
    const around = await deps.users.seenSince(admins, new Date(deps.now().getTime() - OFFLINE_AFTER_MS));
    const away = await Promise.all(admins.filter((id) => !around.has(id)).map((id) => deps.users.findUserById(id)));
    return away.flatMap((user) => (user ? [user.email] : []));
  }

  /** Checks an image by its bytes, as every photo upload is, and keeps it in the private files folder, under its conversation. */
  async function storedImage(
    chat: ChatRow,
    bytes: Uint8Array,
  ): Promise<{ body: string; attachmentPath: string; attachmentContentType: string }> {
    if (bytes.length > MAX_SALON_PHOTO_BYTES) throw new UserError('BAD_USER_INPUT', salonPhotoMessages.size);
    const type = sniffPhotoType(bytes);
    if (!type) throw new UserError('BAD_USER_INPUT', salonPhotoMessages.type);
    const attachmentPath = `chats/${chat.id}/${randomUUID()}.${SESSION_IMAGE_EXTENSIONS[type]}`;
    await deps.files.write(attachmentPath, bytes);
    return { body: '', attachmentPath, attachmentContentType: type };
  }

  /**
   * Stores a message and tells both sides. An answer from support is news to the salon's admins (a
   * banner, a browser notification and a Web Push, by the one rule of news), and to a salon whose
   * admins are away also an email, at most once a period, all in the message's own transaction.
   */
  async function post(
    chat: ChatRow,
    side: ChatSide,
    userId: string,
    content: { body: string; attachmentPath?: string; attachmentContentType?: string },
  ): Promise<ChatMessageRow> {
    // Who is away is only asked when this conversation's email of the period is still to send.
    const emailedLately =
      chat.lastOfflineEmailAt !== null &&
      deps.now().getTime() - chat.lastOfflineEmailAt.getTime() < OFFLINE_EMAIL_PERIOD_MS;
    const away = side === 'SUPPORT' && !emailedLately ? await offlineAdmins(chat.salonId) : [];
    return deps.changes.transaction(async (tx, tell) => {
      const before = (await repository.latestMessages([chat.id], tx)).get(chat.id);
      const added = await repository.addMessage(
        { chatId: chat.id, authorKind: side, authorUserId: userId, ...content },
        tx,
      );
      await tell({ kind: 'conversation', chat, before: conversationState(before), after: conversationState(added) });
      if (away.length > 0 && (await repository.claimOfflineEmail(chat.id, OFFLINE_EMAIL_PERIOD_MS, tx))) {
        const link = `${deps.publicUrl}/${chat.salonId}/messaging`;
        const said = content.body || 'an image';
        await enqueueOutbox(
          tx,
          away.map((to) => ({
            kind: 'email' as const,
            payload: {
              to,
              subject: 'New message from piiq support',
              text: `piiq support wrote in ${chat.title}:\n\n${said}\n\nRead and answer it in Messaging: ${link}`,
            },
          })),
        );
      }
      // Writing is reading: the sender has seen everything before their own message.
      await repository.markRead(chat.id, side, tx);
      return added;
    });
  }

  function checkedBody(typed: string): string {
    const checked = checkMessageBody(typed);
    if (!checked.ok) throw new UserError('BAD_USER_INPUT', checked.message);
    return checked.body;
  }

  async function ofSalon(salonId: string): Promise<Conversation | null> {
    const chat = await repository.chatOfSalon(salonId);
    return chat ? { ...chat, side: 'SALON' } : null;
  }

  async function salonChat(salonId: string): Promise<Conversation> {
    const chat = await ofSalon(salonId);
    if (!chat) throw notFound();
    return chat;
  }

  async function supportChat(chatId: string): Promise<Conversation | null> {
    if (!isUuid(chatId)) return null;
    const chat = await repository.chat(chatId);
    return chat ? { ...chat, side: 'SUPPORT' } : null;
  }

  return {
    /** The salon's conversation as its admins see it; null for a salon without one (none was opened at its signup). */
    ofSalon,
    /** A conversation as the support team sees it; null for an id that is none. */
    forSupport: supportChat,

    async inbox(): Promise<Conversation[]> {
      const chats = await repository.inbox(INBOX_SIZE);
      const latest = await repository.latestMessages(chats.map((chat) => chat.id));
      return chats.map((chat) => ({ ...chat, side: 'SUPPORT' as const, lastMessage: latest.get(chat.id) ?? null }));
    },

    /** A page of the thread, newest first; nextToken asks for older messages. */
    async messages(
      chatId: string,
      limit: number | null,
      nextToken: string | null,
    ): Promise<{ items: ChatMessageRow[]; nextToken: string | null }> {
      const size = Math.min(Math.max(limit ?? MESSAGES_PAGE_SIZE, 1), MESSAGES_PAGE_SIZE);
      return keysetPage(await repository.messages(chatId, size, nextToken ? decodePageToken(nextToken) : null), size);
    },

    /** The conversation's newest message: carried by the inbox's rows, read for a single conversation. */
    lastMessage: async (conversation: Conversation): Promise<ChatMessageRow | null> =>
      conversation.lastMessage !== undefined
        ? conversation.lastMessage
        : ((await repository.messages(conversation.id, 0, null))[0] ?? null),

    async sendFromSalon(salonId: string, userId: string, typed: string): Promise<ChatMessageRow> {
      return post(await salonChat(salonId), 'SALON', userId, { body: checkedBody(typed) });
    },

    async sendFromSupport(chatId: string, userId: string, typed: string): Promise<ChatMessageRow> {
      const body = checkedBody(typed);
      const chat = await supportChat(chatId);
      if (!chat) throw notFound();
      return post(chat, 'SUPPORT', userId, { body });
    },

    /** An image sent by a salon admin, as a message of its own. */
    async sendImageFromSalon(salonId: string, userId: string, bytes: Uint8Array): Promise<ChatMessageRow> {
      const chat = await salonChat(salonId);
      return post(chat, 'SALON', userId, await storedImage(chat, bytes));
    },

    async sendImageFromSupport(chatId: string, userId: string, bytes: Uint8Array): Promise<ChatMessageRow> {
      const chat = await supportChat(chatId);
      if (!chat) throw notFound();
      return post(chat, 'SUPPORT', userId, await storedImage(chat, bytes));
    },

    /** A message's image, for the salon's admins and the support team only (the caller says which it is); null otherwise. */
    async image(
      messageId: string,
      viewer: { isSupport: boolean; administers: (salonId: string) => Promise<boolean> },
    ): Promise<{ body: Readable; size: number; contentType: string } | null> {
      const found = isUuid(messageId) ? await repository.messageWithSalon(messageId) : undefined;
      if (!found?.message.attachmentPath || !found.message.attachmentContentType) return null;
      if (!viewer.isSupport && !(await viewer.administers(found.salonId))) return null;
      const opened = await deps.files.open(found.message.attachmentPath);
      return opened && { body: opened.body, size: opened.size, contentType: found.message.attachmentContentType };
    },

    async markReadBySalon(salonId: string): Promise<Conversation> {
      const chat = await salonChat(salonId);
      await deps.changes.transaction(async (tx, tell) => {
        await repository.markRead(chat.id, 'SALON', tx);
        await tell({ kind: 'conversationRead', chat });
      });
      return { ...chat, unread: 0 };
    },

    async markReadBySupport(chatId: string): Promise<Conversation> {
      const chat = await supportChat(chatId);
      if (!chat) throw notFound();
      await deps.changes.transaction(async (tx, tell) => {
        await repository.markRead(chat.id, 'SUPPORT', tx);
        await tell({ kind: 'conversationRead', chat });
      });
      return { ...chat, unread: 0 };
    },

    subscribeToSalon: (salonId: string) => events.subscribe('chatUpdated', salonId),
    subscribeToInbox: () => events.subscribe('chatUpdated', SUPPORT_INBOX),
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
