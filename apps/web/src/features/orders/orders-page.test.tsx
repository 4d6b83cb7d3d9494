// @vitest-environment jsdom
import { formatOrderDate } from '@piiq/domain/dates';
import { formatMoney } from '@piiq/domain/money';
import { ORDER_EMPTIED_REASON, ORDER_REPLACED_REASON, orderMessages } from '@piiq/domain/orders';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatusFields } from '../../lib/api/order-status.ts';
import { apiError, mockGraphql, renderWithQueryClient } from '../../test/test-utils.tsx';
import type { OrderDetail, OrderRow } from './orders-operations.ts';
import { OrdersPage } from './orders-page.tsx';

const SALON_ID = 'salon-1';
const ZONE = 'Australia/Sydney';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function row(overrides: Partial<OrderRow> = {}): OrderRow {
  return {
    id: 'o1',
    orderNumber: 100001,
    createdAt: '2026-11-20T02:45:00.000Z',
    source: 'MIRROR',
    firstName: 'Ava',
    lastName: 'Martin',
    clientId: 'c1',
    email: 'ava@example.com',
    grandTotal: 13584,
    orderState: 'READY_TO_HAND_OVER',
    deliveryType: 'PICKUP',
    suburbOrCity: null,
    ...overrides,
  };
}

const list = (items: OrderRow[]) => ({
  data: {
    salon: {
      id: SALON_ID,
      timeZone: ZONE,
      orders: { totalCount: items.length, nextToken: null, previousToken: null, items },
    },
  },
});

/** The same order as row(), with what only its details show. */
function order(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...row(),
    phone: null,
    addressLine1: null,
    addressLine2: null,
    state: null,
    postcode: null,
    subtotal: 13584,
    shipping: 0,
    gstIncluded: 1234,
    status: 'WAITING',
    statusReason: null,
    paidAt: null,
    refundedAt: null,
    appointmentId: 'a1',
    stylistName: 'Mia Chen',
    replacedBy: null,
    replaces: [],
    lineItems: [{ productName: 'Hydrate Shampoo', quantity: 3, unitPrice: 4528, total: 13584 }],
    ...overrides,
  };
}

const detail = (value: OrderDetail) => ({ data: { salon: { id: SALON_ID, timeZone: ZONE, order: value } } });

/** A paid delivery to Bondi, waiting to be sent. */
const PAID_DELIVERY: Partial<OrderDetail> = {
  source: 'PORTAL',
  orderState: 'TO_SHIP',
  deliveryType: 'DELIVERY',
  paidAt: '2026-11-20T03:00:00.000Z',
  addressLine1: '1 Campbell Parade',
  suburbOrCity: 'Bondi Beach',
  state: 'NSW',
  postcode: '2026',
  subtotal: 8990,
  shipping: 995,
  gstIncluded: 907,
  grandTotal: 9985,
  lineItems: [{ productName: 'Hydrate Shampoo', quantity: 2, unitPrice: 4495, total: 8990 }],
};

/** What a move answers: the order's status fields as they now are. */
const statusFields = (value: OrderDetail): OrderStatusFields => ({
  id: value.id,
  orderNumber: value.orderNumber,
  orderState: value.orderState,
  status: value.status,
  deliveryType: value.deliveryType,
  paidAt: value.paidAt,
  refundedAt: value.refundedAt,
  statusReason: value.statusReason,
  grandTotal: value.grandTotal,
});

function renderAt(path: string, handlers: Parameters<typeof mockGraphql>[0]) {
  const calls = mockGraphql(handlers);
  const router = createMemoryRouter([{ path: '/:salonId/orders/:orderId?', element: <OrdersPage /> }], {
    initialEntries: [path],
  });
  renderWithQueryClient(<RouterProvider router={router} />);
  return { calls, router };
}

/** A line read whole, across the elements it is made of (words beside a <time>): the innermost that holds all of it. */
const wholeText = (text: string) => (_content: string, element: Element | null) =>
  element?.textContent === text && ![...element.children].some((child) => child.textContent === text);

/** The first page of a filter, as the list first asks for it: no token, no number, with the count. */
const firstPage = { salonId: SALON_ID, limit: 6, nextToken: null, previousToken: null, page: null, withCount: true };

const callsOf = (calls: ReturnType<typeof mockGraphql>, operationName: string) =>
  calls.filter((call) => call.operationName === operationName);

describe('Support Your Salon Orders list', () => {
  it('shows each order’s source, client, state and how it reaches the client, in words', async () => {
    renderAt(`/${SALON_ID}/orders`, {
      GetSalonOrders: () =>
        list([
          row(),
          row({
            id: 'o2',
            orderNumber: 100002,
            source: 'PORTAL',
            clientId: null,
            orderState: 'TO_SHIP',
            deliveryType: 'DELIVERY',
            suburbOrCity: 'Bondi',
            grandTotal: 9985,
          }),
          row({
            id: 'o3',
            orderNumber: 100003,
            source: 'PARTNER',
            clientId: null,
            firstName: '',
            lastName: '',
            email: 'kai@example.com',
            orderState: 'REFUNDED',
          }),
          row({ id: 'o4', orderNumber: 100004, clientId: null, firstName: '', lastName: '', email: '' }),
        ]),
    });
    const table = await screen.findByRole('table', { name: 'Support Your Salon Orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Order Number',
      'Date',
      'Source',
      'Client',
      'Email',
      'Status',
      'Delivery type',
      'Total',
      'Order detail',
    ]);
    const [mirror, portal, partner, nobody] = within(table).getAllByRole('row').slice(1);
    expect(
      within(mirror!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '100001',
      formatOrderDate(new Date('2026-11-20T02:45:00.000Z'), ZONE),
      'Mirror',
      'Ava Martin',
      'ava@example.com',
      'Ready to hand over',
      'Pick up in salon',
      formatMoney(13584),
      'VIEW ORDER',
    ]);
    expect(within(mirror!).getByRole('link', { name: 'Ava Martin' }).getAttribute('href')).toBe(
      `/${SALON_ID}/clients/c1`,
    );
    expect(within(mirror!).getByRole('link', { name: 'VIEW ORDER 100001' }).getAttribute('href')).toBe(
      `/${SALON_ID}/orders/o1`,
    );
    expect(within(portal!).getByText('Portal')).toBeVisible();
    expect(within(portal!).getByText('To ship')).toBeVisible();
    expect(within(portal!).getByText('Delivery: Bondi')).toBeVisible();
    expect(within(portal!).getByText('Ava Martin')).toBeVisible();
    expect(within(portal!).queryByRole('link', { name: 'Ava Martin' })).toBeNull();
    expect(within(partner!).getByText('Partner')).toBeVisible();
    expect(within(partner!).getByText('Refunded')).toBeVisible();
    expect(within(partner!).getAllByText('kai@example.com')).toHaveLength(2);
    expect(within(nobody!).getByText('No client')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      `/exports/${SALON_ID}/orders.csv`,
    );
  });

  it('filters by state, kept in the URL and the CSV’s address, from page 1', async () => {
    const { calls, router } = renderAt(`/${SALON_ID}/orders?page=2`, {
      GetSalonOrders: (variables) => list(variables.state === 'TO_SHIP' ? [] : [row()]),
    });
    await screen.findByRole('table', { name: 'Support Your Salon Orders' });
    const filter = screen.getByLabelText('Status');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All statuses',
      'Awaiting payment',
      'Ready to hand over',
      'To ship',
      'Completed',
      'Cancelled',
      'Refunded',
    ]);
    fireEvent.change(filter, { target: { value: 'TO_SHIP' } });
    expect(await screen.findByText('No orders to ship')).toBeVisible();
    expect(screen.getByText('Choose All statuses to see every order.')).toBeVisible();
    expect(router.state.location.search).toBe('?state=TO_SHIP');
    expect(calls.at(-1)).toEqual({
      operationName: 'GetSalonOrders',
      variables: { ...firstPage, state: 'TO_SHIP' },
    });
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      `/exports/${SALON_ID}/orders.csv?state=TO_SHIP`,
    );

    const askedBefore = calls.length;
    fireEvent.change(filter, { target: { value: 'ALL' } });
    expect(await screen.findByRole('link', { name: 'VIEW ORDER 100001' })).toBeVisible();
    expect(router.state.location.search).toBe('');
    // The list may come from the cache, read again or not; a request it sends does not count every
    // order again, since this screen already asked for that count.
    for (const call of calls.slice(askedBefore))
      expect(call.variables).toEqual({ ...firstPage, withCount: false, state: null });
  });

  it('reads the state from the address, and says in a sentence that none is in it', async () => {
    const { calls } = renderAt(`/${SALON_ID}/orders?state=AWAITING_PAYMENT`, { GetSalonOrders: () => list([]) });
    expect(await screen.findByText('No orders awaiting payment')).toBeVisible();
    expect(screen.getByLabelText('Status')).toHaveValue('AWAITING_PAYMENT');
    expect(calls).toEqual([
      {
        operationName: 'GetSalonOrders',
        variables: { ...firstPage, state: 'AWAITING_PAYMENT' },
      },
    ]);
  });

  it('says what fills an empty list, and takes an unknown state for every order', async () => {
    const { calls } = renderAt(`/${SALON_ID}/orders?state=WAITING`, { GetSalonOrders: () => list([]) });
    expect(await screen.findByText('No orders yet')).toBeVisible();
    expect(
      screen.getByText('When a client buys at the mirror or in the portal, the order appears here.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Status')).toHaveValue('ALL');
    expect(calls[0]?.variables).toEqual({ ...firstPage, state: null });
  });

  it('opens a page from a link in one request, then pages from it by its tokens, counting once', async () => {
    const pageOf = (number: number, withCount: boolean) => ({
      data: {
        salon: {
          id: SALON_ID,
          timeZone: ZONE,
          orders: {
            ...(withCount ? { totalCount: 20 } : {}),
            nextToken: number < 4 ? `after-${number}` : null,
            previousToken: number > 1 ? `before-${number}` : null,
            items: Array.from({ length: number < 4 ? 6 : 2 }, (_, i) =>
              row({ id: `o${number}-${i}`, orderNumber: 100_000 + number * 10 + i }),
            ),
          },
        },
      },
    });
    const { calls } = renderAt(`/${SALON_ID}/orders?page=3`, {
      GetSalonOrders: (variables) => {
        const asked = variables as { page: number | null; nextToken: string | null; previousToken: string | null };
        const number =
          asked.page ??
          (asked.nextToken ? Number(asked.nextToken.slice(6)) + 1 : Number(asked.previousToken?.slice(7)) - 1);
        return pageOf(number, variables['withCount'] === true);
      },
    });
    expect(await screen.findByText('13–18 of 20')).toBeVisible();
    expect(callsOf(calls, 'GetSalonOrders').map((call) => call.variables)).toEqual([
      { ...firstPage, page: 3, state: null },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('19–20 of 20')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(await screen.findByText('13–18 of 20')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(await screen.findByText('7–12 of 20')).toBeVisible();
    expect(screen.getByRole('link', { name: 'VIEW ORDER 100020' })).toBeVisible();
    expect(callsOf(calls, 'GetSalonOrders').map((call) => call.variables)).toEqual([
      { ...firstPage, page: 3, state: null },
      { ...firstPage, nextToken: 'after-3', withCount: false, state: null },
      { ...firstPage, previousToken: 'before-3', withCount: false, state: null },
    ]);
  });
});

describe('an order’s page', () => {
  it('shows a pickup to be paid in the salon, its lines at their price and the GST, and completes it once however often clicked', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    let current = order();
    const { calls } = renderAt(`/${SALON_ID}/orders/o1?state=READY_TO_HAND_OVER&page=2`, {
      GetSalonOrderDetails: () => detail(current),
      UpdateOrderStatus: async () => {
        await answered;
        current = { ...current, status: 'COMPLETED', orderState: 'COMPLETED' };
        return { data: { updateOrderStatus: statusFields(current) } };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 100001' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to orders' }).getAttribute('href')).toBe(
      `/${SALON_ID}/orders?state=READY_TO_HAND_OVER&page=2`,
    );
    const status = screen.getByRole('region', { name: 'Status' });
    expect(within(status).getByText('Ready to hand over')).toBeVisible();
    expect(within(status).getByText('Pick up in salon')).toBeVisible();
    expect(within(status).getByText('Source: Mirror')).toBeVisible();
    expect(within(status).getByText('To be paid in the salon when handed over.')).toBeVisible();
    expect(within(status).getByRole('link', { name: 'Ava Martin' }).getAttribute('href')).toBe(
      `/${SALON_ID}/clients/c1`,
    );
    expect(within(status).getByText('Mia Chen')).toBeVisible();
    expect(within(status).getByRole('link', { name: 'Open the appointment record' }).getAttribute('href')).toBe(
      `/${SALON_ID}/appointments/a1`,
    );

    const [line] = within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem');
    expect(line).toHaveTextContent(`3 x Hydrate Shampoo${formatMoney(4528)} each${formatMoney(13584)}`);
    for (const [label, value] of [
      ['Order number', '100001'],
      ['Email', 'ava@example.com'],
      ['Subtotal', formatMoney(13584)],
      ['Shipping', formatMoney(0)],
      ['GST included', formatMoney(1234)],
      ['Grand total', formatMoney(13584)],
    ] as const) {
      expect(screen.getByText(label, { selector: 'dt' }).nextElementSibling).toHaveTextContent(value);
    }

    expect(screen.getByRole('button', { name: 'Reopen order 100001' })).toBeDisabled();
    const complete = screen.getByRole('button', { name: 'Complete order 100001' });
    fireEvent.click(complete);
    fireEvent.click(complete);
    await waitFor(() => expect(complete).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Cancel order 100001' })).toBeDisabled();
    release();
    expect(await within(status).findByText('Completed')).toBeVisible();
    expect(within(status).getByText('Paid in the salon when handed over.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reopen order 100001' })).toBeEnabled();
    expect(callsOf(calls, 'UpdateOrderStatus')).toEqual([
      {
        operationName: 'UpdateOrderStatus',
        variables: { orderId: 'o1', status: 'COMPLETED', from: 'READY_TO_HAND_OVER' },
      },
    ]);
  });

  it('shows a delivery waiting for the client’s payment, which cannot be completed yet', async () => {
    renderAt(`/${SALON_ID}/orders/o1`, {
      GetSalonOrderDetails: () => detail(order({ orderState: 'AWAITING_PAYMENT', deliveryType: 'DELIVERY' })),
    });
    const status = await screen.findByRole('region', { name: 'Status' });
    expect(within(status).getByText('Awaiting payment')).toBeVisible();
    expect(within(status).getByText('Delivery')).toBeVisible();
    expect(
      within(status).getByText(
        'Waiting for the client to pay. They were emailed a link to pay and give their address.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Complete order 100001' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel order 100001' })).toBeEnabled();
  });

  it('says when no client joined the session, so no email went out', async () => {
    renderAt(`/${SALON_ID}/orders/o1`, {
      GetSalonOrderDetails: () =>
        detail(
          order({
            orderState: 'AWAITING_PAYMENT',
            deliveryType: 'DELIVERY',
            firstName: '',
            lastName: '',
            email: '',
            clientId: null,
          }),
        ),
    });
    const status = await screen.findByRole('region', { name: 'Status' });
    expect(
      within(status).getByText(
        'Waiting for the client to pay. No client joined this session, so no link to pay was emailed.',
      ),
    ).toBeVisible();
    expect(within(status).getByText('No client')).toBeVisible();
    expect(screen.getByText('Email', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'No client joined this session',
    );
  });

  it('asks before cancelling a paid delivery, says the money goes back, and shows the refund', async () => {
    const refundedAt = '2026-11-21T01:30:00.000Z';
    let current = order(PAID_DELIVERY);
    const { calls } = renderAt(`/${SALON_ID}/orders/o1`, {
      GetSalonOrderDetails: () => detail(current),
      UpdateOrderStatus: () => {
        current = { ...current, status: 'CANCELLED', orderState: 'REFUNDED', refundedAt };
        return { data: { updateOrderStatus: statusFields(current) } };
      },
    });
    const status = await screen.findByRole('region', { name: 'Status' });
    expect(within(status).getByText('To ship')).toBeVisible();
    expect(within(status).getByText('Delivery: 1 Campbell Parade, Bondi Beach, NSW, 2026')).toBeVisible();
    expect(within(status).getByText('Source: Portal')).toBeVisible();
    expect(
      within(status).getByText(wholeText(`Paid ${formatOrderDate(new Date('2026-11-20T03:00:00.000Z'), ZONE)}`)),
    ).toBeVisible();
    expect(screen.getByText('GST included', { selector: 'dt' }).nextElementSibling).toHaveTextContent(formatMoney(907));

    fireEvent.click(screen.getByRole('button', { name: 'Cancel order 100001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order 100001?' });
    expect(dialog).toHaveAccessibleDescription(
      `The client paid ${formatMoney(9985)} online. Cancelling refunds it to their card and emails them. A refunded order cannot be reopened.`,
    );
    expect(callsOf(calls, 'UpdateOrderStatus')).toEqual([]);

    // Keeping the order changes nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf(calls, 'UpdateOrderStatus')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel order 100001' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancel order 100001?' })).getByRole('button', {
        name: 'Cancel and refund',
      }),
    );
    expect(
      await within(status).findByText(wholeText(`Refunded ${formatOrderDate(new Date(refundedAt), ZONE)}`)),
    ).toBeVisible();
    expect(within(status).getByText(wholeText('Refunded'))).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    for (const action of ['Complete', 'Cancel', 'Reopen'])
      expect(screen.getByRole('button', { name: `${action} order 100001` })).toBeDisabled();
    expect(callsOf(calls, 'UpdateOrderStatus')).toEqual([
      { operationName: 'UpdateOrderStatus', variables: { orderId: 'o1', status: 'CANCELLED', from: 'TO_SHIP' } },
    ]);
  });

  it('cancels an unpaid order after asking, without a word of a refund', async () => {
    let current = order();
    renderAt(`/${SALON_ID}/orders/o1`, {
      GetSalonOrderDetails: () => detail(current),
      UpdateOrderStatus: () => {
        current = { ...current, status: 'CANCELLED', orderState: 'CANCELLED' };
        return { data: { updateOrderStatus: statusFields(current) } };
      },
    });
    const status = await screen.findByRole('region', { name: 'Status' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order 100001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order 100001?' });
    expect(dialog).toHaveAccessibleDescription(
      'The order stays on the list, marked cancelled. You can reopen it later.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(status).findByText('Cancelled')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reopen order 100001' })).toBeEnabled();
  });

  it('says why a change was refused, in the server’s words, and reads the order again', async () => {
    const refusal = orderMessages.changedMeanwhile('COMPLETED');
    const { calls } = renderAt(`/${SALON_ID}/orders/o1`, {
      GetSalonOrderDetails: () => detail(order()),
      UpdateOrderStatus: () => apiError(refusal, 'CONFLICT'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Complete order 100001' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    await waitFor(() => expect(callsOf(calls, 'GetSalonOrderDetails').length).toBeGreaterThan(1));
  });

  it('keeps a refused cancel’s reason in its dialog', async () => {
    const refusal = orderMessages.refundFailed('The card was closed.');
    renderAt(`/${SALON_ID}/orders/o1`, {
      GetSalonOrderDetails: () => detail(order(PAID_DELIVERY)),
      UpdateOrderStatus: () => apiError(refusal, 'BAD_USER_INPUT'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order 100001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order 100001?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(dialog).getByRole('button', { name: 'Keep order' })).toBeEnabled();
  });

  it('opens the cancel dialog without an earlier refusal of another move', async () => {
    const refusal = orderMessages.changedMeanwhile('TO_SHIP');
    renderAt(`/${SALON_ID}/orders/o1`, {
      GetSalonOrderDetails: () => detail(order()),
      UpdateOrderStatus: () => apiError(refusal, 'CONFLICT'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Complete order 100001' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order 100001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order 100001?' });
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('shows a replaced order as cancelled with the reason and a link to the purchase, and the purchase the order it replaced', async () => {
    renderAt(`/${SALON_ID}/orders/o1`, {
      GetSalonOrderDetails: (variables) =>
        detail(
          variables.orderId === 'o1'
            ? order({
                status: 'CANCELLED',
                orderState: 'CANCELLED',
                statusReason: ORDER_REPLACED_REASON,
                replacedBy: { id: 'o2', orderNumber: 100002 },
              })
            : order({
                ...PAID_DELIVERY,
                id: 'o2',
                orderNumber: 100002,
                replaces: [{ id: 'o1', orderNumber: 100001 }],
              }),
        ),
    });
    const status = await screen.findByRole('region', { name: 'Status' });
    expect(within(status).getByText(`Cancelled: ${ORDER_REPLACED_REASON} (`, { exact: false })).toBeVisible();
    // What took its place is another order: a replaced order is final.
    for (const action of ['Complete', 'Cancel', 'Reopen'])
      expect(screen.getByRole('button', { name: `${action} order 100001` })).toBeDisabled();

    fireEvent.click(within(status).getByRole('link', { name: 'see order 100002' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 100002' })).toBeVisible();
    expect(screen.getByText('The client paid online for this order; it replaces', { exact: false })).toHaveTextContent(
      'The client paid online for this order; it replaces order 100001, which is cancelled.',
    );
    expect(screen.getByRole('link', { name: 'order 100001' }).getAttribute('href')).toBe(`/${SALON_ID}/orders/o1`);
  });

  it('keeps an order emptied at the mirror final, with its reason', async () => {
    renderAt(`/${SALON_ID}/orders/o1`, {
      GetSalonOrderDetails: () =>
        detail(order({ status: 'CANCELLED', orderState: 'CANCELLED', statusReason: ORDER_EMPTIED_REASON })),
    });
    const status = await screen.findByRole('region', { name: 'Status' });
    expect(within(status).getByText(`Cancelled: ${ORDER_EMPTIED_REASON}.`)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reopen order 100001' })).toBeDisabled();
  });

  it('says when the order is not the salon’s', async () => {
    renderAt(`/${SALON_ID}/orders/o9`, {
      GetSalonOrderDetails: () => ({ data: { salon: { id: SALON_ID, timeZone: ZONE, order: null } } }),
    });
    expect(
      await screen.findByText('Not found. This order may belong to another salon, or the link may be out of date.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Order' })).toBeVisible();
  });
});
