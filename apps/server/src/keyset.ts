import { pagingMessages } from '@piiq/domain/paging';
import { UserError } from './errors.ts';
import { isUuid } from './ids.ts';

/** Where a page of a list newest first starts: after the row with this instant (to the microsecond) and id. */
export interface KeysetCursor {
  createdAt: string;
  id: string;
}

const CURSOR_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The cursor travels as an opaque token (nextToken); what comes back is checked before it reaches SQL. */
export function encodePageToken(cursor: KeysetCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`, 'utf8').toString('base64url');
}

export function decodePageToken(token: string): KeysetCursor {
  const [createdAt, id, ...rest] = Buffer.from(token, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !createdAt || !CURSOR_INSTANT.test(createdAt) || !isUuid(id)) {
    throw new UserError('BAD_USER_INPUT', pagingMessages.pageGone);
  }
  return { createdAt, id };
}

/** A page from rows fetched one beyond it: the extra row only says another page follows. */
export function keysetPage<Row extends { id: string; cursor: string }>(
  rows: Row[],
  limit: number,
): { items: Row[]; nextToken: string | null } {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items,
    nextToken: rows.length > limit && last ? encodePageToken({ createdAt: last.cursor, id: last.id }) : null,
  };
}
