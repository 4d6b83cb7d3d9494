// @vitest-environment jsdom
import { PRODUCT_CHOICES_SHOWN } from '@piiq/domain/recommendations';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockGraphql, renderWithQueryClient } from '../../test/test-utils.tsx';
import type { AppointmentRecord } from './appointments-operations.ts';
import { SwitchProductDialog } from './switch-product-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BRAND = { id: 'brand-1', name: 'Kevin Murphy', logoUrl: null, availableToSalon: true, visibleToClients: true };
const product = (n: number) => ({
  id: `product-${n}`,
  sku: `SKU-${n}`,
  name: `Product ${String(n).padStart(3, '0')}`,
  brandId: BRAND.id,
  brandName: BRAND.name,
  productType: 'Shampoo',
  forMen: false,
  rrp: 3_000 + n,
  images: [],
});

// The dialog reads only the appointment's id and its recommendations' SKUs.
const appointment = {
  id: 'appointment-1',
  supportYourSalon: { recommendations: [{ sku: 'SKU-1' }] },
} as unknown as AppointmentRecord;

function openWith(count: number) {
  mockGraphql({
    GetRecommendableProducts: () => ({
      data: {
        salon: { id: 'salon-1', recommendableProducts: Array.from({ length: count }, (_, n) => product(n + 1)) },
      },
    }),
    GetSalonCatalogBrands: () => ({
      data: { salon: { id: 'salon-1', preferredRecommendationBrand: null, catalog: { allBrands: [BRAND] } } },
    }),
  });
  renderWithQueryClient(
    <SwitchProductDialog
      salonId="salon-1"
      appointment={appointment}
      sku="SKU-1"
      onSaved={() => {}}
      onClose={() => {}}
    />,
  );
}

describe('SwitchProductDialog', () => {
  it('shows the first products of a large catalogue, says how many match, and a search narrows them', async () => {
    openWith(240);
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(PRODUCT_CHOICES_SHOWN);
    expect(
      screen.getByText(`Showing ${PRODUCT_CHOICES_SHOWN} of 240 products: search or filter to narrow them.`),
    ).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'product 23' } });
    const narrowed = within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem');
    expect(narrowed.map((item) => within(item).getByText(/^Product/).textContent)).toEqual(
      Array.from({ length: 10 }, (_, n) => `Product 23${n}`),
    );
    expect(screen.queryByText(/^Showing/)).toBeNull();
  });

  it('lists a small catalogue whole, without the count', async () => {
    openWith(12);
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.queryByText(/^Showing/)).toBeNull();
  });
});
