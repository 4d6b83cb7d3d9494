// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockGraphql, renderWithQueryClient } from '../../test/test-utils.tsx';
import { SwapDialog } from './swap-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const product = (
  sku: string,
  name: string,
  { brandName = 'Velvet Bond', productType = 'Shampoo', forMen = false, image = null as string | null } = {},
) => ({
  id: `id-${sku}`,
  sku,
  name,
  size: '250ml',
  productType,
  brandId: `brand-${brandName}`,
  brandName,
  forMen,
  price: 3000,
  image,
});

const CATALOGUE = [
  product('A1', 'Argan Oil', { image: 'https://images.piiq.test/a1.png' }),
  product('A2', 'Argan Repair Shampoo'),
  product('B1', 'Bond Builder', { brandName: 'Argan Lab' }),
  product('R1', 'Argan Rich Mask'),
  product('C1', 'Calm Conditioner', { productType: 'Conditioner', brandName: 'Argan Lab' }),
  product('M1', 'Mens Daily Shampoo', { forMen: true }),
];

function openSwap(onChoose = vi.fn()) {
  mockGraphql({
    MirrorRecommendableProducts: () => ({
      data: { mirror: { id: 'mirror-1', recommendableProducts: CATALOGUE } },
    }),
  });
  renderWithQueryClient(
    <SwapDialog
      credential="device-1"
      replacing={{ sku: 'R1', productName: 'Argan Rich Mask', productType: 'Shampoo' }}
      recommendedSkus={['R1']}
      busy={false}
      problem={null}
      onChoose={onChoose}
      onClose={() => {}}
    />,
  );
}

describe('SwapDialog search suggestions', () => {
  it('suggests names starting with what is typed, not the picks already recommended, and Enter on one narrows the list', async () => {
    openSwap();
    await screen.findByRole('button', { name: 'Choose Argan Oil' });
    const box = screen.getByRole('combobox', { name: 'Search by name or brand' });
    expect(document.activeElement).toBe(box);

    fireEvent.change(box, { target: { value: 'ARGAN' } });
    const suggestions = screen.getByRole('listbox', { name: 'Search by name or brand: suggestions' });
    // Argan Rich Mask is the pick being swapped; Bond Builder's brand matches the search, not its name.
    expect(
      within(suggestions)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Argan OilVelvet Bond', 'Argan Repair ShampooVelvet Bond']);
    expect(screen.getByText('2 suggestions')).toBeTruthy();

    fireEvent.change(box, { target: { value: 'argan r' } });
    expect(screen.getByText('1 suggestion')).toBeTruthy();

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect((box as HTMLInputElement).value).toBe('Argan Repair Shampoo');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(
      screen.getAllByRole('button', { name: /^Choose / }).map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Choose Argan Repair Shampoo']);

    fireEvent.change(box, { target: { value: '' } });
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

const choices = () =>
  screen.getAllByRole('button', { name: /^Choose / }).map((button) => button.getAttribute('aria-label'));

describe('SwapDialog cards and filters', () => {
  it('shows each product as a card with its picture, brand, name, size and price, tapped to choose it', async () => {
    const onChoose = vi.fn();
    openSwap(onChoose);
    const card = await screen.findByRole('button', { name: 'Choose Argan Oil' });
    expect(within(card).getByText('Velvet Bond')).toBeTruthy();
    expect(within(card).getByText('Argan Oil')).toBeTruthy();
    expect(within(card).getByText('AUD 30.00').parentElement?.textContent).toBe('250ml · AUD 30.00');
    expect(within(card).getByText('Choose')).toBeTruthy();
    expect(card.querySelector('img')?.getAttribute('loading')).toBe('lazy');

    fireEvent.click(card);
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ sku: 'A1', name: 'Argan Oil' }));
  });

  it('opens on the swapped pick’s type, leaves out what is recommended, and narrows by brand, type and gender as the admin’s dialog does', async () => {
    openSwap();
    await screen.findByRole('button', { name: 'Choose Argan Oil' });
    const type = screen.getByRole('combobox', { name: 'Type' });
    expect((type as HTMLSelectElement).value).toBe('Shampoo');
    expect(choices()).toEqual([
      'Choose Argan Oil',
      'Choose Argan Repair Shampoo',
      'Choose Bond Builder',
      'Choose Mens Daily Shampoo',
    ]);
    expect(screen.getByText('4 products')).toBeTruthy();

    fireEvent.change(type, { target: { value: 'ALL' } });
    expect(choices()).toContain('Choose Calm Conditioner');
    fireEvent.change(screen.getByRole('combobox', { name: 'Brand' }), { target: { value: 'brand-Argan Lab' } });
    expect(choices()).toEqual(['Choose Bond Builder', 'Choose Calm Conditioner']);
    // The brand list is the brands of the products offered, by name.
    expect(
      within(screen.getByRole('combobox', { name: 'Brand' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All brands', 'Argan Lab', 'Velvet Bond']);

    fireEvent.change(screen.getByRole('combobox', { name: 'Brand' }), { target: { value: 'ALL' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Gender' }), { target: { value: 'MENS' } });
    expect(choices()).toEqual(['Choose Mens Daily Shampoo']);
    expect(screen.getByText('1 product')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Search by name or brand' }), { target: { value: 'argan' } });
    expect(screen.queryAllByRole('button', { name: /^Choose / })).toEqual([]);
    expect(screen.getByText('No other product matches.')).toBeTruthy();
  });
});
