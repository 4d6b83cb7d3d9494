/**
 * The scale seed in a process of its own. Seeding a million appointments allocates gigabytes; done in
 * the process that then measures, its leftovers made every later figure pay for a heap no production
 * server has. The child writes to the database the server has already migrated, and exits.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { scaleSeedOptions, seedScaleData } from '../../apps/server/src/db/seed/scale-seed.ts';
import { hashPassword } from '../../apps/server/src/ports/password-hasher.ts';
import { TEST_PASSWORD } from '../../apps/server/src/test/factories.ts';

interface SeedRequest {
  url: string;
  salons: number;
  appointments: number;
}

const CHILD_FLAG = '--scale-seed-child';

/** Seeds `url` from a child process; answers the seconds it took. Every account's password is TEST_PASSWORD. */
export function seedScaleApart(request: SeedRequest): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [CHILD_FLAG, JSON.stringify(request)], {
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve(Math.round((performance.now() - started) / 100) / 10);
      else reject(new Error(`the scale seed stopped with exit code ${code}`));
    });
  });
}

async function seedAsChild(request: SeedRequest): Promise<void> {
  const handle = await openDatabase({ kind: 'postgres', url: request.url, poolSize: 2 });
  try {
    const options = scaleSeedOptions({
      salons: request.salons,
      appointments: request.appointments,
      passwordHash: await hashPassword(TEST_PASSWORD),
      tag: 'bench',
    });
    await seedScaleData(handle.db, options);
  } finally {
    await handle.close();
  }
}

if (process.argv[2] === CHILD_FLAG) {
  seedAsChild(JSON.parse(process.argv[3] ?? '{}') as SeedRequest).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
