import nodemailer from 'nodemailer';

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

/**
 * The embedded default: nothing leaves the machine. `keep` stores each message where /dev/mailbox
 * reads it (the mailbox module's, handed in by compose.ts: a port builds on no module).
 */
export function createMailboxEmail(keep: (message: EmailMessage) => Promise<void>): EmailPort {
  return { name: 'mailbox', send: keep };
}
