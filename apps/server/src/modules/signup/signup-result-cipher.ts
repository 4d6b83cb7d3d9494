import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

export interface RegisterAccountResult {
  salonId: string;
  /** The generated password of a new owner; null when the salon joined an existing account. */
  password: string | null;
}

/**
 * A retry must get the same generated password back, so it is kept with the idempotency key, but
 * encrypted with a key derived from that idempotency key and the server secret: the database alone
 * does not reveal it, and only the caller holding the key can ask for it.
 */
export function resultCipher(secret: string, idempotencyKey: string) {
  const key = createHmac('sha256', secret).update(`signup-result:${idempotencyKey}`).digest();
  return {
    seal(result: RegisterAccountResult): { salonId: string; sealed: string | null } {
      if (result.password === null) return { salonId: result.salonId, sealed: null };
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(result.password, 'utf8'), cipher.final()]);
      return { salonId: result.salonId, sealed: Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url') };
    },
    open(stored: unknown): RegisterAccountResult | null {
      if (typeof stored !== 'object' || stored === null) return null;
      const { salonId, sealed } = stored as Record<string, unknown>;
      if (typeof salonId !== 'string') return null;
      if (sealed === null) return { salonId, password: null };
      if (typeof sealed !== 'string') return null;
      const bytes = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      const password = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
      return { salonId, password };
    },
  };
}
