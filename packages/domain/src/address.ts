import { z } from 'zod';
import { optionalText, postcodeSchema, requiredText, signupTextLimit } from './fields.ts';

/**
 * A street address in Australia or New Zealand, with the signup delivery screen's messages:
 * the one rule for every address the product asks for, the signup's and the portal's deliveries.
 */
export const addressMessages = {
  addressLine1: '* Address line 1 required',
  city: '* City required',
  state: '* State required',
  postcode: '* Postcode required',
  postcodeFormat: '* Postcode must be 4 digits',
} as const;

export const addressSchema = z.object({
  addressLine1: requiredText(addressMessages.addressLine1, signupTextLimit('addressLine', 'Address line 1')),
  addressLine2: optionalText(signupTextLimit('addressLine', 'Address line 2')),
  city: requiredText(addressMessages.city, signupTextLimit('cityOrState', 'City')),
  state: requiredText(addressMessages.state, signupTextLimit('cityOrState', 'State')),
  postcode: postcodeSchema(addressMessages.postcode, addressMessages.postcodeFormat),
});
export type Address = z.infer<typeof addressSchema>;
export type AddressInput = z.input<typeof addressSchema>;
