/**
 * `npm run verify:outbox`: the outbox delivers every call however often its worker dies and its
 * receiver fails.
 *
 * Queues OUTBOX_CHAOS_DELIVERIES webhook calls into a fresh embedded database, to a local receiver
 * that answers 500 to FAILURE_RATE of the calls it gets and never answers HANG_RATE of them (the
 * sender gives up after its timeout). It then starts the server as `npm start` does, whose worker
 * delivers them, and kills the server with SIGKILL every OUTBOX_CHAOS_KILL_MS or so, starting it
 * again each time, until the outbox is empty, for at most OUTBOX_CHAOS_MINUTES.
 *
 * It fails (exit 1) unless every call reached the receiver and was answered 2xx at least once,
 * every signature verified with the standardwebhooks library against the configured secret, no row
 * ended in dead letters, and every repeat of a call carried the same webhook id. Repeats are
 * expected: a call answered 2xx just before a kill, whose delivery was not yet recorded, is made
 * again, and the receiver drops it by its id.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { outbox } from '../apps/server/src/db/schema/outbox.ts';
import { enqueueOutbox } from '../apps/server/src/jobs/outbox.ts';
import { freePort, type RunningServer } from '../apps/web/e2e/support/server.ts';
import { ensureWebAppBuilt, waitForExit } from './support/server-process.ts';
import { printLoadAtStartAndEnd } from './support/machine-load.ts';
import { restartableServer } from './support/restartable-server.ts';
import { listenForWebhooks, type ReceivedCall } from './support/webhook-receiver.ts';

printLoadAtStartAndEnd('outbox under chaos');

const DELIVERIES = Number(process.env.OUTBOX_CHAOS_DELIVERIES ?? 10_000);
const KILL_MS = Number(process.env.OUTBOX_CHAOS_KILL_MS ?? 4_000);
const MINUTES = Number(process.env.OUTBOX_CHAOS_MINUTES ?? 25);
const FAILURE_RATE = 0.3;
const HANG_RATE = 0.002;

const secret = `whsec_${randomBytes(32).toString('base64')}`;
const verifier = new Webhook(secret);

/** What the receiver saw of each call, by its body's number. */
const received = new Map<string, { ids: Set<string>; answeredOk: number; attempts: number }>();
let badSignatures = 0;
const hanging: ServerResponse[] = [];

function receive({ body, headers, response }: ReceivedCall) {
  try {
    verifier.verify(body, headers);
  } catch {
    badSignatures += 1;
    response.writeHead(400).end('bad signature');
    return;
  }
  const { n } = JSON.parse(body) as { n: string };
  const seen = received.get(n) ?? { ids: new Set<string>(), answeredOk: 0, attempts: 0 };
  received.set(n, seen);
  seen.ids.add(headers['webhook-id'] ?? '');
  seen.attempts += 1;
  const roll = Math.random();
  if (roll < HANG_RATE) {
    hanging.push(response);
    return;
  }
  if (roll < HANG_RATE + FAILURE_RATE) {
    response.writeHead(500).end('failing on purpose');
    return;
  }
  seen.answeredOk += 1;
  response.writeHead(200).end('ok');
}

ensureWebAppBuilt();

const { receiver, url: receiverUrl } = await listenForWebhooks('/hook', receive);
const dataDir = mkdtempSync(path.join(tmpdir(), 'piiq-outbox-chaos-'));

const queued = await openDatabase({ kind: 'pglite', dataDir });
try {
  for (let start = 0; start < DELIVERIES; start += 1_000) {
    const items = Array.from({ length: Math.min(1_000, DELIVERIES - start) }, (_, index) => ({
      kind: 'webhook' as const,
      payload: {
        event: 'chaos.test',
        url: receiverUrl,
        body: JSON.stringify({ n: String(start + index) }),
        contentType: 'application/json',
      },
    }));
    await queued.db.transaction((tx) => enqueueOutbox(tx, items));
  }
} finally {
  await queued.close();
}

const METRICS_TOKEN = randomBytes(16).toString('hex');
const port = await freePort();
const start = restartableServer({
  dataDir,
  port,
  env: { SEED_DEMO_DATA: 'false', WEBHOOK_SECRET: secret, METRICS_TOKEN, OUTBOX_POLL_MS: '100', LOG_LEVEL: 'warn' },
  readyTimeoutMs: 60_000,
});

const started = performance.now();
const deadline = Date.now() + MINUTES * 60_000;
let server: RunningServer = await start();
let kills = 0;
let failedRestarts = 0;

/** The outbox's undelivered rows by state, from the server's /metrics; null while it is down. */
async function backlog(): Promise<Record<string, number> | null> {
  const response = await fetch(`${server.baseURL}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  }).catch(() => null);
  if (!response?.ok) return null;
  const counts: Record<string, number> = {};
  for (const match of (await response.text()).matchAll(/^piiq_outbox_deliveries\{state="(\w+)"\} (\d+)$/gm))
    counts[match[1] ?? ''] = Number(match[2]);
  return counts;
}
const undeliveredIn = (counts: Record<string, number>) =>
  Object.entries(counts)
    .filter(([state]) => state !== 'dead')
    .reduce((sum, [, count]) => sum + count, 0);
const answeredByReceiver = () => [...received.values()].filter((seen) => seen.answeredOk > 0).length;

try {
  // Kills while calls are still unanswered; then the worker finishes alone (rows leased by a killed
  // worker wait out their lease first), until the outbox holds nothing but what is dead.
  while (Date.now() < deadline) {
    await new Promise((resolve) =>
      setTimeout(resolve, answeredByReceiver() < DELIVERIES ? KILL_MS * (0.5 + Math.random()) : 1_000),
    );
    const counts = await backlog();
    if (counts && undeliveredIn(counts) === 0) break;
    if (answeredByReceiver() >= DELIVERIES) continue;
    process.kill(server.pid, 'SIGKILL');
    await waitForExit(server.pid);
    kills += 1;
    try {
      server = await start();
    } catch (error) {
      failedRestarts += 1;
      console.error('a restart failed:', error instanceof Error ? error.message.slice(0, 2_000) : error);
      break;
    }
    if (kills % 10 === 0)
      console.error(`${kills} kills, ${DELIVERIES - answeredByReceiver()} calls not yet answered 2xx`);
  }
} finally {
  await server.stop();
  for (const response of hanging) response.destroy();
  receiver.close();
}

/** What the outbox holds once the server is stopped, read from its folder. */
async function finalOutbox(): Promise<{ dead: number; undelivered: number }> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    return {
      dead: await database.db.$count(outbox, eq(outbox.status, 'DEAD')),
      undelivered: await database.db.$count(outbox, sql`${outbox.status} <> 'DELIVERED'`),
    };
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const { dead, undelivered } = await finalOutbox();

const calls = [...received.values()];
const answeredOk = calls.filter((seen) => seen.answeredOk > 0).length;
const repeated = calls.filter((seen) => seen.answeredOk > 1).length;
const idsPerCall = calls.filter((seen) => seen.ids.size !== 1).length;
const figures = {
  deliveries: DELIVERIES,
  'receiver failing / hanging': `${FAILURE_RATE * 100}% / ${HANG_RATE * 100}%`,
  'SIGKILLs of the server': kills,
  'restarts that failed': failedRestarts,
  minutes: Number(((performance.now() - started) / 60_000).toFixed(1)),
  'calls the receiver saw, attempts included': calls.reduce((sum, seen) => sum + seen.attempts, 0),
  'calls answered 2xx at least once': answeredOk,
  'calls answered 2xx more than once (dropped by their id)': repeated,
  'calls whose attempts carried more than one id': idsPerCall,
  'bad signatures': badSignatures,
  'rows not delivered at the end': undelivered,
  'rows in dead letters': dead,
};
console.log(JSON.stringify({ 'outbox under chaos': figures }, null, 2));
if (
  answeredOk !== DELIVERIES ||
  idsPerCall > 0 ||
  badSignatures > 0 ||
  dead > 0 ||
  undelivered > 0 ||
  failedRestarts > 0
)
  process.exitCode = 1;
