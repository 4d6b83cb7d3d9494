import { z } from 'zod';
import { HAIR_SCORES, type HairScore } from './hair-analysis.ts';
import { hairColourSchema, hairColourSuggestionSchema } from './hair-colour.ts';
import { isTypedCode, typedCodeFromBytes } from './mirror-pairing.ts';
import { PORTAL_PATH } from './portal-address.ts';
import { MAX_RECOMMENDATIONS_PER_SESSION, recommendationMessages } from './recommendations.ts';
import { sniffPhotoType, type SalonPhotoType } from './salon-photo.ts';

/**
 * A consultation at the mirror (the product's Session): the mirror opens it for a signed-in stylist,
 * the client joins it from the portal (startSession) by the QR link or by its short code, and the
 * mirror records the analysis, photos, products, cart and rebook request until it ends it.
 * The rules here are the device API's and the web mirror's alike.
 */

/** What a client types when the QR code cannot be scanned; from the pairing code's unmistakable letters. */
export const SESSION_CODE_LENGTH = 6;

/** A session code from random bytes (the caller draws them: domain does no I/O). */
export function sessionCodeFromBytes(bytes: Uint8Array): string {
  return typedCodeFromBytes(bytes, SESSION_CODE_LENGTH);
}

export function isSessionCode(value: string): boolean {
  return isTypedCode(value, SESSION_CODE_LENGTH);
}

/**
 * How long a waiting session's code may be typed: a client joins within minutes of the stylist
 * opening the consultation, and a code that lives no longer gives guessing less to find. After it,
 * only the QR link (the session's id) joins.
 */
export const SESSION_CODE_LIFETIME_MS = 30 * 60 * 1000;

/** Whether a typed code may still join this session: nobody has joined it, it is open, and young enough. */
export function isSessionCodeLive(
  session: { userId: string | null; endedAt: Date | null; createdAt: Date },
  now: Date,
): boolean {
  return (
    mirrorSessionState(session) === 'WAITING_FOR_CLIENT' &&
    now.getTime() - session.createdAt.getTime() < SESSION_CODE_LIFETIME_MS
  );
}

/** Where the QR code sends the client's phone (docs/product-rules.md: the portal keeps `?session=`). */
export function portalSessionUrl(publicUrl: string, sessionId: string): string {
  return `${publicUrl.replace(/\/$/, '')}${PORTAL_PATH}?session=${encodeURIComponent(sessionId)}`;
}

/** The mirror's raw scale: the salon and the client read these halved, out of 10. */
export const HAIR_SCORE_MIN = 0;
export const HAIR_SCORE_MAX = 20;

/** The product's scalp concerns, as the mirror sends them and the appointment stores them (a comma list). */
export const SCALP_CONCERNS = ['growthPatterns', 'cowlicks', 'dandruff', 'oily', 'dry', 'sensitive'] as const;
export type ScalpConcern = (typeof SCALP_CONCERNS)[number];

/** Photos from the mirror's camera: the salon photo's types (SALON_PHOTO_TYPES), and room for a full-resolution capture. */
export const MAX_SESSION_IMAGE_BYTES = 10 * 1024 * 1024;
/** The appointment's two photos (clientSelfieImage, client360Image), named as their addresses name them. */
export const SESSION_IMAGE_KINDS = ['selfie', '360'] as const;
export type SessionImageKind = (typeof SESSION_IMAGE_KINDS)[number];

/** The file extension a stored photo gets from its sniffed type. */
export const SESSION_IMAGE_EXTENSIONS: Readonly<Record<SalonPhotoType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** A cart line's quantity: a client buys a few of a product, never a shop's stock. */
export const MAX_CART_QUANTITY = 20;
/** Every recommended product at most once: the cart holds what the session could recommend. */
export const MAX_CART_LINES = MAX_RECOMMENDATIONS_PER_SESSION;
export const REBOOK_DELAY_MAX_WEEKS = 52;
export const REBOOK_LENGTH_MAX_MINUTES = 8 * 60;
export const SESSION_NOTES_MAX_LENGTH = 5000;
/** A mirror names a write's retry by this key; long enough for a UUID, short enough to index. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 64;

export const mirrorSessionMessages = {
  notFound: 'This consultation does not exist. Start a new one on the mirror.',
  codeUnknown: "That code doesn't match a mirror session. Check the code on the mirror and try again.",
  tooManyCodes: 'Too many codes tried. Wait a few minutes and try again.',
  ended: 'This consultation has ended. Start a new one on the mirror.',
  joinedBySomeoneElse: 'Someone else has already joined this consultation. Ask your stylist to start a new one.',
  stylistUnknown: 'Please choose a stylist of this salon.',
  score: (label: string) => `${label} must be a whole number from ${HAIR_SCORE_MIN} to ${HAIR_SCORE_MAX}.`,
  concern: `Scalp concerns are ${SCALP_CONCERNS.join(', ')}.`,
  imageType: 'Please send a JPEG, PNG or WebP image.',
  imageSize: 'Please send an image of 10 MB or less.',
  imageUnknown: 'That image is not one of this consultation’s photos.',
  tooManyProducts: recommendationMessages.full,
  notRecommendable: recommendationMessages.notRecommendable,
  duplicateProduct: 'Each product appears once in the cart.',
  tooManyLines: `A cart holds at most ${MAX_CART_LINES} products.`,
  quantity: `A quantity is a whole number from 1 to ${MAX_CART_QUANTITY}.`,
  cartPaid:
    'The client has already paid for this order in the portal, so its cart can no longer change here. The salon has it under Orders.',
  rebookDelay: `The rebook delay is a whole number of weeks from 0 to ${REBOOK_DELAY_MAX_WEEKS}.`,
  rebookLength: `The rebook length is a whole number of minutes from 1 to ${REBOOK_LENGTH_MAX_MINUTES}.`,
  notesTooLong: `Please keep the notes to ${SESSION_NOTES_MAX_LENGTH.toLocaleString('en-AU')} characters.`,
  idempotencyKey: `An idempotency key has 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters.`,
} as const;

const SCORE_LABELS: Readonly<Record<HairScore, string>> = {
  density: 'Density',
  texture: 'Texture',
  curl: 'Curl',
  colorSensitivity: 'Colour sensitivity',
  porous: 'Porosity',
  elasticity: 'Elasticity',
};

/** A raw score, or null (or left out) when the stylist did not score it: an unset score is no answer. */
const rawScore = (score: HairScore) =>
  z
    .number()
    .int(mirrorSessionMessages.score(SCORE_LABELS[score]))
    .min(HAIR_SCORE_MIN, mirrorSessionMessages.score(SCORE_LABELS[score]))
    .max(HAIR_SCORE_MAX, mirrorSessionMessages.score(SCORE_LABELS[score]))
    .nullish()
    .transform((raw) => raw ?? null);

/**
 * The six raw scores, each scored or not, the concerns from the product's list (each once), and the
 * hair colour the stylist confirmed; an analysis without one (null or left out) keeps none.
 */
export const hairAnalysisInputSchema = z.object({
  ...(Object.fromEntries(HAIR_SCORES.map((score) => [score, rawScore(score)])) as Record<
    HairScore,
    ReturnType<typeof rawScore>
  >),
  scalpConcerns: z
    .array(z.enum(SCALP_CONCERNS, { error: mirrorSessionMessages.concern }))
    .max(SCALP_CONCERNS.length, mirrorSessionMessages.concern)
    .transform((concerns) => [...new Set(concerns)]),
  hairColour: hairColourSchema.nullish(),
  /** What the measure suggested in this session, kept beside the confirmed colour; none when it was not used. */
  hairColourSuggestion: hairColourSuggestionSchema.nullish(),
});
export type HairAnalysisInput = z.infer<typeof hairAnalysisInputSchema>;

/** The appointment's comma list, in the product's order whatever order the mirror sent. */
export function scalpConcernsText(concerns: readonly ScalpConcern[]): string | null {
  const listed = SCALP_CONCERNS.filter((concern) => concerns.includes(concern));
  return listed.length > 0 ? listed.join(',') : null;
}

const count = (message: string, min: number, max: number) =>
  z.number().int(message).min(min, message).max(max, message);

export const cartItemsInputSchema = z
  .array(
    z.object({ productId: z.string().min(1), quantity: count(mirrorSessionMessages.quantity, 1, MAX_CART_QUANTITY) }),
  )
  .max(MAX_CART_LINES, mirrorSessionMessages.tooManyLines)
  .refine(
    (items) => new Set(items.map((item) => item.productId)).size === items.length,
    mirrorSessionMessages.duplicateProduct,
  );
export type CartItemsInput = z.infer<typeof cartItemsInputSchema>;

export const rebookRequestSchema = z.object({
  rebookDelay: count(mirrorSessionMessages.rebookDelay, 0, REBOOK_DELAY_MAX_WEEKS),
  rebookLength: count(mirrorSessionMessages.rebookLength, 1, REBOOK_LENGTH_MAX_MINUTES),
});

export const sessionNotesSchema = z.string().max(SESSION_NOTES_MAX_LENGTH, mirrorSessionMessages.notesTooLong);

export const idempotencyKeySchema = z
  .string()
  .min(1, mirrorSessionMessages.idempotencyKey)
  .max(IDEMPOTENCY_KEY_MAX_LENGTH, mirrorSessionMessages.idempotencyKey);

/** At most MAX_RECOMMENDATIONS_PER_SESSION product ids, each once. */
export const sessionRecommendationsSchema = z
  .array(z.string().min(1))
  .max(MAX_RECOMMENDATIONS_PER_SESSION, mirrorSessionMessages.tooManyProducts)
  .refine((ids) => new Set(ids).size === ids.length, recommendationMessages.duplicate);

export type SessionImageProblem = 'type' | 'size';

/**
 * Whether bytes the mirror sent are a photo we keep: its type from its leading bytes (a declared type
 * is only a claim), at most MAX_SESSION_IMAGE_BYTES.
 */
export function checkSessionImage(
  bytes: Uint8Array,
): { ok: true; contentType: SalonPhotoType } | { ok: false; problem: SessionImageProblem; message: string } {
  if (bytes.length > MAX_SESSION_IMAGE_BYTES)
    return { ok: false, problem: 'size', message: mirrorSessionMessages.imageSize };
  const contentType = sniffPhotoType(bytes);
  if (!contentType) return { ok: false, problem: 'type', message: mirrorSessionMessages.imageType };
  return { ok: true, contentType };
}

/** The session's state for the mirror and the admin alike. */
export const MIRROR_SESSION_STATES = ['WAITING_FOR_CLIENT', 'IN_PROGRESS', 'ENDED'] as const;
export type MirrorSessionState = (typeof MIRROR_SESSION_STATES)[number];

export function mirrorSessionState(session: { userId: string | null; endedAt: Date | null }): MirrorSessionState {
  if (session.endedAt) return 'ENDED';
  return session.userId ? 'IN_PROGRESS' : 'WAITING_FOR_CLIENT';
}
