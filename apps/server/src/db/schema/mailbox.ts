import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The embedded email default: messages are kept here instead of being sent, and read at /dev/mailbox. */
export const mailboxMessages = pgTable(
  'mailbox_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    from: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The order they were kept in: two messages sent within the clock's resolution share a time. */
    sequence: bigint({ mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [index('mailbox_messages_to_idx').on(t.to, t.createdAt)],
);
