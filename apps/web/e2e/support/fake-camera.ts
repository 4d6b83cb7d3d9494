import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type TestInfo } from '@playwright/test';
import { mirrorPortraitCameraLaunchOptions } from './browser.ts';

/*
 * Chromium's fake camera films a file when given --use-file-for-fake-video-capture: a YUV4MPEG2 stream
 * (.y4m) of planar 4:2:0 frames, which it plays in a loop. The mirror's tests point it at a rendered
 * portrait, so the camera shows a face with hair the on-device measure can read, not a test pattern.
 */

/** An RGBA picture as ImageData holds it, row by row. */
export interface RgbaPicture {
  width: number;
  height: number;
  pixels: Uint8ClampedArray;
}

const clampByte = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

/**
 * One frame as Y, Cb and Cr planes: BT.601 with studio range (Y 16-235, chroma 16-240), which
 * Chromium's reader expects of a y4m file. Chroma is the mean of each 2×2 block.
 */
function yuv420(picture: RgbaPicture): Uint8Array {
  const { width, height, pixels } = picture;
  const chromaWidth = Math.ceil(width / 2);
  const chromaHeight = Math.ceil(height / 2);
  const frame = new Uint8Array(width * height + 2 * chromaWidth * chromaHeight);
  const cbPlane = width * height;
  const crPlane = cbPlane + chromaWidth * chromaHeight;
  const sums = new Float64Array(chromaWidth * chromaHeight * 3);
  const counts = new Uint8Array(chromaWidth * chromaHeight);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const r = pixels[at] ?? 0;
      const g = pixels[at + 1] ?? 0;
      const b = pixels[at + 2] ?? 0;
      frame[y * width + x] = clampByte(16 + 0.257 * r + 0.504 * g + 0.098 * b);
      const block = (y >> 1) * chromaWidth + (x >> 1);
      sums[block * 3] = (sums[block * 3] ?? 0) + r;
      sums[block * 3 + 1] = (sums[block * 3 + 1] ?? 0) + g;
      sums[block * 3 + 2] = (sums[block * 3 + 2] ?? 0) + b;
      counts[block] = (counts[block] ?? 0) + 1;
    }
  }
  for (let block = 0; block < counts.length; block++) {
    const count = counts[block] ?? 1;
    const r = (sums[block * 3] ?? 0) / count;
    const g = (sums[block * 3 + 1] ?? 0) / count;
    const b = (sums[block * 3 + 2] ?? 0) / count;
    frame[cbPlane + block] = clampByte(128 - 0.148 * r - 0.291 * g + 0.439 * b);
    frame[crPlane + block] = clampByte(128 + 0.439 * r - 0.368 * g - 0.071 * b);
  }
  return frame;
}

/**
 * Writes `picture` as a y4m file of `frames` identical frames. A still picture needs only a few: the
 * browser loops the file, and each frame costs width × height × 1.5 bytes.
 */
export async function writeY4m(path: string, picture: RgbaPicture, frames = 3): Promise<void> {
  const header = Buffer.from(`YUV4MPEG2 W${picture.width} H${picture.height} F30:1 Ip A1:1 C420\n`, 'ascii');
  const frameHeader = Buffer.from('FRAME\n', 'ascii');
  const frame = yuv420(picture);
  const parts: Uint8Array[] = [header];
  for (let index = 0; index < frames; index++) parts.push(frameHeader, frame);
  await writeFile(path, Buffer.concat(parts));
}

/**
 * A browser of its own whose camera films `picture`: the runner's browser is shared by the worker's
 * tests and has no camera. The stream is written in the test's output folder.
 */
export async function launchWithPortraitCamera(testInfo: TestInfo, picture: RgbaPicture): Promise<Browser> {
  const y4m = testInfo.outputPath('portrait.y4m');
  await mkdir(path.dirname(y4m), { recursive: true });
  await writeY4m(y4m, picture);
  return chromium.launch(mirrorPortraitCameraLaunchOptions(y4m));
}
