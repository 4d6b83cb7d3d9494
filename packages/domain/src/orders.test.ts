import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CART_STATUSES, type CartStatus } from './cart.ts';
import {
  cancellingRefunds,
  countsAsSale,
  DELIVERY_SHIPPING_CENTS,
  FREE_DELIVERY_FROM_CENTS,
  isPaid,
  orderMessages,
  orderNextStatuses,
  orderState,
  orderTotals,
  orderTransitionProblem,
  purchaseCovers,
  readOrderStateFilter,
  retailWording,
  staleOrderProblem,
  type OrderStateSource,
} from './orders.ts';

const at = new Date('2026-11-20T01:00:00Z');
const order = (fields: Partial<OrderStateSource> = {}): OrderStateSource => ({
  status: 'WAITING',
  deliveryType: 'PICKUP',
  paidAt: null,
  refundedAt: null,
  ...fields,
});

/** Any order a salon can hold: refunds only ever follow a payment. */
const anyOrder = fc
  .record({
    status: fc.constantFrom(...CART_STATUSES),
    deliveryType: fc.constantFrom('PICKUP' as const, 'DELIVERY' as const),
    paid: fc.boolean(),
    refunded: fc.boolean(),
  })
  .map(({ status, deliveryType, paid, refunded }): OrderStateSource => ({
    status,
    deliveryType,
    paidAt: paid ? at : null,
    refundedAt: paid && refunded && status === 'CANCELLED' ? at : null,
  }));

describe('an order’s state', () => {
  it.each([
    [order({ deliveryType: 'DELIVERY' }), 'AWAITING_PAYMENT'],
    [order({ deliveryType: 'DELIVERY', paidAt: at }), 'TO_SHIP'],
    [order(), 'READY_TO_HAND_OVER'],
    [order({ paidAt: at }), 'READY_TO_HAND_OVER'],
    [order({ status: 'COMPLETED' }), 'COMPLETED'],
    [order({ status: 'COMPLETED', deliveryType: 'DELIVERY', paidAt: at }), 'COMPLETED'],
    [order({ status: 'CANCELLED' }), 'CANCELLED'],
    [order({ status: 'CANCELLED', paidAt: at, refundedAt: at }), 'REFUNDED'],
  ] as const)('%j is %s', (source, state) => {
    expect(orderState(source)).toBe(state);
  });

  it('never claims a delivery is on its way before it is paid', () => {
    fc.assert(
      fc.property(anyOrder, (source) => {
        if (orderState(source) === 'TO_SHIP') expect(source.paidAt).not.toBeNull();
        if (source.deliveryType === 'DELIVERY' && !source.paidAt && source.status === 'WAITING')
          expect(orderState(source)).toBe('AWAITING_PAYMENT');
      }),
    );
  });

  it('is read from the address as a known state or none', () => {
    expect(readOrderStateFilter('TO_SHIP')).toBe('TO_SHIP');
    expect(readOrderStateFilter('to_ship')).toBeNull();
    expect(readOrderStateFilter(null)).toBeNull();
  });
});

describe('moving an order', () => {
  it('allows only what its state allows', () => {
    expect(orderNextStatuses(order({ deliveryType: 'DELIVERY' }))).toEqual(['CANCELLED']);
    expect(orderNextStatuses(order())).toEqual(['COMPLETED', 'CANCELLED']);
    expect(orderNextStatuses(order({ status: 'COMPLETED' }))).toEqual(['CANCELLED', 'WAITING']);
    expect(orderNextStatuses(order({ status: 'CANCELLED' }))).toEqual(['WAITING']);
    expect(orderNextStatuses(order({ status: 'CANCELLED', paidAt: at, refundedAt: at }))).toEqual([]);
  });

  it('says why a move is refused, in words that say what to do', () => {
    expect(orderTransitionProblem(order({ deliveryType: 'DELIVERY' }), 'COMPLETED')).toBe(orderMessages.unpaidDelivery);
    expect(orderTransitionProblem(order({ status: 'CANCELLED', paidAt: at, refundedAt: at }), 'WAITING')).toBe(
      orderMessages.refundedIsFinal,
    );
    expect(orderTransitionProblem(order({ status: 'CANCELLED' }), 'COMPLETED')).toBe(
      'An order that is cancelled cannot become COMPLETED.',
    );
    expect(orderTransitionProblem(order(), 'COMPLETED')).toBeNull();
  });

  it('never moves to the state it is in, and refunds whenever it cancels money the salon holds', () => {
    fc.assert(
      fc.property(anyOrder, fc.constantFrom(...CART_STATUSES), (source, to: CartStatus) => {
        const allowed = orderTransitionProblem(source, to) === null;
        expect(allowed).toBe(orderNextStatuses(source).includes(to));
        if (allowed) expect(to).not.toBe(source.status);
        expect(cancellingRefunds(source, to)).toBe(to === 'CANCELLED' && isPaid(source));
      }),
    );
  });

  it('keeps an order the product cancelled (replaced, emptied at the mirror) final', () => {
    const replaced = order({ status: 'CANCELLED', statusReason: 'replaced by the client’s online purchase' });
    expect(orderNextStatuses(replaced)).toEqual([]);
    expect(orderTransitionProblem(replaced, 'WAITING')).toBe(orderMessages.replacedIsFinal);
    expect(orderNextStatuses({ ...replaced, status: 'COMPLETED' })).toEqual(['CANCELLED', 'WAITING']);
  });

  it('refuses a move from a state the order has left', () => {
    expect(staleOrderProblem(order(), 'READY_TO_HAND_OVER')).toBeNull();
    expect(staleOrderProblem(order({ status: 'COMPLETED' }), 'READY_TO_HAND_OVER')).toBe(
      'This order changed meanwhile: it is completed now. Check it and try again.',
    );
    expect(staleOrderProblem(order({ status: 'COMPLETED' }), null)).toBeNull();
  });
});

describe('what counts as a sale', () => {
  it('is money received: paid, or completed in the salon, and never cancelled or refunded', () => {
    expect(countsAsSale(order())).toBe(false);
    expect(countsAsSale(order({ deliveryType: 'DELIVERY' }))).toBe(false);
    expect(countsAsSale(order({ paidAt: at }))).toBe(true);
    expect(countsAsSale(order({ status: 'COMPLETED' }))).toBe(true);
    expect(countsAsSale(order({ status: 'CANCELLED', paidAt: at, refundedAt: at }))).toBe(false);
    fc.assert(
      fc.property(anyOrder, (source) => {
        const state = orderState(source);
        if (state === 'AWAITING_PAYMENT' || state === 'CANCELLED' || state === 'REFUNDED')
          expect(countsAsSale(source)).toBe(false);
        if (state === 'COMPLETED' || state === 'TO_SHIP') expect(countsAsSale(source)).toBe(true);
      }),
    );
  });
});

describe('an order’s totals', () => {
  it('are quantity x price summed, with the delivery fee below the free-delivery threshold', () => {
    const lines = [{ unitPriceCents: 4295, quantity: 2 }];
    expect(orderTotals(lines, 'PICKUP')).toEqual({ subtotalCents: 8590, shippingCents: 0, totalCents: 8590 });
    expect(orderTotals(lines, 'DELIVERY')).toEqual({
      subtotalCents: 8590,
      shippingCents: DELIVERY_SHIPPING_CENTS,
      totalCents: 8590 + DELIVERY_SHIPPING_CENTS,
    });
    expect(orderTotals([{ unitPriceCents: FREE_DELIVERY_FROM_CENTS, quantity: 1 }], 'DELIVERY').shippingCents).toBe(0);
  });

  it('hold for any lines: the subtotal is every unit’s price, and the total adds only shipping', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ unitPriceCents: fc.nat(100_000), quantity: fc.integer({ min: 1, max: 20 }) }), {
          maxLength: 10,
        }),
        fc.constantFrom('PICKUP' as const, 'DELIVERY' as const),
        (lines, deliveryType) => {
          const totals = orderTotals(lines, deliveryType);
          const units = lines.flatMap((line) => Array.from({ length: line.quantity }, () => line.unitPriceCents));
          expect(totals.subtotalCents).toBe(units.reduce((sum, price) => sum + price, 0));
          expect(totals.totalCents - totals.subtotalCents).toBe(totals.shippingCents);
          if (deliveryType === 'PICKUP') expect(totals.shippingCents).toBe(0);
        },
      ),
    );
  });
});

describe('a purchase over the salon’s order', () => {
  const pickup = [
    { productId: 'a', quantity: 2 },
    { productId: 'b', quantity: 1 },
  ];

  it('covers it only with every product, at least as many of each', () => {
    expect(purchaseCovers(pickup, [...pickup, { productId: 'c', quantity: 1 }])).toBe(true);
    expect(purchaseCovers(pickup, [{ productId: 'a', quantity: 2 }])).toBe(false);
    expect(
      purchaseCovers(pickup, [
        { productId: 'a', quantity: 1 },
        { productId: 'b', quantity: 1 },
      ]),
    ).toBe(false);
    expect(
      purchaseCovers(pickup, [
        { productId: 'c', quantity: 1 },
        { productId: 'd', quantity: 1 },
      ]),
    ).toBe(false);
  });
});

describe('the retail words of an appointment', () => {
  it('say picked up or delivered only once the salon completed the order', () => {
    expect(retailWording(null)).toBe('NOT BOUGHT');
    expect(retailWording({ state: 'READY_TO_HAND_OVER', deliveryType: 'PICKUP' })).toBe('READY TO HAND OVER');
    expect(retailWording({ state: 'AWAITING_PAYMENT', deliveryType: 'DELIVERY' })).toBe('AWAITING PAYMENT');
    expect(retailWording({ state: 'TO_SHIP', deliveryType: 'DELIVERY' })).toBe('TO SHIP');
    expect(retailWording({ state: 'COMPLETED', deliveryType: 'PICKUP' })).toBe('PICKED UP IN-STORE');
    expect(retailWording({ state: 'COMPLETED', deliveryType: 'DELIVERY' })).toBe('DELIVERED TO HOME');
    expect(retailWording({ state: 'REFUNDED', deliveryType: 'DELIVERY' })).toBe('REFUNDED');
  });
});
