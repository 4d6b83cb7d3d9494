import { countrySchema } from '@piiq/domain/country';
import { optionalText } from '@piiq/domain/fields';
import {
  MAX_MIRRORS,
  PLANS,
  deliveryOptionSchema,
  planAvailabilitySchema,
  planSchema,
  subscriptionTypeSchema,
} from '@piiq/domain/pricing';
import {
  accountSchema,
  betaLeadSchema,
  deliverySchema,
  payloadMountsProblem,
  registerAccountMessages,
  registerPayloadSchema,
} from '@piiq/domain/signup';
import { timeZoneSchema } from '@piiq/domain/dates';
import { z } from 'zod';
import { builder } from '../../graphql/builder.ts';
import { PhoneInput } from '../salons/salons.graphql.ts';
import type { PromoCodeAnswer, QuoteAnswer, SignupPlan } from './signup.service.ts';
import type { PriceTier } from '@piiq/domain/pricing';

const PlanEnum = builder.enumType('Plan', { values: PLANS });
const PlanAvailabilityEnum = builder.enumType('PlanAvailability', {
  description: 'PREREGISTER: the lead form, then the thank-you. OPEN: the paid flow.',
  values: planAvailabilitySchema.options,
});
const SubscriptionTypeEnum = builder.enumType('SubscriptionType', {
  description: 'THREEMTHUPFRONT is accepted and billed and stored as ANNUAL.',
  values: subscriptionTypeSchema.options,
});
const BillingOptionEnum = builder.enumType('BillingOption', { values: ['ANNUAL', 'MONTHLY'] as const });
const CountryEnum = builder.enumType('Country', { values: countrySchema.options });
const DeliveryOptionEnum = builder.enumType('DeliveryOption', { values: deliveryOptionSchema.options });
const PaymentProviderEnum = builder.enumType('PaymentProvider', { values: ['offline', 'stripe'] as const });
const PromoDiscountKindEnum = builder.enumType('PromoDiscountKind', {
  description: 'AMOUNT: cents off the subtotal. PERCENT: a whole percentage of it.',
  values: ['AMOUNT', 'PERCENT'] as const,
});

const PriceTierRef = builder.objectRef<PriceTier>('PlanPriceTier').implement({
  description: 'Every mirror is charged the rate of the tier the number of mirrors falls in. Cents, AUD including GST.',
  fields: (t) => ({
    fromMirrors: t.exposeInt('fromMirrors'),
    toMirrors: t.exposeInt('toMirrors', { nullable: true, description: 'Null: and more.' }),
    monthlyPerMirrorCents: t.exposeInt('monthlyPerMirrorCents'),
    annualPerMirrorCents: t.exposeInt('annualPerMirrorCents', { description: 'The annual "Saver": ten months for twelve.' }),
  }),
});

const SignupPlanRef = builder.objectRef<SignupPlan>('SignupPlan').implement({
  fields: (t) => ({
    code: t.expose('code', { type: PlanEnum }),
    label: t.exposeString('label'),
    availability: t.expose('availability', { type: PlanAvailabilityEnum }),
    priceTiers: t.expose('tiers', { type: [PriceTierRef] }),
  }),
});

const PromoDiscountRef = builder.objectRef<NonNullable<PromoCodeAnswer['promo']>>('PromoDiscount').implement({
  fields: (t) => ({
    kind: t.expose('kind', { type: PromoDiscountKindEnum }),
    value: t.exposeInt('value'),
    plans: t.expose('plans', { type: [PlanEnum] }),
  }),
});

const PromoCodeCheckRef = builder.objectRef<PromoCodeAnswer>('PromoCodeCheck').implement({
  fields: (t) => ({
    valid: t.exposeBoolean('valid'),
    message: t.exposeString('message', { nullable: true, description: 'Why the code does not apply; null when it does.' }),
    discount: t.expose('promo', { type: PromoDiscountRef, nullable: true }),
  }),
});

const SubscriptionQuoteRef = builder.objectRef<QuoteAnswer>('SubscriptionQuote').implement({
  description: 'The server’s price of an order, in cents, AUD including GST.',
  fields: (t) => ({
    plan: t.expose('plan', { type: PlanEnum }),
    subscriptionType: t.expose('subscriptionType', { type: BillingOptionEnum }),
    mirrors: t.exposeInt('mirrors'),
    pricePerMirrorCents: t.exposeInt('pricePerMirrorCents'),
    subtotalCents: t.exposeInt('subtotalCents'),
    discountCents: t.exposeInt('discountCents'),
    shippingCents: t.exposeInt('shippingCents'),
    totalCents: t.exposeInt('totalCents'),
    gstCents: t.exposeInt('gstCents', { description: 'The GST included in the total (one eleventh).' }),
    promoCodeMessage: t.exposeString('promoCodeMessage', {
      nullable: true,
      description: 'Set when the supplier code does not apply; the quote is then without a discount.',
    }),
  }),
});

const quoteInputSchema = z.object({
  plan: planSchema,
  subscriptionType: subscriptionTypeSchema,
  mirrors: z.number().int().min(0).max(MAX_MIRRORS),
  supplierCode: optionalText(),
});

const QuoteInput = builder
  .inputType('QuoteInput', {
    fields: (t) => ({
      plan: t.field({ type: PlanEnum, required: true }),
      subscriptionType: t.field({ type: SubscriptionTypeEnum, required: true }),
      mirrors: t.int({ required: true }),
      supplierCode: t.string(),
    }),
  })
  .validate(quoteInputSchema);

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
    addressLine1: t.string({ required: true }),
    addressLine2: t.string(),
    city: t.string({ required: true }),
    state: t.string({ required: true }),
    postcode: t.string({ required: true }),
    country: t.field({ type: CountryEnum, required: true, defaultValue: 'AU' }),
    notes: t.string(),
    deliveryOption: t.field({ type: DeliveryOptionEnum, required: true, defaultValue: 'STANDARD' }),
  }),
});

const SignupOrderInput = builder.inputType('SignupOrderInput', {
  description: 'The subscription screen’s choices.',
  fields: (t) => ({
    plan: t.field({ type: PlanEnum, required: true }),
    subscriptionType: t.field({ type: SubscriptionTypeEnum, required: true }),
    mirrors: t.int({ required: true }),
    benchMounts: t.int({ required: true, description: 'With wallMounts, at least one mount per mirror; none of either kind above mirrors.' }),
    wallMounts: t.int({ required: true }),
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
      timeZone: t.string({ required: true, description: 'The browser’s IANA time zone: the record’s date is the salon’s day.' }),
    }),
  })
  .validate(
    z.object({
      account: accountSchema,
      delivery: deliverySchema,
      order: z
        .object({
          plan: planSchema,
          subscriptionType: subscriptionTypeSchema,
          mirrors: z.number().int().min(0).max(MAX_MIRRORS),
          benchMounts: z.number().int().min(0).max(MAX_MIRRORS),
          wallMounts: z.number().int().min(0).max(MAX_MIRRORS),
          colourBrand: optionalText(),
          supplierCode: optionalText(),
        })
        .superRefine((order, ctx) => {
          const problem = payloadMountsProblem(order);
          if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['benchMounts'] });
        }),
      timeZone: timeZoneSchema,
    }),
  );

const CardInput = builder.inputType('CardInput', {
  fields: (t) => ({
    number: t.string({ required: true }),
    expMonth: t.int({ required: true }),
    expYear: t.int({ required: true, description: 'Four digits, or two.' }),
    cvc: t.string({ required: true }),
  }),
});

const BillingDetailsInput = builder.inputType('BillingDetailsInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: 'The name on the card.' }),
    email: t.string(),
    phone: t.string(),
  }),
});

/** Only sizes here: the provider judges the card itself and answers in its own words. */
const CreatePaymentMethodInput = builder
  .inputType('CreatePaymentMethodInput', {
    fields: (t) => ({
      card: t.field({ type: CardInput, required: true }),
      billingDetails: t.field({ type: BillingDetailsInput, required: true }),
    }),
  })
  .validate(
    z.object({
      card: z.object({
        number: z.string().max(40),
        expMonth: z.number().int(),
        expYear: z.number().int(),
        cvc: z.string().max(8),
      }),
      billingDetails: z.object({
        name: z.string().max(200),
        email: z.string().max(320).nullish(),
        phone: z.string().max(40).nullish(),
      }),
    }),
  );

const PaymentMethodRef = builder
  .objectRef<{ paymentMethodId: string; brand: string; last4: string }>('PaymentMethod')
  .implement({
    description: 'A card the provider keeps; we know only its brand and last four digits.',
    fields: (t) => ({
      id: t.exposeID('paymentMethodId', { description: 'Pass to registerAccount as paymentMethod.' }),
      brand: t.exposeString('brand'),
      last4: t.exposeString('last4'),
    }),
  });

const PaymentConfigRef = builder
  .objectRef<{ provider: 'offline' | 'stripe'; publishableKey: string | null }>('PaymentConfig')
  .implement({
    description: 'Which card form the payment screen shows: Stripe Elements with this key, or the offline provider’s field.',
    fields: (t) => ({
      provider: t.expose('provider', { type: PaymentProviderEnum }),
      publishableKey: t.exposeString('publishableKey', { nullable: true }),
    }),
  });

const RegisterAccountInput = builder
  .inputType('RegisterAccountInput', {
    description:
      'The register payload of the spec. Amounts are cents and only checked: the server recomputes the price and refuses a different one.',
    fields: (t) => ({
      plan: t.field({ type: PlanEnum, required: true }),
      subscriptionType: t.field({ type: SubscriptionTypeEnum, required: true }),
      mirrors: t.int({ required: true }),
      benchMounts: t.int({
        required: true,
        description: 'The mounts chosen: with wallMounts at least one per mirror, neither above mirrors; 0 for a plan that ships nothing.',
      }),
      wallMounts: t.int({ required: true }),
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
      timeZone: t.string({ required: true }),
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
        description: 'The generated password of a new owner, which the first sign-in must replace; null when the salon joined an existing account.',
      }),
    }),
  });

builder.queryFields((t) => ({
  signupPlans: t.field({
    type: [SignupPlanRef],
    description: 'Every plan with its availability and price tiers.',
    authScopes: { guest: true },
    resolve: (_root, _args, context) => context.services.signup.plans(),
  }),
  checkPromoCode: t.field({
    type: PromoCodeCheckRef,
    authScopes: { guest: true },
    args: {
      code: t.arg.string({ required: true, validate: z.string().max(100) }),
      plan: t.arg({ type: PlanEnum, required: true }),
    },
    resolve: (_root, args, context) => context.services.signup.checkPromoCode(args.code, args.plan),
  }),
  quoteSubscription: t.field({
    type: SubscriptionQuoteRef,
    authScopes: { guest: true },
    args: { input: t.arg({ type: QuoteInput, required: true }) },
    resolve: (_root, { input }, context) => context.services.signup.quote(input),
  }),
  paymentConfig: t.field({
    type: PaymentConfigRef,
    authScopes: { guest: true },
    resolve: (_root, _args, context) => context.services.signup.paymentConfig(),
  }),
}));

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
  createPaymentMethod: t.field({
    type: PaymentMethodRef,
    description: 'The offline provider’s card; with Stripe the browser creates it with Elements and this answers an error.',
    authScopes: { guest: true },
    args: { input: t.arg({ type: CreatePaymentMethodInput, required: true }) },
    resolve: (_root, { input }, context) =>
      context.services.signup.createPaymentMethod(
        input.card,
        {
          name: input.billingDetails.name,
          ...(input.billingDetails.email ? { email: input.billingDetails.email } : {}),
          ...(input.billingDetails.phone ? { phone: input.billingDetails.phone } : {}),
        },
        context.ip,
      ),
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
        validate: z.string().min(8, registerAccountMessages.idempotencyKey).max(200, registerAccountMessages.idempotencyKey),
      }),
      referral: t.arg.string({ description: 'The referral query parameter of the signup link.', validate: z.string().max(200).nullish() }),
      connectToken: t.arg.string({
        description: 'From connectSignupAccount, when the email already has an account: the new salon joins that account.',
        validate: z.string().max(1000).nullish(),
      }),
    },
    resolve: (_root, args, context) =>
      context.services.signup.registerAccount(args.input, args.idempotencyKey, args.referral ?? null, context.ip, args.connectToken ?? null),
  }),
}));
