import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { readStatement, signStatement, type StatementPurpose } from '../../signed-statements.ts';

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
 */
export type ChallengePurpose = Extract<StatementPurpose, 'challenge' | 'signupConnect'>;

export function signChallenge(
  secret: string,
  claims: { userId: string; passwordHash: string; expiresAt: Date },
  purpose: ChallengePurpose = 'challenge',
): string {
  return signStatement(secret, purpose, {
    u: claims.userId,
    p: passwordFingerprint(secret, claims.passwordHash),
    e: claims.expiresAt.getTime(),
  });
}

export function readChallenge(
  secret: string,
  token: string,
  now: Date,
  purpose: ChallengePurpose = 'challenge',
): { userId: string; passwordFingerprint: string } | null {
  const claims = readStatement(secret, purpose, token, now);
  if (!claims || typeof claims.u !== 'string' || typeof claims.p !== 'string') return null;
  return { userId: claims.u, passwordFingerprint: claims.p };
}

export function passwordFingerprint(secret: string, passwordHash: string): string {
  return hashSecretValue(secret, passwordHash).slice(0, 16);
}

/**
 * The device cookie (OWASP's "device cookies"): a signed statement that this browser signed in to
 * this account, with a random nonce so each device's failures are counted on their own.
 */
export function signDeviceCookie(secret: string, claims: { userId: string; expiresAt: Date }): string {
  return signStatement(secret, 'device', {
    u: claims.userId,
    n: randomBytes(16).toString('base64url'),
    e: claims.expiresAt.getTime(),
  });
}

/** The nonce of a device cookie when it is signed by us, unexpired, and names this user; null otherwise. */
export function trustedDeviceNonce(
  secret: string,
  cookie: string | undefined,
  userId: string,
  now: Date,
): string | null {
  if (!cookie) return null;
  const claims = readStatement(secret, 'device', cookie, now);
  if (!claims || claims.u !== userId || typeof claims.n !== 'string' || claims.n === '') return null;
  return claims.n;
}
