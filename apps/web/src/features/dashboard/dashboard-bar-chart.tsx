import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useTheme } from '@mui/material/styles';

export interface DashboardBarChartProps {
  /** Each bar's label: a day (Mon, 14) or a month (Sept). */
  labels: readonly string[];
  values: readonly number[];
  /** The Australia-wide average, drawn as a dashed line across the bars. */
  marker: number;
  height: number;
}

/**
 * One dashboard chart: a bar per day or month and the Australia-wide marker. In its own module so
 * the chart library loads after the dashboard's numbers have shown; composed from the plot, axes and
 * reference line rather than BarChart, whose tooltip, legend and toolbar the figure's table replaces.
 * Screen readers read that table, so the drawing takes no keyboard focus of its own.
 */
export function DashboardBarChart({ labels, values, marker, height }: DashboardBarChartProps) {
  const theme = useTheme();
  const axisText = { fill: theme.palette.text.secondary, fontSize: 12 };
  // The axis must reach the marker, or a quiet period would draw its line off the chart.
  const highest = Math.max(marker, ...values);
  return (
    <ChartsContainer
      height={height}
      disableKeyboardNavigation
      xAxis={[{ scaleType: 'band', data: [...labels], tickLabelStyle: axisText }]}
      yAxis={[{ min: 0, max: highest > 0 ? highest : 1, tickNumber: 4, width: 44, tickLabelStyle: axisText }]}
      series={[{ type: 'bar', data: [...values], color: theme.palette.primary.main }]}
      // Room on the right for half of the last month's label, which centres on the last bar.
      margin={{ top: 8, right: 24, bottom: 0, left: 0 }}
    >
      <ChartsGrid horizontal />
      <BarPlot />
      <ChartsReferenceLine
        y={marker}
        lineStyle={{ stroke: theme.palette.text.primary, strokeDasharray: '6 4', strokeWidth: 1.5 }}
      />
      <ChartsXAxis />
      <ChartsYAxis />
    </ChartsContainer>
  );
}
