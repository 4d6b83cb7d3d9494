import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port.ts';
import { testPostgresAdminUrl } from '../test/test-server.ts';
import { timesATest } from '../test/time-limits.ts';

/*
 * A long check (`npm run verify:long`, and the start of `npm run verify:crash`): it starts the server's
 * own process twice, killing the first with SIGKILL, which takes tens of seconds on a busy machine.
 */
const serverFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'piiq-crash-'));
const running: ChildProcess[] = [];

function startServer(port: number): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverFolder,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: String(port),
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** Resolves once /readyz answers 200; rejects as soon as the process exits. */
async function ready(
  port: number,
  server: { child: ChildProcess; output: () => string },
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null)
      throw new Error(`The server exited (${server.child.exitCode}):\n${server.output()}`);
    const status = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server was not ready within ${timeoutMs} ms:\n${server.output()}`);
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

afterAll(async () => {
  await Promise.all(running.filter((child) => child.exitCode === null && child.signalCode === null).map(killed));
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(testPostgresAdminUrl)('a crashed server', () => {
  it('starts again at once on the same data folder', { timeout: timesATest(6) }, async () => {
    const port = await freePort();
    const started = performance.now();
    const first = startServer(port);
    await ready(port, first, timesATest(3));
    const firstStartMs = Math.round(performance.now() - started);
    await killed(first.child);

    const restarted = performance.now();
    const second = startServer(port);
    await ready(port, second, timesATest(2));
    const restartMs = Math.round(performance.now() - restarted);
    // Both include loading the code (tsx); the restart must not add the old lock's 15 s age limit.
    console.log(`first start ready in ${firstStartMs} ms; restart after SIGKILL ready in ${restartMs} ms`);
    expect(second.child.exitCode).toBeNull();
  });
});
