import { describe, expect, it } from 'vitest';
import { addressMessages } from './address.ts';
import {
  DELIVERY_SHIPPING_CENTS,
  FREE_DELIVERY_FROM_CENTS,
  portalPurchaseMessages,
  portalPurchaseSchema,
  purchaseTotals,
} from './portal-purchase.ts';

const base = {
  items: [{ productId: 'p1', quantity: 1 }],
  expectedTotal: 0,
  paymentMethodId: 'pm',
  idempotencyKey: 'k',
};
const address = { addressLine1: '1 Campbell Parade', city: 'Bondi Beach', state: 'NSW', postcode: '2026' };

describe('portal purchase', () => {
  it('adds the delivery fee below the free-delivery threshold, and never to a pickup', () => {
    const lines = [{ unitPriceCents: 3495, quantity: 2 }];
    expect(purchaseTotals(lines, 'PICKUP')).toEqual({ subtotalCents: 6990, shippingCents: 0, totalCents: 6990 });
    expect(purchaseTotals(lines, 'DELIVERY')).toEqual({
      subtotalCents: 6990,
      shippingCents: DELIVERY_SHIPPING_CENTS,
      totalCents: 6990 + DELIVERY_SHIPPING_CENTS,
    });
    expect(purchaseTotals([{ unitPriceCents: FREE_DELIVERY_FROM_CENTS, quantity: 1 }], 'DELIVERY').shippingCents).toBe(
      0,
    );
  });

  it('asks a delivery for an address by the shared address rule, and forgets one sent with a pickup', () => {
    const missing = portalPurchaseSchema.safeParse({ ...base, deliveryType: 'DELIVERY' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((issue) => issue.message)).toContain(addressMessages.addressLine1);
    const badPostcode = portalPurchaseSchema.safeParse({
      ...base,
      deliveryType: 'DELIVERY',
      address: { ...address, postcode: '20' },
    });
    expect(badPostcode.error?.issues[0]?.message).toBe(addressMessages.postcodeFormat);
    expect(portalPurchaseSchema.parse({ ...base, deliveryType: 'DELIVERY', address }).address).toEqual({
      ...address,
      addressLine2: '',
    });
    expect(portalPurchaseSchema.parse({ ...base, deliveryType: 'PICKUP', address }).address).toBeNull();
  });

  it('bounds the lines and their quantities', () => {
    const parse = (items: unknown) =>
      portalPurchaseSchema.safeParse({ ...base, deliveryType: 'PICKUP', items }).error?.issues[0]?.message;
    expect(parse([])).toBe(portalPurchaseMessages.noProducts);
    expect(parse([{ productId: 'p1', quantity: 0 }])).toBe(portalPurchaseMessages.quantity);
    expect(parse([{ productId: 'p1', quantity: 21 }])).toBe(portalPurchaseMessages.quantity);
    expect(
      parse([
        { productId: 'p1', quantity: 1 },
        { productId: 'p1', quantity: 2 },
      ]),
    ).toBe(portalPurchaseMessages.duplicateProduct);
  });
});
