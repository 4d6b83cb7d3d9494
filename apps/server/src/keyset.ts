import { pageOffset, pagingMessages } from '@piiq/domain/paging';
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

/** Where a page of a list newest first starts, as a request names it (none: the first page). */
export interface PageStart {
  nextToken?: string | null | undefined;
  previousToken?: string | null | undefined;
  /** By number, from 1: a page no token reaches, such as one opened from a link. */
  page?: number | null | undefined;
}

/** A page start checked and read: a keyset walk either way from a row the list showed, or an offset. */
export type PageFrom =
  | { kind: 'top' }
  | { kind: 'after'; cursor: KeysetCursor }
  | { kind: 'before'; cursor: KeysetCursor }
  | { kind: 'offset'; offset: number };

export function pageFromStart(start: PageStart, limit: number): PageFrom {
  const given = [start.nextToken, start.previousToken, start.page].filter((value) => value != null).length;
  if (given > 1) throw new UserError('BAD_USER_INPUT', pagingMessages.oneStart);
  if (start.nextToken) return { kind: 'after', cursor: decodePageToken(start.nextToken) };
  if (start.previousToken) return { kind: 'before', cursor: decodePageToken(start.previousToken) };
  if (start.page != null && start.page > 1) return { kind: 'offset', offset: pageOffset({ page: start.page, limit }) };
  return { kind: 'top' };
}

const tokenOf = (row: { id: string; cursor: string } | undefined) =>
  row ? encodePageToken({ createdAt: row.cursor, id: row.id }) : null;

/**
 * A page from rows fetched one beyond it, newest first: after the page for a walk forward or from
 * an offset, before it for a walk back. The extra row only says another page lies that way; a page
 * reached from another page has that page on its other side.
 */
export function twoWayPage<Row extends { id: string; cursor: string }>(
  rows: Row[],
  limit: number,
  from: PageFrom,
): { items: Row[]; nextToken: string | null; previousToken: string | null } {
  if (from.kind === 'before') {
    const items = rows.slice(-limit);
    return {
      items,
      nextToken: tokenOf(items.at(-1)),
      previousToken: rows.length > limit ? tokenOf(items[0]) : null,
    };
  }
  const items = rows.slice(0, limit);
  return {
    items,
    nextToken: rows.length > limit ? tokenOf(items.at(-1)) : null,
    previousToken: from.kind === 'top' ? null : tokenOf(items[0]),
  };
}
