// @vitest-environment jsdom
import { PREFERRED_BRAND_WARNING } from '@piiq/domain/salon-settings';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BrandVisibilityPicker, type PickerBrand } from './brand-visibility-picker.tsx';

afterEach(cleanup);

const brands: PickerBrand[] = [
  { id: 'b1', name: 'Kérastase' },
  { id: 'b2', name: 'Redken' },
  { id: 'b3', name: 'Coming Soon Botanics' },
];

function Harness({ visible = ['b1'], preferred = 'b1' }: { visible?: string[]; preferred?: string | null }) {
  const [state, setState] = useState({ visibleIds: visible, preferredId: preferred });
  return (
    <BrandVisibilityPicker
      brands={brands}
      visibleIds={state.visibleIds}
      preferredId={state.preferredId}
      onChange={setState}
    />
  );
}

describe('BrandVisibilityPicker', () => {
  it('toggles a brand between visible and hidden', () => {
    render(<Harness />);
    const redken = screen.getByRole('button', { name: /Redken/ });
    expect(redken.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(redken);
    expect(redken.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('option', { name: 'Redken' })).toBeVisible();
  });

  it('shows Coming Soon brands as Coming Soon, and they cannot be toggled', () => {
    render(<Harness />);
    const comingSoon = screen.getByRole('button', { name: /Coming Soon Botanics/ });
    expect(comingSoon.textContent).toContain('Coming Soon');
    expect((comingSoon as HTMLButtonElement).disabled).toBe(true);
    expect(comingSoon.getAttribute('aria-pressed')).toBeNull();
  });

  it('offers only visible brands as the preferred one, and warns in red when the preferred brand is hidden', () => {
    render(<Harness />);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Kérastase/ }));
    expect(screen.getByRole('alert').textContent).toBe(PREFERRED_BRAND_WARNING);
    fireEvent.change(screen.getByLabelText('Preferred recommendation brand'), { target: { value: '' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('option', { name: 'Kérastase' })).toBeNull();
  });
});
