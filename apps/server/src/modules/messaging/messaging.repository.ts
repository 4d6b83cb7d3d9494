import { and, desc, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { afterKeyset, keysetCursorOf } from '../../db/keyset-sql.ts';
import { chatMessages, chatReads, chats } from '../../db/schema/messaging.ts';
import type { KeysetCursor } from '../../keyset.ts';

export type ChatRow = typeof chats.$inferSelect;
export type ChatSide = (typeof chatReads.$inferSelect)['side'];
export type ChatMessageRow = typeof chatMessages.$inferSelect & { cursor: string };
/** A conversation as one side reads it: what that side has not read, and how far the other side has. */
export type ChatOfSideRow = ChatRow & { unread: number; readByOtherSideAt: Date | null };

const otherSideOf = (side: ChatSide): ChatSide => (side === 'SALON' ? 'SUPPORT' : 'SALON');

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

/** How far a side has read, beside the conversation's row (null before it first read). */
function readUpToOf(side: ChatSide) {
  return sql`(select r.last_read_at from chat_reads r where r.chat_id = "chats"."id" and r.side = ${side})`.mapWith(
    chatReads.lastReadAt,
  );
}

/** A side's view of one conversation, in one read: the screen shows its unread count and the other side's Read mark together. */
function chatOfSideColumns(side: ChatSide) {
  return { chat: chats, unread: unreadFor(side), readByOtherSideAt: readUpToOf(otherSideOf(side)) };
}

const toChatOfSide = (row: { chat: ChatRow; unread: number; readByOtherSideAt: Date | null }): ChatOfSideRow => ({
  ...row.chat,
  unread: row.unread,
  readByOtherSideAt: row.readByOtherSideAt,
});

export function createMessagingRepository(db: Database) {
  // A conversation and its latest page are what either side opens most: each is one prepared
  // statement, the page in its two shapes (the newest, and older than a cursor).
  const pageQuery = (after: { createdAt: Placeholder; id: Placeholder } | null) =>
    db
      .select({ ...messageColumns(), cursor: keysetCursorOf(chatMessages.createdAt) })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.chatId, sql.placeholder('chatId')),
          afterKeyset(chatMessages.createdAt, chatMessages.id, after),
        ),
      )
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(sql.placeholder('limit'));
  const newestPage = pageQuery(null).prepare('messaging_newest_page');
  const olderPage = pageQuery({ createdAt: sql.placeholder('afterCreatedAt'), id: sql.placeholder('afterId') }).prepare(
    'messaging_older_page',
  );
  const chatOfSalon = db
    .select(chatOfSideColumns('SALON'))
    .from(chats)
    .where(eq(chats.salonId, sql.placeholder('salonId')))
    .limit(1)
    .prepare('messaging_chat_of_salon');
  const chatForSupport = db
    .select(chatOfSideColumns('SUPPORT'))
    .from(chats)
    .where(eq(chats.id, sql.placeholder('chatId')))
    .limit(1)
    .prepare('messaging_chat_for_support');

  /** A page of the thread, newest first, after the cursor (older messages); one row beyond the page says another follows. */
  const messages = (chatId: string, limit: number, after: KeysetCursor | null): Promise<ChatMessageRow[]> =>
    after
      ? olderPage.execute({ chatId, limit: limit + 1, afterCreatedAt: after.createdAt, afterId: after.id })
      : newestPage.execute({ chatId, limit: limit + 1 });

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

    async chatOfSalon(salonId: string): Promise<ChatOfSideRow | undefined> {
      const [row] = await chatOfSalon.execute({ salonId });
      return row && toChatOfSide(row);
    },

    async chat(chatId: string): Promise<ChatOfSideRow | undefined> {
      const [row] = await chatForSupport.execute({ chatId });
      return row && toChatOfSide(row);
    },

    /** The support team's inbox: conversations with something unread first, then by their last message. */
    inbox(limit: number): Promise<ChatOfSideRow[]> {
      return db
        .select(chatOfSideColumns('SUPPORT'))
        .from(chats)
        .orderBy(sql`(${unreadFor('SUPPORT')}) > 0 desc`, desc(chats.lastMessageAt), desc(chats.id))
        .limit(limit)
        .then((rows) => rows.map(toChatOfSide));
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
      const [row] = await tx
        .insert(chatMessages)
        .values(input)
        .returning({ ...messageColumns(), cursor: keysetCursorOf(chatMessages.createdAt) });
      if (!row) throw new Error('message was not stored');
      await tx
        .update(chats)
        .set({ lastMessageAt: row.createdAt, updatedAt: row.createdAt })
        .where(eq(chats.id, input.chatId));
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
        .where(
          and(
            eq(chats.id, chatId),
            sql`(${chats.lastOfflineEmailAt} is null or ${chats.lastOfflineEmailAt} < now() - ${`${periodMs} milliseconds`}::interval)`,
          ),
        )
        .returning({ id: chats.id });
      return rows.length > 0;
    },

    /** A message with its conversation's salon, for the check of who may see its image. */
    async messageWithSalon(messageId: string): Promise<{ message: ChatMessageRow; salonId: string } | undefined> {
      const [row] = await db
        .select({
          message: { ...messageColumns(), cursor: keysetCursorOf(chatMessages.createdAt) },
          salonId: chats.salonId,
        })
        .from(chatMessages)
        .innerJoin(chats, eq(chats.id, chatMessages.chatId))
        .where(eq(chatMessages.id, messageId))
        .limit(1);
      return row;
    },

    /** Each conversation's newest message, in one read: the inbox shows them side by side. */
    async latestMessages(chatIds: readonly string[], tx: Database = db): Promise<Map<string, ChatMessageRow>> {
      if (chatIds.length === 0) return new Map();
      const rows = await tx
        .selectDistinctOn([chatMessages.chatId], {
          ...messageColumns(),
          cursor: keysetCursorOf(chatMessages.createdAt),
        })
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
        .onConflictDoUpdate({
          target: [chatReads.chatId, chatReads.side],
          set: { lastReadAt: sql`greatest(${chatReads.lastReadAt}, now())` },
        });
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
