/** What the checks that run the server as `npm start` does (in a process of its own) share. */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, webDist } from '../../apps/web/e2e/support/server.ts';

/** The server serves the built web app and refuses to start without it: built once when missing. */
export function ensureWebAppBuilt(): void {
  if (existsSync(path.join(webDist, 'index.html'))) return;
  const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('the web app did not build');
}

/** Resolves once the process is gone (after a SIGKILL, before its data folder is opened again). */
export async function waitForExit(pid: number): Promise<void> {
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
