import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256-bit session tokens; only an HMAC of the token is stored, so a database copy cannot be replayed. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecretValue(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}

export function newResetCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * The new-password challenge: a short-lived signed statement "this user proved their temporary
 * password". It names the password hash it was issued against, so it dies once the password changes.
 * The purpose is signed too, so a statement made for one use (a signup connecting to an existing
 * account) is never taken for another.
 */
export type ChallengePurpose = 'challenge' | 'signupConnect';

export function signChallenge(
  secret: string,
  claims: { userId: string; passwordHash: string; expiresAt: Date },
  purpose: ChallengePurpose = 'challenge',
): string {
  const body = Buffer.from(
    JSON.stringify({ u: claims.userId, p: hashSecretValue(secret, claims.passwordHash).slice(0, 16), e: claims.expiresAt.getTime() }),
  ).toString('base64url');
  return `${body}.${createHmac('sha256', secret).update(`${purpose}:${body}`).digest('base64url')}`;
}

export function readChallenge(
  secret: string,
  token: string,
  now: Date,
  purpose: ChallengePurpose = 'challenge',
): { userId: string; passwordFingerprint: string } | null {
  const [body, signature] = token.split('.');
  if (!body || !signature) return null;
  const expected = createHmac('sha256', secret).update(`${purpose}:${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { u: string; p: string; e: number };
    if (typeof claims.u !== 'string' || typeof claims.p !== 'string' || typeof claims.e !== 'number') return null;
    if (claims.e < now.getTime()) return null;
    return { userId: claims.u, passwordFingerprint: claims.p };
  } catch {
    return null;
  }
}

export function passwordFingerprint(secret: string, passwordHash: string): string {
  return hashSecretValue(secret, passwordHash).slice(0, 16);
}
