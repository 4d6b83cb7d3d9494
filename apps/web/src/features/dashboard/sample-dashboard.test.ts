import { CHART_VIEWS } from '@piiq/domain/dates';
import { australiaWideMarker } from '@piiq/domain/kpi';
import { describe, expect, it } from 'vitest';
import { sampleDashboard } from './sample-dashboard.ts';

const NOW = new Date('2026-09-16T03:00:00Z');
const ZONE = 'Australia/Sydney';
const total = (points: ReadonlyArray<{ value: number }>) => points.reduce((sum, point) => sum + point.value, 0);

describe('sampleDashboard', () => {
  it.each(CHART_VIEWS)(
    'tells one story in the %s view: the KPIs add up from the charts, with the real markers',
    (view) => {
      const sample = sampleDashboard(view, NOW, ZONE);
      expect(total(sample.sessionsChart.points)).toBe(sample.kpis.sessions);
      expect(total(sample.retailProductsChart.points)).toBe(sample.kpis.productsSold);
      expect(total(sample.retailMoneyChart.points)).toBe(sample.kpis.retailRevenue);
      expect(sample.kpis.sessions).toBeGreaterThan(0);
      expect(sample.sessionsChart.australiaWideMarker).toBe(australiaWideMarker('COUNT', view));
      expect(sample.retailMoneyChart.australiaWideMarker).toBe(australiaWideMarker('MONEY', view));
      for (const row of sample.stylists) expect(row.conversionPercent).toBeLessThanOrEqual(100);
    },
  );

  it('leaves the days still ahead empty, and labels months as the salon reads them', () => {
    const month = sampleDashboard('month', NOW, ZONE).sessionsChart.points;
    expect(month).toHaveLength(30);
    expect(month.slice(16).every((point) => point.value === 0)).toBe(true);
    expect(sampleDashboard('year', NOW, ZONE).sessionsChart.points.map((point) => point.label)).toContain('Sept');
  });
});
