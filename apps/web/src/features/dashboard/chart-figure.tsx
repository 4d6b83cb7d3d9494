import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId } from 'react';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import type { DashboardChart } from './dashboard-operations.ts';

// The chart library is the biggest part of the dashboard: it arrives after the numbers have shown.
const DashboardBarChart = lazy(async () => ({
  default: (await import('./dashboard-bar-chart.tsx')).DashboardBarChart,
}));

const CHART_HEIGHT = 220;
const MARKER_LABEL = 'Australia-wide average';

export interface ChartFigureProps {
  /** The figure's name, also its table's caption. */
  name: string;
  chart: DashboardChart;
  /** What one bar is: Day or Month. */
  bucket: string;
  /** A value as a person reads it: a count, or AUD for money (charts carry cents). */
  formatValue: (value: number) => string;
}

/**
 * A dashboard chart as a figure: its name, the bars with the Australia-wide marker as a dashed line
 * (named in a key below them), and a table of the same values and the marker for screen readers.
 * Money is drawn in dollars, so the axis reads as the amounts do.
 */
export function ChartFigure({ name, chart, bucket, formatValue }: ChartFigureProps) {
  const captionId = useId();
  const toAxis = (value: number) => (chart.kind === 'MONEY' ? value / 100 : value);
  const marker = formatValue(chart.australiaWideMarker);
  return (
    <Paper component="figure" aria-labelledby={captionId} sx={{ m: 0, p: 2, borderRadius: 3, minWidth: 0 }}>
      <Typography id={captionId} component="figcaption" sx={{ fontWeight: 600, mb: 1 }}>
        {name}
      </Typography>
      <Box aria-hidden sx={{ height: CHART_HEIGHT }}>
        <Suspense fallback={null}>
          <DashboardBarChart
            labels={chart.points.map((point) => point.label)}
            values={chart.points.map((point) => toAxis(point.value))}
            marker={toAxis(chart.australiaWideMarker)}
            height={CHART_HEIGHT}
          />
        </Suspense>
      </Box>
      <Box
        aria-hidden
        sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, color: 'text.secondary', typography: 'body2' }}
      >
        <Box component="span" sx={{ width: 24, borderTop: 2, borderTopStyle: 'dashed', borderColor: 'text.primary' }} />
        {MARKER_LABEL}: {marker}
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>{name}</caption>
        <thead>
          <tr>
            <th scope="col">{bucket}</th>
            <th scope="col">{name}</th>
          </tr>
        </thead>
        <tbody>
          {chart.points.map((point) => (
            <tr key={point.label}>
              <th scope="row">{point.label}</th>
              <td>{formatValue(point.value)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{MARKER_LABEL}</th>
            <td>{marker}</td>
          </tr>
        </tfoot>
      </Box>
    </Paper>
  );
}
