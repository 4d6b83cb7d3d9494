import { z } from 'zod';
import { addressSchema } from './address.ts';
import { formatDollars, type Cents } from './money.ts';
import { idempotencyKeySchema, MAX_CART_LINES, MAX_CART_QUANTITY, mirrorSessionMessages } from './mirror-session.ts';

/**
 * Buying from the recommendations in the client portal after the visit (decision 024):
 * the client picks recommended products and quantities, pickup in the salon or delivery to an
 * address, and pays. The server prices every line itself; these rules are the browser's and the
 * server's alike.
 */

export const PORTAL_DELIVERY_TYPES = ['PICKUP', 'DELIVERY'] as const;
export type PortalDeliveryType = (typeof PORTAL_DELIVERY_TYPES)[number];

/** Delivery costs a flat fee below the free-delivery threshold; picking up in the salon costs nothing. */
export const DELIVERY_SHIPPING_CENTS = 995;
export const FREE_DELIVERY_FROM_CENTS = 9900;

export const DELIVERY_TYPE_WORDS: Readonly<Record<PortalDeliveryType, string>> = {
  PICKUP: 'Pick up at the salon',
  DELIVERY: 'Delivered to your home',
};

export function shippingCents(deliveryType: PortalDeliveryType, subtotalCents: Cents): Cents {
  return deliveryType === 'DELIVERY' && subtotalCents < FREE_DELIVERY_FROM_CENTS ? DELIVERY_SHIPPING_CENTS : 0;
}

export interface PricedLine {
  unitPriceCents: Cents;
  quantity: number;
}

export interface PurchaseTotals {
  subtotalCents: Cents;
  shippingCents: Cents;
  totalCents: Cents;
}

export function purchaseTotals(lines: readonly PricedLine[], deliveryType: PortalDeliveryType): PurchaseTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const shipping = shippingCents(deliveryType, subtotalCents);
  return { subtotalCents, shippingCents: shipping, totalCents: subtotalCents + shipping };
}

export const portalPurchaseMessages = {
  noProducts: 'Please select at least one product to buy.',
  quantity: mirrorSessionMessages.quantity,
  tooManyLines: mirrorSessionMessages.tooManyLines,
  duplicateProduct: mirrorSessionMessages.duplicateProduct,
  notRecommended: 'You can buy only the products recommended in this appointment.',
  notSold: 'The salon no longer sells one of these products. Please unselect it and try again.',
  priceChanged: (totalCents: Cents) =>
    `The salon’s prices have changed: the total is now ${formatDollars(totalCents)}. Please check it and pay again.`,
  alreadyPaid: 'You have already paid for this appointment’s order. The salon has it.',
  orderClosed:
    'The salon has already completed or cancelled this appointment’s order, so nothing more can be added to it. Please ask the salon.',
  inProgress: 'Your payment is still being processed. Please wait a moment and reload the page.',
  notCharged: 'Your card was not charged.',
  retrySafe: 'If you pay again, you will be charged only once.',
  notSoldNow: 'The salon no longer sells this product.',
  paid: (orderNumber: number) => `Thank you! Your order ${orderNumber} is paid, and the salon has it.`,
} as const;

const quantitySchema = z
  .number()
  .int(portalPurchaseMessages.quantity)
  .min(1, portalPurchaseMessages.quantity)
  .max(MAX_CART_QUANTITY, portalPurchaseMessages.quantity);

export const portalPurchaseItemsSchema = z
  .array(z.object({ productId: z.string().min(1).max(64), quantity: quantitySchema }))
  .min(1, portalPurchaseMessages.noProducts)
  .max(MAX_CART_LINES, portalPurchaseMessages.tooManyLines)
  .refine(
    (items) => new Set(items.map((item) => item.productId)).size === items.length,
    portalPurchaseMessages.duplicateProduct,
  );

/**
 * What the portal sends: the lines, how they reach the client (delivery needs an address, checked by
 * the shared address rule), the total the client saw (only compared, never charged), and the key
 * that makes a retried or double-clicked payment one payment.
 */
export const portalPurchaseSchema = z
  .object({
    deliveryType: z.enum(PORTAL_DELIVERY_TYPES),
    items: portalPurchaseItemsSchema,
    address: addressSchema.nullish(),
    expectedTotal: z.number().int().min(0),
    paymentMethodId: z.string().min(1).max(500),
    idempotencyKey: idempotencyKeySchema,
  })
  .transform((purchase, context) => {
    if (purchase.deliveryType === 'PICKUP') return { ...purchase, address: null };
    if (!purchase.address) {
      const address = addressSchema.safeParse({});
      for (const issue of address.success ? [] : address.error.issues)
        context.addIssue({ code: 'custom', message: issue.message, path: ['address', ...issue.path] });
      return z.NEVER;
    }
    return { ...purchase, address: purchase.address };
  });
export type PortalPurchase = z.infer<typeof portalPurchaseSchema>;
export type PortalPurchaseInput = z.input<typeof portalPurchaseSchema>;
