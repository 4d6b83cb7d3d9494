import { z } from 'zod';
import { looksLikeEmail, normaliseEmail } from './auth-rules.ts';

/**
 * Field builders shared by the form schemas, so "required" means the same thing everywhere:
 * a missing value and a value of only spaces both get the field's required message.
 */

export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, message);
}

/** Optional free text arrives as undefined, null or a string; it is always stored as a trimmed string. */
export function optionalText() {
  return z
    .string()
    .nullish()
    .transform((value) => (value ?? '').trim());
}

/**
 * Email addresses are compared and stored lower-cased (the auth rule), so they are normalised before
 * the check; an empty address reports only that it is required.
 */
export function requiredEmail(requiredMessage: string, invalidMessage: string) {
  return z
    .string({ error: requiredMessage })
    .transform(normaliseEmail)
    .pipe(
      z
        .string()
        .min(1, requiredMessage)
        .refine((email) => email === '' || looksLikeEmail(email), invalidMessage),
    );
}
