import { z } from 'zod';
import { builder } from '../../graphql/builder.ts';
import { SalonRef } from '../salons/salons.graphql.ts';
import type { InvoiceRow } from './billing.repository.ts';

const InvoiceRef = builder.objectRef<InvoiceRow>('Invoice').implement({
  description: 'A tax invoice of the salon’s subscription.',
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('number'),
    periodStart: t.expose('periodStart', { type: 'DateTime' }),
    hostedInvoiceUrl: t.exposeString('hostedInvoiceUrl', {
      nullable: true,
      description: 'The invoice page of the payment provider.',
    }),
  }),
});

builder.objectField(SalonRef, 'invoices', (t) =>
  t.field({
    type: [InvoiceRef],
    description: 'Newest billing period first.',
    authScopes: (salon) => ({ salonAdmin: salon.id }),
    resolve: (salon, _args, context) => context.services.billing.invoicesOfSalon(salon.id),
  }),
);

const PaymentProviderEnum = builder.enumType('PaymentProvider', { values: ['offline', 'stripe'] as const });

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
    description:
      'Which card form the payment screen shows: Stripe Elements with this key, or the offline provider’s field.',
    fields: (t) => ({
      provider: t.expose('provider', { type: PaymentProviderEnum }),
      publishableKey: t.exposeString('publishableKey', { nullable: true }),
    }),
  });

builder.queryField('paymentConfig', (t) =>
  t.field({
    type: PaymentConfigRef,
    authScopes: { guest: true },
    resolve: (_root, _args, context) => context.services.billing.paymentConfig(),
  }),
);

builder.mutationField('createPaymentMethod', (t) =>
  t.field({
    type: PaymentMethodRef,
    description:
      'The offline provider’s card; with Stripe the browser creates it with Elements and this answers an error.',
    authScopes: { guest: true },
    args: { input: t.arg({ type: CreatePaymentMethodInput, required: true }) },
    resolve: (_root, { input }, context) =>
      context.services.billing.createPaymentMethod(
        input.card,
        {
          name: input.billingDetails.name,
          ...(input.billingDetails.email ? { email: input.billingDetails.email } : {}),
          ...(input.billingDetails.phone ? { phone: input.billingDetails.phone } : {}),
        },
        context.ip,
      ),
  }),
);
