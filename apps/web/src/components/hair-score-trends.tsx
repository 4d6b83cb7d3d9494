import { formatDay } from '@piiq/domain/dates';
import {
  hairScoreTrends,
  MIN_TREND_SESSIONS,
  NO_ANALYSED_SESSIONS,
  scoreText,
  TREND_NEEDS_MORE_SESSIONS,
  type HairAnalysis,
  type ScoreTrend,
} from '@piiq/domain/hair-analysis';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { visuallyHidden } from './visually-hidden.ts';

// The chart library is the biggest part of this page: it loads after the sessions table has shown,
// or, with drawWhenNear, once the section comes near the window.
const HairScoreChart = lazy(async () => ({ default: (await import('./hair-score-chart.tsx')).HairScoreChart }));

const CHART_HEIGHT = 150;

/** How far below the window a section starts to draw, so its charts are usually drawn before they are seen. */
const NEAR_WINDOW = '200px 0px';

/** Whether the element is, or has been, near the window; always true when not asked to wait. */
function useNearWindow(wait: boolean) {
  const ref = useRef<HTMLElement>(null);
  // Without the observer (an old browser, jsdom) the charts are drawn at once, as before.
  const [near, setNear] = useState(() => !wait || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_WINDOW },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/** A session as the trends read it: when, and what the mirror measured (the API's raw 0-20 scores). */
export interface AnalysedSession {
  createdAt: string;
  hairAnalysis: HairAnalysis | null | undefined;
}

/**
 * The client's six hair scores over their analysed sessions, one small chart each, out of 10 as the
 * appointment record's sliders show them. Each chart is a figure named "<Score> over time" with a
 * table of its values for screen readers. With one analysed session there is no line to draw: its
 * values are listed instead.
 */
export function HairScoreTrends({
  sessions,
  timeZone,
  title,
  drawWhenNear = false,
}: {
  sessions: readonly AnalysedSession[];
  timeZone: string;
  title: string;
  /** Loads the chart library only once the section comes near the window: for a page where it sits far below the fold. */
  drawWhenNear?: boolean;
}) {
  const headingId = useId();
  const { ref, near } = useNearWindow(drawWhenNear);
  const trends = hairScoreTrends(
    sessions.map((session) => ({ createdAt: new Date(session.createdAt), hairAnalysis: session.hairAnalysis })),
  );
  const analysed = trends[0]?.points.length ?? 0;
  return (
    <Box component="section" ref={ref} aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} variant="h2" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {analysed === 0 ? (
        <Typography color="text.secondary">{NO_ANALYSED_SESSIONS}</Typography>
      ) : analysed < MIN_TREND_SESSIONS ? (
        <OneAnalysis trends={trends} timeZone={timeZone} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
            gap: 2,
          }}
        >
          {trends.map((trend) => (
            <ScoreTrendFigure key={trend.score} trend={trend} timeZone={timeZone} draw={near} />
          ))}
        </Box>
      )}
    </Box>
  );
}

function ScoreTrendFigure({ trend, timeZone, draw }: { trend: ScoreTrend; timeZone: string; draw: boolean }) {
  const captionId = useId();
  const days = trend.points.map((point) => formatDay(point.at, timeZone));
  return (
    <Paper component="figure" aria-labelledby={captionId} sx={{ m: 0, p: 2, borderRadius: 3 }}>
      <Typography id={captionId} component="figcaption" sx={{ fontWeight: 600 }}>
        {trend.label} over time
      </Typography>
      <Box aria-hidden sx={{ height: CHART_HEIGHT }}>
        {draw ? (
          <Suspense fallback={null}>
            <HairScoreChart days={days} values={trend.points.map((point) => point.value)} height={CHART_HEIGHT} />
          </Suspense>
        ) : null}
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>{trend.label} by session, out of 10</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">{trend.label}</th>
          </tr>
        </thead>
        <tbody>
          {trend.points.map((point, index) => (
            <tr key={`${point.at.toISOString()}-${index}`}>
              <td>{days[index]}</td>
              <td>{scoreText(point.value)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Paper>
  );
}

function OneAnalysis({ trends, timeZone }: { trends: readonly ScoreTrend[]; timeZone: string }) {
  const at = trends[0]?.points[0]?.at;
  return (
    <>
      {at ? <Typography sx={{ mb: 1 }}>Analysed on {formatDay(at, timeZone)}:</Typography> : null}
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content max-content', columnGap: 3, rowGap: 0.5, m: 0 }}
      >
        {trends.map((trend) => (
          <Box key={trend.score} sx={{ display: 'contents' }}>
            <Typography component="dt">{trend.label}</Typography>
            <Typography component="dd" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
              {scoreText(trend.points[0]?.value ?? null)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {TREND_NEEDS_MORE_SESSIONS}
      </Typography>
    </>
  );
}
