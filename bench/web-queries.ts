/**
 * The server's CPU per request for the queries the web app's pages send, as the browser sends them
 * (their text from apps/web/src, fragments included): the shell's GetMySalons, the dashboard, the
 * appointments list, an appointment's record, the clients list and the products page, each with the
 * variables its page starts with. The server runs as `npm start` runs it by default, on PGlite in a
 * data folder holding the demo, with production settings (info-level request logs, written to
 * nowhere), its salon owner signed in, for the owner's first salon.
 * The load comes from autocannon in a child process (support/load-window.ts), so this process's CPU
 * over a window is the server's alone, its embedded database included. The documents take turns,
 * one window each per round, over ROUNDS rounds, so that a drift of the shared machine falls on
 * every document alike. Figures are printed, never asserted; `BENCH_QUERY_SECONDS` sets a window's
 * length, `BENCH_QUERY_ROUNDS` the rounds.
 */
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { devNull, tmpdir } from 'node:os';
import path from 'node:path';
import { APPOINTMENTS_PAGE_SIZE } from '@piiq/domain/appointments';
import { DEFAULT_CHART_VIEW } from '@piiq/domain/kpi';
import { parseNavParam } from '@piiq/domain/dates';
import { composeServer, type ComposedServer } from '../apps/server/src/compose.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { seedDemoIfEmpty } from '../apps/server/src/db/seed/demo-start.ts';
import { DEMO_ACCOUNTS } from '../apps/server/src/db/seed/demo/identities.ts';
import { GetAppointment, GetAppointments } from '../apps/web/src/features/appointments/appointments-operations.ts';
import { GetClients } from '../apps/web/src/features/clients/clients-operations.ts';
import { GetDashboard } from '../apps/web/src/features/dashboard/dashboard-operations.ts';
import { GetSalonProducts } from '../apps/web/src/features/products/products-operations.ts';
import { documentText } from '../apps/web/src/lib/graphql.ts';
import { GetMySalons } from '../apps/web/src/lib/session.ts';
import { machineLoad } from './support/machine-load.ts';
import { answersWithoutErrors, loadWindow, type LoadTarget, type LoadWindow } from './support/load-window.ts';
import { signInForBench } from './support/salon-products-data.ts';

const SECONDS = Number(process.env.BENCH_QUERY_SECONDS ?? 2);
const ROUNDS = Number(process.env.BENCH_QUERY_ROUNDS ?? 6);
const CONNECTIONS = 4;
/** The clients and products pages' own page size (clients-page.tsx, products-page.tsx). */
const PAGE_SIZE = 10;

interface Document {
  name: string;
  query: string;
  variables: Record<string, unknown>;
}

async function openServer(dataDir: string): Promise<ComposedServer> {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    SEED_DEMO_DATA: 'false',
    PUBLIC_URL: 'http://localhost:3000',
    SESSION_SECRET: 'bench-'.repeat(8),
  });
  return composeServer(config, { logger: { level: 'info', stream: createWriteStream(devNull) } });
}

async function post<T>(server: ComposedServer, cookie: string, query: string, variables: Record<string, unknown>) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', cookie },
    payload: { query, variables },
  });
  const body = response.json() as { data?: T; errors?: unknown[] };
  if (!body.data || body.errors) throw new Error(`request failed: ${response.body.slice(0, 300)}`);
  return body.data;
}

/** The web app's documents with the variables their pages start with, for the owner's first salon. */
async function documentsFor(server: ComposedServer, cookie: string): Promise<Document[]> {
  const mySalons = documentText(GetMySalons);
  const me = await post<{ me: { salonAccess: Array<{ salonAdmin: boolean; salon: { id: string } }> } }>(
    server,
    cookie,
    mySalons,
    {},
  );
  const salonId = me.me.salonAccess.find((access) => access.salonAdmin)?.salon.id;
  if (!salonId) throw new Error('the demo owner administers no salon');
  const appointments = documentText(GetAppointments);
  const appointmentsVariables = {
    salonId,
    navParam: parseNavParam(null),
    search: '',
    limit: APPOINTMENTS_PAGE_SIZE,
    nextToken: null,
  };
  const list = await post<{ salon: { appointments: { items: Array<{ id: string }> } } }>(
    server,
    cookie,
    appointments,
    appointmentsVariables,
  );
  const appointmentId = list.salon.appointments.items[0]?.id;
  if (!appointmentId) throw new Error('the demo salon has no appointments');
  return [
    { name: 'GetMySalons (every page)', query: mySalons, variables: {} },
    {
      name: 'GetDashboard',
      query: documentText(GetDashboard),
      variables: { salonId, view: DEFAULT_CHART_VIEW, isAllTime: false },
    },
    { name: 'GetAppointments', query: appointments, variables: appointmentsVariables },
    { name: 'GetAppointment', query: documentText(GetAppointment), variables: { salonId, appointmentId } },
    {
      name: 'GetClients',
      query: documentText(GetClients),
      variables: { salonId, search: '', limit: PAGE_SIZE, page: 1 },
    },
    {
      name: 'GetSalonProducts',
      query: documentText(GetSalonProducts),
      variables: { salonId, limit: PAGE_SIZE, page: 1, search: null, brandId: null, productType: null },
    },
  ];
}

function cpuPerRequest(windows: LoadWindow[]): number {
  const requests = windows.reduce((sum, window) => sum + window.requests, 0);
  const cpu = windows.reduce((sum, window) => sum + window.cpuMicros, 0);
  return Math.round(cpu / Math.max(requests, 1));
}

export async function webQueriesBench(): Promise<Record<string, unknown>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'piiq-bench-queries-'));
  const server = await openServer(dataDir);
  try {
    // A production start seeds only when asked, and then gives each sign-in a generated password.
    const signIns = await seedDemoIfEmpty(server.database.db, {
      env: 'production',
      files: server.files,
      now: new Date(),
    });
    const password = signIns?.find((signIn) => signIn.email === DEMO_ACCOUNTS.owner.email)?.password;
    if (!password) throw new Error('the demo seed made no owner');
    const cookie = `piiq_session=${await signInForBench(server.app, DEMO_ACCOUNTS.owner.email, password)}`;
    const documents = await documentsFor(server, cookie);
    const url = `${await server.app.listen({ host: '127.0.0.1', port: 0 })}/graphql`;
    const targets = documents.map((document): LoadTarget => ({
      name: document.name,
      url,
      body: JSON.stringify({ query: document.query, variables: document.variables }),
      headers: { cookie },
    }));
    for (const target of targets) await answersWithoutErrors(target);
    // A fresh process is still compiling its request path; a salon's server has been answering these all day.
    for (const target of targets) await loadWindow(target, SECONDS, CONNECTIONS);

    const windows = targets.map((): LoadWindow[] => []);
    const loads: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, target] of targets.entries()) windows[i]?.push(await loadWindow(target, SECONDS, CONNECTIONS));
      loads.push(machineLoad());
    }

    const figures: Record<string, unknown> = {};
    for (const [i, document] of documents.entries()) {
      const each = windows[i] ?? [];
      const requests = each.reduce((sum, window) => sum + window.requests, 0);
      const seconds = each.reduce((sum, window) => sum + window.seconds, 0);
      figures[document.name] = {
        'CPU per request (µs)': cpuPerRequest(each),
        'CPU per request (µs), each round': each.map((window) => cpuPerRequest([window])),
        'requests per second': Math.round(requests / Math.max(seconds, 1)),
        'latency p50 (ms), last round': each.at(-1)?.p50,
        'non-2xx answers': each.reduce((sum, window) => sum + window.non2xx, 0),
      };
    }
    return {
      [`${ROUNDS} rounds of ${SECONDS} s per document, ${CONNECTIONS} connections`]: figures,
      'machine load after each round': loads,
    };
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
