import { requiredText } from './fields.ts';
import { MIRROR_NAME_MAX_LENGTH, mirrorMessages } from './mirror-messages.ts';

// The server and the salon's settings read them with the pairing rules; the mirror's first screen
// reads mirror-messages.ts alone.
export { MIRROR_NAME_MAX_LENGTH, mirrorMessages };

/**
 * Pairing a smart mirror (docs/decisions/022): an admin asks for a one-time code, types it on the
 * mirror within ten minutes, and the mirror receives a device credential of its own.
 */

/** Letters and digits that cannot be misread for one another on a tablet's screen: no I, O, 0 or 1. */
export const PAIRING_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const PAIRING_CODE_LENGTH = 8;
export const PAIRING_CODE_TTL_MS = 10 * 60 * 1000;
/** A device's last-seen time is written at most this often, so a busy mirror costs no write per call. */
export const LAST_SEEN_INTERVAL_MS = 60 * 1000;

// 32 letters: a byte's low five bits pick one with no bias.
const ALPHABET_MASK = PAIRING_CODE_ALPHABET.length - 1;

/**
 * A code of the unmistakable letters from random bytes (the caller draws them: domain does no I/O);
 * extra bytes are ignored. The pairing code and the session code a client types are both made so.
 */
export function typedCodeFromBytes(bytes: Uint8Array, length: number): string {
  if (bytes.length < length) throw new Error(`a code of ${length} letters needs ${length} random bytes`);
  return Array.from(bytes.subarray(0, length), (byte) => PAIRING_CODE_ALPHABET[byte & ALPHABET_MASK]).join('');
}

/** As typed on the mirror or a phone: any case, with the spaces or dash of the shown form, is the same code. */
export function normaliseTypedCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}

export function isTypedCode(value: string, length: number): boolean {
  return value.length === length && [...value].every((letter) => PAIRING_CODE_ALPHABET.includes(letter));
}

export function pairingCodeFromBytes(bytes: Uint8Array): string {
  return typedCodeFromBytes(bytes, PAIRING_CODE_LENGTH);
}

export function isPairingCode(value: string): boolean {
  return isTypedCode(value, PAIRING_CODE_LENGTH);
}

/** Shown in two groups of four, which are easier to read out and type than eight in a row. */
export function formatPairingCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

export function pairingCodeExpiresAt(now: Date): Date {
  return new Date(now.getTime() + PAIRING_CODE_TTL_MS);
}

/** A code is good until its expiry instant, not at it, and once only. */
export function isPairingCodeUsable(code: { expiresAt: Date; usedAt: Date | null }, now: Date): boolean {
  return code.usedAt === null && now.getTime() < code.expiresAt.getTime();
}

/** Whole seconds left for the countdown, never below 0. */
export function secondsUntil(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
}

/** The countdown's text: 9:05. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export type SubscriptionStatus = 'INCOMPLETE' | 'ACTIVE' | 'PAST_DUE' | 'CANCELLED';

/** A payment the provider is still retrying keeps the salon's mirrors; an unpaid or ended plan has none. */
const STATUSES_WITH_MIRRORS: ReadonlySet<SubscriptionStatus> = new Set(['ACTIVE', 'PAST_DUE']);

/**
 * How many mirrors a salon may have paired: the count of its latest subscription while that is
 * paid for; none when it was never paid, once it is cancelled, or when the salon has none.
 */
export function mirrorsAllowed(
  subscription: { mirrors: number; status: SubscriptionStatus } | null | undefined,
): number {
  return subscription && STATUSES_WITH_MIRRORS.has(subscription.status) ? Math.max(0, subscription.mirrors) : 0;
}

export function canPairAnotherMirror(paired: number, allowed: number): boolean {
  return paired < allowed;
}

export function shouldRecordLastSeen(lastSeenAt: Date | null, now: Date): boolean {
  return lastSeenAt === null || now.getTime() - lastSeenAt.getTime() >= LAST_SEEN_INTERVAL_MS;
}

/** The name a mirror gets when its pairing gave none (Mirror 2 for the salon's second); the admin can rename it. */
export function defaultMirrorName(pairedBefore: number): string {
  return `Mirror ${pairedBefore + 1}`;
}

export const mirrorNameSchema = requiredText(mirrorMessages.nameRequired, {
  max: MIRROR_NAME_MAX_LENGTH,
  message: mirrorMessages.nameTooLong,
});
