import { linearRgbToLab, srgbToLinear, type Lab } from './lab.ts';

/*
 * The portraits the measure refuses rather than read wrongly (decision 076). A reading from one of
 * them would come with a confident number and be wrong: a black-and-white photo has no hue to read,
 * a filter moves every colour the same way, a hat is read as hair, and a face a few dozen pixels wide
 * leaves the hair as a smudge. Each refusal says what to change before the portrait is taken again.
 */

/** The face detector found none: most often the client stands too far from the camera. */
export const NO_FACE =
  'No face was found in the portrait: retake it with the client facing the camera, close enough that their head and hair fill most of the frame.';
export const BLACK_AND_WHITE =
  'The portrait is in black and white: turn off the camera’s mono or colour filter and retake it, or enter the colour by hand.';
export const TINTED =
  'The portrait is strongly tinted by a filter or coloured light: retake it in the salon’s white light without a filter, or enter the colour by hand.';
export const FACE_TOO_SMALL =
  'The face is too small in the portrait: ask the client to come closer, so the head and hair fill the frame, and retake it.';
export const FACE_CUT_OFF =
  'The face is cut off at the edge of the portrait: centre the client’s head and hair in the frame and retake it.';
export const HAIR_COVERED =
  'The hair looks covered (a hat, cap, hood or towel) or is a colour outside the level chart: uncover the hair and retake the portrait, or enter the colour by hand.';

export interface Photo {
  width: number;
  height: number;
  /** RGBA, row by row, as ImageData holds it. */
  pixels: Uint8ClampedArray;
}

/** The face the detector found, in the photo's pixels; it may reach past the photo's edges. */
export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Pixels read for the photo's colour: evenly spread, enough for its percentiles. */
const COLOUR_SAMPLES = 20_000;
/** A colour photo's most colourful twentieth has at least this chroma; a mono one's JPEG noise stays under it. */
const LEAST_COLOURFUL = 4;
/** The white of the eyes needs a channel this many times another's to look white: beyond what a white balance undoes. */
const MOST_CAST = 2.2;
/** Smaller than this share of the photo, or this many pixels wide, the face leaves too little hair to read. */
const LEAST_FACE_AREA = 0.03;
const LEAST_FACE_WIDTH = 64;
/** The share of the face's box that may lie past the photo's edge: detectors' boxes overshoot a little. */
const FACE_OVERHANG = 0.08;

const chromaOf = (lab: Lab) => Math.hypot(lab.a, lab.b);

function percentile(sorted: Float32Array, share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

/**
 * Black and white, or tinted past reading: a light whose cast the white of the eyes (`lightGains`)
 * cannot undo, or a mono picture toned by a filter, whose colour all goes once that cast is undone.
 */
export function colourProblem(photo: Photo, lightGains: readonly [number, number, number] | null): string | null {
  const [gainR, gainG, gainB] = lightGains ?? [1, 1, 1];
  const count = photo.width * photo.height;
  const step = Math.max(1, Math.floor(count / COLOUR_SAMPLES));
  const chromas = new Float32Array(Math.ceil(count / step));
  const correctedChromas = new Float32Array(chromas.length);
  let index = 0;
  for (let pixel = 0; pixel < count; pixel += step) {
    const offset = pixel * 4;
    const r = srgbToLinear(photo.pixels[offset] ?? 0);
    const g = srgbToLinear(photo.pixels[offset + 1] ?? 0);
    const b = srgbToLinear(photo.pixels[offset + 2] ?? 0);
    chromas[index] = chromaOf(linearRgbToLab(r, g, b));
    correctedChromas[index++] = chromaOf(linearRgbToLab(r * gainR, g * gainG, b * gainB));
  }
  if (percentile(chromas.subarray(0, index).sort(), 0.95) < LEAST_COLOURFUL) return BLACK_AND_WHITE;
  if (lightGains) {
    const strongest = Math.max(...lightGains);
    const weakest = Math.min(...lightGains);
    if (weakest > 0 && strongest / weakest > MOST_CAST) return TINTED;
  }
  if (percentile(correctedChromas.subarray(0, index).sort(), 0.95) < LEAST_COLOURFUL) return TINTED;
  return null;
}

/** A face too small to leave hair enough to read, or reaching past the photo's edge. */
export function faceProblem(photo: Photo, face: FaceBox): string | null {
  if (face.width < LEAST_FACE_WIDTH || (face.width * face.height) / (photo.width * photo.height) < LEAST_FACE_AREA)
    return FACE_TOO_SMALL;
  const overX = FACE_OVERHANG * face.width;
  const overY = FACE_OVERHANG * face.height;
  if (
    face.x < -overX ||
    face.y < -overY ||
    face.x + face.width > photo.width + overX ||
    face.y + face.height > photo.height + overY
  )
    return FACE_CUT_OFF;
  return null;
}

/** Natural hair and its dyes on the level chart lie between red and yellow; beyond, past this chroma, it is fabric or a fashion colour. */
const HUE_FROM = -5;
const HUE_TO = 110;
const CHART_CHROMA = 12;
/** The crown and the hair beside the face further apart than this (ΔE*ab): something sits on the head. */
const CROWN_APART = 16;
/** A region of hair counts when it holds at least this share of the face's area. */
export const LEAST_REGION_SHARE = 0.02;

function hueDegrees(lab: Lab): number {
  return (Math.atan2(lab.b, lab.a) * 180) / Math.PI;
}

/** What one region of the head holds: its pigmented hair's median colour (null when too little) and its share of grey. */
export interface RegionReading {
  colour: Lab | null;
  greyShare: number;
}

/** No hair is lighter than the white of the eyes it is corrected by; a white towel or cap is. */
const WHITER_THAN_EYES = 88;
/** The crown this much greyer (a share) than the hair beside the face: a pale cap, since grey shows first at the temples. */
const CROWN_GREYER = 0.6;

/**
 * A covered head: the "hair" is a colour no hair on the level chart has, lighter than the eyes'
 * whites, or the crown (above the forehead) is another colour, or far greyer, than the hair beside
 * the face. Colours are as the measure reads them, light corrected; a region is null when too little
 * hair was found in it to compare.
 */
export function coverProblem(hair: {
  pigment: Lab;
  lightness: number;
  crown: RegionReading | null;
  sides: RegionReading | null;
}): string | null {
  const { pigment, crown, sides } = hair;
  const chroma = Math.hypot(pigment.a, pigment.b);
  const hue = hueDegrees(pigment);
  if (chroma > CHART_CHROMA && (hue < HUE_FROM || hue > HUE_TO)) return HAIR_COVERED;
  if (hair.lightness > WHITER_THAN_EYES) return HAIR_COVERED;
  if (!crown || !sides) return null;
  if (crown.greyShare - sides.greyShare > CROWN_GREYER) return HAIR_COVERED;
  const [top, side] = [crown.colour, sides.colour];
  if (top && side && Math.hypot(top.l - side.l, top.a - side.a, top.b - side.b) > CROWN_APART) return HAIR_COVERED;
  return null;
}

/** Which region of the head a hair pixel is in: the crown, above the brows, or the hair beside and below the face. */
export function regionOf(y: number, face: FaceBox): 'crown' | 'sides' | null {
  if (y < face.y + face.height * 0.1) return 'crown';
  if (y > face.y + face.height * 0.3) return 'sides';
  return null;
}
