import { listOrderStatus } from '@piiq/domain/cart';
import { APPOINTMENTS_PAGE_SIZE, NO_APPOINTMENTS } from '@piiq/domain/appointments';
import type { NavParam } from '@piiq/domain/dates';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { DateTime } from '../../components/date-time.tsx';
import { DownloadCsvButton } from '../../components/download-csv-button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { PagedTable, usePageParam, type PagedTableColumn } from '../../components/paged-table.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { SearchField } from '../../components/search-field.tsx';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { ClientPortrait } from '../../components/client-portrait.tsx';
import { useAppointmentFilters, useAppointmentPage } from './appointment-list.ts';
import { appointmentRecordQuery } from './appointment-record-query.ts';
import type { AppointmentRow } from './appointments-operations.ts';
import { appointmentsCsvUrl, appointmentUrl } from './urls.ts';

const AppointmentRecordDialog = lazy(() =>
  import('./appointment-record.tsx').then((module) => ({ default: module.AppointmentRecordDialog })),
);

const DAY_FILTERS: ReadonlyArray<{ value: NavParam; label: string }> = [
  { value: 'TODAY', label: 'Today' },
  { value: 'YESTERDAY', label: 'Yesterday' },
  { value: 'THISWEEK', label: 'This week' },
  { value: 'ALLTIME', label: 'All time' },
];

/**
 * Appointments: the salon's mirror sessions, newest first, 6 a page, by
 * day filter (in the salon's time zone) and client name; a row opens the appointment record over
 * the list, at its own address.
 */
export function AppointmentsPage() {
  const { salonId = '', appointmentId } = useParams();
  const { search: queryString } = useLocation();
  const [filters, setFilters] = useAppointmentFilters();
  const [page, setPage] = usePageParam();
  const list = useAppointmentPage(salonId, filters, page);
  // The record's data is asked for at once, beside its panel's code, rather than after it.
  const queryClient = useQueryClient();
  useEffect(() => {
    if (appointmentId) void queryClient.prefetchQuery(appointmentRecordQuery(salonId, appointmentId));
  }, [queryClient, salonId, appointmentId]);
  useEffect(() => {
    if (list.pastTheEnd) setPage(list.shownPage);
  }, [list.pastTheEnd, list.shownPage, setPage]);

  const columns: ReadonlyArray<PagedTableColumn<AppointmentRow>> = [
    {
      key: 'portrait',
      header: (
        <Box component="span" sx={visuallyHidden}>
          Portrait
        </Box>
      ),
      cell: (row) => <ClientPortrait name={row.clientName} url={row.clientSelfieImage?.url ?? null} />,
    },
    {
      key: 'client',
      header: 'Client',
      cell: (row) => (
        <Link component={RouterLink} to={appointmentUrl(salonId, row.id, queryString)} sx={{ fontWeight: 600 }}>
          {row.clientName}
        </Link>
      ),
    },
    { key: 'count', header: 'Appointments', align: 'right', cell: (row) => row.clientAppointmentCount },
    {
      key: 'date',
      header: 'Last appointment',
      cell: (row) =>
        list.timeZone ? <DateTime value={row.createdAt} timeZone={list.timeZone} format="dayTime" /> : null,
    },
    { key: 'stylist', header: 'Stylist', cell: (row) => row.staffName },
    { key: 'rebook', header: 'Rebook status', cell: (row) => row.rebookStatus },
    // The cart's order in the server's words, NOT BOUGHT without one (domain retailWording).
    { key: 'order', header: 'Order status', cell: (row) => listOrderStatus(row) },
  ];

  const filtered = filters.navParam !== 'ALLTIME' || filters.search !== '';
  return (
    <>
      <PageTitle title="Appointments" action={<DownloadCsvButton href={appointmentsCsvUrl(salonId, filters)} />} />
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="Show appointments from"
          value={filters.navParam}
          onChange={(_event, value: NavParam | null) => {
            if (value) setFilters({ navParam: value });
          }}
        >
          {DAY_FILTERS.map((filter) => (
            <ToggleButton key={filter.value} value={filter.value} sx={{ px: 2 }}>
              {filter.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box sx={{ minWidth: { xs: '100%', sm: 280 } }}>
          <SearchField label="Search for client" value={filters.search} onSearch={(search) => setFilters({ search })} />
        </Box>
      </Box>
      {list.query.data ? (
        <PagedTable
          label="Appointments"
          columns={columns}
          rows={list.rows}
          rowKey={(row) => row.id}
          pageSize={APPOINTMENTS_PAGE_SIZE}
          totalCount={list.totalCount}
          page={list.shownPage}
          onPageChange={setPage}
          loading={list.loading}
          stackOnPhone
          empty={
            <EmptyState
              title={NO_APPOINTMENTS}
              body={
                filtered
                  ? 'No appointment matches these filters. Try another day or name.'
                  : 'Appointments appear here as soon as a stylist starts a consultation on the mirror.'
              }
            />
          }
        />
      ) : (
        <QueryProblem query={list.query} what="the appointments" />
      )}
      {appointmentId ? (
        <Suspense fallback={null}>
          <AppointmentRecordDialog
            salonId={salonId}
            appointmentId={appointmentId}
            closeTo={`/${salonId}/appointments${queryString}`}
          />
        </Suspense>
      ) : null}
    </>
  );
}
