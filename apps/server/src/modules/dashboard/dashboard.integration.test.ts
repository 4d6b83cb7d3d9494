import { chartBuckets, CHART_VIEWS, isWithin, type ChartView } from '@piiq/domain/dates';
import {
  FIXED_SIMILAR_SALON_AVERAGES,
  dashboardKpis,
  kpiCounts,
  kpiCountsPerBucket,
  stylistConversion,
  stylistCounts,
  viewRange,
  weeklyComparison,
  type KpiAppointment,
  type KpiOrder,
} from '@piiq/domain/kpi';
import type { CartStatus } from '@piiq/domain/cart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentRecommendations } from '../../db/schema/appointments.ts';
import { announcements, weeklyTips } from '../../db/schema/dashboard.ts';
import {
  createAppointment,
  createBrand,
  createCart,
  createOrder,
  createCatalogueProduct,
  createSalon,
  createStaffMember,
  createSubscription,
  createUser,
  grantSalonAccess,
} from '../../test/factories.ts';
import { signedInSalonAdmin, signInAs } from '../../test/sign-in.ts';
import { errorCode, startTestServer, type TestServer } from '../../test/test-server.ts';
import {
  DASHBOARD_FIGURES,
  DASHBOARD_STYLISTS,
  SIMILAR_SALON_AVERAGES,
  WEEKLY_REPORT,
} from '../../test/report-fragments.ts';

const DASHBOARD = /* GraphQL */ `
  query Dashboard($salonId: ID!, $view: ChartView) {
    salon(id: $salonId) {
      dashboard(view: $view) {
        ...DashboardFigures
        ...DashboardStylists
      }
    }
  }
  ${DASHBOARD_FIGURES}
  ${DASHBOARD_STYLISTS}
`;

const WEEKLY = /* GraphQL */ `
  query Weekly($salonId: ID!) {
    salon(id: $salonId) {
      weeklyReport {
        ...WeeklyReportFields
      }
      similarSalonAverages {
        ...SimilarSalonAveragesFields
      }
      weeklyTips {
        measure
        title
        body
      }
      news {
        heading
        cards {
          title
          linkUrl
        }
      }
    }
  }
  ${WEEKLY_REPORT}
  ${SIMILAR_SALON_AVERAGES}
`;

interface Chart {
  kind: string;
  australiaWideMarker: number;
  points: Array<{ label: string; start: string; end: string; value: number }>;
}
interface DashboardAnswer {
  salon: {
    dashboard: {
      view: string;
      start: string | null;
      end: string | null;
      kpis: Record<string, number>;
      sessionsChart: Chart;
      retailProductsChart: Chart;
      retailMoneyChart: Chart;
      stylists: Array<{
        staffId: string | null;
        staffName: string;
        sessions: number;
        recommendations: number;
        productsSold: number;
        conversionPercent: number;
        rebookPercent: number;
      }>;
    };
  };
}
interface WeeklyFigures {
  totalAppointments: number;
  retailPercent: number;
  rebookPercent: number;
  treatmentPercent: number;
}
interface WeeklyAnswer {
  salon: {
    weeklyReport: {
      thisWeekStart: string;
      lastWeekStart: string;
      thisWeek: WeeklyFigures;
      lastWeek: WeeklyFigures;
      trends: Record<string, string>;
    };
    similarSalonAverages: {
      source: string;
      salons: number;
      retailPercent: number;
      rebookPercent: number;
      treatmentPercent: number;
      help: string;
    };
    weeklyTips: Array<{ measure: string; title: string; body: string }>;
    news: { heading: string | null; cards: Array<{ title: string; linkUrl: string | null }> };
  };
}

const SYDNEY = 'Australia/Sydney';
// Wednesday 8 April 2026, 10:30 in Sydney (AEST): daylight saving ended on Sunday 5 April, so last week had a 25-hour day.
let clock = new Date('2026-04-08T00:30:00Z');
let test: TestServer;
beforeAll(async () => {
  test = await startTestServer({ now: () => clock });
});
afterAll(() => test.close());
const db = () => test.server.database.db;

type ProductKey = 'p1' | 'p2' | 'p3';
const PRICES: Readonly<Record<ProductKey, number>> = { p1: 3000, p2: 2500, p3: 1000 };

interface Visit {
  at: string;
  client?: 'ava' | 'noah';
  staff?: 'mia' | 'leo';
  rebooked?: boolean;
  treatment?: 'scalp' | 'protein' | 'moisture' | 'none';
  /** The mirror's cart and the order it holds: a pickup unless said, unpaid unless said. */
  cart?: VisitOrder;
  /** An order the client bought in the portal beside the cart's. */
  beside?: VisitOrder;
  recommended?: ProductKey[];
}

interface VisitOrder {
  status: CartStatus;
  items: Array<[ProductKey, number]>;
  delivery?: boolean;
  paid?: boolean;
  refunded?: boolean;
}

/** Sessions across every edge the views count from, each touching a different rule of what counts as a sale. */
const VISITS: Visit[] = [
  {
    // A pickup handed over: money received at the counter.
    at: '2026-04-07T23:00:00Z',
    client: 'ava',
    staff: 'mia',
    treatment: 'scalp',
    cart: {
      status: 'COMPLETED',
      items: [
        ['p1', 2],
        ['p2', 1],
      ],
    },
    recommended: ['p1', 'p3'],
  },
  {
    // A delivery paid online and not yet sent: money received.
    at: '2026-04-05T14:00:00Z',
    client: 'noah',
    staff: 'leo',
    rebooked: true,
    treatment: 'none',
    cart: { status: 'WAITING', delivery: true, paid: true, items: [['p2', 1]] },
    recommended: ['p2'],
  },
  {
    // Paid, then cancelled and refunded: no sale.
    at: '2026-04-05T13:30:00Z',
    client: 'ava',
    staff: 'mia',
    rebooked: true,
    treatment: 'protein',
    cart: { status: 'CANCELLED', delivery: true, paid: true, refunded: true, items: [['p1', 1]] },
    recommended: ['p1'],
  },
  // A pickup waiting at the desk, unpaid: no sale yet.
  { at: '2026-03-31T13:00:00Z', staff: 'leo', treatment: 'moisture', cart: { status: 'WAITING', items: [['p3', 3]] } },
  {
    at: '2026-03-31T12:59:00Z',
    client: 'noah',
    cart: { status: 'COMPLETED', items: [['p3', 1]] },
    recommended: ['p3', 'p2'],
  },
  { at: '2026-03-29T23:00:00Z', client: 'ava', staff: 'mia', rebooked: true },
  {
    // A delivery the client has not paid: no sale; what they bought online beside it is one.
    at: '2026-01-15T02:00:00Z',
    client: 'noah',
    staff: 'leo',
    treatment: 'scalp',
    cart: {
      status: 'WAITING',
      delivery: true,
      items: [
        ['p1', 1],
        ['p3', 2],
      ],
    },
    beside: { status: 'WAITING', paid: true, items: [['p3', 1]] },
    recommended: ['p3'],
  },
  {
    at: '2025-11-20T03:00:00Z',
    client: 'ava',
    staff: 'mia',
    rebooked: true,
    cart: { status: 'COMPLETED', items: [['p2', 4]] },
    recommended: ['p2', 'p1'],
  },
];

/** Writes the visits to a new salon and answers the same sessions as the domain sees them. */
async function salonWithVisits() {
  const admin = await signedInSalonAdmin(test, { timeZone: SYDNEY });
  const brand = await createBrand(db());
  const products: Record<ProductKey, { id: string; sku: string }> = {
    p1: await createCatalogueProduct(db(), brand.id),
    p2: await createCatalogueProduct(db(), brand.id),
    p3: await createCatalogueProduct(db(), brand.id),
  };
  const clients = {
    ava: await createUser(db(), { name: 'Ava Martin', profileRole: 'Client' }),
    noah: await createUser(db(), { name: 'Noah Wilson', profileRole: 'Client' }),
  };
  const stylists = {
    mia: await createStaffMember(db(), admin.salon.id, { name: 'Mia Thompson' }),
    leo: await createStaffMember(db(), admin.salon.id, { name: 'Leo Chen' }),
  };
  const sessions: KpiAppointment[] = [];
  for (const visit of VISITS) {
    const createdAt = new Date(visit.at);
    const row = await createAppointment(db(), admin.salon.id, {
      createdAt,
      clientId: visit.client ? clients[visit.client].id : null,
      staffId: visit.staff ? stylists[visit.staff].id : null,
      rebookedAt: visit.rebooked ? createdAt : null,
      treatment: visit.treatment ?? null,
    });
    const itemsOf = (order: VisitOrder) =>
      order.items.map(([key, quantity]) => ({ productId: products[key].id, quantity, priceCents: PRICES[key] }));
    const stateOf = (order: VisitOrder) => ({
      status: order.status,
      deliveryType: order.delivery ? ('DELIVERY' as const) : ('PICKUP' as const),
      paidAt: order.paid ? createdAt : null,
      refundedAt: order.refunded ? createdAt : null,
    });
    const orders: KpiOrder[] = [];
    if (visit.cart) {
      const { deliveryType, ...state } = stateOf(visit.cart);
      await createCart(db(), row, itemsOf(visit.cart), { deliveryType }, state);
      orders.push({ ...stateOf(visit.cart), items: itemsOf(visit.cart) });
    }
    if (visit.beside) {
      await createOrder(
        db(),
        admin.salon.id,
        itemsOf(visit.beside).map((item) => ({
          productId: item.productId,
          productName: 'Bought online',
          quantity: item.quantity,
          totalCents: item.priceCents * item.quantity,
        })),
        { source: 'PORTAL', appointmentId: row.id, ...stateOf(visit.beside) },
      );
      orders.push({ ...stateOf(visit.beside), items: itemsOf(visit.beside) });
    }
    const recommended = (visit.recommended ?? []).map((key) => products[key]);
    if (recommended.length > 0) {
      await db()
        .insert(appointmentRecommendations)
        .values(
          recommended.map((product, position) => ({
            appointmentId: row.id,
            position,
            productId: product.id,
            sku: product.sku,
          })),
        );
    }
    sessions.push({
      createdAt,
      clientId: row.clientId,
      staffId: row.staffId,
      staffName: visit.staff ? stylists[visit.staff].name : '',
      rebookedAt: row.rebookedAt,
      treatment: row.treatment,
      orders,
      recommendedProductIds: recommended.map((product) => product.id),
    });
  }
  return { ...admin, sessions };
}

const dashboardOf = async (salonId: string, cookie: string, view?: ChartView) => {
  const response = await test.gql<DashboardAnswer>(DASHBOARD, { salonId, view }, { cookie });
  expect(response.errors).toBeUndefined();
  return response.data!.salon.dashboard;
};

describe('the dashboard’s figures', () => {
  it.each(CHART_VIEWS)('equal the domain’s definitions on the same sessions: %s', async (view) => {
    const { salon, cookie, sessions } = await salonWithVisits();
    const earliest = new Date(Math.min(...sessions.map((session) => session.createdAt.getTime())));
    const buckets = chartBuckets(view, clock, SYDNEY, earliest);
    const range = viewRange(view, clock, SYDNEY);
    const counted = sessions.filter((session) => isWithin(session.createdAt, range));
    const perBucket = kpiCountsPerBucket(buckets, sessions);

    const answer = await dashboardOf(salon.id, cookie, view);
    expect(answer.view).toBe(view);
    expect(answer.kpis).toEqual(
      (({ retailRevenueCents, ...rest }) => ({ ...rest, retailRevenue: retailRevenueCents }))(
        dashboardKpis(kpiCounts(counted)),
      ),
    );
    expect(answer.sessionsChart.points.map((point) => point.label)).toEqual(buckets.map((bucket) => bucket.label));
    expect(answer.sessionsChart.points.map((point) => point.start)).toEqual(
      buckets.map((bucket) => bucket.start.toISOString()),
    );
    expect(answer.sessionsChart.points.map((point) => point.value)).toEqual(perBucket.map((counts) => counts.sessions));
    expect(answer.retailProductsChart.points.map((point) => point.value)).toEqual(
      perBucket.map((counts) => counts.productsSold),
    );
    expect(answer.retailMoneyChart.points.map((point) => point.value)).toEqual(
      perBucket.map((counts) => counts.revenueCents),
    );

    const byStaff = (a: { staffId: string | null }, b: { staffId: string | null }) =>
      (a.staffId ?? '~').localeCompare(b.staffId ?? '~');
    const expected = stylistCounts(counted)
      .map(stylistConversion)
      .map((row) => ({
        staffId: row.staffId,
        staffName: row.staffName || '(No Name)',
        sessions: row.sessions,
        recommendations: row.recommendations,
        productsSold: row.productsFromRecommendations,
        conversionPercent: row.conversionPercent,
        rebookPercent: row.rebookPercent,
      }));
    expect([...answer.stylists].sort(byStaff)).toEqual(expected.sort(byStaff));
    expect(answer.stylists.reduce((sum, row) => sum + row.sessions, 0)).toBe(answer.kpis.sessions);
  });

  it('counts a week, the month of the change and the year from the salon’s own midnights', async () => {
    const { salon, cookie } = await salonWithVisits();
    const week = await dashboardOf(salon.id, cookie, 'week');
    expect({ start: week.start, end: week.end, sessions: week.kpis.sessions }).toEqual({
      start: '2026-04-05T14:00:00.000Z',
      end: '2026-04-12T14:00:00.000Z',
      sessions: 2,
    });
    expect(week.sessionsChart.points.map((point) => point.value)).toEqual([1, 0, 1, 0, 0, 0, 0]);
    const month = await dashboardOf(salon.id, cookie, 'month');
    expect({ start: month.start, sessions: month.kpis.sessions }).toEqual({
      start: '2026-03-31T13:00:00.000Z',
      sessions: 4,
    });
    const all = await dashboardOf(salon.id, cookie, 'all');
    expect({ start: all.start, sessions: all.kpis.sessions, first: all.sessionsChart.points[0]?.label }).toEqual({
      start: null,
      sessions: 8,
      first: 'Nov 2025',
    });
  });

  it('counts a Chatham Islands salon’s days from its own midnight, 45 minutes off the hour', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test, { timeZone: 'Pacific/Chatham' });
    const times = ['2026-04-05T11:14:00Z', '2026-04-05T11:15:00Z', '2026-04-07T11:14:00Z', '2026-04-07T11:15:00Z'].map(
      (at) => new Date(at),
    );
    for (const createdAt of times) await createAppointment(db(), salon.id, { createdAt });
    const week = await dashboardOf(salon.id, cookie, 'week');
    expect(week.start).toBe('2026-04-05T11:15:00.000Z');
    // Sunday 23:59 is last week's; Monday 00:00, Tuesday 23:59 and Wednesday 00:00 are this week's.
    expect(week.sessionsChart.points.map((point) => point.value)).toEqual([1, 1, 1, 0, 0, 0, 0]);
    const buckets = chartBuckets('week', clock, 'Pacific/Chatham');
    expect(week.sessionsChart.points.map((point) => point.value)).toEqual(
      kpiCountsPerBucket(
        buckets,
        times.map((createdAt) => ({ createdAt })),
      ).map((counts) => counts.sessions),
    );
  });

  it('draws the Australia-wide markers on every chart', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    const markers = async (view: ChartView) => {
      const answer = await dashboardOf(salon.id, cookie, view);
      return [answer.sessionsChart, answer.retailProductsChart, answer.retailMoneyChart].map(
        (chart) => `${chart.kind}:${chart.australiaWideMarker}`,
      );
    };
    expect(await markers('week')).toEqual(['COUNT:2', 'COUNT:2', 'MONEY:4000']);
    expect(await markers('month')).toEqual(['COUNT:2', 'COUNT:2', 'MONEY:5000']);
    expect(await markers('year')).toEqual(['COUNT:90', 'COUNT:90', 'MONEY:350000']);
    expect(await markers('all')).toEqual(['COUNT:90', 'COUNT:90', 'MONEY:350000']);
  });

  it('answers zeros, and no error, for a salon without appointments', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    for (const view of CHART_VIEWS) {
      const answer = await dashboardOf(salon.id, cookie, view);
      expect(Object.values(answer.kpis).every((value) => value === 0)).toBe(true);
      expect(answer.sessionsChart.points.every((point) => point.value === 0)).toBe(true);
      expect(answer.stylists).toEqual([]);
    }
    const weekly = await test.gql<WeeklyAnswer>(WEEKLY, { salonId: salon.id }, { cookie });
    expect(weekly.errors).toBeUndefined();
    const zero = { totalAppointments: 0, retailPercent: 0, rebookPercent: 0, treatmentPercent: 0 };
    expect(weekly.data!.salon.weeklyReport).toMatchObject({
      thisWeek: zero,
      lastWeek: zero,
      trends: { totalAppointments: 'SAME', retail: 'SAME', rebook: 'SAME', treatment: 'SAME' },
    });
    expect(weekly.data!.salon.similarSalonAverages).toMatchObject({
      source: 'FIXED',
      salons: 0,
      ...FIXED_SIMILAR_SALON_AVERAGES,
    });
  });

  it('opens on the month view, and refuses a view that is not one of the four', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    expect((await dashboardOf(salon.id, cookie)).view).toBe('month');
    const response = await test.gql(DASHBOARD, { salonId: salon.id, view: 'day' }, { cookie });
    expect(response.errors?.[0]?.message).toContain('ChartView');
  });

  it('refuses another salon’s admin and a client of the salon', async () => {
    const { salon } = await salonWithVisits();
    const stranger = await signedInSalonAdmin(test);
    const client = await createUser(db(), { profileRole: 'Client' });
    await grantSalonAccess(db(), client.id, salon.id, { salonClient: true });
    for (const cookie of [stranger.cookie, await signInAs(test, client.email)]) {
      const dashboard = await test.gql(DASHBOARD, { salonId: salon.id, view: 'all' }, { cookie });
      expect(errorCode(dashboard)).toBe('FORBIDDEN');
      expect(dashboard.data).toBeNull();
      const weekly = await test.gql(WEEKLY, { salonId: salon.id }, { cookie });
      expect(errorCode(weekly)).toBe('FORBIDDEN');
      expect(weekly.data).toBeNull();
    }
  });
});

describe('the weekly report', () => {
  it('compares this week with last week as the domain does, across the daylight-saving change', async () => {
    const { salon, cookie, sessions } = await salonWithVisits();
    const response = await test.gql<WeeklyAnswer>(WEEKLY, { salonId: salon.id }, { cookie });
    expect(response.errors).toBeUndefined();
    const report = response.data!.salon.weeklyReport;
    const { thisWeek, lastWeek } = weeklyComparison(sessions, clock, SYDNEY);
    const shown = (kpis: typeof thisWeek) => ({
      totalAppointments: kpis.total,
      retailPercent: kpis.retailPercent,
      rebookPercent: kpis.rebookPercent,
      treatmentPercent: kpis.treatmentPercent,
    });
    expect(report.thisWeek).toEqual(shown(thisWeek));
    expect(report.lastWeek).toEqual(shown(lastWeek));
    expect({ thisWeekStart: report.thisWeekStart, lastWeekStart: report.lastWeekStart }).toEqual({
      thisWeekStart: '2026-04-05T14:00:00.000Z',
      lastWeekStart: '2026-03-29T13:00:00.000Z',
    });
    // This week: Monday at midnight and Wednesday, both sold. Last week, from Monday 00:00 in daylight time to the
    // 25th hour of Sunday: four sessions, one sale (the cancelled order is none), two rebooks, two treatments.
    expect(report.thisWeek).toEqual({
      totalAppointments: 2,
      retailPercent: 100,
      rebookPercent: 50,
      treatmentPercent: 50,
    });
    expect(report.lastWeek).toEqual({
      totalAppointments: 4,
      retailPercent: 25,
      rebookPercent: 50,
      treatmentPercent: 50,
    });
    expect(report.trends).toEqual({ totalAppointments: 'DOWN', retail: 'UP', rebook: 'SAME', treatment: 'SAME' });
  });

  it('shows the newest published news cards and the tips of every measure', async () => {
    const { salon, cookie } = await signedInSalonAdmin(test);
    const day = 86_400_000;
    await db()
      .insert(announcements)
      .values([
        {
          heading: 'News - March 2026',
          title: 'Older',
          body: 'An older card.',
          position: 1,
          publishedAt: new Date(clock.getTime() - 40 * day),
        },
        {
          heading: 'News - April 2026',
          title: 'Second',
          body: 'Shown second.',
          position: 2,
          publishedAt: new Date(clock.getTime() - 2 * day),
        },
        {
          heading: 'News - April 2026',
          title: 'First',
          body: 'Shown first.',
          linkUrl: '/ibb',
          position: 1,
          publishedAt: new Date(clock.getTime() - 2 * day),
        },
        { heading: 'News - April 2026', title: 'Draft', body: 'Not yet.', position: 3, publishedAt: null },
        {
          heading: 'News - May 2026',
          title: 'Later',
          body: 'Not yet either.',
          position: 1,
          publishedAt: new Date(clock.getTime() + day),
        },
      ]);
    await db()
      .insert(weeklyTips)
      .values([
        { measure: 'RETAIL', position: 2, title: 'Talk it through', body: 'Go through the scores.' },
        { measure: 'RETAIL', position: 1, title: 'Hand it over', body: 'Use the product in the service.' },
        { measure: 'APPOINTMENTS', position: 1, title: 'Offer it', body: 'Offer the mirror to everyone.' },
      ]);
    const response = await test.gql<WeeklyAnswer>(WEEKLY, { salonId: salon.id }, { cookie });
    expect(response.data!.salon.news).toEqual({
      heading: 'News - April 2026',
      cards: [
        { title: 'First', linkUrl: '/ibb' },
        { title: 'Second', linkUrl: null },
      ],
    });
    expect(response.data!.salon.weeklyTips.map((tip) => `${tip.measure} ${tip.title}`)).toEqual([
      'APPOINTMENTS Offer it',
      'RETAIL Hand it over',
      'RETAIL Talk it through',
    ]);
  });
});

describe('the similar-salon averages', () => {
  /** A session at `at` whose pickup was handed over: a sale. */
  async function soldSession(salonId: string, at: Date, overrides: Parameters<typeof createAppointment>[2] = {}) {
    const appointment = await createAppointment(db(), salonId, { createdAt: at, ...overrides });
    const product = await createCatalogueProduct(db(), (await createBrand(db())).id);
    await createCart(db(), appointment, [{ productId: product.id, quantity: 1 }], {}, { status: 'COMPLETED' });
    return appointment;
  }

  /** A salon on the growth plan with two sessions at `at`: one sold and rebooked, or one treated. */
  async function growthSalon(at: Date, kind: 'sold' | 'treated') {
    const salon = await createSalon(db(), { timeZone: SYDNEY });
    await createSubscription(db(), salon.id, { plan: 'GROWTH' });
    if (kind === 'sold') await soldSession(salon.id, at, { rebookedAt: at });
    else await createAppointment(db(), salon.id, { createdAt: at, treatment: 'scalp' });
    await createAppointment(db(), salon.id, { createdAt: at });
    return salon;
  }

  it('are the fixed figures until 20 salons of the same plan and volume have sessions, then theirs, a week later', async () => {
    // A week no other test asks about, so its figures are computed here.
    clock = new Date('2026-04-15T00:30:00Z');
    try {
      const { salon, cookie, user } = await signedInSalonAdmin(test, { timeZone: SYDNEY });
      await createSubscription(db(), salon.id, { plan: 'GROWTH' });
      const february = new Date('2026-02-10T01:00:00Z');
      await soldSession(salon.id, february, { rebookedAt: february });
      await createAppointment(db(), salon.id, { createdAt: february });
      for (let i = 0; i < 18; i++) await growthSalon(february, 'sold');
      // A busier growth salon is in another band: it does not count.
      const busy = await createSalon(db(), { timeZone: SYDNEY });
      await createSubscription(db(), busy.id, { plan: 'GROWTH' });
      for (let i = 0; i < 60; i++) await createAppointment(db(), busy.id, { createdAt: february });

      const averages = async (cookieNow: string) => {
        const response = await test.gql<WeeklyAnswer>(WEEKLY, { salonId: salon.id }, { cookie: cookieNow });
        expect(response.errors).toBeUndefined();
        return response.data!.salon.similarSalonAverages;
      };
      const fixed = await averages(cookie);
      expect(fixed).toMatchObject({ source: 'FIXED', salons: 0, ...FIXED_SIMILAR_SALON_AVERAGES });
      expect(fixed.help).toContain('same plan');

      // The 20th salon's sessions fall in this week: they count from next Monday, and this week's figures stay as computed.
      await growthSalon(new Date('2026-04-14T01:00:00Z'), 'treated');
      expect((await averages(cookie)).source).toBe('FIXED');
      clock = new Date('2026-04-22T00:30:00Z');
      const cohort = await averages(await signInAs(test, user.email));
      expect(cohort).toMatchObject({
        source: 'COHORT',
        salons: 20,
        retailPercent: (19 * 50) / 20,
        rebookPercent: (19 * 50) / 20,
        treatmentPercent: 50 / 20,
      });
    } finally {
      clock = new Date('2026-04-08T00:30:00Z');
    }
  });
});
