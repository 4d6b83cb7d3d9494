import { z } from 'zod';
import { looksLikeEmail, normaliseEmail } from './auth-rules.ts';

/**
 * Field builders shared by the form schemas, so "required" means the same thing everywhere:
 * a missing value and a value of only spaces both get the field's required message. Every free
 * text has a maximum length of its kind (decision 044): the limits live in these rules, not in the
 * columns, so the browser's inputs and the server's refusals use the same numbers.
 */

/** The longest text of each kind, in characters, counted after trimming. */
export const TEXT_LIMITS = {
  /** A first or last name. */
  personName: 50,
  /** A salon, account, team member, brand, product or client's full name. */
  name: 100,
  /** RFC 5321's longest address. */
  email: 254,
  /** One line of a street address. */
  addressLine: 100,
  cityOrState: 50,
  /** A one-line answer: a bank account name, a colour brand, a promo code, a speciality. */
  shortText: 100,
  /** A message a client reads: the rebook reminder, the social media suggestion. */
  message: 1_000,
  /** Notes kept with an order, a delivery or an appointment. */
  notes: 2_000,
  /** A web address. */
  url: 2_000,
} as const;
export type TextKind = keyof typeof TEXT_LIMITS;

export interface TextLimit {
  max: number;
  message: string;
}

/** The admin area's and the portal's words for a text that is too long. */
export function tooLongMessage(label: string, max: number): string {
  return `${label} can be at most ${max.toLocaleString('en-AU')} characters.`;
}

/** The signup screens' words, in their style ('* Salon required'). */
export function signupTooLongMessage(label: string, max: number): string {
  return `* ${label} can be at most ${max.toLocaleString('en-AU')} characters`;
}

/** The limit of a kind of text, with the message naming the field as its label does. */
export function textLimit(kind: TextKind, label: string): TextLimit {
  return { max: TEXT_LIMITS[kind], message: tooLongMessage(label, TEXT_LIMITS[kind]) };
}

export function signupTextLimit(kind: TextKind, label: string): TextLimit {
  return { max: TEXT_LIMITS[kind], message: signupTooLongMessage(label, TEXT_LIMITS[kind]) };
}

export function requiredText(message: string, limit: TextLimit) {
  return z.string({ error: message }).trim().min(1, message).max(limit.max, limit.message);
}

/** Optional free text arrives as undefined, null or a string; it is always stored as a trimmed string. */
export function optionalText(limit: TextLimit) {
  return z
    .string()
    .nullish()
    .transform((value) => (value ?? '').trim())
    .pipe(z.string().max(limit.max, limit.message));
}

/**
 * Email addresses are compared and stored lower-cased (the auth rule), so they are normalised before
 * the check; an empty address reports only that it is required, and a longer one than any mailbox
 * can have is not an address.
 */
export function requiredEmail(requiredMessage: string, invalidMessage: string) {
  return z
    .string({ error: requiredMessage })
    .transform(normaliseEmail)
    .pipe(
      z
        .string()
        .min(1, requiredMessage)
        .max(TEXT_LIMITS.email, invalidMessage)
        .refine((email) => email === '' || looksLikeEmail(email), invalidMessage),
    );
}

/*
 * Numbers of a kind: one rule each, whatever form asks for them. People type them with spaces or
 * dashes, so those are dropped before the check, and the stored form is the digits alone.
 */

export const numberMessages = {
  bsb: 'BSB must be exactly 6 digits',
  bankAccountNumber: 'Account number must be 5 to 9 digits',
  postcode: 'Postcode must be 4 digits',
} as const;

/**
 * The most characters a number's field takes: its digits and room for the spaces and dashes people
 * type ('062 - 000'). Anything longer cannot be one, whatever it holds.
 */
export const NUMBER_INPUT_LENGTHS = {
  postcode: 4,
  bsb: 9,
  bankAccountNumber: 13,
  /** Partner records send it as an integer, so it has at most 15 digits and no separators. */
  supplierAccountNumber: 15,
} as const;

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

/** Australian and New Zealand postcodes are both four digits. */
export function isPostcode(value: string): boolean {
  return /^\d{4}$/.test(value.trim());
}

/** A BSB is six digits, often written 062-000. */
export function isBsb(value: string): boolean {
  return /^\d{6}$/.test(digitsOnly(value));
}

/** Australian bank account numbers have 5 to 9 digits after the BSB. */
export function isBankAccountNumber(value: string): boolean {
  return /^\d{5,9}$/.test(digitsOnly(value));
}

/** An optional BSB: '' when not given, else its six digits. */
export const bsbSchema = optionalText({ max: NUMBER_INPUT_LENGTHS.bsb, message: numberMessages.bsb })
  .transform(digitsOnly)
  .refine((value) => value === '' || isBsb(value), numberMessages.bsb);

/** An optional bank account number: '' when not given, else its digits. */
export const bankAccountNumberSchema = optionalText({
  max: NUMBER_INPUT_LENGTHS.bankAccountNumber,
  message: numberMessages.bankAccountNumber,
})
  .transform(digitsOnly)
  .refine((value) => value === '' || isBankAccountNumber(value), numberMessages.bankAccountNumber);

/** A required postcode with the form's own messages: empty reads as required, anything else as the format. */
export function postcodeSchema(requiredMessage: string, formatMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine((value) => value === '' || isPostcode(value), formatMessage);
}
