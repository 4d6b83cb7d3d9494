import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CART_ACTION_FOR_STATUS,
  appointmentListRow,
  canTransition,
  cartDisplayStatus,
  cartMessages,
  cartTransitionProblem,
  CART_STATUSES,
  itemCount,
  listOrderStatus,
  listRetailStatus,
  nextStatuses,
  recordsRetailStatus,
  type CartStatus,
} from './cart.ts';

const items = [{ quantity: 2 }, { quantity: 1 }];

describe('cart status machine', () => {
  it('follows the product’s transitions', () => {
    expect(nextStatuses({ items })).toEqual(['COMPLETED', 'CANCELLED']);
    expect(nextStatuses({ items, status: 'WAITING' })).toEqual(['COMPLETED', 'CANCELLED']);
    expect(nextStatuses({ items, status: 'COMPLETED' })).toEqual(['CANCELLED', 'WAITING']);
    expect(nextStatuses({ items, status: 'CANCELLED' })).toEqual(['WAITING']);
    expect(canTransition({ items, status: 'CANCELLED' }, 'COMPLETED')).toBe(false);
  });

  it('shows N/A and allows nothing for a cart without items', () => {
    expect(cartDisplayStatus({ items: [], status: 'COMPLETED' })).toBe('N/A');
    expect(cartDisplayStatus(null)).toBe('N/A');
    expect(nextStatuses({ items: [] })).toEqual([]);
    expect(cartDisplayStatus({ items })).toBe('WAITING');
  });

  it('says why a change is refused', () => {
    expect(cartTransitionProblem({ items, status: 'WAITING' }, 'COMPLETED')).toBeNull();
    expect(cartTransitionProblem({ items, status: 'CANCELLED' }, 'COMPLETED')).toBe(
      'An order that is CANCELLED cannot become COMPLETED.',
    );
    expect(cartTransitionProblem({ items: [] }, 'COMPLETED')).toBe(cartMessages.noOrder);
  });

  it('names each move by its destination', () => {
    expect(CART_ACTION_FOR_STATUS).toEqual({ COMPLETED: 'complete', CANCELLED: 'cancel', WAITING: 'reopen' });
  });

  it('never moves to the same status, and a final status can always be reopened', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...CART_STATUSES), { maxLength: 30 }), (wanted) => {
        let status: CartStatus | null = null;
        for (const to of wanted) {
          const cart = { items, status };
          const allowed = canTransition(cart, to);
          expect(allowed).toBe(nextStatuses(cart).includes(to));
          if (allowed) {
            expect(to).not.toBe(cartDisplayStatus(cart));
            status = to;
          }
          if (status === 'COMPLETED' || status === 'CANCELLED')
            expect(canTransition({ items, status }, 'WAITING')).toBe(true);
        }
      }),
    );
  });
});

describe('the list’s order column', () => {
  it('reads N/A without items, else how the client took the products', () => {
    expect(listOrderStatus({ orderStatus: 'N/A', retailStatus: 'NOT BOUGHT' })).toBe('N/A');
    expect(listOrderStatus({ orderStatus: 'WAITING', retailStatus: 'NOT BOUGHT' })).toBe('NOT BOUGHT');
    expect(listOrderStatus({ orderStatus: 'COMPLETED', retailStatus: 'PICKED UP IN-STORE' })).toBe(
      'PICKED UP IN-STORE',
    );
  });
});

describe('retail status', () => {
  it.each([
    [{ salonPickup: true, purchasedItems: ['a'] }, 'PICKUP', 'PICKED UP IN-STORE'],
    [{ salonPickup: false, purchasedItems: ['a'] }, 'DELIVERED', 'DELIVERED TO HOME'],
    [{ salonPickup: false, purchasedItems: [] }, 'NOT BOUGHT', 'NOT BOUGHT'],
    [{}, 'NOT BOUGHT', 'NOT BOUGHT'],
  ])('%j reads %s in the records panel and %s in the list', (appointment, records, list) => {
    expect(recordsRetailStatus(appointment)).toBe(records);
    expect(listRetailStatus(appointment)).toBe(list);
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
      retailStatus: 'NOT BOUGHT',
    });
    expect(
      appointmentListRow({
        clientName: 'Ana',
        staffName: 'Jo',
        cart: { id: 'c1', items, status: 'COMPLETED' },
        rebookLength: 60,
        salonPickup: true,
      }),
    ).toEqual({
      clientName: 'Ana',
      staffName: 'Jo',
      itemCount: 3,
      cartId: 'c1',
      rebookStatus: 'OPEN',
      orderStatus: 'COMPLETED',
      retailStatus: 'PICKED UP IN-STORE',
    });
  });
});
