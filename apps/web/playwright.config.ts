/**
 * Browser tests against the real server (e2e/global-setup.ts starts it), in Debian's Chromium.
 * Never `npx playwright install`: the system browser is the one CI installs with apt.
 * Run with `npm run test:e2e` from the repository root (it builds the web app when stale).
 */
import { defineConfig, devices } from '@playwright/test';
import { fullBrowserLaunchOptions, launchOptions } from './e2e/support/browser.ts';
import { freePort } from './e2e/support/server.ts';
import { ACTION_MS, EXPECT_MS, NAVIGATION_MS, TEST_MS } from './e2e/support/waits.ts';

// The config is read by the runner and again by every worker; the runner picks the port first and
// the workers inherit it through the environment, so all agree on one server. Set it to pin the port.
process.env.PIIQ_E2E_PORT ??= String(await freePort());
const baseURL = `http://127.0.0.1:${process.env.PIIQ_E2E_PORT}`;

const ci = Boolean(process.env.CI);

/** Web Push: Chromium's headless shell, which runs every other spec, denies notifications outright. */
const NEEDS_FULL_BROWSER = /push-notifications\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e/tests',
  outputDir: './test-results',
  globalSetup: './e2e/global-setup.ts',
  // Each test that changes state has its own fixture user, so files and tests may run side by side.
  fullyParallel: true,
  // Two cores: one for the server, one for the browser and the runner; more workers only time out.
  workers: 2,
  forbidOnly: true,
  // One retry in CI, reported as "flaky" rather than hidden; none locally, so a failure shows at once.
  retries: ci ? 1 : 0,
  timeout: TEST_MS,
  expect: { timeout: EXPECT_MS },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    viewport: { width: 1280, height: 800 },
    locale: 'en-AU',
    timezoneId: 'Australia/Sydney',
    // The app drops MUI's transitions and ripples for this setting (docs/product-rules.md, Look and feel); each animation frame is
    // CPU that two cores shared by the server and two browsers cannot spare. theme.test.ts covers both settings.
    reducedMotion: 'reduce',
    // A missing button fails within one action's time with its locator named, not at the test's timeout.
    actionTimeout: ACTION_MS,
    navigationTimeout: NAVIGATION_MS,
    // Recording a trace of every test in case one fails made the specs a quarter slower (85 s against
    // 64 s for the settings and accessibility specs). A failure in CI is traced on its retry; locally
    // it keeps its screenshot and page snapshot, and `npm run test:e2e -- <spec> --trace on` traces it.
    trace: ci ? 'on-first-retry' : 'off',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'chromium', testIgnore: NEEDS_FULL_BROWSER },
    { name: 'chromium-full', testMatch: NEEDS_FULL_BROWSER, use: { launchOptions: fullBrowserLaunchOptions } },
  ],
});
