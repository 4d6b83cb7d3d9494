import { HAIR_TONES, type HairTone } from '@piiq/domain/hair-colour';
import { levelOfLightness, SCLERA, shadeAb } from './hair-shades.ts';
import { chroma, labToLinearRgb, linearRgbToLab, srgbToLinear } from './lab.ts';
import type { HairColourReading } from './reading.ts';

/*
 * The hair's colour from its pixels: pure arithmetic, so it is tested in Node on portraits whose
 * hair is known, apart from the models that find the hair in the browser.
 *
 * - Light: the white of the eyes is the reference. Its colour in the photo gives the light's colour
 *   (the camera's white balance left over) and its brightness the exposure; every hair pixel is
 *   corrected by both before it is read. Without the eyes the photo is read as it is, and trusted less.
 * - Level: the median lightness (L*) of the pigmented hair, read against the level chart.
 * - Tone: the median a*, b* of the pigmented hair, nearest of the chart's warm, neutral and cool
 *   shades at that level.
 * - Grey: the share of hair pixels that are near-achromatic and lighter than the pigmented hair.
 */

export const TOO_DARK = 'The photo is too dark to read the hair colour: add light and retake the portrait.';
export const TOO_BRIGHT =
  'The photo is too bright to read the hair colour: soften the light or step out of direct sun, and retake the portrait.';
export const NO_HAIR =
  'No hair was found in the portrait: make sure the hair is in the frame and not under a hat or scarf, and retake the portrait.';

export interface Photo {
  width: number;
  height: number;
  /** RGBA, row by row, as ImageData holds it. */
  pixels: Uint8ClampedArray;
}

export interface EyeSpots {
  /** The pupils' centres, in the photo's pixels. */
  centres: ReadonlyArray<{ x: number; y: number }>;
  /** How far round each centre the white of the eye lies, in pixels. */
  radius: number;
}

/** What the white of the eyes tells about the light. */
export interface LightReading {
  /** Multiplies each linear channel to bring the sclera to its daylight white. */
  gains: [number, number, number];
  /** The sclera's linear luminance as photographed: about 0.72 in a well exposed photo. */
  whiteLuminance: number;
}

/** Below this sclera luminance the hair's shades are lost in the sensor's noise and rounding. */
const DARKEST_WHITE = 0.07;
/** Without eyes: a photo whose average luminance is under this is too dark to read. */
const DARKEST_PHOTO = 0.012;
/** A share of clipped hair pixels above this and the lightest shades are gone. */
const MOST_CLIPPED = 0.4;
const CLIPPED = 254;
/** The hair pixels read at most, evenly spread: the shares and medians settle long before. */
const MOST_SAMPLES = 40_000;
/** Hair found below this share of the photo is too little to read (and likely not hair). */
const LEAST_HAIR_SHARE = 0.004;

const SCLERA_LINEAR = labToLinearRgb(SCLERA);

function luminance(r: number, g: number, b: number): number {
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The sclera round each eye: the brightest pixels of a small box round the pupil, skipping the
 * brightest hundredth (a catchlight). Lids, lashes, brows, iris and skin are all darker.
 */
export function lightFromEyes(photo: Photo, eyes: EyeSpots): LightReading | null {
  const samples: Array<[number, number, number, number]> = [];
  const radius = Math.max(1, Math.round(eyes.radius));
  for (const centre of eyes.centres) {
    const spot: Array<[number, number, number, number]> = [];
    // Taller than wide: a detector's eye point can sit on the brow or the lower lid.
    for (let dy = -Math.round(radius * 1.5); dy <= radius * 1.5; dy++) {
      for (let dx = -radius; dx <= radius; dx++) {
        const x = Math.round(centre.x + dx);
        const y = Math.round(centre.y + dy);
        if (x < 0 || y < 0 || x >= photo.width || y >= photo.height) continue;
        const offset = (y * photo.width + x) * 4;
        const r = photo.pixels[offset] ?? 0;
        const g = photo.pixels[offset + 1] ?? 0;
        const b = photo.pixels[offset + 2] ?? 0;
        const lr = srgbToLinear(r);
        const lg = srgbToLinear(g);
        const lb = srgbToLinear(b);
        spot.push([luminance(lr, lg, lb), lr, lg, lb]);
      }
    }
    if (spot.length < 9) continue;
    spot.sort((first, second) => first[0] - second[0]);
    samples.push(...spot.slice(Math.floor(spot.length * 0.94), Math.floor(spot.length * 0.995)));
  }
  if (samples.length === 0) return null;
  const mean = [0, 0, 0, 0];
  for (const sample of samples) for (let index = 0; index < 4; index++) mean[index]! += sample[index]!;
  const [y = 0, r = 0, g = 0, b = 0] = mean.map((sum) => sum / samples.length);
  if (r <= 0 || g <= 0 || b <= 0) return { gains: [1, 1, 1], whiteLuminance: 0 };
  return { gains: [SCLERA_LINEAR[0] / r, SCLERA_LINEAR[1] / g, SCLERA_LINEAR[2] / b], whiteLuminance: y };
}

const BIN = 0.1;
const LOWEST = -128;
const histogram = new Uint32Array(Math.round(256 / BIN) + 1);

/** A quantile by histogram, in tenths: the hair's values are many and their range is small and known. */
function quantile(values: Float32Array, share: number): number {
  if (values.length === 0) return 0;
  histogram.fill(0);
  for (const value of values) histogram[Math.round((value - LOWEST) / BIN)]!++;
  const rank = Math.min(values.length - 1, Math.floor(values.length * share));
  let seen = 0;
  for (let bin = 0; bin < histogram.length; bin++) {
    seen += histogram[bin] ?? 0;
    if (seen > rank) return LOWEST + bin * BIN;
  }
  return 0;
}

const median = (values: Float32Array) => quantile(values, 0.5);

function averageLuminance(photo: Photo): number {
  let sum = 0;
  const step = 16;
  let count = 0;
  for (let offset = 0; offset < photo.pixels.length; offset += 4 * step) {
    sum += luminance(
      srgbToLinear(photo.pixels[offset] ?? 0),
      srgbToLinear(photo.pixels[offset + 1] ?? 0),
      srgbToLinear(photo.pixels[offset + 2] ?? 0),
    );
    count++;
  }
  return count === 0 ? 0 : sum / count;
}

function toneNearest(level: number, a: number, b: number): { tone: HairTone; margin: number } {
  const distances = HAIR_TONES.map((tone) => {
    const [ta, tb] = shadeAb(level, tone);
    return { tone, distance: Math.hypot(a - ta, b - tb) };
  }).sort((first, second) => first.distance - second.distance);
  const [best, next] = distances;
  return { tone: best?.tone ?? 'neutral', margin: (next?.distance ?? 0) - (best?.distance ?? 0) };
}

const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(high, value));

/**
 * `hairMask` has one entry a pixel of the photo, non-zero where the pixel is hair. `eyes`, when the
 * face was found, lets the light be corrected.
 */
export function hairColourFromPixels(photo: Photo, hairMask: Uint8Array, eyes?: EyeSpots): HairColourReading {
  const light = eyes ? lightFromEyes(photo, eyes) : null;
  if (light ? light.whiteLuminance < DARKEST_WHITE : averageLuminance(photo) < DARKEST_PHOTO)
    return { kind: 'none', reason: TOO_DARK };

  const gains = light?.gains ?? [1, 1, 1];
  let hairCount = 0;
  for (const value of hairMask) if (value) hairCount++;
  if (hairCount < LEAST_HAIR_SHARE * photo.width * photo.height) return { kind: 'none', reason: NO_HAIR };

  const step = Math.ceil(hairCount / MOST_SAMPLES);
  const sampleCount = Math.floor((hairCount - 1) / step) + 1;
  const lightness = new Float32Array(sampleCount);
  const aStar = new Float32Array(sampleCount);
  const bStar = new Float32Array(sampleCount);
  let clipped = 0;
  let index = 0;
  let seen = 0;
  for (let pixel = 0; pixel < hairMask.length && index < sampleCount; pixel++) {
    if (!hairMask[pixel] || seen++ % step !== 0) continue;
    const offset = pixel * 4;
    const r = photo.pixels[offset] ?? 0;
    const g = photo.pixels[offset + 1] ?? 0;
    const b = photo.pixels[offset + 2] ?? 0;
    if (Math.max(r, g, b) >= CLIPPED) clipped++;
    const lab = linearRgbToLab(srgbToLinear(r) * gains[0], srgbToLinear(g) * gains[1], srgbToLinear(b) * gains[2]);
    lightness[index] = lab.l;
    aStar[index] = lab.a;
    bStar[index] = lab.b;
    index++;
  }
  if (clipped / sampleCount > MOST_CLIPPED) return { kind: 'none', reason: TOO_BRIGHT };

  // First guess of the pigmented hair: leave out whatever is pale and colourless.
  const isGreyAt = (position: number, chromaLimit: number, lightnessFloor: number) =>
    Math.hypot(aStar[position] ?? 0, bStar[position] ?? 0) < chromaLimit && (lightness[position] ?? 0) > lightnessFloor;
  const pigmented = (chromaLimit: number, lightnessFloor: number) => {
    const l = new Float32Array(sampleCount);
    const a = new Float32Array(sampleCount);
    const b = new Float32Array(sampleCount);
    let count = 0;
    for (let position = 0; position < sampleCount; position++) {
      if (isGreyAt(position, chromaLimit, lightnessFloor)) continue;
      l[count] = lightness[position] ?? 0;
      a[count] = aStar[position] ?? 0;
      b[count] = bStar[position] ?? 0;
      count++;
    }
    return { l: l.subarray(0, count), a: a.subarray(0, count), b: b.subarray(0, count), count };
  };
  const first = pigmented(7, 50);
  const firstBase = first.count > sampleCount * 0.1 ? first : pigmented(0, Infinity);
  const baseLightness = median(firstBase.l);
  const baseChroma = chroma({ l: 0, a: median(firstBase.a), b: median(firstBase.b) });

  // Grey, against this head's own pigment: paler than it, and with clearly less colour. Against dark
  // hair, lightness alone tells grey apart, and dark hair itself has little colour to compare with.
  const chromaLimit = baseLightness < 45 ? 10 : clamp(0.45 * baseChroma + 1, 3.5, 7);
  const lightnessFloor = Math.min(baseLightness + 15, 60);
  let greyCount = 0;
  for (let position = 0; position < sampleCount; position++)
    if (isGreyAt(position, chromaLimit, lightnessFloor)) greyCount++;
  const second = pigmented(chromaLimit, lightnessFloor);
  const base = second.count > sampleCount * 0.1 ? second : firstBase;

  const l = median(base.l);
  const a = median(base.a);
  const b = median(base.b);
  const level = Math.round(levelOfLightness(l) * 10) / 10;
  const { tone } = toneNearest(level, a, b);
  const greyShare = Math.round((greyCount / sampleCount) * 100);

  const spread = quantile(base.l, 0.75) - quantile(base.l, 0.25);
  const sizeTrust = clamp(hairCount / (0.04 * photo.width * photo.height), 0.3, 1);
  const spreadTrust = clamp(1 - (spread - 10) / 40, 0.3, 1);
  const exposureTrust = light
    ? clamp((light.whiteLuminance - DARKEST_WHITE) / 0.25, 0.3, 1) * (1 - clipped / sampleCount)
    : 0.6;
  const confidence = Math.round(sizeTrust * spreadTrust * exposureTrust * 100) / 100;

  return { kind: 'suggestion', level, tone, greyShare, confidence };
}
