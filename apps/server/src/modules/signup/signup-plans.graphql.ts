import { countrySchema } from '@piiq/domain/country';
import {
  PLANS,
  deliveryOptionSchema,
  planAvailabilitySchema,
  subscriptionTypeSchema,
  type PriceTier,
} from '@piiq/domain/pricing';
import { quoteRequestSchema } from '@piiq/domain/signup-payload';
import { z } from 'zod';
import { builder } from '../../graphql/builder.ts';
import type { PromoCodeAnswer, QuoteAnswer, SignupPlan } from './signup.service.ts';

/** The plans on sale, their prices and promo codes: what the subscription screen reads before anything is sent. */

export const PlanEnum = builder.enumType('Plan', { values: PLANS });
const PlanAvailabilityEnum = builder.enumType('PlanAvailability', {
  description: 'PREREGISTER: the lead form, then the thank-you. OPEN: the paid flow.',
  values: planAvailabilitySchema.options,
});
export const SubscriptionTypeEnum = builder.enumType('SubscriptionType', {
  description: 'THREEMTHUPFRONT is accepted and billed and stored as ANNUAL.',
  values: subscriptionTypeSchema.options,
});
const BillingOptionEnum = builder.enumType('BillingOption', { values: ['ANNUAL', 'MONTHLY'] as const });
export const CountryEnum = builder.enumType('Country', { values: countrySchema.options });
export const DeliveryOptionEnum = builder.enumType('DeliveryOption', { values: deliveryOptionSchema.options });
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
    annualPerMirrorCents: t.exposeInt('annualPerMirrorCents', {
      description: 'The annual "Saver": ten months for twelve.',
    }),
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
    message: t.exposeString('message', {
      nullable: true,
      description: 'Why the code does not apply; null when it does.',
    }),
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

const QuoteInput = builder
  .inputType('QuoteInput', {
    fields: (t) => ({
      plan: t.field({ type: PlanEnum, required: true }),
      subscriptionType: t.field({ type: SubscriptionTypeEnum, required: true }),
      mirrors: t.int({ required: true }),
      supplierCode: t.string(),
    }),
  })
  .validate(quoteRequestSchema);

builder.queryFields((t) => ({
  signupPlans: t.field({
    type: [SignupPlanRef],
    description: 'Every plan with its availability and price tiers.',
    authScopes: { guest: true },
    resolve: (_root, _args, context) => context.services.signup.plans(),
  }),
  signupColourBrands: t.stringList({
    description:
      'The colour brands a salon can choose at signup: the brands a new salon is offered and shows its clients. The one chosen becomes its preferred recommendation brand.',
    authScopes: { guest: true },
    resolve: (_root, _args, context) => context.services.signup.colourBrands(),
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
}));
