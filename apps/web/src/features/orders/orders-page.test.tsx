// @vitest-environment jsdom
import { ORDER_REPLACED_REASON } from '@piiq/domain/orders';
import { cartMessages } from '@piiq/domain/cart';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockGraphql, renderWithQueryClient } from '../../test/test-utils.tsx';
import type { OrderDetail, OrderRow } from './orders-operations.ts';
import { OrdersPage } from './orders-page.tsx';

const SALON_ID = 'salon-1';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function row(overrides: Partial<OrderRow> = {}): OrderRow {
  return {
    id: 'o1',
    orderNumber: 100001,
    createdAt: '2026-11-20T02:45:00.000Z',
    firstName: 'Ava',
    lastName: 'Martin',
    clientId: 'c1',
    email: 'ava@example.com',
    grandTotal: 13585,
    status: 'WAITING',
    deliveryType: 'PICKUP',
    suburbOrCity: null,
    ...overrides,
  };
}

const list = (items: OrderRow[]) => ({
  data: {
    salon: { id: SALON_ID, timeZone: 'Australia/Sydney', orders: { totalCount: items.length, nextToken: null, items } },
  },
});

function detail(overrides: Partial<OrderDetail> = {}): {
  data: { salon: { id: string; timeZone: string; order: OrderDetail } };
} {
  return {
    data: {
      salon: {
        id: SALON_ID,
        timeZone: 'Australia/Sydney',
        order: {
          id: 'o1',
          orderNumber: 100001,
          createdAt: '2026-11-20T02:45:00.000Z',
          firstName: 'Ava',
          lastName: 'Martin',
          email: 'ava@example.com',
          phone: null,
          addressLine1: null,
          addressLine2: null,
          suburbOrCity: null,
          state: null,
          postcode: null,
          subtotal: 13585,
          shipping: 0,
          grandTotal: 13585,
          status: 'WAITING',
          statusReason: null,
          deliveryType: 'PICKUP',
          cartId: 'cart-1',
          appointmentId: 'a1',
          clientId: 'c1',
          stylistName: 'Mia Chen',
          replacedBy: null,
          replaces: [],
          lineItems: [{ productName: 'Hydrate Shampoo', quantity: 3, total: 13585 }],
          ...overrides,
        },
      },
    },
  };
}

function renderAt(path: string, handlers: Parameters<typeof mockGraphql>[0]) {
  const calls = mockGraphql(handlers);
  const router = createMemoryRouter([{ path: '/:salonId/orders/:orderId?', element: <OrdersPage /> }], {
    initialEntries: [path],
  });
  renderWithQueryClient(<RouterProvider router={router} />);
  return { calls, router };
}

describe('Support Your Salon Orders list', () => {
  it('shows each order’s client, status and how it reaches the client, in words', async () => {
    renderAt(`/${SALON_ID}/orders`, {
      GetSalonOrders: () =>
        list([
          row(),
          row({
            id: 'o2',
            orderNumber: 100002,
            clientId: null,
            deliveryType: 'DELIVERY',
            suburbOrCity: 'Bondi',
            status: 'CANCELLED',
          }),
        ]),
    });
    const table = await screen.findByRole('table', { name: 'Support Your Salon Orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Order Number', 'Date', 'Client', 'Email', 'Status', 'Delivery type', 'Total', 'Order detail']);
    const [pickup, delivery] = within(table).getAllByRole('row').slice(1);
    expect(within(pickup!).getByText('Pick up in salon')).toBeVisible();
    expect(within(pickup!).getByText('WAITING')).toBeVisible();
    expect(within(pickup!).getByRole('link', { name: 'Ava Martin' }).getAttribute('href')).toBe(
      `/${SALON_ID}/clients/c1`,
    );
    expect(within(delivery!).getByText('Delivery: Bondi')).toBeVisible();
    expect(within(delivery!).getByText('CANCELLED')).toBeVisible();
    expect(within(delivery!).queryByRole('link', { name: 'Ava Martin' })).toBeNull();
  });

  it('filters by status, kept in the URL, from page 1', async () => {
    const { calls, router } = renderAt(`/${SALON_ID}/orders?page=2`, {
      GetSalonOrders: (variables) => list(variables.status === 'COMPLETED' ? [] : [row()]),
    });
    await screen.findByRole('table', { name: 'Support Your Salon Orders' });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'COMPLETED' } });
    expect(await screen.findByText('No COMPLETED orders')).toBeVisible();
    expect(router.state.location.search).toBe('?status=COMPLETED');
    expect(calls.at(-1)).toEqual({
      operationName: 'GetSalonOrders',
      variables: { salonId: SALON_ID, limit: 6, nextToken: null, status: 'COMPLETED' },
    });
  });
});

describe('an order’s page', () => {
  it('shows its status, delivery, client, stylist and appointment, and completes it once however often clicked', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    let status: OrderDetail['status'] = 'WAITING';
    const { calls } = renderAt(`/${SALON_ID}/orders/o1`, {
      GetSalonOrderDetails: () => detail({ status }),
      UpdateCartStatus: async (variables) => {
        await answered;
        status = variables.status as OrderDetail['status'];
        return { data: { updateCartStatus: { id: 'cart-1', status } } };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 100001' })).toBeVisible();
    expect(screen.getByText('Pick up in salon')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ava Martin' }).getAttribute('href')).toBe(`/${SALON_ID}/clients/c1`);
    expect(screen.getByText('Mia Chen')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the appointment record' }).getAttribute('href')).toBe(
      `/${SALON_ID}/appointments/a1`,
    );
    expect(screen.getByRole('button', { name: 'Reopen order' })).toBeDisabled();

    const complete = screen.getByRole('button', { name: 'Complete order' });
    fireEvent.click(complete);
    fireEvent.click(complete);
    await waitFor(() => expect(complete).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeDisabled();
    release();
    expect(await screen.findByText('COMPLETED')).toBeVisible();
    expect(calls.filter((call) => call.operationName === 'UpdateCartStatus')).toEqual([
      {
        operationName: 'UpdateCartStatus',
        variables: { cartId: 'cart-1', status: 'COMPLETED', from: 'WAITING' },
      },
    ]);
  });

  it('says why a change was refused and reads the order again', async () => {
    const { calls } = renderAt(`/${SALON_ID}/orders/o1`, {
      GetSalonOrderDetails: () => detail(),
      UpdateCartStatus: () => apiError(cartMessages.changedMeanwhile('COMPLETED'), 'CONFLICT'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText(cartMessages.changedMeanwhile('COMPLETED'))).toBeVisible();
    expect(calls.filter((call) => call.operationName === 'GetSalonOrderDetails').length).toBeGreaterThan(1);
  });

  it('shows a replaced order as cancelled with the reason and a link to the purchase, with no buttons', async () => {
    renderAt(`/${SALON_ID}/orders/o1`, {
      GetSalonOrderDetails: () =>
        detail({
          status: 'CANCELLED',
          statusReason: ORDER_REPLACED_REASON,
          cartId: null,
          replacedBy: { id: 'o2', orderNumber: 100002 },
        }),
    });
    expect(await screen.findByText(`Cancelled: ${ORDER_REPLACED_REASON} (`, { exact: false })).toBeVisible();
    expect(screen.getByRole('link', { name: 'see order 100002' }).getAttribute('href')).toBe(`/${SALON_ID}/orders/o2`);
    expect(screen.queryByRole('button', { name: 'Complete order' })).toBeNull();
  });
});
