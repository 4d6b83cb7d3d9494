import { APPOINTMENTS_PAGE_SIZE } from '@piiq/domain/appointments';
import type { CartStatus } from '@piiq/domain/cart';
import { gstPartOfCents } from '@piiq/domain/money';
import { ORDER_SOURCES, ORDER_STATES, orderStatusOfState, retailWording, type OrderState } from '@piiq/domain/orders';
import { auditActorOf } from '../../graphql/audit-actor.ts';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { twoWayKeysetArgs } from '../../graphql/paging.ts';
import { readOnce } from '../../graphql/read-once.ts';
import {
  AppointmentRef,
  CartRef,
  cartOf,
  CartStatusEnum,
  DeliveryTypeEnum,
} from '../appointments/appointments.graphql.ts';
import type { AppointmentRow, CartRow } from '../appointments/appointments.reads.ts';
import { SalonRef } from '../salons/salons.graphql.ts';
import type { OrderLineRow, OrderRow } from './orders.repository.ts';
import type { OrderPage } from './orders.service.ts';

export const OrderSourceEnum = builder.enumType('OrderSource', {
  description:
    'Where an order came from: the cart saved at the mirror, the client’s purchase in the portal, the partner.',
  values: ORDER_SOURCES,
});

export const OrderStateEnum = builder.enumType('OrderState', {
  description:
    'What the salon does next with an order: AWAITING_PAYMENT (a delivery the client has not paid yet), READY_TO_HAND_OVER, TO_SHIP (a paid delivery), COMPLETED, CANCELLED or REFUNDED.',
  values: ORDER_STATES,
});

/** The order a cart holds, read once per cart object. */
function orderOfCart(cart: CartRow, context: GraphQLContext): Promise<OrderRow | null> {
  return readOnce(cart, 'order', () => context.services.orders.orderOfCart(cart.id));
}

/** The order the appointment's cart holds, read once per appointment object. */
function cartOrderOf(appointment: AppointmentRow, context: GraphQLContext): Promise<OrderRow | null> {
  return readOnce(appointment, 'cart-order', async () => {
    const cart = await cartOf(appointment, context);
    return cart ? orderOfCart(cart, context) : null;
  });
}

function appointmentOf(order: OrderRow, context: GraphQLContext) {
  return readOnce(order, 'appointment', async () =>
    order.appointmentId ? ((await context.services.appointments.findAppointment(order.appointmentId)) ?? null) : null,
  );
}

const OrderLineRef = builder.objectRef<OrderLineRow>('OrderLineItem').implement({
  description: 'A line of an order: quantity x product at its unit price, and its total. Money in cents.',
  fields: (t) => ({
    productId: t.exposeID('productId', { nullable: true, description: 'Null once the product left the catalogue.' }),
    productName: t.exposeString('productName', { description: 'The name as sold.' }),
    quantity: t.exposeInt('quantity'),
    unitPrice: t.exposeInt('unitPriceCents'),
    total: t.exposeInt('totalCents', { description: 'quantity x unitPrice.' }),
  }),
});

export const OrderRef = builder.objectRef<OrderRow>('Order');

OrderRef.implement({
  description: 'A retail order of the salon, whatever its source. Money in cents, AUD including GST.',
  fields: (t) => ({
    id: t.exposeID('id'),
    orderNumber: t.exposeInt('orderNumber'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    source: t.field({ type: OrderSourceEnum, resolve: (order) => order.source }),
    orderState: t.field({
      type: OrderStateEnum,
      description: 'What the salon does next, by one rule from the status, the delivery and the payment.',
      resolve: (order) => order.orderState,
    }),
    status: t.field({
      type: CartStatusEnum,
      description: 'The salon’s status, in the cart’s words: WAITING until completed or cancelled.',
      resolve: (order) => order.status,
    }),
    statusReason: t.exposeString('statusReason', {
      nullable: true,
      description: 'Why the order has its status when the salon did not set it (replaced, emptied at the mirror).',
    }),
    deliveryType: t.field({ type: DeliveryTypeEnum, resolve: (order) => order.deliveryType }),
    paidAt: t.expose('paidAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the client paid online, or the partner was paid; null for an order to be paid in the salon.',
    }),
    refundedAt: t.expose('refundedAt', { type: 'DateTime', nullable: true }),
    email: t.exposeString('email', { description: 'Empty when no client joined the session.' }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    phone: t.exposeString('phone', { nullable: true }),
    addressLine1: t.exposeString('addressLine1', { nullable: true }),
    addressLine2: t.exposeString('addressLine2', { nullable: true }),
    suburbOrCity: t.exposeString('suburbOrCity', { nullable: true }),
    state: t.exposeString('state', { nullable: true, description: 'The delivery address’s state.' }),
    postcode: t.exposeString('postcode', { nullable: true }),
    currency: t.exposeString('currency'),
    subtotal: t.exposeInt('subtotalCents', { description: 'The lines’ totals summed.' }),
    shipping: t.exposeInt('shippingCents'),
    grandTotal: t.exposeInt('grandTotalCents'),
    gstIncluded: t.int({
      description: 'The GST included in the grand total: one eleventh.',
      resolve: (order) => gstPartOfCents(order.grandTotalCents),
    }),
    cartId: t.exposeID('cartId', {
      nullable: true,
      description: 'The appointment’s cart whose order this is; null once replaced, and for an order beside it.',
    }),
    appointmentId: t.exposeID('appointmentId', {
      nullable: true,
      description: 'The appointment (session) the order came from; null for the partner’s orders.',
    }),
    clientId: t.exposeID('clientId', {
      nullable: true,
      description: 'The client’s id in the salon’s client records, when the order has a client.',
    }),
    stylistName: t.string({
      nullable: true,
      description: 'The stylist of the appointment the order came from.',
      resolve: async (order, _args, context) => (await appointmentOf(order, context))?.staffName || null,
    }),
    replacedBy: t.field({
      type: OrderRef,
      nullable: true,
      description: 'The client’s online purchase that took this order’s place.',
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
  description: 'A page of orders, newest first; nextToken asks for the next one, previousToken for the one before.',
  fields: (t) => ({
    items: t.field({ type: [OrderRef], resolve: (page) => page.items }),
    nextToken: t.exposeString('nextToken', { nullable: true }),
    previousToken: t.exposeString('previousToken', { nullable: true }),
    totalCount: t.int({
      description: 'Orders matching the filter, over every page: counted only when asked for.',
      resolve: (page) => page.totalCount(),
    }),
  }),
});

/** The states an older filter by the cart's words stands for. */
const statesOfStatus = (status: CartStatus): OrderState[] =>
  ORDER_STATES.filter((state) => orderStatusOfState(state) === status);

builder.objectFields(SalonRef, (t) => ({
  orders: t.field({
    type: OrderPageRef,
    description:
      'GetSalonOrders: every retail order of the salon (mirror, portal, partner), newest first, paged by keyset (limit, nextToken, previousToken), or by page number where no token reaches.',
    authScopes: (salon) => ({ salonAdmin: salon.id, salonKeyRead: salon.id }),
    args: {
      ...twoWayKeysetArgs(t.arg, APPOINTMENTS_PAGE_SIZE),
      orderState: t.arg({ type: OrderStateEnum, description: 'Only the orders in this state.' }),
      status: t.arg({
        type: CartStatusEnum,
        description:
          'Only the orders with this status, in the cart’s words (WAITING is every order not yet completed or cancelled).',
      }),
    },
    resolve: (salon, args, context) =>
      context.services.orders.page(
        salon.id,
        args.limit ?? APPOINTMENTS_PAGE_SIZE,
        args,
        args.orderState ? [args.orderState] : args.status ? statesOfStatus(args.status) : null,
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

builder.objectFields(CartRef, (t) => ({
  order: t.field({
    type: OrderRef,
    nullable: true,
    description: 'The order this cart holds; null while it holds nothing.',
    resolve: (cart, _args, context) => orderOfCart(cart, context),
  }),
  status: t.field({
    type: CartStatusEnum,
    nullable: true,
    description: 'Its order’s status; null while it holds no order.',
    resolve: async (cart, _args, context) => (await orderOfCart(cart, context))?.status ?? null,
  }),
  replacedOrders: t.field({
    type: [OrderRef],
    description: 'The orders this cart held before the client’s online purchase replaced them.',
    resolve: async (cart, _args, context) =>
      (await context.services.orders.ordersOfAppointment(cart.appointmentId)).filter(
        (order) => order.replacedByOrderId !== null,
      ),
  }),
}));

builder.objectFields(AppointmentRef, (t) => ({
  orders: t.field({
    type: [OrderRef],
    description:
      'Every retail order of the session, oldest first: its cart’s, one a purchase replaced, one the client bought beside it.',
    resolve: (appointment, _args, context) => context.services.orders.ordersOfAppointment(appointment.id),
  }),
  status: t.field({
    type: CartStatusEnum,
    nullable: true,
    description: 'The status of the order the session’s cart holds (null while it holds none).',
    resolve: async (appointment, _args, context) => (await cartOrderOf(appointment, context))?.status ?? null,
  }),
  retailStatus: t.string({
    description:
      'The cart’s order in words: NOT BOUGHT, AWAITING PAYMENT, READY TO HAND OVER, TO SHIP, PICKED UP IN-STORE, DELIVERED TO HOME, CANCELLED or REFUNDED.',
    resolve: async (appointment, _args, context) => {
      const order = await cartOrderOf(appointment, context);
      return retailWording(order && { state: order.orderState, deliveryType: order.deliveryType });
    },
  }),
  purchasedTotal: t.int({
    description: 'Cents: the cart’s order’s lines, quantity x price summed; 0 while it holds none.',
    resolve: async (appointment, _args, context) => (await cartOrderOf(appointment, context))?.subtotalCents ?? 0,
  }),
}));

const UpdateCartStatusInput = builder.inputType('UpdateCartStatusInput', {
  fields: (t) => ({
    status: t.field({ type: CartStatusEnum, required: true }),
    from: t.field({
      type: CartStatusEnum,
      description:
        'The status the person saw: the change is refused (CONFLICT) when the order has left it meanwhile, so a double click changes it once.',
    }),
  }),
});

const UpdateOrderStatusInput = builder.inputType('UpdateOrderStatusInput', {
  fields: (t) => ({
    status: t.field({
      type: CartStatusEnum,
      required: true,
      description: 'COMPLETED, CANCELLED, or WAITING to reopen.',
    }),
    from: t.field({
      type: OrderStateEnum,
      description:
        'The state the person saw: the change is refused (CONFLICT) when the order has left it meanwhile, so a double click, a second tab or another admin changes it once.',
    }),
  }),
});

builder.mutationFields((t) => ({
  updateOrderStatus: t.field({
    type: OrderRef,
    description:
      'Completes, cancels or reopens an order by its state’s rules. Cancelling an order the client paid for refunds the payment, once, and emails the client; a refunded order is final.',
    authScopes: async (_root, args, context) => {
      const salonId = (await context.services.orders.salonIdOfOrder(String(args.orderId))) ?? '';
      return { salonAdmin: salonId, salonKeyWrite: salonId };
    },
    args: { orderId: t.arg.id({ required: true }), input: t.arg({ type: UpdateOrderStatusInput, required: true }) },
    resolve: (_root, { orderId, input }, context) =>
      context.services.orders.moveOrder(auditActorOf(context), String(orderId), input.status, input.from ?? null),
  }),
  updateCartStatus: t.field({
    type: CartRef,
    description: 'Completes, cancels or reopens the order a cart holds, by the same rules as updateOrderStatus.',
    authScopes: async (_root, args, context) => {
      const salonId = (await context.services.appointments.salonIdOfCart(String(args.cartId))) ?? '';
      return { salonAdmin: salonId, salonKeyWrite: salonId };
    },
    args: { cartId: t.arg.id({ required: true }), input: t.arg({ type: UpdateCartStatusInput, required: true }) },
    resolve: async (_root, { cartId, input }, context) => {
      await context.services.orders.moveOrderOfCart(
        auditActorOf(context),
        String(cartId),
        input.status,
        input.from ?? null,
      );
      const cart = await context.services.appointments.findCart(String(cartId));
      if (!cart) throw new Error(`cart ${String(cartId)} vanished after its order moved`);
      return cart;
    },
  }),
}));
