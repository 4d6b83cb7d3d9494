import { describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port.ts';
import { startTestServer } from '../test/test-server.ts';
import { apiOriginCheck } from './error-body.ts';

const PRODUCTION_SECRET = 'a-production-session-secret-of-32-chars';

/** The real server on a real port, called the way a browser on that machine would call it from each origin. */
async function callsFrom(origins: (port: number) => string[], env: Record<string, string>) {
  const port = await freePort();
  const test = await startTestServer({ env: { PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, ...env } });
  try {
    await test.server.app.listen({ host: '127.0.0.1', port });
    const results = [];
    for (const origin of origins(port)) {
      const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ query: '{ me { id } }' }),
      });
      const body = (await response.json()) as { data?: unknown; errors?: Array<{ extensions?: { code?: string } }> };
      results.push({ status: response.status, code: body.errors?.[0]?.extensions?.code, data: body.data });
    }
    return results;
  } finally {
    await test.close();
  }
}

describe('the address the start-up log shows can call the API in development', () => {
  it('development accepts http://127.0.0.1:PORT when PUBLIC_URL is http://localhost:PORT', async () => {
    const [fromLoopback] = await callsFrom((port) => [`http://127.0.0.1:${port}`], { NODE_ENV: 'development' });
    expect(fromLoopback).toMatchObject({ status: 200, data: { me: null } });
  });

  it('production refuses the same origin: only PUBLIC_URL may call the API', async () => {
    const [fromLoopback, fromPublicUrl] = await callsFrom(
      (port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`],
      {
        NODE_ENV: 'production',
        SESSION_SECRET: PRODUCTION_SECRET,
      },
    );
    expect(fromLoopback).toMatchObject({ status: 403, code: 'FORBIDDEN_ORIGIN' });
    expect(fromPublicUrl).toMatchObject({ status: 200, data: { me: null } });
  });
});

describe('apiOriginCheck', () => {
  const development = apiOriginCheck({ env: 'development', publicUrl: 'http://localhost:3000' });

  it('outside production, adds the loopback names of PUBLIC_URL with its scheme and port', () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])
      expect(development(origin)).toBe(true);
    expect(apiOriginCheck({ env: 'test', publicUrl: 'http://127.0.0.1:3000' })('http://localhost:3000')).toBe(true);
  });

  it('never another port, scheme or host', () => {
    for (const origin of [
      'http://127.0.0.1:3001',
      'https://127.0.0.1:3000',
      'http://192.168.1.20:3000',
      'https://evil.example',
    ]) {
      expect(development(origin)).toBe(false);
    }
  });

  it('adds no alias when PUBLIC_URL is not a loopback name', () => {
    const salonNetwork = apiOriginCheck({ env: 'development', publicUrl: 'http://192.168.1.20:3000' });
    expect(salonNetwork('http://192.168.1.20:3000')).toBe(true);
    expect(salonNetwork('http://127.0.0.1:3000')).toBe(false);
    expect(salonNetwork('http://localhost:3000')).toBe(false);
  });

  it('in production, keeps exactly PUBLIC_URL', () => {
    const production = apiOriginCheck({ env: 'production', publicUrl: 'http://localhost:3000' });
    expect(production('http://localhost:3000')).toBe(true);
    expect(production('http://127.0.0.1:3000')).toBe(false);
    expect(production('http://[::1]:3000')).toBe(false);
  });

  it('lets requests without an Origin through, as before (same-origin GETs and non-browser clients)', () => {
    expect(development(undefined)).toBe(true);
  });
});
