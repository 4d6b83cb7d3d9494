import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { databaseTargetFor, openDatabase, type DatabaseHandle, type DatabaseTarget } from './db/client.ts';
import { buildApp } from './http/app.ts';
import { createOutboxHandlers, type OutboxHandlerPorts } from './jobs/outbox-handlers.ts';
import { createOutboxWorker, type OutboxWorker } from './jobs/outbox-worker.ts';
import { OUTBOX_QUEUED_CHANNEL } from './jobs/outbox.ts';
import { createMailboxEmail, createSmtpEmail, type EmailPort } from './ports/email.ts';
import { createEvents, type EventsPort } from './ports/events.ts';
import { openFileStores } from './ports/file-stores.ts';
import type { FileStores } from './ports/files.ts';
import { createOfflinePayments, type PaymentPort } from './ports/payments.ts';
import { createWebPush, type PushPort } from './ports/push.ts';
import { createIpRateLimiter, defaultIpRateLimits, type RateLimitRule } from './ports/rate-limits.ts';
import { createStripePayments } from './ports/stripe-payments.ts';
import { createWebhookSender } from './ports/webhooks.ts';
import { createServices, type Services } from './services.ts';

/** What the outbox worker delivers through: the ports and the services that own each kind. */
export function outboxHandlerPorts(services: Services, email: EmailPort, webhookSecret: string): OutboxHandlerPorts {
  return {
    email,
    sendWebhook: createWebhookSender(webhookSecret),
    storeLorealAccountNumber: services.signup.storeLorealAccountNumber,
    sendRebookReminder: services.appointments.sendRebookReminder,
    deliverPush: services.notifications.deliverPush,
    deliverAnnouncement: services.notifications.deliverAnnouncement,
    deliverSalonWebhook: services.webhooks.deliver,
    turnWeek: services.weeklyEmail.turnWeek,
    sendWeeklyReports: services.weeklyEmail.sendWeeklyReports,
  };
}

export const webDistFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export interface ComposeOverrides {
  database?: DatabaseTarget;
  now?: () => Date;
  ipRateLimits?: Partial<Record<keyof typeof defaultIpRateLimits, RateLimitRule>>;
  /** Separates the counters of servers sharing one Redis (tests run side by side). */
  rateLimitNamespace?: string;
  logger?: FastifyServerOptions['logger'];
  webDist?: string;
  /** A payment provider of the test's own (a Stripe adapter pointed at a fake of its API). */
  payments?: PaymentPort;
  /** A Web Push sender of the test's own. */
  push?: PushPort;
  /** How long a session read answers for it; shorter lets a test see another instance's revocation. */
  sessionCacheMs?: number;
}

export function paymentsFor(config: Config, now: () => Date): PaymentPort {
  return config.stripe
    ? createStripePayments({
        secretKey: config.stripe.secretKey,
        publishableKey: config.stripe.publishableKey,
        ...(config.stripe.webhookSecret ? { webhookSecret: config.stripe.webhookSecret } : {}),
      })
    : createOfflinePayments({ secret: config.sessionSecret, now });
}

export interface ComposedServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  events: EventsPort;
  email: EmailPort;
  files: FileStores;
  outboxWorker: OutboxWorker;
  services: Services;
  /** Stops taking requests, lets running ones finish, stops the worker and closes every connection. */
  close(): Promise<void>;
}

/** config -> database -> adapters -> http: the one place that builds the server. */
export async function composeServer(config: Config, overrides: ComposeOverrides = {}): Promise<ComposedServer> {
  // First: a bucket that cannot be used stops the start before anything else is opened.
  const files = await openFileStores(config);
  const database = await openDatabase(overrides.database ?? databaseTargetFor(config));
  // Services and the live events report through the app's logger, which exists only once the app is built.
  const logRef: { current?: FastifyBaseLogger } = {};
  const events = createEvents(config.redisUrl, (error) =>
    logRef.current?.warn({ err: error }, 'live events: Redis connection error'),
  );
  const rateLimitRedis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3 }) : undefined;
  const now = overrides.now ?? (() => new Date());

  const payments = overrides.payments ?? paymentsFor(config, now);
  const services = createServices({
    db: database.db,
    config,
    events,
    files,
    limits: createIpRateLimiter(
      rateLimitRedis,
      {
        ...defaultIpRateLimits,
        signIn: { ...defaultIpRateLimits.signIn, points: config.signInsPerIp },
        signup: { ...defaultIpRateLimits.signup, points: config.signupCallsPerIp },
        pageView: { ...defaultIpRateLimits.pageView, points: config.pageViewsPerIp },
        ...overrides.ipRateLimits,
      },
      overrides.rateLimitNamespace,
      (action, key, rule) =>
        logRef.current?.warn(
          {
            rateLimit: action,
            ...(rule.keyIsEmail ? {} : { key }),
            limit: rule.points,
            windowSeconds: rule.durationSeconds,
          },
          'rate limit reached: further calls are refused until the window ends',
        ),
    ),
    now,
    payments,
    push: overrides.push ?? createWebPush(config.push),
    alert: (entry, message) => (logRef.current ? logRef.current.error(entry, message) : console.error(message, entry)),
    ...(overrides.sessionCacheMs !== undefined ? { sessionCacheMs: overrides.sessionCacheMs } : {}),
  });
  const email = config.smtpUrl
    ? createSmtpEmail(config.smtpUrl, config.emailFrom)
    : createMailboxEmail((message) => services.mailbox.keep(message, config.emailFrom));
  const salonRowChanges = services.salons.forgetChangedSalonRows();
  const accountChanges = services.auth.forgetChangedAccounts();
  const catalogueChanges = services.catalog.forgetChangedCatalogue();
  const app = await buildApp({
    config,
    db: database.db,
    ...(database.pool ? { databasePool: database.pool } : {}),
    events,
    files,
    services,
    ...(overrides.webDist !== undefined ? { webDist: overrides.webDist } : {}),
    ...(overrides.logger !== undefined ? { logger: overrides.logger } : {}),
    // Only a Stripe adapter given the webhook secret can read Stripe's calls; otherwise the route does not exist.
    ...(payments.name === 'stripe' && payments.readWebhook
      ? {
          stripeWebhook: {
            readEvent: payments.readWebhook.bind(payments),
            billing: services.billing,
          },
        }
      : {}),
  });
  logRef.current = app.log;
  const worker = createOutboxWorker({
    db: database.db,
    handlers: createOutboxHandlers(outboxHandlerPorts(services, email, config.webhookSecret)),
    log: app.log.child({ component: 'outbox' }),
    pollMs: config.outboxPollMs,
    maxAttempts: config.outboxMaxAttempts,
  });
  // The worker needs the app's logger, so it comes last; a commit that queued rows wakes it.
  await database.listen(OUTBOX_QUEUED_CHANNEL, () => worker.wake());

  return {
    app,
    database,
    events,
    email,
    files,
    outboxWorker: worker,
    services,
    async close() {
      await app.close();
      await worker.stop();
      salonRowChanges.stop();
      accountChanges.stop();
      catalogueChanges.stop();
      await events.close();
      await rateLimitRedis?.quit().catch(() => undefined);
      await database.close();
      files.close();
    },
  };
}
