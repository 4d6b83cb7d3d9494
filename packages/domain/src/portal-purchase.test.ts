import { describe, expect, it } from 'vitest';
import { addressMessages } from './address.ts';
import {
  portalPurchaseMessages,
  portalPurchasePlan,
  portalPurchaseSchema,
  purchaseStartLines,
  type CartOrder,
} from './portal-purchase.ts';

const base = {
  items: [{ productId: 'p1', quantity: 1 }],
  expectedTotal: 0,
  paymentMethodId: 'pm',
  idempotencyKey: 'k',
};
const address = { addressLine1: '1 Campbell Parade', city: 'Bondi Beach', state: 'NSW', postcode: '2026' };

describe('portal purchase', () => {
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

describe('a purchase over the order the salon holds', () => {
  const at = new Date('2026-11-20T01:00:00Z');
  const lines = [
    { productId: 'a', quantity: 2 },
    { productId: 'b', quantity: 1 },
  ];
  const mirror = (fields: Partial<CartOrder> = {}): CartOrder => ({
    status: 'WAITING',
    deliveryType: 'PICKUP',
    paidAt: null,
    refundedAt: null,
    lines,
    ...fields,
  });
  const other = [{ productId: 'c', quantity: 2 }];

  it('pays the mirror’s delivery in place, whatever lines the client settles on', () => {
    expect(portalPurchasePlan(mirror({ deliveryType: 'DELIVERY' }), false, other)).toEqual({
      ok: true,
      plan: 'PAY_ORDER',
    });
  });

  it('replaces the mirror’s unpaid pickup only when it buys all of it, and else leaves it beside', () => {
    expect(portalPurchasePlan(mirror(), false, [...lines, ...other])).toEqual({ ok: true, plan: 'REPLACE' });
    expect(portalPurchasePlan(mirror(), false, other)).toEqual({ ok: true, plan: 'BESIDE' });
    expect(portalPurchasePlan(mirror(), false, [{ productId: 'a', quantity: 1 }])).toEqual({
      ok: true,
      plan: 'BESIDE',
    });
  });

  it('fills an empty cart, and leaves an order the salon closed as it is', () => {
    expect(portalPurchasePlan(null, false, other)).toEqual({ ok: true, plan: 'FILL_CART' });
    expect(portalPurchasePlan(mirror({ status: 'COMPLETED' }), false, lines)).toEqual({ ok: true, plan: 'BESIDE' });
    expect(portalPurchasePlan(mirror({ status: 'CANCELLED' }), false, lines)).toEqual({ ok: true, plan: 'BESIDE' });
  });

  it('is made once per appointment', () => {
    expect(portalPurchasePlan(null, true, other)).toEqual({ ok: false, message: portalPurchaseMessages.alreadyPaid });
  });

  it('starts the buying form with what the mirror left the client to pay', () => {
    expect(purchaseStartLines(mirror({ deliveryType: 'DELIVERY' }))).toEqual(lines);
    expect(purchaseStartLines(mirror())).toEqual(lines);
    expect(purchaseStartLines(mirror({ paidAt: at }))).toEqual([]);
    expect(purchaseStartLines(mirror({ status: 'COMPLETED' }))).toEqual([]);
    expect(purchaseStartLines(null)).toEqual([]);
  });
});
