import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { passwordMeetsPolicy } from '@piiq/domain/auth-rules';

// 2 is Algorithm.Argon2id: the package declares it as a const enum, which isolated modules cannot import.
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}

/** Compared against when the email is unknown, so a missing account takes as long as a wrong password. */
let timingDecoy: Promise<string> | undefined;
export async function spendPasswordCheckTime(plain: string): Promise<void> {
  timingDecoy ??= hashPassword('timing-decoy-Password1');
  await verifyPassword(await timingDecoy, plain);
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
