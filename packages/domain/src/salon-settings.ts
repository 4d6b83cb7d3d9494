import { z } from 'zod';
import { timeZoneSchema } from './dates.ts';
import { optionalText, requiredEmail, requiredText } from './fields.ts';
import type { Cents } from './money.ts';
import { phoneFieldSchema } from './phone.ts';

export const SAVED_SUCCESSFULLY = 'Saved successfully.';

export const salonSettingsMessages = {
  name: 'Please enter the salon name',
  rebookDelay: 'Rebook delay must be a whole number of days from 0 to 365',
  bookingUrl: 'Please enter a booking url starting with http:// or https://, or leave it empty',
} as const;

/** A reminder more than a year out would never be sent in practice; the bound also keeps bad input off the job queue. */
export const MAX_REBOOK_DELAY_DAYS = 365;

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

export const salonSettingsSchema = z.object({
  name: requiredText(salonSettingsMessages.name),
  rebookNotificationMessage: optionalText(),
  rebookNotificationDelay: rebookDelayDaysSchema.default(0),
  defaultSocialMediaMessage: optionalText(),
  bookingUrl: optionalText().refine((value) => value === '' || isBookingUrl(value), salonSettingsMessages.bookingUrl),
});
export type SalonSettings = z.infer<typeof salonSettingsSchema>;
export type SalonSettingsInput = z.input<typeof salonSettingsSchema>;

export const staffMessages = {
  nameRequired: 'Please enter the name',
  duplicate: 'Team member already added',
} as const;

export const staffNameSchema = requiredText(staffMessages.nameRequired);

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
  if (!parsed.success) return { ok: false, message: staffMessages.nameRequired };
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

export const PREFERRED_BRAND_WARNING = "Make sure you've made your preferred brand available to clients above.";

/** No preferred brand is a valid choice; a preferred brand clients cannot see is not. */
export function preferredBrandWarning(
  preferredId: string | null | undefined,
  visibleIds: readonly string[],
): string | null {
  return preferredId && !visibleIds.includes(preferredId) ? PREFERRED_BRAND_WARNING : null;
}

export const retailMessages = {
  bsb: 'BSB must be exactly 6 digits',
  accountNumber: 'Account number must contain digits only',
} as const;

/** People type BSBs as '062-000' or '062 000'; the stored form is the six digits. */
export const bsbSchema = optionalText()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .refine((value) => value === '' || /^\d{6}$/.test(value), retailMessages.bsb);

export const bankAccountNumberSchema = optionalText()
  .transform((value) => value.replace(/\s/g, ''))
  .refine((value) => value === '' || /^\d+$/.test(value), retailMessages.accountNumber);

const listOfText = z.array(z.string().trim().min(1)).default([]);

export const retailSettingsSchema = z
  .object({
    hideFromFinder: z.boolean().default(false),
    bankAccountName: optionalText(),
    bankBsb: bsbSchema,
    bankAccountNumber: bankAccountNumberSchema,
    brandsVisibleToClients: z.array(z.string().min(1)).default([]),
    preferredRecommendationBrand: z
      .string()
      .nullish()
      .transform((value) => value || null),
    sfPhoto: optionalText(),
    specialities: listOfText,
    styles: listOfText,
  })
  .superRefine((settings, ctx) => {
    const warning = preferredBrandWarning(settings.preferredRecommendationBrand, settings.brandsVisibleToClients);
    if (warning) ctx.addIssue({ code: 'custom', message: warning, path: ['preferredRecommendationBrand'] });
  });
export type RetailSettings = z.infer<typeof retailSettingsSchema>;
export type RetailSettingsInput = z.input<typeof retailSettingsSchema>;

/** Null is "no custom price" (the catalogue price applies); saving an unchanged price would only add noise. */
export function customPriceChanged(current: Cents | null | undefined, next: Cents | null): boolean {
  return (current ?? null) !== next;
}

export const accountDetailsMessages = {
  name: 'Please enter the account name',
  addressLine1: 'Please enter the address',
  city: 'Please enter the suburb or city',
  state: 'Please enter the state',
  postcode: 'Please enter the postcode',
  firstName: "Please enter the owner's first name",
  lastName: "Please enter the owner's last name",
  email: 'Please enter an email address',
  emailInvalid: 'Please enter a valid email address',
} as const;

export const accountDetailsSchema = z.object({
  name: requiredText(accountDetailsMessages.name),
  addressLine1: requiredText(accountDetailsMessages.addressLine1),
  city: requiredText(accountDetailsMessages.city),
  state: requiredText(accountDetailsMessages.state),
  postcode: requiredText(accountDetailsMessages.postcode),
  firstName: requiredText(accountDetailsMessages.firstName),
  lastName: requiredText(accountDetailsMessages.lastName),
  phone: phoneFieldSchema,
  email: requiredEmail(accountDetailsMessages.email, accountDetailsMessages.emailInvalid),
  timeZone: timeZoneSchema,
});
export type AccountDetails = z.infer<typeof accountDetailsSchema>;
export type AccountDetailsInput = z.input<typeof accountDetailsSchema>;
