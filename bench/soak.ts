/**
 * `npm run verify:soak`: two server instances sharing PostgreSQL and Redis, behind a local
 * round-robin proxy, under a Saturday's load for SOAK_MINUTES (default 10):
 * - SOAK_SALONS salons (default 50), each with one paired mirror running consultations back to back
 *   (start, hair analysis, recommendations, the client's cart, end) as fast as a stylist would, a few
 *   seconds apart;
 * - ADMINS_PER_SALON admins of each (4: 200 in all) browsing the screens a salon opens all day
 *   (dashboard, appointments with their filters, an appointment's record, clients, orders), a second
 *   or two apart, each with a live cartUpdated stream open through the proxy, as the admin shell does.
 * Every request goes through the proxy, which sends each new connection to the next instance and
 * says which in a header, so a cart written through one instance and seen on a stream held by the
 * other is an event that crossed instances (through Redis).
 *
 * Prints the requests and p50/p95/p99 per operation, the live events expected, seen and crossed, and
 * each instance's heap and resident memory, early (once warm) and late. Exits 1 on any failed request,
 * an error in a server log, a live event that never arrived, no event crossing instances, or an
 * instance's heap late in the run more than MEMORY_GROWTH_ALLOWED above what it was early.
 * Needs PostgreSQL at PIIQ_TEST_POSTGRES_URL and Redis at PIIQ_TEST_REDIS_URL (the test defaults).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { GetAppointment, GetAppointments } from '../apps/web/src/features/appointments/appointments-operations.ts';
import { GetClients } from '../apps/web/src/features/clients/clients-operations.ts';
import { GetDashboard } from '../apps/web/src/features/dashboard/dashboard-operations.ts';
import { GetSalonOrders } from '../apps/web/src/features/orders/orders-operations.ts';
import { documentText } from '../apps/web/src/lib/graphql.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import {
  createBrand,
  createMirrorDevice,
  createSalonAdmin,
  createStaffMember,
  createUser,
  grantSalonAccess,
  offerBrand,
  TEST_PASSWORD,
} from '../apps/server/src/test/factories.ts';
import { freePort, startServer, type RunningServer } from '../apps/web/e2e/support/server.ts';
import { adminUrl, postgresReachable, withBenchDatabase } from './support/bench-postgres.ts';
import { REDIS_URL, redisReachable } from './support/bench-server.ts';
import { ensureWebAppBuilt } from './support/server-process.ts';
import { sseEventData } from './support/sse-events.ts';
import { printLoadAtStartAndEnd } from './support/machine-load.ts';
import { hairAnalysisWithDensity } from './support/hair-analysis.ts';

printLoadAtStartAndEnd('soak');

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const SALONS = Number(process.env.SOAK_SALONS ?? 50);
const ADMINS_PER_SALON = Number(process.env.SOAK_ADMINS_PER_SALON ?? 4);
const PRODUCTS_PER_SALON = 24;
/** An admin looks at a screen for this long before the next (milliseconds, uniformly). */
const ADMIN_PAUSE = [800, 2_500] as const;
/** A mirror's pause between the steps of a consultation, and between consultations. */
const MIRROR_STEP_PAUSE = [500, 1_500] as const;
const MIRROR_NEXT_CLIENT = [2_000, 5_000] as const;
/** The heap kept late in the run against the heap kept once warm (see sampleMemory). */
const MEMORY_GROWTH_ALLOWED = 0.1;
const INSTANCE_HEADER = 'x-soak-instance';
const METRICS_TOKEN = randomBytes(24).toString('hex');

const documents = {
  GetDashboard: documentText(GetDashboard),
  GetAppointments: documentText(GetAppointments),
  GetAppointment: documentText(GetAppointment),
  GetClients: documentText(GetClients),
  GetSalonOrders: documentText(GetSalonOrders),
  signIn: 'mutation SignIn($input: SignInInput!) { signIn(input: $input) { user { id } challenge } }',
  createMirrorSession: 'mutation Start($staffId: ID!) { createMirrorSession(staffId: $staffId) { id } }',
  recordHairAnalysis:
    'mutation Analyse($sessionId: ID!, $input: HairAnalysisInput!) { recordHairAnalysis(sessionId: $sessionId, input: $input) { id } }',
  computeSessionRecommendations:
    'mutation Recommend($sessionId: ID!) { computeSessionRecommendations(sessionId: $sessionId) { id } }',
  setSessionCart: `mutation Cart($sessionId: ID!, $items: [SessionCartItemInput!]!, $idempotencyKey: String) {
    setSessionCart(sessionId: $sessionId, deliveryType: "PICKUP", items: $items, idempotencyKey: $idempotencyKey) { id appointment { cart { id } } }
  }`,
  endMirrorSession: 'mutation End($sessionId: ID!) { endMirrorSession(sessionId: $sessionId) { id } }',
  cartUpdated: 'subscription CartUpdated($salonId: ID!) { cartUpdated(salonId: $salonId) { id status } }',
} as const;
type Operation = Exclude<keyof typeof documents, 'cartUpdated'>;

const between = ([low, high]: readonly [number, number]) => low + Math.random() * (high - low);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/* ------------------------------------------------------------------ the proxy */

/**
 * Round robin by connection, as a load balancer without sticky sessions does: a browser's keep-alive
 * connection stays on one instance, the next connection goes to the other.
 */
function startProxy(upstreamPorts: number[]): Promise<{ url: string; close(): Promise<void> }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 512 });
  let next = 0;
  const upstreamOf = new WeakMap<object, number>();
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    let index = upstreamOf.get(incoming.socket);
    if (index === undefined) {
      index = next++ % upstreamPorts.length;
      upstreamOf.set(incoming.socket, index);
    }
    const forwarded = httpRequest(
      {
        host: '127.0.0.1',
        port: upstreamPorts[index],
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
        agent,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, [INSTANCE_HEADER]: String(index) });
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502).end();
      else outgoing.destroy();
    });
    outgoing.on('close', () => forwarded.destroy());
    incoming.pipe(forwarded);
  });
  server.keepAliveTimeout = 60_000;
  server.requestTimeout = 0;
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
            agent.destroy();
          }),
      });
    });
  });
}

/* ------------------------------------------------------------------ what is measured */

const timings = new Map<Operation, number[]>();
const failures: string[] = [];
let failureCount = 0;
let stopping = false;

function fail(what: string): void {
  failureCount += 1;
  if (failures.length < 20) failures.push(what);
}

interface Answer {
  data: Record<string, unknown>;
  instance: number;
  setCookie: string[];
}

async function call(
  baseURL: string,
  operation: Operation,
  variables: Record<string, unknown>,
  headers: Record<string, string>,
): Promise<Answer | null> {
  const started = performance.now();
  try {
    const response = await fetch(`${baseURL}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-piiq-csrf': '1', origin: baseURL, ...headers },
      body: JSON.stringify({ query: documents[operation], variables }),
    });
    const text = await response.text();
    const elapsed = performance.now() - started;
    const body = JSON.parse(text) as { data?: Record<string, unknown>; errors?: unknown };
    if (response.status !== 200 || body.errors || !body.data) {
      fail(`${operation}: ${response.status} ${text.slice(0, 300)}`);
      return null;
    }
    const samples = timings.get(operation) ?? [];
    samples.push(elapsed);
    timings.set(operation, samples);
    return {
      data: body.data,
      instance: Number(response.headers.get(INSTANCE_HEADER)),
      setCookie: response.headers.getSetCookie(),
    };
  } catch (error) {
    if (!stopping) fail(`${operation}: ${String(error)}`);
    return null;
  }
}

/* ------------------------------------------------------------------ the fixtures */

interface SoakSalon {
  id: string;
  staffId: string;
  credential: string;
  productIds: string[];
  adminEmails: string[];
}

async function seedSalons(url: string): Promise<SoakSalon[]> {
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  const raw = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const { db } = handle;
    const brand = await createBrand(db, {
      name: `Soak Botanics ${Date.now()}`,
      abbreviation: `SK${Date.now() % 1_000_000}`,
    });
    const salons: SoakSalon[] = [];
    for (let index = 0; index < SALONS; index++) {
      const { salon, user } = await createSalonAdmin(db, {
        name: `Soak Salon ${index}`,
        timeZone: index % 2 ? 'Australia/Sydney' : 'Pacific/Auckland',
      });
      const adminEmails = [user.email];
      for (let extra = 1; extra < ADMINS_PER_SALON; extra++) {
        const admin = await createUser(db, { email: `soak-admin-${index}-${extra}-${Date.now()}@example.com` });
        await grantSalonAccess(db, admin.id, salon.id, { salonAdmin: true });
        adminEmails.push(admin.email);
      }
      await offerBrand(db, salon.id, brand.id, { enabled: true, visibleToClients: true });
      const stylist = await createStaffMember(db, salon.id, { name: `Soak Stylist ${index}` });
      const credential = randomBytes(32).toString('base64url');
      await createMirrorDevice(db, salon.id, { credentialHash: createHash('sha256').update(credential).digest('hex') });
      salons.push({ id: salon.id, staffId: stylist.id, credential, productIds: [], adminEmails });
    }
    const { rows } = await raw.query<{ id: string }>(
      `insert into catalogue_products (brand_id, sku, product_name, product_type, product_size, rrp_au_cents)
       select $1, 'SOAK-' || i, 'Soak product ' || i, (array['Shampoo','Conditioner','Treatment','Styling'])[1 + i % 4]::product_type, '250ml', 2495 + i * 100
       from generate_series(1, $2) as i returning id`,
      [brand.id, PRODUCTS_PER_SALON],
    );
    for (const salon of salons) salon.productIds = rows.map((row) => row.id);
    await raw.query('vacuum analyze');
    return salons;
  } finally {
    await raw.end();
    await handle.close();
  }
}

/* ------------------------------------------------------------------ the simulated people */

/** Cart ids written, each with the instance that wrote it and the streams of its salon that saw it. */
const cartsWritten = new Map<string, { salonId: string; instance: number; at: number }>();
const cartsSeen = new Map<string, Map<number, number>>();
const streamsOfSalon = new Map<string, Array<{ stream: number; instance: number }>>();

async function listen(
  baseURL: string,
  cookie: string,
  salonId: string,
  stream: number,
  aborted: AbortSignal,
): Promise<void> {
  const response = await fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      cookie,
      'x-piiq-csrf': '1',
      origin: baseURL,
    },
    body: JSON.stringify({ query: documents.cartUpdated, variables: { salonId } }),
    signal: aborted,
  });
  if (!response.ok || !response.body) throw new Error(`stream ${stream} refused: ${response.status}`);
  const instance = Number(response.headers.get(INSTANCE_HEADER));
  const streams = streamsOfSalon.get(salonId) ?? [];
  streams.push({ stream, instance });
  streamsOfSalon.set(salonId, streams);
  try {
    for await (const data of sseEventData(response.body)) {
      const cartId = (JSON.parse(data) as { data?: { cartUpdated?: { id: string } } }).data?.cartUpdated?.id;
      if (!cartId) continue;
      const seen = cartsSeen.get(cartId) ?? new Map<number, number>();
      if (!seen.has(stream)) seen.set(stream, Date.now());
      cartsSeen.set(cartId, seen);
    }
  } catch (error) {
    if (!aborted.aborted) fail(`stream ${stream} broke: ${String(error)}`);
  }
  if (!aborted.aborted) fail(`stream ${stream} ended before the soak did`);
}

async function admin(
  baseURL: string,
  salon: SoakSalon,
  email: string,
  stream: number,
  until: number,
  aborted: AbortSignal,
): Promise<void> {
  const signedIn = await call(baseURL, 'signIn', { input: { email, password: TEST_PASSWORD } }, {});
  const session = signedIn?.setCookie
    .map((cookie) => cookie.split(';')[0])
    .find((cookie) => cookie?.startsWith('piiq_session='));
  if (!session) {
    fail(`${email} could not sign in`);
    return;
  }
  const headers = { cookie: session };
  void listen(baseURL, session, salon.id, stream, aborted).catch((error: unknown) => fail(String(error)));
  const navParams = ['ALLTIME', 'TODAY', 'YESTERDAY', 'THISWEEK'] as const;
  let lastAppointmentId: string | null = null;
  while (Date.now() < until) {
    await sleep(between(ADMIN_PAUSE));
    if (Date.now() >= until) break;
    const pick = Math.random();
    if (pick < 0.15) {
      await call(baseURL, 'GetDashboard', { salonId: salon.id, view: 'week', isAllTime: false }, headers);
    } else if (pick < 0.5) {
      const navParam = navParams[Math.floor(Math.random() * navParams.length)];
      const answer = await call(
        baseURL,
        'GetAppointments',
        { salonId: salon.id, navParam, search: '', limit: 6, nextToken: null },
        headers,
      );
      const items =
        (answer?.data['salon'] as { appointments?: { items: Array<{ id: string }> } } | undefined)?.appointments
          ?.items ?? [];
      lastAppointmentId = items[0]?.id ?? lastAppointmentId;
    } else if (pick < 0.7) {
      if (lastAppointmentId)
        await call(baseURL, 'GetAppointment', { salonId: salon.id, appointmentId: lastAppointmentId }, headers);
    } else if (pick < 0.85) {
      await call(baseURL, 'GetClients', { salonId: salon.id, search: '', limit: 10, page: 1 }, headers);
    } else {
      await call(baseURL, 'GetSalonOrders', { salonId: salon.id, limit: 6, nextToken: null }, headers);
    }
  }
}

async function mirror(baseURL: string, salon: SoakSalon, until: number): Promise<number> {
  const headers = { authorization: `Bearer ${salon.credential}` };
  let consultations = 0;
  await sleep(between(MIRROR_NEXT_CLIENT));
  while (Date.now() < until) {
    const started = await call(baseURL, 'createMirrorSession', { staffId: salon.staffId }, headers);
    const sessionId = (started?.data['createMirrorSession'] as { id: string } | undefined)?.id;
    if (!sessionId) return consultations;
    await sleep(between(MIRROR_STEP_PAUSE));
    const input = hairAnalysisWithDensity(Math.floor(Math.random() * 21));
    await call(baseURL, 'recordHairAnalysis', { sessionId, input }, headers);
    await sleep(between(MIRROR_STEP_PAUSE));
    await call(baseURL, 'computeSessionRecommendations', { sessionId }, headers);
    await sleep(between(MIRROR_STEP_PAUSE));
    const items = [0, 1, 2].map((k) => ({
      productId: salon.productIds[(consultations * 3 + k) % salon.productIds.length],
      quantity: 1 + k,
    }));
    const sent = Date.now();
    const cart = await call(baseURL, 'setSessionCart', { sessionId, items, idempotencyKey: randomUUID() }, headers);
    const cartId = (cart?.data['setSessionCart'] as { appointment?: { cart?: { id: string } } } | undefined)
      ?.appointment?.cart?.id;
    if (cart && cartId) cartsWritten.set(cartId, { salonId: salon.id, instance: cart.instance, at: sent });
    await sleep(between(MIRROR_STEP_PAUSE));
    await call(baseURL, 'endMirrorSession', { sessionId }, headers);
    consultations += 1;
    await sleep(between(MIRROR_NEXT_CLIENT));
  }
  return consultations;
}

/* ------------------------------------------------------------------ memory */

interface Memory {
  'heap used (MB)': number;
  'resident (MB)': number;
}

/** Both figures from the instance's own /metrics (prom-client's default process metrics). */
async function memoryOf(server: RunningServer): Promise<Memory> {
  const response = await fetch(`${server.baseURL}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await response.text();
  const metric = (name: string) =>
    Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
  const megabytes = (bytes: number) => Math.round(bytes / 1e5) / 10;
  return {
    'heap used (MB)': megabytes(metric('nodejs_heap_size_used_bytes')),
    'resident (MB)': megabytes(metric('process_resident_memory_bytes')),
  };
}

/**
 * Each instance's memory every few seconds for the whole run. The servers run without --expose-gc,
 * so a single reading can fall anywhere between two collections; the lowest reading of a stretch of
 * minutes is the one right after a full collection, what the instance keeps.
 */
function sampleMemory(instances: RunningServer[]): { stop(): Array<Array<{ at: number } & Memory>> } {
  const samples: Array<Array<{ at: number } & Memory>> = instances.map(() => []);
  const timer = setInterval(() => {
    for (const [index, instance] of instances.entries()) {
      memoryOf(instance)
        .then((memory) => samples[index]?.push({ at: Date.now(), ...memory }))
        .catch(() => undefined);
    }
  }, 5_000);
  return {
    stop() {
      clearInterval(timer);
      return samples;
    },
  };
}

/** The reading with the lowest heap between two moments. */
function lowest(samples: Array<{ at: number } & Memory>, from: number, to: number): Memory | undefined {
  const inside = samples.filter((sample) => sample.at >= from && sample.at <= to);
  const low = inside.reduce<({ at: number } & Memory) | undefined>(
    (best, sample) => (!best || sample['heap used (MB)'] < best['heap used (MB)'] ? sample : best),
    undefined,
  );
  return low ? { 'heap used (MB)': low['heap used (MB)'], 'resident (MB)': low['resident (MB)'] } : undefined;
}

/* ------------------------------------------------------------------ the run */

function quantiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10;
  return { requests: sorted.length, 'p50 (ms)': at(0.5), 'p95 (ms)': at(0.95), 'p99 (ms)': at(0.99) };
}

function serverLogErrors(server: RunningServer): string[] {
  // pino writes one JSON object a line; level 50 is error, 60 fatal.
  return readFileSync(server.logFile, 'utf8')
    .split('\n')
    .filter((line) => /"level":(50|60)/.test(line));
}

async function soak(url: string): Promise<boolean> {
  ensureWebAppBuilt();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'piiq-soak-'));
  const ports = [await freePort(), await freePort()];
  const proxy = await startProxy(ports);
  const instances: RunningServer[] = [];
  try {
    const env = {
      DATABASE_URL: url,
      REDIS_URL,
      PUBLIC_URL: proxy.url,
      SEED_DEMO_DATA: 'false',
      METRICS_TOKEN,
      LOG_LEVEL: 'warn',
      OUTBOX_POLL_MS: '1000',
    };
    // One after the other: the first runs the migrations and writes the shared secrets into the shared folder.
    for (const [index, port] of ports.entries()) {
      instances.push(await startServer({ port, dataDir, logFile: path.join(dataDir, `instance-${index}.log`), env }));
    }
    const salons = await seedSalons(url);

    const aborted = new AbortController();
    const started = Date.now();
    const until = started + MINUTES * 60_000;
    let stream = 0;
    const admins = salons.flatMap((salon) =>
      salon.adminEmails.map((email) => admin(proxy.url, salon, email, stream++, until, aborted.signal)),
    );
    const mirrors = salons.map((salon) => mirror(proxy.url, salon, until));

    const memory = sampleMemory(instances);
    const progress = setInterval(() => {
      const done = [...timings.values()].reduce((sum, samples) => sum + samples.length, 0);
      console.error(
        `soak: ${Math.round((Date.now() - started) / 1000)} s, ${done} requests, ${failureCount} failed, ${cartsWritten.size} carts`,
      );
    }, 60_000);
    const consultations = (await Promise.all(mirrors)).reduce((sum, count) => sum + count, 0);
    await Promise.all(admins);
    clearInterval(progress);
    // The last carts' events are still on their way.
    await sleep(3_000);
    const memorySamples = memory.stop();
    stopping = true;
    aborted.abort();

    let expected = 0;
    let missing = 0;
    let crossings = 0;
    const arrivals: number[] = [];
    for (const [cartId, written] of cartsWritten) {
      const streams = streamsOfSalon.get(written.salonId) ?? [];
      const seen = cartsSeen.get(cartId) ?? new Map<number, number>();
      expected += streams.length;
      for (const { stream: id, instance } of streams) {
        const at = seen.get(id);
        if (at === undefined) {
          missing += 1;
          continue;
        }
        arrivals.push(at - written.at);
        if (instance !== written.instance) crossings += 1;
      }
    }
    const arrival = quantiles(arrivals);
    const logErrors = instances.flatMap(serverLogErrors);
    // Warmed up after the first fifth of the run; compared with its last fifth.
    const fifth = (MINUTES * 60_000) / 5;
    const early = memorySamples.map((samples) => lowest(samples, started + fifth, started + 2 * fifth));
    const late = memorySamples.map((samples) => lowest(samples, until - fifth, until + 10_000));
    const growth = instances.map(
      (_, index) => (late[index]?.['heap used (MB)'] ?? 0) / Math.max(early[index]?.['heap used (MB)'] ?? 1, 1) - 1,
    );
    const operations = Object.fromEntries(
      [...timings.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, samples]) => [name, quantiles(samples)]),
    );
    const streamsPerInstance = [...streamsOfSalon.values()]
      .flat()
      .reduce(
        (counts, { instance }) => counts.set(instance, (counts.get(instance) ?? 0) + 1),
        new Map<number, number>(),
      );

    const figures = {
      minutes: MINUTES,
      instances: instances.length,
      'salons (one mirror each)': salons.length,
      'admins (each with a live stream)': stream,
      'live streams per instance': Object.fromEntries(streamsPerInstance),
      consultations,
      'requests answered': [...timings.values()].reduce((sum, samples) => sum + samples.length, 0),
      'requests failed': failureCount,
      'server log errors': logErrors.length,
      operations,
      'live cart events': {
        'carts written': cartsWritten.size,
        'deliveries expected (carts × streams of the salon)': expected,
        'deliveries missing': missing,
        'deliveries that crossed instances': crossings,
        'from the cart’s send to a stream, p50 (ms)': arrival['p50 (ms)'],
        'from the cart’s send to a stream, p95 (ms)': arrival['p95 (ms)'],
      },
      memory: instances.map((_, index) => ({
        instance: index,
        'lowest in the run’s second fifth': early[index],
        'lowest in its last fifth': late[index],
        'heap growth': `${Math.round((growth[index] ?? 0) * 1000) / 10}%`,
      })),
    };
    console.log(JSON.stringify({ soak: figures }, null, 2));
    for (const failure of failures) console.error(`failed: ${failure}`);
    for (const line of logErrors.slice(0, 10)) console.error(`server log: ${line.slice(0, 500)}`);

    const broken = [
      failureCount > 0 && `${failureCount} requests failed`,
      logErrors.length > 0 && `${logErrors.length} errors in the server logs`,
      missing > 0 && `${missing} live deliveries never arrived`,
      cartsWritten.size > 0 && crossings === 0 && 'no live event crossed instances',
      growth.some((value) => value > MEMORY_GROWTH_ALLOWED) &&
        `an instance's heap grew more than ${MEMORY_GROWTH_ALLOWED * 100}%`,
    ].filter(Boolean);
    for (const promise of broken) console.error(`broken: ${promise}`);
    return broken.length === 0;
  } finally {
    stopping = true;
    for (const instance of instances) await instance.stop();
    await proxy.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!(await postgresReachable()))
  throw new Error(`PostgreSQL is not reachable at ${adminUrl} (set PIIQ_TEST_POSTGRES_URL)`);
if (!(await redisReachable())) throw new Error(`Redis is not reachable at ${REDIS_URL} (set PIIQ_TEST_REDIS_URL)`);
const kept = await withBenchDatabase('soak', soak);
process.exit(kept ? 0 : 1);
