import type { EmailMessage } from '../../ports/email.ts';
import type { MailboxMessageRow, MailboxRepository } from './mailbox.repository.ts';

const SHOWN_MESSAGES = 100;

/** The embedded email default's messages, read at /dev/mailbox instead of being sent. */
export function createMailboxService(deps: { repository: MailboxRepository }) {
  return {
    /** What the embedded email sends, kept as sent from `from`. */
    async keep(message: EmailMessage, from: string): Promise<void> {
      await deps.repository.insert({
        to: message.to,
        from,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
      });
    },

    /** The newest hundred messages, of which those to one address when it is given. */
    async newestMessages(to?: string): Promise<MailboxMessageRow[]> {
      const rows = await deps.repository.newest(SHOWN_MESSAGES);
      return rows.filter((row) => !to || row.to === to.toLowerCase());
    },
  };
}

export type MailboxService = ReturnType<typeof createMailboxService>;
