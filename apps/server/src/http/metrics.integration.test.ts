import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';

const TOKEN = 'metrics-token-for-the-tests';

let test: TestServer;
beforeAll(async () => {
  test = await startTestServer({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => test.close());

describe('/metrics', () => {
  it('answers only a scrape bearing the token', async () => {
    expect((await test.server.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect((await test.server.app.inject({ url: '/metrics', headers: { authorization: 'Bearer not-the-token-at-all' } })).statusCode).toBe(401);
    expect((await test.server.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(200);
  });

  it('counts each request by its operation, with the outbox, the live streams and Node’s own figures', async () => {
    await test.server.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query: 'query GetMySalons { me { id } }', operationName: 'GetMySalons' } });
    await test.server.app.inject({ url: '/healthz' });
    const response = await test.server.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(/piiq_request_duration_seconds_count\{operation="GetMySalons",status="200"\} 1/);
    expect(text).toMatch(/piiq_request_duration_seconds_count\{operation="\/healthz",status="200"\} 1/);
    expect(text).toContain('# TYPE piiq_outbox_deliveries gauge');
    expect(text).toContain('piiq_live_subscriptions 0');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('does not exist without a token configured', async () => {
    const other = await startTestServer();
    try {
      expect((await other.server.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});
