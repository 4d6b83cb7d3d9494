import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canPairAnotherMirror,
  defaultMirrorName,
  formatCountdown,
  formatPairingCode,
  isPairingCode,
  isPairingCodeUsable,
  mirrorMessages,
  mirrorNameSchema,
  mirrorsAllowed,
  normaliseTypedCode,
  PAIRING_CODE_ALPHABET,
  PAIRING_CODE_LENGTH,
  pairingCodeExpiresAt,
  pairingCodeFromBytes,
  secondsUntil,
  shouldRecordLastSeen,
} from './mirror-pairing.ts';

const now = new Date('2026-03-02T10:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('pairing codes', () => {
  it('has no letters that read alike', () => {
    for (const confusable of ['I', 'O', '0', '1']) expect(PAIRING_CODE_ALPHABET).not.toContain(confusable);
    expect(new Set(PAIRING_CODE_ALPHABET).size).toBe(32);
  });

  it('makes a valid eight-letter code from any random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: PAIRING_CODE_LENGTH, maxLength: 16 }), (bytes) => {
        const code = pairingCodeFromBytes(bytes);
        expect(code).toHaveLength(PAIRING_CODE_LENGTH);
        expect(isPairingCode(code)).toBe(true);
      }),
    );
  });

  it('uses every letter of the alphabet evenly over all byte values', () => {
    const counts = new Map<string, number>();
    for (let byte = 0; byte < 256; byte += 1) {
      const letter = pairingCodeFromBytes(new Uint8Array(PAIRING_CODE_LENGTH).fill(byte))[0]!;
      counts.set(letter, (counts.get(letter) ?? 0) + 1);
    }
    expect([...counts.values()].every((count) => count === 8)).toBe(true);
  });

  it('refuses too few bytes', () => {
    expect(() => pairingCodeFromBytes(new Uint8Array(4))).toThrow();
  });

  it('reads a code as typed: any case, with its dash or spaces', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: PAIRING_CODE_LENGTH, maxLength: PAIRING_CODE_LENGTH }), (bytes) => {
        const code = pairingCodeFromBytes(bytes);
        expect(normaliseTypedCode(formatPairingCode(code))).toBe(code);
        expect(normaliseTypedCode(` ${formatPairingCode(code).toLowerCase()} `)).toBe(code);
      }),
    );
    expect(formatPairingCode('ABCDEFGH')).toBe('ABCD-EFGH');
  });

  it('rejects what is not a code', () => {
    for (const value of ['', 'ABCDEFG', 'ABCDEFGHJ', 'ABCDEFG0', 'abcdefgh', 'ABCD-EFG'])
      expect(isPairingCode(value)).toBe(false);
  });

  it('is good for ten minutes, up to but not at its expiry, and once only', () => {
    const expiresAt = pairingCodeExpiresAt(now);
    expect(expiresAt.getTime() - now.getTime()).toBe(10 * 60 * 1000);
    expect(isPairingCodeUsable({ expiresAt, usedAt: null }, later(10 * 60 * 1000 - 1))).toBe(true);
    expect(isPairingCodeUsable({ expiresAt, usedAt: null }, expiresAt)).toBe(false);
    expect(isPairingCodeUsable({ expiresAt, usedAt: now }, now)).toBe(false);
  });

  it('counts down in whole seconds to 0:00 and never below', () => {
    const expiresAt = pairingCodeExpiresAt(now);
    expect(formatCountdown(secondsUntil(expiresAt, now))).toBe('10:00');
    expect(formatCountdown(secondsUntil(expiresAt, later(55_500)))).toBe('9:05');
    expect(formatCountdown(secondsUntil(expiresAt, later(11 * 60 * 1000)))).toBe('0:00');
  });
});

describe('the plan’s mirror count', () => {
  it('allows the latest subscription’s mirrors while it is paid for', () => {
    expect(mirrorsAllowed({ mirrors: 3, status: 'ACTIVE' })).toBe(3);
    expect(mirrorsAllowed({ mirrors: 2, status: 'PAST_DUE' })).toBe(2);
    expect(mirrorsAllowed({ mirrors: 2, status: 'CANCELLED' })).toBe(0);
    expect(mirrorsAllowed({ mirrors: 2, status: 'INCOMPLETE' })).toBe(0);
    expect(mirrorsAllowed(null)).toBe(0);
  });

  it('lets a salon pair only below its count', () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(20), (paired, allowed) => {
        expect(canPairAnotherMirror(paired, allowed)).toBe(paired < allowed);
      }),
    );
  });

  it('says how many the plan includes', () => {
    expect(mirrorMessages.limitReached(1)).toBe(
      'Your plan includes 1 mirror, and all are paired. Unpair one to pair another.',
    );
    expect(mirrorMessages.limitReached(3)).toContain('3 mirrors');
    expect(mirrorMessages.limitReached(0)).toBe('Your plan includes no mirrors. Change your plan to pair one.');
  });
});

describe('mirror names and last seen', () => {
  it('trims a name and refuses an empty or too long one', () => {
    expect(mirrorNameSchema.parse('  Front chair ')).toBe('Front chair');
    expect(mirrorNameSchema.safeParse('  ').error?.issues[0]?.message).toBe(mirrorMessages.nameRequired);
    expect(mirrorNameSchema.safeParse('x'.repeat(61)).error?.issues[0]?.message).toBe(mirrorMessages.nameTooLong);
  });

  it('numbers a mirror paired without a name after those already paired', () => {
    expect(defaultMirrorName(0)).toBe('Mirror 1');
    expect(defaultMirrorName(2)).toBe('Mirror 3');
  });

  it('records last seen at most once a minute', () => {
    expect(shouldRecordLastSeen(null, now)).toBe(true);
    expect(shouldRecordLastSeen(now, later(59_999))).toBe(false);
    expect(shouldRecordLastSeen(now, later(60_000))).toBe(true);
  });
});
