import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailboxMessages } from '../../db/schema/mailbox.ts';

export type MailboxMessageRow = typeof mailboxMessages.$inferSelect;
export type NewMailboxMessageRow = typeof mailboxMessages.$inferInsert;

export function createMailboxRepository(db: Database) {
  return {
    async insert(row: NewMailboxMessageRow): Promise<void> {
      await db.insert(mailboxMessages).values(row);
    },

    newest(limit: number): Promise<MailboxMessageRow[]> {
      return db
        .select()
        .from(mailboxMessages)
        .orderBy(desc(mailboxMessages.createdAt), desc(mailboxMessages.sequence))
        .limit(limit);
    },
  };
}

export type MailboxRepository = ReturnType<typeof createMailboxRepository>;
