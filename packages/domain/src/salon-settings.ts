import { z } from 'zod';
import {
  bankAccountNumberSchema,
  bsbSchema,
  numberMessages,
  optionalText,
  requiredText,
  TEXT_LIMITS,
  textLimit,
} from './fields.ts';
import { PRICE_INVALID_MESSAGE, parsePriceToCents, type Cents } from './money.ts';

export const SAVED_SUCCESSFULLY = 'Saved successfully.';

export const salonSettingsMessages = {
  name: 'Please enter the salon name',
  rebookDelay: 'Rebook delay must be a whole number of days from 0 to 365',
  bookingUrl: 'Please enter a booking url starting with http:// or https://, or leave it empty',
} as const;

/** A reminder more than a year out would never be sent in practice; the bound also keeps bad input off the job queue. */
export const MAX_REBOOK_DELAY_DAYS = 365;

/**
 * The delay a new salon starts with, until its owner sets one: six weeks, about when a client told
 * "it is nearly time for your next visit" would book again. Salons made before keep their own.
 */
export const DEFAULT_REBOOK_DELAY_DAYS = 42;

const httpUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });

/** Booking links open in clients' browsers, so only web addresses on a real domain are accepted. */
export function isBookingUrl(value: string): boolean {
  return httpUrl.safeParse(value).success;
}

export const rebookDelayDaysSchema = z
  .number({ error: salonSettingsMessages.rebookDelay })
  .int(salonSettingsMessages.rebookDelay)
  .min(0, salonSettingsMessages.rebookDelay)
  .max(MAX_REBOOK_DELAY_DAYS, salonSettingsMessages.rebookDelay);

/** The salon tab's texts and their limits, also used by updateSalon and the onboarding steps. */
export const salonTextSchemas = {
  name: requiredText(salonSettingsMessages.name, textLimit('name', 'Salon name')),
  rebookNotificationMessage: optionalText(textLimit('message', 'Rebook message')),
  defaultSocialMediaMessage: optionalText(textLimit('message', 'Default social media message')),
  bookingUrl: optionalText(textLimit('url', 'Booking url')).refine(
    (value) => value === '' || isBookingUrl(value),
    salonSettingsMessages.bookingUrl,
  ),
};

export const salonSettingsSchema = z.object({
  name: salonTextSchemas.name,
  rebookNotificationMessage: salonTextSchemas.rebookNotificationMessage,
  rebookNotificationDelay: rebookDelayDaysSchema.default(DEFAULT_REBOOK_DELAY_DAYS),
  defaultSocialMediaMessage: salonTextSchemas.defaultSocialMediaMessage,
  bookingUrl: salonTextSchemas.bookingUrl,
});
export type SalonSettings = z.infer<typeof salonSettingsSchema>;
export type SalonSettingsInput = z.input<typeof salonSettingsSchema>;

const staffNameLimit = textLimit('name', 'Name');

export const staffMessages = {
  nameRequired: 'Please enter the name',
  nameTooLong: staffNameLimit.message,
  duplicate: 'Team member already added',
} as const;

export const staffNameSchema = requiredText(staffMessages.nameRequired, staffNameLimit);

/** Names match ignoring case and spacing, so 'Jo  Smith' and 'jo smith' are the same team member. */
export function namesMatch(a: string, b: string): boolean {
  const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
  return key(a) === key(b);
}

export type StaffNameCheck = { ok: true; name: string } | { ok: false; message: string };

/** For a rename, `exceptId` is the member being renamed, so keeping one's own name is not a duplicate. */
export function checkStaffName(
  typed: string,
  existing: readonly { id?: string; name: string }[],
  exceptId?: string,
): StaffNameCheck {
  const parsed = staffNameSchema.safeParse(typed);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? staffMessages.nameRequired };
  const clash = existing.some((member) => member.id !== exceptId && namesMatch(member.name, parsed.data));
  return clash ? { ok: false, message: staffMessages.duplicate } : { ok: true, name: parsed.data };
}

/** Staff created before the active flag existed have none, and they are working staff. */
export function isStaffActive(staff: { active?: boolean | null }): boolean {
  return staff.active !== false;
}

export const COMING_SOON_LABEL = 'Coming Soon';

/** A whole word, any case, so a brand named 'Becoming' is not mistaken for a placeholder. */
export function isComingSoonBrand(name: string): boolean {
  return /\bcoming\b/i.test(name);
}

/** Coming-soon brands are placeholders with no products, so their tile does not toggle. */
export function toggleBrandVisibility(visibleIds: readonly string[], brand: { id: string; name: string }): string[] {
  if (isComingSoonBrand(brand.name)) return [...visibleIds];
  return visibleIds.includes(brand.id) ? visibleIds.filter((id) => id !== brand.id) : [...visibleIds, brand.id];
}

/** Refused when a save would toggle a Coming Soon brand, which the screen never offers. */
export const COMING_SOON_UNCHANGEABLE = "Coming Soon brands can't be changed yet";

/** Refused when a save names a brand the provider has not offered to this salon. */
export const BRAND_NOT_AVAILABLE = 'This brand is not available to your salon';

export const PREFERRED_BRAND_WARNING = "Make sure you've made your preferred brand available to clients above.";

/** No preferred brand is a valid choice; a preferred brand clients cannot see is not. */
export function preferredBrandWarning(
  preferredId: string | null | undefined,
  visibleIds: readonly string[],
): string | null {
  return preferredId && !visibleIds.includes(preferredId) ? PREFERRED_BRAND_WARNING : null;
}

/**
 * A new salon's preferred brand: the colour brand its owner typed at signup, when one of the brands
 * its clients see has that name (trimmed, in any case); otherwise none.
 */
export function preferredBrandOfColourBrand(
  colourBrand: string | null | undefined,
  visibleBrands: ReadonlyArray<{ id: string; name: string }>,
): string | null {
  const typed = colourBrand?.trim().toLocaleLowerCase() ?? '';
  if (typed === '') return null;
  return visibleBrands.find((brand) => brand.name.trim().toLocaleLowerCase() === typed)?.id ?? null;
}

export const retailMessages = {
  bsb: numberMessages.bsb,
  accountNumber: numberMessages.bankAccountNumber,
  profileEntry: `Each entry can be at most ${TEXT_LIMITS.shortText} characters.`,
} as const;

/** Refused when the photo named is not one uploaded for this salon (a stale or foreign path). */
export const SF_PHOTO_INVALID = 'That photo was not uploaded for this salon: please upload it again';

/** Upload paths are short; anything longer cannot name one. */
const SF_PHOTO_MAX_LENGTH = 500;

const bankAccountNameSchema = optionalText(textLimit('shortText', 'Bank account name'));

const listOfText = z
  .array(z.string().trim().min(1).max(TEXT_LIMITS.shortText, retailMessages.profileEntry))
  .default([]);

export const retailSettingsSchema = z
  .object({
    hideFromFinder: z.boolean().default(false),
    bankAccountName: bankAccountNameSchema,
    bankBsb: bsbSchema,
    bankAccountNumber: bankAccountNumberSchema,
    brandsVisibleToClients: z.array(z.string().min(1)).default([]),
    preferredRecommendationBrand: z
      .string()
      .nullish()
      .transform((value) => value || null),
    sfPhoto: optionalText({ max: SF_PHOTO_MAX_LENGTH, message: SF_PHOTO_INVALID }),
    specialities: listOfText,
    styles: listOfText,
  })
  .superRefine((settings, ctx) => {
    const warning = preferredBrandWarning(settings.preferredRecommendationBrand, settings.brandsVisibleToClients);
    if (warning) ctx.addIssue({ code: 'custom', message: warning, path: ['preferredRecommendationBrand'] });
  });
export type RetailSettings = z.infer<typeof retailSettingsSchema>;
export type RetailSettingsInput = z.input<typeof retailSettingsSchema>;

/**
 * The retail profile part of the retail tab, saved on its own: lists are trimmed, and blank or
 * repeated entries (ignoring case) are dropped rather than refused, as a stray empty row is no mistake.
 * sfPhoto: undefined or null keeps the stored photo, '' removes it, anything else names an upload.
 */
export const profileListSchema = z
  .array(z.string())
  .default([])
  .transform((entries) =>
    entries
      .map((entry) => entry.trim().replace(/\s+/g, ' '))
      .filter((entry, index, all) => entry !== '' && all.findIndex((other) => namesMatch(other, entry)) === index),
  )
  .pipe(z.array(z.string().max(TEXT_LIMITS.shortText, retailMessages.profileEntry)));

export const retailProfileSchema = z.object({
  hideFromFinder: z.boolean().default(false),
  bankAccountName: bankAccountNameSchema,
  bankBsb: bsbSchema,
  bankAccountNumber: bankAccountNumberSchema,
  sfPhoto: z
    .string()
    .nullish()
    .transform((value) => (value === null || value === undefined ? null : value.trim()))
    .pipe(z.string().max(SF_PHOTO_MAX_LENGTH, SF_PHOTO_INVALID).nullable()),
  specialities: profileListSchema,
  styles: profileListSchema,
});
export type RetailProfile = z.infer<typeof retailProfileSchema>;
export type RetailProfileInput = z.input<typeof retailProfileSchema>;

/** Null is "no custom price" (the catalogue price applies); saving an unchanged price would only add noise. */
export function customPriceChanged(current: Cents | null | undefined, next: Cents | null): boolean {
  return (current ?? null) !== next;
}

/**
 * The custom price box: undefined leaves the price alone, '' or null clears it (the product sells at
 * its RRP again), anything else must read as a price.
 */
export const customPriceInputSchema = z
  .union([z.string(), z.null()], { error: PRICE_INVALID_MESSAGE })
  .optional()
  .transform((text, ctx): Cents | null | undefined => {
    if (text === undefined) return undefined;
    if (text === null || text.trim() === '') return null;
    const parsed = parsePriceToCents(text);
    if (parsed.ok) return parsed.cents;
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  });
