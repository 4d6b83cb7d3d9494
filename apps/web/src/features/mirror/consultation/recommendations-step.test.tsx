// @vitest-environment jsdom
import { RECOMMENDATION_GAP_MESSAGES } from '@piiq/domain/recommendation-gaps';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockGraphql } from '../../../test/test-utils.tsx';
import { ConsultationProvider } from './consultation-provider.tsx';
import { RecommendationsStep } from './recommendations-step.tsx';

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SESSION = {
  id: 'session-1',
  code: null,
  portalUrl: 'https://piiq.test/portal?session=session-1',
  state: 'IN_PROGRESS',
  clientName: 'Maya',
  recommendations: [],
  recommendationGap: null,
  appointment: {
    id: 'a1',
    notes: null,
    rebookDelay: null,
    rebookLength: null,
    salonPickup: false,
    clientSelfieImage: null,
    client360Image: null,
    imageLikes: [],
    hairAnalysis: null,
    supportYourSalon: { treatment: 'none' },
    cart: null,
  },
};

function showStep() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ConsultationProvider
        credential="device-credential"
        saved={{ sessionId: 'session-1', step: 4 }}
        onUnpaired={vi.fn()}
        onFinished={vi.fn()}
      >
        <RecommendationsStep />
      </ConsultationProvider>
    </QueryClientProvider>,
  );
}

describe('RecommendationsStep', () => {
  it('says why the engine found nothing and where in the admin to fix it, instead of an empty list', async () => {
    const gap = { reason: 'NOTHING_SUITS', message: RECOMMENDATION_GAP_MESSAGES.NOTHING_SUITS };
    mockGraphql({
      MirrorSession: () => ({ data: { mirrorSession: SESSION } }),
      ComputeSessionRecommendations: () => ({
        data: { computeSessionRecommendations: { ...SESSION, recommendationGap: gap } },
      }),
    });
    showStep();
    const ask = await screen.findByRole('button', { name: 'Get recommendations' });
    expect(screen.queryByRole('status')).toBeNull();

    fireEvent.click(ask);

    const said = await screen.findByRole('status');
    expect(said.textContent).toBe(RECOMMENDATION_GAP_MESSAGES.NOTHING_SUITS);
    expect(said.textContent).toContain('Settings > Retail in the admin');
  });

  it('says so before asking when no brand is visible to clients', async () => {
    const gap = { reason: 'NO_VISIBLE_BRAND', message: RECOMMENDATION_GAP_MESSAGES.NO_VISIBLE_BRAND };
    mockGraphql({ MirrorSession: () => ({ data: { mirrorSession: { ...SESSION, recommendationGap: gap } } }) });
    showStep();
    expect((await screen.findByRole('status')).textContent).toBe(RECOMMENDATION_GAP_MESSAGES.NO_VISIBLE_BRAND);
  });
});
