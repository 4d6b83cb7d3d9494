// @vitest-environment jsdom
import { portalPurchaseMessages } from '@piiq/domain/portal-purchase';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MAX_CART_QUANTITY } from '@piiq/domain/mirror-session';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockGraphql } from '../../../test/test-utils.tsx';
import { likedProductsStorage } from '../liked-products-storage.ts';
import { CartStep } from './cart-step.tsx';
import { ConsultationProvider } from './consultation-provider.tsx';
import { mirrorSession } from '../test/mirror-session.ts';
import { startEachTestOnAFreshMirror } from '../test/fresh-mirror.ts';

startEachTestOnAFreshMirror();

const pick = (productId: string, productName: string, price: number | null) => ({
  productId,
  sku: `SKU-${productId}`,
  productName,
  brandName: 'Velvet Bond',
  productType: 'Shampoo',
  productSize: '250ml',
  image: `https://images.piiq.test/${productId}.png`,
  price,
  reasonSummary: 'Suits fine hair',
});

const SESSION = mirrorSession(
  {
    recommendations: [
      pick('p1', 'Hydrate Shampoo', 3495),
      pick('p2', 'Bond Repair', 1250),
      pick('p3', 'Old Mask', null),
    ],
  },
  { salonPickup: false, supportYourSalon: { treatment: 'none' } },
);

function showStep() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ConsultationProvider
        credential="device-credential"
        saved={{ sessionId: 'session-1', step: 6 }}
        onUnpaired={vi.fn()}
        onFinished={vi.fn()}
      >
        <CartStep />
      </ConsultationProvider>
    </QueryClientProvider>,
  );
}

const line = (name: string) => within(screen.getByRole('list', { name: 'Cart' })).getByRole('listitem', { name });
const total = () => screen.getByRole('status').textContent;
/** A line of the totals, by how it starts. */
const paragraph = (start: RegExp) => screen.getByText(start, { selector: 'p' }).textContent;

describe('CartStep', () => {
  it('shows each line’s picture, brand, name and unit price, and a total that follows the quantities before the cart is saved', async () => {
    const calls = mockGraphql({ MirrorSession: () => ({ data: { mirrorSession: SESSION } }) });
    showStep();
    const shampoo = await screen.findByRole('spinbutton', { name: 'Quantity of Hydrate Shampoo' });
    const first = line('Hydrate Shampoo');
    expect(first.querySelector('img')?.getAttribute('src')).toBe('https://images.piiq.test/p1.png');
    expect(first.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    expect(within(first).getByText('Velvet Bond')).toBeTruthy();
    expect(within(first).getByText('AUD 34.95').parentElement?.textContent).toBe('AUD 34.95 each');
    expect(within(line('Bond Repair')).getByText('AUD 12.50').parentElement?.textContent).toBe('AUD 12.50 each');
    expect(within(line('Old Mask')).getByText(portalPurchaseMessages.notSoldNow)).toBeTruthy();
    expect(total()).toBe('Total: AUD 0.00');

    fireEvent.change(shampoo, { target: { value: '2' } });
    expect(total()).toBe('Total: AUD 69.90');
    expect(first.textContent).toContain('Line total AUD 69.90');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity of Bond Repair' }), { target: { value: '3' } });
    expect(total()).toBe('Total: AUD 107.40');

    expect(calls.map((call) => call.operationName)).toEqual(['MirrorSession']);
  });

  it('steps a quantity by touch between none and the most a line may hold, the line and the cart totals following', async () => {
    mockGraphql({ MirrorSession: () => ({ data: { mirrorSession: SESSION } }) });
    showStep();
    const fewer = await screen.findByRole('button', { name: 'One fewer Bond Repair' });
    const more = screen.getByRole('button', { name: 'One more Bond Repair' });
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity of Bond Repair' });
    expect((fewer as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(more);
    fireEvent.click(more);
    expect((quantity as HTMLInputElement).value).toBe('2');
    expect(line('Bond Repair').textContent).toContain('Line total AUD 25.00');
    expect(total()).toBe('Total: AUD 25.00');
    fireEvent.click(fewer);
    expect((quantity as HTMLInputElement).value).toBe('1');
    expect(total()).toBe('Total: AUD 12.50');

    // Typed past the most, it stops there, and + with it.
    fireEvent.change(quantity, { target: { value: String(MAX_CART_QUANTITY + 5) } });
    expect((quantity as HTMLInputElement).value).toBe(String(MAX_CART_QUANTITY));
    expect((more as HTMLButtonElement).disabled).toBe(true);
    // A product the salon no longer sells cannot be added.
    expect((screen.getByRole('button', { name: 'One more Old Mask' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('chooses pickup or delivery by two toggle buttons, a delivery adding its fee, and saves the cart as chosen', async () => {
    const saved = { ...SESSION, appointment: { ...SESSION.appointment, cart: null } };
    const calls = mockGraphql({
      MirrorSession: () => ({ data: { mirrorSession: SESSION } }),
      SetSessionCart: () => ({ data: { setSessionCart: saved } }),
    });
    showStep();
    const pickup = await screen.findByRole('button', { name: 'Pickup in the salon' });
    const delivery = screen.getByRole('button', { name: 'Delivery' });
    expect(pickup.getAttribute('aria-pressed')).toBe('true');
    expect(delivery.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'One more Hydrate Shampoo' }));

    expect(total()).toBe('Total: AUD 34.95');
    expect(screen.getByText('Paid at the salon when the products are handed over.')).toBeTruthy();
    expect(screen.queryByText(/^Delivery fee/)).toBeNull();

    fireEvent.click(delivery);
    expect(delivery.getAttribute('aria-pressed')).toBe('true');
    expect(pickup.getAttribute('aria-pressed')).toBe('false');
    // The unit price stays; a delivery adds its fee, which the client pays by the emailed link.
    expect(line('Hydrate Shampoo').textContent).toContain('AUD 34.95 each');
    expect(line('Hydrate Shampoo').textContent).toContain('Line total AUD 34.95');
    expect(paragraph(/^Subtotal:/)).toBe('Subtotal: AUD 34.95');
    expect(paragraph(/^Delivery fee:/)).toBe('Delivery fee: AUD 9.95');
    expect(total()).toBe('Total: AUD 44.90');
    expect(
      screen.getByText('Maya will be emailed a link to pay and give their address. Nothing is sent until they pay.'),
    ).toBeTruthy();
    expect(screen.queryByText('Paid at the salon when the products are handed over.')).toBeNull();
    // Tapping the chosen one again keeps it: a cart is always one or the other.
    fireEvent.click(delivery);
    expect(delivery.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Save cart' }));
    await vi.waitFor(() => expect(calls.map((call) => call.operationName)).toContain('SetSessionCart'));
    const sent = calls.find((call) => call.operationName === 'SetSessionCart')?.variables;
    expect(sent).toMatchObject({
      sessionId: 'session-1',
      deliveryType: 'DELIVERY',
      items: [{ productId: 'p1', quantity: 1 }],
    });
    expect(typeof sent?.idempotencyKey).toBe('string');
  });

  it('starts an unsaved cart with one of each liked product the salon sells, and saves it so', async () => {
    // Old Mask is liked but no longer sold; a product liked then swapped away is not on the list.
    likedProductsStorage.save('session-1', ['p2', 'p3', 'gone']);
    const calls = mockGraphql({
      MirrorSession: () => ({ data: { mirrorSession: SESSION } }),
      SetSessionCart: () => ({ data: { setSessionCart: SESSION } }),
    });
    showStep();
    const bond = await screen.findByRole('spinbutton', { name: 'Quantity of Bond Repair' });
    expect((bond as HTMLInputElement).value).toBe('1');
    expect((screen.getByRole('spinbutton', { name: 'Quantity of Hydrate Shampoo' }) as HTMLInputElement).value).toBe(
      '0',
    );
    expect((screen.getByRole('spinbutton', { name: 'Quantity of Old Mask' }) as HTMLInputElement).value).toBe('0');
    expect(total()).toBe('Total: AUD 12.50');

    fireEvent.click(screen.getByRole('button', { name: 'Save cart' }));
    await vi.waitFor(() => expect(calls.map((call) => call.operationName)).toContain('SetSessionCart'));
    expect(calls.find((call) => call.operationName === 'SetSessionCart')?.variables).toMatchObject({
      items: [{ productId: 'p2', quantity: 1 }],
    });
  });

  it('starts with nothing when nothing is liked, or only another session’s products', async () => {
    likedProductsStorage.save('session-2', ['p1', 'p2']);
    mockGraphql({ MirrorSession: () => ({ data: { mirrorSession: SESSION } }) });
    showStep();
    await screen.findByRole('spinbutton', { name: 'Quantity of Bond Repair' });
    expect(total()).toBe('Total: AUD 0.00');
  });

  it('shows a saved cart as it was saved, whatever is liked', async () => {
    likedProductsStorage.save('session-1', ['p1', 'p2']);
    const saved = {
      ...SESSION,
      appointment: {
        ...SESSION.appointment,
        cart: { deliveryType: 'DELIVERY', items: [{ quantity: 3, price: 3495, product: { id: 'p1' } }] },
      },
    };
    mockGraphql({ MirrorSession: () => ({ data: { mirrorSession: saved } }) });
    showStep();
    const shampoo = await screen.findByRole('spinbutton', { name: 'Quantity of Hydrate Shampoo' });
    expect((shampoo as HTMLInputElement).value).toBe('3');
    expect((screen.getByRole('spinbutton', { name: 'Quantity of Bond Repair' }) as HTMLInputElement).value).toBe('0');
    // From AUD 99 a delivery costs nothing more.
    expect(paragraph(/^Delivery fee:/)).toBe('Delivery fee: AUD 0.00');
    expect(total()).toBe('Total: AUD 104.85');
    expect(screen.getByRole('button', { name: 'Delivery' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('names “the client” in the delivery sentence when no client joined yet', async () => {
    const anonymous = { ...SESSION, clientName: null };
    mockGraphql({ MirrorSession: () => ({ data: { mirrorSession: anonymous } }) });
    showStep();
    fireEvent.click(await screen.findByRole('button', { name: 'Delivery' }));
    expect(
      screen.getByText(
        'The client will be emailed a link to pay and give their address. Nothing is sent until they pay.',
      ),
    ).toBeTruthy();
  });
});
