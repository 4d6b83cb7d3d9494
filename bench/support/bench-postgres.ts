/** A PostgreSQL database of its own for one benchmark run: created before, dropped after. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const adminUrl = process.env.PIIQ_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Runs `work` with the address of a fresh database named after the bench, and drops it however work ends. */
export async function withBenchDatabase<T>(prefix: string, work: (url: string) => Promise<T>): Promise<T> {
  const name = `piiq_bench_${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await adminQuery(`drop database if exists ${name} with (force)`);
  }
}
