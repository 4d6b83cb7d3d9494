import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { RECONNECT_AFTER_SHUTDOWN_MS } from '../http/app.ts';
import { createSalonAdmin } from '../test/factories.ts';
import { signInAs } from '../test/sign-in.ts';
import { startTestServer, testRedisUrl, type TestServer } from '../test/test-server.ts';

const SUBSCRIPTION = `subscription($salonId: ID!) { salonUpdated(salonId: $salonId) { id name } }`;

/** Opens a real SSE subscription and resolves with the first event's data, publishing until it arrives. */
async function receiveOne(
  subscriber: TestServer,
  cookie: string,
  salonId: string,
  publish: () => void,
): Promise<string> {
  await subscriber.server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = subscriber.server.app.server.address() as AddressInfo;
  const controller = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie },
    body: JSON.stringify({ query: SUBSCRIPTION, variables: { salonId } }),
    signal: controller.signal,
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const publisher = setInterval(publish, 100);
  let text = '';
  try {
    const deadline = Date.now() + 10_000;
    while (!text.includes('salonUpdated') && Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
  } finally {
    clearInterval(publisher);
    controller.abort();
  }
  return text;
}

const servers: TestServer[] = [];
afterAll(async () => {
  // Instances sharing a database close first; the one that made it drops it last.
  for (const server of servers.reverse()) await server.close();
});

describe('live events', () => {
  it('reach a subscriber of the same salon over SSE', async () => {
    const test = await startTestServer();
    servers.push(test);
    const { user, salon } = await createSalonAdmin(test.server.database.db, { name: 'Event Salon' });
    const cookie = await signInAs(test, user.email);
    const text = await receiveOne(test, cookie, salon.id, () =>
      test.server.services.salons.announceSalonUpdated(salon.id),
    );
    expect(text).toContain('"name":"Event Salon"');
  });

  it.runIf(testRedisUrl)('published by one instance reach a subscriber on another, through Redis', async () => {
    const publisher = await startTestServer();
    const subscriber = await startTestServer({ reuse: publisher });
    servers.push(publisher, subscriber);
    expect(publisher.server.events.name).toBe('redis');
    const { user, salon } = await createSalonAdmin(publisher.server.database.db, { name: 'Two Instances' });
    const cookie = await signInAs(subscriber, user.email);
    const text = await receiveOne(subscriber, cookie, salon.id, () =>
      publisher.server.services.salons.announceSalonUpdated(salon.id),
    );
    expect(text).toContain('"name":"Two Instances"');
  });
});

describe('shutting down', () => {
  it('ends each open stream with a retry hint, so the close does not wait for the streams and browsers come back', async () => {
    const test = await startTestServer();
    const { user, salon } = await createSalonAdmin(test.server.database.db, { name: 'Closing Salon' });
    const cookie = await signInAs(test, user.email);
    await test.server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = test.server.app.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie },
      body: JSON.stringify({ query: SUBSCRIPTION, variables: { salonId: salon.id } }),
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();

    // Without the hint and the end, the close waits on the stream until main.ts's force exit.
    const closing = test.close();
    let text = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
    await closing;
    expect(text).toContain(`retry: ${RECONNECT_AFTER_SHUTDOWN_MS}`);
  });
});
