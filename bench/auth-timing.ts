/**
 * Part of `npm run verify:auth`: whether an email has an account must not show in how long the
 * answer takes. Starts the server as `npm start` does (embedded PGlite, demo data) and asks, TRIES
 * times each, interleaved: sign-in with a wrong password for an email with an account and for one
 * without; the portal's email check; forgot password. Each call comes from its own address (through
 * a trusted proxy's X-Forwarded-For), so the per-address limits and back-off measure nothing here,
 * and the known emails are spread over the demo's accounts so none reaches its lock.
 *
 * Prints the median of each side and their ratio, and exits 1 when a median differs from the other
 * by more than MAX_DIFFERENCE, or when sign-in's answers differ in anything but timing. The email
 * check and forgot password say in words whether the account exists: the product's screens must say them (docs/product-rules.md).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '../apps/server/src/db/seed/demo/identities.ts';
import { freePort, startServer } from '../apps/web/e2e/support/server.ts';
import { ensureWebAppBuilt } from './support/server-process.ts';
import { printLoadAtStartAndEnd } from './support/machine-load.ts';

printLoadAtStartAndEnd('auth timing');

const TRIES = Number(process.env.AUTH_TIMING_TRIES ?? 200);
const IN_FLIGHT = 4;
const MAX_DIFFERENCE = 0.1;

const KNOWN = Object.values(DEMO_ACCOUNTS).map((account) => account.email);
const QUESTIONS = {
  signIn: {
    query:
      'mutation SignIn($email: String!) { signIn(input: { email: $email, password: "Wrong-2026-pw" }) { user { id } } }',
  },
  checkEmail: { query: 'mutation CheckEmail($email: String!) { checkEmail(input: { email: $email }) }' },
  forgotPassword: { query: 'mutation Forgot($email: String!) { forgotPassword(input: { email: $email }) }' },
} as const;
type Question = keyof typeof QUESTIONS;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

ensureWebAppBuilt();
const dataDir = mkdtempSync(path.join(tmpdir(), 'piiq-auth-timing-'));
const server = await startServer({
  dataDir,
  port: await freePort(),
  logFile: path.join(dataDir, 'server.log'),
  env: { TRUST_PROXY: 'true' },
});

let address = 0;
async function ask(question: Question, email: string): Promise<{ ms: number; answer: string }> {
  address += 1;
  const started = performance.now();
  const response = await fetch(`${server.baseURL}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-piiq-csrf': '1',
      origin: server.baseURL,
      'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    },
    body: JSON.stringify({ ...QUESTIONS[question], variables: { email } }),
  });
  const body = (await response.json()) as {
    errors?: Array<{ message: string; extensions?: { code?: string } }>;
    data?: unknown;
  };
  const ms = performance.now() - started;
  return {
    ms,
    answer: JSON.stringify({
      status: response.status,
      errors: body.errors?.map((error) => [error.extensions?.code, error.message]),
      data: body.data,
    }),
  };
}

let failed = false;
const figures: Record<string, unknown> = {};
try {
  for (const question of Object.keys(QUESTIONS) as Question[]) {
    // Known and unknown alternate, so the machine's ups and downs fall on both sides alike.
    const calls = Array.from({ length: TRIES * 2 }, (_, index) => ({
      known: index % 2 === 0,
      email: index % 2 === 0 ? (KNOWN[Math.floor(index / 2) % KNOWN.length] ?? '') : `nobody-${index}@example.com`,
    }));
    const times = { known: [] as number[], unknown: [] as number[] };
    const answers = { known: new Set<string>(), unknown: new Set<string>() };
    let next = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < calls.length) {
          const call = calls[next];
          next += 1;
          if (!call) continue;
          const { ms, answer } = await ask(question, call.email);
          times[call.known ? 'known' : 'unknown'].push(ms);
          answers[call.known ? 'known' : 'unknown'].add(answer);
        }
      }),
    );
    const known = median(times.known);
    const unknown = median(times.unknown);
    const difference = Math.abs(known - unknown) / Math.min(known, unknown);
    const sameWords =
      answers.known.size === 1 && [...answers.known][0] === [...answers.unknown][0] && answers.unknown.size === 1;
    figures[question] = {
      'median with an account (ms)': Number(known.toFixed(1)),
      'median without (ms)': Number(unknown.toFixed(1)),
      'difference of the medians': `${(difference * 100).toFixed(1)}%`,
      'same answer': sameWords,
    };
    if (difference > MAX_DIFFERENCE) failed = true;
    if (question === 'signIn' && !sameWords) failed = true;
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(JSON.stringify({ 'known and unknown emails, answer times': { tries: TRIES, ...figures } }, null, 2));
if (failed) {
  console.error(
    `An answer's time (or sign-in's words) tells whether an account exists: medians more than ${MAX_DIFFERENCE * 100}% apart.`,
  );
  process.exit(1);
}
