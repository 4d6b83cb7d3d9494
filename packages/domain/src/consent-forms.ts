import { z } from 'zod';
import { requiredText, tooLongMessage } from './fields.ts';

/**
 * The salon's consultation and consent form, and a client's drawn signature of it. Each save of the
 * form's text is a new version; a signature names the version signed, so a client who signed an
 * older text signs again before the next colour service.
 */

export const CONSENT_FORM_MAX = 10_000;

export const consentMessages = {
  textRequired: 'Enter the form’s text.',
  signatureRequired: 'Sign in the box with a finger or the mouse.',
  signatureTooLarge: 'The signature is too detailed to keep: clear it and sign again.',
  versionChanged: 'The salon changed its form while you were reading: read it again, then sign.',
  photosAnswerRequired: 'Answer whether the salon may keep and show your photos.',
  reactionAnswerRequired: 'Answer whether you have ever reacted to hair colour, lightener or a patch test.',
  nobodyJoined: 'The client signs once they have joined the session from their phone.',
} as const;

/**
 * The questions every form ends with, asked alike on the mirror and in the portal; the client's answers
 * are kept with their signature. The second is the patch test's answer the stylist reads before colour.
 */
export const CONSENT_QUESTIONS = {
  photosAllowed: 'May the salon keep your photos and show them in the salon?',
  reactedBefore: 'Have you ever reacted to hair colour, lightener or a patch test?',
} as const;
export type ConsentQuestion = keyof typeof CONSENT_QUESTIONS;
export const CONSENT_QUESTION_KEYS: readonly ConsentQuestion[] = ['photosAllowed', 'reactedBefore'];
export const isConsentQuestion = (key: unknown): key is ConsentQuestion =>
  typeof key === 'string' && Object.hasOwn(CONSENT_QUESTIONS, key);

/** The form a salon starts with: it names what the product keeps and why. */
export const DEFAULT_CONSENT_FORM_TEXT = [
  'Consultation and consent',
  '',
  'Photos. The salon’s mirror takes photos of your hair during your consultation. They are kept with your client record and shown to you and to the salon’s team. You can ask the salon to delete them at any time.',
  '',
  'Colour service risks. Hair colour and lightener can cause an allergic reaction, irritation of the scalp and skin, and damage to the hair, even if you have used them before. Tell your stylist about any allergy, sensitivity, medicine or earlier reaction.',
  '',
  'Patch test. Before a colour service, the salon asks for a patch (allergy alert) test at least 48 hours before. If you decline it or it shows a reaction, the salon may not colour your hair.',
  '',
  'By signing, you confirm that the answers you gave in your consultation are true and that you agree to the service.',
].join('\n');

export const consentFormSchema = z.object({
  text: requiredText(consentMessages.textRequired, {
    max: CONSENT_FORM_MAX,
    message: tooLongMessage('Form text', CONSENT_FORM_MAX),
  }),
});
export type ConsentFormInput = z.input<typeof consentFormSchema>;

/**
 * A drawn signature as the strokes the finger made, in the pad's own units (0 to 1000 across, 0 to
 * 400 down): kept as numbers it redraws sharp at any size, and nothing but numbers can be stored.
 */
export const SIGNATURE_WIDTH = 1000;
export const SIGNATURE_HEIGHT = 400;
export const MAX_SIGNATURE_POINTS = 4000;

const coordinate = (max: number) =>
  z
    .number()
    .finite()
    .min(0)
    .max(max)
    .transform((value) => Math.round(value));
const pointSchema = z.tuple([coordinate(SIGNATURE_WIDTH), coordinate(SIGNATURE_HEIGHT)]);

export const signatureSchema = z
  .array(z.array(pointSchema).min(1).max(MAX_SIGNATURE_POINTS), { error: consentMessages.signatureRequired })
  .max(200, consentMessages.signatureTooLarge)
  .refine(
    (strokes) => strokes.reduce((count, stroke) => count + stroke.length, 0) <= MAX_SIGNATURE_POINTS,
    consentMessages.signatureTooLarge,
  )
  // An empty pad has no stroke and a tap leaves a dot; a signature has some length to it.
  .refine((strokes) => strokes.some((stroke) => stroke.length >= 3), consentMessages.signatureRequired);
export type Signature = z.infer<typeof signatureSchema>;

export const consentSignatureSchema = z.object({
  /** The version the client read: a newer one must be read first. */
  formVersion: z.number().int().min(1),
  signature: signatureSchema,
  /** The form asks whether the salon may keep and show the photos; the answer is the client's. */
  photosAllowed: z.boolean({ error: consentMessages.photosAnswerRequired }),
  /** Whether the client has ever reacted to colour or a patch test: read by the stylist before a colour service. */
  reactedBefore: z.boolean({ error: consentMessages.reactionAnswerRequired }),
});
export type ConsentSignatureInput = z.input<typeof consentSignatureSchema>;

/** The SVG path of a signature's strokes, for drawing it back. */
export function signaturePath(strokes: Signature): string {
  return strokes
    .map((stroke) => stroke.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x} ${y}`).join(' '))
    .join(' ');
}

/** Whether the client must sign (again) before a colour service: never signed, or signed an older text. */
export function consentNeeded(signedVersion: number | null, currentVersion: number): boolean {
  return signedVersion === null || signedVersion < currentVersion;
}

/** The client's standing with the salon's current form. */
export type ConsentStanding = 'signed' | 'older' | 'none';
export function consentStanding(signedVersion: number | null, currentVersion: number): ConsentStanding {
  if (signedVersion === null) return 'none';
  return signedVersion < currentVersion ? 'older' : 'signed';
}
