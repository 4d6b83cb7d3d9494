// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockGraphql, renderWithQueryClient } from '../../test/test-utils.tsx';
import { SwapDialog } from './swap-dialog.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const product = (sku: string, name: string, brandName = 'Velvet Bond') => ({
  id: `id-${sku}`,
  sku,
  name,
  size: '250ml',
  productType: 'Shampoo',
  brandName,
  price: 3000,
  image: null,
});

function openSwap(onChoose = vi.fn()) {
  mockGraphql({
    MirrorRecommendableProducts: () => ({
      data: {
        mirror: {
          id: 'mirror-1',
          recommendableProducts: [
            product('A1', 'Argan Oil'),
            product('A2', 'Argan Repair Shampoo'),
            product('B1', 'Bond Builder', 'Argan Lab'),
            product('R1', 'Argan Rich Mask'),
          ],
        },
      },
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
