import type { LaunchOptions } from '@playwright/test';

/*
 * Debian's Chromium builds, never a Playwright download (docs/product-rules.md). The flags keep the
 * browser from reaching the network on its own and from needing a sandbox or a GPU the CI container
 * does not have.
 */

/** The full browser: what Lighthouse measures (bench/web-budgets.ts), as a visitor's Chrome renders. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The browser tests' browser: Chromium's headless shell, which Playwright itself runs for headless
 * tests. The full browser in its headless mode spent a quarter more of the machine on the same tests.
 * WebGL needs no flag of its own: with --disable-gpu the shell draws WebGL 2 on the CPU through
 * SwiftShader, which is what MediaPipe's solutions in the mirror's hair-colour measure run on here
 * (bench/hair-colour.ts), without --enable-unsafe-swiftshader or --use-angle=swiftshader.
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const launchOptions: LaunchOptions = { executablePath: HEADLESS_SHELL_PATH, args };

/** For what the headless shell cannot do: it denies notifications whatever permission is granted. */
export const fullBrowserLaunchOptions: LaunchOptions = { executablePath: CHROMIUM_PATH, args };

/**
 * The mirror's browser: a camera that films a test pattern, granted without asking, so the Photos
 * step's preview, countdown and Keep run as on the device.
 */
const fakeCameraArgs = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];

export const mirrorCameraLaunchOptions: LaunchOptions = {
  executablePath: HEADLESS_SHELL_PATH,
  args: [...args, ...fakeCameraArgs],
};

/**
 * The mirror's browser with a camera that films the picture in `y4mFile` (e2e/support/fake-camera.ts)
 * instead of the test pattern: a portrait whose hair the Analysis step can measure.
 */
export function mirrorPortraitCameraLaunchOptions(y4mFile: string): LaunchOptions {
  return {
    executablePath: HEADLESS_SHELL_PATH,
    args: [...args, ...fakeCameraArgs, `--use-file-for-fake-video-capture=${y4mFile}`],
  };
}
