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

const HIDDEN_BRAND = { ...BRAND, id: 'brand-2', name: 'Hidden Lab', visibleToClients: false };

function openWith(count: number, extra: ReturnType<typeof product>[] = []) {
  mockGraphql({
    GetRecommendableProducts: () => ({
      data: {
        salon: {
          id: 'salon-1',
          recommendableProducts: [...Array.from({ length: count }, (_, n) => product(n + 1)), ...extra],
        },
      },
    }),
    GetSalonCatalogBrands: () => ({
      data: {
        salon: { id: 'salon-1', preferredRecommendationBrand: null, catalog: { allBrands: [BRAND, HIDDEN_BRAND] } },
      },
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

  it('suggests recommendable names starting with what is typed; ArrowDown then Enter searches for one', async () => {
    // Its brand is not shown to the salon's clients, so it may not be recommended, nor suggested.
    const hidden = { ...product(999), name: 'Product 0 from a hidden brand', brandId: HIDDEN_BRAND.id };
    openWith(12, [hidden]);
    await screen.findByRole('list', { name: 'Products' });
    const box = screen.getByRole('combobox', { name: 'Search' });

    fireEvent.change(box, { target: { value: 'PRODUCT 01' } });
    const suggestions = screen.getByRole('listbox', { name: 'Search: suggestions' });
    expect(
      within(suggestions)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['010', '011', '012'].map((n) => `Product ${n}${BRAND.name}`));
    expect(screen.getByText('3 suggestions')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'product 0' } });
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(8);
    fireEvent.change(box, { target: { value: 'product 0 from' } });
    expect(screen.queryByRole('listbox')).toBeNull();

    fireEvent.change(box, { target: { value: 'product 01' } });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect((box as HTMLInputElement).value).toBe('Product 011');
    expect(screen.queryByRole('listbox')).toBeNull();
    const listed = within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem');
    expect(listed.map((item) => within(item).getByText(/^Product/).textContent)).toEqual(['Product 011']);
  });

  it('suggests nothing for an empty box', async () => {
    openWith(12);
    await screen.findByRole('list', { name: 'Products' });
    const box = screen.getByRole('combobox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'p' } });
    expect(screen.getByRole('listbox')).toBeTruthy();
    fireEvent.change(box, { target: { value: '' } });
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('lists a small catalogue whole, without the count', async () => {
    openWith(12);
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.queryByText(/^Showing/)).toBeNull();
  });
});
