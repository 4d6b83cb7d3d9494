// @vitest-environment jsdom
import { KPI_DEFINITIONS } from '@piiq/domain/kpi';
import { NOT_SALON_ADMIN_MESSAGE } from '@piiq/domain/salon-access';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockGraphql } from '../../test/test-utils.tsx';
import { DashboardPage } from './dashboard-page.tsx';

// The drawing is the chart library's; these tests are about the figures and words around it.
vi.mock('./dashboard-bar-chart.tsx', () => ({ DashboardBarChart: () => null }));

const SALON_ID = 'salon-1';

const chart = (kind: 'COUNT' | 'MONEY', australiaWideMarker: number, values: number[]) => ({
  kind,
  australiaWideMarker,
  points: values.map((value, index) => ({ label: ['Mon', 'Tue', 'Wed'][index] ?? String(index), value })),
});

function dashboard(view: string, sessions: number) {
  return {
    view,
    kpis: {
      sessions,
      clients: 3,
      retailPercent: 25,
      productsSold: 7,
      retailRevenue: 123_456,
      rebookPercent: 50.4,
      treatmentPercent: 12.5,
      productsPerSession: 0.875,
    },
    sessionsChart: chart('COUNT', 2, [3, 5, 0]),
    retailProductsChart: chart('COUNT', 2, [1, 6, 0]),
    retailMoneyChart: chart('MONEY', 5_000, [3_495, 119_961, 0]),
    stylists: sessions
      ? [
          {
            staffId: 'staff-1',
            staffName: 'Hana Lee',
            sessions,
            recommendations: 10,
            productsSold: 4,
            conversionPercent: 40,
            rebookPercent: 37.5,
          },
        ]
      : [],
  };
}

const news = {
  data: {
    salon: {
      id: SALON_ID,
      news: {
        heading: 'News - April 2022',
        cards: [{ id: 'n1', title: 'New features', body: 'Up to 10 products.', linkUrl: null, linkLabel: null }],
      },
    },
  },
};

function renderDashboard(path: string, handlers: Parameters<typeof mockGraphql>[0]) {
  const calls = mockGraphql({ GetDashboardNews: () => news, ...handlers });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Any other address is where a link leads: the test reads it off the router.
  const router = createMemoryRouter(
    [
      { path: '/:salonId/dashboard', element: <DashboardPage /> },
      { path: '*', element: null },
    ],
    {
      initialEntries: [path],
    },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { calls, router, queryClient };
}

/** The salon's figures, with its mirrors against its plan's (one of one paired unless a test says). */
const withFigures =
  (sessionsEver: number, mirrorAllowance = { allowed: 1, paired: 1 }) =>
  (variables: Record<string, unknown>) => ({
    data: {
      salon: {
        id: SALON_ID,
        timeZone: 'Australia/Sydney',
        mirrorAllowance,
        dashboard: dashboard(String(variables.view), sessionsEver === 0 ? 0 : 8),
        ...(variables.isAllTime ? {} : { allTime: { kpis: { sessions: sessionsEver } } }),
      },
    },
  });

/** Sample figures stand in until the salon's arrive; these tests look at the salon's own. */
const salonFiguresShown = () => waitFor(() => expect(screen.queryByText('Sample data')).toBeNull());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DashboardPage', () => {
  it('shows the way to pairing while the salon has no mirror, with the web mirror’s address', async () => {
    const { router } = renderDashboard(`/${SALON_ID}/dashboard`, {
      GetDashboard: withFigures(0, { allowed: 1, paired: 0 }),
    });
    const notice = await screen.findByRole('region', { name: 'Pair your mirror' });
    expect(within(notice).getByRole('link', { name: `${window.location.origin}/mirror` })).toHaveAttribute(
      'href',
      `${window.location.origin}/mirror`,
    );
    await userEvent.setup().click(within(notice).getByRole('link', { name: 'Get a pairing code' }));
    expect(router.state.location.pathname).toBe(`/${SALON_ID}/settings/salon`);
    expect(router.state.location.search).toBe('?pair');
  });

  it('shows no pairing notice once a mirror is paired, nor when the plan includes none', async () => {
    for (const [paired, allowed] of [
      [1, 1],
      [0, 0],
    ] as const) {
      renderDashboard(`/${SALON_ID}/dashboard`, { GetDashboard: withFigures(8, { allowed, paired }) });
      // The figures carry the mirrors: once they show, what the notice decides from is in.
      await salonFiguresShown();
      expect(screen.queryByRole('region', { name: 'Pair your mirror' })).toBeNull();
      cleanup();
    }
  });

  it('shows marked sample figures while the salon’s load, then the salon’s own with their definitions', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    renderDashboard(`/${SALON_ID}/dashboard`, {
      GetDashboard: async (variables) => {
        await answered;
        return withFigures(8)(variables);
      },
    });
    expect(await screen.findByText('Sample data')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
    release();

    const kpis = await screen.findByRole('region', { name: 'Key performance indicators' });
    expect(screen.queryByText('Sample data')).toBeNull();
    expect(within(kpis).getByText('AUD 1234.56')).toBeVisible();
    expect(within(kpis).getByText('50%')).toBeVisible();
    expect(within(kpis).getByText('0.88')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'News - April 2022' })).toBeVisible();

    // Tab reaches each definition's button, which opens it; Escape closes it again.
    const about = screen.getByRole('button', { name: 'About Retail %' });
    const user = userEvent.setup();
    for (let step = 0; step < 20 && document.activeElement !== about; step++) await user.tab();
    expect(about).toHaveFocus();
    expect(screen.getByRole('tooltip')).toHaveTextContent(KPI_DEFINITIONS.retailPercent);
    expect(about).toHaveAccessibleDescription(KPI_DEFINITIONS.retailPercent);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('charts retail as products or money, each with the Australia-wide marker in its table', async () => {
    const user = userEvent.setup();
    renderDashboard(`/${SALON_ID}/dashboard`, { GetDashboard: withFigures(8) });
    await salonFiguresShown();
    const products = await screen.findByRole('figure', { name: 'Products sold per day' });
    expect(within(products).getByRole('row', { name: 'Australia-wide average 2' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('figure', { name: 'Sessions per day' })).getByRole('row', { name: 'Tue 5' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Money value' }));
    const money = screen.getByRole('figure', { name: 'Retail revenue per day' });
    expect(within(money).getByRole('row', { name: 'Tue AUD 1199.61' })).toBeInTheDocument();
    expect(within(money).getByRole('row', { name: 'Australia-wide average AUD 50.00' })).toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: 'Products sold per day' })).toBeNull();
  });

  it('keeps the view in the URL, corrects one it does not know, and downloads the stylists of the view', async () => {
    const user = userEvent.setup();
    const { calls, router } = renderDashboard(`/${SALON_ID}/dashboard?view=fortnight`, {
      GetDashboard: withFigures(8),
    });
    await screen.findByRole('table', { name: 'Stylist conversion' });
    expect(router.state.location.search).toBe('?view=month');
    expect(calls.filter((call) => call.operationName === 'GetDashboard').map((call) => call.variables.view)).toEqual([
      'month',
    ]);
    expect(screen.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Year' }));
    expect(router.state.location.search).toBe('?view=year');
    expect(await screen.findByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `/exports/${SALON_ID}/stylists.csv?view=year`,
    );
    expect(await screen.findByText('0.2 a week · 0.0 a day')).toBeVisible();
    const row = within(screen.getByRole('table', { name: 'Stylist conversion' })).getByRole('row', {
      name: /Hana Lee/,
    });
    expect(row).toHaveTextContent('Hana Lee810440%38%');
  });

  it('shows sample figures, marked, to a salon that has had no session at all', async () => {
    renderDashboard(`/${SALON_ID}/dashboard?view=week`, { GetDashboard: withFigures(0) });
    expect(
      await screen.findByText(
        'Your salon has no mirror sessions yet, so these figures are examples. Your own figures replace them after your first session at the mirror.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Sample data')).toBeVisible();
    expect(screen.getByText('Sample stylist A')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
  });

  it('tells a signed-in user who is not the salon’s admin exactly that', async () => {
    renderDashboard(`/${SALON_ID}/dashboard`, {
      GetDashboard: () => apiError('Not authorised', 'FORBIDDEN'),
      GetDashboardNews: () => apiError('Not authorised', 'FORBIDDEN'),
    });
    expect(await screen.findByText(NOT_SALON_ADMIN_MESSAGE)).toBeVisible();
    expect(screen.queryByText('Sample data')).toBeNull();
  });

  it('says what went wrong with the figures and asks again', async () => {
    const user = userEvent.setup();
    let failures = 1;
    renderDashboard(`/${SALON_ID}/dashboard`, {
      GetDashboard: (variables) =>
        failures-- > 0 ? apiError('Something went wrong on our side.', 'INTERNAL') : withFigures(8)(variables),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load your salon’s figures. Something went wrong on our side.",
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Key performance indicators' })).toBeVisible();
  });
});
