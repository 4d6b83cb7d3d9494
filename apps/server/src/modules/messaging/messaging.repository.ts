import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { afterKeyset, keysetCursorOf } from '../../db/keyset-sql.ts';
import { chatMessages, chatReads, chats } from '../../db/schema/messaging.ts';
import type { KeysetCursor } from '../../keyset.ts';

export type ChatRow = typeof chats.$inferSelect;
export type ChatSide = (typeof chatReads.$inferSelect)['side'];
export type ChatMessageRow = typeof chatMessages.$inferSelect & { cursor: string };

/**
 * What a side has not read: the other side's messages (and the product's own, for the salon) since it
 * last read. Written with its own aliases: inside a one-table select, drizzle leaves columns
 * unqualified, and a correlated subquery would read its own table's id instead of the chat's.
 */
function unreadFor(side: ChatSide) {
  const fromOtherSide = side === 'SALON' ? sql.raw(`m.author_kind <> 'SALON'`) : sql.raw(`m.author_kind = 'SALON'`);
  return sql<number>`(select count(*)::int from chat_messages m where m.chat_id = "chats"."id" and ${fromOtherSide}
    and m.created_at > coalesce((select r.last_read_at from chat_reads r where r.chat_id = "chats"."id" and r.side = ${side}), '-infinity'))`;
}

export function createMessagingRepository(db: Database) {
  /** A page of the thread, newest first, after the cursor (older messages); one row beyond the page says another follows. */
  const messages = (chatId: string, limit: number, after: KeysetCursor | null): Promise<ChatMessageRow[]> =>
    db
      .select({ ...messageColumns(), cursor: keysetCursorOf(chatMessages.createdAt) })
      .from(chatMessages)
      .where(and(eq(chatMessages.chatId, chatId), afterKeyset(chatMessages.createdAt, chatMessages.id, after)))
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(limit + 1);

  return {
    messages,
    /** The salon's one conversation with support, opened with the product's own welcome. */
    async openSupportChat(input: { salonId: string; title: string; welcome: string }, tx: Database): Promise<string> {
      const [chat] = await tx
        .insert(chats)
        .values({ salonId: input.salonId, title: input.title, lastMessageAt: sql`now()` })
        .returning({ id: chats.id });
      if (!chat) throw new Error('chat was not stored');
      await tx.insert(chatMessages).values({ chatId: chat.id, authorKind: 'SYSTEM', body: input.welcome });
      return chat.id;
    },

    async chatOfSalon(salonId: string): Promise<(ChatRow & { unread: number }) | undefined> {
      const [row] = await db
        .select({ chat: chats, unread: unreadFor('SALON') })
        .from(chats)
        .where(eq(chats.salonId, salonId))
        .limit(1);
      return row ? { ...row.chat, unread: row.unread } : undefined;
    },

    async chat(chatId: string): Promise<(ChatRow & { unread: number }) | undefined> {
      const [row] = await db.select({ chat: chats, unread: unreadFor('SUPPORT') }).from(chats).where(eq(chats.id, chatId)).limit(1);
      return row ? { ...row.chat, unread: row.unread } : undefined;
    },

    /** The support team's inbox: conversations with something unread first, then by their last message. */
    inbox(limit: number): Promise<Array<ChatRow & { unread: number }>> {
      const unread = unreadFor('SUPPORT');
      return db
        .select({ chat: chats, unread })
        .from(chats)
        .orderBy(sql`(${unread}) > 0 desc`, desc(chats.lastMessageAt), desc(chats.id))
        .limit(limit)
        .then((rows) => rows.map((row) => ({ ...row.chat, unread: row.unread })));
    },

    /** A new message, and the conversation's last-message time with it; call inside the transaction that sends it. */
    async addMessage(
      input: {
        chatId: string;
        authorKind: 'SALON' | 'SUPPORT';
        authorUserId: string;
        body: string;
        attachmentPath?: string;
        attachmentContentType?: string;
      },
      tx: Database,
    ): Promise<ChatMessageRow> {
      const [row] = await tx.insert(chatMessages).values(input).returning({ ...messageColumns(), cursor: keysetCursorOf(chatMessages.createdAt) });
      if (!row) throw new Error('message was not stored');
      await tx.update(chats).set({ lastMessageAt: row.createdAt, updatedAt: row.createdAt }).where(eq(chats.id, input.chatId));
      return row;
    },

    /**
     * Takes the conversation's one offline email of the period: true when none was sent in the last
     * `periodMs`, and the time is then set, so two instances sending at once cannot both email.
     */
    async claimOfflineEmail(chatId: string, periodMs: number, tx: Database): Promise<boolean> {
      const rows = await tx
        .update(chats)
        .set({ lastOfflineEmailAt: sql`now()` })
        .where(and(eq(chats.id, chatId), sql`(${chats.lastOfflineEmailAt} is null or ${chats.lastOfflineEmailAt} < now() - ${`${periodMs} milliseconds`}::interval)`))
        .returning({ id: chats.id });
      return rows.length > 0;
    },

    /** A message with its conversation's salon, for the check of who may see its image. */
    async messageWithSalon(messageId: string): Promise<{ message: ChatMessageRow; salonId: string } | undefined> {
      const [row] = await db
        .select({ message: { ...messageColumns(), cursor: keysetCursorOf(chatMessages.createdAt) }, salonId: chats.salonId })
        .from(chatMessages)
        .innerJoin(chats, eq(chats.id, chatMessages.chatId))
        .where(eq(chatMessages.id, messageId))
        .limit(1);
      return row;
    },

    /** Each conversation's newest message, in one read: the inbox shows them side by side. */
    async latestMessages(chatIds: readonly string[]): Promise<Map<string, ChatMessageRow>> {
      if (chatIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([chatMessages.chatId], { ...messageColumns(), cursor: keysetCursorOf(chatMessages.createdAt) })
        .from(chatMessages)
        .where(inArray(chatMessages.chatId, [...chatIds]))
        .orderBy(chatMessages.chatId, desc(chatMessages.createdAt), desc(chatMessages.id));
      return new Map(rows.map((row) => [row.chatId, row]));
    },

    /** A side has read up to now; reading never moves backwards. */
    async markRead(chatId: string, side: ChatSide, tx: Database = db): Promise<void> {
      await tx
        .insert(chatReads)
        .values({ chatId, side, lastReadAt: sql`now()` })
        .onConflictDoUpdate({ target: [chatReads.chatId, chatReads.side], set: { lastReadAt: sql`greatest(${chatReads.lastReadAt}, now())` } });
    },

    async readUpTo(chatId: string, side: ChatSide): Promise<Date | null> {
      const [row] = await db
        .select({ lastReadAt: chatReads.lastReadAt })
        .from(chatReads)
        .where(and(eq(chatReads.chatId, chatId), eq(chatReads.side, side)))
        .limit(1);
      return row?.lastReadAt ?? null;
    },
  };
}

function messageColumns() {
  return {
    id: chatMessages.id,
    chatId: chatMessages.chatId,
    authorUserId: chatMessages.authorUserId,
    authorKind: chatMessages.authorKind,
    body: chatMessages.body,
    attachmentPath: chatMessages.attachmentPath,
    attachmentContentType: chatMessages.attachmentContentType,
    createdAt: chatMessages.createdAt,
  };
}

export type MessagingRepository = ReturnType<typeof createMessagingRepository>;
