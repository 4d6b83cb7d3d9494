import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

interface LockOwner {
  pid: number;
  hostname: string;
}

/** The folders this process holds: a second open in the same process is refused like a second process. */
const heldHere = new Set<string>();

function readOwner(file: string): LockOwner | null {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { pid, hostname: host } = parsed as Record<string, unknown>;
    return typeof pid === 'number' && typeof host === 'string' ? { pid, hostname: host } : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A lock left by a process that died on this host. Our own pid in it means an earlier life of this
 * process id (a container restarted: the server is pid 1 again), unless this process holds the folder.
 * Another host's lock cannot be judged by its pid: its age decides, as proper-lockfile does.
 */
function ownerIsGone(dataDir: string, owner: LockOwner | null): boolean {
  if (!owner || owner.hostname !== hostname()) return false;
  if (owner.pid === process.pid) return !heldHere.has(dataDir);
  return !isAlive(owner.pid);
}

/**
 * Locks the data folder against a second piiq process. The lock's age alone (15 s without an update)
 * made a supervisor's immediate restart after a crash fail; the owner's pid and host, written beside
 * it, let the next start take over at once from a process that is gone.
 */
export async function lockDataFolder(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = path.join(dataDir, 'piiq.lock');
  const ownerPath = `${lockPath}.owner`;
  if (ownerIsGone(dataDir, readOwner(ownerPath))) {
    // Renamed before removal: of two starts that both found the dead owner, only one moves the lock away.
    const aside = `${lockPath}.stale-${randomBytes(6).toString('hex')}`;
    try {
      renameSync(lockPath, aside);
      rmSync(aside, { recursive: true, force: true });
    } catch {
      // Already moved away by the other start, or never there: locking below decides.
    }
  }
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, { lockfilePath: lockPath, stale: 15_000, update: 5_000 });
  } catch {
    throw new Error(
      `The data folder ${dataDir} is in use by another piiq process. Stop it, or set DATA_DIR to another folder.`,
    );
  }
  heldHere.add(dataDir);
  const ownerTemp = `${ownerPath}.${process.pid}`;
  writeFileSync(ownerTemp, JSON.stringify({ pid: process.pid, hostname: hostname() } satisfies LockOwner));
  renameSync(ownerTemp, ownerPath);
  return async () => {
    rmSync(ownerPath, { force: true });
    heldHere.delete(dataDir);
    await release();
  };
}
