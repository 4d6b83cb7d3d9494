import { index, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { salons } from './salons.ts';

/** SYSTEM messages are written by the product itself, e.g. the welcome text of a new chat. */
export const chatAuthorKind = pgEnum('chat_author_kind', ['SALON', 'SUPPORT', 'SYSTEM']);

/** Each salon has exactly one conversation with the provider's support team. */
export const chats = pgTable(
  'chats',
  {
    id: uuid().primaryKey().defaultRandom(),
    salonId: uuid()
      .notNull()
      .references(() => salons.id, { onDelete: 'cascade' }),
    /** 'Support - {salon name}'. */
    title: text().notNull(),
    /** Orders the support team's inbox without reading every message. */
    lastMessageAt: timestamp({ withTimezone: true }),
    /** When the salon's admins were last emailed about a message they had not seen: at most one email per 15 minutes. */
    lastOfflineEmailAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chats_salon_key').on(t.salonId), index('chats_last_message_idx').on(t.lastMessageAt)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    chatId: uuid()
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    authorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    authorKind: chatAuthorKind().notNull(),
    /** The text; empty for a message that is only an image. */
    body: text().notNull(),
    /** An image sent in the conversation: its path in the private files folder, served only to both sides. */
    attachmentPath: text(),
    attachmentContentType: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_chat_page_idx').on(t.chatId, t.createdAt, t.id)],
);

/** The two sides of a conversation: the salon's admins together, and the support team together. */
export const chatSide = pgEnum('chat_side', ['SALON', 'SUPPORT']);

/** How far each side has read: what it has not seen is unread, and what the other side has seen shows Read. */
export const chatReads = pgTable(
  'chat_reads',
  {
    chatId: uuid()
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    side: chatSide().notNull(),
    lastReadAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.side] })],
);
