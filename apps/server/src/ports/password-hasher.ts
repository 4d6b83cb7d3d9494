import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { passwordMeetsPolicy } from '@piiq/domain/auth-rules';

/*
 * Passwords are stored as Argon2id hashes: auth checks them, the signup and the demo seed create
 * accounts with them, tests make accounts with them. One place holds the algorithm and its cost, so
 * every hash is one every other caller can verify.
 */

// 2 is Algorithm.Argon2id: the package declares it as a const enum, which isolated modules cannot import.
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, ARGON2_OPTIONS);
}

/** False for a wrong password and for a stored value that is no hash at all. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/** A temporary password for accounts created for someone (signup): it must be replaced at first sign-in. */
export function generateTemporaryPassword(length = 14): string {
  const all = LOWER + UPPER + DIGITS;
  const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)] ?? 'x';
  for (;;) {
    const candidate = Array.from({ length }, () => pick(all)).join('');
    if (passwordMeetsPolicy(candidate)) return candidate;
  }
}
