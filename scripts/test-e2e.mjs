// `npm run test:e2e`: the browser tests (Playwright, apps/web/e2e) against the real server, in
// Debian's Chromium. Builds the web app first when apps/web/dist is missing or older than its sources.
// Extra arguments go to Playwright, e.g. `npm run test:e2e -- e2e/tests/sign-in.spec.ts`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Debian's builds the browser tests launch (apps/web/e2e/support/browser.ts says which runs what):
 * the path and the package that installs it.
 */
export const BROWSERS = [
  { path: '/usr/bin/chromium-headless-shell', pkg: 'chromium-headless-shell' },
  { path: '/usr/bin/chromium', pkg: 'chromium' },
];

/** What is missing, as "path (apt-get install package)"; empty when every browser is there. */
export function missingBrowsers() {
  return BROWSERS.filter(({ path: file }) => !existsSync(file)).map(
    ({ path: file, pkg }) => `${file} (apt-get install ${pkg}; CI installs it)`,
  );
}
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Newest modification time under the given files and folders (node_modules and dist skipped). */
function newestMtime(entries) {
  let newest = 0;
  const visit = (entry) => {
    if (!existsSync(entry)) return;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      for (const name of readdirSync(entry)) {
        if (name !== 'node_modules' && name !== 'dist') visit(path.join(entry, name));
      }
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  entries.forEach(visit);
  return newest;
}

/** True when apps/web/dist is missing or older than anything that goes into it. */
export function webBuildIsStale() {
  const built = path.join(root, 'apps/web/dist/index.html');
  if (!existsSync(built)) return true;
  const sources = newestMtime(
    [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/portal.html',
      'apps/web/developers.html',
      'apps/web/mirror.html',
      'apps/web/hair-colour-measure.html',
      'apps/web/build',
      'apps/web/vite.config.ts',
      'apps/web/vite.developers.config.ts',
      'apps/web/vite.mirror.config.ts',
      'apps/web/vite.hair-colour-measure.config.ts',
      // The developer page's schema reference is read from it at build time.
      'apps/server/schema.graphql',
      'apps/web/package.json',
      'packages/domain/src',
    ].map((entry) => path.join(root, entry)),
  );
  return sources > statSync(built).mtimeMs;
}

/**
 * Runs the browser tests; returns the exit status. `extraArgs` go to Playwright, `env` is added
 * to the environment (scripts/test.mjs asks for a JSON report that way).
 */
export function runBrowserTests(extraArgs = [], env = {}) {
  const missing = missingBrowsers();
  if (missing.length > 0) {
    console.error(
      `Browser tests need Debian's ${missing.join(' and ')}. Playwright's own browser download is not used here.`,
    );
    return 1;
  }
  if (webBuildIsStale()) {
    console.log('The web app is missing or older than its sources: building it (npm run build).');
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) {
      console.error('The web app did not build, so the browser tests cannot run.');
      return build.status ?? 1;
    }
  }
  const run = spawnSync('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...extraArgs], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return run.status ?? 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(runBrowserTests(process.argv.slice(2)));
}
