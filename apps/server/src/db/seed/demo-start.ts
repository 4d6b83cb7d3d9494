import { formatPairingCode } from '@piiq/domain/mirror-pairing';
import { count, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { FileStores } from '../../ports/files.ts';
import { generateTemporaryPassword, hashPassword } from '../../ports/password-hasher.ts';
import type { Database } from '../client.ts';
import { salons } from '../schema/salons.ts';
import { DEMO_PASSWORD, demoSignInAccounts, demoSignIns, type DemoSignIn } from './demo/identities.ts';

/** About 116 bits from the 56 letters and digits nobody misreads: nobody guesses it. */
const GENERATED_PASSWORD_LENGTH = 20;

interface DemoPasswords {
  signIns: DemoSignIn[];
  passwordHash: string;
  signInPasswordHashes?: ReadonlyMap<string, string>;
}

/**
 * Outside production the demo keeps its published password (README, browser tests). A production
 * demo is only ever seeded when asked explicitly, and then no account may have a password anyone
 * has read: each sign-in gets its own generated one, and the invented clients one nobody is told.
 */
async function demoPasswords(env: Config['env']): Promise<DemoPasswords> {
  if (env !== 'production') return { signIns: demoSignIns, passwordHash: await hashPassword(DEMO_PASSWORD) };
  const signIns = demoSignInAccounts.map((account) => ({
    ...account,
    password: generateTemporaryPassword(GENERATED_PASSWORD_LENGTH),
  }));
  const hashes = await Promise.all(
    signIns.map(async (signIn) => [signIn.email, await hashPassword(signIn.password)] as const),
  );
  return {
    signIns,
    passwordHash: await hashPassword(generateTemporaryPassword(GENERATED_PASSWORD_LENGTH)),
    signInPasswordHashes: new Map(hashes),
  };
}

/** Seeds the demo into a database without salons; answers the sign-ins it created, or null when it did nothing. */
export async function seedDemoIfEmpty(
  db: Database,
  options: { env: Config['env']; files: Pick<FileStores, 'public' | 'private'>; now: Date },
): Promise<DemoSignIn[] | null> {
  const [existing] = await db.select({ salons: count() }).from(salons);
  if ((existing?.salons ?? 0) > 0) return null;
  // Loaded only when there is something to seed: the seed's fake data (faker and its locales) took
  // 0.4 s of CPU to load, which every restart on seeded data paid for nothing.
  const { seedDemoData } = await import('./demo-seed.ts');
  const { signIns, ...hashes } = await demoPasswords(options.env);
  await seedDemoData(db, {
    files: options.files,
    now: options.now,
    ...hashes,
  });
  return signIns;
}

/**
 * The sign-ins to print. A generated password exists only in this answer (the database keeps its
 * hash), so it is shown once, by the start that seeded, and never logged.
 */
export function signInLines(signIns: readonly DemoSignIn[]): string {
  const generated = signIns.some((signIn) => signIn.password !== DEMO_PASSWORD);
  const lines = signIns.map(
    (signIn) => `  ${signIn.email.padEnd(22)} ${signIn.password.padEnd(generated ? 22 : 14)} ${signIn.role}`,
  );
  const note = generated
    ? '\nThese passwords were generated for this demo and are shown only this once: keep them now.'
    : '';
  return `Demo sign-ins:\n${lines.join('\n')}${note}`;
}

/**
 * A fresh pairing code for the demo's Sydney salon, printed beside the sign-ins, so `npm start` and
 * /mirror show the consultation loop at once. Null when that salon is gone or its plan's mirrors are
 * all paired (createPairingCode refuses): the start goes on without it.
 */
export async function demoPairingCodeLine(
  db: Database,
  createPairingCode: (salonId: string) => Promise<{ code: string }>,
  publicUrl: string,
): Promise<string | null> {
  // The demo's salons are planned beside its fake data, which is loaded only when it is needed (see seedDemoIfEmpty).
  const { SALONS } = await import('./demo/salons.ts');
  // The Sydney salon, where the demo client's visits are.
  const mirrorSalon = SALONS.find((salon) => salon.timeZone === 'Australia/Sydney')?.name ?? '';
  const [salon] = await db.select({ id: salons.id }).from(salons).where(eq(salons.name, mirrorSalon)).limit(1);
  if (!salon) return null;
  try {
    const { code } = await createPairingCode(salon.id);
    return `Web mirror: open ${publicUrl}/mirror and type the pairing code ${formatPairingCode(code)} (${mirrorSalon}, good for 10 minutes)`;
  } catch {
    return null;
  }
}
