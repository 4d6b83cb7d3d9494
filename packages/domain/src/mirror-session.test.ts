import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseTypedCode } from './mirror-pairing.ts';
import {
  cartItemsInputSchema,
  checkSessionImage,
  hairAnalysisInputSchema,
  isSessionCode,
  isSessionCodeLive,
  MAX_CART_QUANTITY,
  MAX_SESSION_IMAGE_BYTES,
  mirrorSessionMessages,
  mirrorSessionState,
  portalSessionUrl,
  rebookRequestSchema,
  scalpConcernsText,
  SCALP_CONCERNS,
  sessionCodeFromBytes,
  sessionRecommendationsSchema,
  SESSION_CODE_LENGTH,
  SESSION_CODE_LIFETIME_MS,
} from './mirror-session.ts';

const analysis = {
  density: 0,
  texture: 20,
  curl: 7,
  colorSensitivity: 13,
  porous: 1,
  elasticity: 19,
  scalpConcerns: ['dry' as const],
};
const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('session codes', () => {
  it('are drawn from the unmistakable letters and read back however they are typed', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: SESSION_CODE_LENGTH, maxLength: 12 }), (bytes) => {
        const code = sessionCodeFromBytes(bytes);
        expect(isSessionCode(code)).toBe(true);
        expect(normaliseTypedCode(` ${code.slice(0, 3).toLowerCase()}-${code.slice(3)} `)).toBe(code);
      }),
    );
  });

  it('need enough random bytes', () => {
    expect(() => sessionCodeFromBytes(new Uint8Array(SESSION_CODE_LENGTH - 1))).toThrow();
  });

  it('are not uuids, so a session id and a code never read alike', () => {
    expect(isSessionCode('8a1c2a43-51d5-4bb8-9a55-0c1f4c39d4f1')).toBe(false);
    expect(isSessionCode('ABCDE1')).toBe(false);
  });

  it('join only a waiting session, and only for its lifetime', () => {
    const createdAt = new Date('2026-03-09T21:30:00.000Z');
    const waiting = { userId: null, endedAt: null, createdAt };
    const at = (ms: number) => new Date(createdAt.getTime() + ms);
    expect(isSessionCodeLive(waiting, at(SESSION_CODE_LIFETIME_MS - 1))).toBe(true);
    expect(isSessionCodeLive(waiting, at(SESSION_CODE_LIFETIME_MS))).toBe(false);
    expect(isSessionCodeLive({ ...waiting, userId: 'u1' }, at(1))).toBe(false);
    expect(isSessionCodeLive({ ...waiting, endedAt: at(1) }, at(1))).toBe(false);
  });
});

describe('the portal link', () => {
  it('is the portal with ?session=, whatever the public URL ends with', () => {
    expect(portalSessionUrl('https://app.piiq.com/', 'abc')).toBe('https://app.piiq.com/portal?session=abc');
    expect(portalSessionUrl('http://localhost:3000', 'abc')).toBe('http://localhost:3000/portal?session=abc');
  });
});

describe('hair analysis input', () => {
  it('takes every whole score from 0 to 20', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }),
        fc.constantFrom('density', 'texture', 'curl', 'colorSensitivity', 'porous', 'elasticity'),
        (value, score) => {
          expect(hairAnalysisInputSchema.safeParse({ ...analysis, [score]: value }).success).toBe(true);
        },
      ),
    );
  });

  it('refuses any score outside 0 to 20, or a fraction, naming the score', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ max: -1 }),
          fc.integer({ min: 21 }),
          fc.double({ min: 0, max: 20, noInteger: true, noNaN: true }),
        ),
        (value) => {
          const result = hairAnalysisInputSchema.safeParse({ ...analysis, density: value });
          expect(result.success).toBe(false);
          expect(firstMessage(result)).toBe(mirrorSessionMessages.score('Density'));
        },
      ),
    );
  });

  it('takes the product’s concerns only, each once, stored in the product’s order', () => {
    expect(firstMessage(hairAnalysisInputSchema.safeParse({ ...analysis, scalpConcerns: ['itchy'] }))).toBe(
      mirrorSessionMessages.concern,
    );
    const parsed = hairAnalysisInputSchema.parse({ ...analysis, scalpConcerns: ['oily', 'dandruff', 'oily'] });
    expect(parsed.scalpConcerns).toEqual(['oily', 'dandruff']);
    expect(scalpConcernsText(parsed.scalpConcerns)).toBe('dandruff,oily');
    expect(scalpConcernsText([])).toBeNull();
    expect(scalpConcernsText([...SCALP_CONCERNS].reverse())).toBe(SCALP_CONCERNS.join(','));
  });

  it('keeps a confirmed hair colour, and none when it is null or left out', () => {
    const hairColour = { level: 6, tone: 'warm' as const, greyShare: 10 };
    expect(hairAnalysisInputSchema.parse({ ...analysis, hairColour }).hairColour).toEqual(hairColour);
    expect(hairAnalysisInputSchema.parse({ ...analysis, hairColour: null }).hairColour).toBeNull();
    expect(hairAnalysisInputSchema.parse(analysis).hairColour).toBeUndefined();
  });

  it('refuses a hair colour off its scales with the hair colour’s own messages', () => {
    const refused = (hairColour: unknown) =>
      firstMessage(hairAnalysisInputSchema.safeParse({ ...analysis, hairColour }));
    expect(refused({ level: 11, tone: 'warm', greyShare: 0 })).toBe('The level is a whole number from 1 to 10.');
    expect(refused({ level: 5, tone: 'golden', greyShare: 0 })).toBe('The tone is warm, neutral or cool.');
    expect(refused({ level: 5, tone: 'cool', greyShare: 101 })).toBe(
      'The grey share is a whole percentage from 0 to 100.',
    );
  });
});

describe('images from the mirror', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
  const webp = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);

  it('are JPEG, PNG or WebP by their bytes', () => {
    expect(checkSessionImage(png)).toEqual({ ok: true, contentType: 'image/png' });
    expect(checkSessionImage(jpeg)).toEqual({ ok: true, contentType: 'image/jpeg' });
    expect(checkSessionImage(webp)).toEqual({ ok: true, contentType: 'image/webp' });
    expect(checkSessionImage(Uint8Array.from('<svg/>', (letter) => letter.charCodeAt(0)))).toMatchObject({
      ok: false,
      problem: 'type',
      message: mirrorSessionMessages.imageType,
    });
  });

  it('are at most 10 MiB', () => {
    const big = new Uint8Array(MAX_SESSION_IMAGE_BYTES + 1);
    big.set(png);
    expect(checkSessionImage(big)).toMatchObject({
      ok: false,
      problem: 'size',
      message: mirrorSessionMessages.imageSize,
    });
    expect(checkSessionImage(big.subarray(0, MAX_SESSION_IMAGE_BYTES)).ok).toBe(true);
  });
});

describe('cart, recommendations and rebook input', () => {
  it('takes each product once, in whole quantities from 1 to the limit', () => {
    expect(
      cartItemsInputSchema.safeParse([
        { productId: 'a', quantity: 1 },
        { productId: 'b', quantity: MAX_CART_QUANTITY },
      ]).success,
    ).toBe(true);
    expect(firstMessage(cartItemsInputSchema.safeParse([{ productId: 'a', quantity: 0 }]))).toBe(
      mirrorSessionMessages.quantity,
    );
    expect(firstMessage(cartItemsInputSchema.safeParse([{ productId: 'a', quantity: MAX_CART_QUANTITY + 1 }]))).toBe(
      mirrorSessionMessages.quantity,
    );
    expect(
      firstMessage(
        cartItemsInputSchema.safeParse([
          { productId: 'a', quantity: 1 },
          { productId: 'a', quantity: 2 },
        ]),
      ),
    ).toBe(mirrorSessionMessages.duplicateProduct);
  });

  it('never takes more than 10 recommendations', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1 }), { minLength: 0, maxLength: 20 }), (skus) => {
        const result = sessionRecommendationsSchema.safeParse(skus);
        expect(result.success).toBe(skus.length <= 10);
        if (!result.success && skus.length > 10)
          expect(firstMessage(result)).toBe(mirrorSessionMessages.tooManyProducts);
      }),
    );
  });

  it('takes a rebook of whole weeks and minutes', () => {
    expect(rebookRequestSchema.safeParse({ rebookDelay: 6, rebookLength: 90 }).success).toBe(true);
    expect(firstMessage(rebookRequestSchema.safeParse({ rebookDelay: -1, rebookLength: 90 }))).toBe(
      mirrorSessionMessages.rebookDelay,
    );
    expect(firstMessage(rebookRequestSchema.safeParse({ rebookDelay: 6, rebookLength: 0 }))).toBe(
      mirrorSessionMessages.rebookLength,
    );
  });
});

describe('session state', () => {
  it('waits for the client, is in progress once joined, and ended once ended', () => {
    const at = new Date('2026-03-02T09:00:00Z');
    expect(mirrorSessionState({ userId: null, endedAt: null })).toBe('WAITING_FOR_CLIENT');
    expect(mirrorSessionState({ userId: 'u', endedAt: null })).toBe('IN_PROGRESS');
    expect(mirrorSessionState({ userId: null, endedAt: at })).toBe('ENDED');
  });
});
