/**
 * The mirror's on-device hair-colour measure, in Chromium's headless shell as the browser tests run
 * it: the page of apps/web/e2e/hair-colour-bench, built by Vite with the MediaPipe files carried in
 * its assets as the app's build carries them, paints each test portrait (render-head.ts), encodes it
 * as a JPEG and runs the whole measure on it: decoding, selfie segmentation, face detection, the
 * hair's mask and its colour. Printed: the level's error (mean, p95, in levels), the tone's accuracy,
 * the grey share's error (mean, p95, in percentage points), the share of portraits without a
 * suggestion and why, the time per 720x1280 portrait (median, p95) without the one-off load of the
 * models, and that load on its own; the portraits it must refuse (black and white, sepia, covered
 * heads, tiny faces) and what it answered; the framing spread (one portrait cropped, moved and
 * scaled: how far apart its levels read); the calibration (per confidence band, the share of
 * readings within one level of the truth); and the same figures on real photographs (real-photos.ts,
 * from npm packages, judged by eye). Figures are printed, never asserted.
 *
 * The page is served by a small server of its own, with the script sources the app's server gives the
 * measure's frame (decision 059): WebAssembly ('wasm-unsafe-eval', both solutions) and the generated
 * functions of face detection's Emscripten bindings ('unsafe-eval'). It prints the policy it sent.
 * The page runs the measure itself, without the frame: the same code on the same pixels.
 */
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { confidenceBand, type ConfidenceBand } from '@piiq/domain/hair-colour';
import { build } from 'vite';
import { REAL_PHOTOS, type RealPhoto } from '../apps/web/e2e/hair-colour-bench/real-photos.ts';
import type { BenchRun, Framing } from '../apps/web/e2e/hair-colour-bench/bench-run.ts';
import { launchOptions } from '../apps/web/e2e/support/browser.ts';
import { freePort, repoRoot } from '../apps/web/e2e/support/server.ts';
import {
  BLACK_AND_WHITE,
  NO_FACE,
  FACE_TOO_SMALL,
  HAIR_COVERED,
  TINTED,
} from '../apps/web/src/features/mirror/hair-colour/photo-checks.ts';
import type { HairColourReading } from '../apps/web/src/features/mirror/hair-colour/reading.ts';
import { LIGHT_NAMES, type HeadSpec } from '../apps/web/src/features/mirror/hair-colour/render-head.ts';

const PAGE_ROOT = path.join(repoRoot, 'apps/web/e2e/hair-colour-bench');
const WIDTH = 720;
const HEIGHT = 1280;
const TONES = ['warm', 'neutral', 'cool'] as const;
const GREY_SHARES = [0, 10, 30, 60];
const BANDS: ConfidenceBand[] = ['confident', 'rough', 'unsure'];

/** The same portrait as the camera took it, trimmed, moved off centre and taken at half the size. */
const FRAMINGS: Readonly<Record<string, Framing>> = {
  'as taken': { x: 0, y: 0, width: 1, height: 1, scale: 1 },
  trimmed: { x: 0.08, y: 0.04, width: 0.84, height: 0.8, scale: 1 },
  'off centre': { x: 0.12, y: 0, width: 0.88, height: 0.9, scale: 1 },
  'half size': { x: 0, y: 0, width: 1, height: 1, scale: 0.5 },
};

const POLICY =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'";

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};

interface Case {
  spec: HeadSpec;
  seed: number;
  /** What the portrait should give: a suggestion, or no suggestion (too dark, no hair, or one of the refusals). */
  expect: 'suggestion' | 'none';
  /** The refusals it may give, when it is one of those. */
  reasons?: readonly string[];
}

const portrait = (spec: Omit<HeadSpec, 'width' | 'height'>): HeadSpec => ({ ...spec, width: WIDTH, height: HEIGHT });

/** Every level, tone and grey share once, the lights taken in turn; then the portraits that have no answer. */
function cases(): Case[] {
  const list: Case[] = [];
  let seed = 1000;
  for (let level = 1; level <= 10; level++)
    for (const [toneIndex, tone] of TONES.entries())
      for (const [greyIndex, greyShare] of GREY_SHARES.entries()) {
        const light = LIGHT_NAMES[(level + toneIndex * 2 + greyIndex) % LIGHT_NAMES.length] ?? 'daylight';
        const hair = seed % 2 === 0 ? 'long' : 'short';
        list.push({ spec: portrait({ level, tone, greyShare, light, hair }), seed: seed++, expect: 'suggestion' });
      }
  for (let index = 0; index < 3; index++) {
    const base = { level: 3 + index * 3, tone: 'neutral', greyShare: 0 } as const;
    list.push({
      spec: portrait({ ...base, light: { gains: [1, 1, 1], exposure: 0.04 } }),
      seed: seed++,
      expect: 'none',
    });
    list.push({ spec: portrait({ ...base, light: 'daylight', hair: 'bald' }), seed: seed++, expect: 'none' });
  }
  return list;
}

/** Harder portraits whose hair is still known: a dim room, casts near the limit, a head far from the camera. */
function hardCases(): Case[] {
  const conditions: Array<Partial<HeadSpec>> = [
    { light: { gains: [1, 1, 1], exposure: 0.18 } },
    { light: { gains: [1.3, 0.92, 0.6], exposure: 0.8 } },
    { light: { gains: [0.78, 0.96, 1.42], exposure: 0.9 } },
    { light: { gains: [1, 1, 1], exposure: 1.6 } },
    { light: 'daylight', headScale: 0.5 },
  ];
  const list: Case[] = [];
  let seed = 5000;
  for (const [index, condition] of conditions.entries())
    for (const level of [1, 3, 5, 7, 9, 10]) {
      const tone = TONES[(level + index) % 3] ?? 'neutral';
      const spec = portrait({ level, tone, greyShare: (level * 7) % 40, light: 'daylight', ...condition });
      list.push({ spec, seed: seed++, expect: 'suggestion' });
    }
  return list;
}

/** The portraits the measure must refuse, each with the reason it must give. */
function refusalCases(): Case[] {
  const list: Case[] = [];
  let seed = 7000;
  const plain = { tone: 'warm', greyShare: 0, light: 'daylight', hair: 'long' } as const;
  for (const level of [2, 6, 9]) {
    list.push({
      spec: portrait({ ...plain, level, finish: 'greyscale' }),
      seed: seed++,
      expect: 'none',
      reasons: [BLACK_AND_WHITE],
    });
    list.push({
      spec: portrait({ ...plain, level, finish: 'sepia' }),
      seed: seed++,
      expect: 'none',
      reasons: [TINTED],
    });
    list.push({
      spec: portrait({ ...plain, level, headScale: 0.28 }),
      seed: seed++,
      expect: 'none',
      reasons: [FACE_TOO_SMALL, NO_FACE],
    });
  }
  const covers = [
    { kind: 'cap', colour: { l: 16, a: 1, b: -2 } },
    { kind: 'cap', colour: { l: 40, a: 2, b: -28 } },
    { kind: 'beanie', colour: { l: 42, a: 38, b: 22 } },
    { kind: 'beanie', colour: { l: 70, a: 0, b: 3 } },
    { kind: 'towel', colour: { l: 62, a: -22, b: -20 } },
    { kind: 'towel', colour: { l: 93, a: 0, b: 2 } },
    { kind: 'hood', colour: { l: 30, a: 4, b: -26 } },
    { kind: 'hood', colour: { l: 22, a: 0, b: 0 } },
  ] as const;
  for (const [index, cover] of covers.entries())
    list.push({
      spec: portrait({ ...plain, level: [4, 7, 8][index % 3] ?? 5, cover }),
      seed: seed++,
      expect: 'none',
      reasons: [HAIR_COVERED],
    });
  return list;
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((first, second) => first - second);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? Number.NaN;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const round = (value: number, places = 2) => Number(value.toFixed(places));
const share = (part: number, whole: number) => (whole === 0 ? 'none' : `${round(part / whole)} (${part}/${whole})`);

function serve(root: string, port: number): Promise<http.Server> {
  const require = createRequire(import.meta.url);
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://bench.invalid').pathname);
    const photo = pathname.startsWith('/real/') ? REAL_PHOTOS.find((each) => `/real/${each.id}` === pathname) : null;
    const file = photo ? require.resolve(photo.module) : path.join(root, pathname === '/' ? 'index.html' : pathname);
    if ((!photo && !file.startsWith(root)) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      'content-security-policy': POLICY,
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** One reading against the truth, for the calibration table. */
interface Scored {
  confidence: number;
  withinOne: boolean;
}

function calibration(scored: Scored[]): Record<string, string> {
  return Object.fromEntries(
    BANDS.map((band) => {
      const inBand = scored.filter((each) => confidenceBand(each.confidence) === band);
      return [band, share(inBand.filter((each) => each.withinOne).length, inBand.length)];
    }),
  );
}

const answerOf = (reading: HairColourReading) =>
  reading.kind === 'none'
    ? reading.reason
    : `level ${reading.level} ${reading.tone}, ${reading.greyShare}% grey, confidence ${reading.confidence}`;

export async function hairColourBench(): Promise<Record<string, unknown>> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'piiq-hair-colour-bench-'));
  await build({
    configFile: false,
    root: PAGE_ROOT,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  const server = await serve(outDir, await freePort());
  const address = server.address();
  const baseURL = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch(launchOptions);
  try {
    const page = await browser.newPage();
    const problems = new Set<string>();
    page.on('pageerror', (error) => problems.add(error.message));
    await page.goto(baseURL);
    await page.locator('body[data-ready="true"]').waitFor({ timeout: 30_000 });

    type Bench = {
      run: (s: HeadSpec, n: number, f?: Framing) => Promise<BenchRun>;
      runPhoto: (url: string, f?: Framing) => Promise<BenchRun>;
    };
    const measure = (spec: HeadSpec, seed: number, framing?: Framing) =>
      page.evaluate(
        ([headSpec, headSeed, headFraming]) =>
          (globalThis as unknown as { hairColourBench: Bench }).hairColourBench.run(
            headSpec,
            headSeed,
            headFraming ?? undefined,
          ),
        [spec, seed, framing ?? null] as const,
      );
    const measurePhoto = (photo: RealPhoto, framing: Framing) =>
      page.evaluate(
        ([url, photoFraming]) =>
          (globalThis as unknown as { hairColourBench: Bench }).hairColourBench.runPhoto(url, photoFraming),
        [`/real/${photo.id}`, framing] as const,
      );

    // The first measure loads the module, both solutions and their models: timed on its own.
    const warmUp = await measure(portrait({ level: 5, tone: 'neutral', greyShare: 0, light: 'daylight' }), 1);
    const second = await measure(portrait({ level: 6, tone: 'warm', greyShare: 10, light: 'daylight' }), 2);

    const levelErrors: number[] = [];
    const greyErrors: number[] = [];
    const times: number[] = [];
    const scored: Scored[] = [];
    let toneRight = 0;
    const missing: Record<string, number> = {};
    const expectedNone: Record<string, number> = {};
    let suggestionCases = 0;
    const all = cases();
    for (const [index, item] of all.entries()) {
      const { reading, milliseconds } = await measure(item.spec, item.seed);
      times.push(milliseconds);
      if ((index + 1) % 40 === 0) console.log(`hair-colour: ${index + 1}/${all.length} portraits measured`);
      if (item.expect === 'none') {
        const answer = reading.kind === 'none' ? reading.reason : `a suggestion (level ${reading.level})`;
        expectedNone[answer] = (expectedNone[answer] ?? 0) + 1;
        continue;
      }
      suggestionCases++;
      if (reading.kind === 'none') {
        missing[reading.reason] = (missing[reading.reason] ?? 0) + 1;
        continue;
      }
      levelErrors.push(Math.abs(reading.level - item.spec.level));
      greyErrors.push(Math.abs(reading.greyShare - item.spec.greyShare));
      scored.push({ confidence: reading.confidence, withinOne: Math.abs(reading.level - item.spec.level) <= 1 });
      if (reading.tone === item.spec.tone) toneRight++;
    }

    const hard = { measured: 0, refused: {} as Record<string, number>, withinOne: 0 };
    for (const item of hardCases()) {
      const { reading } = await measure(item.spec, item.seed);
      if (reading.kind === 'none') {
        hard.refused[reading.reason] = (hard.refused[reading.reason] ?? 0) + 1;
        continue;
      }
      hard.measured++;
      const withinOne = Math.abs(reading.level - item.spec.level) <= 1;
      if (withinOne) hard.withinOne++;
      scored.push({ confidence: reading.confidence, withinOne });
    }
    console.log('hair-colour: hard portraits measured');

    const refusals: Record<string, string> = {};
    let refusedRight = 0;
    const refusalList = refusalCases();
    for (const item of refusalList) {
      const { reading } = await measure(item.spec, item.seed);
      // An unsure reading is shown as no suggestion: refused in effect, and said so.
      const unsure = reading.kind === 'suggestion' && confidenceBand(reading.confidence) === 'unsure';
      const right = unsure || (reading.kind === 'none' && (item.reasons ?? []).includes(reading.reason));
      if (right) refusedRight++;
      const name = item.spec.cover
        ? `${item.spec.cover.kind} (L* ${item.spec.cover.colour.l}) over level ${item.spec.level}`
        : item.spec.finish
          ? `${item.spec.finish}, level ${item.spec.level}`
          : `head at ${item.spec.headScale} size, level ${item.spec.level}`;
      refusals[name] =
        `${unsure ? 'shown as no suggestion (unsure)' : right ? 'refused as it should' : 'WRONG'}: ${answerOf(reading)}`;
    }
    console.log('hair-colour: refusals measured');

    // Framing: every fourth portrait, taken four ways; the spread is the distance between its highest and lowest level.
    const spreads: number[] = [];
    let framingRefusals = 0;
    let framed = 0;
    for (const item of all.filter((each, index) => each.expect === 'suggestion' && index % 4 === 0)) {
      const levels: number[] = [];
      for (const framing of Object.values(FRAMINGS)) {
        const { reading } = await measure(item.spec, item.seed, framing);
        framed++;
        if (reading.kind === 'none') framingRefusals++;
        else {
          levels.push(reading.level);
          scored.push({ confidence: reading.confidence, withinOne: Math.abs(reading.level - item.spec.level) <= 1 });
        }
      }
      if (levels.length > 1) spreads.push(Math.max(...levels) - Math.min(...levels));
    }
    console.log('hair-colour: framings measured');

    const real = await realPhotoFigures(measurePhoto);
    const noSuggestion = Object.values(missing).reduce((sum, count) => sum + count, 0);
    return {
      portraits: `${all.length} at ${WIDTH}x${HEIGHT}: ${suggestionCases} with hair to read, ${all.length - suggestionCases} without (too dark, bald)`,
      'content security policy served': POLICY,
      'first measure, with the models loaded (ms)': round(warmUp.milliseconds, 0),
      'second measure (ms)': round(second.milliseconds, 0),
      'models load, one-off (ms, first minus second)': round(warmUp.milliseconds - second.milliseconds, 0),
      'time per portrait (ms)': { median: round(percentile(times, 0.5), 0), p95: round(percentile(times, 0.95), 0) },
      'level error (levels)': { mean: round(mean(levelErrors)), p95: round(percentile(levelErrors, 0.95)) },
      'tone accuracy': round(toneRight / levelErrors.length),
      'grey share error (percentage points)': {
        mean: round(mean(greyErrors), 1),
        p95: round(percentile(greyErrors, 0.95)),
      },
      'share without a suggestion (of portraits with hair)': round(noSuggestion / suggestionCases),
      'why no suggestion': missing,
      'portraits that should give none': expectedNone,
      'hard portraits (dim, casts near the limit, far from the camera)': {
        'within one level': share(hard.withinOne, hard.measured),
        refused: hard.refused,
      },
      'portraits to refuse': {
        'refused, or shown as no suggestion, as they should': share(refusedRight, refusalList.length),
        each: refusals,
      },
      'framing spread (levels, one portrait four ways)': {
        portraits: spreads.length,
        'within one level': share(spreads.filter((spread) => spread <= 1).length, spreads.length),
        median: round(percentile(spreads, 0.5)),
        p95: round(percentile(spreads, 0.95)),
        max: round(Math.max(...spreads)),
        'framings refused': share(framingRefusals, framed),
      },
      'calibration, painted (share within one level, per confidence band)': calibration(scored),
      'real photographs': real,
      'page errors': [...problems],
    };
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** A framing of the person's crop, as shares of the whole photo. */
function withinCrop(framing: Framing, crop: RealPhoto['crop']): Framing {
  if (!crop) return framing;
  return {
    x: crop.x + framing.x * crop.width,
    y: crop.y + framing.y * crop.height,
    width: framing.width * crop.width,
    height: framing.height * crop.height,
    scale: framing.scale,
  };
}

/** Each real photograph four ways: what it read against what the eye judged, the spread, and the calibration. */
async function realPhotoFigures(
  measurePhoto: (photo: RealPhoto, framing: Framing) => Promise<BenchRun>,
): Promise<Record<string, unknown>> {
  const each: Record<string, string> = {};
  const scored: Scored[] = [];
  const spreads: number[] = [];
  let suggestions = 0;
  let toneRight = 0;
  let refusedRight = 0;
  let refusals = 0;
  let wronglyRefused = 0;
  let shouldRead = 0;
  for (const photo of REAL_PHOTOS) {
    const answers: string[] = [];
    const levels: number[] = [];
    for (const [name, framing] of Object.entries(FRAMINGS)) {
      const { reading } = await measurePhoto(photo, withinCrop(framing, photo.crop));
      answers.push(`${name}: ${answerOf(reading)}`);
      if (photo.expect.kind === 'refusal') {
        refusals++;
        // An unsure reading is shown as no suggestion: the stylist sees none, as for a refusal.
        if (reading.kind === 'none' || confidenceBand(reading.confidence) === 'unsure') refusedRight++;
        continue;
      }
      shouldRead++;
      if (reading.kind === 'none') {
        wronglyRefused++;
        continue;
      }
      suggestions++;
      levels.push(reading.level);
      if (reading.tone === photo.expect.tone) toneRight++;
      scored.push({ confidence: reading.confidence, withinOne: Math.abs(reading.level - photo.expect.level) <= 1 });
    }
    if (levels.length > 1) spreads.push(Math.max(...levels) - Math.min(...levels));
    const judged =
      photo.expect.kind === 'refusal'
        ? `to refuse (${photo.expect.why})`
        : `level ${photo.expect.level} ${photo.expect.tone}, ${photo.expect.greyShare}% grey`;
    each[photo.id] = `judged ${judged} | ${answers.join(' | ')}`;
  }
  console.log('hair-colour: real photographs measured');
  return {
    photographs: `${REAL_PHOTOS.length} (${REAL_PHOTOS.filter((photo) => photo.crop).length} of them one person framed from a group photo), each four ways`,
    'within one level of the eye': share(scored.filter((score) => score.withinOne).length, scored.length),
    'shown as a suggestion (confident or a rough guess)': share(
      scored.filter((score) => confidenceBand(score.confidence) !== 'unsure').length,
      shouldRead,
    ),
    'tone as judged': share(toneRight, suggestions),
    'refused though readable': share(wronglyRefused, shouldRead),
    'refused or shown as no suggestion, as they should (group photos, tiny faces)': share(refusedRight, refusals),
    'framing spread within one level': share(spreads.filter((spread) => spread <= 1).length, spreads.length),
    'calibration (share within one level, per confidence band)': calibration(scored),
    each,
  };
}
