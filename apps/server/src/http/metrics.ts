import { createHash, timingSafeEqual } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DeliveryState } from '@piiq/domain/deliveries';

/** Operation names a scrape will show; past this many, the rest count as "other" so a caller cannot grow the series without end. */
const MAX_OPERATIONS = 300;
const OPERATION_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

export interface MetricsSources {
  /** Undelivered outbox rows by state, with the age of the oldest of each. */
  outboxBacklog: () => Promise<Array<{ state: DeliveryState; count: number; oldestSeconds: number }>>;
  pool?: (() => { total: number; idle: number; waiting: number }) | undefined;
}

/**
 * The server's figures in Prometheus' text format (prom-client): each request's duration by
 * operation (the GraphQL operation's name, else the route's pattern) and status, the live
 * subscriptions open, the outbox's backlog and its oldest row's age, the database pool, and
 * Node's own (memory, event loop, GC). GET /metrics exists only with METRICS_TOKEN set, and
 * answers only a request bearing it.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { token: string | null; sources: MetricsSources },
): Metrics {
  if (options.token) return servedMetrics(app, options.token, options.sources);
  // Without a token nothing is served, so nothing is measured either: every request would pay
  // for a histogram, and Node's event loop and GC for their observers, with no one to read them.
  // The hook stays, empty: Fastify times a reply (its elapsedTime, which Server-Timing sends) only
  // on routes with an onResponse hook or a logger, and a server may run without a logger.
  app.addHook('onResponse', (_request, _reply, done) => done());
  return { subscriptionOpened: () => undefined };
}

export interface Metrics {
  /**
   * A live stream opened: counted until its response closes, which it does when it ends or its
   * connection drops. The request's own close is no sign of either: it waits on the connection,
   * which a client keeps alive for its next request, so streams long ended stayed counted.
   */
  subscriptionOpened(stream: ServerResponse): void;
}

function servedMetrics(app: FastifyInstance, token: string, sources: MetricsSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requestSeconds = new Histogram({
    name: 'piiq_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by operation and status.',
    labelNames: ['operation', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const liveSubscriptions = new Gauge({
    name: 'piiq_live_subscriptions',
    help: 'Live subscription streams open on this instance.',
    registers: [registry],
  });
  new Gauge({
    name: 'piiq_outbox_deliveries',
    help: 'Outbox deliveries not yet delivered, by state (pending, retrying, dead).',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await sources.outboxBacklog()) this.set({ state: row.state.toLowerCase() }, row.count);
    },
  });
  new Gauge({
    name: 'piiq_outbox_oldest_seconds',
    help: 'How long the oldest undelivered outbox delivery of each state has waited.',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await sources.outboxBacklog()) this.set({ state: row.state.toLowerCase() }, row.oldestSeconds);
    },
  });
  const pool = sources.pool;
  if (pool) {
    new Gauge({
      name: 'piiq_database_pool_connections',
      help: 'PostgreSQL pool connections, by use (total, idle, waiting: requests waiting for one).',
      labelNames: ['use'] as const,
      registers: [registry],
      collect() {
        const now = pool();
        this.set({ use: 'total' }, now.total);
        this.set({ use: 'idle' }, now.idle);
        this.set({ use: 'waiting' }, now.waiting);
      },
    });
  }

  const operations = new Set<string>();
  const operationOf = (request: FastifyRequest): string => {
    const body = request.body as { operationName?: unknown } | undefined;
    const named =
      request.url.startsWith('/graphql') &&
      typeof body?.operationName === 'string' &&
      OPERATION_NAME.test(body.operationName)
        ? body.operationName
        : null;
    const name = named ?? request.routeOptions.url ?? 'unmatched';
    if (operations.has(name)) return name;
    if (operations.size >= MAX_OPERATIONS) return 'other';
    operations.add(name);
    return name;
  };
  app.addHook('onResponse', (request, reply, done) => {
    requestSeconds.observe(
      { operation: operationOf(request), status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const expected = createHash('sha256').update(`Bearer ${token}`).digest();
  app.get('/metrics', async (request, reply) => {
    const given = createHash('sha256')
      .update(request.headers.authorization ?? '')
      .digest();
    if (!timingSafeEqual(given, expected))
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .type('text/plain; charset=utf-8')
        .send('Send the metrics token.');
    return reply
      .type(registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });

  return {
    subscriptionOpened(stream: ServerResponse) {
      liveSubscriptions.inc();
      stream.once('close', () => liveSubscriptions.dec());
    },
  };
}
