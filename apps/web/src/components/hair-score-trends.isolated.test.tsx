// @vitest-environment jsdom
import { NO_ANALYSED_SESSIONS, TREND_NEEDS_MORE_SESSIONS } from '@piiq/domain/hair-analysis';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HairScoreTrends, type AnalysedSession } from './hair-score-trends.tsx';

// The drawing is the chart library's; these tests are about what the page says around it, and when it draws.
vi.mock('./hair-score-chart.tsx', () => ({ HairScoreChart: () => <span data-testid="chart" /> }));

const scores = (raw: number) => ({
  density: raw,
  texture: raw,
  curl: raw,
  colorSensitivity: raw,
  porous: raw,
  elasticity: raw,
});
const session = (createdAt: string, hairAnalysis: AnalysedSession['hairAnalysis']): AnalysedSession => ({
  createdAt,
  hairAnalysis,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('HairScoreTrends', () => {
  it('charts each score over the analysed sessions, with a table of the dates and scores in the salon’s zone', () => {
    render(
      <HairScoreTrends
        title="Hair scores over time"
        timeZone="Australia/Perth"
        sessions={[
          session('2026-03-01T20:00:00Z', scores(12)),
          session('2026-02-01T02:00:00Z', null),
          session('2026-01-04T17:30:00Z', { ...scores(8), density: null }),
        ]}
      />,
    );
    expect(screen.getAllByRole('figure')).toHaveLength(6);
    const density = within(screen.getByRole('figure', { name: 'Density over time' }))
      .getAllByRole('row')
      .slice(1);
    // 17:30 UTC is already the next day in Perth.
    expect(density.map((row) => row.textContent)).toEqual(['5.01.2026Not scored', '2.03.20266 / 10']);
    expect(screen.getByRole('figure', { name: 'Colour Sensitivity over time' })).toHaveTextContent('4 / 10');
  });

  it('lists one analysis and says more sessions will show a trend', () => {
    render(
      <HairScoreTrends
        title="Hair scores over time"
        timeZone="Australia/Perth"
        sessions={[session('2026-01-04T02:00:00Z', scores(9)), session('2026-02-04T02:00:00Z', null)]}
      />,
    );
    expect(screen.queryAllByRole('figure')).toHaveLength(0);
    expect(screen.getByText('Analysed on 4.01.2026:')).toBeVisible();
    expect(screen.getAllByText('4.5 / 10')).toHaveLength(6);
    expect(screen.getByText(TREND_NEEDS_MORE_SESSIONS)).toBeVisible();
  });

  it('says when no session has an analysis', () => {
    render(
      <HairScoreTrends
        title="Hair scores over time"
        timeZone="Australia/Perth"
        sessions={[session('2026-01-04T02:00:00Z', null)]}
      />,
    );
    expect(screen.getByRole('region', { name: 'Hair scores over time' })).toHaveTextContent(NO_ANALYSED_SESSIONS);
  });

  it('with drawWhenNear, draws the charts only once the section comes near the window', async () => {
    let seen: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          seen = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    render(
      <HairScoreTrends
        title="Hair scores over time"
        timeZone="Australia/Perth"
        drawWhenNear
        sessions={[session('2026-03-01T20:00:00Z', scores(12)), session('2026-01-04T17:30:00Z', scores(8))]}
      />,
    );
    expect(screen.getAllByRole('figure')).toHaveLength(6);
    expect(screen.queryAllByTestId('chart')).toHaveLength(0);
    act(() => seen?.([{ isIntersecting: false }]));
    expect(screen.queryAllByTestId('chart')).toHaveLength(0);
    act(() => seen?.([{ isIntersecting: true }]));
    expect(await screen.findAllByTestId('chart')).toHaveLength(6);
  });
});
