import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../test/factories.ts';
import { signInAs } from '../test/sign-in.ts';
import { startTestServer, testPostgresAdminUrl } from '../test/test-server.ts';
import { openDatabase, type Database } from './client.ts';
import { rawRows } from './raw-rows.ts';

const ME = `{ me { id email } }`;

async function tableNames(db: Database): Promise<string[]> {
  const rows = await rawRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

describe('migrations', () => {
  it('build every table on an empty database, and running them again changes nothing', async () => {
    const test = await startTestServer({ persistent: true });
    const db = test.server.database.db;
    const names = await tableNames(db);
    for (const expected of [
      'users',
      'auth_sessions',
      'salons',
      'salon_access',
      'outbox',
      'mailbox_messages',
      'appointments',
      'terms_of_service',
    ]) {
      expect(names).toContain(expected);
    }
    await test.close({ keepDatabase: true });
    const again = await openDatabase(test.target);
    expect(await tableNames(again.db)).toEqual(names);
    await again.close();
    const cleanup = await startTestServer({ reuse: test });
    await cleanup.close();
  });
});

describe.runIf(testPostgresAdminUrl)('migrations on PostgreSQL', () => {
  it('let instances that start together on an empty database all open it, one migrating', async () => {
    const first = await startTestServer();
    if (first.target.kind !== 'postgres') throw new Error('a PostgreSQL test server was expected');
    const url = new URL(first.target.url);
    const fresh = `${url.pathname.slice(1)}_together`;
    const admin = await openDatabase(first.target);
    await admin.db.execute(sql.raw(`create database ${fresh}`));
    url.pathname = `/${fresh}`;
    try {
      const instances = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 1 })),
      );
      const names = await Promise.all(instances.map((instance) => tableNames(instance.db)));
      expect(names[0]).toContain('appointments');
      expect(names[1]).toEqual(names[0]);
      expect(names[2]).toEqual(names[0]);
      await Promise.all(instances.map((instance) => instance.close()));
    } finally {
      await admin.db.execute(sql.raw(`drop database if exists ${fresh} with (force)`));
      await admin.close();
      await first.close();
    }
  });
});

describe('restarts', () => {
  it('keep sessions and data', async () => {
    const first = await startTestServer({ persistent: true });
    const user = await createUser(first.server.database.db, { email: 'restart@example.com' });
    const cookie = await signInAs(first, user.email);
    await first.close({ keepDatabase: true });

    const second = await startTestServer({ reuse: first });
    const me = await second.gql<{ me: { id: string } | null }>(ME, {}, { cookie });
    expect(me.data?.me?.id).toBe(user.id);
    await second.close();
  });
});
