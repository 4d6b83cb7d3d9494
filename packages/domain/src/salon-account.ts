import { z } from 'zod';
import { timeZoneSchema } from './time-zones.ts';
import { numberMessages, postcodeSchema, requiredEmail, requiredText, textLimit } from './fields.ts';
import { phoneFieldSchema } from './phone.ts';

/*
 * The account tab's rules live apart from the other salon settings: the phone and time zone checks
 * bring libphonenumber and date-fns, which screens like the setup wizard have no use for.
 */

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
  postcodeFormat: numberMessages.postcode,
} as const;

export const accountDetailsSchema = z.object({
  name: requiredText(accountDetailsMessages.name, textLimit('name', 'Account name')),
  addressLine1: requiredText(accountDetailsMessages.addressLine1, textLimit('addressLine', 'Address')),
  city: requiredText(accountDetailsMessages.city, textLimit('cityOrState', 'Suburb or city')),
  state: requiredText(accountDetailsMessages.state, textLimit('cityOrState', 'State')),
  postcode: postcodeSchema(accountDetailsMessages.postcode, accountDetailsMessages.postcodeFormat),
  firstName: requiredText(accountDetailsMessages.firstName, textLimit('personName', 'Owner first name')),
  lastName: requiredText(accountDetailsMessages.lastName, textLimit('personName', 'Owner last name')),
  phone: phoneFieldSchema,
  email: requiredEmail(accountDetailsMessages.email, accountDetailsMessages.emailInvalid),
  timeZone: timeZoneSchema,
});
export type AccountDetails = z.infer<typeof accountDetailsSchema>;

/** The account tab as the API names it: the form's `name` is the account name, kept apart from the salon's name. */
export const salonAccountSchema = z.object({
  accountName: accountDetailsSchema.shape.name,
  ...accountDetailsSchema.omit({ name: true }).shape,
});
export type SalonAccount = z.infer<typeof salonAccountSchema>;
export type SalonAccountInput = z.input<typeof salonAccountSchema>;
export type AccountDetailsInput = z.input<typeof accountDetailsSchema>;
