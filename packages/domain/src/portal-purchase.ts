import { z } from 'zod';
import { addressSchema } from './address.ts';
import { formatDollars, type Cents } from './money.ts';
import { idempotencyKeySchema, MAX_CART_LINES, MAX_CART_QUANTITY, mirrorSessionMessages } from './mirror-session.ts';
import { orderState, purchaseCovers, type OrderStateSource, type ProductQuantity } from './orders.ts';

/**
 * Buying in the client portal after the visit (decision 058): the client pays for the order the
 * mirror left them (a delivery waits for it), or for recommended products of their own choosing,
 * picked up in the salon or delivered to an address. The server prices every line itself; these
 * rules are the browser's and the server's alike.
 */

export const PORTAL_DELIVERY_TYPES = ['PICKUP', 'DELIVERY'] as const;
export type PortalDeliveryType = (typeof PORTAL_DELIVERY_TYPES)[number];

export const DELIVERY_TYPE_WORDS: Readonly<Record<PortalDeliveryType, string>> = {
  PICKUP: 'Pick up at the salon',
  DELIVERY: 'Delivered to your home',
};

export const portalPurchaseMessages = {
  noProducts: 'Please select at least one product to buy.',
  quantity: mirrorSessionMessages.quantity,
  tooManyLines: mirrorSessionMessages.tooManyLines,
  duplicateProduct: mirrorSessionMessages.duplicateProduct,
  notSold: 'The salon no longer sells one of these products. Please unselect it and try again.',
  priceChanged: (totalCents: Cents) =>
    `The salon’s prices have changed: the total is now ${formatDollars(totalCents)}. Please check it and pay again.`,
  alreadyPaid: 'You have already paid for this appointment’s order. The salon has it.',
  notOffered: 'You can buy only the products recommended in this appointment or chosen at the mirror.',
  inProgress: 'Your payment is still being processed. Please wait a moment and reload the page.',
  changedMeanwhile:
    'The salon changed this order while you were paying, so your payment was given back. Please check the order and pay again.',
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

/** The appointment's order as the portal's purchase sees it: the one the mirror's cart holds, with its lines. */
export interface CartOrder extends OrderStateSource {
  lines: readonly ProductQuantity[];
}

/**
 * What a purchase does with the order the salon holds for the appointment:
 * - PAY_ORDER: the mirror's delivery waiting for the client's payment is paid, with the lines and address the client gives;
 * - REPLACE: the purchase covers the mirror's pickup, unpaid, and takes its place (the pickup is kept, cancelled);
 * - FILL_CART: the appointment had no order, and the purchase becomes its cart's order;
 * - BESIDE: the salon's order stays exactly as it is, and the purchase is an order of its own beside it.
 */
export type PurchasePlan = 'PAY_ORDER' | 'REPLACE' | 'FILL_CART' | 'BESIDE';

/**
 * The one rule of a portal purchase over what the salon already holds (RESOLUTIONS 16 and 19). An
 * appointment is paid for online once; the salon's order is never dropped unless the client paid for
 * all of it.
 */
export function portalPurchasePlan(
  current: CartOrder | null,
  paidOnline: boolean,
  purchase: readonly ProductQuantity[],
): { ok: true; plan: PurchasePlan } | { ok: false; message: string } {
  if (paidOnline) return { ok: false, message: portalPurchaseMessages.alreadyPaid };
  if (!current) return { ok: true, plan: 'FILL_CART' };
  const state = orderState(current);
  if (state === 'AWAITING_PAYMENT') return { ok: true, plan: 'PAY_ORDER' };
  if (state === 'READY_TO_HAND_OVER' && !current.paidAt)
    return { ok: true, plan: purchaseCovers(current.lines, purchase) ? 'REPLACE' : 'BESIDE' };
  return { ok: true, plan: 'BESIDE' };
}

/**
 * The lines the portal's buying form starts with: the order the mirror left the client while it is
 * theirs to pay (a delivery, or a pickup not yet collected), so nothing chosen at the mirror is lost.
 */
export function purchaseStartLines(current: CartOrder | null): readonly ProductQuantity[] {
  if (!current || current.paidAt) return [];
  const state = orderState(current);
  return state === 'AWAITING_PAYMENT' || state === 'READY_TO_HAND_OVER' ? current.lines : [];
}
