/**
 * Cold start to ready, and first start with the demo seed, of the real server process on a fresh
 * data folder (embedded PGlite). Prints milliseconds; compare runs on the same machine only.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const serverMain = path.resolve(import.meta.dirname, '../apps/server/src/main.ts');

async function waitForReady(port: number, started: number, limitMs = 180_000): Promise<number> {
  for (;;) {
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

export async function measureStart(options: { seed: boolean; dataDir?: string; port: number }) {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'piiq-bench-'));
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', serverMain], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(options.port),
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
  const readyMs = await waitForReady(options.port, started).finally(() => child.kill('SIGTERM'));
  await new Promise((resolve) => child.once('exit', resolve));
  return { readyMs, seedMs, dataDir };
}

export async function startupBench() {
  const seeded = await measureStart({ seed: true, port: 3901 });
  const warm = await measureStart({ seed: true, port: 3902, dataDir: seeded.dataDir });
  const empty = await measureStart({ seed: false, port: 3903 });
  rmSync(seeded.dataDir, { recursive: true, force: true });
  rmSync(empty.dataDir, { recursive: true, force: true });
  return {
    'first start with demo seed, to ready (ms)': Math.round(seeded.readyMs),
    'of which demo seed (ms)': seeded.seedMs,
    'restart on seeded data, to ready (ms)': Math.round(warm.readyMs),
    'cold start on an empty folder without seed, to ready (ms)': Math.round(empty.readyMs),
  };
}
