// @vitest-environment jsdom
import { RECOMMENDATION_GAP_MESSAGES } from '@piiq/domain/recommendation-gaps';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithQueryClient } from '../../test/test-utils.tsx';
import { settingsUrl } from '../settings/urls.ts';
import type { AppointmentRecord } from './appointments-operations.ts';
import { RecommendationsSection } from './recommendations-section.tsx';

afterEach(cleanup);

// The section reads the recommendations, the reason they are missing, and the purchase footer.
const appointment = (recommendationGap: AppointmentRecord['recommendationGap']) =>
  ({
    id: 'appointment-1',
    supportYourSalon: { treatment: null, recommendations: [] },
    recommendationGap,
    purchasedTotal: 0,
    retailStatus: 'NOT BOUGHT',
  }) as unknown as AppointmentRecord;

function show(record: AppointmentRecord) {
  renderWithQueryClient(
    <MemoryRouter>
      <RecommendationsSection salonId="salon-1" appointment={record} onSaved={() => {}} />
    </MemoryRouter>,
  );
}

describe('RecommendationsSection', () => {
  it('says why nothing was recommended and links to Settings > Retail', () => {
    show(appointment({ reason: 'NO_VISIBLE_BRAND', message: RECOMMENDATION_GAP_MESSAGES.NO_VISIBLE_BRAND }));
    expect(screen.getByText(RECOMMENDATION_GAP_MESSAGES.NO_VISIBLE_BRAND)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Settings > Retail' }).getAttribute('href')).toBe(
      settingsUrl('salon-1', 'retail'),
    );
    expect(screen.queryByText('No products were recommended in this session.')).toBeNull();
  });

  it('keeps the plain empty text when the catalogue is not the reason', () => {
    show(appointment(null));
    expect(screen.getByText('No products were recommended in this session.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open Settings > Retail' })).toBeNull();
  });
});
