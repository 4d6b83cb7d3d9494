import { describe, expect, it } from 'vitest';
import {
  consentMessages,
  consentNeeded,
  consentSignatureSchema,
  consentStanding,
  DEFAULT_CONSENT_FORM_TEXT,
  MAX_SIGNATURE_POINTS,
  signaturePath,
} from './consent-forms.ts';

const stroke = [
  [10, 10],
  [50, 80],
  [120, 40],
] as [number, number][];

describe('consent', () => {
  it('asks a client who never signed, or signed an older text, to sign', () => {
    expect(consentNeeded(null, 1)).toBe(true);
    expect(consentNeeded(1, 2)).toBe(true);
    expect(consentNeeded(2, 2)).toBe(false);
    expect(consentStanding(1, 3)).toBe('older');
    expect(consentStanding(3, 3)).toBe('signed');
    expect(consentStanding(null, 3)).toBe('none');
  });

  it('keeps a drawn signature as whole numbers and draws it back as a path', () => {
    const parsed = consentSignatureSchema.parse({
      formVersion: 1,
      signature: [[[10.4, 10.6], ...stroke]],
      photosAllowed: true,
      reactedBefore: false,
    });
    expect(parsed.signature[0]?.[0]).toEqual([10, 11]);
    expect(signaturePath([stroke])).toBe('M10 10 L50 80 L120 40');
  });

  it('asks both of the form’s questions: an unanswered one is named in its own words', () => {
    const unanswered = consentSignatureSchema.safeParse({ formVersion: 1, signature: [stroke] });
    expect(unanswered.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['photosAllowed', consentMessages.photosAnswerRequired],
      ['reactedBefore', consentMessages.reactionAnswerRequired],
    ]);
  });

  it('refuses a tap, an empty pad, a point off the pad and a scribble too large to keep', () => {
    const messages = (signature: unknown) =>
      consentSignatureSchema
        .safeParse({ formVersion: 1, signature, photosAllowed: false, reactedBefore: false })
        .error?.issues.map((i) => i.message);
    expect(messages([])).toEqual([consentMessages.signatureRequired]);
    expect(messages([[[5, 5]]])).toEqual([consentMessages.signatureRequired]);
    expect(messages([[[5, 5000], ...stroke]])).toHaveLength(1);
    const huge = Array.from({ length: 3 }, () => Array.from({ length: MAX_SIGNATURE_POINTS / 2 }, () => [1, 1]));
    expect(messages(huge)).toEqual([consentMessages.signatureTooLarge]);
  });

  it('starts every salon with a form that names photos, colour risks and the patch test', () => {
    expect(DEFAULT_CONSENT_FORM_TEXT).toMatch(/Photos\./);
    expect(DEFAULT_CONSENT_FORM_TEXT).toMatch(/Colour service risks\./);
    expect(DEFAULT_CONSENT_FORM_TEXT).toMatch(/Patch test\./);
  });
});
