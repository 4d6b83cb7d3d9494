import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appointmentListRow, cartDisplayStatus, itemCount, listOrderStatus } from './cart.ts';

const items = [{ quantity: 2 }, { quantity: 1 }];

describe('a cart’s status', () => {
  it('shows N/A for a cart without items, and waiting for one with items and no status yet', () => {
    expect(cartDisplayStatus({ items: [], status: 'COMPLETED' })).toBe('N/A');
    expect(cartDisplayStatus(null)).toBe('N/A');
    expect(cartDisplayStatus({ items })).toBe('WAITING');
    expect(cartDisplayStatus({ items, status: 'CANCELLED' })).toBe('CANCELLED');
  });
});

describe('appointment list rows', () => {
  it('sums quantities', () => {
    expect(itemCount(items)).toBe(3);
    expect(itemCount(null)).toBe(0);
    fc.assert(
      fc.property(fc.array(fc.nat(100)), (quantities) => {
        expect(itemCount(quantities.map((quantity) => ({ quantity })))).toBe(quantities.reduce((a, b) => a + b, 0));
      }),
    );
  });

  it('fills in the defaults', () => {
    expect(appointmentListRow({ clientName: ' ', staffName: null })).toEqual({
      clientName: '(No Name)',
      staffName: '(No Name)',
      itemCount: 0,
      cartId: '0',
      rebookStatus: 'N/A',
      orderStatus: 'N/A',
    });
    expect(
      appointmentListRow({
        clientName: 'Ana',
        staffName: 'Jo',
        cart: { id: 'c1', items, status: 'COMPLETED' },
        rebookLength: 60,
      }),
    ).toEqual({
      clientName: 'Ana',
      staffName: 'Jo',
      itemCount: 3,
      cartId: 'c1',
      rebookStatus: 'OPEN',
      orderStatus: 'COMPLETED',
    });
  });
});

describe('the list’s order column', () => {
  it('reads N/A for a cart without items, else the words of its order', () => {
    expect(listOrderStatus({ orderStatus: 'N/A', retailStatus: 'NOT BOUGHT' })).toBe('N/A');
    expect(listOrderStatus({ orderStatus: 'WAITING', retailStatus: 'READY TO HAND OVER' })).toBe('READY TO HAND OVER');
    expect(listOrderStatus({ orderStatus: 'COMPLETED', retailStatus: 'PICKED UP IN-STORE' })).toBe(
      'PICKED UP IN-STORE',
    );
  });
});
