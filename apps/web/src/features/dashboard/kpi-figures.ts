import type { ChartView } from '@piiq/domain/dates';
import { formatPercent, KPI_DEFINITIONS, perDayAverage, perWeekAverage, type KpiName } from '@piiq/domain/kpi';
import { formatMoney } from '@piiq/domain/money';
import type { DashboardKpiFigures } from './dashboard-operations.ts';

export interface KpiFigure {
  name: KpiName;
  /** The short label above the number. */
  label: string;
  /** The one-line definition, the label's tooltip. */
  definition: string;
  value: string;
  /** Per week and per day (the total over 52 and 365); only for a year's total, which those divide. */
  averages: { perWeek: string; perDay: string } | null;
}

const count = (value: number) => String(value);
const averageCount = (value: number) => value.toFixed(1);

/** The dashboard's eight figures, in the order a salon reads them: how busy, then what sold, then what came back. */
const KPIS: ReadonlyArray<{
  name: KpiName;
  label: string;
  format: (value: number) => string;
  averaged?: (value: number) => string;
}> = [
  { name: 'sessions', label: 'Sessions', format: count, averaged: averageCount },
  { name: 'clients', label: 'Clients', format: count },
  { name: 'retailPercent', label: 'Retail %', format: formatPercent },
  { name: 'productsSold', label: 'Products sold', format: count, averaged: averageCount },
  // Money in AUD as docs/product-rules.md writes it; an average is floored to the cent like every amount.
  { name: 'retailRevenue', label: 'Retail revenue', format: formatMoney, averaged: formatMoney },
  { name: 'rebookPercent', label: 'Rebook %', format: formatPercent },
  { name: 'treatmentPercent', label: 'Treatment %', format: formatPercent },
  { name: 'productsPerSession', label: 'Products per session', format: (value) => value.toFixed(2) },
];

/**
 * The KPI section's figures for a view, formatted. The per-week and per-day averages divide the
 * total by 52 and 365 (docs/product-rules.md), which describes a year: on a week, a month or all time the
 * same division would understate or overstate the rate, so those views show the totals alone.
 */
export function kpiFigures(kpis: DashboardKpiFigures, view: ChartView): KpiFigure[] {
  return KPIS.map(({ name, label, format, averaged }) => {
    const value = kpis[name];
    return {
      name,
      label,
      definition: KPI_DEFINITIONS[name],
      value: format(value),
      averages:
        averaged && view === 'year'
          ? { perWeek: averaged(perWeekAverage(value)), perDay: averaged(perDayAverage(value)) }
          : null,
    };
  });
}
