import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatPercent, TREND_LABELS, WEEKLY_MEASURE_LABELS, type Trend, type WeeklyMeasure } from '@piiq/domain/kpi';
import { useId, type ReactNode } from 'react';
import type { WeeklyTip } from './weekly-operations.ts';

const TREND_ICONS = { UP: TrendingUpIcon, DOWN: TrendingDownIcon, SAME: TrendingFlatIcon } as const;
// Every measure is better higher, so up reads as good news and down as a warning.
const TREND_COLOURS = { UP: 'success.main', DOWN: 'error.main', SAME: 'text.secondary' } as const;

const countFormat = new Intl.NumberFormat('en-AU');

export interface WeeklyMeasureCardProps {
  measure: WeeklyMeasure;
  thisWeek: number;
  lastWeek: number;
  trend: Trend;
  /** What the measure counts, in one line (the KPI's definition). */
  definition: string;
  /** Whether the figures are shares (shown as whole percents) or counts. */
  percent: boolean;
  /** The similar-salon average beside a share, named by where it comes from; none for the count. */
  average: { label: string; value: number } | null;
  tips: readonly WeeklyTip[];
}

/** One measure of the weekly report: this week large with its arrow, last week and the average beside it, then its tips. */
export function WeeklyMeasureCard({
  measure,
  thisWeek,
  lastWeek,
  trend,
  definition,
  percent,
  average,
  tips,
}: WeeklyMeasureCardProps) {
  const headingId = useId();
  const definitionId = useId();
  const label = WEEKLY_MEASURE_LABELS[measure];
  const show = (value: number) => (percent ? formatPercent(value) : countFormat.format(value));
  const TrendIcon = TREND_ICONS[trend];
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      aria-describedby={definitionId}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 }, flex: 1 }}>
        <Typography id={headingId} variant="h2">
          {label}
        </Typography>
        <Typography id={definitionId} variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          {definition}
        </Typography>
        {/* Wrapping rather than columns: this week's large figure and arrow never overlap the next on a phone. */}
        <Box
          component="dl"
          sx={{ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 2, alignItems: 'flex-end' }}
        >
          <Figure term="This week">
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              <Box component="span" sx={{ fontSize: '2.5rem', fontWeight: 600, lineHeight: 1.1 }}>
                {show(thisWeek)}
              </Box>
              <TrendIcon titleAccess={TREND_LABELS[trend]} sx={{ fontSize: '2rem', color: TREND_COLOURS[trend] }} />
            </Box>
          </Figure>
          <Figure term="Last week">{show(lastWeek)}</Figure>
          {average ? <Figure term={average.label}>{show(average.value)}</Figure> : null}
        </Box>
      </CardContent>
      {tips.length > 0 ? <Tips label={label} tips={tips} /> : null}
    </Card>
  );
}

function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Closed at first: the numbers are what a glance is for, the advice is there when a figure needs it. */
function Tips({ label, tips }: { label: string; tips: readonly WeeklyTip[] }) {
  const summaryId = useId();
  const detailsId = useId();
  return (
    <Accordion
      disableGutters
      square
      elevation={0}
      sx={{ borderTop: 1, borderColor: 'divider', '&::before': { display: 'none' } }}
    >
      <AccordionSummary
        id={summaryId}
        aria-controls={detailsId}
        expandIcon={<ExpandMoreIcon />}
        sx={{ px: { xs: 2, sm: 3 } }}
      >
        <Typography sx={{ fontWeight: 600 }}>Tips for {label}</Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ px: { xs: 2, sm: 3 }, pt: 1, pb: 3 }}>
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 2 }}>
          {tips.map((tip) => (
            <li key={tip.id}>
              <Typography variant="h4" component="h4" sx={{ fontSize: '1rem', mb: 0.5 }}>
                {tip.title}
              </Typography>
              <Typography color="text.secondary">{tip.body}</Typography>
            </li>
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
