/**
 * sRGB (8-bit, D65) to CIELAB and back. Lightness and the a*, b* plane are where a colourist's level
 * (depth) and tone (warm gold and copper, cool ash) separate; in RGB they are mixed together.
 */

export interface Lab {
  l: number;
  a: number;
  b: number;
}

const WHITE_X = 0.95047;
const WHITE_Z = 1.08883;
const EPSILON = 216 / 24389;
const KAPPA = 24389 / 27;

/** An 8-bit sRGB value to linear light, 0 to 1; read from a table, as the measure converts every hair pixel. */
const LINEAR = Float64Array.from({ length: 256 }, (_, value) => {
  const v = value / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
});

export function srgbToLinear(value: number): number {
  return LINEAR[Math.max(0, Math.min(255, Math.round(value)))] ?? 0;
}

/** Linear light (may exceed 1 before clipping) to an 8-bit sRGB value. */
export function linearToSrgb(linear: number): number {
  const v = Math.max(0, Math.min(1, linear));
  const encoded = v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055;
  return Math.round(encoded * 255);
}

function labF(t: number): number {
  return t > EPSILON ? Math.cbrt(t) : (KAPPA * t + 16) / 116;
}

function labFInverse(t: number): number {
  const cube = t * t * t;
  return cube > EPSILON ? cube : (116 * t - 16) / KAPPA;
}

/** Linear RGB (0 to 1) to CIELAB. */
export function linearRgbToLab(r: number, g: number, b: number): Lab {
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / WHITE_X;
  const y = 0.2126729 * r + 0.7151522 * g + 0.072175 * b;
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / WHITE_Z;
  const fx = labF(x);
  const fy = labF(y);
  const fz = labF(z);
  return { l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

/** CIELAB to linear RGB, unclipped: a colour outside sRGB comes back with a channel below 0 or above 1. */
export function labToLinearRgb(lab: Lab): [number, number, number] {
  const fy = (lab.l + 16) / 116;
  const x = labFInverse(fy + lab.a / 500) * WHITE_X;
  const y = labFInverse(fy);
  const z = labFInverse(fy - lab.b / 200) * WHITE_Z;
  return [
    3.2404542 * x - 1.5371385 * y - 0.4985314 * z,
    -0.969266 * x + 1.8760108 * y + 0.041556 * z,
    0.0556434 * x - 0.2040259 * y + 1.0572252 * z,
  ];
}

export function chroma(lab: Lab): number {
  return Math.hypot(lab.a, lab.b);
}
