import { HAIR_TONES, type HairTone } from '@piiq/domain/hair-colour';
import { levelOfLightness, SCLERA, shadeAb } from './hair-shades.ts';
import { chroma, labToLinearRgb, linearRgbToLab, srgbToLinear } from './lab.ts';
import {
  colourProblem,
  coverProblem,
  faceProblem,
  LEAST_REGION_SHARE,
  regionOf,
  type FaceBox,
  type Photo,
  type RegionReading,
} from './photo-checks.ts';
import { HAIR_COLOUR_MEASURE_VERSION, type HairColourReading } from './reading.ts';

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
 * - Confidence: the product of what can be checked on this photo (enough hair against the face, an
 *   even colour, exposure, how strong the light's cast was, whether both eyes' whites saw one light,
 *   whether the crown and the sides read alike). It is held against the truth per band by the
 *   benchmark (decision 076): on real photos under coloured light it stays low, and the mirror then
 *   shows no suggestion.
 */

export const TOO_DARK = 'The photo is too dark to read the hair colour: add light and retake the portrait.';
export const TOO_BRIGHT =
  'The photo is too bright to read the hair colour: soften the light or step out of direct sun, and retake the portrait.';
export const NO_HAIR =
  'No hair was found in the portrait: make sure the hair is in the frame and not under a hat or scarf, and retake the portrait.';

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
  /**
   * How far apart the two eyes' whites are in colour (the largest difference of their red/green and
   * blue/green ratios): near 0 when both saw the same light, large when one spot took in skin, a
   * lid or a reflection, and the correction is then a guess.
   */
  eyesApart: number;
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
/** With the face known, the hair is measured against it, so the framing does not change the answer: below this share of the face's area it is barely visible. */
const LEAST_HAIR_OF_FACE = 0.07;
/** Hair of this share of the face's area or more is plenty to read. */
const AMPLE_HAIR_OF_FACE = 0.5;

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
  const ratios: Array<[number, number]> = [];
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
    const white = spot.slice(Math.floor(spot.length * 0.94), Math.floor(spot.length * 0.995));
    samples.push(...white);
    const [r, g, b] = [1, 2, 3].map((channel) => white.reduce((sum, sample) => sum + sample[channel]!, 0));
    if (g && r !== undefined && b !== undefined) ratios.push([r / g, b / g]);
  }
  if (samples.length === 0) return null;
  const mean = [0, 0, 0, 0];
  for (const sample of samples) for (let index = 0; index < 4; index++) mean[index]! += sample[index]!;
  const [y = 0, r = 0, g = 0, b = 0] = mean.map((sum) => sum / samples.length);
  const [first, second] = ratios;
  const eyesApart =
    first && second ? Math.max(Math.abs(first[0] - second[0]), Math.abs(first[1] - second[1])) : EYES_UNKNOWN;
  if (r <= 0 || g <= 0 || b <= 0) return { gains: [1, 1, 1], whiteLuminance: 0, eyesApart };
  return {
    gains: [SCLERA_LINEAR[0] / r, SCLERA_LINEAR[1] / g, SCLERA_LINEAR[2] / b],
    whiteLuminance: y,
    eyesApart,
  };
}

/** One eye's white alone cannot be checked against the other's: trusted as two that differ this much. */
const EYES_UNKNOWN = 0.15;

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

const REGION_CODES = { none: 0, crown: 1, sides: 2 } as const;

/** How strongly coloured the light is: the largest of the eyes' correction gains over the smallest. */
function castOf(gains: readonly [number, number, number]): number {
  return Math.max(...gains) / Math.max(1e-6, Math.min(...gains));
}

const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(high, value));

/**
 * `hairMask` has one entry a pixel of the photo, non-zero where the pixel is hair. `eyes`, when the
 * face was found, lets the light be corrected; `face` lets the hair be measured against the face and
 * a covered head be told apart.
 */
export function hairColourFromPixels(
  photo: Photo,
  hairMask: Uint8Array,
  eyes?: EyeSpots,
  face?: FaceBox,
): HairColourReading {
  const light = eyes ? lightFromEyes(photo, eyes) : null;
  const refusal = (face ? faceProblem(photo, face) : null) ?? colourProblem(photo, light?.gains ?? null);
  if (refusal) return { kind: 'none', reason: refusal };
  if (light ? light.whiteLuminance < DARKEST_WHITE : averageLuminance(photo) < DARKEST_PHOTO)
    return { kind: 'none', reason: TOO_DARK };

  const gains = light?.gains ?? [1, 1, 1];
  let hairCount = 0;
  for (const value of hairMask) if (value) hairCount++;
  const faceArea = face ? face.width * face.height : 0;
  if (face ? hairCount < LEAST_HAIR_OF_FACE * faceArea : hairCount < LEAST_HAIR_SHARE * photo.width * photo.height)
    return { kind: 'none', reason: NO_HAIR };

  const step = Math.ceil(hairCount / MOST_SAMPLES);
  const sampleCount = Math.floor((hairCount - 1) / step) + 1;
  const lightness = new Float32Array(sampleCount);
  const aStar = new Float32Array(sampleCount);
  const bStar = new Float32Array(sampleCount);
  const region = new Uint8Array(sampleCount);
  let clipped = 0;
  let index = 0;
  let seen = 0;
  for (let pixel = 0; pixel < hairMask.length && index < sampleCount; pixel++) {
    if (!hairMask[pixel] || seen++ % step !== 0) continue;
    if (face) region[index] = REGION_CODES[regionOf(Math.floor(pixel / photo.width), face) ?? 'none'];
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

  /** One region's pigmented colour and grey share; null when it holds fewer than `least` samples. */
  const regionReading = (code: number, least: number, isGrey: (position: number) => boolean): RegionReading | null => {
    const pigmentedAt: number[] = [];
    let count = 0;
    for (let position = 0; position < sampleCount; position++) {
      if (region[position] !== code) continue;
      count++;
      if (!isGrey(position)) pigmentedAt.push(position);
    }
    if (count === 0 || count < least) return null;
    const pick = (values: Float32Array) => median(Float32Array.from(pigmentedAt, (position) => values[position] ?? 0));
    const colour = pigmentedAt.length >= least / 2 ? { l: pick(lightness), a: pick(aStar), b: pick(bStar) } : null;
    return { colour, greyShare: 1 - pigmentedAt.length / count };
  };

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
  let regionsTrust = face ? 0.8 : 0.7;
  if (face) {
    const least = (LEAST_REGION_SHARE * faceArea) / step;
    const isGrey = (position: number) => isGreyAt(position, chromaLimit, lightnessFloor);
    const crown = regionReading(REGION_CODES.crown, least, isGrey);
    const sides = regionReading(REGION_CODES.sides, least, isGrey);
    const covered = coverProblem({ pigment: { l, a, b }, lightness: median(lightness), crown, sides });
    if (covered) return { kind: 'none', reason: covered };
    // The crown and the sides read alike: two measures of one head agree.
    if (crown?.colour && sides?.colour)
      regionsTrust = clamp(
        1 -
          (Math.hypot(
            crown.colour.l - sides.colour.l,
            crown.colour.a - sides.colour.a,
            crown.colour.b - sides.colour.b,
          ) -
            5) /
            15,
        0.4,
        1,
      );
  }
  const level = Math.round(levelOfLightness(l) * 10) / 10;
  const { tone } = toneNearest(level, a, b);
  const greyShare = Math.round((greyCount / sampleCount) * 100);

  const spread = quantile(base.l, 0.75) - quantile(base.l, 0.25);
  const sizeTrust = face
    ? clamp(hairCount / (AMPLE_HAIR_OF_FACE * faceArea), 0.3, 1)
    : clamp(hairCount / (0.04 * photo.width * photo.height), 0.3, 1);
  const spreadTrust = clamp(1 - (spread - 10) / 40, 0.3, 1);
  const exposureTrust = light
    ? clamp((light.whiteLuminance - DARKEST_WHITE) / 0.25, 0.3, 1) * (1 - clipped / sampleCount)
    : 0.6;
  const castTrust = light ? clamp(1 - (castOf(light.gains) - 1.2) / 1.2, 0.3, 1) : 0.6;
  const eyesTrust = light ? clamp(1 - light.eyesApart / 0.3, 0.3, 1) : 0.6;
  const confidence =
    Math.round(sizeTrust * spreadTrust * exposureTrust * castTrust * eyesTrust * regionsTrust * 100) / 100;

  return { kind: 'suggestion', level, tone, greyShare, confidence, measureVersion: HAIR_COLOUR_MEASURE_VERSION };
}
