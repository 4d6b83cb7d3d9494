import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { EmailMessage } from '../ports/email.ts';
import { outboxHandlerPorts } from '../compose.ts';
import { createSalonAdmin } from '../test/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { enqueueOutbox } from './outbox.ts';
import { createOutboxHandlers } from './outbox-handlers.ts';
import { createOutboxWorker, WEBHOOK_DELIVERIES_PER_ENDPOINT, type OutboxWorker } from './outbox-worker.ts';

const ENDPOINTS = 10;
const EVENTS_PER_ENDPOINT = 3;

/**
 * Salon endpoints that never answer: each call is held open until the test lets it go. It counts the
 * calls open per endpoint (by path), the most open at once, and the calls the caller gave up on.
 */
function hangingReceiver() {
  const held: ServerResponse[] = [];
  const open = new Map<string, number>();
  const state = { mostOpenPerEndpoint: 0, givenUp: 0, released: false };
  let whenOpen: { count: number; reached: () => void } | undefined;
  const server = createServer((request, response) => {
    const path = request.url ?? '';
    request.resume();
    open.set(path, (open.get(path) ?? 0) + 1);
    state.mostOpenPerEndpoint = Math.max(state.mostOpenPerEndpoint, open.get(path) ?? 0);
    held.push(response);
    response.on('close', () => {
      open.set(path, (open.get(path) ?? 1) - 1);
      if (!state.released) state.givenUp += 1;
    });
    if (whenOpen && held.length >= whenOpen.count) whenOpen.reached();
  });
  return {
    state,
    url: (n: number) => `http://127.0.0.1:${(server.address() as AddressInfo).port}/endpoint-${n}`,
    /** Settles once this many calls are held open. */
    heldOpen: (count: number) =>
      new Promise<void>((reached) => {
        if (held.length >= count) reached();
        else whenOpen = { count, reached };
      }),
    release() {
      state.released = true;
      for (const response of held.splice(0)) response.writeHead(200).end('ok');
    },
    start: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let test: TestServer;
let worker: OutboxWorker;
const endpoints = hangingReceiver();
let emailed: (message: EmailMessage) => void = () => undefined;

beforeAll(async () => {
  await endpoints.start();
  test = await startTestServer();
  worker = createOutboxWorker({
    db: test.server.database.db,
    handlers: createOutboxHandlers({
      ...outboxHandlerPorts(test.server.services, test.server.email, test.config.webhookSecret),
      email: { name: 'mailbox', send: (message) => Promise.resolve(emailed(message)) },
    }),
    log: test.server.app.log,
    pollMs: 50,
    maxAttempts: 3,
  });
});

afterAll(async () => {
  endpoints.release();
  await worker.stop();
  await test.close();
  await endpoints.stop();
});

it('sends another account’s email while a salon’s ten endpoints hang, two calls each at most', async () => {
  const db = test.server.database.db;
  const { salon, user } = await createSalonAdmin(db);
  const actor = { userId: user.id, email: user.email };
  for (let n = 0; n < ENDPOINTS; n += 1)
    await test.server.services.webhooks.add(actor, salon.id, { url: endpoints.url(n), events: ['cart.updated'] });
  for (let event = 0; event < EVENTS_PER_ENDPOINT; event += 1)
    await db.transaction((tx) =>
      test.server.services.webhooks.queueWebhookEvent(tx, salon.id, 'cart.updated', {
        cartId: `cart-${event}`,
        appointmentId: `appointment-${event}`,
        status: 'WAITING',
        fulfilment: 'PICKUP',
        itemCount: 1,
        totalCents: 4295,
      }),
    );
  // Queued after the salon's deliveries, so it is the youngest row the worker sees.
  await enqueueOutbox(db, {
    kind: 'email',
    payload: { to: 'someone@else.test', subject: 'Reset your password', text: 'A link' },
  });
  const email = new Promise<EmailMessage>((resolve) => (emailed = resolve));

  worker.start();
  const reset = await email;
  await endpoints.heldOpen(ENDPOINTS * WEBHOOK_DELIVERIES_PER_ENDPOINT);

  expect(reset.subject).toBe('Reset your password');
  // Every endpoint holds its two places; none was given up on to make way for the email.
  expect(endpoints.state.mostOpenPerEndpoint).toBe(WEBHOOK_DELIVERIES_PER_ENDPOINT);
  expect(endpoints.state.givenUp).toBe(0);
});
