import { APPOINTMENTS_PAGE_SIZE } from '@piiq/domain/appointments';
import { builder } from '../../graphql/builder.ts';
import { keysetArgs } from '../../graphql/paging.ts';
import { SalonRef } from '../salons/salons.graphql.ts';
import type { OrderLineRow, OrderRow } from './orders.repository.ts';
import type { OrderPage } from './orders.service.ts';

const OrderLineRef = builder.objectRef<OrderLineRow>('OrderLineItem').implement({
  description: 'A line of an order: quantity x product, and its total.',
  fields: (t) => ({
    productName: t.exposeString('productName'),
    quantity: t.exposeInt('quantity'),
    total: t.exposeInt('totalCents', { description: 'Cents.' }),
  }),
});

export const OrderRef = builder.objectRef<OrderRow>('Order').implement({
  description: 'A Support Your Salon order. Money in cents.',
  fields: (t) => ({
    id: t.exposeID('id'),
    orderNumber: t.exposeInt('orderNumber'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    phone: t.exposeString('phone', { nullable: true }),
    addressLine1: t.exposeString('addressLine1', { nullable: true }),
    addressLine2: t.exposeString('addressLine2', { nullable: true }),
    suburbOrCity: t.exposeString('suburbOrCity', { nullable: true }),
    state: t.exposeString('state', { nullable: true }),
    postcode: t.exposeString('postcode', { nullable: true }),
    currency: t.exposeString('currency'),
    subtotal: t.exposeInt('subtotalCents'),
    shipping: t.exposeInt('shippingCents'),
    grandTotal: t.exposeInt('grandTotalCents'),
    lineItems: t.field({
      type: [OrderLineRef],
      resolve: (order, _args, context) => context.services.orders.lines(order.id),
    }),
  }),
});

const OrderPageRef = builder.objectRef<OrderPage>('OrderPage').implement({
  description: 'A page of orders, newest first; nextToken asks for the next one.',
  fields: (t) => ({
    items: t.field({ type: [OrderRef], resolve: (page) => page.items }),
    nextToken: t.exposeString('nextToken', { nullable: true }),
    totalCount: t.exposeInt('totalCount'),
  }),
});

builder.objectFields(SalonRef, (t) => ({
  orders: t.field({
    type: OrderPageRef,
    description:
      'GetSalonOrders: the salon’s Support Your Salon orders, newest first, paged by keyset (limit, nextToken).',
    authScopes: (salon) => ({ salonAdmin: salon.id }),
    args: keysetArgs(t.arg, APPOINTMENTS_PAGE_SIZE),
    resolve: (salon, args, context) =>
      context.services.orders.page(salon.id, args.limit ?? APPOINTMENTS_PAGE_SIZE, args.nextToken ?? null),
  }),
  order: t.field({
    type: OrderRef,
    nullable: true,
    description: 'GetSalonOrderDetails: one order of this salon; null for an id the salon does not have.',
    authScopes: (salon) => ({ salonAdmin: salon.id }),
    args: { id: t.arg.id({ required: true }) },
    resolve: (salon, args, context) => context.services.orders.orderOfSalon(salon.id, String(args.id)),
  }),
}));
