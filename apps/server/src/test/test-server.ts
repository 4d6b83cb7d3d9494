import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { composeServer, type ComposeOverrides, type ComposedServer } from '../compose.ts';
import type { Config } from '../config.ts';
import { quietConfig } from './quiet-config.ts';
import type { DatabaseTarget } from '../db/client.ts';

/**
 * `npm test` runs the server suites on in-memory PGlite; `npm run test:pg` sets these two variables
 * and the same suites run on a fresh PostgreSQL database per test file, with events through Redis.
 */
export const testPostgresAdminUrl = process.env.PIIQ_TEST_POSTGRES_URL;
export const testRedisUrl = process.env.PIIQ_TEST_REDIS_URL;

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data: T | null | undefined;
  errors:
    | Array<{ message: string; path?: Array<string | number>; extensions?: { code?: string; [key: string]: unknown } }>
    | undefined;
  setCookie: string | undefined;
  headers: Record<string, unknown>;
}

export interface TestServer {
  server: ComposedServer;
  config: Config;
  /** The database this server uses, so a second server (a restart) can open it again. */
  target: DatabaseTarget;
  /** The database's owners: servers opened on it with `reuse`; the last one to close drops it. */
  shared: SharedDatabase;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { cookie?: string; headers?: Record<string, string>; remoteAddress?: string },
  ): Promise<GraphQLResponse<T>>;
  close(options?: { keepDatabase?: boolean }): Promise<void>;
}

/** The run's migrated database (see migrated-database.global-setup.ts), read once per test file. */
let migratedDatabaseCopy: Blob | undefined;
function migratedDatabase(): Blob {
  return (migratedDatabaseCopy ??= new Blob([readFileSync(inject('migratedDatabaseFile'))]));
}

async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `piiq_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

interface SharedDatabase {
  servers: number;
  drop: (() => Promise<void>) | undefined;
}

export interface StartTestServerOptions extends Omit<ComposeOverrides, 'database'> {
  env?: Record<string, string>;
  /** Reopen the database of an earlier test server (a restart, or a second instance). */
  reuse?: TestServer;
  /** Keep PGlite on disk instead of in memory. */
  persistent?: boolean;
}

export async function startTestServer(options: StartTestServerOptions = {}): Promise<TestServer> {
  const dataDir = options.reuse?.config.dataDir ?? mkdtempSync(path.join(tmpdir(), 'piiq-test-'));
  let shared: SharedDatabase = { servers: 0, drop: undefined };
  let target: DatabaseTarget;
  if (options.reuse) {
    target = options.reuse.target;
    shared = options.reuse.shared;
  } else if (testPostgresAdminUrl) {
    const created = await createPostgresDatabase(testPostgresAdminUrl);
    target = { kind: 'postgres', url: created.url, poolSize: 4 };
    shared.drop = created.drop;
  } else {
    target = options.persistent
      ? { kind: 'pglite', dataDir }
      : { kind: 'pglite-memory', startFrom: migratedDatabase() };
  }
  const config = quietConfig(dataDir, {
    SUPPORT_EMAIL: 'support@piiq.test',
    ...(testRedisUrl ? { REDIS_URL: testRedisUrl } : {}),
    ...options.env,
  });
  const { env: _env, reuse: _reuse, persistent: _persistent, ...overrides } = options;
  const server = await composeServer(config, {
    rateLimitNamespace: `test-${randomBytes(6).toString('hex')}`,
    ...overrides,
    database: target,
    logger: options.logger ?? false,
  });

  shared.servers += 1;
  const testServer: TestServer = {
    server,
    config,
    target,
    shared,
    async gql(query, variables = {}, requestOptions = {}) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: {
          'content-type': 'application/json',
          ...(requestOptions.cookie ? { cookie: requestOptions.cookie } : {}),
          ...requestOptions.headers,
        },
        payload: { query, variables },
        ...(requestOptions.remoteAddress ? { remoteAddress: requestOptions.remoteAddress } : {}),
      });
      const body = response.json() as { data?: unknown; errors?: GraphQLResponse['errors'] };
      const sessionCookie = response.cookies.find((cookie) => cookie.name === 'piiq_session');
      return {
        status: response.statusCode,
        data: body.data as never,
        errors: body.errors,
        setCookie: sessionCookie ? `${sessionCookie.name}=${sessionCookie.value}` : undefined,
        headers: response.headers,
      };
    },
    async close(closeOptions = {}) {
      await server.close();
      shared.servers -= 1;
      if (!closeOptions.keepDatabase && shared.servers === 0) {
        await shared.drop?.();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
  return testServer;
}

export function errorCode(response: GraphQLResponse): string | undefined {
  return response.errors?.[0]?.extensions?.code;
}
