/**
 * Starts one real piiq server for the whole browser run: a fresh temporary data folder (PGlite),
 * the demo data plus the fixtures of support/fixture-data.ts, the web app as `npm run build` left it.
 * The returned function is the teardown: SIGTERM, then the folder is removed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { launchOptions } from './support/browser.ts';
import { seedDataFolder, startServer, type RunningServer } from './support/server.ts';
import { ROUND_TRIP } from './support/waits.ts';

/**
 * One look at '/' before any test: if the built app renders nothing (a broken or half-written
 * build), every test would wait out its timeout on a blank page. Fail once, saying why.
 */
async function appRenders(baseURL: string): Promise<void> {
  const browser = await chromium.launch(launchOptions);
  try {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(baseURL);
    try {
      await page.locator('#root *').first().waitFor(ROUND_TRIP);
    } catch {
      throw new Error(
        `The built web app renders nothing at ${baseURL}/ (rebuild it with \`npm run build\`).\n${problems.join('\n')}`,
      );
    }
  } finally {
    await browser.close();
  }
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = Number(process.env.PIIQ_E2E_PORT);
  if (!Number.isInteger(port) || port <= 0)
    throw new Error('PIIQ_E2E_PORT is not set: playwright.config.ts chooses it.');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'piiq-e2e-'));
  // Beside the config, not in test-results/: Playwright empties that folder when the run starts. (*.log is ignored by git.)
  const logFile = fileURLToPath(new URL('../e2e-server.log', import.meta.url));

  let server: RunningServer | undefined;
  try {
    await seedDataFolder(dataDir);
    server = await startServer({ dataDir, port, logFile });
    await appRenders(server.baseURL);
  } catch (error) {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const running = server;
  console.log(`piiq server for the browser tests: ${running.baseURL} (data ${dataDir}, log ${logFile})`);

  return async () => {
    await running.stop();
    // Keep the folder when asked, to look at what a failing run left behind.
    if (process.env.PIIQ_E2E_KEEP_DATA) console.log(`kept the browser tests' data folder: ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  };
}
