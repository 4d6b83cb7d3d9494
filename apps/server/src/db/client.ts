import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Config } from '../config.ts';
import { lockDataFolder } from './data-folder-lock.ts';

/** Both drivers share this type, and so does a transaction handle: repositories accept either. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** PostgreSQL's connection pool right now (for /metrics); PGlite has one connection and no pool. */
  pool?: () => { total: number; idle: number; waiting: number };
  /**
   * Calls `heard` after each committed transaction that notified `channel` (PostgreSQL's LISTEN),
   * from any instance on the database. On PostgreSQL it holds one connection of its own, which
   * reconnects if cut and then calls `heard` once, since it may have missed one meanwhile.
   */
  listen(channel: string, heard: () => void): Promise<void>;
  close(): Promise<void>;
}

/** The contrib extensions the migrations create, which PGlite must be given when it opens (pg_trgm: salon search). */
const PGLITE_EXTENSIONS = { pg_trgm };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  /*
   * `startFrom` is a database dumped with PGlite's dumpDataDir: loading one costs a second where
   * creating a cluster costs three, which the test suites pay for every server they start.
   * Migrations still run after it, so an older copy is brought up to date.
   */
  | { kind: 'pglite-memory'; startFrom?: Blob };

/** The configured database: PostgreSQL at DATABASE_URL, else PGlite in the data folder. */
export function databaseTargetFor(
  config: Pick<Config, 'databaseUrl' | 'databasePoolSize' | 'dataDir'>,
): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize }
    : { kind: 'pglite', dataDir: config.dataDir };
}

/** Closing twice is harmless: shutdown paths may overlap (a signal during a failed start). */
function closeOnce(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/** Any fixed number will do: it names our migrations' lock among the database's advisory locks. */
const MIGRATION_LOCK_KEY = 7_231_004_417;

/**
 * Instances started together on one PostgreSQL (a deployment scaling out) each migrate as they
 * open: the first takes a session lock and migrates, the others wait for it and then find nothing
 * left to do, where two at once would both try to create the same tables. The migrations run on
 * the locking connection itself, so a pool of one connection cannot wait on itself.
 */
async function migrateOneInstanceAtATime(pool: pg.Pool): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(connection, { casing: 'snake_case' }), { migrationsFolder });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    connection.release();
  }
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle connection can be cut (a database restart or failover). Without a listener that error
    // would crash the process; the pool drops the client and the next query connects afresh.
    pool.on('error', (error) => {
      console.error(`An idle PostgreSQL connection was lost: ${error.message}`);
    });
    const db = drizzlePg(pool, { casing: 'snake_case' });
    await migrateOneInstanceAtATime(pool);
    const listeners: Listener[] = [];
    return {
      db,
      driver: 'postgres',
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      async listen(channel, heard) {
        const listener = new Listener(target.url, channel, heard);
        listeners.push(listener);
        await listener.connect();
      },
      close: closeOnce(async () => {
        await Promise.all(listeners.map((listener) => listener.close()));
        await pool.end();
      }),
    };
  }

  let releaseLock: (() => Promise<void>) | undefined;
  let client: PGlite;
  if (target.kind === 'pglite') {
    const dbDir = path.join(target.dataDir, 'pglite');
    // PGlite creates no parent folders, and has no lock between processes: two servers on one
    // folder corrupt it, so a second process is refused before it opens anything.
    mkdirSync(dbDir, { recursive: true });
    releaseLock = await lockDataFolder(target.dataDir);
    client = new PGlite(dbDir, { extensions: PGLITE_EXTENSIONS });
  } else {
    client = new PGlite({
      extensions: PGLITE_EXTENSIONS,
      ...(target.startFrom ? { loadDataDir: target.startFrom } : {}),
    });
  }
  const db = drizzlePglite(client, { casing: 'snake_case' });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    await releaseLock?.();
    throw error;
  }
  return {
    db,
    driver: 'pglite',
    async listen(channel, heard) {
      await client.listen(channel, () => heard());
    },
    close: closeOnce(async () => {
      await client.close();
      await releaseLock?.();
    }),
  };
}

/** The longest wait between two tries to open a listening connection again. */
const RELISTEN_MAX_MS = 30_000;

/** One PostgreSQL connection held open for LISTEN, opened again with a growing wait when it is cut. */
class Listener {
  private client: pg.Client | undefined;
  private closed = false;
  private retryMs = 500;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly heard: () => void,
  ) {}

  async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.heard();
    });
    client.on('error', (error) => {
      console.error(`The connection listening for ${this.channel} was lost: ${error.message}`);
      this.reopenLater(client);
    });
    client.on('end', () => this.reopenLater(client));
    await client.connect();
    await client.query(`LISTEN ${client.escapeIdentifier(this.channel)}`);
    this.retryMs = 500;
  }

  private reopenLater(client: pg.Client): void {
    if (this.closed || this.client !== client) return;
    this.client = undefined;
    client.end().catch(() => undefined);
    this.retry = setTimeout(() => {
      this.connect().then(
        () => this.heard(),
        () => this.reopenLater(this.client ?? client),
      );
    }, this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, RELISTEN_MAX_MS);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    await this.client?.end().catch(() => undefined);
  }
}

/** A new PGlite database with every migration applied, dumped for `pglite-memory`'s `startFrom`. */
export async function dumpMigratedMemoryDatabase(): Promise<Blob> {
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  try {
    await migratePglite(drizzlePglite(client, { casing: 'snake_case' }), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** For /readyz: whether the database answers a query now. */
export function databaseAnswers(db: Database): Promise<boolean> {
  return db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
}
