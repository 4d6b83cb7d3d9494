import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium, never a Playwright download (docs/product-rules.md). The flags keep it from reaching the
 * network on its own and from needing a sandbox or a GPU the CI container does not have.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const launchOptions: LaunchOptions = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
