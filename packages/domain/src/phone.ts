import { parsePhoneNumberFromString as parseWithMetadata, type CountryCode } from 'libphonenumber-js/core';
import { z } from 'zod';
import { COUNTRIES, countrySchema, type Country } from './country.ts';
import { AU_NZ_PHONE_METADATA } from './phone-metadata.ts';

/** Only Australian and New Zealand metadata is loaded: numbers elsewhere are refused anyway. */
const parsePhoneNumberFromString = (text: string, country?: CountryCode) =>
  parseWithMetadata(text, country ? { defaultCountry: country } : {}, AU_NZ_PHONE_METADATA);

export const PHONE_PLACEHOLDER = '0000-000-000';

/** The longest number typed with its country code and spacing ('+64 21 123 45678' is 17); no valid one is longer. */
export const PHONE_INPUT_MAX_LENGTH = 20;

export const phoneMessages = {
  required: '* Phone required',
  invalid: '* Phone invalid: enter an Australian or New Zealand number',
} as const;

export type PhoneCheck = { ok: true; e164: string; country: Country } | { ok: false; message: string };

function isCountry(value: string | undefined): value is Country {
  return COUNTRIES.some((country) => country === value);
}

/**
 * A number typed nationally ('0412 345 678') is read in the chosen country; one typed with its
 * country code ('+64 21 123 4567') keeps that country, as long as it is Australia or New Zealand.
 */
export function checkPhone(number: string, country: Country): PhoneCheck {
  if (number.trim() === '') return { ok: false, message: phoneMessages.required };
  const parsed = parsePhoneNumberFromString(number, country);
  if (!parsed?.isValid() || !isCountry(parsed.country)) return { ok: false, message: phoneMessages.invalid };
  return { ok: true, e164: parsed.number, country: parsed.country };
}

/** The phone input of a form: the country picker plus the typed number; its value is the E.164 number. */
export const phoneFieldSchema = z
  .object({
    country: countrySchema.default('AU'),
    number: z.string().max(PHONE_INPUT_MAX_LENGTH, phoneMessages.invalid).nullish(),
  })
  .nullish()
  .transform((field, ctx) => {
    const checked = checkPhone(field?.number ?? '', field?.country ?? 'AU');
    if (checked.ok) return checked.e164;
    ctx.addIssue({ code: 'custom', message: checked.message });
    return z.NEVER;
  });
export type PhoneField = z.input<typeof phoneFieldSchema>;

/** A phone a person may also take away: an empty number clears it (null); any other follows the phone rules. */
export const clearablePhoneFieldSchema = z
  .object({
    country: countrySchema.default('AU'),
    number: z.string().max(PHONE_INPUT_MAX_LENGTH, phoneMessages.invalid),
  })
  .transform((field, ctx) => {
    if (field.number.trim() === '') return null;
    const checked = checkPhone(field.number, field.country);
    if (checked.ok) return checked.e164;
    ctx.addIssue({ code: 'custom', message: checked.message });
    return z.NEVER;
  });

/** A stored or sent number, E.164 or with its country code (without one it is read as Australian); normalised to E.164. */
export const e164PhoneSchema = z.string({ error: phoneMessages.required }).transform((number, ctx) => {
  const checked = checkPhone(number, 'AU');
  if (checked.ok) return checked.e164;
  ctx.addIssue({ code: 'custom', message: checked.message });
  return z.NEVER;
});
export type E164Phone = z.infer<typeof e164PhoneSchema>;

/** Puts a stored number back into the phone input for editing: its country and its national form. */
export function phoneFieldFromE164(e164: string | null | undefined): { country: Country; number: string } {
  const parsed = e164 ? parsePhoneNumberFromString(e164) : undefined;
  if (parsed && isCountry(parsed.country)) return { country: parsed.country, number: parsed.formatNational() };
  return { country: 'AU', number: e164 ?? '' };
}
