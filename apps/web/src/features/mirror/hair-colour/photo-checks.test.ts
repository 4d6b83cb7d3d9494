import { HAIR_TONES } from '@piiq/domain/hair-colour';
import { describe, expect, it } from 'vitest';
import { hairColourFromPixels } from './hair-colour-from-pixels.ts';
import {
  BLACK_AND_WHITE,
  coverProblem,
  FACE_CUT_OFF,
  FACE_TOO_SMALL,
  faceProblem,
  HAIR_COVERED,
  TINTED,
} from './photo-checks.ts';
import { LIGHT_NAMES, renderHead, type HeadSpec } from './render-head.ts';

// Portraits at the size the measure reads faces of (the face must be wide enough to read), with the
// mask a hair finder would draw: the hair, and whatever covers it, which it cannot tell from hair.
const SIZE = { width: 360, height: 640 };

function read(spec: Omit<HeadSpec, 'width' | 'height'>, seed: number) {
  const head = renderHead({ ...spec, ...SIZE }, seed);
  const mask = head.hairMask.map((hair, pixel) => hair | (head.coverMask[pixel] ?? 0));
  return hairColourFromPixels(head, mask, { centres: head.eyes, radius: head.face.width * 0.12 }, head.face);
}

const reasonOf = (reading: ReturnType<typeof read>) => (reading.kind === 'none' ? reading.reason : null);

describe('the portraits the measure refuses', () => {
  const plain = { level: 5, tone: 'warm', greyShare: 10, light: 'daylight', hair: 'long' } as const;

  it('refuses a black-and-white photo, whatever the hair', () => {
    for (const level of [2, 5, 9])
      expect(reasonOf(read({ ...plain, level, finish: 'greyscale' }, level))).toBe(BLACK_AND_WHITE);
  });

  it('refuses a sepia-toned photo as tinted', () => {
    for (const level of [3, 7]) expect(reasonOf(read({ ...plain, level, finish: 'sepia' }, level))).toBe(TINTED);
  });

  it('refuses a photo under a light stronger in one colour than a white balance undoes', () => {
    expect(reasonOf(read({ ...plain, light: { gains: [0.45, 0.8, 1.4], exposure: 1 } }, 4))).toBe(TINTED);
  });

  it('refuses a head under a cap, a beanie, a towel or a hood', () => {
    const covers = [
      { kind: 'cap', colour: { l: 18, a: 1, b: -3 } },
      { kind: 'beanie', colour: { l: 45, a: 40, b: 25 } },
      { kind: 'towel', colour: { l: 60, a: -20, b: -25 } },
      { kind: 'towel', colour: { l: 94, a: 0, b: 2 } },
      { kind: 'beanie', colour: { l: 72, a: 0, b: 3 } },
      { kind: 'hood', colour: { l: 35, a: 5, b: -30 } },
    ] as const;
    for (const [index, cover] of covers.entries())
      expect(reasonOf(read({ ...plain, level: 7, cover }, 20 + index)), cover.kind).toBe(HAIR_COVERED);
  });

  it('refuses a face too small to leave hair enough to read', () => {
    expect(reasonOf(read({ ...plain, headScale: 0.3 }, 5))).toBe(FACE_TOO_SMALL);
  });

  it('refuses a face that reaches past the edge of the photo', () => {
    const photo = { width: 720, height: 1280, pixels: new Uint8ClampedArray(0) };
    expect(faceProblem(photo, { x: -90, y: 300, width: 300, height: 380 })).toBe(FACE_CUT_OFF);
    expect(faceProblem(photo, { x: 500, y: 300, width: 300, height: 380 })).toBe(FACE_CUT_OFF);
    expect(faceProblem(photo, { x: 200, y: -60, width: 300, height: 380 })).toBe(FACE_CUT_OFF);
    expect(faceProblem(photo, { x: 200, y: 300, width: 300, height: 380 })).toBeNull();
    // A detector's box overshoots a little at a close crop: not a cut-off face.
    expect(faceProblem(photo, { x: -10, y: -12, width: 300, height: 380 })).toBeNull();
  });

  it('reads hair of every level and tone on the chart, and the crown and sides of one head alike', () => {
    for (let level = 1; level <= 10; level++)
      for (const tone of HAIR_TONES) {
        const [a, b] = tone === 'warm' ? [18, 30] : tone === 'cool' ? [0, 4] : [6, 15];
        const colour = { l: 10 + level * 7, a, b };
        const sides = { colour: { ...colour, l: colour.l + 6 }, greyShare: 0.3 };
        expect(
          coverProblem({ pigment: colour, lightness: colour.l, crown: { colour, greyShare: 0.1 }, sides }),
        ).toBeNull();
      }
  });

  it('refuses nothing on the plain portraits, under every light', () => {
    let seed = 300;
    for (const light of LIGHT_NAMES)
      for (const level of [1, 4, 7, 10])
        for (const tone of HAIR_TONES) {
          const hair = seed % 2 === 0 ? 'long' : 'short';
          const reading = read({ level, tone, greyShare: level * 5, light, hair }, seed++);
          expect(reasonOf(reading), `${light} level ${level} ${tone} ${hair}`).toBeNull();
        }
  });
});
