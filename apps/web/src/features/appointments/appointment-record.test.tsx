// @vitest-environment jsdom
import { formulaMessages } from '@piiq/domain/colour-formulas';
import { ORDER_EMPTIED_REASON } from '@piiq/domain/orders';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockGraphql, renderWithQueryClient } from '../../test/test-utils.tsx';
import { orderUrl } from '../orders/urls.ts';
import { AppointmentRecordDialog } from './appointment-record.tsx';
import type { AppointmentRecord } from './appointments-operations.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type CartOrder = NonNullable<NonNullable<AppointmentRecord['cart']>['order']>;

/** The order a mirror cart of 2 x AUD 42.95 and 1 x AUD 12.50 placed for pickup: to be paid at the counter. */
const pickup: CartOrder = {
  id: 'order-12',
  orderNumber: 100012,
  orderState: 'READY_TO_HAND_OVER',
  status: 'WAITING',
  deliveryType: 'PICKUP',
  paidAt: null,
  refundedAt: null,
  grandTotal: 9840,
  subtotal: 9840,
  shipping: 0,
  lineItems: [
    { productId: 'p1', productName: 'Hydrate Shampoo', quantity: 2, unitPrice: 4295, total: 8590 },
    { productId: 'p2', productName: 'Bond Repair', quantity: 1, unitPrice: 1250, total: 1250 },
  ],
  statusReason: null,
};

/** As the session's list of orders names an order. */
const listed = (order: CartOrder, cartId: string | null): AppointmentRecord['orders'][number] => ({
  id: order.id,
  orderNumber: order.orderNumber,
  orderState: order.orderState,
  deliveryType: order.deliveryType,
  grandTotal: order.grandTotal,
  statusReason: order.statusReason,
  source: 'MIRROR',
  replacedBy: null,
  cartId,
});

/** An earlier order the stylist emptied at the mirror, which the cart no longer holds. */
const emptied: CartOrder = {
  ...pickup,
  id: 'order-11',
  orderNumber: 100011,
  orderState: 'CANCELLED',
  status: 'CANCELLED',
  grandTotal: 3495,
  statusReason: ORDER_EMPTIED_REASON,
};

function record(order: CartOrder | null, others: CartOrder[] = []): AppointmentRecord {
  return {
    id: 'appointment-1',
    createdAt: '2026-03-02T01:00:00.000Z',
    clientId: null,
    clientName: 'Ava Brown',
    staffName: 'Maya',
    notes: null,
    rebookLength: null,
    rebookNotificationScheduledAt: null,
    rebookNotificationSentAt: null,
    rebookedAt: null,
    rebookStatus: 'N/A',
    salonPickup: false,
    purchasedItems: [],
    retailStatus: order ? 'READY TO HAND OVER' : 'NOT BOUGHT',
    purchasedTotal: order?.subtotal ?? 0,
    clientSelfieImage: null,
    client360Image: null,
    hairAnalysis: null,
    supportYourSalon: { treatment: null, recommendations: [] },
    recommendationGap: null,
    cart: { id: 'cart-1', order },
    orders: [...others.map((other) => listed(other, null)), ...(order ? [listed(order, 'cart-1')] : [])],
    imageLikes: [],
    imageShares: [],
    colourFormula: null,
    clientConsent: null,
    patchTestAcknowledgements: [],
  };
}

function show(appointment: AppointmentRecord, handlers: Parameters<typeof mockGraphql>[0] = {}) {
  const calls = mockGraphql({
    GetAppointment: () => ({ data: { salon: { id: 'salon-1', timeZone: 'Australia/Sydney', appointment } } }),
    ...handlers,
  });
  renderWithQueryClient(
    <MemoryRouter>
      <AppointmentRecordDialog salonId="salon-1" appointmentId="appointment-1" closeTo="/salon-1/appointments" />
    </MemoryRouter>,
  );
  return calls;
}

const orderSection = () => screen.findByRole('region', { name: 'Order' });
const button = (section: HTMLElement, name: string) =>
  within(section).getByRole<HTMLButtonElement>('button', { name: `${name} order 100012` });

describe('the appointment record’s order', () => {
  it('shows the cart’s order: its state, delivery, link, lines with their totals, and the lines’ total', async () => {
    show(record(pickup));
    const section = await orderSection();
    expect(within(section).getByText('Ready to hand over')).toBeVisible();
    expect(within(section).getByText('Pick up in salon')).toBeVisible();
    expect(within(section).getByRole('link', { name: 'Order 100012' })).toHaveAttribute(
      'href',
      orderUrl('salon-1', 'order-12'),
    );
    const lines = within(within(section).getByRole('list', { name: 'Items in the cart' })).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      '2 × Hydrate Shampoo, AUD 42.95 each, line total AUD 85.90',
      '1 × Bond Repair, AUD 12.50 each, line total AUD 12.50',
    ]);
    // The order's subtotal: every line, quantity x price, summed; never one line's price.
    expect(within(section).getByText('AUD 98.40').parentElement).toHaveTextContent(/^Total AUD 98\.40$/);
    expect(button(section, 'Complete').disabled).toBe(false);
    expect(button(section, 'Cancel').disabled).toBe(false);
    expect(button(section, 'Reopen').disabled).toBe(true);
    expect(within(section).queryByText(/Waiting for the client to pay/)).toBeNull();
  });

  it('says a delivery waits for the client’s payment by the emailed link, and allows only Cancel', async () => {
    const delivery: CartOrder = {
      ...pickup,
      orderState: 'AWAITING_PAYMENT',
      deliveryType: 'DELIVERY',
      shipping: 995,
      grandTotal: 10835,
    };
    show(record(delivery));
    const section = await orderSection();
    expect(within(section).getByText('Awaiting payment')).toBeVisible();
    expect(within(section).getByText('Delivery')).toBeVisible();
    expect(
      within(section).getByText(
        'Waiting for the client to pay: they were emailed a link to pay and give their address.',
      ),
    ).toBeVisible();
    // The lines' total, without the delivery fee the client pays by the link.
    expect(within(section).getByText('AUD 98.40').parentElement).toHaveTextContent(/^Total AUD 98\.40$/);
    expect(button(section, 'Complete').disabled).toBe(true);
    expect(button(section, 'Cancel').disabled).toBe(false);
  });

  it('completes the order from the state on screen, and shows it completed at once, the footer too', async () => {
    const calls = show(record(pickup), {
      UpdateOrderStatus: () => ({
        data: {
          updateOrderStatus: {
            id: pickup.id,
            orderNumber: pickup.orderNumber,
            orderState: 'COMPLETED',
            status: 'COMPLETED',
            deliveryType: 'PICKUP',
            paidAt: null,
            refundedAt: null,
            grandTotal: pickup.grandTotal,
          },
        },
      }),
    });
    const section = await orderSection();
    fireEvent.click(button(section, 'Complete'));
    expect(await within(section).findByText('Completed')).toBeVisible();
    expect(calls.find((call) => call.operationName === 'UpdateOrderStatus')?.variables).toEqual({
      orderId: 'order-12',
      status: 'COMPLETED',
      from: 'READY_TO_HAND_OVER',
    });
    expect(button(section, 'Reopen').disabled).toBe(false);
    expect(button(section, 'Complete').disabled).toBe(true);
    expect(screen.getByRole('region', { name: 'Product recommendations' })).toHaveTextContent('PICKED UP IN-STORE');
  });

  it('lists the session’s other orders below the cart’s, each with its total, state and why it was cancelled', async () => {
    show(record(pickup, [emptied]));
    const section = await orderSection();
    const others = within(section).getByRole('list', { name: 'Other orders of this session' });
    const [earlier] = within(others).getAllByRole('listitem');
    expect(earlier).toHaveTextContent(`Order 100011 (AUD 34.95) Cancelled: ${ORDER_EMPTIED_REASON}`);
    expect(within(others).getByRole('link', { name: 'Order 100011' })).toHaveAttribute(
      'href',
      orderUrl('salon-1', 'order-11'),
    );
    // The cart's own order is shown above, not again among the others.
    expect(within(others).queryByText('Order 100012')).toBeNull();
  });

  it('says nothing was put in the cart when it holds no order, and still lists an emptied one', async () => {
    show(record(null, [emptied]));
    const section = await orderSection();
    expect(within(section).getByText('N/A: nothing was put in the cart in this session.')).toBeVisible();
    expect(within(section).queryByRole('button', { name: /order/ })).toBeNull();
    expect(within(section).getByRole('link', { name: 'Order 100011' })).toBeVisible();
  });
});

describe('the appointment record’s shared images', () => {
  it('lists each share the client made from the portal, how and when in the salon’s zone, older ones as stored', async () => {
    show({
      ...record(null),
      imageShares: [
        { sharedTo: 'instagram', createdAt: '2026-03-01T23:00:00.000Z' },
        { sharedTo: 'share-sheet', createdAt: '2026-03-02T01:05:00.000Z' },
        { sharedTo: 'download', createdAt: '2026-03-02T01:10:00.000Z' },
      ],
    });
    const section = await screen.findByRole('region', { name: 'Shared images' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'instagram, 2.03.2026 10:00',
      'Shared from their phone, 2.03.2026 12:05',
      'Downloaded to share, 2.03.2026 12:10',
    ]);
  });

  it('says when the client shared none', async () => {
    show(record(null));
    const section = await screen.findByRole('region', { name: 'Shared images' });
    expect(within(section).getByText('The client has shared no images of this session.')).toBeVisible();
  });
});

describe('the appointment record’s colour service', () => {
  const recordedFormula: NonNullable<AppointmentRecord['colourFormula']> = {
    recordedBy: 'Maya',
    updatedAt: '2026-03-02T01:30:00.000Z',
    bowls: [
      {
        summary: '6/0 Koleston Perfect 30 g + 20 vol (6%) 45 ml · Roots · 35 min',
        note: 'Grey at the temples',
        products: [{ productId: null, name: 'Koleston Perfect', shade: '6/0', amount: 30, unit: 'g' }],
        developerVolume: 20,
        developerAmount: 45,
        developerUnit: 'ml',
        appliedTo: 'Roots',
        processingMinutes: 35,
      },
      {
        summary: '9/16 Illumina 20 g · Ends',
        note: '',
        products: [{ productId: null, name: 'Illumina', shade: '9/16', amount: 20, unit: 'g' }],
        developerVolume: null,
        developerAmount: null,
        developerUnit: 'ml',
        appliedTo: 'Ends',
        processingMinutes: null,
      },
    ],
  };

  it('shows the visit’s formula bowl by bowl, each line with its note, and who recorded it', async () => {
    show({ ...record(null), colourFormula: recordedFormula });
    const section = await screen.findByRole('region', { name: 'Colour formula' });
    const bowls = within(within(section).getByRole('list', { name: 'Bowls' })).getAllByRole('listitem');
    expect(bowls.map((bowl) => bowl.textContent)).toEqual([
      'Bowl 1: 6/0 Koleston Perfect 30 g + 20 vol (6%) 45 ml · Roots · 35 min' + 'Grey at the temples',
      'Bowl 2: 9/16 Illumina 20 g · Ends',
    ]);
    expect(within(section).getByText('Recorded by Maya')).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Edit formula' })).toBeVisible();
  });

  it('says when no formula was recorded, and records one from the form, checked before it is sent', async () => {
    const saved = { ...record(null), colourFormula: recordedFormula };
    const calls = show(record(null), {
      RecordColourFormula: () => ({ data: { recordColourFormula: saved } }),
      GetRecommendableProducts: () => ({ data: { salon: { id: 'salon-1', recommendableProducts: [] } } }),
    });
    const section = await screen.findByRole('region', { name: 'Colour formula' });
    expect(within(section).getByText('No formula recorded for this visit.')).toBeVisible();
    fireEvent.click(within(section).getByRole('button', { name: 'Record formula' }));
    const bowl = await within(section).findByRole('group', { name: 'Bowl 1' });
    fireEvent.click(within(section).getByRole('button', { name: 'Save formula' }));
    expect(await within(bowl).findByText('Enter the product’s name.')).toBeVisible();
    expect(calls.some((call) => call.operationName === 'RecordColourFormula')).toBe(false);

    fireEvent.change(within(bowl).getByLabelText('Product'), { target: { value: 'Koleston Perfect' } });
    fireEvent.change(within(bowl).getByLabelText('Shade'), { target: { value: '6/0' } });
    fireEvent.change(within(bowl).getByLabelText('Amount'), { target: { value: '30' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save formula' }));
    expect(await within(section).findByText('Formula saved.')).toBeVisible();
    expect(within(section).getByText('Recorded by Maya')).toBeVisible();
    expect(calls.find((call) => call.operationName === 'RecordColourFormula')?.variables).toEqual({
      salonId: 'salon-1',
      appointmentId: 'appointment-1',
      basedOn: null,
      formula: {
        bowls: [
          {
            products: [{ productId: null, name: 'Koleston Perfect', shade: '6/0', amount: 30, unit: 'g' }],
            developerVolume: null,
            developerAmount: null,
            developerUnit: 'ml',
            appliedTo: '',
            processingMinutes: null,
            note: '',
          },
        ],
      },
    });
  });

  it('suggests the salon’s products and links the one chosen to the catalogue; a name typed by hand is not linked', async () => {
    const bondBuilder = {
      id: '5d0c8a57-3c1e-4f4e-9a51-6f7b2d9e0c11',
      sku: 'BB-1',
      name: 'Bond Builder',
      brandId: 'brand-1',
      brandName: 'Lumière',
      productType: 'Treatment',
      forMen: false,
      rrp: 3495,
      images: [],
    };
    const calls = show(record(null), {
      GetRecommendableProducts: () => ({ data: { salon: { id: 'salon-1', recommendableProducts: [bondBuilder] } } }),
      RecordColourFormula: () => ({
        data: { recordColourFormula: { ...record(null), colourFormula: recordedFormula } },
      }),
    });
    const section = await screen.findByRole('region', { name: 'Colour formula' });
    fireEvent.click(within(section).getByRole('button', { name: 'Record formula' }));
    const bowl = await within(section).findByRole('group', { name: 'Bowl 1' });
    const product = within(bowl).getByLabelText('Product');
    await vi.waitFor(() =>
      expect(document.getElementById(product.getAttribute('list') ?? '')?.querySelector('option')).toHaveAttribute(
        'value',
        'Bond Builder',
      ),
    );
    fireEvent.change(product, { target: { value: 'Bond Builder' } });
    fireEvent.change(within(bowl).getByLabelText('Amount'), { target: { value: '5' } });
    fireEvent.click(within(bowl).getByRole('button', { name: 'Add product' }));
    const second = within(bowl).getAllByLabelText('Product')[1];
    if (!second) throw new Error('no second product');
    fireEvent.change(second, { target: { value: 'Bond Builder extra' } });
    fireEvent.change(within(bowl).getAllByLabelText('Amount')[1] ?? second, { target: { value: '2' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save formula' }));
    await within(section).findByText('Formula saved.');
    const sent = calls.find((call) => call.operationName === 'RecordColourFormula')?.variables as {
      formula: { bowls: Array<{ products: Array<{ productId: string | null; name: string }> }> };
    };
    expect(sent.formula.bowls[0]?.products.map(({ productId, name }) => ({ productId, name }))).toEqual([
      { productId: '5d0c8a57-3c1e-4f4e-9a51-6f7b2d9e0c11', name: 'Bond Builder' },
      { productId: null, name: 'Bond Builder extra' },
    ]);
  });

  it('says so when a formula was saved meanwhile, keeping every figure typed', async () => {
    const calls = show(
      { ...record(null), colourFormula: recordedFormula },
      {
        GetRecommendableProducts: () => ({ data: { salon: { id: 'salon-1', recommendableProducts: [] } } }),
        RecordColourFormula: () => apiError(formulaMessages.changedMeanwhile, 'CONFLICT'),
      },
    );
    const section = await screen.findByRole('region', { name: 'Colour formula' });
    fireEvent.click(within(section).getByRole('button', { name: 'Edit formula' }));
    const bowl = await within(section).findByRole('group', { name: 'Bowl 1' });
    fireEvent.change(within(bowl).getByLabelText('Shade'), { target: { value: '7/0' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save formula' }));
    expect(await within(section).findByText(formulaMessages.changedMeanwhile)).toBeVisible();
    expect(within(bowl).getByLabelText('Shade')).toHaveValue('7/0');
    expect(calls.find((call) => call.operationName === 'RecordColourFormula')?.variables).toMatchObject({
      basedOn: recordedFormula.updatedAt,
    });
  });

  it('opens the recorded formula in the form, figures as they were, and Cancel leaves it as it was', async () => {
    show(
      { ...record(null), colourFormula: recordedFormula },
      {
        GetRecommendableProducts: () => ({ data: { salon: { id: 'salon-1', recommendableProducts: [] } } }),
      },
    );
    const section = await screen.findByRole('region', { name: 'Colour formula' });
    fireEvent.click(within(section).getByRole('button', { name: 'Edit formula' }));
    const first = await within(section).findByRole('group', { name: 'Bowl 1' });
    expect(within(first).getByLabelText('Product')).toHaveValue('Koleston Perfect');
    expect(within(first).getByLabelText('Amount')).toHaveValue('30');
    expect(within(section).getByRole('group', { name: 'Bowl 2' })).toBeVisible();
    fireEvent.click(within(section).getByRole('button', { name: 'Cancel' }));
    expect(within(section).getByText('Recorded by Maya')).toBeVisible();
    expect(within(section).queryByText('Formula saved.')).toBeNull();
  });

  it('shows where the visit’s client stands with the consent form, and nothing for a visit nobody signed in to', async () => {
    show({
      ...record(null),
      clientConsent: {
        standing: 'signed',
        latest: {
          formVersion: 2,
          signedAt: '2026-03-02T01:10:00.000Z',
          signedOn: 'portal',
          photosAllowed: false,
          reactedBefore: false,
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Consent' });
    expect(within(section).getByText('Signed the current form (version 2) on 2.03.2026, on the portal.')).toBeVisible();
    expect(within(section).getByText('Photos not to be kept')).toBeVisible();
    expect(within(section).getByText('No earlier reaction to hair colour or a patch test')).toBeVisible();
    cleanup();
    show(record(null));
    await screen.findByRole('region', { name: 'Order' });
    expect(screen.queryByRole('region', { name: 'Consent' })).toBeNull();
    expect(screen.queryByText(/went ahead past the patch-test warning/)).toBeNull();
  });

  it('names each time the stylist went ahead past the patch-test warning, when, in the salon’s zone, and the words', async () => {
    const warning = 'No patch test is on record.';
    show({
      ...record(null),
      patchTestAcknowledgements: [
        { warning, acknowledgedBy: 'Maya', acknowledgedAt: '2026-03-02T01:05:00.000Z' },
        {
          warning: 'The last patch test (1.09.2025) showed a reaction.',
          acknowledgedBy: 'Jack',
          acknowledgedAt: '2026-03-02T01:20:00.000Z',
        },
      ],
    });
    expect(
      await screen.findByText(`Maya went ahead past the patch-test warning on 2.03.2026 12:05: “${warning}”`),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Jack went ahead past the patch-test warning on 2.03.2026 12:20: “The last patch test (1.09.2025) showed a reaction.”',
      ),
    ).toBeVisible();
  });
});
