import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let test: TestServer;

beforeAll(async () => {
  // Behind a trusted proxy too, a forwarded address must not open the mailbox.
  test = await startTestServer({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => test.close());

const get = (url: string, remoteAddress?: string, headers: Record<string, string> = {}) =>
  test.server.app.inject({ method: 'GET', url, headers, ...(remoteAddress ? { remoteAddress } : {}) });

describe('the development mailbox', () => {
  it('is served to a client on this computer', async () => {
    for (const address of [undefined, '127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await get('/dev/mailbox.json', address)).statusCode).toBe(200);
      expect((await get('/dev/mailbox', address)).statusCode).toBe(200);
    }
  });

  it('shows the messages kept instead of sent, newest first, and those to one address when asked', async () => {
    await test.server.email.send({ to: 'first@salon.test', subject: 'First', text: 'One' });
    await test.server.email.send({ to: 'second@salon.test', subject: 'Second <b>', text: 'Two' });

    const all = (await get('/dev/mailbox.json')).json() as Array<{ to: string; subject: string }>;
    expect(all.map((message) => message.subject).slice(0, 2)).toEqual(['Second <b>', 'First']);
    const toFirst = (await get('/dev/mailbox.json?to=FIRST@salon.test')).json() as Array<{
      to: string;
      subject: string;
      text: string;
    }>;
    expect(toFirst).toEqual([expect.objectContaining({ to: 'first@salon.test', subject: 'First', text: 'One' })]);
    const page = (await get('/dev/mailbox')).body;
    expect(page).toContain('<h2>Second &lt;b&gt;</h2><p>To second@salon.test');
    expect(page).toContain('<pre>One</pre>');
  });

  it('is refused to another computer, whatever it says it forwards', async () => {
    for (const url of ['/dev/mailbox.json', '/dev/mailbox']) {
      const response = await get(url, '192.168.1.20', { 'x-forwarded-for': '127.0.0.1' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        errors: [
          { message: 'The development tools are only served to this computer.', extensions: { code: 'FORBIDDEN' } },
        ],
      });
    }
  });
});
