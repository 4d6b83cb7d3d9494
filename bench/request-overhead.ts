/**
 * What the API adds to the database's own time, on PostgreSQL, with the server's production
 * settings (info-level request logs, written to nowhere):
 * - latency: the GraphQL request (through Fastify, the session, the scope checks, the resolvers and
 *   the JSON answer) against the raw SQL for the same rows, for GetSalonProducts (a salon selling
 *   5,000 products, first page of 10) and for `me`, the smallest authorised query. Budget: GraphQL
 *   p50 at most 2x the raw SQL p50 for GetSalonProducts.
 * - throughput: requests per second, and the server's CPU per request, over HTTP from 10
 *   connections, for an authorised `{ me { id } }` and GetSalonProducts, against two references
 *   served by the same process: a hello-world GraphQL Yoga mounted on Fastify as Yoga's own Fastify
 *   example mounts it, and a bare Fastify route answering a constant. All four have the server's
 *   logger settings and listen on loopback; the load comes from autocannon in a child process, so it
 *   has an event loop of its own. The targets take turns, one window each per round, over ROUNDS
 *   rounds: a burst of the machine's other work then falls on every target alike, not on one. CPU
 *   per request (this process's user and system time over a window, by the requests answered in it)
 *   moves far less with the machine's load than requests per second do. Budget: `me` at 60% or more
 *   of the hello-world Yoga's requests per second.
 * Figures are printed, never asserted; `BENCH_LOAD_SECONDS` sets a window's length, `BENCH_ROUNDS`
 * the rounds.
 */
import { createWriteStream } from 'node:fs';
import { devNull } from 'node:os';
import fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { createSchema, createYoga } from 'graphql-yoga';
import { adminUrl, postgresReachable, withBenchDatabase } from './support/bench-postgres.ts';
import { latency, ratio } from './support/latency.ts';
import { answersWithoutErrors, loadWindow, type LoadTarget, type LoadWindow } from './support/load-window.ts';
import {
  GET_SALON_PRODUCTS,
  RAW_SALON_PRODUCTS_PAGE,
  withSalonSellingProducts,
} from './support/salon-products-data.ts';

const LIMIT = 10;
const CONNECTIONS = 10;
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP_SECONDS = 2;
const ME = 'query Me { me { id email name profileRole termsOfServiceAcceptedAt } }';
const ME_ID = '{ me { id } }';
const RAW_ME = 'select id, email, name, profile_role, terms_of_service_accepted_at from users where id = $1';

interface TargetFigures {
  'requests per second': number;
  'requests per second, each round': number[];
  'CPU per request (µs)': number;
  'latency p50 (ms), last round': number;
  'latency p99 (ms), last round': number;
  'non-2xx answers': number;
}

/** A warm-up window for each target, then ROUNDS rounds in which every target has a window in turn. */
async function interleaved(targets: LoadTarget[]): Promise<Map<string, TargetFigures>> {
  for (const target of targets) await loadWindow(target, WARM_UP_SECONDS, CONNECTIONS);
  const windows = new Map<string, LoadWindow[]>(targets.map((target) => [target.name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const target of targets) windows.get(target.name)?.push(await loadWindow(target, LOAD_SECONDS, CONNECTIONS));
  }
  const figures = new Map<string, TargetFigures>();
  for (const [name, each] of windows) {
    const requests = each.reduce((sum, window) => sum + window.requests, 0);
    const seconds = each.reduce((sum, window) => sum + window.seconds, 0);
    const cpuMicros = each.reduce((sum, window) => sum + window.cpuMicros, 0);
    const last = each.at(-1);
    figures.set(name, {
      'requests per second': Math.round(requests / Math.max(seconds, 1)),
      'requests per second, each round': each.map((window) =>
        Math.round(window.requests / Math.max(window.seconds, 1)),
      ),
      'CPU per request (µs)': Math.round(cpuMicros / Math.max(requests, 1)),
      'latency p50 (ms), last round': last?.p50 ?? 0,
      'latency p99 (ms), last round': last?.p99 ?? 0,
      'non-2xx answers': each.reduce((sum, window) => sum + window.non2xx, 0),
    });
  }
  return figures;
}

/** Yoga's hello world (one field, no plugins, no database), routed on Fastify as Yoga's Fastify example routes it. */
function helloWorldYogaOnFastify(logger: FastifyServerOptions['logger']): FastifyInstance {
  const app = fastify({ logger });
  const yoga = createYoga<{ req: FastifyRequest; reply: FastifyReply }>({
    schema: createSchema({ typeDefs: 'type Query { hello: String! }', resolvers: { Query: { hello: () => 'world' } } }),
    logging: false,
    graphiql: false,
  });
  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });
  return app;
}

/** The least a Fastify route answers: a constant, serialised by Fastify. */
function bareFastify(logger: FastifyServerOptions['logger']): FastifyInstance {
  const app = fastify({ logger });
  app.post('/graphql', () => ({ data: { hello: 'world' } }));
  return app;
}

async function listening(app: FastifyInstance): Promise<string> {
  return `${await app.listen({ host: '127.0.0.1', port: 0 })}/graphql`;
}

export async function requestOverheadBench(): Promise<Record<string, unknown>> {
  if (!(await postgresReachable()))
    return { skipped: `PostgreSQL is not reachable at ${adminUrl} (set PIIQ_TEST_POSTGRES_URL)` };
  const logger = { level: 'info', stream: createWriteStream(devNull) };
  return withBenchDatabase('overhead', (url) =>
    withSalonSellingProducts(
      url,
      { env: { NODE_ENV: 'production', LOG_LEVEL: 'info', SESSION_SECRET: 'bench-'.repeat(8) }, compose: { logger } },
      async ({ server, raw, salonId, userId, cookie }) => {
        const productsBody = JSON.stringify({
          query: GET_SALON_PRODUCTS,
          variables: { salonId, limit: LIMIT, page: 1 },
        });
        const meBody = JSON.stringify({ query: ME });
        const graphql = async (payload: string) => {
          const response = await server.app.inject({
            method: 'POST',
            url: '/graphql',
            headers: { 'content-type': 'application/json', cookie },
            payload,
          });
          if (response.statusCode !== 200 || response.body.includes('"errors"'))
            throw new Error(`request failed: ${response.body.slice(0, 300)}`);
        };

        const productsApi = await latency(() => graphql(productsBody));
        const productsSql = await latency(() => raw.query(RAW_SALON_PRODUCTS_PAGE, [salonId, LIMIT, 0, null]));
        const meApi = await latency(() => graphql(meBody));
        const meSql = await latency(() => raw.query(RAW_ME, [userId]));

        const helloWorld = helloWorldYogaOnFastify(logger);
        const bare = bareFastify(logger);
        try {
          const endpoint = await listening(server.app);
          const hello = JSON.stringify({ query: '{ hello }' });
          const targets: LoadTarget[] = [
            { name: 'me { id }', url: endpoint, body: JSON.stringify({ query: ME_ID }), headers: { cookie } },
            { name: 'hello-world Yoga on Fastify', url: await listening(helloWorld), body: hello, headers: {} },
            { name: 'bare Fastify route', url: await listening(bare), body: hello, headers: {} },
            { name: 'GetSalonProducts', url: endpoint, body: productsBody, headers: { cookie } },
          ];
          for (const target of targets) await answersWithoutErrors(target);
          const throughput = await interleaved(targets);
          const figuresOf = (name: string) => {
            const figures = throughput.get(name);
            if (!figures) throw new Error(`no figures for ${name}`);
            return figures;
          };
          const me = figuresOf('me { id }');
          const yoga = figuresOf('hello-world Yoga on Fastify');
          const products = figuresOf('GetSalonProducts');

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
            [`throughput, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${LOAD_SECONDS} s per target`]: {
              ...Object.fromEntries(throughput),
              'me / hello-world Yoga, requests per second (budget 0.6 or more)': ratio(
                me['requests per second'],
                yoga['requests per second'],
              ),
              'me / hello-world Yoga, CPU per request': ratio(me['CPU per request (µs)'], yoga['CPU per request (µs)']),
              'GetSalonProducts / hello-world Yoga, requests per second': ratio(
                products['requests per second'],
                yoga['requests per second'],
              ),
              'GetSalonProducts / hello-world Yoga, CPU per request': ratio(
                products['CPU per request (µs)'],
                yoga['CPU per request (µs)'],
              ),
            },
          };
        } finally {
          await helloWorld.close();
          await bare.close();
        }
      },
    ),
  );
}
