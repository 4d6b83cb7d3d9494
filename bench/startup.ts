/**
 * Start to ready (/readyz answering) of the real server process on embedded PGlite, as `npm start`
 * runs it after its build (the server compiled to apps/server/dist/main.js): the first start on a
 * fresh data folder with the demo seed, a restart on that seeded folder, and a start on an empty
 * folder without the seed. For reference, the restart as `npm run dev` runs it, compiling the
 * TypeScript through tsx as it loads. Budget: ready within 5 s of a start after the build.
 *
 * Each start is given in wall milliseconds and in the CPU milliseconds the server process spent
 * until ready (all its threads: PGlite's WebAssembly is compiled on helper threads). Wall time
 * grows with the machine's other work; CPU time far less, so compare runs by their CPU figures when
 * the load differs. CPU figures come from /proc and are absent where there is none.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, repoRoot } from '../apps/web/e2e/support/server.ts';
import { ensureWebAppBuilt } from './support/server-process.ts';

const compiledMain = path.join(repoRoot, 'apps/server/dist/main.js');
const sourceMain = path.join(repoRoot, 'apps/server/src/main.ts');

/** How `npm start` runs the server, and how `npm run dev` does (without its file watcher). */
const HOW = {
  built: ['--enable-source-maps', compiledMain],
  tsx: ['--import', 'tsx', sourceMain],
} as const;

/** Clock ticks per second, the unit of /proc/<pid>/stat's CPU times. */
const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** User and system CPU milliseconds a process has spent so far, all threads, or undefined without /proc. */
function cpuMs(pid: number): number | undefined {
  try {
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime, fields 14 and 15 of the line, are the 12th and 13th after the name.
    return Math.round(((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond);
  } catch {
    return undefined;
  }
}

async function waitForReady(port: number, started: number, gone: () => boolean, limitMs = 300_000): Promise<number> {
  for (;;) {
    if (gone()) throw new Error('the server exited before it was ready');
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (response.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > limitMs) throw new Error('server did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

interface Start {
  readyMs: number;
  cpuMs: number | undefined;
  seedMs: number | undefined;
  dataDir: string;
}

async function measureStart(options: { seed: boolean; dataDir?: string; how: keyof typeof HOW }): Promise<Start> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'piiq-bench-'));
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, HOW[options.how], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      SEED_DEMO_DATA: options.seed ? 'true' : 'false',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let seedMs: number | undefined;
  child.stdout.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (line.includes('"msg":"demo data seeded"')) seedMs = (JSON.parse(line) as { ms: number }).ms;
    }
  });
  let gone = false;
  const exited = new Promise((resolve) => child.once('exit', resolve)).finally(() => (gone = true));
  try {
    const readyMs = await waitForReady(port, started, () => gone);
    return {
      readyMs: Math.round(readyMs),
      cpuMs: child.pid === undefined ? undefined : cpuMs(child.pid),
      seedMs,
      dataDir,
    };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const figures = (start: Start) => ({ 'to ready (ms)': start.readyMs, 'CPU to ready (ms)': start.cpuMs });

export async function startupBench() {
  ensureWebAppBuilt();
  // Always rebuilt: a bundle older than the sources would time code that no longer exists.
  const build = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build-server.mjs')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('the server did not build');

  const seeded = await measureStart({ seed: true, how: 'built' });
  const restart = await measureStart({ seed: true, how: 'built', dataDir: seeded.dataDir });
  const restartTsx = await measureStart({ seed: true, how: 'tsx', dataDir: seeded.dataDir });
  const empty = await measureStart({ seed: false, how: 'built' });
  rmSync(seeded.dataDir, { recursive: true, force: true });
  rmSync(empty.dataDir, { recursive: true, force: true });
  return {
    'first start with demo seed': { ...figures(seeded), 'of which demo seed (ms)': seeded.seedMs },
    'restart on seeded data (budget 5,000 ms to ready)': figures(restart),
    'restart on seeded data through tsx, as npm run dev': figures(restartTsx),
    'start on an empty folder without seed': figures(empty),
  };
}
