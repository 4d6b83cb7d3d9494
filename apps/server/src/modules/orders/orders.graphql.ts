import { APPOINTMENTS_PAGE_SIZE } from '@piiq/domain/appointments';
import { orderDeliveryType, orderStatus } from '@piiq/domain/orders';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { keysetArgs } from '../../graphql/paging.ts';
import { readOnce } from '../../graphql/read-once.ts';
import { CartRef, CartStatusEnum, DeliveryTypeEnum } from '../appointments/appointments.graphql.ts';
import type { CartRow } from '../appointments/appointments.reads.ts';
import { SalonRef } from '../salons/salons.graphql.ts';
import type { OrderLineRow, OrderRow } from './orders.repository.ts';
import type { OrderPage } from './orders.service.ts';

/** The cart an order follows, with its item count, read once per order. */
function cartOf(order: OrderRow, context: GraphQLContext): Promise<{ cart: CartRow; items: number } | null> {
  return readOnce(order, 'cart', async () => {
    if (!order.cartId) return null;
    const [cart, items] = await Promise.all([
      context.services.appointments.findCart(order.cartId),
      context.services.appointments.cartItems(order.cartId),
    ]);
    return cart ? { cart, items: items.length } : null;
  });
}

function appointmentOf(order: OrderRow, context: GraphQLContext) {
  return readOnce(order, 'appointment', async () => {
    const found = await cartOf(order, context);
    return found ? ((await context.services.appointments.findAppointment(found.cart.appointmentId)) ?? null) : null;
  });
}

const OrderLineRef = builder.objectRef<OrderLineRow>('OrderLineItem').implement({
  description: 'A line of an order: quantity x product, and its total.',
  fields: (t) => ({
    productName: t.exposeString('productName'),
    quantity: t.exposeInt('quantity'),
    total: t.exposeInt('totalCents', { description: 'Cents.' }),
  }),
});

export const OrderRef = builder.objectRef<OrderRow>('Order');

OrderRef.implement({
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
    status: t.field({
      type: CartStatusEnum,
      nullable: true,
      description:
        'Its own status when it keeps one (replaced by the client’s online purchase), else its cart’s; null without a cart (the partner’s orders).',
      resolve: async (order, _args, context) => {
        const found = await cartOf(order, context);
        const status = orderStatus({
          status: order.status,
          cart: found
            ? { status: found.cart.status, items: Array.from({ length: found.items }, () => ({ quantity: 1 })) }
            : null,
        });
        return status === 'N/A' ? null : status;
      },
    }),
    statusReason: t.exposeString('statusReason', {
      nullable: true,
      description: 'Why the order has its status when the salon did not set it.',
    }),
    deliveryType: t.field({
      type: DeliveryTypeEnum,
      description:
        'Picked up in the salon or delivered: its own, else its cart’s, else delivered when it has an address.',
      resolve: async (order, _args, context) =>
        orderDeliveryType({
          deliveryType: order.deliveryType,
          cartDeliveryType: (await cartOf(order, context))?.cart.deliveryType ?? null,
          addressLine1: order.addressLine1,
        }),
    }),
    cartId: t.id({
      nullable: true,
      description:
        'The cart whose status this order follows, moved by updateCartStatus; null for an order that keeps its own (replaced) or has none.',
      resolve: (order) => (order.cartId && !order.replacedByOrderId && !order.status ? order.cartId : null),
    }),
    appointmentId: t.id({
      nullable: true,
      description: 'The appointment (session) the order came from; null for the partner’s orders.',
      resolve: async (order, _args, context) => (await cartOf(order, context))?.cart.appointmentId ?? null,
    }),
    clientId: t.id({
      nullable: true,
      description: 'The client’s id in the salon’s client records, when the appointment has a client.',
      resolve: async (order, _args, context) => (await appointmentOf(order, context))?.clientId ?? order.clientId,
    }),
    stylistName: t.string({
      nullable: true,
      description: 'The stylist of the appointment the order came from.',
      resolve: async (order, _args, context) => (await appointmentOf(order, context))?.staffName || null,
    }),
    replacedBy: t.field({
      type: OrderRef,
      nullable: true,
      description: 'The order that took this one’s place in its cart (decision 037).',
      resolve: (order, _args, context) => context.services.orders.replacedBy(order),
    }),
    replaces: t.field({
      type: [OrderRef],
      description: 'The orders this one replaced.',
      resolve: (order, _args, context) => context.services.orders.replaces(order),
    }),
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
    authScopes: (salon) => ({ salonAdmin: salon.id, salonKeyRead: salon.id }),
    args: {
      ...keysetArgs(t.arg, APPOINTMENTS_PAGE_SIZE),
      status: t.arg({
        type: CartStatusEnum,
        description: 'Only the orders in this status (their own, else their cart’s).',
      }),
    },
    resolve: (salon, args, context) =>
      context.services.orders.page(
        salon.id,
        args.limit ?? APPOINTMENTS_PAGE_SIZE,
        args.nextToken ?? null,
        args.status ?? null,
      ),
  }),
  order: t.field({
    type: OrderRef,
    nullable: true,
    description: 'GetSalonOrderDetails: one order of this salon; null for an id the salon does not have.',
    authScopes: (salon) => ({ salonAdmin: salon.id, salonKeyRead: salon.id }),
    args: { id: t.arg.id({ required: true }) },
    resolve: (salon, args, context) => context.services.orders.orderOfSalon(salon.id, String(args.id)),
  }),
}));

builder.objectField(CartRef, 'replacedOrders', (t) =>
  t.field({
    type: [OrderRef],
    description: 'The orders this cart held before the client’s online purchase replaced them (decision 037).',
    resolve: (cart, _args, context) => context.services.orders.replacedOrdersOfCart(cart.id),
  }),
);
