import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories.ts';
import { signInAs } from '../test/sign-in.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { BODY_LIMIT_BYTES } from './app.ts';
import { queryLimits } from './graphql-handler.ts';

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer();
});
afterAll(() => test.close());

async function post(payload: string, headers: Record<string, string> = {}) {
  const response = await test.server.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.json() as { errors?: Array<{ message: string; extensions?: { code?: string } }> },
    raw: response.body,
  };
}

function expectCleanError(result: Awaited<ReturnType<typeof post>>, code: string) {
  expect(result.status).toBeLessThan(500);
  expect(result.body.errors?.[0]?.extensions?.code).toBe(code);
  expect(result.raw).not.toMatch(/\bat .+\.(ts|js):\d+/);
}

describe('health', () => {
  it('answers liveness and readiness', async () => {
    expect((await test.server.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await test.server.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ database: true, events: true });
  });

  it('sends security headers, a request id and the server’s time', async () => {
    const response = await test.server.app.inject('/healthz');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['server-timing']).toMatch(/^app;dur=\d+\.\d{2}$/);
    expect(response.headers['content-security-policy']).not.toContain('stripe');
  });

  it('sends Strict-Transport-Security and upgrade-insecure-requests only when PUBLIC_URL is https', async () => {
    const overHttp = (await test.server.app.inject('/healthz')).headers;
    expect(overHttp['strict-transport-security']).toBeUndefined();
    expect(overHttp['content-security-policy']).not.toContain('upgrade-insecure-requests');

    const secure = await startTestServer({ env: { PUBLIC_URL: 'https://salon.example' } });
    try {
      const overHttps = (await secure.server.app.inject('/healthz')).headers;
      expect(overHttps['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(overHttps['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  });

  it('lets the page load Stripe Elements only when Stripe takes the payments', async () => {
    const withStripe = await startTestServer({
      env: { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' },
    });
    try {
      const policy = String((await withStripe.server.app.inject('/healthz')).headers['content-security-policy']);
      expect(policy).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
      expect(policy).toContain('https://api.stripe.com');
      expect(policy).toContain('https://hooks.stripe.com');
    } finally {
      await withStripe.close();
    }
  });
});

describe('bad input gets a clear error with a code, never a 500 or a stack trace', () => {
  it('malformed GraphQL', async () => {
    expectCleanError(await post(JSON.stringify({ query: '{ me { id ' })), 'GRAPHQL_PARSE_FAILED');
  });

  it('unknown fields and wrong argument types', async () => {
    expectCleanError(await post(JSON.stringify({ query: '{ nothingHere }' })), 'GRAPHQL_VALIDATION_FAILED');
    expectCleanError(
      await post(
        JSON.stringify({ query: 'mutation($e: String!) { checkEmail(input: { email: $e }) }', variables: { e: 42 } }),
      ),
      'GRAPHQL_VALIDATION_FAILED',
    );
    expectCleanError(
      await post(JSON.stringify({ query: '{ termsOfService(locale: 5) { version } }' })),
      'GRAPHQL_VALIDATION_FAILED',
    );
  });

  it('a body that is not JSON', async () => {
    expectCleanError(await post('{"query": '), 'BAD_REQUEST');
  });

  it('a body over 1 MiB', async () => {
    const result = await post(JSON.stringify({ query: `{ me { id } } #${'x'.repeat(BODY_LIMIT_BYTES)}` }));
    expect(result.status).toBe(413);
    expectCleanError(result, 'PAYLOAD_TOO_LARGE');
  });

  it('a query deeper than the limit', async () => {
    // Inline fragments count as levels, so the depth rule is reached without the cost limit's help.
    const nestedTo = (depth: number) => `{ ${'... on Query { '.repeat(depth - 2)}me { id }${' }'.repeat(depth - 2)} }`;
    expect((await post(JSON.stringify({ query: nestedTo(queryLimits.maxDepth) }))).body.errors).toBeUndefined();
    const result = await post(JSON.stringify({ query: nestedTo(queryLimits.maxDepth + 1) }));
    expect(result.status).toBe(200);
    expect(result.body.errors).toEqual([
      {
        message: `Syntax Error: Query depth limit of ${queryLimits.maxDepth} exceeded, found ${queryLimits.maxDepth + 1}.`,
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      },
    ]);
  });

  it('deeply nested introspection, which the cost limit refuses before its depth is counted', async () => {
    const nested = Array.from(
      { length: queryLimits.maxDepth + 2 },
      () => '__type(name: "User") { fields { type { ofType { ',
    ).join('');
    const tooDeep = `{ ${nested} name ${'} } } } '.repeat(queryLimits.maxDepth + 2)} }`;
    const result = await post(JSON.stringify({ query: tooDeep }));
    expect(result.status).toBe(200);
    expect(result.body.errors).toHaveLength(1);
    expect(result.body.errors?.[0]?.extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED' });
    expect(result.body.errors?.[0]?.message).toMatch(
      new RegExp(`^Syntax Error: Query Cost limit of ${queryLimits.maxCost} exceeded, found [\\d.]+\\.$`),
    );
  });

  it('too many aliases', async () => {
    const aliases = Array.from({ length: queryLimits.maxAliases + 5 }, (_, i) => `a${i}: me { id }`).join(' ');
    const result = await post(JSON.stringify({ query: `{ ${aliases} }` }));
    expectCleanError(result, 'GRAPHQL_VALIDATION_FAILED');
    expect(result.body.errors?.[0]?.message).toMatch(/alias/i);
  });

  it('a query over the token limit', async () => {
    const fields = Array.from({ length: queryLimits.maxTokens }, () => 'id').join(' ');
    const result = await post(JSON.stringify({ query: `{ me { ${fields} } }` }));
    expect(result.status).toBe(200);
    expect(result.body.errors).toEqual([
      expect.objectContaining({
        message: `Syntax Error: Document contains more that ${queryLimits.maxTokens} tokens. Parsing aborted.`,
        extensions: { code: 'GRAPHQL_PARSE_FAILED' },
      }),
    ]);
  });

  it('the four aliased terms look-ups of GetTermsOfService stay within the limits', async () => {
    const query = `query GetTermsOfService($locale: String!, $country: String!, $language: String!) {
      locale: termsOfService(locale: $locale) { version }
      country: termsOfService(locale: $country) { version }
      language: termsOfService(locale: $language) { version }
      default: termsOfService(locale: "en-GB") { version }
      me { id }
    }`;
    const result = await post(JSON.stringify({ query, variables: { locale: 'en-AU', country: 'AU', language: 'en' } }));
    expect(result.body.errors).toBeUndefined();
  });
});

describe('cross-site protection for cookie-authenticated GraphQL', () => {
  it('refuses another origin', async () => {
    const result = await post(JSON.stringify({ query: '{ me { id } }' }), { origin: 'https://evil.example' });
    expect(result.status).toBe(403);
    expect(result.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN_ORIGIN');
  });

  it('accepts our own origin, and tells the browser so with its credentials', async () => {
    const result = await post(JSON.stringify({ query: '{ me { id } }' }), { origin: 'http://localhost:3000' });
    expect(result.status).toBe(200);
    expect(result.headers).toMatchObject({
      'access-control-allow-origin': 'http://localhost:3000',
      'access-control-allow-credentials': 'true',
    });
    expect(String(result.headers.vary)).toMatch(/origin/i);
  });

  it('refuses a simple (non-preflighted) request without the CSRF header', async () => {
    const response = await test.server.app.inject({ method: 'GET', url: '/graphql?query=%7Bme%7Bid%7D%7D' });
    expect(response.statusCode).toBe(403);
    const allowed = await test.server.app.inject({
      method: 'GET',
      url: '/graphql?query=%7Bme%7Bid%7D%7D',
      headers: { 'x-piiq-csrf': '1', accept: 'application/json' },
    });
    expect(allowed.statusCode).toBe(200);
  });
});

describe('unexpected failures', () => {
  it('reach the caller as a generic message and no detail, and the log with the request they arose in', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const broken = await startTestServer({
      logger: {
        level: 'error',
        stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
      },
    });
    const user = await createUser(broken.server.database.db);
    const cookie = await signInAs(broken, user.email);
    await broken.server.database.close();
    const result = await broken.gql('{ me { id } }', {}, { cookie });
    expect(result.status).toBeLessThan(600);
    const error = result.errors?.[0];
    expect(error?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    expect(error?.message).toBe('Something went wrong on our side. Please try again in a moment.');
    expect(JSON.stringify(result)).not.toMatch(/closed|PGlite|pg\b|\.ts:/i);
    const requestId = result.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'unexpected error in a GraphQL request', requestId }));
    await broken.close();
  });
});

describe('request logs', () => {
  it('write one line per request, when it ends, with what was asked and how it went', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const logged = await startTestServer({
      logger: {
        level: 'info',
        stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
      },
    });
    await logged.gql('{ me { id } }');
    await logged.server.app.inject({ method: 'GET', url: '/healthz' });
    await logged.close();
    const requests = lines.filter((line) => line.req !== undefined || line.res !== undefined);
    expect(
      requests.map((line) => [
        line.msg,
        (line.req as { method: string; url: string }).url,
        (line.res as { statusCode: number }).statusCode,
      ]),
    ).toEqual([
      ['request completed', '/graphql', 200],
      ['request completed', '/healthz', 200],
    ]);
    expect(requests.every((line) => typeof line.responseTime === 'number' && typeof line.reqId === 'string')).toBe(
      true,
    );
  });
});
