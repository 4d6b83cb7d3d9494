import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import {
  formatSalonWeek,
  KPI_DEFINITIONS,
  SIMILAR_SALON_SOURCE_LABELS,
  similarSalonSourceText,
  WEEKLY_MEASURES,
  type KpiName,
  type WeeklyMeasure,
} from '@piiq/domain/kpi';
import { NOT_SALON_ADMIN_MESSAGE } from '@piiq/domain/salon-access';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { ApiError, request } from '../../lib/graphql.ts';
import { WeeklyMeasureCard } from './weekly-measure-card.tsx';
import { weeklyKeys } from './weekly-keys.ts';
import { GetWeeklyReport, type WeeklyReportData } from './weekly-operations.ts';

type Figures = WeeklyReportData['weeklyReport']['thisWeek'];
type Trends = WeeklyReportData['weeklyReport']['trends'];
type Averages = WeeklyReportData['similarSalonAverages'];

type AverageField = 'retailPercent' | 'rebookPercent' | 'treatmentPercent';

/**
 * Where each measure's figures, arrow and average sit in the API's answer, and the KPI whose
 * definition explains it; the count has no average.
 */
const MEASURE_FIELDS: Readonly<
  Record<WeeklyMeasure, { figure: keyof Figures; trend: keyof Trends; average: AverageField | null; kpi: KpiName }>
> = {
  APPOINTMENTS: { figure: 'totalAppointments', trend: 'totalAppointments', average: null, kpi: 'sessions' },
  RETAIL: { figure: 'retailPercent', trend: 'retail', average: 'retailPercent', kpi: 'retailPercent' },
  REBOOK: { figure: 'rebookPercent', trend: 'rebook', average: 'rebookPercent', kpi: 'rebookPercent' },
  TREATMENT: { figure: 'treatmentPercent', trend: 'treatment', average: 'treatmentPercent', kpi: 'treatmentPercent' },
};

/** Weekly report: this week against last week, with similar-salon averages and tips. */
export function WeeklyPage() {
  const { salonId = '' } = useParams();
  const report = useQuery({
    queryKey: weeklyKeys.report(salonId),
    queryFn: async () => (await request(GetWeeklyReport, { salonId })).salon,
  });
  return (
    <>
      <PageTitle title="Weekly report" />
      {report.data ? (
        <WeeklyReport data={report.data} />
      ) : report.error instanceof ApiError && report.error.code === 'FORBIDDEN' ? (
        // The shell stops a non-admin before this page; the server has the last word when the
        // signed-in user's access changed since they signed in.
        <Typography>{NOT_SALON_ADMIN_MESSAGE}</Typography>
      ) : (
        <QueryProblem query={report} what="your weekly report" />
      )}
    </>
  );
}

function WeeklyReport({ data }: { data: WeeklyReportData }) {
  const { weeklyReport: report, similarSalonAverages: averages, weeklyTips: tips, timeZone } = data;
  const noSessions = report.thisWeek.totalAppointments === 0 && report.lastWeek.totalAppointments === 0;
  const averageLabel = SIMILAR_SALON_SOURCE_LABELS[averages.source];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}
      >
        <Typography component="dt" sx={{ fontWeight: 600 }}>
          This week
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {formatSalonWeek(new Date(report.thisWeekStart), timeZone)}
        </Typography>
        <Typography component="dt" sx={{ fontWeight: 600 }}>
          Last week
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {formatSalonWeek(new Date(report.lastWeekStart), timeZone)}
        </Typography>
      </Box>
      {noSessions ? (
        <Typography color="text.secondary">
          No mirror sessions this week or last week yet. The figures fill in as clients use the mirror.
        </Typography>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        {WEEKLY_MEASURES.map((measure) => {
          const fields = MEASURE_FIELDS[measure];
          return (
            <WeeklyMeasureCard
              key={measure}
              measure={measure}
              thisWeek={report.thisWeek[fields.figure]}
              lastWeek={report.lastWeek[fields.figure]}
              trend={report.trends[fields.trend]}
              definition={KPI_DEFINITIONS[fields.kpi]}
              percent={fields.average !== null}
              average={fields.average ? { label: averageLabel, value: averages[fields.average] } : null}
              tips={tips.filter((tip) => tip.measure === measure)}
            />
          );
        })}
      </Box>
      <Comparison averages={averages} />
    </Box>
  );
}

/** Which averages stand beside the salon's shares, and how they are chosen (the server's help text). */
function Comparison({ averages }: { averages: Averages }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Typography id={headingId} variant="h2" sx={{ mb: 1 }}>
          {SIMILAR_SALON_SOURCE_LABELS[averages.source]}
        </Typography>
        <Typography sx={{ mb: 1 }}>{similarSalonSourceText(averages.source, averages.salons)}</Typography>
        <Typography color="text.secondary">{averages.help}</Typography>
      </CardContent>
    </Card>
  );
}
