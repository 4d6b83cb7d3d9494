import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { INTROSPECTION_TOO_DEEP_MESSAGE, MAX_INTROSPECTION_DEPTH } from './introspection.ts';
import { timesATest } from '../test/time-limits.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'introspection-test-'.repeat(3),
  PUBLIC_URL: 'https://salon.example',
};

describe('introspection outside production', () => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer();
  });
  afterAll(() => test.close());

  it('answers the query GraphiQL sends', async () => {
    const response = await test.gql<{ __schema: { types: unknown[] } }>(getIntrospectionQuery());
    expect(response.errors).toBeUndefined();
    expect(response.data?.__schema.types.length).toBeGreaterThan(50);
  });

  it('refuses introspection deeper than GraphiQL needs, inline or through fragments', async () => {
    const levels = MAX_INTROSPECTION_DEPTH + 10;
    const inline = `{ __schema { types { fields { type { ${'ofType { '.repeat(levels)} name ${'} '.repeat(levels)} } } } } }`;
    const spreads = `{ __schema { types { ...Deep0 } } } ${Array.from({ length: levels }, (_, index) => `fragment Deep${index} on __Type { ofType { ...Deep${index + 1} } }`).join(' ')} fragment Deep${levels} on __Type { name }`;
    for (const query of [inline, spreads]) {
      const refused = await test.gql(query);
      expect(refused.data).toBeUndefined();
      expect(refused.errors?.[0]?.message).toBe(INTROSPECTION_TOO_DEEP_MESSAGE);
    }
  });
});

describe('introspection in production', () => {
  // Two production servers start here, each on a fresh database.
  it('is off unless GRAPHQL_INTROSPECTION turns it on', { timeout: timesATest(4) }, async () => {
    const off = await startTestServer({ env: PRODUCTION });
    const refused = await off.gql(getIntrospectionQuery());
    expect(refused.data).toBeUndefined();
    expect(refused.errors?.[0]?.message).toMatch(/introspection has been disabled/);
    expect((await off.gql('{ __typename }')).data).toEqual({ __typename: 'Query' });
    await off.close();

    const on = await startTestServer({ env: { ...PRODUCTION, GRAPHQL_INTROSPECTION: 'true' } });
    expect((await on.gql(getIntrospectionQuery())).errors).toBeUndefined();
    await on.close();
  });
});
