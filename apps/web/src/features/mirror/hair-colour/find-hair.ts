import type { EyeSpots } from './hair-colour-from-pixels.ts';
import { NO_FACE, type FaceBox, type Photo } from './photo-checks.ts';
import { linearRgbToLab, srgbToLinear, type Lab } from './lab.ts';
import type { Models } from './mediapipe.ts';

/*
 * Where the hair is in a portrait: the person, as selfie segmentation draws them, less the face the
 * face detector finds, less anything the colour of that face's skin (forehead, ears, neck) or of the
 * background at the portrait's edges (the segmentation's soft outline takes some in), and only above
 * and beside the face, so the shoulders and clothes stay out. When the segmentation does not cover
 * the face it found no person (it misses some portraits, painted ones especially), and the hair is
 * then what stands apart from the background alone. The models run on a small copy
 * of the photo (WORK_SIDE px on its long side), which is what keeps one portrait under half a second;
 * the colours are then read from the photo itself at up to PHOTO_SIDE px.
 */

const WORK_SIDE = 256;
const PHOTO_SIDE = 1280;
/** Skin within this distance (ΔE*ab) of the face's own is not hair. */
const SKIN_DISTANCE = 11;
/** The segmentation's confidence (0-255) that a pixel is the person: its soft edge, which takes in some background, is left to the background test. */
const PERSON = 128;
/** Colours within this distance (ΔE*ab) of one at the portrait's edges are background. */
const BACKGROUND_DISTANCE = 10;
/** The segmentation found the person when it covers at least this share of the face's box. */
const FACE_COVERED = 0.6;

export interface FoundHair {
  photo: Photo;
  /** One entry a pixel of `photo`: 1 where hair was found. */
  hairMask: Uint8Array;
  eyes: EyeSpots;
  face: FaceBox;
}

function canvasOf(width: number, height: number): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D } {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('This browser cannot draw on a canvas.');
  return { canvas, context };
}

function labAt(pixels: Uint8ClampedArray, pixel: number): Lab {
  const offset = pixel * 4;
  return linearRgbToLab(
    srgbToLinear(pixels[offset] ?? 0),
    srgbToLinear(pixels[offset + 1] ?? 0),
    srgbToLinear(pixels[offset + 2] ?? 0),
  );
}

function medianOf(values: number[]): number {
  const sorted = [...values].sort((first, second) => first - second);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export async function findHair(image: ImageBitmap, models: Models): Promise<FoundHair | { none: string }> {
  const photoScale = Math.min(1, PHOTO_SIDE / Math.max(image.width, image.height));
  const full = canvasOf(Math.round(image.width * photoScale), Math.round(image.height * photoScale));
  full.context.drawImage(image, 0, 0, full.canvas.width, full.canvas.height);
  const workScale = Math.min(1, WORK_SIDE / Math.max(full.canvas.width, full.canvas.height));
  const work = canvasOf(Math.round(full.canvas.width * workScale), Math.round(full.canvas.height * workScale));
  work.context.drawImage(full.canvas, 0, 0, work.canvas.width, work.canvas.height);
  const { width, height } = work.canvas;

  const faces = await models.detectFaces(work.canvas);
  const face = faces[0];
  if (!face) return { none: NO_FACE };
  const masked = canvasOf(width, height);
  await models.segment(work.canvas, masked.context);
  const person = masked.context.getImageData(0, 0, width, height).data;
  const pixels = work.context.getImageData(0, 0, width, height).data;

  const box = face.boundingBox;
  const cx = box.xCenter * width;
  const cy = box.yCenter * height;
  const boxWidth = box.width * width;
  const boxHeight = box.height * height;
  const bottom = cy + boxHeight / 2;

  // The face's skin, from the cheeks and nose: the middle of the box, below the eyes.
  const skinL: number[] = [];
  const skinA: number[] = [];
  const skinB: number[] = [];
  for (let y = Math.round(cy); y < Math.round(cy + boxHeight * 0.25); y++) {
    for (let x = Math.round(cx - boxWidth * 0.25); x < Math.round(cx + boxWidth * 0.25); x++) {
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      const lab = labAt(pixels, y * width + x);
      skinL.push(lab.l);
      skinA.push(lab.a);
      skinB.push(lab.b);
    }
  }
  const skin: Lab = { l: medianOf(skinL), a: medianOf(skinA), b: medianOf(skinB) };

  let faceCovered = 0;
  let faceArea = 0;
  for (let y = Math.max(0, Math.round(cy - boxHeight / 4)); y < Math.min(height, cy + boxHeight / 4); y++) {
    for (let x = Math.max(0, Math.round(cx - boxWidth / 4)); x < Math.min(width, cx + boxWidth / 4); x++) {
      faceArea++;
      if ((person[(y * width + x) * 4] ?? 0) >= PERSON) faceCovered++;
    }
  }
  const segmented = faceArea > 0 && faceCovered / faceArea >= FACE_COVERED;

  // The background's colours: the top rows and the sides down to the chin, where a portrait has no person.
  const background: Lab[] = [];
  const edge = Math.max(2, Math.round(width * 0.03));
  const sideRows = Math.min(height, Math.round(bottom));
  const edgePixels = (width * edge + 2 * edge * sideRows) / 256;
  let sampled = 0;
  for (let y = 0; y < sideRows; y++) {
    for (let x = 0; x < width; x++) {
      if (y >= edge && x >= edge && x < width - edge) continue;
      // Where the person reaches the edge (a portrait framed close), their hair there is not background.
      if (segmented && (person[(y * width + x) * 4] ?? 0) >= PERSON) continue;
      if (sampled++ % Math.max(1, Math.floor(edgePixels)) === 0) background.push(labAt(pixels, y * width + x));
    }
  }
  const isBackground = (lab: Lab) =>
    background.some(
      (colour) =>
        (lab.l - colour.l) ** 2 + (lab.a - colour.a) ** 2 + (lab.b - colour.b) ** 2 < BACKGROUND_DISTANCE ** 2,
    );

  const candidate = new Uint8Array(width * height);
  for (let y = 0; y < height && y < bottom + boxHeight * 0.15; y++) {
    for (let x = Math.max(0, Math.floor(cx - boxWidth * 1.6)); x < Math.min(width, cx + boxWidth * 1.6); x++) {
      const pixel = y * width + x;
      if (segmented && (person[pixel * 4] ?? 0) < PERSON) continue;
      const dx = (x - cx) / (boxWidth * 0.55);
      const dy = (y - cy) / (boxHeight * 0.6);
      if (dx * dx + dy * dy <= 1) continue;
      // The neck, under the chin.
      if (y > bottom - boxHeight * 0.2 && Math.abs(x - cx) < boxWidth * 0.45) continue;
      const lab = labAt(pixels, pixel);
      if (Math.hypot(lab.l - skin.l, lab.a - skin.a, lab.b - skin.b) < SKIN_DISTANCE || isBackground(lab)) continue;
      candidate[pixel] = 1;
    }
  }
  // One pixel in from every edge: where hair meets background or skin the small copy mixes the two.
  const hairWork = new Uint8Array(width * height);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const pixel = y * width + x;
      if (
        candidate[pixel] &&
        candidate[pixel - 1] &&
        candidate[pixel + 1] &&
        candidate[pixel - width] &&
        candidate[pixel + width]
      )
        hairWork[pixel] = 1;
    }
  }

  const photoWidth = full.canvas.width;
  const photoHeight = full.canvas.height;
  const hairMask = new Uint8Array(photoWidth * photoHeight);
  const toWork = width / photoWidth;
  for (let y = 0; y < photoHeight; y++) {
    const row = Math.min(height - 1, Math.floor(y * toWork)) * width;
    for (let x = 0; x < photoWidth; x++) {
      if (hairWork[row + Math.min(width - 1, Math.floor(x * toWork))]) hairMask[y * photoWidth + x] = 1;
    }
  }

  const centres = face.landmarks.slice(0, 2).map((point) => ({ x: point.x * photoWidth, y: point.y * photoHeight }));
  return {
    photo: {
      width: photoWidth,
      height: photoHeight,
      pixels: full.context.getImageData(0, 0, photoWidth, photoHeight).data,
    },
    hairMask,
    eyes: { centres, radius: box.width * photoWidth * 0.12 },
    face: {
      x: (box.xCenter - box.width / 2) * photoWidth,
      y: (box.yCenter - box.height / 2) * photoHeight,
      width: box.width * photoWidth,
      height: box.height * photoHeight,
    },
  };
}
