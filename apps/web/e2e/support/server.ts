/**
 * Starts the real piiq server (the production entry point, not a test double) on a data folder,
 * and stops it with SIGTERM. Shared by the browser tests' global setup and bench/web-budgets.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const webDist = path.join(repoRoot, 'apps/web/dist');

/** A port nobody listens on now: asked of the kernel, then released for the server to take. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningServer {
  baseURL: string;
  port: number;
  /** The server process, for checks that read its memory. */
  pid: number;
  logFile: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  dataDir: string;
  port: number;
  /** Server output goes here, not to the test report; read it when a test fails for no visible reason. */
  logFile: string;
  env?: Record<string, string>;
  readyTimeoutMs?: number;
}

function tail(file: string, lines = 40): string {
  if (!existsSync(file)) return '(no server log)';
  return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
}

async function waitForReady(baseURL: string, child: ChildProcess, logFile: string, timeoutMs: number): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The piiq server exited before it was ready (code ${child.exitCode ?? child.signalCode}). Its log:\n${tail(logFile)}`,
      );
    }
    try {
      const response = await fetch(`${baseURL}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGTERM');
      throw new Error(`The piiq server was not ready within ${timeoutMs / 1000} s. Its log:\n${tail(logFile)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * `node --import tsx apps/server/src/main.ts` from the repository root: the server's own process, as
 * `npm start` starts it, but from the sources as they are now, where `npm start` runs them compiled
 * by its build (never `npx tsx`: killing it leaves its child running). The web app must be built already.
 */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(
      `The web app is not built (${webDist}/index.html is missing): run \`npm run build\`, or \`npm run test:e2e\` which builds it.`,
    );
  }
  // 127.0.0.1 everywhere: PUBLIC_URL is the only origin the API accepts with cookies, and
  // "localhost" may resolve to ::1 in the browser while the server listens on IPv4.
  const baseURL = `http://127.0.0.1:${options.port}`;
  const log = createWriteStream(options.logFile);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      PUBLIC_URL: baseURL,
      DATA_DIR: options.dataDir,
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      // Email leaves through the outbox: poll it often so the reset code reaches the mailbox quickly.
      OUTBOX_POLL_MS: '200',
      // Every test signs in from 127.0.0.1, far more often than a salon's router ever would.
      SIGN_INS_PER_IP: '10000',
      // ...and so do the signup tests' guest calls (promo checks, cards, registrations).
      SIGNUP_CALLS_PER_IP: '10000',
      PAGE_VIEWS_PER_IP: '10000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  await waitForReady(baseURL, child, options.logFile, options.readyTimeoutMs ?? 120_000);

  return {
    baseURL,
    port: options.port,
    pid: child.pid ?? 0,
    logFile: options.logFile,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        // The server drains and closes PGlite on SIGTERM; it forces its own exit after 15 s.
        const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        await exited;
        clearTimeout(killer);
      }
      log.end();
    },
  };
}

/** Runs the fixture seeding script in its own process, as the server runs: PGlite allows one process per folder. */
export async function seedDataFolder(dataDir: string): Promise<void> {
  const script = path.join(repoRoot, 'apps/web/e2e/support/seed-fixtures.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, dataDir], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('close', (exitCode) => resolve(exitCode)));
  if (code !== 0) throw new Error(`Seeding the browser tests' data failed (exit ${code}):\n${output}`);
}
