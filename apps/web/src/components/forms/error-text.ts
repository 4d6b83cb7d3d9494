import { ApiError, NETWORK_ERROR_MESSAGE } from '../../lib/graphql.ts';

/**
 * What to show for a failed call: the server's message (the product's words) when it sent one; for
 * anything unexpected the connection hint, which at least says what to try next.
 */
export function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : NETWORK_ERROR_MESSAGE;
}
