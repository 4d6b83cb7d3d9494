import type { SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

/** The rows of a raw query. Both drivers answer execute() with { rows }, but the shared Database type cannot say so. */
export async function rawRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
