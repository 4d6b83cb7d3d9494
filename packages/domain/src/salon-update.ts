import { z } from 'zod';
import { onboardingStateInputSchema } from './onboarding.ts';
import { rebookDelayDaysSchema, salonTextSchemas } from './salon-settings.ts';

/**
 * updateSalon's input: every field optional, and only the given ones change. A missing field is
 * undefined after parsing. Texts arrive trimmed, '' (or null) meaning "clear it". Fields the salon
 * cannot be without (name, delay) refuse null with their own message; null for a list, a flag or
 * the onboarding state means "not given"; null for the preferred brand clears it.
 */
export const updateSalonInputSchema = z.object({
  name: salonTextSchemas.name.optional(),
  rebookNotificationMessage: salonTextSchemas.rebookNotificationMessage.optional(),
  rebookNotificationDelay: rebookDelayDaysSchema.optional(),
  /** Whether a client's rebook request schedules the reminder itself, as Setup Reminder would. */
  scheduleRebookReminderOnRequest: z
    .boolean()
    .nullish()
    .transform((value) => value ?? undefined),
  defaultSocialMediaMessage: salonTextSchemas.defaultSocialMediaMessage.optional(),
  bookingUrl: salonTextSchemas.bookingUrl.optional(),
  brandsVisibleToClients: z
    .array(z.string())
    .nullish()
    .transform((ids) => (ids ? [...new Set(ids)] : undefined)),
  preferredRecommendationBrand: z
    .string()
    .nullish()
    .transform((id) => (id === undefined ? undefined : id || null)),
  onboardingComplete: z
    .boolean()
    .nullish()
    .transform((value) => value ?? undefined),
  /** The completed-sections count of the state text. */
  onboardingState: onboardingStateInputSchema.nullish().transform((value) => value ?? undefined),
});
export type UpdateSalonInput = z.input<typeof updateSalonInputSchema>;
export type SalonUpdate = z.infer<typeof updateSalonInputSchema>;
