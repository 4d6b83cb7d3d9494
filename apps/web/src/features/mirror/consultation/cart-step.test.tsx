// @vitest-environment jsdom
import { portalPurchaseMessages } from '@piiq/domain/portal-purchase';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockGraphql } from '../../../test/test-utils.tsx';
import { CartStep } from './cart-step.tsx';
import { ConsultationProvider } from './consultation-provider.tsx';

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const pick = (productId: string, productName: string, price: number | null) => ({
  productId,
  sku: `SKU-${productId}`,
  productName,
  brandName: 'Velvet Bond',
  productType: 'Shampoo',
  price,
  reasonSummary: 'Suits fine hair',
});

const SESSION = {
  id: 'session-1',
  code: null,
  portalUrl: 'https://piiq.test/portal?session=session-1',
  state: 'IN_PROGRESS',
  clientName: 'Maya',
  recommendations: [pick('p1', 'Hydrate Shampoo', 3495), pick('p2', 'Bond Repair', 1250), pick('p3', 'Old Mask', null)],
  recommendationGap: null,
  appointment: {
    id: 'a1',
    notes: null,
    rebookDelay: null,
    rebookLength: null,
    salonPickup: false,
    clientSelfieImage: null,
    client360Image: null,
    imageLikes: [],
    hairAnalysis: null,
    supportYourSalon: { treatment: 'none' },
    cart: null,
  },
};

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

describe('CartStep', () => {
  it('shows each product’s unit price and a total that follows the quantities before the cart is saved', async () => {
    const calls = mockGraphql({ MirrorSession: () => ({ data: { mirrorSession: SESSION } }) });
    showStep();
    const shampoo = await screen.findByRole('spinbutton', { name: 'Quantity of Hydrate Shampoo' });
    expect(screen.getByText('AUD 34.95').parentElement?.textContent).toBe('AUD 34.95 each');
    expect(screen.getByText('AUD 12.50').parentElement?.textContent).toBe('AUD 12.50 each');
    expect(screen.getByText(portalPurchaseMessages.notSoldNow)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Total: AUD 0.00');

    fireEvent.change(shampoo, { target: { value: '2' } });
    expect(screen.getByRole('status').textContent).toBe('Total: AUD 69.90');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity of Bond Repair' }), { target: { value: '3' } });
    expect(screen.getByRole('status').textContent).toBe('Total: AUD 107.40');
    // Delivery changes nothing: a mirror cart carries no delivery fee.
    fireEvent.click(screen.getByRole('radio', { name: 'Delivery' }));
    expect(screen.getByRole('status').textContent).toBe('Total: AUD 107.40');

    expect(calls.map((call) => call.operationName)).toEqual(['MirrorSession']);
  });
});
