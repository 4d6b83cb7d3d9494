import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFolderFileStores } from '../../ports/files.ts';
import { verifyPassword } from '../../ports/password-hasher.ts';
import { openDatabase, type DatabaseHandle } from '../client.ts';
import { users } from '../schema/accounts.ts';
import { salons } from '../schema/salons.ts';
import { demoPairingCodeLine, seedDemoIfEmpty, signInLines } from './demo-start.ts';
import { DEMO_PASSWORD, type DemoSignIn } from './demo/identities.ts';
import { timesATest } from '../../test/time-limits.ts';

let filesDir: string;
let handle: DatabaseHandle;
let signIns: DemoSignIn[] | null;

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'piiq-demo-start-'));
  handle = await openDatabase({ kind: 'pglite-memory' });
  signIns = await seedDemoIfEmpty(handle.db, {
    env: 'production',
    files: createFolderFileStores({ filesDir, privateFilesDir: filesDir }),
    now: new Date('2026-03-16T03:20:00Z'),
  });
}, timesATest(4));

afterAll(async () => {
  await handle?.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('a demo seeded by a production start', () => {
  it('gives each sign-in its own generated password, and the published one opens no account', async () => {
    expect(signIns?.map((signIn) => signIn.email).sort()).toEqual([
      'client@piiq.demo',
      'newsalon@piiq.demo',
      'owner@piiq.demo',
      'support@piiq.demo',
    ]);
    const passwords = (signIns ?? []).map((signIn) => signIn.password);
    expect(new Set(passwords).size).toBe(4);
    for (const password of passwords) {
      expect(password).not.toBe(DEMO_PASSWORD);
      expect(password.length).toBeGreaterThanOrEqual(20);
    }

    const rows = await handle.db.select({ email: users.email, passwordHash: users.passwordHash }).from(users);
    const hashes = new Map(rows.map((row) => [row.email, row.passwordHash]));
    for (const signIn of signIns ?? []) {
      const hash = hashes.get(signIn.email) ?? '';
      expect(hash).not.toContain(signIn.password);
      expect(await verifyPassword(hash, signIn.password)).toBe(true);
      expect(await verifyPassword(hash, DEMO_PASSWORD)).toBe(false);
    }
    const invented = rows.find((row) => row.email.endsWith('@example.com'));
    expect(await verifyPassword(invented?.passwordHash ?? '', DEMO_PASSWORD)).toBe(false);
  });

  it('prints the generated passwords once, saying so', () => {
    const printed = signInLines(signIns ?? []);
    for (const signIn of signIns ?? []) expect(printed).toContain(signIn.email);
    expect(printed).toContain(signIns?.[0]?.password);
    expect(printed).toMatch(/shown only this once/);
  });

  it('seeds nothing into a database that has salons', async () => {
    expect(
      await seedDemoIfEmpty(handle.db, {
        env: 'production',
        files: createFolderFileStores({ filesDir, privateFilesDir: filesDir }),
        now: new Date(),
      }),
    ).toBeNull();
  });

  it("prints a pairing code for the Sydney salon's web mirror, and nothing when the plan refuses one", async () => {
    const asked: string[] = [];
    const line = await demoPairingCodeLine(
      handle.db,
      async (salonId) => {
        asked.push(salonId);
        return { code: 'ABCDEFGH' };
      },
      'http://localhost:3000',
    );
    const [bondi] = await handle.db
      .select({ id: salons.id, name: salons.name })
      .from(salons)
      .where(eq(salons.timeZone, 'Australia/Sydney'));
    expect(asked).toEqual([bondi?.id]);
    expect(line).toBe(
      `Web mirror: open http://localhost:3000/mirror and type the pairing code ABCD-EFGH (${bondi?.name}, good for 10 minutes)`,
    );
    const refused = await demoPairingCodeLine(
      handle.db,
      () => Promise.reject(new Error('every mirror of the plan is paired')),
      'http://localhost:3000',
    );
    expect(refused).toBeNull();
  });
});
