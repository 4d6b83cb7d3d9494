import { builder } from '../../graphql/builder.ts';
import { SalonRef } from '../salons/salons.graphql.ts';
import type { InvoiceRow } from './billing.repository.ts';

const InvoiceRef = builder.objectRef<InvoiceRow>('Invoice').implement({
  description: 'A tax invoice of the salon’s subscription.',
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('number'),
    periodStart: t.expose('periodStart', { type: 'DateTime' }),
    hostedInvoiceUrl: t.exposeString('hostedInvoiceUrl', { nullable: true, description: 'The invoice page of the payment provider.' }),
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
