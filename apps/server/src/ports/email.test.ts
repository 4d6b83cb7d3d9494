import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpEmail } from './email.ts';

const received: Array<{ from: string; to: string[]; raw: string }> = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw,
      });
      callback();
    });
  },
});

beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve())));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the SMTP email adapter', () => {
  it('delivers a message to an SMTP server', async () => {
    const { port } = server.server.address() as AddressInfo;
    const email = createSmtpEmail(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'piiq <no-reply@piiq.test>');
    await email.send({ to: 'owner@example.com', subject: 'Your code', text: 'Your code is 123456.' });
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe('no-reply@piiq.test');
    expect(received[0]?.to).toEqual(['owner@example.com']);
    expect(received[0]?.raw).toContain('Subject: Your code');
    expect(received[0]?.raw).toContain('Your code is 123456.');
  });
});
