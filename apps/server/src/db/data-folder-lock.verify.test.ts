import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testPostgresAdminUrl } from '../test/test-server.ts';
import { openDatabase } from './client.ts';

/*
 * The data folder's lock, a long check (`npm run verify:long`, and the start of `npm run
 * verify:crash`): each case creates and migrates fresh embedded databases, which takes tens of
 * seconds on a busy machine.
 */
describe.skipIf(testPostgresAdminUrl)('the embedded database', () => {
  it('refuses a second process on the same data folder', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'piiq-lock-'));
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(/in use by another piiq process/);
    await first.close();
    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    await reopened.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes over at once the lock of a process that is gone, and still refuses a lock held elsewhere', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'piiq-lock-'));
    const leaveLock = (owner: { pid: number; hostname: string }) => {
      mkdirSync(path.join(dataDir, 'piiq.lock'));
      writeFileSync(path.join(dataDir, 'piiq.lock.owner'), JSON.stringify(owner));
    };
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    if (gone === undefined) throw new Error('No process ran');
    leaveLock({ pid: gone, hostname: hostname() });
    const afterCrash = await openDatabase({ kind: 'pglite', dataDir });
    await afterCrash.close();

    leaveLock({ pid: gone, hostname: 'another-host' });
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(/in use by another piiq process/);
    rmSync(dataDir, { recursive: true, force: true });
  });
});
