import { timeZoneSchema } from '@piiq/domain/time-zones';
import { accountSchema, betaLeadSchema, deliverySchema } from '@piiq/domain/signup-forms';
import { registerAccountMessages, registerPayloadSchema, signupOrderSchema } from '@piiq/domain/signup-payload';
import type { InputFieldBuilder } from '@pothos/core';
import { z } from 'zod';
import { addressInputFields } from '../../graphql/address-input.ts';
import { builder, type BuilderTypes } from '../../graphql/builder.ts';
import { PhoneInput, UpdateTermsOfServiceInput } from '../auth/auth.graphql.ts';
import { CountryEnum, DeliveryOptionEnum, PlanEnum, SubscriptionTypeEnum } from './signup-plans.graphql.ts';

/** The signup's screens as inputs, and the mutations that send them: the lead form, the delivery step and registerAccount. */

const BetaLeadInput = builder
  .inputType('BetaLeadInput', {
    fields: (t) => ({
      betaName: t.string({ required: true }),
      betaEmail: t.string({ required: true }),
      betaSalonName: t.string({ required: true }),
      betaPhone: t.field({ type: PhoneInput, required: true }),
      plan: t.field({ type: PlanEnum, required: true }),
    }),
  })
  .validate(betaLeadSchema);

const SignupAccountInput = builder.inputType('SignupAccountInput', {
  description: 'The account screen.',
  fields: (t) => ({
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    salon: t.string({ required: true }),
    lorealAccountNumber: t.string({ description: 'The supplier account number; optional.' }),
    email: t.string({ required: true }),
    phone: t.field({ type: PhoneInput, required: true }),
    newsOptIn: t.boolean({ required: true, defaultValue: false }),
  }),
});

const SignupDeliveryInput = builder.inputType('SignupDeliveryInput', {
  description: 'The delivery screen.',
  fields: (t) => ({
    ...addressInputFields(t),
    country: t.field({ type: CountryEnum, required: true, defaultValue: 'AU' }),
    notes: t.string(),
    deliveryOption: t.field({ type: DeliveryOptionEnum, required: true, defaultValue: 'STANDARD' }),
  }),
});

/** The plan and the hardware, as the subscription screen and registerAccount both take them. */
function planChoiceFields(t: InputFieldBuilder<BuilderTypes, 'InputObject'>) {
  return {
    plan: t.field({ type: PlanEnum, required: true }),
    subscriptionType: t.field({ type: SubscriptionTypeEnum, required: true }),
    mirrors: t.int({ required: true }),
    wallMounts: t.int({ required: true }),
  };
}

const SignupOrderInput = builder.inputType('SignupOrderInput', {
  description: 'The subscription screen’s choices.',
  fields: (t) => ({
    ...planChoiceFields(t),
    benchMounts: t.int({
      required: true,
      description: 'With wallMounts, at least one mount per mirror; none of either kind above mirrors.',
    }),
    colourBrand: t.string(),
    supplierCode: t.string(),
  }),
});

const DeliveryDetailsInput = builder
  .inputType('DeliveryDetailsInput', {
    fields: (t) => ({
      account: t.field({ type: SignupAccountInput, required: true }),
      delivery: t.field({ type: SignupDeliveryInput, required: true }),
      order: t.field({ type: SignupOrderInput, required: true }),
      timeZone: t.string({
        required: true,
        description:
          'The browser’s IANA time zone, used only when the address names no state or region: the record’s date is the salon’s day.',
      }),
    }),
  })
  .validate(
    z.object({ account: accountSchema, delivery: deliverySchema, order: signupOrderSchema, timeZone: timeZoneSchema }),
  );

const RegisterAccountInput = builder
  .inputType('RegisterAccountInput', {
    description:
      'The register payload of the product. Amounts are cents and only checked: the server recomputes the price and refuses a different one.',
    fields: (t) => ({
      ...planChoiceFields(t),
      benchMounts: t.int({
        required: true,
        description:
          'The mounts chosen: with wallMounts at least one per mirror, neither above mirrors; 0 for a plan that ships nothing.',
      }),
      supplierCode: t.string(),
      colourBrand: t.string(),
      discount: t.int({ required: true }),
      shipping: t.int({ required: true }),
      total: t.int({ required: true }),
      deliveryOption: t.field({ type: DeliveryOptionEnum, required: true, defaultValue: 'STANDARD' }),
      addressLine1: t.string(),
      addressLine2: t.string(),
      city: t.string(),
      state: t.string(),
      postcode: t.string(),
      country: t.field({ type: CountryEnum, required: true, defaultValue: 'AU' }),
      notes: t.string(),
      lorealAccountNumber: t.string(),
      email: t.string({ required: true }),
      phone: t.string({ required: true, description: 'E.164.' }),
      firstName: t.string({ required: true }),
      lastName: t.string({ required: true }),
      name: t.string({ required: true, description: 'The salon’s name.' }),
      newsOptIn: t.boolean({ required: true, defaultValue: false }),
      locale: t.string({ required: true, defaultValue: 'en_AU' }),
      timeZone: t.string({
        required: true,
        description: 'The browser’s IANA time zone: the salon’s zone only when the address names no state or region.',
      }),
      paymentMethod: t.string({ description: 'The payment method id; required for a paid plan.' }),
    }),
  })
  .validate(registerPayloadSchema);

const RegisterAccountResultRef = builder
  .objectRef<{ salonId: string; password: string | null }>('RegisterAccountResult')
  .implement({
    fields: (t) => ({
      salonId: t.exposeID('salonId'),
      password: t.exposeString('password', {
        nullable: true,
        description:
          'The generated password of a new owner, which the first sign-in must replace; null when the salon joined an existing account.',
      }),
    }),
  });

builder.mutationFields((t) => ({
  createBetaLead: t.id({
    description: 'The lead form of a plan that is not open yet; stored and sent to the lead webhook.',
    authScopes: { guest: true },
    args: { input: t.arg({ type: BetaLeadInput, required: true }) },
    resolve: (_root, { input }, context) => context.services.signup.createBetaLead(input, context.ip),
  }),
  submitDeliveryDetails: t.boolean({
    description: 'The delivery step’s continue: queues the two order-data calls.',
    authScopes: { guest: true },
    args: { input: t.arg({ type: DeliveryDetailsInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      await context.services.signup.submitDeliveryDetails(input, context.ip);
      return true;
    },
  }),
  registerAccount: t.field({
    type: RegisterAccountResultRef,
    description:
      'Charges the card and creates the salon, its owner (generated password, new-password challenge), subscription, mirror order and first invoice. The same idempotencyKey returns the same answer and never charges twice.',
    authScopes: { guest: true },
    args: {
      input: t.arg({ type: RegisterAccountInput, required: true }),
      idempotencyKey: t.arg.string({
        required: true,
        validate: z
          .string()
          .min(8, registerAccountMessages.idempotencyKey)
          .max(200, registerAccountMessages.idempotencyKey),
      }),
      referral: t.arg.string({
        description: 'The referral query parameter of the signup link.',
        validate: z.string().max(200).nullish(),
      }),
      connectToken: t.arg.string({
        description:
          'From connectSignupAccount, when the email already has an account: the new salon joins that account.',
        validate: z.string().max(1000).nullish(),
      }),
      acceptedTerms: t.arg({
        type: UpdateTermsOfServiceInput,
        description:
          'The terms and conditions the payment screen showed beside its ticked box. Recorded as the owner’s acceptance only when still the newest of their locale; otherwise the terms page asks the owner at sign-in.',
      }),
    },
    resolve: (_root, args, context) =>
      context.services.signup.registerAccount(
        args.input,
        args.idempotencyKey,
        args.referral ?? null,
        context.ip,
        args.connectToken ?? null,
        args.acceptedTerms ?? null,
      ),
  }),
}));
