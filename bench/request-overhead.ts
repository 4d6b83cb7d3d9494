/**
 * What the API adds to the database's own time, on PostgreSQL, with the server's production
 * settings (info-level request logs, written to nowhere):
 * - latency: the GraphQL request (through Fastify, the session, the scope checks, the resolvers and
 *   the JSON answer) against the raw SQL for the same rows, for GetSalonProducts (a salon selling
 *   5,000 products, first page of 10) and for `me`, the smallest authorised query. Budget: GraphQL
 *   p50 at most 2x the raw SQL p50 for GetSalonProducts.
 * - throughput: requests per second one server process answers over HTTP to 10 connections, for
 *   `me` and GetSalonProducts, next to a hello-world Yoga on node:http in the same run. The load
 *   comes from autocannon in a child process, so it has an event loop of its own. Budget: an
 *   authorised real query at 60% or more of the hello-world figure.
 * Figures are printed, never asserted.
 */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { devNull } from 'node:os';
import { createSchema, createYoga } from 'graphql-yoga';
import { adminUrl, postgresReachable, withBenchDatabase } from './support/bench-postgres.ts';
import { latency, ratio } from './support/latency.ts';
import { GET_SALON_PRODUCTS, RAW_SALON_PRODUCTS_PAGE, withSalonSellingProducts } from './support/salon-products-data.ts';

const LIMIT = 10;
const CONNECTIONS = 10;
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const ME = 'query Me { me { id email name profileRole termsOfServiceAcceptedAt } }';
const RAW_ME = 'select id, email, name, profile_role, terms_of_service_accepted_at from users where id = $1';

const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

interface LoadFigures {
  'requests per second': number;
  'latency p50 (ms)': number;
  'latency p99 (ms)': number;
  'non-2xx answers': number;
}

/** A warm-up, then LOAD_SECONDS of POSTs with this body from a separate process. */
async function load(url: string, body: string, headers: Record<string, string>): Promise<LoadFigures> {
  const run = (seconds: number) =>
    new Promise<LoadFigures>((resolve, reject) => {
      const args = [autocannonBin, '--json', '-c', String(CONNECTIONS), '-d', String(seconds), '-m', 'POST', '-b', body];
      for (const [name, value] of Object.entries({ 'content-type': 'application/json', ...headers })) args.push('-H', `${name}=${value}`);
      const child = spawn(process.execPath, [...args, url], { stdio: ['ignore', 'pipe', 'ignore'] });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.on('error', reject);
      child.on('close', () => {
        try {
          const result = JSON.parse(out) as { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number };
          resolve({
            'requests per second': Math.round(result.requests.average),
            'latency p50 (ms)': result.latency.p50,
            'latency p99 (ms)': result.latency.p99,
            'non-2xx answers': result.non2xx,
          });
        } catch (error) {
          reject(new Error(`autocannon gave no figures: ${String(error)} ${out.slice(0, 200)}`));
        }
      });
    });
  await run(2);
  return run(LOAD_SECONDS);
}

function listening(server: Server): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

/** Yoga's own hello world: one field, no plugins of ours, no database, served by node:http. */
async function helloWorldYoga(): Promise<LoadFigures> {
  const yoga = createYoga({
    schema: createSchema({ typeDefs: 'type Query { hello: String! }', resolvers: { Query: { hello: () => 'world' } } }),
    logging: false,
    graphiql: false,
  });
  const server = createServer(yoga);
  const port = await listening(server);
  try {
    return await load(`http://127.0.0.1:${port}/graphql`, JSON.stringify({ query: '{ hello }' }), {});
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

export async function requestOverheadBench(): Promise<Record<string, unknown>> {
  if (!(await postgresReachable())) return { skipped: `PostgreSQL is not reachable at ${adminUrl} (set PIIQ_TEST_POSTGRES_URL)` };
  const helloWorld = await helloWorldYoga();
  return withBenchDatabase('overhead', (url) =>
    withSalonSellingProducts(
      url,
      {
        env: { NODE_ENV: 'production', LOG_LEVEL: 'info', SESSION_SECRET: 'bench-'.repeat(8) },
        compose: { logger: { level: 'info', stream: createWriteStream(devNull) } },
      },
      async ({ server, raw, salonId, userId, cookie }) => {
        const productsBody = JSON.stringify({ query: GET_SALON_PRODUCTS, variables: { salonId, limit: LIMIT, page: 1 } });
        const meBody = JSON.stringify({ query: ME });
        const graphql = async (payload: string) => {
          const response = await server.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', cookie }, payload });
          if (response.statusCode !== 200 || response.body.includes('"errors"')) throw new Error(`request failed: ${response.body.slice(0, 300)}`);
        };

        const productsApi = await latency(() => graphql(productsBody));
        const productsSql = await latency(() => raw.query(RAW_SALON_PRODUCTS_PAGE, [salonId, LIMIT, 0, null]));
        const meApi = await latency(() => graphql(meBody));
        const meSql = await latency(() => raw.query(RAW_ME, [userId]));

        const port = Number(new URL(await server.app.listen({ host: '127.0.0.1', port: 0 })).port);
        const endpoint = `http://127.0.0.1:${port}/graphql`;
        const meLoad = await load(endpoint, meBody, { cookie });
        const productsLoad = await load(endpoint, productsBody, { cookie });

        return {
          'GetSalonProducts (5,000 products, first page of 10)': {
            'GraphQL request p50 (ms)': productsApi.p50,
            'GraphQL request p95 (ms)': productsApi.p95,
            'raw SQL p50 (ms)': productsSql.p50,
            'raw SQL p95 (ms)': productsSql.p95,
            'GraphQL p50 / raw SQL p50 (budget 2)': ratio(productsApi.p50, productsSql.p50),
          },
          me: {
            'GraphQL request p50 (ms)': meApi.p50,
            'GraphQL request p95 (ms)': meApi.p95,
            'raw SQL p50 (ms)': meSql.p50,
            'raw SQL p95 (ms)': meSql.p95,
            'GraphQL p50 / raw SQL p50': ratio(meApi.p50, meSql.p50),
          },
          [`requests per second, ${CONNECTIONS} connections, ${LOAD_SECONDS} s`]: {
            'hello-world Yoga': helloWorld,
            me: meLoad,
            GetSalonProducts: productsLoad,
            'me / hello world (budget 0.6)': ratio(meLoad['requests per second'], helloWorld['requests per second']),
            'GetSalonProducts / hello world': ratio(productsLoad['requests per second'], helloWorld['requests per second']),
          },
        };
      },
    ),
  );
}
