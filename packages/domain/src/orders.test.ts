import { describe, expect, it } from 'vitest';
import { staleStatusProblem } from './cart.ts';
import {
  notificationForOrderReplaced,
  orderDeliveryType,
  orderStatus,
  purchaseReplacesCart,
  readOrderStatusFilter,
} from './orders.ts';

const items = [{ quantity: 2 }];

describe('an order’s status', () => {
  it('is its own when it keeps one, else its cart’s, and N/A without a cart', () => {
    expect(orderStatus({ status: 'CANCELLED', cart: { status: 'WAITING', items } })).toBe('CANCELLED');
    expect(orderStatus({ cart: { status: null, items } })).toBe('WAITING');
    expect(orderStatus({ cart: { status: 'COMPLETED', items } })).toBe('COMPLETED');
    expect(orderStatus({ cart: null })).toBe('N/A');
  });

  it('is read from the address as a known status or none', () => {
    expect(readOrderStatusFilter('COMPLETED')).toBe('COMPLETED');
    expect(readOrderStatusFilter('completed')).toBeNull();
    expect(readOrderStatusFilter(null)).toBeNull();
  });
});

describe('an order’s delivery', () => {
  it('is its own, else its cart’s, else delivered only with an address', () => {
    expect(orderDeliveryType({ deliveryType: 'PICKUP', cartDeliveryType: 'DELIVERY' })).toBe('PICKUP');
    expect(orderDeliveryType({ cartDeliveryType: 'DELIVERY' })).toBe('DELIVERY');
    expect(orderDeliveryType({ addressLine1: '1 George St' })).toBe('DELIVERY');
    expect(orderDeliveryType({ addressLine1: ' ' })).toBe('PICKUP');
  });
});

describe('a portal purchase over a cart the salon holds', () => {
  it('replaces only a waiting cart with items and no order', () => {
    expect(purchaseReplacesCart({ status: null, items }, false)).toBe(true);
    expect(purchaseReplacesCart({ status: 'WAITING', items }, false)).toBe(true);
    expect(purchaseReplacesCart({ status: 'WAITING', items: [] }, false)).toBe(false);
    expect(purchaseReplacesCart({ status: 'WAITING', items }, true)).toBe(false);
    expect(purchaseReplacesCart({ status: 'COMPLETED', items }, false)).toBe(false);
    expect(purchaseReplacesCart(null, false)).toBe(false);
  });

  it('is announced naming both orders', () => {
    expect(
      notificationForOrderReplaced({
        appointmentId: 'a1',
        clientName: 'Ava Martin',
        replaced: { orderNumber: 100007 },
        order: { orderNumber: 100008 },
      }),
    ).toEqual({
      kind: 'orderReplaced',
      title: 'Order replaced',
      body: 'Ava Martin paid online for order 100008, which replaces order 100007. Order 100007 is cancelled.',
      appointmentId: 'a1',
    });
  });
});

describe('a change of status from what the person saw', () => {
  it('is refused once the order moved on, so a second click changes nothing', () => {
    expect(staleStatusProblem({ status: 'WAITING', items }, 'WAITING')).toBeNull();
    expect(staleStatusProblem({ status: 'COMPLETED', items }, 'WAITING')).toBe(
      'This order changed meanwhile: it is COMPLETED now. Check it and try again.',
    );
    expect(staleStatusProblem({ status: 'COMPLETED', items }, null)).toBeNull();
  });
});
