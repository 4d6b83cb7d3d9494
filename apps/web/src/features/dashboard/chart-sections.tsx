import type { ChartView } from '@piiq/domain/dates';
import { formatMoney } from '@piiq/domain/money';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { ChartFigure } from './chart-figure.tsx';
import { DashboardSection } from './dashboard-section.tsx';
import type { DashboardFigures } from './dashboard-operations.ts';

type RetailMeasure = 'products' | 'money';

const count = (value: number) => String(value);
/** Week and month count days; year and all time count months. */
const bucketOf = (view: ChartView) => (view === 'week' || view === 'month' ? 'Day' : 'Month');
/** A chart's name says what one bar counts: "Sessions per day". */
const perBucket = (measure: string, view: ChartView) => `${measure} per ${bucketOf(view).toLowerCase()}`;

/** The retail section: products sold or their money value per day or month, by the toggle. */
export function RetailSection({ figures }: { figures: DashboardFigures }) {
  const [measure, setMeasure] = useState<RetailMeasure>('products');
  const toggle = (
    <ToggleButtonGroup
      exclusive
      size="small"
      aria-label="Retail chart shows"
      value={measure}
      onChange={(_event, value: RetailMeasure | null) => {
        if (value) setMeasure(value);
      }}
    >
      <ToggleButton value="products" sx={{ px: 2 }}>
        Number of products
      </ToggleButton>
      <ToggleButton value="money" sx={{ px: 2 }}>
        Money value
      </ToggleButton>
    </ToggleButtonGroup>
  );
  return (
    <DashboardSection title="Retail" action={toggle}>
      {measure === 'products' ? (
        <ChartFigure
          name={perBucket('Products sold', figures.view)}
          chart={figures.retailProductsChart}
          bucket={bucketOf(figures.view)}
          formatValue={count}
        />
      ) : (
        <ChartFigure
          name={perBucket('Retail revenue', figures.view)}
          chart={figures.retailMoneyChart}
          bucket={bucketOf(figures.view)}
          formatValue={formatMoney}
        />
      )}
    </DashboardSection>
  );
}

export function SessionsSection({ figures }: { figures: DashboardFigures }) {
  return (
    <DashboardSection title="Client sessions">
      <ChartFigure
        name={perBucket('Sessions', figures.view)}
        chart={figures.sessionsChart}
        bucket={bucketOf(figures.view)}
        formatValue={count}
      />
    </DashboardSection>
  );
}
