import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { HAIR_COLOUR_MEASURE_ASSETS_DIR, HAIR_COLOUR_MEASURE_PATH } from '@piiq/domain/hair-colour-measure-address';
import { VIDEO_PLAYER_ORIGINS } from '@piiq/domain/videos';
import helmet, { type HelmetOptions } from 'helmet';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Config } from '../config.ts';
import { databaseAnswers, type Database } from '../db/client.ts';
import { GENERIC_ERROR_MESSAGE, NOT_FOUND_MESSAGE } from '../errors.ts';
import type { EventsPort } from '../ports/events.ts';
import type { FileStores } from '../ports/files.ts';
import type { Services } from '../services.ts';
import { createAppPage } from './app-page.ts';
import { apiOriginCheck, errorBody, FOREIGN_ORIGIN_MESSAGE } from './error-body.ts';
import { createGraphQLHandler } from './graphql-handler.ts';
import { registerCatalogueSheet } from './catalogue-sheet.ts';
import { registerMetrics } from './metrics.ts';
import { registerExports } from './exports.ts';
import { registerPublicFiles } from './files.ts';
import { registerPhotos } from './photos.ts';
import { registerInvoicePage } from './invoice-page.ts';
import { registerStripeWebhook, type StripeWebhookOptions } from './stripe-webhook.ts';
import { registerSessionImages } from './session-images.ts';
import { registerStartUpGuide } from './start-up-guide.ts';
import { registerUploads } from './uploads.ts';
import { refuseOtherComputers } from './loopback.ts';
import { registerShippedVideos } from './videos.ts';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** How long a browser whose live stream ended at a shutdown waits before it reconnects. */
export const RECONNECT_AFTER_SHUTDOWN_MS = 2_000;

export interface AppOptions {
  config: Config;
  db: Database;
  events: EventsPort;
  files: FileStores;
  services: Services;
  /** The built web app (apps/web/dist); absent in API-only tests. */
  webDist?: string;
  logger?: FastifyServerOptions['logger'];
  /** Present when Stripe takes payments and its webhook secret is configured. */
  stripeWebhook?: StripeWebhookOptions;
  /** PostgreSQL's pool right now, for /metrics. */
  databasePool?: () => { total: number; idle: number; waiting: number };
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The default help centre, until a hosted one is configured with HELP_CENTRE_URL. */
function helpCentrePage(supportEmail: string): string {
  const email = escapeHtml(supportEmail);
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>piiq help centre</title>
<style>body{font-family:system-ui,sans-serif;color:#1D1B1F;background:#fff;max-width:720px;margin:0 auto;padding:24px;line-height:1.5}h1{font-size:1.6rem}h2{font-size:1.15rem;margin-top:2rem}a{color:#8E4A52}</style></head>
<body><main aria-label="Help centre"><h1>piiq help centre</h1>
<p>Answers to the questions salons ask us most. Can't find yours? Email <a href="mailto:${email}">${email}</a> and we reply within 1 business day.</p>
<h2>The mirror won't start a session</h2><p>Check the mirror is connected to the salon Wi-Fi, then restart it from the power switch underneath. If the QR code does not appear after two minutes, email us with your salon name.</p>
<h2>A client can't sign in on their phone</h2><p>Clients sign in with their email at the portal. If they forgot their password, the portal sends them a code by email. Codes work once, for 15 minutes.</p>
<h2>Reminders are not being sent</h2><p>Open Settings, then the salon tab: check the rebook message and the rebook delay. A reminder can only be set up on an appointment with a rebook suggestion.</p>
<h2>Changing your plan or cancelling</h2><p>Email <a href="mailto:${email}">${email}</a> from the account owner's address and tell us what you would like to change.</p>
</main></body></html>`;
}

/** Fastify logs a request when it arrives and again when it ends; one line, at the end, says both. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * The headers a helmet middleware sets, read once. They depend only on the options (no nonces), so
 * every response gets the same object instead of helmet's chain of a dozen middlewares, and
 * instead of Fastify's helmet plugin, which rebuilt that chain from the options on every request.
 */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  // helmet reads nothing of the request or response beyond these two calls.
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/** The hair-colour measure's frame, with or without a query. */
function isHairColourMeasure(url: string): boolean {
  return url === HAIR_COLOUR_MEASURE_PATH || url.startsWith(`${HAIR_COLOUR_MEASURE_PATH}?`);
}

type Directives = NonNullable<Exclude<HelmetOptions['contentSecurityPolicy'], boolean | undefined>['directives']>;

/** Every page's policy: scripts from this server only, never inline and never built from strings. */
function pageDirectives(config: AppOptions['config']): Directives {
  return {
    defaultSrc: ["'self'"],
    // Stripe Elements, only when Stripe takes the payments: its script, its card frames and its API.
    scriptSrc: ["'self'", ...(config.stripe ? ['https://js.stripe.com'] : [])],
    // MUI (emotion) injects style tags at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...(config.stripe ? ['https://api.stripe.com'] : [])],
    // The shipped videos play from this server; hosted ones play in their players' frames.
    mediaSrc: ["'self'"],
    frameSrc: [
      "'self'",
      ...VIDEO_PLAYER_ORIGINS,
      ...(config.stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : []),
    ],
    // Our own pages may frame each other (the Support screen embeds the help centre); no one else.
    frameAncestors: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    // A salon trying the app on its own network over plain http has no https to be sent to.
    upgradeInsecureRequests: config.servedOverHttps ? [] : null,
  };
}

/**
 * The hair-colour measure's frame (decision 059): MediaPipe's WebAssembly needs 'wasm-unsafe-eval'
 * and face detection's Emscripten bindings build functions from strings ('unsafe-eval'). The
 * sandbox gives the document an opaque origin however it is opened, framed or not: a script there
 * reads none of the app's storage, and its requests carry none of its cookies. 'self' still names
 * this server, where the frame's scripts and models come from.
 */
function hairColourMeasureDirectives(config: AppOptions['config']): Directives {
  return {
    ...pageDirectives(config),
    scriptSrc: ["'self'", "'wasm-unsafe-eval'", "'unsafe-eval'"],
    connectSrc: ["'self'"],
    frameSrc: ["'none'"],
    sandbox: ['allow-scripts'],
  };
}

/** helmet's options around a page's policy. */
function securityPolicy(config: AppOptions['config'], directives: Directives): HelmetOptions {
  return { hsts: config.servedOverHttps, contentSecurityPolicy: { directives }, crossOriginEmbedderPolicy: false };
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db, events, services } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    logController: new OneLinePerRequest(),
  });

  await app.register(fastifyCookie);
  const securityHeaders = headersOf(helmet(securityPolicy(config, pageDirectives(config))));
  const hairColourMeasureHeaders = headersOf(helmet(securityPolicy(config, hairColourMeasureDirectives(config))));
  // A live stream never ends by itself: on shutdown each is told when to come back (SSE's retry
  // field) and ended, so the close does not wait out the stream and the browser reconnects to another
  // instance instead of reporting an error.
  const liveStreams = new Set<ServerResponse>();
  app.addHook('preClose', (done) => {
    for (const stream of liveStreams) {
      if (String(stream.getHeader('content-type') ?? '').startsWith('text/event-stream'))
        stream.write(`retry: ${RECONNECT_AFTER_SHUTDOWN_MS}\n\n`);
      stream.end();
    }
    done();
  });

  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isHairColourMeasure(request.url) ? hairColourMeasureHeaders : securityHeaders);
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    // The server's own time for the request, from its arrival to its answer: browsers' developer
    // tools show it beside the network's, and the benchmarks read it.
    reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(2)}`);
    done(null, payload);
  });

  app.setErrorHandler((error: { statusCode?: number; code?: string; message: string }, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply
        .status(413)
        .send(errorBody('The request is too large: the limit is 1 MiB.', 'PAYLOAD_TOO_LARGE', request.id));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code = error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_REQUEST';
      const message = error.code?.startsWith('FST_ERR_CTP')
        ? 'The request body could not be read: send valid JSON.'
        : error.message;
      return reply.status(error.statusCode).send(errorBody(message, code, request.id));
    }
    request.log.error({ err: error }, 'unhandled request error');
    return reply.status(500).send(errorBody(GENERIC_ERROR_MESSAGE, 'INTERNAL_SERVER_ERROR', request.id));
  });

  const metrics = registerMetrics(app, {
    token: config.metricsToken,
    sources: { outboxBacklog: services.deliveries.backlog, pool: options.databasePool },
  });

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const [database, live] = await Promise.all([databaseAnswers(db), events.ready()]);
    return reply.status(database && live ? 200 : 503).send({ database, events: live });
  });

  const fromOurOrigin = apiOriginCheck(config);
  const yoga = createGraphQLHandler({ config, services, log: app.log });
  // Yoga answers every GraphQL request, live streams included, as in Yoga's own Fastify example.
  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (request, reply) => {
      if (!fromOurOrigin(request.headers.origin)) {
        return reply.status(403).send(errorBody(FOREIGN_ORIGIN_MESSAGE, 'FORBIDDEN_ORIGIN', request.id));
      }
      const response = await yoga.handleNodeRequestAndResponse(request, reply, { req: request, reply });
      response.headers.forEach((value, name) => {
        // The context sets its cookies on the reply itself.
        if (name !== 'set-cookie') reply.header(name, value);
      });
      reply.status(response.status);
      // A live subscription answers as server-sent events, or as multipart for a client that asks so.
      const contentType = response.headers.get('content-type') ?? '';
      if (contentType.startsWith('text/event-stream') || contentType.startsWith('multipart/')) {
        metrics.subscriptionOpened(reply.raw);
        liveStreams.add(reply.raw);
        reply.raw.once('close', () => liveStreams.delete(reply.raw));
      }
      return reply.send(response.body);
    },
  });

  await registerUploads(app, { services, fromOurOrigin });
  await registerCatalogueSheet(app, { services, fromOurOrigin });
  await registerSessionImages(app, { services });
  await registerInvoicePage(app, { services, config });
  await registerExports(app, { services });
  await registerPhotos(app, { services });
  await registerStartUpGuide(app, { services });
  if (options.stripeWebhook) await registerStripeWebhook(app, options.stripeWebhook);

  await registerPublicFiles(app, { config, files: options.files.public });

  await registerShippedVideos(app);

  app.get('/help-centre', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(helpCentrePage(config.supportEmail)),
  );

  if (config.env !== 'production') {
    app.get('/dev/mailbox.json', { onRequest: refuseOtherComputers }, async (request) => {
      const { to } = request.query as { to?: string };
      return services.mailbox.newestMessages(to);
    });
    // A reminder is due weeks after the visit; this shows it in the mailbox today.
    app.post(
      '/dev/appointments/:appointmentId/send-rebook-reminder',
      { onRequest: refuseOtherComputers },
      async (request, reply) => {
        const { appointmentId } = request.params as { appointmentId: string };
        const queued = await services.appointments.sendRebookReminderNow(appointmentId);
        return queued ? reply.code(202).send({ queued }) : reply.code(404).send({ queued });
      },
    );
    app.get('/dev/mailbox', { onRequest: refuseOtherComputers }, async (_request, reply) => {
      const items = (await services.mailbox.newestMessages())
        .map(
          (row) =>
            `<article><h2>${escapeHtml(row.subject)}</h2><p>To ${escapeHtml(row.to)} · ${row.createdAt.toISOString()}</p><pre>${escapeHtml(row.text)}</pre></article>`,
        )
        .join('');
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mailbox</title></head><body><main><h1>Mailbox</h1>${items || '<p>No email yet.</p>'}</main></body></html>`,
        );
    });
  }

  const webDist = options.webDist;
  if (webDist && existsSync(path.join(webDist, 'index.html'))) {
    const sendAppPage = createAppPage(webDist);
    const hairColourMeasureAssets = path.join(webDist, HAIR_COLOUR_MEASURE_ASSETS_DIR) + path.sep;
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      // The HTML pages are sent by sendAppPage, for `/` as for every other page address.
      index: false,
      // The build writes .br and .gz beside each file (scripts/precompress.mjs).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // The measure's frame has an opaque origin: its scripts and models reach it only through CORS.
        // No credentials are allowed, so no response of this folder is read with anyone's cookies.
        if (filePath.startsWith(hairColourMeasureAssets)) res.header('access-control-allow-origin', '*');
      },
    });
    app.setNotFoundHandler((request, reply) => {
      const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
      if (wantsPage) return sendAppPage(request, reply);
      return reply.status(404).send(errorBody(NOT_FOUND_MESSAGE, 'NOT_FOUND', request.id));
    });
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send(errorBody(NOT_FOUND_MESSAGE, 'NOT_FOUND', request.id)),
    );
  }

  return app;
}
