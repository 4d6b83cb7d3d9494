import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { chatMessages, chats } from '../../db/schema/messaging.ts';

export function createMessagingRepository(db: Database) {
  return {
    /** The salon's one conversation with support, opened with the product's own welcome. */
    async openSupportChat(input: { salonId: string; title: string; welcome: string }): Promise<string> {
      const [chat] = await db
        .insert(chats)
        .values({ salonId: input.salonId, title: input.title, lastMessageAt: sql`now()` })
        .returning({ id: chats.id });
      if (!chat) throw new Error('chat was not stored');
      await db.insert(chatMessages).values({ chatId: chat.id, authorKind: 'SYSTEM', body: input.welcome });
      return chat.id;
    },
  };
}

export type MessagingRepository = ReturnType<typeof createMessagingRepository>;
