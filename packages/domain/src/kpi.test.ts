import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chartBuckets } from './dates.ts';
import {
  FIXED_SIMILAR_SALON_AVERAGES,
  MIN_SALONS_FOR_COMPUTED_AVERAGES,
  australiaWideMarker,
  countPerBucket,
  formatPercent,
  kpis,
  perDayAverage,
  perWeekAverage,
  similarSalonAverages,
  sumPerBucket,
  weeklyComparison,
  type KpiAppointment,
  type Kpis,
} from './kpi.ts';

const SYDNEY = 'Australia/Sydney';
const now = new Date('2020-02-05T02:45:00Z');
const visit = (overrides: Partial<KpiAppointment> = {}): KpiAppointment => ({ createdAt: now, ...overrides });

describe('kpis', () => {
  it('measures retail, rebook and treatment as shares of all appointments', () => {
    const appointments = [
      visit({ salonPickup: true, treatment: 'scalp' }),
      visit({ purchasedItems: ['a'], rebookedAt: now }),
      visit({ treatment: 'none' }),
      visit(),
    ];
    expect(kpis(appointments)).toEqual({ total: 4, retailPercent: 50, rebookPercent: 25, treatmentPercent: 25 });
  });

  it('is zero, not NaN, for no appointments', () => {
    expect(kpis([])).toEqual({ total: 0, retailPercent: 0, rebookPercent: 0, treatmentPercent: 0 });
  });

  it('keeps every percentage within 0..100', () => {
    const arb = fc.record({
      salonPickup: fc.boolean(),
      purchasedItems: fc.array(fc.constant('sku')),
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
    expect(countPerBucket(buckets, [monday, wednesday, wednesday, new Date('2019-01-01')])).toEqual([1, 0, 2, 0, 0, 0, 0]);
    expect(sumPerBucket(buckets, [{ at: monday, value: 2495 }, { at: monday, value: 5 }])).toEqual([2500, 0, 0, 0, 0, 0, 0]);
  });

  it('loses nothing that falls inside the buckets', () => {
    const buckets = chartBuckets('year', now, SYDNEY);
    const first = buckets[0]?.start.getTime() ?? 0;
    const last = buckets.at(-1)?.end.getTime() ?? 0;
    const point = fc.record({ at: fc.date({ min: new Date('2019-06-01'), max: new Date('2021-06-01'), noInvalidDate: true }), value: fc.nat(100_000) });
    fc.assert(
      fc.property(fc.array(point, { maxLength: 100 }), (points) => {
        const inside = points.filter((p) => p.at.getTime() >= first && p.at.getTime() < last);
        const sums = sumPerBucket(buckets, points);
        expect(sums.reduce((a, b) => a + b, 0)).toBe(inside.reduce((a, p) => a + p.value, 0));
      }),
    );
  });
});
