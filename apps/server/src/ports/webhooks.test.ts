import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AddressNotAllowed,
  createSalonEndpointSender,
  createWebhookSender,
  PARTNER_ANSWER_MAX_BYTES,
  type ResolveHost,
} from './webhooks.ts';

const HUGE_ANSWER_BYTES = 200 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'x');

/**
 * A receiver on loopback. "/huge" answers 200 MB, written as fast as the caller reads, and counts
 * what left; anything else answers 200 "ok". Every call is counted, so a refused delivery is seen
 * to have sent nothing.
 */
function loopbackReceiver() {
  const state = { calls: 0, hugeBytesWritten: 0, hugeClosed: Promise.resolve() };
  const server: Server = createServer((request, response) => {
    state.calls += 1;
    request.resume();
    if (request.url !== '/huge') {
      response.writeHead(200).end('ok');
      return;
    }
    state.hugeClosed = streamUntilClosed(response, (bytes) => (state.hugeBytesWritten += bytes));
  });
  return {
    state,
    port: () => (server.address() as AddressInfo).port,
    start: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Writes up to HUGE_ANSWER_BYTES while the caller reads; settles when the caller goes away or all is sent. */
function streamUntilClosed(response: ServerResponse, wrote: (bytes: number) => void): Promise<void> {
  return new Promise((settle) => {
    let sent = 0;
    response.on('close', () => settle());
    response.writeHead(200, { 'content-type': 'text/plain' });
    const pump = () => {
      while (sent < HUGE_ANSWER_BYTES && !response.destroyed) {
        sent += CHUNK.byteLength;
        wrote(CHUNK.byteLength);
        if (!response.write(CHUNK)) {
          response.once('drain', pump);
          return;
        }
      }
      response.end();
    };
    pump();
  });
}

const receiver = loopbackReceiver();
beforeAll(() => receiver.start());
afterAll(() => receiver.stop());
beforeEach(() => {
  receiver.state.calls = 0;
  receiver.state.hugeBytesWritten = 0;
});

/** A resolver stub: each name answers what the test says, and every lookup is counted. */
function stubResolver(answers: Record<string, string[]>) {
  const asked: string[] = [];
  const resolve: ResolveHost = (hostname) => {
    asked.push(hostname);
    const addresses = answers[hostname];
    if (!addresses)
      return Promise.reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }));
    return Promise.resolve(addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
  };
  return { resolve, asked };
}

const delivery = (url: string) => ({
  deliveryId: 'a7d1c3a2-3f59-4a4b-9d8a-5a4a1f1f1f1f',
  url,
  body: '{"type":"test"}',
  contentType: 'application/json',
  signingSecret: `whsec_${Buffer.alloc(24, 1).toString('base64')}`,
});

describe('a salon endpoint is called only on a public address', () => {
  it('refuses a name that resolves to a private address when it connects, and sends nothing', async () => {
    // The stub sends the name to loopback, where the receiver listens: with loopback not allowed (production)
    // the connection must not be made at all.
    const { resolve, asked } = stubResolver({ 'hooks.example.com': ['127.0.0.1'] });
    const send = createSalonEndpointSender({ resolve, allowLoopback: false });
    await expect(send(delivery(`http://hooks.example.com:${receiver.port()}/hook`))).rejects.toBeInstanceOf(
      AddressNotAllowed,
    );
    expect(asked).toEqual(['hooks.example.com']);
    expect(receiver.state.calls).toBe(0);
  });

  it('refuses a name that answers one private address among public ones', async () => {
    const { resolve } = stubResolver({ 'mixed.example.com': ['93.184.216.34', '10.0.0.7'] });
    const send = createSalonEndpointSender({ resolve, allowLoopback: false });
    await expect(send(delivery('https://mixed.example.com/hook'))).rejects.toBeInstanceOf(AddressNotAllowed);
  });

  it('refuses a literal private address without a lookup, in every spelling a URL parser reads', async () => {
    const { resolve, asked } = stubResolver({});
    const send = createSalonEndpointSender({ resolve, allowLoopback: false });
    for (const url of [
      'https://169.254.169.254/latest/meta-data',
      'https://[::ffff:169.254.169.254]/',
      'https://2130706433/',
      'https://0x7f000001/',
      'https://[fd00::1]/',
    ])
      await expect(send(delivery(url)), url).rejects.toBeInstanceOf(AddressNotAllowed);
    expect(asked).toEqual([]);
  });

  it('checks the address at each delivery, so a name rebound to a private address is refused', async () => {
    let answer = '93.184.216.34';
    const resolve: ResolveHost = () => Promise.resolve([{ address: answer, family: 4 }]);
    const send = createSalonEndpointSender({ resolve, allowLoopback: false });
    answer = '127.0.0.1';
    await expect(send(delivery(`http://rebound.example.com:${receiver.port()}/hook`))).rejects.toBeInstanceOf(
      AddressNotAllowed,
    );
    expect(receiver.state.calls).toBe(0);
  });

  it('connects through the checked address when it is allowed (loopback, outside production)', async () => {
    const { resolve, asked } = stubResolver({ 'receiver.test': ['127.0.0.1'] });
    const send = createSalonEndpointSender({ resolve, allowLoopback: true });
    await expect(send(delivery(`http://receiver.test:${receiver.port()}/hook`))).resolves.toEqual({
      ok: true,
      status: 200,
    });
    expect(asked).toEqual(['receiver.test']);
    expect(receiver.state.calls).toBe(1);
  });
});

describe('an answer is never read whole', () => {
  it('takes a salon endpoint’s status and cancels its 200 MB answer unread', async () => {
    const { resolve } = stubResolver({});
    const send = createSalonEndpointSender({ resolve, allowLoopback: true });
    await expect(send(delivery(`http://127.0.0.1:${receiver.port()}/huge`))).resolves.toEqual({
      ok: true,
      status: 200,
    });
    await receiver.state.hugeClosed;
    // What left before the close is what the sockets' buffers took, far from the 200 MB offered.
    expect(receiver.state.hugeBytesWritten).toBeLessThan(HUGE_ANSWER_BYTES / 10);
  });

  it('reads at most 64 KiB of a partner’s answer', async () => {
    const send = createWebhookSender(`whsec_${Buffer.alloc(24, 2).toString('base64')}`);
    const result = await send({
      deliveryId: 'b1',
      url: `http://127.0.0.1:${receiver.port()}/huge`,
      body: '{}',
      contentType: 'application/json',
    });
    await receiver.state.hugeClosed;
    expect(result.status).toBe(200);
    expect(Buffer.byteLength(result.body)).toBeLessThanOrEqual(PARTNER_ANSWER_MAX_BYTES);
    expect(receiver.state.hugeBytesWritten).toBeLessThan(HUGE_ANSWER_BYTES / 10);
  });
});
