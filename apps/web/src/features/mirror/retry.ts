import { ApiError } from '../../lib/graphql.ts';

export const OFFLINE_MESSAGE = 'Offline — your changes will be sent when the connection returns';

const RETRY_DELAY_MS = 2000;

/**
 * Runs a write until the server answers: a network failure is retried (the caller passes the same
 * idempotency key each time, so the write is made once), any other error is the server's answer and
 * is thrown. `onOffline` says when the mirror is waiting for its connection, for the notice.
 */
export async function untilSent<T>(
  write: () => Promise<T>,
  onOffline: (offline: boolean) => void,
  delayMs = RETRY_DELAY_MS,
): Promise<T> {
  for (;;) {
    try {
      const result = await write();
      onOffline(false);
      return result;
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== 'NETWORK_ERROR') {
        onOffline(false);
        throw error;
      }
      onOffline(true);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
