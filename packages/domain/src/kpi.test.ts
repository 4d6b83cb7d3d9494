import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chartBuckets } from './dates.ts';
import {
  DEFAULT_CHART_VIEW,
  FIXED_SIMILAR_SALON_AVERAGES,
  KPI_DEFINITIONS,
  MIN_SALONS_FOR_COMPUTED_AVERAGES,
  NO_KPI_COUNTS,
  australiaWideMarker,
  bucketBounds,
  cohortFigures,
  countPerBucket,
  dashboardKpis,
  formatPercent,
  formatSalonWeek,
  kpiCounts,
  kpiCountsPerBucket,
  kpis,
  perDayAverage,
  parseChartView,
  perWeekAverage,
  sessionVolumeBand,
  similarSalonAverages,
  similarSalonFigures,
  similarSalonPeriod,
  similarSalonSourceText,
  stylistConversion,
  stylistCounts,
  sumPerBucket,
  trend,
  viewRange,
  weeklyBounds,
  weeklyComparison,
  type CohortMember,
  type KpiAppointment,
  type KpiOrder,
  type Kpis,
} from './kpi.ts';

const SYDNEY = 'Australia/Sydney';
const now = new Date('2020-02-05T02:45:00Z');
const visit = (overrides: Partial<KpiAppointment> = {}): KpiAppointment => ({ createdAt: now, ...overrides });
/** An order of a session: unpaid and waiting unless told otherwise. */
const order = (overrides: Partial<KpiOrder> = {}): KpiOrder => ({
  status: 'WAITING',
  deliveryType: 'PICKUP',
  paidAt: null,
  refundedAt: null,
  items: [{ productId: 'p1', quantity: 1, priceCents: 1000 }],
  ...overrides,
});
const completed = order({ status: 'COMPLETED' });
const paid = order({ deliveryType: 'DELIVERY', paidAt: now });

describe('kpis', () => {
  it('measures retail, rebook and treatment as shares of all appointments', () => {
    const appointments = [
      visit({ orders: [completed], treatment: 'scalp' }),
      visit({ orders: [paid], rebookedAt: now }),
      visit({ orders: [order()], treatment: 'none' }),
      visit(),
    ];
    expect(kpis(appointments)).toEqual({ total: 4, retailPercent: 50, rebookPercent: 25, treatmentPercent: 25 });
  });

  it('is zero, not NaN, for no appointments', () => {
    expect(kpis([])).toEqual({ total: 0, retailPercent: 0, rebookPercent: 0, treatmentPercent: 0 });
  });

  it('keeps every percentage within 0..100', () => {
    const arb = fc.record({
      orders: fc.array(fc.constantFrom(order(), completed, paid), { maxLength: 2 }),
      rebookedAt: fc.option(fc.constant(now)),
      treatment: fc.option(fc.constantFrom('scalp', 'protein', 'moisture', 'none')),
    });
    fc.assert(
      fc.property(fc.array(arb, { maxLength: 50 }), (records) => {
        const result = kpis(records.map((record) => visit(record)));
        expect(result.total).toBe(records.length);
        for (const percent of [result.retailPercent, result.rebookPercent, result.treatmentPercent]) {
          expect(percent >= 0 && percent <= 100).toBe(true);
        }
      }),
    );
  });

  it('formats whole percents', () => {
    expect(formatPercent(12.4)).toBe('12%');
    expect(formatPercent(33.5)).toBe('34%');
  });
});

describe('weekly comparison', () => {
  it('splits this week from last week in the salon zone', () => {
    const appointments = [
      visit({ createdAt: new Date('2020-02-02T13:30:00Z'), rebookedAt: now }),
      visit({ createdAt: new Date('2020-02-02T12:30:00Z') }),
      visit({ createdAt: new Date('2020-01-26T13:00:00Z') }),
      visit({ createdAt: new Date('2020-01-26T12:59:59Z') }),
    ];
    const { thisWeek, lastWeek } = weeklyComparison(appointments, now, SYDNEY);
    expect(thisWeek).toMatchObject({ total: 1, rebookPercent: 100 });
    expect(lastWeek).toMatchObject({ total: 2, rebookPercent: 0 });
  });
});

describe('averages', () => {
  it('divides a year by 52 weeks and 365 days', () => {
    expect(perWeekAverage(520)).toBe(10);
    expect(perDayAverage(730)).toBe(2);
  });

  it('uses the fixed similar-salon figures until enough salons exist', () => {
    expect(FIXED_SIMILAR_SALON_AVERAGES).toEqual({ retailPercent: 12, rebookPercent: 45, treatmentPercent: 4 });
    const salon: Kpis = { total: 10, retailPercent: 30, rebookPercent: 60, treatmentPercent: 10 };
    const few = Array.from({ length: MIN_SALONS_FOR_COMPUTED_AVERAGES - 1 }, () => salon);
    expect(similarSalonAverages(few)).toEqual(FIXED_SIMILAR_SALON_AVERAGES);
    expect(similarSalonAverages([...few, { ...salon, total: 0 }])).toEqual(FIXED_SIMILAR_SALON_AVERAGES);
    expect(similarSalonAverages([...few, { ...salon, retailPercent: 50 }])).toEqual({
      retailPercent: 31,
      rebookPercent: 60,
      treatmentPercent: 10,
    });
  });

  it('computes an average within the range of the salons it averages', () => {
    const salonArb = fc.record({
      total: fc.integer({ min: 1, max: 100 }),
      retailPercent: fc.integer({ min: 0, max: 100 }),
      rebookPercent: fc.integer({ min: 0, max: 100 }),
      treatmentPercent: fc.integer({ min: 0, max: 100 }),
    });
    fc.assert(
      fc.property(fc.array(salonArb, { minLength: MIN_SALONS_FOR_COMPUTED_AVERAGES, maxLength: 60 }), (salons) => {
        const averages = similarSalonAverages(salons);
        const retail = salons.map((salon) => salon.retailPercent);
        expect(averages.retailPercent).toBeGreaterThanOrEqual(Math.min(...retail) - 1e-9);
        expect(averages.retailPercent).toBeLessThanOrEqual(Math.max(...retail) + 1e-9);
      }),
    );
  });
});

describe('Australia-wide marker', () => {
  it.each([
    ['MONEY', 'all', 350_000],
    ['MONEY', 'year', 350_000],
    ['MONEY', 'month', 5_000],
    ['MONEY', 'week', 4_000],
    ['COUNT', 'all', 90],
    ['COUNT', 'year', 90],
    ['COUNT', 'month', 2],
    ['COUNT', 'week', 2],
    ['COUNT', 'day', 0],
    ['MONEY', '', 0],
  ] as const)('%s chart, %s view: %i', (kind, view, marker) => {
    expect(australiaWideMarker(kind, view)).toBe(marker);
  });
});

describe('chart series', () => {
  it('counts and sums per bucket', () => {
    const buckets = chartBuckets('week', now, SYDNEY);
    const monday = new Date('2020-02-02T14:00:00Z');
    const wednesday = new Date('2020-02-04T14:00:00Z');
    expect(countPerBucket(buckets, [monday, wednesday, wednesday, new Date('2019-01-01')])).toEqual([
      1, 0, 2, 0, 0, 0, 0,
    ]);
    expect(
      sumPerBucket(buckets, [
        { at: monday, value: 2495 },
        { at: monday, value: 5 },
      ]),
    ).toEqual([2500, 0, 0, 0, 0, 0, 0]);
  });

  it('loses nothing that falls inside the buckets', () => {
    const buckets = chartBuckets('year', now, SYDNEY);
    const first = buckets[0]?.start.getTime() ?? 0;
    const last = buckets.at(-1)?.end.getTime() ?? 0;
    const point = fc.record({
      at: fc.date({ min: new Date('2019-06-01'), max: new Date('2021-06-01'), noInvalidDate: true }),
      value: fc.nat(100_000),
    });
    fc.assert(
      fc.property(fc.array(point, { maxLength: 100 }), (points) => {
        const inside = points.filter((p) => p.at.getTime() >= first && p.at.getTime() < last);
        const sums = sumPerBucket(buckets, points);
        expect(sums.reduce((a, b) => a + b, 0)).toBe(inside.reduce((a, p) => a + p.value, 0));
      }),
    );
  });
});

const PERTH = 'Australia/Perth';
const AUCKLAND = 'Pacific/Auckland';
const CHATHAM = 'Pacific/Chatham';

/** Five sessions that between them touch every rule of every KPI. */
const fixture: KpiAppointment[] = [
  {
    createdAt: now,
    clientId: 'c1',
    staffId: 's1',
    staffName: 'Mia',
    rebookedAt: now,
    treatment: 'scalp',
    orders: [
      order({
        status: 'COMPLETED',
        items: [
          { productId: 'p1', quantity: 2, priceCents: 3000 },
          { productId: 'p2', quantity: 1, priceCents: 2500 },
        ],
      }),
    ],
    recommendedProductIds: ['p1', 'p3'],
  },
  {
    createdAt: now,
    clientId: 'c1',
    staffId: 's1',
    staffName: 'Mia',
    treatment: 'none',
    // Paid online and on its way: money received.
    orders: [
      order({ deliveryType: 'DELIVERY', paidAt: now, items: [{ productId: 'p2', quantity: 1, priceCents: 2500 }] }),
    ],
    recommendedProductIds: ['p2'],
  },
  {
    // A refunded order is no sale.
    createdAt: now,
    clientId: 'c2',
    staffId: 's2',
    staffName: 'Leo',
    rebookedAt: now,
    treatment: 'protein',
    orders: [
      order({
        status: 'CANCELLED',
        paidAt: now,
        refundedAt: now,
        items: [{ productId: 'p1', quantity: 1, priceCents: 3000 }],
      }),
    ],
    recommendedProductIds: ['p1'],
  },
  { createdAt: now },
  {
    // A pickup waiting at the desk, not yet paid: no sale yet.
    createdAt: now,
    clientId: 'c3',
    staffId: 's2',
    staffName: 'Leo',
    treatment: 'moisture',
    orders: [order({ items: [{ productId: 'p3', quantity: 1, priceCents: 1000 }] })],
  },
];

describe('the dashboard KPIs on fixed data', () => {
  it('counts each figure by its definition', () => {
    expect(kpiCounts(fixture)).toEqual({
      sessions: 5,
      clients: 3,
      sales: 2,
      rebooked: 2,
      treated: 3,
      productsSold: 4,
      revenueCents: 11_000,
    });
    expect(dashboardKpis(kpiCounts(fixture))).toEqual({
      sessions: 5,
      clients: 3,
      retailPercent: 40,
      productsSold: 4,
      retailRevenueCents: 11_000,
      rebookPercent: 40,
      treatmentPercent: 60,
      productsPerSession: 0.8,
    });
  });

  it('answers zeros for no sessions', () => {
    expect(dashboardKpis(NO_KPI_COUNTS)).toEqual({
      sessions: 0,
      clients: 0,
      retailPercent: 0,
      productsSold: 0,
      retailRevenueCents: 0,
      rebookPercent: 0,
      treatmentPercent: 0,
      productsPerSession: 0,
    });
  });

  it('gives every figure a one-line definition', () => {
    for (const definition of Object.values(KPI_DEFINITIONS)) {
      expect(definition).toMatch(/^[A-Z].*\.$/);
      expect(definition).not.toContain('\n');
    }
  });

  it('shows each stylist’s sessions, conversion and rebooks', () => {
    const rows = stylistCounts(fixture).map(stylistConversion);
    expect(rows).toEqual([
      {
        staffId: 's1',
        staffName: 'Mia',
        sessions: 2,
        rebooked: 1,
        recommendations: 3,
        convertedRecommendations: 2,
        productsFromRecommendations: 3,
        conversionPercent: (2 / 3) * 100,
        rebookPercent: 50,
      },
      {
        staffId: 's2',
        staffName: 'Leo',
        sessions: 2,
        rebooked: 1,
        recommendations: 1,
        convertedRecommendations: 0,
        productsFromRecommendations: 0,
        conversionPercent: 0,
        rebookPercent: 50,
      },
      {
        staffId: null,
        staffName: '',
        sessions: 1,
        rebooked: 0,
        recommendations: 0,
        convertedRecommendations: 0,
        productsFromRecommendations: 0,
        conversionPercent: 0,
        rebookPercent: 0,
      },
    ]);
  });
});

const appointmentArb = fc.record({
  clientId: fc.option(fc.constantFrom('c1', 'c2', 'c3')),
  staffId: fc.option(fc.constantFrom('s1', 's2')),
  rebookedAt: fc.option(fc.constant(now)),
  treatment: fc.option(fc.constantFrom('scalp', 'protein', 'moisture', 'none')),
  orders: fc.array(
    fc
      .record({
        status: fc.constantFrom('WAITING' as const, 'COMPLETED' as const, 'CANCELLED' as const),
        deliveryType: fc.constantFrom('PICKUP' as const, 'DELIVERY' as const),
        paid: fc.boolean(),
        refunded: fc.boolean(),
        items: fc.uniqueArray(
          fc.record({
            productId: fc.constantFrom('p1', 'p2', 'p3'),
            quantity: fc.integer({ min: 1, max: 3 }),
            priceCents: fc.nat(10_000),
          }),
          { selector: (item) => item.productId, maxLength: 3 },
        ),
      })
      .map(({ paid, refunded, ...rest }) =>
        order({
          ...rest,
          paidAt: paid ? now : null,
          refundedAt: paid && refunded && rest.status === 'CANCELLED' ? now : null,
        }),
      ),
    { maxLength: 2 },
  ),
  recommendedProductIds: fc.uniqueArray(fc.constantFrom('p1', 'p2', 'p3', 'p4'), { maxLength: 4 }),
});

describe('KPI properties', () => {
  it('keeps every share within 0..100 and every count within the sessions', () => {
    fc.assert(
      fc.property(fc.array(appointmentArb, { maxLength: 40 }), (records) => {
        const appointments = records.map((record) => visit(record));
        const figures = dashboardKpis(kpiCounts(appointments));
        for (const percent of [figures.retailPercent, figures.rebookPercent, figures.treatmentPercent]) {
          expect(percent).toBeGreaterThanOrEqual(0);
          expect(percent).toBeLessThanOrEqual(100);
        }
        expect(figures.clients).toBeLessThanOrEqual(figures.sessions);
        for (const row of stylistCounts(appointments).map(stylistConversion)) {
          expect(row.conversionPercent).toBeGreaterThanOrEqual(0);
          expect(row.conversionPercent).toBeLessThanOrEqual(100);
          expect(row.rebookPercent).toBeGreaterThanOrEqual(0);
          expect(row.rebookPercent).toBeLessThanOrEqual(100);
        }
      }),
    );
  });

  it('adds the stylists’ rows up to the salon’s totals', () => {
    fc.assert(
      fc.property(fc.array(appointmentArb, { maxLength: 40 }), (records) => {
        const appointments = records.map((record) => visit(record));
        const salon = kpiCounts(appointments);
        const rows = stylistCounts(appointments);
        const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0);
        expect(sum((row) => row.sessions)).toBe(salon.sessions);
        expect(sum((row) => row.rebooked)).toBe(salon.rebooked);
        expect(sum((row) => row.productsFromRecommendations)).toBeLessThanOrEqual(salon.productsSold);
        expect(new Set(rows.map((row) => row.staffId)).size).toBe(rows.length);
      }),
    );
  });

  it('adds the chart’s buckets up to the period’s totals', () => {
    const buckets = chartBuckets('month', now, SYDNEY);
    const range = viewRange('month', now, SYDNEY);
    const at = fc.date({ min: new Date('2020-01-20'), max: new Date('2020-03-10'), noInvalidDate: true });
    fc.assert(
      fc.property(fc.array(fc.tuple(appointmentArb, at), { maxLength: 40 }), (records) => {
        const appointments = records.map(([record, createdAt]) => visit({ ...record, createdAt }));
        const inRange = appointments.filter(
          (a) => a.createdAt >= (range.start ?? now) && a.createdAt < (range.end ?? now),
        );
        const perBucket = kpiCountsPerBucket(buckets, appointments);
        const total = kpiCounts(inRange);
        expect(perBucket.reduce((sum, counts) => sum + counts.sessions, 0)).toBe(total.sessions);
        expect(perBucket.reduce((sum, counts) => sum + counts.revenueCents, 0)).toBe(total.revenueCents);
      }),
    );
  });
});

describe('periods in the salon’s zone', () => {
  // Daylight saving ended in Sydney, Auckland and the Chatham Islands on Sunday 5 April 2026; Perth has none.
  const wednesday = new Date('2026-04-08T00:30:00Z');

  it.each([
    // zone, last Monday 00:00, this Monday 00:00, next Monday 00:00 (UTC)
    [PERTH, '2026-03-29T16:00:00.000Z', '2026-04-05T16:00:00.000Z', '2026-04-12T16:00:00.000Z'],
    [SYDNEY, '2026-03-29T13:00:00.000Z', '2026-04-05T14:00:00.000Z', '2026-04-12T14:00:00.000Z'],
    [AUCKLAND, '2026-03-29T11:00:00.000Z', '2026-04-05T12:00:00.000Z', '2026-04-12T12:00:00.000Z'],
    [CHATHAM, '2026-03-29T10:15:00.000Z', '2026-04-05T11:15:00.000Z', '2026-04-12T11:15:00.000Z'],
  ])('%s: weeks start on Monday at the salon’s midnight, across the change', (zone, last, current, next) => {
    expect(weeklyBounds(wednesday, zone).map((date) => date.toISOString())).toEqual([last, current, next]);
  });

  it.each([
    [PERTH, '2026-04-05T16:00:00Z'],
    [SYDNEY, '2026-04-05T14:00:00Z'],
    [AUCKLAND, '2026-04-05T12:00:00Z'],
    [CHATHAM, '2026-04-05T11:15:00Z'],
  ])('%s: a session a minute before Monday is last week’s, one at midnight this week’s', (zone, mondayMidnight) => {
    const monday = new Date(mondayMidnight);
    const appointments = [
      visit({ createdAt: new Date(monday.getTime() - 60_000), rebookedAt: now }),
      visit({ createdAt: monday, orders: [completed] }),
    ];
    const { thisWeek, lastWeek } = weeklyComparison(appointments, wednesday, zone);
    expect(thisWeek).toEqual({ total: 1, retailPercent: 100, rebookPercent: 0, treatmentPercent: 0 });
    expect(lastWeek).toEqual({ total: 1, retailPercent: 0, rebookPercent: 100, treatmentPercent: 0 });
  });

  it('counts the 25-hour Sunday of the change as one day in Sydney', () => {
    const sunday = new Date('2026-04-05T10:00:00Z');
    const buckets = chartBuckets('week', sunday, SYDNEY);
    const sessions = [
      new Date('2026-04-04T12:59:00Z'), // Saturday 23:59 AEDT
      new Date('2026-04-04T13:00:00Z'), // Sunday 00:00 AEDT
      new Date('2026-04-05T13:59:00Z'), // Sunday 23:59 AEST, the 25th hour
      new Date('2026-04-05T14:00:00Z'), // next Monday
    ].map((createdAt) => visit({ createdAt }));
    expect(kpiCountsPerBucket(buckets, sessions).map((counts) => counts.sessions)).toEqual([0, 0, 0, 0, 0, 1, 2]);
    expect(bucketBounds(buckets)).toHaveLength(8);
    expect(viewRange('week', sunday, SYDNEY)).toEqual({
      start: new Date('2026-03-29T13:00:00Z'),
      end: new Date('2026-04-05T14:00:00Z'),
    });
  });

  it('counts Chatham days from its own midnight, 45 minutes off the hour', () => {
    const buckets = chartBuckets('month', wednesday, CHATHAM);
    expect(buckets[0]?.start.toISOString()).toBe('2026-03-31T10:15:00.000Z');
    const sessions = [new Date('2026-04-07T11:14:00Z'), new Date('2026-04-07T11:15:00Z')].map((createdAt) =>
      visit({ createdAt }),
    );
    const perDay = kpiCountsPerBucket(buckets, sessions).map((counts) => counts.sessions);
    expect(perDay.slice(6, 9)).toEqual([1, 1, 0]);
  });

  it('counts the month and the year from their first day, and all time without a start', () => {
    expect(viewRange('month', wednesday, PERTH)).toEqual({
      start: new Date('2026-03-31T16:00:00Z'),
      end: new Date('2026-04-30T16:00:00Z'),
    });
    expect(viewRange('year', wednesday, AUCKLAND)).toEqual({
      start: new Date('2025-12-31T11:00:00Z'),
      end: new Date('2026-12-31T11:00:00Z'),
    });
    expect(viewRange('all', wednesday, SYDNEY)).toEqual({ start: null, end: null });
  });
});

describe('the view in the URL', () => {
  it('keeps the four views and falls back to the month for anything else', () => {
    expect(['week', 'month', 'year', 'all'].map(parseChartView)).toEqual(['week', 'month', 'year', 'all']);
    expect([null, undefined, '', 'day', 'WEEK', 'all '].map(parseChartView)).toEqual(Array(6).fill(DEFAULT_CHART_VIEW));
    expect(DEFAULT_CHART_VIEW).toBe('month');
  });
});

describe('the weekly report', () => {
  it('points each arrow the way the measure moved', () => {
    expect(trend(5, 3)).toBe('UP');
    expect(trend(3, 5)).toBe('DOWN');
    expect(trend(4, 4)).toBe('SAME');
  });

  it('names a week from Monday to Sunday in the salon’s zone, with Sept and the year once', () => {
    const [lastMonday] = weeklyBounds(new Date('2026-09-21T03:00:00Z'), SYDNEY);
    expect(formatSalonWeek(lastMonday, SYDNEY)).toBe('Mon 14 Sept – Sun 20 Sept 2026');
    expect(formatSalonWeek(new Date('2025-12-28T13:00:00Z'), SYDNEY)).toBe('Mon 29 Dec 2025 – Sun 4 Jan 2026');
  });

  it('says which comparison is shown', () => {
    expect(similarSalonSourceText('COHORT', 24)).toContain('24 similar salons');
    expect(similarSalonSourceText('FIXED', 0)).toContain('the industry figures');
  });
});

describe('similar salons', () => {
  const figures = (total: number, retailPercent: number): Kpis => ({
    total,
    retailPercent,
    rebookPercent: 50,
    treatmentPercent: 10,
  });
  const members = (count: number, plan: string, total: number, retail = 20): CohortMember[] =>
    Array.from({ length: count }, (_, i) => ({
      salonId: `${plan}-${total}-${i}`,
      plan,
      figures: figures(total, retail),
    }));

  it('bands salons by sessions over the 12 weeks', () => {
    expect([0, 1, 59, 60, 179, 180, 479, 480, 10_000].map(sessionVolumeBand)).toEqual([null, 0, 0, 1, 1, 2, 2, 3, 3]);
  });

  it('compares the 12 whole weeks before this one', () => {
    const period = similarSalonPeriod(new Date('2026-04-08T00:30:00Z'), SYDNEY);
    expect(period.end.toISOString()).toBe('2026-04-05T14:00:00.000Z');
    expect(period.start.toISOString()).toBe('2026-01-11T13:00:00.000Z');
  });

  it('uses a cohort of the same plan and volume only with at least 20 salons', () => {
    const cohorts = cohortFigures([
      ...members(20, 'PLUS', 100, 30),
      ...members(19, 'PLUS', 300),
      ...members(25, 'SALON', 100),
      ...members(5, 'PLUS', 0),
    ]);
    expect(similarSalonFigures({ plan: 'PLUS', sessions: 90 }, cohorts)).toEqual({
      source: 'COHORT',
      salons: 20,
      averages: { retailPercent: 30, rebookPercent: 50, treatmentPercent: 10 },
    });
    expect(similarSalonFigures({ plan: 'PLUS', sessions: 250 }, cohorts)).toEqual({
      source: 'FIXED',
      salons: 0,
      averages: FIXED_SIMILAR_SALON_AVERAGES,
    });
    expect(similarSalonFigures({ plan: 'GROWTH', sessions: 90 }, cohorts).source).toBe('FIXED');
    expect(similarSalonFigures({ plan: 'PLUS', sessions: 0 }, cohorts).source).toBe('FIXED');
    // A cohort too small to average keeps no figures at all.
    expect(cohorts.find((cohort) => cohort.band === 2)).toEqual({ plan: 'PLUS', band: 2, salons: 19, averages: null });
  });
});
