// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithQueryClient } from '../../test/test-utils.tsx';
import type { AppointmentRecord } from './appointments-operations.ts';
import { RecommendationsSection } from './recommendations-section.tsx';

afterEach(cleanup);

const recommendation = (sku: string, productName: string, brandName: string) => ({
  sku,
  productName,
  brandName,
  rrp: 3495,
  productSize: '250ml',
  productType: 'Shampoo',
  productImageMain: null,
});

// The section reads the recommendations, the purchased total and the retail status.
const appointment = {
  id: 'appointment-1',
  purchasedTotal: 0,
  retailStatus: 'NOT BOUGHT',
  supportYourSalon: {
    treatment: null,
    recommendations: [
      recommendation('SKU-1', 'Hydrate Shampoo', 'Velvet Bond'),
      recommendation('SKU-2', 'Hydrate Shampoo', 'Oceanic'),
    ],
  },
} as unknown as AppointmentRecord;

describe('RecommendationsSection', () => {
  it('names each product’s brand beside its name, so two products of one name are told apart', () => {
    renderWithQueryClient(<RecommendationsSection salonId="salon-1" appointment={appointment} onSaved={() => {}} />);
    const table = screen.getByRole('table', { name: 'Product recommendations' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first as HTMLElement).getByText('Velvet Bond')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Oceanic')).toBeTruthy();
    expect(within(table).getAllByText('Hydrate Shampoo')).toHaveLength(2);
  });
});
