import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_SELLER_ABN, formatAbn, isValidAbn } from '@piiq/domain/abn';
import { shippedVideoUrl, VIDEO_URL_MESSAGE, videoSource } from '@piiq/domain/videos';
import { z } from 'zod';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalUrl = z.preprocess(emptyAsUndefined, z.url().optional());
/** Undefined when unset, for a default that depends on another variable. */
const optionalFlag = z
  .preprocess(emptyAsUndefined, z.enum(['true', 'false', '1', '0']).optional())
  .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1'));
const booleanFlag = (fallback: boolean) => optionalFlag.transform((value) => value ?? fallback);
/** A key in the form browsers and push services exchange: base64url of exactly this many bytes. */
const base64urlBytes = (bytes: number, what: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, `${what} in base64url`)
    .refine((value) => Buffer.from(value, 'base64url').length === bytes, `${what}: ${bytes} bytes in base64url`);
/**
 * `true` believes X-Forwarded-For from any peer, so it is safe only when every request reaches the
 * server through the proxy; a list (`10.0.0.0/8,127.0.0.1`) believes it only from those addresses
 * and ranges, as Fastify's trustProxy takes them.
 */
const trustedProxies = z.union(
  [
    booleanFlag(false),
    z
      .string()
      .transform((value) => value.split(',').map((entry) => entry.trim()))
      .pipe(z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()])).min(1)),
  ],
  { error: "true, false, or the proxies' addresses and CIDR ranges separated by commas" },
);
const positiveInt = (fallback: number) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(fallback));

/** Every variable the server reads, with its embedded default. docs/configuration.md mirrors this. */
const environmentSchema = z.object({
  NODE_ENV: z.preprocess(emptyAsUndefined, z.enum(['development', 'test', 'production']).default('development')),
  // Its default depends on NODE_ENV: see loadConfig.
  HOST: z.preprocess(emptyAsUndefined, z.string().optional()),
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  DATABASE_URL: optionalUrl,
  FILE_STORE: z.preprocess(emptyAsUndefined, z.enum(['folder', 's3']).default('folder')),
  S3_BUCKET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens')
      .optional(),
  ),
  S3_REGION: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[a-z0-9-]+$/, 'a region such as eu-west-1, or auto')
      .optional(),
  ),
  S3_ENDPOINT: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: 'an http:// or https:// address' }).optional(),
  ),
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  S3_FORCE_PATH_STYLE: optionalFlag,
  DATABASE_POOL_SIZE: positiveInt(10),
  REDIS_URL: optionalUrl,
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  TRUST_PROXY: trustedProxies,
  SESSION_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32).optional()),
  SESSION_IDLE_HOURS: positiveInt(24 * 7),
  SESSION_ABSOLUTE_DAYS: positiveInt(30),
  SUPPORT_EMAIL: z.preprocess(emptyAsUndefined, z.email().default('support@piiq.app')),
  EMAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default('piiq <no-reply@piiq.app>')),
  SMTP_URL: optionalUrl,
  WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().startsWith('whsec_').optional()),
  VAPID_PUBLIC_KEY: z.preprocess(emptyAsUndefined, base64urlBytes(65, 'an uncompressed P-256 public key').optional()),
  VAPID_PRIVATE_KEY: z.preprocess(emptyAsUndefined, base64urlBytes(32, 'a P-256 private key').optional()),
  // Push services contact this address about a sender that misbehaves; they accept mailto: or https:.
  VAPID_SUBJECT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, 'a mailto: or https:// address')
      .optional(),
  ),
  OUTBOX_POLL_MS: positiveInt(1000),
  OUTBOX_MAX_ATTEMPTS: positiveInt(12),
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16, 'at least 16 characters').optional()),
  SIGN_INS_PER_IP: positiveInt(40),
  SIGNUP_CALLS_PER_IP: positiveInt(100),
  PAGE_VIEWS_PER_IP: positiveInt(600),
  // Its default depends on NODE_ENV: see loadConfig.
  SEED_DEMO_DATA: optionalFlag,
  GRAPHQL_INTROSPECTION: optionalFlag,
  HELP_CENTRE_URL: z.preprocess(emptyAsUndefined, z.string().default('/help-centre')),
  STRIPE_SECRET_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(sk|rk)_/, 'a Stripe secret key starts with sk_ or rk_')
      .optional(),
  ),
  STRIPE_PUBLISHABLE_KEY: z.preprocess(emptyAsUndefined, z.string().startsWith('pk_').optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().startsWith('whsec_').optional()),
  SIGNUP_LEAD_WEBHOOK_URL: optionalUrl,
  SIGNUP_WEBHOOK_URLS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .optional()
      .transform((value) =>
        (value ?? '')
          .split(',')
          .map((url) => url.trim())
          .filter((url) => url !== ''),
      )
      .pipe(z.array(z.url())),
  ),
  ORDER_DATA_RECORD_URL: optionalUrl,
  ORDER_DATA_URL: optionalUrl,
  PARTNER_SIGNUP_URL: optionalUrl,
  PARTNER_API_TOKEN: z.preprocess(emptyAsUndefined, z.string().optional()),
  SYS_ACCOUNT_LOOKUP_URL: optionalUrl,
  SELLER_NAME: z.preprocess(emptyAsUndefined, z.string().default('piiq Pty Ltd')),
  SELLER_ABN: z.preprocess(
    emptyAsUndefined,
    z.string().refine(isValidAbn, 'an ABN is 11 digits that pass the ATO check').optional(),
  ),
  // Where any video may play from (decision 043): a shipped video, or a player the CSP lets the page frame.
  ONBOARDING_VIDEO_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .transform((address, context) => {
        const source = videoSource(address);
        if (source) return source.src;
        context.addIssue({ code: 'custom', message: VIDEO_URL_MESSAGE });
        return z.NEVER;
      })
      .optional(),
  ),
});

export interface Config {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  publicUrl: string;
  /** PUBLIC_URL is https: cookies are Secure, and HSTS and upgrade-insecure-requests are sent. */
  servedOverHttps: boolean;
  dataDir: string;
  filesDir: string;
  /** Client photos (selfies, 360 captures): never served as files, only through /photos to whoever may see them. */
  privateFilesDir: string;
  /**
   * Where uploaded files and client photos are kept: the two folders above, or one S3 bucket every
   * instance shares, under `files/` and `private/` (decision 066).
   */
  fileStore: { kind: 'folder' } | S3FileStoreSettings;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  redisUrl: string | undefined;
  logLevel: string;
  /** Whose X-Forwarded-For the client's address is read from: no one, any peer, or these addresses and ranges. */
  trustProxy: boolean | string[];
  sessionSecret: string;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  supportEmail: string;
  emailFrom: string;
  smtpUrl: string | undefined;
  webhookSecret: string;
  /** Web Push: the VAPID key pair that signs our pushes (browsers subscribe to the public key) and its contact. */
  push: { publicKey: string; privateKey: string; subject: string };
  outboxPollMs: number;
  outboxMaxAttempts: number;
  /** The bearer token a Prometheus scrape of /metrics must send; without it /metrics does not exist. */
  metricsToken: string | null;
  seedDemoData: boolean;
  /** Whether the API answers introspection (__schema, __type); off in production unless asked. */
  graphqlIntrospection: boolean;
  /** Sign-in attempts one address may make in 15 minutes; a salon's staff share their router's address. */
  signInsPerIp: number;
  /** Signup writes (leads, partner calls, card checks, registrations) one address may make in 15 minutes. */
  signupCallsPerIp: number;
  /** Page views one address may record in 15 minutes. */
  pageViewsPerIp: number;
  /** The page the Support screen embeds; our own page unless a hosted help centre is configured. */
  helpCentreUrl: string;
  /** The welcome video on the setup wizard's last page; none until one is configured. */
  onboardingVideoUrl: string | null;
  /**
   * Stripe takes payments when both keys are set; otherwise the embedded offline provider does.
   * With the webhook secret, Stripe's events (renewal invoices, cancellations) are received too.
   */
  stripe: { secretKey: string; publishableKey: string; webhookSecret?: string } | null;
  /**
   * Outbound signup integrations (docs/configuration.md: none by default). A call whose address is not
   * configured is not queued at all: there is nobody to deliver it to.
   */
  integrations: {
    leadWebhookUrl: string | null;
    /** The automation webhooks that receive the signup record as text/plain. */
    signupWebhookUrls: string[];
    /** The delivery step's two order-data calls: the signup record, and the order data record. */
    orderDataRecordUrl: string | null;
    orderDataUrl: string | null;
    /** SignupNewSalonWithMirror, with the bearer token. */
    partnerSignupUrl: string | null;
    partnerApiToken: string | null;
    /** getSYSaccountnumberbyemail; its answer is stored on the salon. */
    sysAccountLookupUrl: string | null;
  };
  /** The seller on our tax invoices. */
  seller: { name: string; abn: string | null };
}

/** A bucket reached through the S3 API: AWS, or a compatible store at `endpoint`. */
export interface S3FileStoreSettings {
  kind: 's3';
  bucket: string;
  region: string;
  /** None: AWS itself, found from the region. */
  endpoint: string | null;
  /** None: the SDK's own chain (AWS_* variables, an instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** Addresses the bucket as `endpoint/bucket` rather than `bucket.endpoint`, as MinIO and most self-hosted stores need. */
  forcePathStyle: boolean;
}

export class ConfigError extends Error {}

const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

function fileStoreOf(e: z.infer<typeof environmentSchema>): Config['fileStore'] {
  if (e.FILE_STORE === 'folder') {
    // A bucket configured but not used would leave each instance writing to its own folder unnoticed.
    const stray = S3_VARIABLES.filter((name) => e[name] !== undefined);
    if (stray.length > 0) throw new ConfigError(`${stray.join(', ')}: set only with FILE_STORE=s3`);
    return { kind: 'folder' };
  }
  if (!e.S3_BUCKET) throw new ConfigError('S3_BUCKET: required with FILE_STORE=s3');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither');
  }
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION ?? 'us-east-1',
    endpoint: e.S3_ENDPOINT ?? null,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : null,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
  };
}

/**
 * Secrets the embedded default needs but nobody configured: made once and kept in the data folder,
 * so sessions and webhook signatures survive a restart. Production must set them explicitly.
 */
function embeddedSecret(dataDir: string, name: string, make: () => string): string {
  const file = path.join(dataDir, 'secrets', name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // Instances starting together on one shared folder must all end up with the same secret: each
  // writes its own in full beside the file, and linking it into place succeeds for the first alone.
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(draft, make(), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * A VAPID key pair (P-256), as web-push's generateVAPIDKeys makes it: every browser subscription is
 * tied to the public key, so it is made once and kept; a new pair would silence every device.
 */
function makeVapidKeys(): string {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const privateKey = ecdh.getPrivateKey();
  // A key with leading zero bytes comes out shorter; the VAPID signer wants all 32.
  const padded = Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]);
  return JSON.stringify({ publicKey: ecdh.getPublicKey('base64url'), privateKey: padded.toString('base64url') });
}

function vapidKeys(e: z.infer<typeof environmentSchema>, dataDir: string): { publicKey: string; privateKey: string } {
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY)
    return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY };
  const stored = JSON.parse(embeddedSecret(dataDir, 'vapid.json', makeVapidKeys)) as {
    publicKey: string;
    privateKey: string;
  };
  return { publicKey: stored.publicKey, privateKey: stored.privateKey };
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  // A production start creates demo accounts only when asked (docs/product-rules.md).
  const seedDemoData = e.SEED_DEMO_DATA ?? !production;
  if (production && !e.SESSION_SECRET) throw new ConfigError('SESSION_SECRET: required in production');
  if (production && !e.PUBLIC_URL) throw new ConfigError('PUBLIC_URL: required in production');

  // One key without the other would leave the browser's card form and the server disagreeing on the provider.
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_PUBLISHABLE_KEY)) {
    throw new ConfigError('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY: set both or neither');
  }
  // Without the keys no Stripe subscription exists, so a webhook endpoint would only ever hear about strangers.
  if (e.STRIPE_WEBHOOK_SECRET && !e.STRIPE_SECRET_KEY) {
    throw new ConfigError('STRIPE_WEBHOOK_SECRET: set it only with STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY');
  }

  // Half a key pair cannot sign for the subscriptions made to the other half.
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither');
  }

  const fileStore = fileStoreOf(e);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    // A container must listen on every interface; a developer's machine only to itself, so the
    // development mailbox and GraphiQL are not offered to the whole network by default.
    host: e.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    servedOverHttps: (e.PUBLIC_URL ?? '').startsWith('https://'),
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    privateFilesDir: path.join(dataDir, 'private'),
    fileStore,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    sessionSecret: e.SESSION_SECRET ?? embeddedSecret(dataDir, 'session', () => randomBytes(32).toString('base64url')),
    sessionIdleMs: e.SESSION_IDLE_HOURS * 3_600_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_DAYS * 86_400_000,
    supportEmail: e.SUPPORT_EMAIL,
    emailFrom: e.EMAIL_FROM,
    smtpUrl: e.SMTP_URL,
    webhookSecret:
      e.WEBHOOK_SECRET ?? embeddedSecret(dataDir, 'webhook', () => `whsec_${randomBytes(24).toString('base64')}`),
    push: { ...vapidKeys(e, dataDir), subject: e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}` },
    outboxPollMs: e.OUTBOX_POLL_MS,
    outboxMaxAttempts: e.OUTBOX_MAX_ATTEMPTS,
    metricsToken: e.METRICS_TOKEN ?? null,
    seedDemoData,
    graphqlIntrospection: e.GRAPHQL_INTROSPECTION ?? !production,
    signInsPerIp: e.SIGN_INS_PER_IP,
    signupCallsPerIp: e.SIGNUP_CALLS_PER_IP,
    pageViewsPerIp: e.PAGE_VIEWS_PER_IP,
    helpCentreUrl: e.HELP_CENTRE_URL,
    // The demo's wizard ends on the welcome video piiq ships; elsewhere on none until one is set.
    onboardingVideoUrl: e.ONBOARDING_VIDEO_URL ?? (seedDemoData ? shippedVideoUrl('welcome') : null),
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            ...(e.STRIPE_WEBHOOK_SECRET ? { webhookSecret: e.STRIPE_WEBHOOK_SECRET } : {}),
          }
        : null,
    integrations: {
      leadWebhookUrl: e.SIGNUP_LEAD_WEBHOOK_URL ?? null,
      signupWebhookUrls: e.SIGNUP_WEBHOOK_URLS,
      orderDataRecordUrl: e.ORDER_DATA_RECORD_URL ?? null,
      orderDataUrl: e.ORDER_DATA_URL ?? null,
      partnerSignupUrl: e.PARTNER_SIGNUP_URL ?? null,
      partnerApiToken: e.PARTNER_API_TOKEN ?? null,
      sysAccountLookupUrl: e.SYS_ACCOUNT_LOOKUP_URL ?? null,
    },
    // Outside production the demo's invoices are whole tax invoices; production shows only its own ABN.
    seller: { name: e.SELLER_NAME, abn: e.SELLER_ABN ? formatAbn(e.SELLER_ABN) : production ? null : DEMO_SELLER_ABN },
  };
}
