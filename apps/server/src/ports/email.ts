import nodemailer from 'nodemailer';
import type { Database } from '../db/client.ts';
import { createMailboxRepository } from '../modules/mailbox/mailbox.repository.ts';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface EmailPort {
  readonly name: 'smtp' | 'mailbox';
  send(message: EmailMessage): Promise<void>;
}

export function createSmtpEmail(smtpUrl: string, from: string): EmailPort {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/** The embedded default: nothing leaves the machine; messages are readable at /dev/mailbox. */
export function createMailboxEmail(db: Database, from: string): EmailPort {
  const mailbox = createMailboxRepository(db);
  return {
    name: 'mailbox',
    async send(message) {
      await mailbox.insert({
        to: message.to,
        from,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
      });
    },
  };
}
