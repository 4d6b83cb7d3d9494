import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'piiq-config-'));
const PRODUCTION_SECRET = 'a-production-session-secret-of-32-chars';

describe('configuration', () => {
  it('defaults to the embedded setup', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      redisUrl: undefined,
      smtpUrl: undefined,
      seedDemoData: true,
      signInsPerIp: 40,
    });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('keeps generated embedded secrets across starts', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(loadConfig({ DATA_DIR: dir }).sessionSecret);
  });

  it('gives instances starting together on one empty data folder the same generated secrets', async () => {
    const dir = dataDir();
    // Each says when it has loaded, then waits for the word to go, so all four look at the empty folder together.
    const load = `import { loadConfig } from ${JSON.stringify(path.join(import.meta.dirname, 'config.ts'))};
      import { once } from 'node:events';
      process.stdout.write('loaded\\n');
      await once(process.stdin, 'data');
      const config = loadConfig({ DATA_DIR: ${JSON.stringify(dir)} });
      console.log(JSON.stringify([config.sessionSecret, config.webhookSecret, config.push.publicKey]));
      process.exit(0);`;
    const instances = Array.from({ length: 4 }, () => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', load]);
      let output = '';
      let errors = '';
      child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      const exited = once(child, 'exit');
      const loaded = new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.startsWith('loaded\n')) resolve();
        });
        void exited.then(() => reject(new Error(`an instance exited before it loaded:\n${errors}`)));
      });
      return { child, loaded, exited, answer: () => output.slice('loaded\n'.length).trim() };
    });
    await Promise.all(instances.map((instance) => instance.loaded));
    for (const { child } of instances) child.stdin.write('go\n');
    await Promise.all(instances.map((instance) => instance.exited));
    const answers = instances.map((instance) => instance.answer());
    expect(new Set(answers).size).toBe(1);
    expect(JSON.parse(answers[0] ?? '[]')).toEqual([
      loadConfig({ DATA_DIR: dir }).sessionSecret,
      loadConfig({ DATA_DIR: dir }).webhookSecret,
      loadConfig({ DATA_DIR: dir }).push.publicKey,
    ]);
    expect(readdirSync(path.join(dir, 'secrets')).sort()).toEqual(['session', 'vapid.json', 'webhook']);
  });

  it('generates a VAPID key pair once into the data folder, unless both keys are given', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).push;
    expect(loadConfig({ DATA_DIR: dir }).push).toEqual(first);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(first.subject).toBe('mailto:support@piiq.app');
    const given = {
      VAPID_PUBLIC_KEY: first.publicKey,
      VAPID_PRIVATE_KEY: first.privateKey,
      VAPID_SUBJECT: 'https://piiq.example/contact',
    };
    expect(loadConfig({ DATA_DIR: dataDir(), ...given }).push).toEqual({
      ...first,
      subject: 'https://piiq.example/contact',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), VAPID_PUBLIC_KEY: first.publicKey })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...given, VAPID_PUBLIC_KEY: 'short' })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), VAPID_SUBJECT: 'someone' })).toThrow(/VAPID_SUBJECT/);
  });

  it('trusts forwarded addresses from no one, any peer, or the proxies listed', () => {
    const trustProxy = (value?: string) =>
      loadConfig({ DATA_DIR: dataDir(), ...(value === undefined ? {} : { TRUST_PROXY: value }) }).trustProxy;
    expect(trustProxy()).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('true')).toBe(true);
    expect(trustProxy('127.0.0.1, 10.0.0.0/8,fd00::/8')).toEqual(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);
    for (const malformed of ['yes', 'caddy', '10.0.0.0/33', '10.0.0.1,,'])
      expect(() => trustProxy(malformed)).toThrow(/TRUST_PROXY/);
  });

  it('refuses a malformed value and names the variable', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SEED_DEMO_DATA: 'maybe' })).toThrow(/SEED_DEMO_DATA/);
  });

  it('takes a welcome video only from a host the page may frame, or a shipped one', () => {
    const production = {
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://app.piiq.example',
      SESSION_SECRET: PRODUCTION_SECRET,
    };
    expect(loadConfig(production).onboardingVideoUrl).toBeNull();
    expect(loadConfig({ DATA_DIR: dataDir(), SEED_DEMO_DATA: 'false' }).onboardingVideoUrl).toBeNull();
    expect(loadConfig({ DATA_DIR: dataDir() }).onboardingVideoUrl).toBe('/videos/welcome.mp4');
    const vimeo = 'https://player.vimeo.com/video/76979871';
    expect(loadConfig({ DATA_DIR: dataDir(), ONBOARDING_VIDEO_URL: vimeo }).onboardingVideoUrl).toBe(vimeo);
    expect(
      loadConfig({ DATA_DIR: dataDir(), ONBOARDING_VIDEO_URL: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })
        .onboardingVideoUrl,
    ).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), ONBOARDING_VIDEO_URL: 'https://videos.example.com/welcome' }),
    ).toThrow(/ONBOARDING_VIDEO_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ONBOARDING_VIDEO_URL: 'http://player.vimeo.com/video/1' })).toThrow(
      /ONBOARDING_VIDEO_URL/,
    );
  });

  it('takes payments with Stripe only when both of its keys are set', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).stripe).toBeNull();
    expect(
      loadConfig({ DATA_DIR: dataDir(), STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }).stripe,
    ).toEqual({
      secretKey: 'sk_test_1',
      publishableKey: 'pk_test_1',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), STRIPE_SECRET_KEY: 'pk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }),
    ).toThrow(/STRIPE_SECRET_KEY/);
  });

  it('keeps files in the data folder unless FILE_STORE=s3 names a bucket, and says which setting is wrong', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).fileStore).toEqual({ kind: 'folder' });
    expect(loadConfig({ DATA_DIR: dataDir(), FILE_STORE: 's3', S3_BUCKET: 'piiq-files' }).fileStore).toEqual({
      kind: 's3',
      bucket: 'piiq-files',
      region: 'us-east-1',
      endpoint: null,
      credentials: null,
      forcePathStyle: false,
    });
    const minio = {
      DATA_DIR: dataDir(),
      FILE_STORE: 's3',
      S3_BUCKET: 'piiq',
      S3_REGION: 'auto',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'piiq',
      S3_SECRET_ACCESS_KEY: 'a-secret',
      S3_FORCE_PATH_STYLE: 'true',
    };
    expect(loadConfig(minio).fileStore).toEqual({
      kind: 's3',
      bucket: 'piiq',
      region: 'auto',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'piiq', secretAccessKey: 'a-secret' },
      forcePathStyle: true,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), FILE_STORE: 's3' })).toThrow(
      'S3_BUCKET: required with FILE_STORE=s3',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), S3_BUCKET: 'piiq', S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      'S3_BUCKET, S3_ENDPOINT: set only with FILE_STORE=s3',
    );
    expect(() => loadConfig({ ...minio, S3_SECRET_ACCESS_KEY: '' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir(), FILE_STORE: 'bucket' })).toThrow(/FILE_STORE/);
    expect(() => loadConfig({ ...minio, S3_BUCKET: 'Piiq_Files' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...minio, S3_ENDPOINT: 'ftp://minio' })).toThrow(/S3_ENDPOINT/);
  });

  it('seeds the demo in production only when asked', () => {
    const production = {
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://app.piiq.example',
      SESSION_SECRET: PRODUCTION_SECRET,
    };
    expect(loadConfig(production).seedDemoData).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir() }).seedDemoData).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
  });

  it('puts the demo seller ABN on invoices outside production, and only a valid ABN, formatted, when set', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).seller).toEqual({ name: 'piiq Pty Ltd', abn: '51 824 753 556' });
    expect(loadConfig({ DATA_DIR: dataDir(), SELLER_ABN: '53004085616' }).seller.abn).toBe('53 004 085 616');
    expect(() => loadConfig({ DATA_DIR: dataDir(), SELLER_ABN: '51 824 753 557' })).toThrow(/SELLER_ABN/);
    const production = {
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://app.piiq.example',
      SESSION_SECRET: PRODUCTION_SECRET,
    };
    expect(loadConfig(production).seller.abn).toBeNull();
  });

  it('listens only to this computer outside production, on every interface in production', () => {
    const production = {
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://app.piiq.example',
      SESSION_SECRET: PRODUCTION_SECRET,
    };
    expect(loadConfig({ DATA_DIR: dataDir() }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig(production).host).toBe('0.0.0.0');
    expect(loadConfig({ DATA_DIR: dataDir(), HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('asks production for its secrets instead of inventing them', () => {
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', PUBLIC_URL: 'https://app.piiq.example' }),
    ).toThrow(/SESSION_SECRET/);
  });
});
