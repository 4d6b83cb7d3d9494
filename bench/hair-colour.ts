/**
 * The mirror's on-device hair-colour measure, in Chromium's headless shell as the browser tests run
 * it: the page of apps/web/e2e/hair-colour-bench, built by Vite with the MediaPipe files carried in
 * its assets as the app's build carries them, paints each test portrait (render-head.ts), encodes it
 * as a JPEG and runs the whole measure on it: decoding, selfie segmentation, face detection, the
 * hair's mask and its colour. Printed: the level's error (mean, p95, in levels), the tone's accuracy,
 * the grey share's error (mean, p95, in percentage points), the share of portraits without a
 * suggestion and why, the time per 720x1280 portrait (median, p95) without the one-off load of the
 * models, and that load on its own. Figures are printed, never asserted.
 *
 * The page is served by a small server of its own, with the script sources the app's server gives the
 * measure's frame (decision 059): WebAssembly ('wasm-unsafe-eval', both solutions) and the generated
 * functions of face detection's Emscripten bindings ('unsafe-eval'). It prints the policy it sent.
 * The page runs the measure itself, without the frame: the same code on the same pixels.
 */
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import { launchOptions } from '../apps/web/e2e/support/browser.ts';
import { freePort, repoRoot } from '../apps/web/e2e/support/server.ts';
import type { HairColourReading } from '../apps/web/src/features/mirror/hair-colour/reading.ts';
import { LIGHT_NAMES, type HeadSpec } from '../apps/web/src/features/mirror/hair-colour/render-head.ts';

const PAGE_ROOT = path.join(repoRoot, 'apps/web/e2e/hair-colour-bench');
const WIDTH = 720;
const HEIGHT = 1280;
const TONES = ['warm', 'neutral', 'cool'] as const;
const GREY_SHARES = [0, 10, 30, 60];

const POLICY =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; connect-src 'self'";

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
};

interface Case {
  spec: HeadSpec;
  seed: number;
  /** What the portrait should give: a suggestion, or no suggestion (too dark, no hair). */
  expect: 'suggestion' | 'none';
}

interface BenchRun {
  reading: HairColourReading;
  milliseconds: number;
}

/** Every level, tone and grey share once, the lights taken in turn; then the portraits that have no answer. */
function cases(): Case[] {
  const list: Case[] = [];
  let seed = 1000;
  for (let level = 1; level <= 10; level++)
    for (const [toneIndex, tone] of TONES.entries())
      for (const [greyIndex, greyShare] of GREY_SHARES.entries()) {
        const light = LIGHT_NAMES[(level + toneIndex * 2 + greyIndex) % LIGHT_NAMES.length] ?? 'daylight';
        const hair = seed % 2 === 0 ? 'long' : 'short';
        list.push({
          spec: { level, tone, greyShare, light, hair, width: WIDTH, height: HEIGHT },
          seed: seed++,
          expect: 'suggestion',
        });
      }
  for (let index = 0; index < 3; index++) {
    const base = { level: 3 + index * 3, tone: 'neutral', greyShare: 0, width: WIDTH, height: HEIGHT } as const;
    list.push({ spec: { ...base, light: { gains: [1, 1, 1], exposure: 0.04 } }, seed: seed++, expect: 'none' });
    list.push({ spec: { ...base, light: 'daylight', hair: 'bald' }, seed: seed++, expect: 'none' });
  }
  return list;
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((first, second) => first - second);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? Number.NaN;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const round = (value: number, places = 2) => Number(value.toFixed(places));

function serve(root: string, port: number): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://bench.invalid').pathname);
    const file = path.join(root, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'content-security-policy': POLICY,
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

export async function hairColourBench(): Promise<Record<string, unknown>> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'piiq-hair-colour-bench-'));
  const server = await (async () => {
    await build({
      configFile: false,
      root: PAGE_ROOT,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, target: 'es2022' },
    });
    return serve(outDir, await freePort());
  })();
  const address = server.address();
  const baseURL = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch(launchOptions);
  try {
    const page = await browser.newPage();
    const problems = new Set<string>();
    page.on('pageerror', (error) => problems.add(error.message));
    await page.goto(baseURL);
    await page.locator('body[data-ready="true"]').waitFor({ timeout: 30_000 });

    const measure = (spec: HeadSpec, seed: number) =>
      page.evaluate(
        ([headSpec, headSeed]) =>
          (
            globalThis as unknown as { hairColourBench: { run: (s: HeadSpec, n: number) => Promise<BenchRun> } }
          ).hairColourBench.run(headSpec, headSeed),
        [spec, seed] as const,
      );

    // The first measure loads the module, both solutions and their models: timed on its own.
    const warmUp = await measure(
      { level: 5, tone: 'neutral', greyShare: 0, light: 'daylight', width: WIDTH, height: HEIGHT },
      1,
    );
    const second = await measure(
      { level: 6, tone: 'warm', greyShare: 10, light: 'daylight', width: WIDTH, height: HEIGHT },
      2,
    );

    const levelErrors: number[] = [];
    const greyErrors: number[] = [];
    const times: number[] = [];
    let toneRight = 0;
    const missing: Record<string, number> = {};
    const expectedNone: Record<string, number> = {};
    let suggestionCases = 0;
    const all = cases();
    for (const [index, item] of all.entries()) {
      const { reading, milliseconds } = await measure(item.spec, item.seed);
      times.push(milliseconds);
      if ((index + 1) % 20 === 0) console.log(`hair-colour: ${index + 1}/${all.length} portraits measured`);
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
      if (reading.tone === item.spec.tone) toneRight++;
    }
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
      'page errors': [...problems],
    };
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
    rmSync(outDir, { recursive: true, force: true });
  }
}
