// @vitest-environment jsdom
import { RECOMMENDATION_GAP_MESSAGES } from '@piiq/domain/recommendation-gaps';
import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithQueryClient } from '../../test/test-utils.tsx';
import { settingsUrl } from '../settings/urls.ts';
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

// The section reads the recommendations, the reason they are missing, and the footer of the cart's
// order: its lines' total and its state in words, both as the server gives them.
const appointment = (
  recommendations: ReturnType<typeof recommendation>[],
  recommendationGap: AppointmentRecord['recommendationGap'] = null,
  order: Pick<AppointmentRecord, 'purchasedTotal' | 'retailStatus'> = { purchasedTotal: 0, retailStatus: 'NOT BOUGHT' },
) =>
  ({
    id: 'appointment-1',
    supportYourSalon: { treatment: null, recommendations },
    recommendationGap,
    ...order,
  }) as unknown as AppointmentRecord;

/** The footer's two facts, as read: "Total AUD 0.00" and the order's state. */
const footer = (total: string) => {
  const amount = screen.getByText(total);
  return [amount.parentElement?.textContent, amount.parentElement?.nextElementSibling?.textContent];
};

function show(record: AppointmentRecord) {
  renderWithQueryClient(
    <MemoryRouter>
      <RecommendationsSection salonId="salon-1" appointment={record} onSaved={() => {}} />
    </MemoryRouter>,
  );
}

describe('RecommendationsSection', () => {
  it('names each product’s brand beside its name, so two products of one name are told apart', () => {
    show(
      appointment([
        recommendation('SKU-1', 'Hydrate Shampoo', 'Velvet Bond'),
        recommendation('SKU-2', 'Hydrate Shampoo', 'Oceanic'),
      ]),
    );
    const table = screen.getByRole('table', { name: 'Product recommendations' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first as HTMLElement).getByText('Velvet Bond')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Oceanic')).toBeTruthy();
    expect(within(table).getAllByText('Hydrate Shampoo')).toHaveLength(2);
  });

  it('says why nothing was recommended and links to Settings > Retail', () => {
    show(appointment([], { reason: 'NO_VISIBLE_BRAND', message: RECOMMENDATION_GAP_MESSAGES.NO_VISIBLE_BRAND }));
    expect(screen.getByText(RECOMMENDATION_GAP_MESSAGES.NO_VISIBLE_BRAND)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Settings > Retail' }).getAttribute('href')).toBe(
      settingsUrl('salon-1', 'retail'),
    );
    expect(screen.queryByText('No products were recommended in this session.')).toBeNull();
  });

  it('totals the cart’s order by its lines, quantity x price summed, beside the order’s state', () => {
    // A cart of 2 x AUD 42.95 for pickup: the server's purchasedTotal is the order's subtotal.
    show(
      appointment([recommendation('SKU-1', 'Hydrate Shampoo', 'Velvet Bond')], null, {
        purchasedTotal: 2 * 4295,
        retailStatus: 'READY TO HAND OVER',
      }),
    );
    expect(footer('AUD 85.90')).toEqual(['Total AUD 85.90', 'READY TO HAND OVER']);
  });

  it('shows nothing bought as AUD 0.00 and NOT BOUGHT, never N/A', () => {
    show(appointment([recommendation('SKU-1', 'Hydrate Shampoo', 'Velvet Bond')]));
    expect(footer('AUD 0.00')).toEqual(['Total AUD 0.00', 'NOT BOUGHT']);
    expect(screen.queryByText('N/A')).toBeNull();
  });

  it('keeps the plain empty text when the catalogue is not the reason', () => {
    show(appointment([]));
    expect(screen.getByText('No products were recommended in this session.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open Settings > Retail' })).toBeNull();
  });
});
