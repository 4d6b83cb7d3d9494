import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, outboxAttempts } from '../db/schema/outbox.ts';
import { outboxHandlerPorts } from '../compose.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { enqueueOutbox } from './outbox.ts';
import { createOutboxHandlers } from './outbox-handlers.ts';
import { createOutboxWorker, retryDelayMs, type OutboxWorker } from './outbox-worker.ts';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  answered: number;
}

/** A partner that is down for its first `failures` calls of each delivery, then recovers. */
function flakyReceiver(failures: number) {
  const received: Received[] = [];
  const callsPerDelivery = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const id = String(request.headers['webhook-id']);
      const calls = (callsPerDelivery.get(id) ?? 0) + 1;
      callsPerDelivery.set(id, calls);
      const answered = calls <= failures ? 503 : 200;
      received.push({ headers: request.headers, body, answered });
      response.writeHead(answered).end(answered === 200 ? 'ok' : 'down for maintenance');
    });
  });
  return {
    received,
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    start: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let test: TestServer;
let worker: OutboxWorker;
const receiver = flakyReceiver(2);

/** Runs the worker until `until` holds: a few runs, as every retry is due at once; never a wait. */
async function drain(until: () => Promise<boolean>) {
  for (let runs = 0; !(await until()); runs++) {
    if (runs > 100) throw new Error('the outbox did not get there in 100 runs of the worker');
    await worker.runOnce();
  }
}

beforeAll(async () => {
  await receiver.start();
  test = await startTestServer();
  worker = createOutboxWorker({
    db: test.server.database.db,
    handlers: createOutboxHandlers(
      outboxHandlerPorts(test.server.services, test.server.email, test.config.webhookSecret),
    ),
    log: test.server.app.log,
    pollMs: 50,
    maxAttempts: 4,
    // Every retry due at once: the loop above runs the worker until the outcome, never waiting out a back-off.
    backoffBaseMs: 0,
  });
});
afterAll(async () => {
  await test.close();
  await receiver.stop();
});

describe('outbox', () => {
  it('delivers every call at least once through a partner that fails and then recovers', async () => {
    const db = test.server.database.db;
    const ids = await db.transaction((tx) =>
      enqueueOutbox(
        tx,
        Array.from({ length: 5 }, (_, index) => ({
          kind: 'webhook' as const,
          payload: {
            event: 'test.ping',
            url: receiver.url(),
            body: `firstName=Ann&n=${index}`,
            contentType: 'text/plain',
          },
        })),
      ),
    );
    await drain(async () => {
      const rows = await db.select().from(outbox);
      return rows.filter((row) => ids.includes(row.id)).every((row) => row.status === 'DELIVERED');
    });

    const verifier = new Webhook(test.config.webhookSecret);
    for (const id of ids) {
      const calls = receiver.received.filter((call) => call.headers['webhook-id'] === id);
      expect(calls.map((call) => call.answered)).toEqual([503, 503, 200]);
      // Every repeat carries the same delivery id and body, signed with Standard Webhooks headers.
      expect(new Set(calls.map((call) => call.body)).size).toBe(1);
      for (const call of calls) {
        expect(call.headers['content-type']).toBe('text/plain');
        // standardwebhooks' verify() also parses JSON, so the text/plain signature is recomputed instead.
        const sentAt = new Date(Number(call.headers['webhook-timestamp']) * 1000);
        expect(call.headers['webhook-signature']).toBe(
          verifier.sign(String(call.headers['webhook-id']), sentAt, call.body),
        );
      }
      const attempts = await db.select().from(outboxAttempts).where(eq(outboxAttempts.outboxId, id));
      expect(attempts.map((attempt) => attempt.succeeded).sort()).toEqual([false, false, true]);
    }
  });

  it('moves a delivery that never succeeds to the dead letters after the last try', async () => {
    const db = test.server.database.db;
    const [id] = await enqueueOutbox(db, {
      kind: 'webhook',
      payload: { event: 'test.dead', url: 'http://127.0.0.1:9/closed', body: '{}', contentType: 'application/json' },
    });
    await drain(async () => {
      const [row] = await db
        .select()
        .from(outbox)
        .where(eq(outbox.id, String(id)));
      return row?.status === 'DEAD';
    });
    const [row] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.id, String(id)));
    expect(row?.attempts).toBe(4);
    expect(row?.lastError).toBeTruthy();
  });

  it('keeps a scheduled job until its time', async () => {
    const db = test.server.database.db;
    const [id] = await enqueueOutbox(db, {
      kind: 'email',
      payload: { to: 'later@example.com', subject: 'Later', text: 'Later' },
      runAt: new Date(Date.now() + 3_600_000),
    });
    await worker.runOnce();
    const [row] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.id, String(id)));
    expect(row?.status).toBe('PENDING');
    expect(row?.attempts).toBe(0);
  });

  it('backs off exponentially with jitter, capped', () => {
    expect(retryDelayMs(1, () => 0)).toBe(1_000);
    expect(retryDelayMs(1, () => 1)).toBe(2_000);
    expect(retryDelayMs(4, () => 1)).toBe(16_000);
    expect(retryDelayMs(40, () => 1)).toBe(3_600_000);
  });
});
