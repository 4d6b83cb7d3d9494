// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockGraphql, renderWithQueryClient } from '../../test/test-utils.tsx';
import { ProductsPage } from './products-page.tsx';

const SALON_ID = 'salon-1';
const BRAND = { id: 'brand-1', name: 'Velvet Bond' };
const NAMES = ['Argan Oil', 'Argan Repair Mask', 'Bond Builder Shampoo'];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const product = (name: string, n: number) => ({
  id: `sp-${n}`,
  name,
  size: '250ml',
  productType: 'Treatment',
  available: true,
  customPrice: null,
  msrp: 3000,
  images: [],
  eligible: true,
  eligibleReason: null,
  brand: BRAND,
});

function openProducts() {
  const calls = mockGraphql({
    GetSalonProducts: (variables) => {
      const search = String(variables.search ?? '').toLowerCase();
      const items = NAMES.map(product).filter((item) => item.name.toLowerCase().includes(search));
      return {
        data: {
          salon: {
            id: SALON_ID,
            catalog: { allBrands: [{ ...BRAND, availableToSalon: true }] },
            products: { totalCount: items.length, page: 1, limit: 10, items },
          },
        },
      };
    },
    // The server's rule: names starting with the text, ignoring case.
    GetProductSuggestions: (variables) => {
      const prefix = String(variables.search).toLowerCase();
      const found = NAMES.map(product).filter((item) => item.name.toLowerCase().startsWith(prefix));
      return { data: { salon: { id: SALON_ID, productSuggestions: found } } };
    },
  });
  const router = createMemoryRouter([{ path: '/:salonId/products', element: <ProductsPage /> }], {
    initialEntries: [`/${SALON_ID}/products`],
  });
  renderWithQueryClient(<RouterProvider router={router} />);
  return { calls, router };
}

const productNames = () =>
  within(screen.getByRole('table', { name: 'Products' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryByText(/^(Argan|Bond)/)?.textContent);

describe('ProductsPage search suggestions', () => {
  it('suggests the names starting with what is typed, and ArrowDown then Enter searches for the first', async () => {
    const { router } = openProducts();
    const box = await screen.findByRole('combobox', { name: 'Search products' });
    fireEvent.change(box, { target: { value: 'ARG' } });

    const list = await screen.findByRole('listbox', { name: 'Search products: suggestions' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Argan OilVelvet Bond · 250ml', 'Argan Repair MaskVelvet Bond · 250ml']);
    expect(screen.getByRole('status').textContent).toBe('2 suggestions');

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(within(list).getAllByRole('option')[0]?.id);
    fireEvent.keyDown(box, { key: 'Enter' });

    expect((box as HTMLInputElement).value).toBe('Argan Oil');
    expect(screen.queryByRole('listbox')).toBeNull();
    await waitFor(() => expect(router.state.location.search).toBe('?search=Argan+Oil'));
    await waitFor(() => expect(productNames()).toEqual(['Argan Oil']));
  });

  it('shows nothing for an empty box, and asks the server nothing for it', async () => {
    const { calls } = openProducts();
    const box = await screen.findByRole('combobox', { name: 'Search products' });
    fireEvent.change(box, { target: { value: 'b' } });
    expect(await screen.findByRole('option', { name: /Bond Builder Shampoo/ })).toBeTruthy();

    fireEvent.change(box, { target: { value: '' } });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
    fireEvent.change(box, { target: { value: '   ' } });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(
      calls.filter((call) => call.operationName === 'GetProductSuggestions').map((call) => call.variables.search),
    ).toEqual(['b']);
  });

  it('searches for the typed text on Enter when no suggestion is chosen', async () => {
    const { router } = openProducts();
    const box = await screen.findByRole('combobox', { name: 'Search products' });
    fireEvent.change(box, { target: { value: 'mask' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toBe('?search=mask'));
    await waitFor(() => expect(productNames()).toEqual(['Argan Repair Mask']));
  });
});
