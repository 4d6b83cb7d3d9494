import { pagingMessages } from '@piiq/domain/paging';
import { UserError } from '../../errors.ts';
import { isUuid } from '../../ids.ts';
import type { FinderCursor } from './salons.repository.ts';

/** A salon's name is far shorter; a longer one was never made here. */
const MAX_NAME_LENGTH = 500;

/**
 * The finder's nextToken: its cursor, opaque to the caller. The finder orders by rank and name,
 * not by an instant, so it has its own token beside src/keyset.ts; what comes back is checked
 * before it reaches SQL.
 */
export function encodeFinderToken(cursor: FinderCursor): string {
  return Buffer.from(JSON.stringify([cursor.rank, cursor.name, cursor.id]), 'utf8').toString('base64url');
}

export function decodeFinderToken(token: string): FinderCursor {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    parts = null;
  }
  if (Array.isArray(parts) && parts.length === 3) {
    const [rank, name, id]: unknown[] = parts;
    if (
      (rank === 0 || rank === 1) &&
      typeof name === 'string' &&
      name.length <= MAX_NAME_LENGTH &&
      typeof id === 'string' &&
      isUuid(id)
    ) {
      return { rank, name, id };
    }
  }
  throw new UserError('BAD_USER_INPUT', pagingMessages.pageGone);
}
