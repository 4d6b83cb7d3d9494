import type { Config } from '../config.ts';

/** Every non-GraphQL route answers errors in the GraphQL shape, so the web app reads one kind of failure. */
export function errorBody(message: string, code: string, requestId: string) {
  return { errors: [{ message, extensions: { code, requestId } }] };
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Cookies authenticate the API, so a browser request from another site is refused outright: only
 * PUBLIC_URL's origin may call it. Outside production, when PUBLIC_URL names this machine, its other
 * loopback names (same scheme and port) may too, because a developer opens whichever one the terminal shows.
 */
export function apiOriginCheck(config: Pick<Config, 'env' | 'publicUrl'>): (origin: string | undefined) => boolean {
  const publicUrl = new URL(config.publicUrl);
  const allowed = new Set([publicUrl.origin]);
  if (config.env !== 'production' && LOOPBACK_NAMES.includes(publicUrl.hostname)) {
    for (const name of LOOPBACK_NAMES) {
      const alias = new URL(publicUrl);
      alias.hostname = name;
      allowed.add(alias.origin);
    }
  }
  return (origin) => !origin || allowed.has(origin);
}

export const FOREIGN_ORIGIN_MESSAGE = 'This origin may not call the API.';
