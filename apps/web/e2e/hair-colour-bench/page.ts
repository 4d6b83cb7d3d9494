/*
 * The hair-colour benchmark's page (bench/hair-colour.ts builds it with Vite and drives it with
 * Playwright): paints a test portrait, encodes it as the mirror's camera would, and times the whole
 * measure on it, models and all, as the Analysis step runs it.
 */
import { renderHead, type HeadSpec } from '../../src/features/mirror/hair-colour/render-head.ts';
import type { HairColourReading } from '../../src/features/mirror/hair-colour/reading.ts';

export interface BenchRun {
  reading: HairColourReading;
  /** The measure alone, from the JPEG to the reading. */
  milliseconds: number;
}

async function portrait(spec: HeadSpec, seed: number): Promise<Blob> {
  const head = renderHead(spec, seed);
  const canvas = document.createElement('canvas');
  canvas.width = head.width;
  canvas.height = head.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas.');
  context.putImageData(new ImageData(head.pixels, head.width, head.height), 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No JPEG.'))), 'image/jpeg', 0.92),
  );
}

async function run(spec: HeadSpec, seed: number): Promise<BenchRun> {
  const photo = await portrait(spec, seed);
  const started = performance.now();
  // Imported on the first run, which so carries the module's load with the models', as a mirror's first measure does.
  const { measureHairColour } = await import('../../src/features/mirror/hair-colour/measure-hair-colour.ts');
  const reading = await measureHairColour(photo);
  return { reading, milliseconds: performance.now() - started };
}

declare global {
  interface Window {
    hairColourBench: { run: typeof run };
  }
}

window.hairColourBench = { run };
document.body.dataset.ready = 'true';
