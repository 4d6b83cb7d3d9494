// @vitest-environment jsdom
import { KPI_DEFINITIONS, SIMILAR_SALON_HELP } from '@piiq/domain/kpi';
import { NOT_SALON_ADMIN_MESSAGE } from '@piiq/domain/salon-access';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockGraphql, renderWithQueryClient } from '../../test/test-utils.tsx';
import type { WeeklyReportData } from './weekly-operations.ts';
import { WeeklyPage } from './weekly-page.tsx';

const SALON_ID = 'salon-1';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Overrides = { [K in keyof WeeklyReportData]?: Partial<WeeklyReportData[K]> };

/** A Sydney salon's report for the week from Monday 16 November 2026. */
function weeklyReport(overrides: Overrides = {}): { data: { salon: WeeklyReportData } } {
  return {
    data: {
      salon: {
        id: SALON_ID,
        timeZone: 'Australia/Sydney',
        weeklyReport: {
          thisWeekStart: '2026-11-15T13:00:00.000Z',
          lastWeekStart: '2026-11-08T13:00:00.000Z',
          thisWeek: { totalAppointments: 12, retailPercent: 25, rebookPercent: 50, treatmentPercent: 8.4 },
          lastWeek: { totalAppointments: 10, retailPercent: 30, rebookPercent: 50, treatmentPercent: 0 },
          trends: { totalAppointments: 'UP', retail: 'DOWN', rebook: 'SAME', treatment: 'UP' },
          ...overrides.weeklyReport,
        },
        similarSalonAverages: {
          source: 'FIXED',
          salons: 0,
          help: SIMILAR_SALON_HELP,
          retailPercent: 12,
          rebookPercent: 45,
          treatmentPercent: 4,
          ...overrides.similarSalonAverages,
        },
        weeklyTips: [
          { id: 't1', measure: 'RETAIL', title: 'Recommend from the analysis', body: 'Go through the scores first.' },
          {
            id: 't2',
            measure: 'RETAIL',
            title: 'Put the product in their hands',
            body: 'Use the products during the service.',
          },
          {
            id: 't3',
            measure: 'REBOOK',
            title: 'Book the next visit in the chair',
            body: 'Suggest the next appointment.',
          },
        ],
      },
    },
  };
}

function renderWeekly(handler: Parameters<typeof mockGraphql>[0][string]) {
  const calls = mockGraphql({ GetWeeklyReport: handler });
  const router = createMemoryRouter([{ path: '/:salonId/weekly', element: <WeeklyPage /> }], {
    initialEntries: [`/${SALON_ID}/weekly`],
  });
  renderWithQueryClient(<RouterProvider router={router} />);
  return calls;
}

const measure = (name: string) => screen.getByRole('region', { name });

/** A measure's figures as its list reads them: [term, value] pairs. */
function figures(name: string): string[][] {
  const terms = within(measure(name)).getAllByRole('term');
  return terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

describe('weekly report', () => {
  it('shows this week against last week for the four measures, each with its arrow, and the averages beside the shares', async () => {
    const calls = renderWeekly(() => weeklyReport());
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly report' })).toBeVisible();
    expect(calls).toEqual([{ operationName: 'GetWeeklyReport', variables: { salonId: SALON_ID } }]);
    expect(await screen.findByText('Mon 16 Nov – Sun 22 Nov 2026')).toBeVisible();
    expect(screen.getByText('Mon 9 Nov – Sun 15 Nov 2026')).toBeVisible();

    expect(figures('Total appointments')).toEqual([
      ['This week', '12Up on last week'],
      ['Last week', '10'],
    ]);
    expect(figures('Retail %')).toEqual([
      ['This week', '25%Down on last week'],
      ['Last week', '30%'],
      ['Industry average', '12%'],
    ]);
    expect(figures('Rebook %')).toEqual([
      ['This week', '50%Same as last week'],
      ['Last week', '50%'],
      ['Industry average', '45%'],
    ]);
    expect(figures('Treatment %')).toEqual([
      ['This week', '8%Up on last week'],
      ['Last week', '0%'],
      ['Industry average', '4%'],
    ]);
    expect(within(measure('Retail %')).getByRole('img', { name: 'Down on last week' })).toBeVisible();
    expect(within(measure('Rebook %')).getByRole('img', { name: 'Same as last week' })).toBeVisible();
    expect(measure('Retail %')).toHaveAccessibleDescription(KPI_DEFINITIONS.retailPercent);
    expect(measure('Total appointments')).toHaveAccessibleDescription(KPI_DEFINITIONS.sessions);
  });

  it('says the fixed industry figures are shown, with how similar salons are chosen', async () => {
    renderWeekly(() => weeklyReport());
    const comparison = await screen.findByRole('region', { name: 'Industry average' });
    expect(comparison).toHaveTextContent(
      'Compared with the industry figures: too few salons like yours are on piiq yet to average their own.',
    );
    expect(comparison).toHaveTextContent(SIMILAR_SALON_HELP);
  });

  it('names the cohort when similar salons are averaged', async () => {
    renderWeekly(() => weeklyReport({ similarSalonAverages: { source: 'COHORT', salons: 23, retailPercent: 18.6 } }));
    const comparison = await screen.findByRole('region', { name: 'Similar salons' });
    expect(comparison).toHaveTextContent(
      'Compared with the average of 23 similar salons over the 12 weeks before this one.',
    );
    expect(figures('Retail %')).toContainEqual(['Similar salons', '19%']);
  });

  it('opens a measure’s tips on demand, and leaves out the tips of a measure that has none', async () => {
    renderWeekly(() => weeklyReport());
    const retail = await screen.findByRole('region', { name: 'Retail %' });
    const toggle = within(retail).getByRole('button', { name: 'Tips for Retail %' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const tips = within(retail).getByRole('region', { name: 'Tips for Retail %' });
    expect(
      within(tips)
        .getAllByRole('heading', { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual(['Recommend from the analysis', 'Put the product in their hands']);
    expect(tips).toHaveTextContent('Use the products during the service.');
    expect(within(measure('Total appointments')).queryByRole('button')).toBeNull();
  });

  it('shows zeros and says what fills them for a salon without sessions, with no error', async () => {
    const none = { totalAppointments: 0, retailPercent: 0, rebookPercent: 0, treatmentPercent: 0 };
    renderWeekly(() =>
      weeklyReport({
        weeklyReport: {
          thisWeek: none,
          lastWeek: none,
          trends: { totalAppointments: 'SAME', retail: 'SAME', rebook: 'SAME', treatment: 'SAME' },
        },
      }),
    );
    expect(await screen.findByText(/No mirror sessions this week or last week yet/)).toBeVisible();
    expect(figures('Total appointments')).toEqual([
      ['This week', '0Same as last week'],
      ['Last week', '0'],
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the loading chip, then what went wrong with Try again', async () => {
    let fail = true;
    renderWeekly(() => (fail ? apiError('Something went wrong. Please try again.', 'INTERNAL') : weeklyReport()));
    expect((await screen.findByRole('status')).textContent).toContain('Loading');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your weekly report. Something went wrong. Please try again.");
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Retail %' })).toBeVisible();
  });

  it('gives the product’s non-admin text when the server refuses the salon', async () => {
    renderWeekly(() => apiError('Not authorised', 'FORBIDDEN'));
    expect(await screen.findByText(NOT_SALON_ADMIN_MESSAGE)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
