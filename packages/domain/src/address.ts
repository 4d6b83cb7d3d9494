import { z } from 'zod';
import { optionalText, requiredText } from './fields.ts';

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

/** Australian and New Zealand postcodes are both four digits. */
const postcodeSchema = requiredText(addressMessages.postcode).refine(
  (value) => value === '' || /^\d{4}$/.test(value),
  addressMessages.postcodeFormat,
);

export const addressSchema = z.object({
  addressLine1: requiredText(addressMessages.addressLine1),
  addressLine2: optionalText(),
  city: requiredText(addressMessages.city),
  state: requiredText(addressMessages.state),
  postcode: postcodeSchema,
});
export type Address = z.infer<typeof addressSchema>;
export type AddressInput = z.input<typeof addressSchema>;
