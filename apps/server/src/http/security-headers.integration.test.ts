import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HAIR_COLOUR_MEASURE_ASSETS_DIR, HAIR_COLOUR_MEASURE_PATH } from '@piiq/domain/hair-colour-measure-address';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * Every route the server has, called without a session: whatever it answers, the answer carries the
 * security headers, and the page's policy allows no inline script. The routes are read from the
 * server itself, so a new route is checked without being listed here.
 */
let test: TestServer;
beforeAll(async () => {
  // Every optional route switched on: the metrics and Stripe's webhook.
  test = await startTestServer({
    env: {
      METRICS_TOKEN: 'a-metrics-token-of-enough-length',
      STRIPE_SECRET_KEY: 'sk_test_headers',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_headers',
      STRIPE_WEBHOOK_SECRET: 'whsec_headers',
    },
  });
});
afterAll(() => test.close());

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

/** Fastify's route tree as (method, address) pairs, a parameter given a sample value. */
function routes(tree: string): Array<{ method: string; url: string }> {
  const found: Array<{ method: string; url: string }> = [];
  const parents: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    parents.length = depth;
    const path = `${parents.join('')}${match[2] ?? ''}`;
    parents.push(match[2] ?? '');
    const url = path === '*' ? '/a/page/of/the/app' : path.replace(/:kind/g, 'selfie').replace(/:\w+/g, SAMPLE_ID);
    for (const method of (match[3] ?? '').split(',').map((name) => name.trim())) found.push({ method, url });
  }
  return found;
}

describe('security headers', () => {
  const all = () => routes(test.server.app.printRoutes({ commonPrefix: false }));

  it('finds the server’s routes, the optional ones included', () => {
    const urls = all().map((route) => route.url);
    expect(urls).toEqual(
      expect.arrayContaining(['/graphql', '/healthz', '/metrics', '/console/catalogue/sheet', '/a/page/of/the/app']),
    );
    expect(urls.some((url) => url.includes('stripe'))).toBe(true);
  });

  it('are on every route’s answer, with no inline script allowed', async () => {
    const missing: string[] = [];
    const called = all().filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS');
    expect(called.length).toBeGreaterThan(20);
    for (const { method, url } of called) {
      const response = await test.server.app.inject({
        method: method as 'GET' | 'POST',
        url,
        headers: { accept: 'text/html,application/json' },
      });
      const policy = String(response.headers['content-security-policy'] ?? '');
      const scripts = /script-src ([^;]*)/.exec(policy)?.[1] ?? /default-src ([^;]*)/.exec(policy)?.[1] ?? '';
      const problems = [
        response.statusCode >= 500 ? `status ${response.statusCode}` : '',
        policy.includes("default-src 'self'") ? '' : 'no default-src self',
        /'unsafe-inline'|'unsafe-eval'/.test(scripts) ? 'inline or eval scripts allowed' : '',
        policy.includes("frame-ancestors 'none'") || response.headers['x-frame-options'] ? '' : 'may be framed',
        response.headers['x-content-type-options'] === 'nosniff' ? '' : 'no nosniff',
        response.headers['referrer-policy'] ? '' : 'no referrer policy',
        response.headers['cross-origin-opener-policy'] ? '' : 'no opener policy',
      ].filter(Boolean);
      if (problems.length) missing.push(`${method} ${url}: ${problems.join(', ')}`);
    }
    expect(missing).toEqual([]);
  });
});

/**
 * The built web app's pages, the measure's frame among them, and one file of the measure and one of
 * the app, so that each is answered as the server answers it in production.
 */
describe('eval, only in the hair-colour measure’s frame', () => {
  let built: TestServer;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'piiq-web-dist-'));
    mkdirSync(path.join(webDist, HAIR_COLOUR_MEASURE_ASSETS_DIR), { recursive: true });
    for (const page of ['index.html', 'portal.html', 'developers.html', 'mirror.html'])
      writeFileSync(path.join(webDist, page), `<!doctype html><title>${page}</title>`);
    writeFileSync(path.join(webDist, HAIR_COLOUR_MEASURE_PATH), '<!doctype html><title>the measure</title>');
    writeFileSync(path.join(webDist, 'assets', 'app.js'), 'export {};');
    writeFileSync(path.join(webDist, HAIR_COLOUR_MEASURE_ASSETS_DIR, 'model.wasm'), 'wasm');
    built = await startTestServer({ webDist });
  });
  afterAll(async () => {
    await built.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string) => built.server.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  const scriptsOf = (policy: unknown) => /script-src ([^;]*)/.exec(String(policy))?.[1] ?? '';

  it('is allowed to no page: not the mirror’s at any of its addresses, nor the salon app’s, the portal’s or the console’s', async () => {
    const pages = [
      '/',
      '/mirror',
      '/mirror/',
      '/MIRROR',
      '/Mirror/',
      '/mirror?from=qr',
      '/mirror/other',
      '/mirrors',
      '/portal',
      '/portal/appointments/123',
      '/console',
      '/console/salons',
      `/${SAMPLE_ID}/dashboard`,
      `/${SAMPLE_ID}/settings/integrations`,
      '/developers',
      '/help-centre',
      '/hair-colour-measure',
      '/HAIR-COLOUR-MEASURE.HTML',
      `${HAIR_COLOUR_MEASURE_PATH}/`,
    ];
    const allowed: string[] = [];
    for (const url of pages) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      if (/eval/.test(scriptsOf(response.headers['content-security-policy']))) allowed.push(url);
    }
    expect(allowed).toEqual([]);
  });

  it('is allowed to the measure’s frame alone, sandboxed to no origin, framed only by our pages', async () => {
    for (const url of [HAIR_COLOUR_MEASURE_PATH, `${HAIR_COLOUR_MEASURE_PATH}?v=1`]) {
      const response = await get(url);
      expect(response.body).toContain('the measure');
      const policy = String(response.headers['content-security-policy']);
      const scripts = scriptsOf(policy);
      expect(scripts).toContain("'wasm-unsafe-eval'");
      expect(scripts).toContain("'unsafe-eval'");
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(policy).toMatch(/(^|;)sandbox allow-scripts(;|$)/);
      expect(policy).toContain("frame-ancestors 'self'");
    }
  });

  it('lets the frame, of no origin, read the measure’s files and no other, never with credentials', async () => {
    const measureFile = await built.server.app.inject(`/${HAIR_COLOUR_MEASURE_ASSETS_DIR}/model.wasm`);
    expect(measureFile.statusCode).toBe(200);
    expect(measureFile.headers['access-control-allow-origin']).toBe('*');
    expect(measureFile.headers['access-control-allow-credentials']).toBeUndefined();
    const appFile = await built.server.app.inject('/assets/app.js');
    expect(appFile.statusCode).toBe(200);
    expect(appFile.headers['access-control-allow-origin']).toBeUndefined();
    expect(scriptsOf(appFile.headers['content-security-policy'])).not.toMatch(/eval/);
  });

  it('lets no script in the frame call the API, with a cookie or without', async () => {
    const response = await built.server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { origin: 'null', 'content-type': 'application/json', cookie: 'piiq_session=anything' },
      payload: { query: '{ __typename }' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errors: [{ extensions: { code: 'FORBIDDEN_ORIGIN' } }] });
  });
});

describe('production', () => {
  it('serves no GraphiQL and no development mailbox, which other modes serve', async () => {
    const graphiqlElsewhere = await test.server.app.inject({
      method: 'GET',
      url: '/graphql',
      headers: { accept: 'text/html' },
    });
    expect(graphiqlElsewhere.body.toLowerCase()).toContain('graphiql');
    expect(test.server.app.printRoutes({ commonPrefix: false })).toContain('/dev/mailbox');

    const production = await startTestServer({
      env: {
        NODE_ENV: 'production',
        SESSION_SECRET: 'a-production-session-secret-of-32-chars',
        PUBLIC_URL: 'https://app.piiq.example',
      },
    });
    try {
      const graphiql = await production.server.app.inject({
        method: 'GET',
        url: '/graphql',
        headers: { accept: 'text/html' },
      });
      expect(graphiql.body.toLowerCase()).not.toContain('graphiql');
      const mailbox = await production.server.app.inject({
        method: 'GET',
        url: '/dev/mailbox',
        headers: { accept: 'text/html' },
      });
      expect(mailbox.body).not.toContain('Mailbox');
      expect(production.server.app.printRoutes({ commonPrefix: false })).not.toContain('/dev/');
    } finally {
      await production.close();
    }
  });
});
