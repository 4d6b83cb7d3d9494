import { portalPurchaseSchema } from '@piiq/domain/portal-purchase';
import { userInputError } from '../../errors.ts';
import { addressInputFields } from '../../graphql/address-input.ts';
import { builder } from '../../graphql/builder.ts';
import { CartRef, DeliveryTypeEnum } from '../appointments/appointments.graphql.ts';
import { OrderRef } from './orders.graphql.ts';
import type { PortalOrder } from './portal-purchase.service.ts';

const PortalOrderRef = builder.objectRef<PortalOrder>('PortalOrder').implement({
  description: 'A client’s paid order from the portal, and the appointment’s cart that holds it.',
  fields: (t) => ({
    order: t.field({ type: OrderRef, resolve: (placed) => placed.order }),
    cart: t.field({ type: CartRef, resolve: (placed) => placed.cart }),
  }),
});

const PortalPurchaseItemInput = builder.inputType('PortalPurchaseItemInput', {
  fields: (t) => ({ productId: t.id({ required: true }), quantity: t.int({ required: true }) }),
});

const DeliveryAddressInput = builder.inputType('DeliveryAddressInput', {
  description: 'Where a delivery goes, checked by the same rule as the signup’s delivery address.',
  fields: (t) => addressInputFields(t),
});

const BuyRecommendedProductsInput = builder.inputType('BuyRecommendedProductsInput', {
  fields: (t) => ({
    deliveryType: t.field({ type: DeliveryTypeEnum, required: true }),
    items: t.field({ type: [PortalPurchaseItemInput], required: true }),
    address: t.field({ type: DeliveryAddressInput, description: 'Required for a delivery; ignored for a pickup.' }),
    expectedTotal: t.int({
      required: true,
      description: 'Cents: the total the client saw. Only compared: the server prices every line itself.',
    }),
    paymentMethodId: t.string({
      required: true,
      description: 'From createPaymentMethod (the offline provider) or Stripe Elements.',
    }),
  }),
});

builder.mutationField('buyRecommendedProducts', (t) =>
  t.field({
    type: PortalOrderRef,
    description:
      'The portal’s purchase after the visit: the appointment’s own client pays, once per appointment, at the salon’s prices, for the delivery the mirror left them or for recommended products, picked up or delivered. The salon’s order is replaced only when the purchase covers all of it; otherwise the purchase is an order beside it. The same idempotency key on a retry answers the first order and never charges twice.',
    authScopes: async (_root, args, context) => ({
      self: (await context.services.portalPurchases.clientOfAppointment(String(args.appointmentId))) ?? '',
    }),
    args: {
      appointmentId: t.arg.id({ required: true }),
      input: t.arg({ type: BuyRecommendedProductsInput, required: true }),
      idempotencyKey: t.arg.string({ required: true, description: 'One per purchase, the same on every retry of it.' }),
    },
    resolve: (_root, { appointmentId, input, idempotencyKey }, context) => {
      if (!context.viewer) throw new Error('buyRecommendedProducts resolved without a viewer');
      const parsed = portalPurchaseSchema.safeParse({
        ...input,
        items: input.items.map((item) => ({ ...item, productId: String(item.productId) })),
        idempotencyKey,
      });
      if (!parsed.success) throw userInputError(parsed.error.issues);
      return context.services.portalPurchases.buy(context.viewer.user.id, String(appointmentId), parsed.data);
    },
  }),
);
