/**
 * A walkthrough filmed as the product's own screens, a still frame per moment: what the screen
 * shows, and, before a tap, the control about to be tapped ringed in the product's rose gold. Each
 * step says its caption first; the frames taken until the next caption are that caption's time, and
 * the caption stays up at least as long as it takes to read. ffmpeg joins the frames into an MP4 and
 * the same times become the WebVTT captions beside it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import type { ShippedVideo } from '@piiq/domain/videos';
import { FRAMES_PER_SECOND, readingTicks, ticksIn, webVtt, type Cue } from './captions.ts';
import { firstCaption, VIDEO_TITLES } from './titles.ts';

/** The videos' size: the admin area is filmed at 1280 × 720 and drawn at three quarters, so it fills it. */
export const FRAME_SIZE = { width: 960, height: 540 } as const;

/** What a frame shows: one landscape screen filling it, or portrait screens (the mirror, a phone) side by side. */
export type Scene = Page | readonly Page[];

/** How long the ringed control shows before it is tapped, and a screen at least, in seconds. */
const POINT_SECONDS = 1.2;
const SHOW_SECONDS = 1;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One screen's picture as the stage draws it: a PNG in base64, its size, and the box to ring on it. */
interface Shot {
  png: string;
  width: number;
  height: number;
  ring: Box | null;
}

type Layout = { kind: 'screens'; shots: Shot[]; full: boolean } | { kind: 'title'; title: string; line: string };

const require = createRequire(import.meta.url);
const font = (weight: number) =>
  readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff2`)).toString('base64');

/** The stage's page: the product's sand background and Inter, from the package the app serves it from. */
function stageHtml(): string {
  const faces = [400, 600]
    .map(
      (weight) =>
        `@font-face{font-family:Inter;font-weight:${weight};src:url(data:font/woff2;base64,${font(weight)}) format('woff2')}`,
    )
    .join('');
  return `<!doctype html><html><head><style>${faces}
html,body{margin:0;width:${FRAME_SIZE.width}px;height:${FRAME_SIZE.height}px;overflow:hidden;background:#F7F3F0;color:#1D1B1F;font-family:Inter,sans-serif}
#stage{width:100%;height:100%;display:flex;align-items:center;justify-content:center;gap:56px}
img{display:block}
.screen{position:relative}
.device{padding:8px;background:#1D1B1F;border-radius:24px}
.device img{border-radius:16px}
.ring{position:absolute;border:3px solid #B5676F;border-radius:10px;box-shadow:0 0 0 3px rgba(255,255,255,.9),0 0 18px 6px rgba(181,103,111,.5)}
.title{width:760px}
.brand{font-weight:600;font-size:28px;margin-bottom:56px}
.title h1{font-weight:600;font-size:48px;line-height:1.15;margin:0 0 20px}
.title p{font-size:24px;line-height:1.4;margin:0;color:#4A4550}
.title .rule{width:64px;height:4px;background:#B5676F;border-radius:2px;margin-bottom:24px}
</style></head><body><div id="stage"></div></body></html>`;
}

/** Draws frames: screens side by side with their ring, or a title card. */
export class Stage {
  private constructor(private readonly page: Page) {}

  static async open(browser: Browser): Promise<Stage> {
    const context = await browser.newContext({ viewport: FRAME_SIZE, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.setContent(stageHtml());
    return new Stage(page);
  }

  async draw(layout: Layout): Promise<Buffer> {
    // No function is named inside the callback: tsx would wrap it in a helper the page does not have.
    await this.page.evaluate(async (next) => {
      const stage = document.getElementById('stage');
      if (!stage) throw new Error('The stage page has no #stage.');
      stage.replaceChildren();
      if (next.kind === 'title') {
        const card = Object.assign(document.createElement('div'), { className: 'title' });
        card.append(
          Object.assign(document.createElement('div'), { className: 'brand', textContent: 'piiq' }),
          Object.assign(document.createElement('div'), { className: 'rule' }),
          Object.assign(document.createElement('h1'), { textContent: next.title }),
          Object.assign(document.createElement('p'), { textContent: next.line }),
        );
        stage.append(card);
      } else {
        // Around a portrait screen, a dark bezel: the ring's box is inside it, past its padding.
        const inset = next.full ? 0 : 8;
        const margin = 6;
        for (const shot of next.shots) {
          const screen = Object.assign(document.createElement('div'), {
            className: next.full ? 'screen' : 'screen device',
          });
          const image = Object.assign(document.createElement('img'), {
            width: shot.width,
            height: shot.height,
            src: `data:image/png;base64,${shot.png}`,
          });
          screen.append(image);
          if (shot.ring) {
            const ring = Object.assign(document.createElement('div'), { className: 'ring' });
            Object.assign(ring.style, {
              left: `${inset + shot.ring.x - margin}px`,
              top: `${inset + shot.ring.y - margin}px`,
              width: `${shot.ring.width + 2 * margin}px`,
              height: `${shot.ring.height + 2 * margin}px`,
            });
            screen.append(ring);
          }
          stage.append(screen);
          await image.decode();
        }
      }
      await document.fonts.ready;
    }, layout);
    return this.page.screenshot({ type: 'png' });
  }
}

/**
 * Waits until the page shows what it has: nothing loading (no busy region, no progress indicator,
 * no video without its first picture), its fonts, the images in view decoded (a lazy one that never
 * comes is waited for 5 s), and two animation frames painted.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('[aria-busy="true"], [role="progressbar"]')].some(
        (element) => element.getClientRects().length > 0,
      ) &&
      // A video shows its first picture once its file has loaded; a camera's stream never is.
      [...document.querySelectorAll('video')].every(
        (video) =>
          video.error !== null ||
          (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA &&
            (video.srcObject !== null || video.networkState !== HTMLMediaElement.NETWORK_LOADING)),
      ),
    undefined,
    { timeout: 30_000 },
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
    });
    const decoded = Promise.all(inView.map((image) => image.decode().catch(() => undefined)));
    await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, 5000))]);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * The screen once it has stopped changing: two pictures a moment apart are the same. What the page
 * cannot say it is doing still ends this way, such as the spinner a video player's own controls, in
 * the browser's closed shadow root, fade out a second or so after the file has loaded.
 */
async function stillPicture(page: Page): Promise<Buffer> {
  const take = () => page.screenshot({ type: 'png', animations: 'disabled', caret: 'hide' });
  let picture = await take();
  for (let tries = 0; tries < 40; tries++) {
    await page.waitForTimeout(150);
    const again = await take();
    if (again.equals(picture)) return picture;
    picture = again;
  }
  throw new Error(`The screen at ${page.url()} kept changing for 6 s.`);
}

async function shoot(page: Page, ring: Locator | undefined): Promise<Shot> {
  // In the middle of the screen, clear of the top bar and of a sticky footer.
  await ring?.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'nearest' }));
  await settle(page);
  const png = await stillPicture(page);
  const scale = await page.evaluate(() => window.devicePixelRatio);
  const box = ring ? await ring.boundingBox() : null;
  if (ring && !box) throw new Error(`Nothing to ring: ${ring.toString()} is not on screen.`);
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  return {
    png: png.toString('base64'),
    width,
    height,
    ring: box && {
      x: box.x * scale,
      y: box.y * scale,
      width: box.width * scale,
      height: box.height * scale,
    },
  };
}

interface Frame {
  png: Buffer;
  ticks: number;
}

/** What a made video came to. */
export interface Made {
  name: ShippedVideo;
  seconds: number;
  bytes: number;
}

export class Film {
  private readonly frames: Frame[] = [];
  private readonly cues: Cue[] = [];
  private caption: { text: string; start: number } | null = null;
  private ticks = 0;

  constructor(
    readonly name: ShippedVideo,
    private readonly stage: Stage,
  ) {}

  /** The video's title card (titles.ts), its words the first caption. */
  async title(): Promise<void> {
    this.say(firstCaption(this.name));
    this.add(await this.stage.draw({ kind: 'title', ...VIDEO_TITLES[this.name] }), ticksIn(SHOW_SECONDS));
  }

  /** Starts the next step's caption; the step before stays on screen until its caption has been read. */
  say(text: string): void {
    this.endCaption();
    this.caption = { text, start: this.ticks };
  }

  /** The scene as it is, with `ring` around a control or a region of it, scrolled into view. */
  async show(scene: Scene, ring?: Locator, seconds = SHOW_SECONDS): Promise<void> {
    const pages = Array.isArray(scene) ? scene : [scene as Page];
    const shots: Shot[] = [];
    for (const page of pages) shots.push(await shoot(page, ring && ring.page() === page ? ring : undefined));
    const full = shots.length === 1 && shots[0]?.width === FRAME_SIZE.width && shots[0]?.height === FRAME_SIZE.height;
    this.add(await this.stage.draw({ kind: 'screens', shots, full }), ticksIn(seconds));
  }

  /**
   * A tap, as a viewer follows it: the control ringed, then tapped, then the scene once `done` has
   * seen its outcome (`after` when the outcome shows elsewhere, such as the mirror after a phone).
   */
  async tap(scene: Scene, target: Locator, done?: () => Promise<unknown>, after: Scene = scene): Promise<void> {
    await this.show(scene, target, POINT_SECONDS);
    await target.click();
    await done?.();
    await this.show(after);
  }

  /** A field typed in, shown ringed with what it holds. */
  async type(scene: Scene, field: Locator, value: string): Promise<void> {
    await field.fill(value);
    await this.show(scene, field, POINT_SECONDS);
  }

  private add(png: Buffer, ticks: number): void {
    if (!this.caption) throw new Error(`${this.name}: a frame before any caption.`);
    const last = this.frames.at(-1);
    // The same picture again (a step that changed nothing on screen) holds the one before.
    if (last?.png.equals(png)) last.ticks += ticks;
    else this.frames.push({ png, ticks });
    this.ticks += ticks;
  }

  private endCaption(): void {
    if (!this.caption) return;
    const { text, start } = this.caption;
    const short = readingTicks(text) - (this.ticks - start);
    const last = this.frames.at(-1);
    if (short > 0 && last) {
      last.ticks += short;
      this.ticks += short;
    }
    this.cues.push({ start, end: this.ticks, text });
    this.caption = null;
  }

  /** Writes NAME.mp4 (ffmpeg, H.264 baseline) and NAME.vtt into `folder`. */
  write(folder: string): Made {
    this.endCaption();
    const work = mkdtempSync(path.join(tmpdir(), `piiq-video-${this.name}-`));
    try {
      // ffmpeg's concat list: each picture and how long it stays; the last is named twice, as the
      // concat demuxer takes the last entry's duration only from an entry after it.
      const list: string[] = [];
      this.frames.forEach((frame, index) => {
        const file = `frame-${String(index).padStart(4, '0')}.png`;
        writeFileSync(path.join(work, file), frame.png);
        list.push(`file '${file}'`, `duration ${(frame.ticks / FRAMES_PER_SECOND).toFixed(3)}`);
        if (index === this.frames.length - 1) list.push(`file '${file}'`);
      });
      writeFileSync(path.join(work, 'frames.txt'), `${list.join('\n')}\n`);
      const video = path.join(folder, `${this.name}.mp4`);
      run('ffmpeg', [
        ...['-hide_banner', '-loglevel', 'error', '-y'],
        ...['-f', 'concat', '-safe', '0', '-i', path.join(work, 'frames.txt')],
        ...['-vf', `fps=${FRAMES_PER_SECOND},format=yuv420p`, '-frames:v', String(this.ticks)],
        // Baseline H.264 in yuv420p plays in every browser. Still pictures: -tune stillimage, and
        // one thread, so the same frames always make the same file.
        ...['-c:v', 'libx264', '-profile:v', 'baseline', '-preset', 'veryslow', '-tune', 'stillimage'],
        ...['-crf', '30', '-threads', '1'],
        ...['-movflags', '+faststart', '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact', '-an'],
        video,
      ]);
      const counted = Number(
        run('ffprobe', [
          ...['-v', 'error', '-count_frames', '-select_streams', 'v:0'],
          ...['-show_entries', 'stream=nb_read_frames', '-of', 'csv=p=0', video],
        ]).trim(),
      );
      if (counted !== this.ticks) {
        throw new Error(`${this.name}.mp4 has ${counted} frames where its captions count ${this.ticks}.`);
      }
      writeFileSync(path.join(folder, `${this.name}.vtt`), webVtt(this.cues));
      return { name: this.name, seconds: this.ticks / FRAMES_PER_SECOND, bytes: statSync(video).size };
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
}

/** Runs a tool to its end; its output, or an error with what it said. */
export function run(command: string, args: readonly string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw new Error(`${command} could not run: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} failed (exit ${result.status}):\n${result.stderr}`);
  return result.stdout;
}
