import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { KeysetCursor } from '../keyset.ts';

/** A row's place in a list newest first: its instant as text to the microsecond (a JavaScript Date keeps only milliseconds). */
export function keysetCursorOf(createdAt: AnyColumn): SQL<string> {
  return sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/**
 * The rows after the cursor in the order (created_at desc, id desc), which an index on (…, created_at, id)
 * serves backwards. A prepared statement gives the cursor's parts as placeholders.
 */
export function afterKeyset(
  createdAt: AnyColumn,
  id: AnyColumn,
  after: KeysetCursor | { createdAt: Placeholder; id: Placeholder } | null,
): SQL | undefined {
  return after ? sql`(${createdAt}, ${id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)` : undefined;
}

/** The rows before the cursor in the order (created_at desc, id desc): a walk back, read in the other direction. */
export function beforeKeyset(
  createdAt: AnyColumn,
  id: AnyColumn,
  before: KeysetCursor | { createdAt: Placeholder; id: Placeholder },
): SQL {
  return sql`(${createdAt}, ${id}) > (${before.createdAt}::timestamptz, ${before.id}::uuid)`;
}
