// @vitest-environment jsdom
import { PRICE_INVALID_MESSAGE } from '@piiq/domain/money';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CustomPriceField } from './custom-price-field.tsx';

afterEach(cleanup);

function setup(customPrice: number | null, onSave = vi.fn(async () => undefined)) {
  const user = userEvent.setup({ delay: null });
  render(<CustomPriceField productName="Bond Repair Shampoo" customPrice={customPrice} msrp={3995} onSave={onSave} />);
  const field = screen.getByRole('textbox', { name: 'Custom price for Bond Repair Shampoo' });
  return { user, field, onSave };
}

describe('CustomPriceField', () => {
  it('shows the saved custom price, with the recommended price as the placeholder', () => {
    const { field } = setup(2450);
    expect((field as HTMLInputElement).value).toBe('24.50');
    expect(field.getAttribute('placeholder')).toBe('39.95');
  });

  it('saves a changed price on Enter and says so', async () => {
    const { user, field, onSave } = setup(null);
    await user.type(field, '$34.5{Enter}');
    expect(onSave).toHaveBeenCalledWith('$34.5');
    expect(await screen.findByText('Saved')).toBeVisible();
  });

  it('does not save a price equal to the saved one', async () => {
    const { user, field, onSave } = setup(2450);
    await user.clear(field);
    await user.type(field, '24.5');
    await user.tab();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('clears the custom price when emptied', async () => {
    const { user, field, onSave } = setup(2450);
    await user.clear(field);
    await user.tab();
    expect(onSave).toHaveBeenCalledWith('');
  });

  it('refuses what is not a price, without saving', async () => {
    const { user, field, onSave } = setup(null);
    await user.type(field, 'twelve{Enter}');
    expect(screen.getByText(PRICE_INVALID_MESSAGE)).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the server message when the save fails', async () => {
    const { user, field } = setup(
      null,
      vi.fn(async () => Promise.reject(new Error('boom'))),
    );
    await user.type(field, '12{Enter}');
    expect(await screen.findByText(/could not reach piiq/)).toBeVisible();
  });
});
