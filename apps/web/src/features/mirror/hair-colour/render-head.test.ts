import { describe, expect, it } from 'vitest';
import { renderHead } from './render-head.ts';

describe('renderHead', () => {
  const spec = { level: 5, tone: 'warm', greyShare: 30, light: 'daylight', width: 120, height: 200 } as const;

  it('paints the same portrait from the same seed, and another from another', () => {
    const first = renderHead(spec, 7);
    expect(renderHead(spec, 7).pixels).toEqual(first.pixels);
    expect(renderHead(spec, 8).pixels).not.toEqual(first.pixels);
  });

  it('gives a mask of the hair alone: above and beside the face, none on the eyes or below the chin', () => {
    const head = renderHead({ ...spec, hair: 'short' }, 3);
    const share = head.hairMask.reduce((sum, value) => sum + value, 0) / head.hairMask.length;
    expect(share).toBeGreaterThan(0.03);
    expect(share).toBeLessThan(0.3);
    for (const eye of head.eyes) expect(head.hairMask[Math.round(eye.y) * head.width + Math.round(eye.x)]).toBe(0);
    const belowChin = Math.ceil(head.face.y + head.face.height) + 2;
    expect(head.hairMask.subarray(belowChin * head.width).some(Boolean)).toBe(false);
    const aboveFace = Math.floor(head.face.y) * head.width + Math.round(head.face.x + head.face.width / 2);
    expect(head.hairMask[aboveFace]).toBe(1);
  });

  it('paints no hair on a bald head', () => {
    expect(renderHead({ ...spec, hair: 'bald' }, 3).hairMask.some(Boolean)).toBe(false);
  });
});
