/**
 * `npm run verify:webhooks`: a salon's webhook endpoint gets every event, signed with its own secret,
 * however often it fails.
 *
 * Adds a salon and one endpoint to a fresh embedded database, and writes WEBHOOK_CHAOS_EVENTS events
 * for it, each in a transaction of its own, through the one helper the services write them with
 * (queueWebhookEvent). The endpoint is a local receiver that answers 500 to a third of the calls it
 * gets. It then starts the server as `npm start` does, whose outbox worker delivers them with its
 * backoff, for at most WEBHOOK_CHAOS_MINUTES.
 *
 * It fails (exit 1) unless every event reached the receiver and was answered 2xx, every signature
 * verified with the standardwebhooks library against the endpoint's secret (and none against the
 * server's own), no event came under more than one webhook id, and the outbox ended with nothing
 * undelivered or dead.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { outbox } from '../apps/server/src/db/schema/outbox.ts';
import { createAuditService } from '../apps/server/src/modules/audit/audit.service.ts';
import { createAuthRepository } from '../apps/server/src/modules/auth/auth.repository.ts';
import { createSalonsRepository } from '../apps/server/src/modules/salons/salons.repository.ts';
import { createWebhooksRepository } from '../apps/server/src/modules/webhooks/webhooks.repository.ts';
import { createWebhooksService } from '../apps/server/src/modules/webhooks/webhooks.service.ts';
import { createSalonEndpointSender, resolveWithSystem } from '../apps/server/src/ports/webhooks.ts';
import { createSalon, createSalonAdmin } from '../apps/server/src/test/factories.ts';
import { freePort, startServer, type RunningServer } from '../apps/web/e2e/support/server.ts';
import { ensureWebAppBuilt } from './support/server-process.ts';
import { printLoadAtStartAndEnd } from './support/machine-load.ts';
import { listenForWebhooks, type ReceivedCall } from './support/webhook-receiver.ts';

printLoadAtStartAndEnd('webhooks under failure');

const EVENTS = Number(process.env.WEBHOOK_CHAOS_EVENTS ?? 1_000);
const MINUTES = Number(process.env.WEBHOOK_CHAOS_MINUTES ?? 15);
const FAILURE_RATE = 1 / 3;

/** The server's own secret, which signs its partner calls: a salon's delivery must not verify with it. */
const serverSecret = `whsec_${randomBytes(32).toString('base64')}`;

/** What the receiver saw of each event, by its body's id. */
const received = new Map<string, { webhookIds: Set<string>; answeredOk: number; attempts: number }>();
let badSignatures = 0;
let serverSignatures = 0;
let verifier: Webhook | undefined;
const serverVerifier = new Webhook(serverSecret);

function receive({ body, headers, response }: ReceivedCall) {
  try {
    if (!verifier) throw new Error('no endpoint yet');
    verifier.verify(body, headers);
  } catch {
    badSignatures += 1;
    response.writeHead(400).end('bad signature');
    return;
  }
  try {
    serverVerifier.verify(body, headers);
    serverSignatures += 1;
  } catch {
    // As it should be: the server's own secret does not sign a salon's deliveries.
  }
  const { id } = JSON.parse(body) as { id: string };
  const seen = received.get(id) ?? { webhookIds: new Set<string>(), answeredOk: 0, attempts: 0 };
  received.set(id, seen);
  seen.webhookIds.add(headers['webhook-id'] ?? '');
  seen.attempts += 1;
  if (Math.random() < FAILURE_RATE) {
    response.writeHead(500).end('failing on purpose');
    return;
  }
  seen.answeredOk += 1;
  response.writeHead(200).end('ok');
}

ensureWebAppBuilt();

const { receiver, url: receiverUrl } = await listenForWebhooks('/hooks', receive);
const dataDir = mkdtempSync(path.join(tmpdir(), 'piiq-webhooks-chaos-'));

const queueStarted = performance.now();
const queued = await openDatabase({ kind: 'pglite', dataDir });
try {
  const db = queued.db;
  const { salon, user } = await createSalonAdmin(db);
  // A salon with no endpoint beside it: its events must write nothing.
  const quiet = await createSalon(db);
  const webhooks = createWebhooksService({
    db,
    repository: createWebhooksRepository(db),
    salons: createSalonsRepository(db),
    users: createAuthRepository(db),
    audit: createAuditService({ db }),
    send: createSalonEndpointSender({ resolve: resolveWithSystem, allowLoopback: true }),
    resolve: resolveWithSystem,
    allowLoopbackHttp: true,
    publicUrl: 'http://127.0.0.1',
    now: () => new Date(),
  });
  const added = await webhooks.add({ userId: user.id, email: user.email }, salon.id, {
    url: receiverUrl,
    events: ['appointment.updated', 'cart.updated'],
  });
  verifier = new Webhook(added.secret);
  for (let n = 0; n < EVENTS; n += 1) {
    await db.transaction(async (tx) => {
      const data = {
        appointmentId: randomBytes(16).toString('hex'),
        clientId: null,
        staffId: null,
        rebookStatus: 'N/A',
        createdAt: new Date().toISOString(),
      };
      await webhooks.queueWebhookEvent(tx, salon.id, 'appointment.updated', data);
      await webhooks.queueWebhookEvent(tx, quiet.id, 'appointment.updated', data);
    });
  }
  const rows = await db.$count(outbox, eq(outbox.kind, 'salon-webhook'));
  if (rows !== EVENTS) throw new Error(`${rows} deliveries written for ${EVENTS} events`);
} finally {
  await queued.close();
}
const queueSeconds = (performance.now() - queueStarted) / 1_000;

const port = await freePort();
const started = performance.now();
const deadline = Date.now() + MINUTES * 60_000;
const server: RunningServer = await startServer({
  dataDir,
  port,
  logFile: path.join(dataDir, 'server.log'),
  env: {
    SEED_DEMO_DATA: 'false',
    WEBHOOK_SECRET: serverSecret,
    OUTBOX_POLL_MS: '100',
    LOG_LEVEL: 'warn',
  },
  readyTimeoutMs: 60_000,
});

const answered = () => [...received.values()].filter((seen) => seen.answeredOk > 0).length;

let lastReport = Date.now();
try {
  while (Date.now() < deadline && answered() < EVENTS) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    if (Date.now() - lastReport > 30_000) {
      lastReport = Date.now();
      console.error(`${EVENTS - answered()} events not yet answered 2xx`);
    }
  }
} finally {
  // A stop lets the worker record the deliveries it is making, so the outbox read below is final.
  await server.stop();
  receiver.close();
}
const deliverySeconds = (performance.now() - started) / 1_000;

const webhookRows = eq(outbox.kind, 'salon-webhook');
async function finalOutbox(): Promise<{ dead: number; undelivered: number }> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    return {
      // Only the salon's deliveries: the server also schedules work of its own (a zone's week turn).
      dead: await database.db.$count(outbox, and(webhookRows, eq(outbox.status, 'DEAD'))),
      undelivered: await database.db.$count(outbox, and(webhookRows, sql`${outbox.status} <> 'DELIVERED'`)),
    };
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const { dead, undelivered } = await finalOutbox();

const events = [...received.values()];
const figures = {
  events: EVENTS,
  'receiver failing': `${Math.round(FAILURE_RATE * 100)}%`,
  'seconds to write the events, one transaction each': Number(queueSeconds.toFixed(1)),
  'seconds to deliver them all': Number(deliverySeconds.toFixed(1)),
  'calls the receiver saw, retries included': events.reduce((sum, seen) => sum + seen.attempts, 0),
  'events answered 2xx': events.filter((seen) => seen.answeredOk > 0).length,
  'events answered 2xx more than once': events.filter((seen) => seen.answeredOk > 1).length,
  'events that came under more than one webhook id': events.filter((seen) => seen.webhookIds.size !== 1).length,
  'most attempts of one event': Math.max(0, ...events.map((seen) => seen.attempts)),
  'bad signatures': badSignatures,
  'signatures that verified with the server’s own secret': serverSignatures,
  'rows not delivered at the end': undelivered,
  'rows in dead letters': dead,
};
console.log(JSON.stringify({ 'webhooks under failure': figures }, null, 2));
if (
  figures['events answered 2xx'] !== EVENTS ||
  figures['events that came under more than one webhook id'] > 0 ||
  badSignatures > 0 ||
  serverSignatures > 0 ||
  dead > 0 ||
  undelivered > 0
)
  process.exitCode = 1;
