import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A short statement signed with the server's secret: `body.signature`, the body base64url JSON. The
 * purpose is signed too, so a statement made for one use is never taken for another.
 */
export type StatementPurpose = 'challenge' | 'signupConnect' | 'ibbLink' | 'ibbLearner' | 'device';

export function signStatement(
  secret: string,
  purpose: StatementPurpose,
  claims: Record<string, string | number>,
): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${createHmac('sha256', secret).update(`${purpose}:${body}`).digest('base64url')}`;
}

/** The statement's claims when its signature and purpose hold and its `e` (expiry, epoch ms) is not past. */
export function readStatement(
  secret: string,
  purpose: StatementPurpose,
  token: string,
  now: Date,
): Record<string, unknown> | null {
  const [body, signature] = token.split('.');
  if (!body || !signature) return null;
  const expected = createHmac('sha256', secret).update(`${purpose}:${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (typeof claims !== 'object' || claims === null) return null;
    const expiry = (claims as { e?: unknown }).e;
    if (typeof expiry !== 'number' || expiry < now.getTime()) return null;
    return claims as Record<string, unknown>;
  } catch {
    return null;
  }
}
