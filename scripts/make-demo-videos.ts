/**
 * `npm run videos:make`: makes the demo's videos (apps/server/videos) from the product itself. It
 * starts the real server on a fresh data folder with the demo data, drives Debian's Chromium
 * through the screens (scripts/demo-videos/walkthroughs.ts), and writes each video as NAME.mp4 with
 * its captions as NAME.vtt, from the same steps. Run it again when the screens it films change.
 *
 * The files are committed, so neither the app, its build nor CI needs ffmpeg; this script does
 * (`apt-get install -y ffmpeg`), with the browsers the browser tests use.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { SHIPPED_VIDEOS, type ShippedVideo } from '@piiq/domain/videos';
import { renderHead } from '../apps/web/src/features/mirror/hair-colour/render-head.ts';
import { mirrorPortraitCameraLaunchOptions } from '../apps/web/e2e/support/browser.ts';
import { writeY4m } from '../apps/web/e2e/support/fake-camera.ts';
import { demoOwner } from '../apps/web/e2e/support/fixture-data.ts';
import { freePort, repoRoot, startServer, type RunningServer } from '../apps/web/e2e/support/server.ts';
import { salonIdByName, signInByApi } from '../apps/web/e2e/support/test.ts';
import { Film, run, Stage, type Made } from './demo-videos/film.ts';
import { filmAll } from './demo-videos/walkthroughs.ts';

const videosFolder = path.join(repoRoot, 'apps/server/videos');

/** The portrait the mirror's camera films: the head the mirror's browser tests measure, dark blonde and warm. */
const PORTRAIT = { level: 6, tone: 'warm', greyShare: 10, light: 'daylight', width: 720, height: 1280 } as const;
const PORTRAIT_SEED = 2;

/** The client who joins the filmed consultation: an address of the reserved example domain. */
const CLIENT_EMAIL = 'maya.client@example.com';

const look = { locale: 'en-AU', timezoneId: 'Australia/Sydney', reducedMotion: 'reduce' } as const;

function requireTools(): void {
  for (const tool of ['ffmpeg', 'ffprobe']) {
    try {
      run(tool, ['-version']);
    } catch {
      throw new Error(`${tool} is needed to make the videos: apt-get install -y ffmpeg`);
    }
  }
}

async function makeAll(work: string, server: RunningServer): Promise<Made[]> {
  const y4m = path.join(work, 'portrait.y4m');
  await writeY4m(y4m, renderHead(PORTRAIT, PORTRAIT_SEED));
  const browser = await chromium.launch(mirrorPortraitCameraLaunchOptions(y4m));
  try {
    const baseURL = server.baseURL;
    // Each screen at the size it is used, drawn at the scale it is filmed: the admin area on a
    // laptop, the mirror on a portrait tablet, the portal on a phone.
    const admin = await browser.newContext({
      ...look,
      baseURL,
      viewport: { width: 1280, height: 720 },
      deviceScaleFactor: 0.75,
    });
    const mirror = await browser.newContext({
      ...look,
      baseURL,
      viewport: { width: 600, height: 800 },
      deviceScaleFactor: 0.64,
    });
    const phone = await browser.newContext({
      ...look,
      baseURL,
      viewport: { width: 375, height: 667 },
      deviceScaleFactor: 0.75,
    });
    // The marketing kit's Copy writes to the clipboard.
    await admin.grantPermissions(['clipboard-read', 'clipboard-write']);
    const adminPage = await admin.newPage();
    await signInByApi(adminPage.request, demoOwner.email, demoOwner.password);
    const salonName = demoOwner.salons[0];
    const cast = {
      admin: adminPage,
      mirror: await mirror.newPage(),
      phone: await phone.newPage(),
      salonId: await salonIdByName(adminPage.request, salonName),
      salonName,
    };
    const stage = await Stage.open(browser);
    const films = await filmAll(cast, (name) => new Film(name, stage), CLIENT_EMAIL).catch(async (error: unknown) => {
      // What each screen showed when a step failed, beside the server's log.
      for (const [name, page] of [
        ['admin', cast.admin],
        ['mirror', cast.mirror],
        ['phone', cast.phone],
      ] as const) {
        await page.screenshot({ path: path.join(work, `failed-${name}.png`) }).catch(() => undefined);
      }
      throw error;
    });

    const filmed = films.map((film) => film.name).sort();
    const listed = [...SHIPPED_VIDEOS].sort();
    if (filmed.join() !== listed.join()) {
      throw new Error(`The walkthroughs film ${filmed.join(', ')}; SHIPPED_VIDEOS lists ${listed.join(', ')}.`);
    }
    const out = path.join(work, 'videos');
    mkdirSync(out);
    const made = films.map((film) => film.write(out));
    // Only now that every video is made: the folder becomes exactly the new files.
    for (const file of readdirSync(videosFolder)) rmSync(path.join(videosFolder, file));
    for (const file of readdirSync(out)) copyFileSync(path.join(out, file), path.join(videosFolder, file));
    return made;
  } finally {
    await browser.close();
  }
}

function report(made: readonly Made[]): void {
  const order = new Map<ShippedVideo, number>(SHIPPED_VIDEOS.map((name, index) => [name, index]));
  const rows = [...made].sort((a, b) => (order.get(a.name) ?? 0) - (order.get(b.name) ?? 0));
  for (const { name, seconds, bytes } of rows) {
    console.log(`${name.padEnd(28)} ${seconds.toFixed(1).padStart(6)} s ${(bytes / 1000).toFixed(0).padStart(6)} kB`);
  }
  const seconds = made.reduce((sum, one) => sum + one.seconds, 0);
  const bytes = made.reduce((sum, one) => sum + one.bytes, 0);
  console.log(
    `${made.length} videos, ${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s, ${(bytes / 1e6).toFixed(2)} MB of MP4`,
  );
}

requireTools();
const work = mkdtempSync(path.join(tmpdir(), 'piiq-videos-'));
const dataDir = path.join(work, 'data');
mkdirSync(dataDir);
const logFile = path.join(work, 'server.log');
let server: RunningServer | undefined;
try {
  server = await startServer({ dataDir, port: await freePort(), logFile });
  report(await makeAll(work, server));
  await server.stop();
  rmSync(work, { recursive: true, force: true });
} catch (error) {
  await server?.stop();
  console.error(`The videos were not made; the server's log and the data are in ${work}.`);
  throw error;
}
