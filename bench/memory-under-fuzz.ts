/**
 * `npm run verify:memory` and `npm run verify:fuzz`: the server under fuzzed requests answers none
 * with a 5xx, logs no error, and keeps its memory flat.
 *
 * Starts the server as `npm start` does (embedded PGlite, demo data) and sends it PASSES passes of
 * REQUESTS_PER_PASS requests, CONCURRENCY at a time: every query and mutation of the printed schema
 * with random arguments (wrong types, nulls, long text and lists, control characters, huge numbers,
 * ids that are not ids, random aliases), signed in as the demo owner and as a guest, with malformed
 * bodies and parameters, and documents deep, wide and long past the limits, among them. After each pass it reads the process's resident memory, and
 * after the first and the last it has the server write a heap snapshot (which collects garbage
 * first) and sums the objects still alive. The first pass warms every cache.
 *
 * It fails (exit 1) when any answer is a 5xx, when the server logged an error or worse, when the last
 * pass leaves more than GROWTH_ALLOWED of live JavaScript objects above the first, or, with three
 * passes or more, when resident memory after the last pass is more than GROWTH_ALLOWED_RESIDENT above
 * its figure after the second (the first pass's heap snapshot itself raises what follows it).
 * Random choices come from a seeded generator, so a run can be repeated (FUZZ_SEED).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { BODY_LIMIT_BYTES } from '../apps/server/src/http/app.ts';
import { demoOwner } from '../apps/web/e2e/support/fixture-data.ts';
import { freePort, repoRoot, startServer } from '../apps/web/e2e/support/server.ts';
import { seededRandom } from './support/seeded-random.ts';
import { ensureWebAppBuilt } from './support/server-process.ts';
import { printLoadAtStartAndEnd } from './support/machine-load.ts';

printLoadAtStartAndEnd('memory under fuzz');

const PASSES = Number(process.env.FUZZ_PASSES ?? 4);
const REQUESTS_PER_PASS = Number(process.env.FUZZ_REQUESTS_PER_PASS ?? 5_000);
const CONCURRENCY = 8;
/** Growth of live objects after the warm-up pass that still counts as flat. */
const GROWTH_ALLOWED = 0.05;
/** Growth of resident memory, allocators' slack and PGlite's buffers included, that still counts as flat. */
const GROWTH_ALLOWED_RESIDENT = 0.1;

const random = seededRandom(Number(process.env.FUZZ_SEED ?? 20_261_123));
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const TEXTS = [
  '',
  ' ',
  'a',
  'owner@piiq.demo',
  'Bondi',
  '0',
  '-1',
  '1e309',
  'null',
  '{}',
  '💇‍♀️🪞',
  'a\u0000b',
  '\u0007',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
];
const randomText = () =>
  random() < 0.1 ? 'x'.repeat(Math.floor(random() * 20_000)) : pick(TEXTS) + Math.floor(random() * 1e6).toString(36);
const randomId = () =>
  random() < 0.5 ? crypto.randomUUID() : pick(['1', 'not-an-id', '00000000-0000-0000-0000-000000000000', randomText()]);
const randomInt = () => pick([0, 1, -1, 2, 10, 100, 101, 2_147_483_647, -2_147_483_648, Math.floor(random() * 1000)]);

function randomValue(type: GraphQLInputType, depth = 0, insideList = false): unknown {
  if (isNonNullType(type)) return randomValue(type.ofType, depth, insideList);
  if (random() < 0.05) return null;
  // A value of another type altogether: GraphQL's coercion must refuse it as bad input.
  if (random() < 0.03) return pick<unknown>([randomText(), randomInt(), true, {}, [], [randomText()]]);
  if (isListType(type)) {
    // A long list only outermost: nested lists (a signature's strokes of points) would multiply it past
    // the body limit in this process's memory before the server ever saw it.
    const long = !insideList && random() < 0.02;
    const length = long ? 10_000 : Math.floor(random() * 4);
    return Array.from({ length }, () => randomValue(type.ofType, depth + 1, true));
  }
  if (isEnumType(type)) return random() < 0.9 ? pick(type.getValues()).name : randomText();
  if (isInputObjectType(type)) {
    if (depth > 3) return {};
    return Object.fromEntries(
      Object.values(type.getFields()).map((field) => [field.name, randomValue(field.type, depth + 1, insideList)]),
    );
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
        return randomInt();
      case 'Float':
        return random() * 1e6 - 5e5;
      case 'Boolean':
        return random() < 0.5;
      case 'ID':
        return randomId();
      default:
        return randomText();
    }
  }
  return null;
}

/** The field with its arguments as variables and, for an object, its scalar fields one level down. */
function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const variables: Record<string, unknown> = {};
  const definitions: string[] = [];
  const args = field.args.map((arg) => {
    variables[arg.name] = randomValue(arg.type);
    definitions.push(`$${arg.name}: ${arg.type.toString()}`);
    return `${arg.name}: $${arg.name}`;
  });
  const returned = getNamedType(field.type);
  const selection = isObjectType(returned) ? `{ __typename ${scalarFieldsOf(returned).join(' ')} }` : '';
  const aliases = Array.from(
    { length: 1 + Math.floor(random() * 3) },
    (_, index) => `a${index}: ${field.name}${args.length ? `(${args.join(', ')})` : ''} ${selection}`,
  );
  const header = definitions.length ? `(${definitions.join(', ')})` : '';
  return { query: `${kind} Fuzz${header} { ${aliases.join(' ')} }`, variables };
}

function scalarFieldsOf(type: GraphQLObjectType): string[] {
  return Object.values(type.getFields())
    .filter((field) => field.args.every((arg) => !isNonNullType(arg.type)))
    .filter((field) => {
      const named = getNamedType(field.type);
      return isScalarType(named) || isEnumType(named);
    })
    .map((field) => field.name);
}

interface FuzzRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

/** Bodies past the server's limit, which it may refuse and close before they are all sent. */
const OVERSIZED_BODY_BYTES = 2 * 1_048_576;

/**
 * Sends one request and answers its status class. The server answers a body past its limit
 * (BODY_LIMIT_BYTES: the deliberately oversized one, and a generated input that grew past it) with a
 * 413 and may close the connection while the rest is still being written: that refusal is an answer
 * too. A connection that closed under any other request is tried again and counted apart: a
 * keep-alive connection can close just as the client reuses it, and each refused oversized body closes
 * one, so the pool may hand out more than one closing connection in a row. No answer after
 * RETRIES_ON_A_CLOSED_CONNECTION more tries counts as "no answer", which fails the run.
 */
const RETRIES_ON_A_CLOSED_CONNECTION = 2;

async function send(request: FuzzRequest, tries = 0): Promise<string> {
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      ...(request.body === undefined ? {} : { body: request.body }),
    });
    await response.arrayBuffer();
    return `${Math.floor(response.status / 100)}xx${tries > 0 ? ' on another connection' : ''}`;
  } catch (error) {
    const bytes = typeof request.body === 'string' ? Buffer.byteLength(request.body) : (request.body?.length ?? 0);
    const oversized = bytes > BODY_LIMIT_BYTES;
    if (oversized) return 'closed while an oversized body was sent';
    if (tries < RETRIES_ON_A_CLOSED_CONNECTION) return send(request, tries + 1);
    console.error(`no answer to ${request.method} ${request.url}:`, error);
    return 'no answer';
  }
}

/** Bytes that are not text, let alone JSON, from the seeded generator. */
function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(new ArrayBuffer(length));
  for (let index = 0; index < length; index += 1) bytes[index] = Math.floor(random() * 256);
  return bytes;
}

const DEEP = 5_000;

/**
 * Bodies whose document or variables go past a limit: deep (a selection nested past the depth limit;
 * selections, list values and input objects nested 5,000 deep, past what the parser's stack holds;
 * variables nested 100,000 deep), wide (the same field hundreds of times) or long (past the token limit).
 */
const BODIES_PAST_THE_LIMITS: Array<() => string> = [
  () => JSON.stringify({ query: `{ ${'me { salonAccess { salon { '.repeat(20)}id${' } } }'.repeat(20)} }` }),
  () => JSON.stringify({ query: `{ ${'me { '.repeat(DEEP)}id${' }'.repeat(DEEP)} }` }),
  () => JSON.stringify({ query: `{ me(list: ${'['.repeat(DEEP)}1${']'.repeat(DEEP)}) { id } }` }),
  () => JSON.stringify({ query: `{ me(input: ${'{ a: '.repeat(DEEP)}1${' }'.repeat(DEEP)}) { id } }` }),
  // Written out, not stringified: JSON.stringify itself recurses.
  () => `{"query":"{ me { id } }","variables":{"deep":${'['.repeat(100_000)}"a"${']'.repeat(100_000)}}}`,
  () =>
    JSON.stringify({
      query: `{ ${Array.from({ length: 500 }, (_, index) => `f${index}: me { id email }`).join(' ')} }`,
    }),
  () => JSON.stringify({ query: `{ me { ${'id '.repeat(50_000)}} }` }),
];

function fuzzRequests(baseURL: string, cookie: string) {
  const schema = buildSchema(readFileSync(path.join(repoRoot, 'apps/server/schema.graphql'), 'utf8'));
  const fields = [
    ...Object.values(schema.getQueryType()?.getFields() ?? {}).map((field) => ['query', field] as const),
    ...Object.values(schema.getMutationType()?.getFields() ?? {}).map((field) => ['mutation', field] as const),
  ];
  const headers = (signedIn: boolean): Record<string, string> => ({
    'content-type': 'application/json',
    'x-piiq-csrf': '1',
    origin: baseURL,
    ...(signedIn ? { cookie } : {}),
  });
  return (): FuzzRequest => {
    const roll = random();
    if (roll < 0.05)
      return {
        method: 'POST',
        url: `${baseURL}/graphql`,
        headers: headers(true),
        body: pick(['{', '[]', '{"query": 1}', 'null', randomText()]),
      };
    if (roll < 0.1) {
      const query = encodeURIComponent('{ me { id } }');
      const junk = encodeURIComponent(pick(['{', '[1', '"', randomText()]));
      return {
        method: 'GET',
        url: `${baseURL}/graphql?query=${query}&variables=${junk}&extensions=${junk}`,
        headers: headers(true),
      };
    }
    if (roll < 0.12)
      return { method: 'GET', url: `${baseURL}/${encodeURIComponent(randomText())}/${randomId()}`, headers: {} };
    if (roll < 0.13)
      return {
        method: 'POST',
        url: `${baseURL}/graphql`,
        headers: headers(true),
        body: randomBytes(Math.floor(random() * 4096)),
      };
    if (roll < 0.135)
      return {
        method: 'POST',
        url: `${baseURL}/graphql`,
        headers: headers(true),
        body: JSON.stringify({ query: `{ me { id } } # ${'x'.repeat(OVERSIZED_BODY_BYTES)}` }),
      };
    if (roll < 0.16)
      return {
        method: 'POST',
        url: `${baseURL}/graphql`,
        headers: headers(random() < 0.5),
        body: pick(BODIES_PAST_THE_LIMITS)(),
      };
    const [kind, field] = pick(fields);
    // Signing out would end the session the rest of the run uses; it is fuzzed as a guest.
    const signedIn = field.name !== 'signOut' && random() < 0.7;
    return {
      method: 'POST',
      url: `${baseURL}/graphql`,
      headers: headers(signedIn),
      body: JSON.stringify(operationFor(kind, field)),
    };
  };
}

function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kilobytes / 1024);
}

/** Asks the server for a heap snapshot and answers the megabytes of objects alive in it. */
async function liveHeapMegabytes(pid: number, baseURL: string, folder: string): Promise<number> {
  const before = new Set(readdirSync(folder));
  process.kill(pid, 'SIGUSR2');
  let written: string | undefined;
  while (!written) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    written = readdirSync(folder).find((name) => name.endsWith('.heapsnapshot') && !before.has(name));
  }
  // The snapshot is written on the server's main thread: once it answers again, the file is whole.
  await fetch(`${baseURL}/readyz`);
  const file = path.join(folder, written);
  const snapshot = JSON.parse(readFileSync(file, 'utf8')) as {
    snapshot: { meta: { node_fields: string[] } };
    nodes: number[];
  };
  rmSync(file);
  const fields = snapshot.snapshot.meta.node_fields;
  const sizeField = fields.indexOf('self_size');
  let bytes = 0;
  for (let index = sizeField; index < snapshot.nodes.length; index += fields.length)
    bytes += snapshot.nodes[index] ?? 0;
  return Math.round(bytes / 1_048_576);
}

/** The server's log lines at level error (50) or fatal (60): pino writes one JSON object a line. */
function loggedErrors(logFile: string): string[] {
  return readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .filter((line) => {
      try {
        return Number((JSON.parse(line) as { level?: unknown }).level) >= 50;
      } catch {
        return false;
      }
    })
    .map((line) => line.slice(0, 500));
}

async function signIn(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-piiq-csrf': '1', origin: baseURL },
    body: JSON.stringify({
      query: 'mutation SignIn($input: SignInInput!) { signIn(input: $input) { user { id } } }',
      variables: { input: { email: demoOwner.email, password: demoOwner.password } },
    }),
  });
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error(`the demo owner could not sign in: ${await response.text()}`);
  return cookie;
}

ensureWebAppBuilt();
const dataDir = mkdtempSync(path.join(tmpdir(), 'piiq-memory-'));
const snapshots = mkdtempSync(path.join(tmpdir(), 'piiq-heap-'));
const server = await startServer({
  dataDir,
  port: await freePort(),
  logFile: path.join(dataDir, 'server.log'),
  env: {
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
    NODE_OPTIONS: `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${snapshots}`,
  },
});
const statuses: Record<string, number> = {};
const residentAfterPass: number[] = [];
const liveHeapAfterPass: Record<number, number> = {};
try {
  const next = fuzzRequests(server.baseURL, await signIn(server.baseURL));
  const started = residentMegabytes(server.pid);
  for (let pass = 1; pass <= PASSES; pass++) {
    let sent = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (sent < REQUESTS_PER_PASS) {
          sent++;
          const request = next();
          const status = await send(request);
          statuses[status] = (statuses[status] ?? 0) + 1;
        }
      }),
    );
    // Idle time for the collector and the allocators to give back what they can.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    residentAfterPass.push(residentMegabytes(server.pid));
    if (pass === 1 || pass === PASSES)
      liveHeapAfterPass[pass] = await liveHeapMegabytes(server.pid, server.baseURL, snapshots);
  }
  const warm = liveHeapAfterPass[1] ?? Number.NaN;
  const growth = ((liveHeapAfterPass[PASSES] ?? Number.NaN) - warm) / warm;
  const flat = growth <= GROWTH_ALLOWED;
  const fivexx = (statuses['5xx'] ?? 0) + (statuses['5xx on another connection'] ?? 0);
  const residentBase = PASSES >= 3 ? residentAfterPass[1] : undefined;
  const residentGrowth =
    residentBase === undefined ? null : ((residentAfterPass[PASSES - 1] ?? Number.NaN) - residentBase) / residentBase;
  const errorsLogged = loggedErrors(server.logFile);
  console.log(
    JSON.stringify(
      {
        requests: PASSES * REQUESTS_PER_PASS,
        'resident MB at start': started,
        // The heap snapshot after the first pass itself leaves the later passes' figures higher.
        'resident MB after each pass': residentAfterPass,
        'live heap MB after the first and the last pass': liveHeapAfterPass,
        'live heap growth after the warm-up pass': `${(growth * 100).toFixed(1)}%`,
        'growth allowed': `${GROWTH_ALLOWED * 100}%`,
        'resident growth from the second pass to the last':
          residentGrowth === null ? 'not judged (fewer than three passes)' : `${(residentGrowth * 100).toFixed(1)}%`,
        'answers by status': statuses,
        'errors logged by the server': errorsLogged.length,
        ...(errorsLogged.length ? { 'first errors logged': errorsLogged.slice(0, 5) } : {}),
        flat,
      },
      null,
      2,
    ),
  );
  if (
    !flat ||
    fivexx > 0 ||
    (statuses['no answer'] ?? 0) > 0 ||
    errorsLogged.length > 0 ||
    (residentGrowth !== null && residentGrowth > GROWTH_ALLOWED_RESIDENT)
  )
    process.exitCode = 1;
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(snapshots, { recursive: true, force: true });
}
