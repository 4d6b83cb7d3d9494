/**
 * `npm run verify:webhooks:hostile`: what salons' webhook endpoints that hang, or answer 200 MB,
 * cost everyone else.
 *
 * One salon's ten endpoints never answer; another salon's ten answer 200 MB each. Each endpoint has
 * WEBHOOK_HOSTILE_EVENTS deliveries waiting when the server starts as `npm start` does. While its
 * outbox works through them, another account asks for a password reset WEBHOOK_HOSTILE_RESETS
 * times, and the time from each request to its email in the mailbox is measured, with the server's
 * resident memory sampled throughout.
 *
 * It prints the figures, and fails (exit 1) when a huge answer was not delivered, or when the server
 * grew by more than MEMORY_GROWTH_LIMIT_MB: an answer read whole costs that in one delivery.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { webhookEndpoints } from '../apps/server/src/db/schema/webhooks.ts';
import { enqueueOutbox } from '../apps/server/src/jobs/outbox.ts';
import { createSalonAdmin } from '../apps/server/src/test/factories.ts';
import { freePort, startServer } from '../apps/web/e2e/support/server.ts';
import { printLoadAtStartAndEnd } from './support/machine-load.ts';
import { ensureWebAppBuilt } from './support/server-process.ts';

printLoadAtStartAndEnd('webhooks that hang or answer 200 MB');

const ENDPOINTS_PER_SALON = 10;
const EVENTS = Number(process.env.WEBHOOK_HOSTILE_EVENTS ?? 5);
const RESETS = Number(process.env.WEBHOOK_HOSTILE_RESETS ?? 5);
const HUGE_ANSWER_BYTES = 200 * 1024 * 1024;
const MEMORY_GROWTH_LIMIT_MB = 150;
const CHUNK = Buffer.alloc(64 * 1024, 'x');

const held: ServerResponse[] = [];
const receiverState = { hangingCalls: 0, hugeCalls: 0, hugeBytesSent: 0 };

/** Writes the huge answer as fast as the caller reads it, until all is sent or the caller goes. */
function answerHuge(response: ServerResponse) {
  let sent = 0;
  response.writeHead(200, { 'content-type': 'text/plain' });
  const pump = () => {
    while (sent < HUGE_ANSWER_BYTES && !response.destroyed) {
      sent += CHUNK.byteLength;
      receiverState.hugeBytesSent += CHUNK.byteLength;
      if (!response.write(CHUNK)) {
        response.once('drain', pump);
        return;
      }
    }
    response.end();
  };
  pump();
}

const receiver = createServer((request, response) => {
  request.resume();
  if (request.url?.startsWith('/hang/')) {
    receiverState.hangingCalls += 1;
    held.push(response);
    return;
  }
  receiverState.hugeCalls += 1;
  answerHuge(response);
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const receiverOrigin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;

ensureWebAppBuilt();
const dataDir = mkdtempSync(path.join(tmpdir(), 'piiq-webhooks-hostile-'));

/** Two salons, ten endpoints each, every endpoint with EVENTS deliveries waiting; and an account to reset. */
async function prepare(): Promise<string> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const { db } = database;
    const resetting = await createSalonAdmin(db);
    for (const kind of ['hang', 'huge']) {
      const { salon, user } = await createSalonAdmin(db);
      for (let n = 0; n < ENDPOINTS_PER_SALON; n += 1) {
        const [endpoint] = await db
          .insert(webhookEndpoints)
          .values({
            salonId: salon.id,
            url: `${receiverOrigin}/${kind}/${n}`,
            events: ['cart.updated'],
            signingSecret: `whsec_${randomBytes(24).toString('base64')}`,
            createdBy: user.id,
          })
          .returning();
        if (!endpoint) throw new Error('no endpoint written');
        await enqueueOutbox(
          db,
          Array.from({ length: EVENTS }, (_, event) => ({
            kind: 'salon-webhook' as const,
            payload: {
              endpointId: endpoint.id,
              salonId: salon.id,
              type: 'cart.updated',
              url: endpoint.url,
              body: JSON.stringify({ id: `evt_${kind}_${n}_${event}`, type: 'cart.updated' }),
            },
            webhookEndpointId: endpoint.id,
          })),
        );
      }
    }
    return resetting.user.email;
  } finally {
    await database.close();
  }
}

function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024);
}

const email = await prepare();
const server = await startServer({
  dataDir,
  port: await freePort(),
  logFile: path.join(dataDir, 'server.log'),
  env: { SEED_DEMO_DATA: 'false', OUTBOX_POLL_MS: '100', LOG_LEVEL: 'warn' },
  readyTimeoutMs: 60_000,
});

const memory = { start: residentMegabytes(server.pid), most: 0 };
const sampler = setInterval(() => (memory.most = Math.max(memory.most, residentMegabytes(server.pid))), 100);

async function mailCount(): Promise<number> {
  const response = await fetch(`${server.baseURL}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as unknown[]).length;
}

/** Milliseconds from asking for a reset to its email in the mailbox. */
async function resetEmailMs(): Promise<number> {
  const before = await mailCount();
  const asked = performance.now();
  await fetch(`${server.baseURL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation Forgot($email: String!) { forgotPassword(input: { email: $email }) }',
      variables: { email },
    }),
  });
  while ((await mailCount()) <= before) await new Promise((resolve) => setTimeout(resolve, 20));
  return Math.round(performance.now() - asked);
}

const resetTimes: number[] = [];
try {
  for (let n = 0; n < RESETS; n += 1) resetTimes.push(await resetEmailMs());
  // Every huge answer is asked for once: its delivery then succeeds (200) and is not retried.
  const deadline = Date.now() + 120_000;
  while (receiverState.hugeCalls < ENDPOINTS_PER_SALON * EVENTS && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 200));
} finally {
  clearInterval(sampler);
  memory.most = Math.max(memory.most, residentMegabytes(server.pid));
  for (const response of held.splice(0)) response.destroy();
  await server.stop();
  receiver.close();
  rmSync(dataDir, { recursive: true, force: true });
}

const sorted = [...resetTimes].sort((a, b) => a - b);
const figures = {
  'hanging endpoints, deliveries waiting for each': `${ENDPOINTS_PER_SALON}, ${EVENTS}`,
  'endpoints answering 200 MB, deliveries waiting for each': `${ENDPOINTS_PER_SALON}, ${EVENTS}`,
  'password reset emails, ms from request to mailbox': resetTimes,
  'reset email median (ms)': sorted[Math.floor(sorted.length / 2)] ?? null,
  'reset email slowest (ms)': sorted.at(-1) ?? null,
  'calls the hanging endpoints got': receiverState.hangingCalls,
  'huge answers asked for': receiverState.hugeCalls,
  'MB of huge answers sent before the server stopped reading': Math.round(receiverState.hugeBytesSent / 1024 / 1024),
  'server memory at start (MB)': memory.start,
  'server memory at most (MB)': memory.most,
};
console.log(JSON.stringify({ 'webhooks that hang or answer 200 MB': figures }, null, 2));
if (receiverState.hugeCalls < ENDPOINTS_PER_SALON * EVENTS || memory.most - memory.start > MEMORY_GROWTH_LIMIT_MB)
  process.exitCode = 1;
