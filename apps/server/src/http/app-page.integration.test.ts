import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { SESSION_HINT_UNKNOWN } from './app-page.ts';

let test: TestServer;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'piiq-web-dist-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    `<!doctype html><html><head>${SESSION_HINT_UNKNOWN}</head><body>salon app</body></html>`,
  );
  writeFileSync(
    path.join(webDist, 'portal.html'),
    `<!doctype html><html><head>${SESSION_HINT_UNKNOWN}</head><body>client portal</body></html>`,
  );
  writeFileSync(
    path.join(webDist, 'developers.html'),
    `<!doctype html><html><head>${SESSION_HINT_UNKNOWN}</head><body>developer page</body></html>`,
  );
  writeFileSync(
    path.join(webDist, 'mirror.html'),
    `<!doctype html><html><head>${SESSION_HINT_UNKNOWN}</head><body>web mirror</body></html>`,
  );
  writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
  test = await startTestServer({ webDist });
});
afterAll(async () => {
  await test.close();
  rmSync(webDist, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  test.server.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });

describe('the app page', () => {
  it('tells the app there is no session when the request has no session cookie', async () => {
    for (const url of ['/', '/some-salon/dashboard']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<meta name="piiq-session" content="none" />');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toContain('Cookie');
    }
  });

  it('says nothing about the session when a session cookie comes with the request', async () => {
    const response = await page('/', { cookie: 'piiq_session=anything' });
    expect(response.body).toContain(SESSION_HINT_UNKNOWN);
  });

  it('is sent compressed when the browser accepts brotli', async () => {
    const response = await page('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('content="none"');
  });

  it("sends the portal's page for the portal's addresses and the salon app's for every other", async () => {
    for (const url of ['/portal', '/portal/signin?session=abc', '/portal/appointments/123']) {
      const response = await page(url);
      expect(response.body).toContain('client portal');
      expect(response.body).toContain('content="none"');
    }
    for (const url of ['/', '/portals', '/portal-salon/dashboard', '/mirrors', '/mirror/other', '/developers/keys'])
      expect((await page(url)).body).toContain('salon app');
  });

  it("sends the web mirror's page for /mirror at each of its spellings, signed in or not", async () => {
    for (const url of ['/mirror', '/mirror/', '/MIRROR', '/Mirror/', '/mirror?from=qr']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('web mirror');
    }
    expect((await page('/mirror', { cookie: 'piiq_session=anything' })).body).toContain('web mirror');
  });

  it('sends the developer page for /developers, signed in or not', async () => {
    for (const url of ['/developers', '/developers/', '/developers?from=signin']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('developer page');
    }
    expect((await page('/developers', { cookie: 'piiq_session=anything' })).body).toContain('developer page');
  });

  it('serves the assets as files, and a missing asset as a 404, not as the page', async () => {
    expect((await test.server.app.inject('/assets/app.js')).body).toBe('console.log(1)');
    const missing = await test.server.app.inject({ method: 'GET', url: '/assets/gone.js', headers: { accept: '*/*' } });
    expect(missing.statusCode).toBe(404);
  });
});
