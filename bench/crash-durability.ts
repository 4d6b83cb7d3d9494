/**
 * `npm run verify:crash`: a server killed with SIGKILL while it writes loses nothing it acknowledged,
 * and starts again by itself every time.
 *
 * For each database (the embedded PGlite folder, then PostgreSQL at PIIQ_TEST_POSTGRES_URL in a
 * database of its own) it starts the server as `npm start` does, with the demo data, and keeps
 * WRITERS clients writing: signups (registerAccount with the offline provider's test card) and team
 * members added to a demo salon (createStaff). Every CRASH_INTERVAL_MS or so the server is killed
 * with SIGKILL and started again on the same data; CRASH_KILLS times. A write whose answer arrived
 * is acknowledged; one cut off by the kill may or may not have happened. At the end the server is
 * stopped and the database read directly: every acknowledged salon and team member must be there.
 *
 * Prints, per database, the kills, the writes acknowledged and found, and the restart times; exits
 * 1 when a restart failed or an acknowledged write is missing. CRASH_DRIVERS=pglite or postgres
 * runs one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { registerPayloadFixture } from '@piiq/domain/test/signup-fixtures';
import { inArray } from 'drizzle-orm';
import { openDatabase, type DatabaseTarget } from '../apps/server/src/db/client.ts';
import { salons } from '../apps/server/src/db/schema/salons.ts';
import { staff } from '../apps/server/src/db/schema/staff.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../apps/server/src/db/seed/demo/identities.ts';
import { freePort, type RunningServer } from '../apps/web/e2e/support/server.ts';
import { withBenchDatabase } from './support/bench-postgres.ts';
import { ensureWebAppBuilt, waitForExit } from './support/server-process.ts';
import { printLoadAtStartAndEnd } from './support/machine-load.ts';
import { restartableServer } from './support/restartable-server.ts';

printLoadAtStartAndEnd('crash durability');

const KILLS = Number(process.env.CRASH_KILLS ?? 200);
const INTERVAL_MS = Number(process.env.CRASH_INTERVAL_MS ?? 1_500);
const WRITERS = 4;
const DRIVERS = (process.env.CRASH_DRIVERS ?? 'pglite,postgres').split(',').map((name) => name.trim());

interface Figures {
  kills: number;
  'restarts that failed': number;
  'restart to ready, median (ms)': number;
  'restart to ready, slowest (ms)': number;
  'signups acknowledged': number;
  'signups found after the last restart': number;
  'team members acknowledged': number;
  'team members found after the last restart': number;
  'writes cut off by a kill (may or may not have happened)': number;
}

type Answer<T> =
  { kind: 'answer'; data?: T; errors?: Array<{ message: string }> } | { kind: 'refused' } | { kind: 'cut off' };

/**
 * One GraphQL call. 'refused' when no server was listening (it never arrived); 'cut off' when the
 * connection broke after the call was sent, so the write may or may not have happened.
 */
async function call<T>(
  baseURL: string,
  query: string,
  variables: Record<string, unknown>,
  cookie?: string,
): Promise<Answer<T>> {
  try {
    const response = await fetch(`${baseURL}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-piiq-csrf': '1',
        origin: baseURL,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    return { kind: 'answer', ...((await response.json()) as { data?: T; errors?: Array<{ message: string }> }) };
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    return code === 'ECONNREFUSED' ? { kind: 'refused' } : { kind: 'cut off' };
  }
}

async function signInAsDemoOwner(baseURL: string): Promise<{ cookie: string; salonId: string }> {
  const response = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-piiq-csrf': '1', origin: baseURL },
    body: JSON.stringify({
      query: 'mutation($input: SignInInput!) { signIn(input: $input) { user { id } } }',
      variables: { input: { email: DEMO_ACCOUNTS.owner.email, password: DEMO_PASSWORD } },
    }),
  });
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error(`the demo owner could not sign in: ${await response.text()}`);
  const me = await call<{ me: { salonAccess: Array<{ salonAdmin: boolean; salon: { id: string } }> } }>(
    baseURL,
    '{ me { salonAccess { salonAdmin salon { id } } } }',
    {},
    cookie,
  );
  const salonId = (me.kind === 'answer' ? me.data?.me.salonAccess : undefined)?.find((access) => access.salonAdmin)
    ?.salon.id;
  if (!salonId) throw new Error('the demo owner administers no salon');
  return { cookie, salonId };
}

function signupInput(email: string, paymentMethod: string) {
  return registerPayloadFixture({
    email,
    paymentMethod,
    firstName: 'Crash',
    lastName: 'Test',
    name: `Crash Test ${email.split('@')[0]}`,
  });
}

const CREATE_PAYMENT_METHOD = `mutation($input: CreatePaymentMethodInput!) { createPaymentMethod(input: $input) { id } }`;
const REGISTER = `mutation($input: RegisterAccountInput!, $key: String!) { registerAccount(input: $input, idempotencyKey: $key) { salonId } }`;
const CREATE_STAFF = `mutation($input: CreateStaffInput!) { createStaff(input: $input) { id name } }`;

/** One database's run: PGlite in the run's data folder, or PostgreSQL at `postgresUrl` (a database of its own). */
async function runOn(driver: string, postgresUrl?: string): Promise<{ figures: Figures; failed: boolean }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `piiq-crash-${driver}-`));
  const target: DatabaseTarget = postgresUrl
    ? { kind: 'postgres', url: postgresUrl, poolSize: 2 }
    : { kind: 'pglite', dataDir };
  const env: Record<string, string> = { LOG_LEVEL: 'warn', ...(postgresUrl ? { DATABASE_URL: postgresUrl } : {}) };

  const port = await freePort();
  const start = restartableServer({ dataDir, port, env });
  let server: RunningServer | null = await start();
  const baseURL = server.baseURL;
  const owner = await signInAsDemoOwner(baseURL);

  const ackedSalons: string[] = [];
  const ackedStaff: string[] = [];
  let cutOff = 0;
  let counter = 0;
  let writing = true;

  async function writeOnce(): Promise<void> {
    counter += 1;
    const n = counter;
    if (n % 5 === 0) {
      const method = await call<{ createPaymentMethod: { id: string } }>(baseURL, CREATE_PAYMENT_METHOD, {
        input: {
          card: { number: '4242424242424242', expMonth: 12, expYear: 2035, cvc: '123' },
          billingDetails: { name: 'Crash Test' },
        },
      });
      const paymentMethod = method.kind === 'answer' ? method.data?.createPaymentMethod.id : undefined;
      if (!paymentMethod) return;
      const email = `crash-${driver}-${n}@example.com`;
      const answer = await call<{ registerAccount: { salonId: string } }>(baseURL, REGISTER, {
        input: signupInput(email, paymentMethod),
        key: `crash-${driver}-${n}`,
      });
      if (answer.kind === 'cut off') cutOff += 1;
      else if (answer.kind === 'answer' && answer.data?.registerAccount.salonId)
        ackedSalons.push(answer.data.registerAccount.salonId);
      return;
    }
    const name = `Crash ${driver} ${n}`;
    const answer = await call<{ createStaff: { id: string } }>(
      baseURL,
      CREATE_STAFF,
      { input: { salonId: owner.salonId, name } },
      owner.cookie,
    );
    if (answer.kind === 'cut off') cutOff += 1;
    else if (answer.kind === 'answer' && answer.data?.createStaff.id) ackedStaff.push(answer.data.createStaff.id);
  }

  const writers = Array.from({ length: WRITERS }, async () => {
    while (writing) {
      await writeOnce();
      // While the server is down, calls fail at once: a short pause keeps the loop from spinning.
      if (server === null) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  const restartMs: number[] = [];
  let failedRestarts = 0;
  for (let kill = 1; kill <= KILLS; kill += 1) {
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS * (0.5 + Math.random())));
    const pid: number = server?.pid ?? 0;
    server = null;
    process.kill(pid, 'SIGKILL');
    await waitForExit(pid);
    const started = performance.now();
    try {
      server = await start();
      restartMs.push(performance.now() - started);
    } catch (error) {
      failedRestarts += 1;
      console.error(
        `restart ${kill} on ${driver} failed:`,
        error instanceof Error ? error.message.slice(0, 2_000) : error,
      );
      break;
    }
    if (kill % 20 === 0) console.error(`${driver}: ${kill} of ${KILLS} kills`);
  }
  writing = false;
  await Promise.all(writers);
  const last = server as RunningServer | null;
  await last?.stop();

  const handle = await openDatabase(target);
  let salonsFound = 0;
  let staffFound = 0;
  try {
    for (let index = 0; index < ackedSalons.length; index += 500) {
      salonsFound += await handle.db.$count(salons, inArray(salons.id, ackedSalons.slice(index, index + 500)));
    }
    for (let index = 0; index < ackedStaff.length; index += 500) {
      staffFound += await handle.db.$count(staff, inArray(staff.id, ackedStaff.slice(index, index + 500)));
    }
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const sorted = [...restartMs].sort((a, b) => a - b);
  const figures: Figures = {
    kills: restartMs.length,
    'restarts that failed': failedRestarts,
    'restart to ready, median (ms)': Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
    'restart to ready, slowest (ms)': Math.round(sorted.at(-1) ?? 0),
    'signups acknowledged': ackedSalons.length,
    'signups found after the last restart': salonsFound,
    'team members acknowledged': ackedStaff.length,
    'team members found after the last restart': staffFound,
    'writes cut off by a kill (may or may not have happened)': cutOff,
  };
  const failed = failedRestarts > 0 || salonsFound !== ackedSalons.length || staffFound !== ackedStaff.length;
  return { figures, failed };
}

ensureWebAppBuilt();
const results: Record<string, Figures> = {};
let anyFailed = false;
for (const driver of DRIVERS) {
  const { figures, failed } =
    driver === 'postgres' ? await withBenchDatabase('crash', (url) => runOn(driver, url)) : await runOn(driver);
  results[driver === 'postgres' ? 'PostgreSQL' : 'PGlite'] = figures;
  anyFailed ||= failed;
}
console.log(JSON.stringify({ 'crash durability': { 'kills asked': KILLS, writers: WRITERS, ...results } }, null, 2));
if (anyFailed) process.exitCode = 1;
