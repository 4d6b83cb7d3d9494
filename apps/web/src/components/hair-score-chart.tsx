import { DISPLAY_SCALE_MAX } from '@piiq/domain/hair-analysis';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { useTheme } from '@mui/material/styles';

export interface HairScoreChartProps {
  /** The sessions' days, oldest first, as the x axis reads them. */
  days: readonly string[];
  /** The score out of 10 on each of those days; null where the mirror did not measure it. */
  values: ReadonlyArray<number | null>;
  height: number;
}

/**
 * One score's line over the client's analysed sessions, in its own module so the chart library loads
 * only once a client page has a trend to draw. Composed from the plot and axes alone rather than
 * LineChart: its tooltip, legend and toolbar cost 19 kB gzip that a 150 px chart has no use for.
 * Screen readers read the table beside it, so the drawing takes no keyboard focus of its own.
 */
export function HairScoreChart({ days, values, height }: HairScoreChartProps) {
  const theme = useTheme();
  const axisText = { fill: theme.palette.text.secondary, fontSize: 12 };
  return (
    <ChartsContainer
      height={height}
      disableKeyboardNavigation
      // The sessions by position, not by date: two sessions on one day stay two points.
      xAxis={[
        {
          scaleType: 'point',
          data: days.map((_, index) => index),
          valueFormatter: (index: number) => days[index] ?? '',
          tickLabelStyle: axisText,
        },
      ]}
      yAxis={[{ min: 0, max: DISPLAY_SCALE_MAX, tickNumber: 3, width: 32, tickLabelStyle: axisText }]}
      series={[
        { type: 'line', data: [...values], color: theme.palette.primary.main, connectNulls: true, showMark: true },
      ]}
      // Room either side for half a date: the first and the last sit on the plot's edges.
      margin={{ top: 8, right: 36, bottom: 0, left: 8 }}
    >
      <ChartsGrid horizontal />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis />
      <ChartsYAxis />
    </ChartsContainer>
  );
}
