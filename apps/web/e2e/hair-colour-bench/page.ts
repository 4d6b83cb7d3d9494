/*
 * The hair-colour benchmark's page (bench/hair-colour.ts builds it with Vite and drives it with
 * Playwright): paints a test portrait, or opens a real photograph, frames it as asked, encodes it as
 * the mirror's camera would, and times the whole measure on it, models and all, as the Analysis step
 * runs it.
 */
import { renderHead, type HeadSpec } from '../../src/features/mirror/hair-colour/render-head.ts';
import type { BenchRun, Framing } from './bench-run.ts';

const WHOLE: Framing = { x: 0, y: 0, width: 1, height: 1, scale: 1 };

/** The longest side a real photograph is taken at: a phone's full-size photo is scaled to a camera frame's. */
const LONGEST_SIDE = 1600;

function jpeg(source: CanvasImageSource, width: number, height: number, framing: Framing): Promise<Blob> {
  const fit = Math.min(1, LONGEST_SIDE / Math.max(width * framing.width, height * framing.height)) * framing.scale;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * framing.width * fit);
  canvas.height = Math.round(height * framing.height * fit);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas.');
  context.drawImage(
    source,
    width * framing.x,
    height * framing.y,
    width * framing.width,
    height * framing.height,
    0,
    0,
    canvas.width,
    canvas.height,
  );
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No JPEG.'))), 'image/jpeg', 0.92),
  );
}

async function painted(spec: HeadSpec, seed: number, framing: Framing): Promise<Blob> {
  const head = renderHead(spec, seed);
  const canvas = document.createElement('canvas');
  canvas.width = head.width;
  canvas.height = head.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas.');
  context.putImageData(new ImageData(head.pixels, head.width, head.height), 0, 0);
  return jpeg(canvas, head.width, head.height, framing);
}

async function photograph(url: string, framing: Framing): Promise<Blob> {
  const image = await createImageBitmap(await (await fetch(url)).blob(), { imageOrientation: 'from-image' });
  try {
    return await jpeg(image, image.width, image.height, framing);
  } finally {
    image.close();
  }
}

async function measure(photo: Blob): Promise<BenchRun> {
  const started = performance.now();
  // Imported on the first run, which so carries the module's load with the models', as a mirror's first measure does.
  const { measureHairColour } = await import('../../src/features/mirror/hair-colour/measure-hair-colour.ts');
  const reading = await measureHairColour(photo);
  return { reading, milliseconds: performance.now() - started };
}

const run = async (spec: HeadSpec, seed: number, framing: Framing = WHOLE) =>
  measure(await painted(spec, seed, framing));
const runPhoto = async (url: string, framing: Framing = WHOLE) => measure(await photograph(url, framing));

declare global {
  interface Window {
    hairColourBench: { run: typeof run; runPhoto: typeof runPhoto };
  }
}

window.hairColourBench = { run, runPhoto };
document.body.dataset.ready = 'true';
