import type { HairTone } from '@piiq/domain/hair-colour';
import { GREY_HAIR, SCLERA, shadeLab } from './hair-shades.ts';
import { labToLinearRgb, linearToSrgb, type Lab } from './lab.ts';

/*
 * Paints the test portraits: a head and shoulders whose hair has a known level, tone and share of
 * grey, under a known light, with the true mask of the hair. Plain arithmetic on an RGBA array, no
 * DOM, so the same portraits feed the unit tests in Node and the benchmark in the browser, where the
 * face detector has to find the face as it would a client's.
 */

export interface Light {
  /** Multiplies each linear channel: the light's colour as the camera left it (after its own white balance). */
  gains: readonly [number, number, number];
  exposure: number;
}

export const LIGHTS = {
  daylight: { gains: [1, 1, 1], exposure: 1 },
  /** Indoor bulbs: the camera's white balance takes some of the orange out, never all of it. */
  tungsten: { gains: [1.12, 0.95, 0.68], exposure: 1 },
  /** Open shade by a window: blue sky light. */
  shade: { gains: [0.86, 0.98, 1.22], exposure: 1 },
  dim: { gains: [1, 1, 1], exposure: 0.3 },
  bright: { gains: [1, 1, 1], exposure: 1.3 },
} as const satisfies Record<string, Light>;

export type LightName = keyof typeof LIGHTS;
export const LIGHT_NAMES = Object.keys(LIGHTS) as LightName[];

export interface HeadSpec {
  level: number;
  tone: HairTone;
  /** Whole percentage of the strands that are grey. */
  greyShare: number;
  light: LightName | Light;
  /** 'bald': no hair at all, for the measure's "no hair" answer. */
  hair?: 'long' | 'short' | 'bald';
  /** What covers the head, for the measure's "hair covered" answer: its colour is the fabric's. */
  cover?: { kind: 'cap' | 'beanie' | 'towel' | 'hood'; colour: Lab };
  /** The photo as a camera's filter leaves it: black and white, or sepia-toned. */
  finish?: 'greyscale' | 'sepia';
  /** The head's size against the standard portrait's (1): a client standing far from the camera is 0.3. */
  headScale?: number;
  width?: number;
  height?: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface RenderedHead {
  width: number;
  height: number;
  /** RGBA, row by row, as ImageData holds it. */
  pixels: Uint8ClampedArray<ArrayBuffer>;
  /** 1 where the pixel shows hair. */
  hairMask: Uint8Array;
  /** 1 where the pixel shows what covers the head (cap, beanie, towel, hood): a hair finder takes it for hair. */
  coverMask: Uint8Array;
  /** The pupils' centres, where a face detector puts its eye keypoints. */
  eyes: [Point, Point];
  face: { x: number; y: number; width: number; height: number };
}

/** mulberry32: small and seeded, so a portrait is the same on every run and in every runtime. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A fixed pseudo-random value 0-1 for a strand, so a strand keeps its colour along its length. */
function strandHash(strand: number, seed: number): number {
  let h = Math.imul(strand ^ seed, 0x27d4eb2d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return (h >>> 0) / 4_294_967_296;
}

const SKINS: readonly [Lab, ...Lab[]] = [
  { l: 74, a: 11, b: 16 },
  { l: 62, a: 14, b: 22 },
  { l: 47, a: 15, b: 24 },
  { l: 33, a: 12, b: 17 },
];

const IRISES: readonly [Lab, ...Lab[]] = [
  { l: 30, a: 8, b: 18 },
  { l: 50, a: -4, b: -14 },
  { l: 42, a: 2, b: 16 },
];

const LIPS: Lab = { l: 46, a: 32, b: 16 };

function inEllipse(x: number, y: number, cx: number, cy: number, rx: number, ry: number): boolean {
  const dx = (x - cx) / rx;
  const dy = (y - cy) / ry;
  return dx * dx + dy * dy <= 1;
}

function linear(lab: Lab): [number, number, number] {
  const [r, g, b] = labToLinearRgb(lab);
  return [Math.max(0, r), Math.max(0, g), Math.max(0, b)];
}

/** A camera's mono or sepia filter, on one sRGB pixel. */
function finish(pixels: Uint8ClampedArray, offset: number, kind: 'greyscale' | 'sepia'): void {
  const r = pixels[offset] ?? 0;
  const g = pixels[offset + 1] ?? 0;
  const b = pixels[offset + 2] ?? 0;
  const grey = 0.299 * r + 0.587 * g + 0.114 * b;
  if (kind === 'greyscale') {
    pixels[offset] = pixels[offset + 1] = pixels[offset + 2] = grey;
    return;
  }
  pixels[offset] = grey * 1.07 + 20;
  pixels[offset + 1] = grey * 0.92 + 8;
  pixels[offset + 2] = grey * 0.7;
}

export function renderHead(spec: HeadSpec, seed: number): RenderedHead {
  const width = spec.width ?? 720;
  const height = spec.height ?? 1280;
  const random = seededRandom(seed);
  const light = typeof spec.light === 'string' ? LIGHTS[spec.light] : spec.light;
  const hairStyle = spec.hair ?? (random() < 0.5 ? 'long' : 'short');

  // Everything is sized on the portrait's width, so a smaller test portrait is the same picture.
  const unit = width * (spec.headScale ?? 1);
  const cx = width / 2 + (random() - 0.5) * 0.06 * unit;
  const fy = height * (0.34 + random() * 0.04);
  const faceRx = 0.155 * unit * (0.95 + random() * 0.1);
  const faceRy = faceRx * 1.32;
  const eyeDx = faceRx * 0.42;
  const eyeY = fy - faceRy * 0.1;
  const eyes: [Point, Point] = [
    { x: cx - eyeDx, y: eyeY },
    { x: cx + eyeDx, y: eyeY },
  ];
  const scleraRx = faceRx * 0.21;
  const scleraRy = faceRx * 0.085;
  const irisR = faceRx * 0.075;
  const browY = eyeY - faceRx * 0.26;
  const hairlineY = fy - faceRy * 0.55;
  const mouthY = fy + faceRy * 0.52;
  const hairCy = fy - faceRy * 0.22;
  const hairRx = faceRx * (hairStyle === 'long' ? 1.6 : 1.38);
  const hairRy = faceRy * (hairStyle === 'long' ? 1.22 : 1.08);
  const longHairBottom = fy + faceRy * 1.6;
  const neckHalf = faceRx * 0.55;
  const bodyTop = fy + faceRy * 1.45;

  const skin = SKINS[Math.floor(random() * SKINS.length)] ?? SKINS[0];
  const skinShade = { ...skin, l: skin.l - 7 };
  const iris = IRISES[Math.floor(random() * IRISES.length)] ?? IRISES[0];
  const cloth: Lab = { l: 20 + random() * 45, a: (random() - 0.5) * 40, b: (random() - 0.5) * 40 };
  const backTop: Lab = { l: 55 + random() * 30, a: (random() - 0.5) * 16, b: (random() - 0.5) * 20 };
  const backBottom: Lab = { l: backTop.l - 10 - random() * 15, a: backTop.a, b: backTop.b };
  const hair = shadeLab(spec.level, spec.tone);
  const brow: Lab = { ...hair, l: Math.max(10, Math.min(hair.l, 45) - 8) };
  const strandWidth = Math.max(1, Math.round(width / 360));
  const strandSeed = Math.floor(random() * 1e9);
  const wavePhase = random() * Math.PI * 2;

  const skinLin = linear(skin);
  const shadeLin = linear(skinShade);
  const scleraLin = linear(SCLERA);
  const irisLin = linear(iris);
  const pupilLin = linear({ l: 8, a: 0, b: 0 });
  const lipsLin = linear(LIPS);
  const clothLin = linear(cloth);
  const browLin = linear(brow);
  const topLin = linear(backTop);
  const bottomLin = linear(backBottom);
  const greyLin = linear(GREY_HAIR);
  const hairLin = linear(hair);

  const coverLin = linear(spec.cover?.colour ?? { l: 0, a: 0, b: 0 });
  // A cap or beanie sits on the crown down to the brows and leaves the hair below it; a towel or a
  // hood takes in all of it.
  const isCovered = (kind: NonNullable<HeadSpec['cover']>['kind'], x: number, y: number) => {
    const crown = inEllipse(x, y, cx, hairCy, hairRx * 1.02, hairRy * 1.04) && y < browY - faceRx * 0.08;
    if (kind === 'cap' || kind === 'beanie') return crown;
    const whole = inEllipse(x, y, cx, hairCy, hairRx * 1.12, hairRy * 1.12);
    const sides =
      y > hairCy && y < (kind === 'hood' ? bodyTop + faceRy * 0.4 : longHairBottom) && Math.abs(x - cx) < hairRx * 1.1;
    return (whole || sides) && !inEllipse(x, y, cx, fy + faceRy * 0.05, faceRx * 0.98, faceRy * 0.92);
  };
  const pixels = new Uint8ClampedArray(width * height * 4);
  const hairMask = new Uint8Array(width * height);
  const coverMask = new Uint8Array(width * height);
  const noise = 1.5 + 2.5 * Math.max(0, 1 - light.exposure);
  const colour: [number, number, number] = [0, 0, 0];

  for (let y = 0; y < height; y++) {
    const t = y / height;
    for (let x = 0; x < width; x++) {
      let isHair = false;
      // Layers from the back: background, hair behind the head, neck, shoulders, face, fringe, features.
      colour[0] = topLin[0] + (bottomLin[0] - topLin[0]) * t;
      colour[1] = topLin[1] + (bottomLin[1] - topLin[1]) * t;
      colour[2] = topLin[2] + (bottomLin[2] - topLin[2]) * t;
      const hairBack =
        hairStyle !== 'bald' &&
        (inEllipse(x, y, cx, hairCy, hairRx, hairRy) ||
          (hairStyle === 'long' && y > hairCy && y < longHairBottom && Math.abs(x - cx) < hairRx * 0.97));
      if (hairBack) isHair = true;
      if (hairStyle === 'bald' && inEllipse(x, y, cx, hairCy, faceRx * 1.05, faceRy * 0.95)) {
        colour[0] = skinLin[0];
        colour[1] = skinLin[1];
        colour[2] = skinLin[2];
      }
      if (Math.abs(x - cx) < neckHalf && y > fy && y < bodyTop + faceRy) {
        isHair = false;
        colour[0] = shadeLin[0];
        colour[1] = shadeLin[1];
        colour[2] = shadeLin[2];
      }
      // Shoulders: rounded at the top, falling away to the bottom of the portrait.
      const shoulderY = bodyTop + Math.max(0, Math.abs(x - cx) - neckHalf) ** 2 / (faceRx * 4.2);
      if (y > shoulderY && Math.abs(x - cx) < faceRx * 3.4 + (y - bodyTop) * 0.4) {
        isHair = false;
        colour[0] = clothLin[0];
        colour[1] = clothLin[1];
        colour[2] = clothLin[2];
      }
      if (inEllipse(x, y, cx, fy, faceRx, faceRy)) {
        isHair = false;
        // Rounded: the skin darkens towards the face's edges, as a lit head does.
        const edge = ((x - cx) / faceRx) ** 2 + ((y - fy) / faceRy) ** 2;
        const round = 1 - 0.35 * edge * edge;
        colour[0] = skinLin[0] * round;
        colour[1] = skinLin[1] * round;
        colour[2] = skinLin[2] * round;
        const hairline = hairlineY + Math.sin((x - cx) / faceRx + wavePhase) * faceRy * 0.06;
        if (hairStyle !== 'bald' && y < hairline) {
          isHair = true;
        } else if (inEllipse(x, y, cx, fy + faceRy * 0.18, faceRx * 0.12, faceRy * 0.2)) {
          colour[0] = shadeLin[0];
          colour[1] = shadeLin[1];
          colour[2] = shadeLin[2];
        } else if (inEllipse(x, y, cx, mouthY, faceRx * 0.32, faceRy * 0.07)) {
          colour[0] = lipsLin[0];
          colour[1] = lipsLin[1];
          colour[2] = lipsLin[2];
        } else {
          for (const eye of eyes) {
            if (
              Math.abs(y - (browY - Math.cos((x - eye.x) / scleraRx) * faceRx * 0.03)) < faceRx * 0.045 &&
              Math.abs(x - eye.x) < scleraRx * 1.25
            ) {
              colour[0] = browLin[0];
              colour[1] = browLin[1];
              colour[2] = browLin[2];
            } else if (inEllipse(x, y, eye.x, eye.y, scleraRx, scleraRy)) {
              const d = Math.hypot(x - eye.x, y - eye.y);
              const part = d < irisR * 0.45 ? pupilLin : d < irisR ? irisLin : scleraLin;
              colour[0] = part[0];
              colour[1] = part[1];
              colour[2] = part[2];
            }
          }
        }
      }
      if (isHair) {
        // Strands run down from the crown and fan out; each strand has its own pigment (or none) and sheen.
        const along = y - (hairCy - hairRy);
        const across =
          x - cx + (x - cx) * along * 0.0015 + Math.sin(along / (strandWidth * 22) + wavePhase) * strandWidth * 3;
        const strand = Math.floor(across / strandWidth);
        const pick = strandHash(strand, strandSeed);
        const grey = pick < spec.greyShare / 100;
        const base = grey ? greyLin : hairLin;
        const sheen =
          (1 + 0.15 * Math.sin(along / (strandWidth * 9) + strandHash(strand, strandSeed + 1) * 6.28)) *
          (0.9 + 0.2 * strandHash(strand, strandSeed + 2)) *
          (0.92 + 0.16 * ((x - (cx - hairRx)) / (2 * hairRx)));
        colour[0] = base[0] * sheen;
        colour[1] = base[1] * sheen;
        colour[2] = base[2] * sheen;
      }
      if (spec.cover && isCovered(spec.cover.kind, x, y)) {
        isHair = false;
        // Fabric: folds as slow waves, terry towelling as fine grain.
        const fold = 1 + 0.12 * Math.sin((x - cx) / (faceRx * 0.35) + (y - fy) / (faceRy * 0.9));
        const pile = spec.cover.kind === 'towel' ? 0.9 + 0.2 * strandHash(x * 7919 + y, strandSeed) : 1;
        colour[0] = coverLin[0] * fold * pile;
        colour[1] = coverLin[1] * fold * pile;
        colour[2] = coverLin[2] * fold * pile;
        coverMask[y * width + x] = 1;
      }
      const offset = (y * width + x) * 4;
      for (let channel = 0; channel < 3; channel++) {
        const lit = (colour[channel] ?? 0) * light.gains[channel]! * light.exposure;
        const grain = (random() + random() - 1) * noise * 1.7;
        pixels[offset + channel] = linearToSrgb(lit) + grain;
      }
      if (spec.finish) finish(pixels, offset, spec.finish);
      pixels[offset + 3] = 255;
      if (isHair) hairMask[y * width + x] = 1;
    }
  }

  return {
    width,
    height,
    pixels,
    hairMask,
    coverMask,
    eyes,
    face: { x: cx - faceRx, y: fy - faceRy, width: faceRx * 2, height: faceRy * 2 },
  };
}
