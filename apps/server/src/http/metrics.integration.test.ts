import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { Histogram } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSalonAdmin } from '../test/factories.ts';
import { signedInSalonAdmin } from '../test/sign-in.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { registerMetrics } from './metrics.ts';

const TOKEN = 'metrics-token-for-the-tests';

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => test.close());

describe('/metrics', () => {
  it('answers only a scrape bearing the token', async () => {
    expect((await test.server.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect(
      (await test.server.app.inject({ url: '/metrics', headers: { authorization: 'Bearer not-the-token-at-all' } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await test.server.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode,
    ).toBe(200);
  });

  it('counts each request by its operation, with the outbox, the live streams and Node’s own figures', async () => {
    await test.server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: 'query GetMySalons { me { id } }', operationName: 'GetMySalons' },
    });
    await test.server.app.inject({ url: '/healthz' });
    const response = await test.server.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(/piiq_request_duration_seconds_count\{operation="GetMySalons",status="200"\} 1/);
    expect(text).toMatch(/piiq_request_duration_seconds_count\{operation="\/healthz",status="200"\} 1/);
    expect(text).toContain('# TYPE piiq_outbox_deliveries gauge');
    expect(text).toContain('piiq_live_subscriptions 0');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('measures nothing without a token, while the answers still carry their Server-Timing', async () => {
    // A histogram's observe is this method of prom-client's, taken by each histogram as it is made.
    const observe = vi.spyOn(
      Histogram.prototype as unknown as { observeWithoutExemplar: (labels: object, value: number) => void },
      'observeWithoutExemplar',
    );
    const requestTimed = async (token: string | null) => {
      const app = Fastify();
      registerMetrics(app, { token, sources: { outboxBacklog: async () => [] } });
      app.get('/timed', async (_request, reply) =>
        reply.header('server-timing', `app;dur=${reply.elapsedTime}`).send('ok'),
      );
      observe.mockClear();
      const response = await app.inject({ url: '/timed' });
      await app.close();
      return {
        observed: observe.mock.calls.length,
        timing: Number(/dur=(.*)/.exec(String(response.headers['server-timing']))?.[1]),
      };
    };
    const off = await requestTimed(null);
    expect(off.observed).toBe(0);
    expect(off.timing).toBeGreaterThan(0);
    expect((await requestTimed(TOKEN)).observed).toBe(1);
    observe.mockRestore();
  });

  it('does not exist without a token configured', async () => {
    const other = await startTestServer();
    try {
      expect((await other.server.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});

describe('piiq_live_subscriptions', () => {
  const CARTS = 'subscription Carts($id: ID!) { cartUpdated(salonId: $id) { id } }';

  async function liveSubscriptions(): Promise<number> {
    const text = (await test.server.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }))
      .body;
    return Number(/^piiq_live_subscriptions (\d+)$/m.exec(text)?.[1]);
  }

  async function postOverASocket(
    cookie: string,
    salonId: string,
    accept: string,
    signal?: AbortSignal,
  ): Promise<Response> {
    if (!test.server.app.server.listening) await test.server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = test.server.app.server.address() as AddressInfo;
    return fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept, cookie },
      body: JSON.stringify({ query: CARTS, variables: { id: salonId } }),
      ...(signal ? { signal } : {}),
    });
  }

  /** A live stream as the web app opens it, once its first bytes arrived. */
  async function openStream(cookie: string, salonId: string) {
    const controller = new AbortController();
    const response = await postOverASocket(cookie, salonId, 'text/event-stream', controller.signal);
    await response.body!.getReader().read();
    return { close: () => controller.abort() };
  }

  it('reads the streams open now: up as each opens, down as each closes, and a refused one never counts', async () => {
    const admin = await signedInSalonAdmin(test);
    const otherSalon = (await createSalonAdmin(test.server.database.db)).salon;
    expect(await liveSubscriptions()).toBe(0);

    const first = await openStream(admin.cookie, admin.salon.id);
    const second = await openStream(admin.cookie, admin.salon.id);
    expect(await liveSubscriptions()).toBe(2);

    // Another salon's carts, asked for as the web app asks and through Yoga's own negotiation: refused, in one answer.
    for (const accept of ['text/event-stream', 'text/event-stream, application/json;q=0.5']) {
      expect(await (await postOverASocket(admin.cookie, otherSalon.id, accept)).text()).toContain('"errors"');
    }
    await vi.waitFor(async () => expect(await liveSubscriptions()).toBe(2));

    first.close();
    await vi.waitFor(async () => expect(await liveSubscriptions()).toBe(1));
    second.close();
    await vi.waitFor(async () => expect(await liveSubscriptions()).toBe(0));
  });
});
