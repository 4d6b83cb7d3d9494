import type { ChartView } from '@piiq/domain/dates';
import { NOT_SALON_ADMIN_MESSAGE } from '@piiq/domain/salon-access';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { darken, lighten } from '@mui/material/styles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { DownloadCsvButton } from '../../components/download-csv-button.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { ApiError, request } from '../../lib/graphql.ts';
import { RetailSection, SessionsSection } from './chart-sections.tsx';
import { dashboardKeys } from './dashboard-keys.ts';
import { GetDashboard, GetDashboardNews } from './dashboard-operations.ts';
import { useDashboardView } from './dashboard-view.ts';
import { kpiFigures } from './kpi-figures.ts';
import { KpiSection } from './kpi-section.tsx';
import { NewsSection } from './news-section.tsx';
import { PairMirrorNotice } from './pair-mirror-notice.tsx';
import { sampleDashboard } from './sample-dashboard.ts';
import { StylistSection } from './stylist-section.tsx';
import { stylistsCsvUrl } from './urls.ts';

const VIEWS: ReadonlyArray<{ value: ChartView; label: string }> = [
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
  { value: 'year', label: 'Year' },
  { value: 'all', label: 'All time' },
];

/** Why sample data is on screen: the salon's figures are on their way, or it has none yet. */
type SampleReason = 'loading' | 'no sessions';

/** The server refuses a salon's figures to anyone but its admins (a salon shared as a client, a stale session). */
const isNotAdmin = (error: unknown) =>
  error instanceof ApiError && (error.code === 'FORBIDDEN' || error.code === 'NOT_AUTHORIZED');

/**
 * Dashboard: the news, then the view's key figures, the retail and
 * client-session charts with the Australia-wide markers, and each stylist's conversion. Until the
 * salon's figures arrive, and for a salon without a session yet, sample figures stand in, marked
 * as such, so the page is never blank and shows what it will hold.
 */
export function DashboardPage() {
  const { salonId = '' } = useParams();
  const [view, setView] = useDashboardView();
  const figures = useQuery({
    queryKey: dashboardKeys.view(salonId, view),
    queryFn: async () => (await request(GetDashboard, { salonId, view, isAllTime: view === 'all' })).salon,
    placeholderData: keepPreviousData,
  });
  const news = useQuery({
    queryKey: dashboardKeys.news(salonId),
    queryFn: async () => (await request(GetDashboardNews, { salonId })).salon.news,
  });
  // The sample's clock: fixed for the visit, so the sample does not change under the reader.
  const [now] = useState(() => new Date());
  const viewLabelId = useId();

  const salon = figures.data;
  const sessionsEver = salon ? (salon.allTime?.kpis.sessions ?? salon.dashboard.kpis.sessions) : null;
  const sampleReason: SampleReason | null = salon
    ? sessionsEver === 0
      ? 'no sessions'
      : null
    : figures.isError
      ? null
      : 'loading';
  const zone = salon?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const sample = useMemo(
    () => (sampleReason ? sampleDashboard(view, now, zone) : null),
    [sampleReason, view, now, zone],
  );
  const shown = sample ?? salon?.dashboard ?? null;

  if (isNotAdmin(figures.error) || isNotAdmin(news.error)) {
    return (
      <>
        <PageTitle title="Dashboard" />
        <Typography>{NOT_SALON_ADMIN_MESSAGE}</Typography>
      </>
    );
  }

  return (
    <>
      <PageTitle title="Dashboard" />
      <PairMirrorNotice salonId={salonId} allowance={salon?.mirrorAllowance} />
      {news.data ? (
        news.data.heading ? (
          <NewsSection heading={news.data.heading} cards={news.data.cards} />
        ) : null
      ) : news.isError ? (
        <QueryProblem query={news} what="the news" />
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
        <Typography id={viewLabelId} sx={{ fontWeight: 600 }}>
          View
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-labelledby={viewLabelId}
          value={view}
          onChange={(_event, value: ChartView | null) => {
            if (value) setView(value);
          }}
        >
          {VIEWS.map((option) => (
            <ToggleButton key={option.value} value={option.value} sx={{ px: 2 }}>
              {option.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {shown ? (
        <Box
          aria-busy={figures.isPlaceholderData || undefined}
          sx={{ opacity: figures.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          {sampleReason ? <SampleDataNotice reason={sampleReason} /> : null}
          <KpiSection figures={kpiFigures(shown.kpis, shown.view)} />
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
              columnGap: 3,
            }}
          >
            <RetailSection figures={shown} />
            <SessionsSection figures={shown} />
          </Box>
          <StylistSection
            rows={shown.stylists}
            action={sample ? null : <DownloadCsvButton href={stylistsCsvUrl(salonId, shown.view)} />}
          />
        </Box>
      ) : (
        <QueryProblem query={figures} what="your salon’s figures" />
      )}
    </>
  );
}

function SampleDataNotice({ reason }: { reason: SampleReason }) {
  return (
    <Box
      role="status"
      sx={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'baseline',
        columnGap: 1.5,
        rowGap: 0.5,
        px: 2,
        py: 1.5,
        mb: 3,
        borderRadius: 3,
        border: '1px dashed',
        borderColor: 'warning.main',
        color: darken(theme.palette.warning.main, 0.6),
        bgcolor: lighten(theme.palette.warning.main, 0.9),
      })}
    >
      <Typography component="strong" sx={{ fontWeight: 700 }}>
        Sample data
      </Typography>
      <Typography variant="body2" sx={{ color: 'inherit' }}>
        {reason === 'loading'
          ? 'Your salon’s figures are loading; these examples show until they arrive.'
          : 'Your salon has no mirror sessions yet, so these figures are examples. Your own figures replace them after your first session at the mirror.'}
      </Typography>
    </Box>
  );
}
