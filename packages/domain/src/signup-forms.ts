import { z } from 'zod';
import { addressMessages, addressSchema } from './address.ts';
import { passwordMeetsPolicy } from './auth-rules.ts';
import { countrySchema } from './country.ts';
import { NUMBER_INPUT_LENGTHS, optionalText, requiredEmail, requiredText, signupTextLimit } from './fields.ts';
import { phoneFieldSchema } from './phone.ts';
import { SIGNUP_DEFAULTS, deliveryOptionSchema, planSchema } from './pricing.ts';

/** The signup screens' forms (account, delivery, the lead form, payment, password) with the product's messages. */

export const accountMessages = {
  firstName: '* First Name required',
  lastName: '* Last Name required',
  salon: '* Salon required',
  email: '* Email required',
  emailInvalid: '* Email invalid',
  phone: '* Phone required',
  lorealAccountNumber: '* Supplier account number must contain digits only',
} as const;

/** Supplier (SYS) account numbers are numeric and partner records send them as an integer, so at most 15 digits. */
export const lorealAccountNumberSchema = optionalText({
  max: NUMBER_INPUT_LENGTHS.supplierAccountNumber,
  message: accountMessages.lorealAccountNumber,
}).refine((value) => value === '' || /^\d+$/.test(value), accountMessages.lorealAccountNumber);

/** The account form's texts, also the register payload's: one limit whichever screen sends them. */
export const accountTextSchemas = {
  firstName: requiredText(accountMessages.firstName, signupTextLimit('personName', 'First Name')),
  lastName: requiredText(accountMessages.lastName, signupTextLimit('personName', 'Last Name')),
  salon: requiredText(accountMessages.salon, signupTextLimit('name', 'Salon')),
};

export const accountSchema = z.object({
  firstName: accountTextSchemas.firstName,
  lastName: accountTextSchemas.lastName,
  salon: accountTextSchemas.salon,
  lorealAccountNumber: lorealAccountNumberSchema,
  email: requiredEmail(accountMessages.email, accountMessages.emailInvalid),
  phone: phoneFieldSchema,
  newsOptIn: z.boolean().default(false),
});
export type Account = z.infer<typeof accountSchema>;
export type AccountInput = z.input<typeof accountSchema>;

export const deliveryMessages = addressMessages;

export const deliverySchema = addressSchema.extend({
  country: countrySchema.default('AU'),
  notes: optionalText(signupTextLimit('notes', 'Notes')),
  deliveryOption: deliveryOptionSchema.default(SIGNUP_DEFAULTS.deliveryOption),
});
export type Delivery = z.infer<typeof deliverySchema>;
export type DeliveryInput = z.input<typeof deliverySchema>;

/** The lead form asks the account form's questions, so it uses the account form's words. */
export const betaLeadMessages = {
  betaName: '* Name required',
  betaEmail: accountMessages.email,
  betaEmailInvalid: accountMessages.emailInvalid,
  betaSalonName: accountMessages.salon,
} as const;

export const betaLeadSchema = z.object({
  betaName: requiredText(betaLeadMessages.betaName, signupTextLimit('name', 'Name')),
  betaEmail: requiredEmail(betaLeadMessages.betaEmail, betaLeadMessages.betaEmailInvalid),
  betaSalonName: accountTextSchemas.salon,
  betaPhone: phoneFieldSchema,
  plan: planSchema,
});
export type BetaLead = z.infer<typeof betaLeadSchema>;
export type BetaLeadInput = z.input<typeof betaLeadSchema>;

export const paymentMessages = {
  billingName: 'Please enter your name in the field above',
  terms: '* Please tick the box to accept the Terms and Conditions, Terms of Sale and Privacy Policy',
  cardFailed: 'Your card could not be processed. Please check the details and try again.',
} as const;

export const paymentSchema = z.object({
  nameOnCard: requiredText(paymentMessages.billingName, signupTextLimit('name', 'Name on card')),
  termsAccepted: z.literal(true, { error: paymentMessages.terms }),
});
export type Payment = z.infer<typeof paymentSchema>;

export function canCompleteSubscription(form: { termsAccepted: boolean; busy: boolean }): boolean {
  return form.termsAccepted && !form.busy;
}

/** The field a card provider names when the billing name is missing (Stripe's, kept by the offline provider). */
export const BILLING_NAME_PARAM = 'billing_details[name]';

const BILLING_NAME_WORDS = /billing_details\[name\]|billing name|name on (the )?card|cardholder(')?s? name/i;

/** The provider's own words, except a billing-name problem, which points at the field the person can fix. */
export function paymentErrorMessage(error: { message?: string | null; param?: string | null }): string {
  if (error.param === BILLING_NAME_PARAM || BILLING_NAME_WORDS.test(error.message ?? '')) {
    return paymentMessages.billingName;
  }
  return error.message?.trim() || paymentMessages.cardFailed;
}

export const signupPasswordMessages = {
  criteria: '* Your password does not meet criteria',
  mismatch: '* Your passwords do not match',
} as const;

export const signupPasswordSchema = z
  .object({
    password: z
      .string({ error: signupPasswordMessages.criteria })
      .refine(passwordMeetsPolicy, signupPasswordMessages.criteria),
    confirmPassword: z.string({ error: signupPasswordMessages.mismatch }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: signupPasswordMessages.mismatch,
    path: ['confirmPassword'],
  });
export type SignupPassword = z.infer<typeof signupPasswordSchema>;
