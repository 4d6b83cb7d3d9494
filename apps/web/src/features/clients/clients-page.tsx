import { clientCountText, NO_CLIENT_HISTORY } from '@piiq/domain/appointments';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { ClientPortrait } from '../../components/client-portrait.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { DownloadCsvButton } from '../../components/download-csv-button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { PagedTable, usePageParam, type PagedTableColumn } from '../../components/paged-table.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { SearchField } from '../../components/search-field.tsx';
import { request } from '../../lib/graphql.ts';
import { clientKeys, GetClients, type ClientRow } from './clients-operations.ts';
import { clientsCsvUrl, clientUrl } from './urls.ts';
import { HiddenHeader } from '../../components/hidden-header.tsx';

const PAGE_SIZE = 10;

/** The search in the URL (?search=), so a reload or a shared link shows the same clients; a new search starts at page 1. */
function useClientSearch(): [string, (search: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = (searchParams.get('search') ?? '').trim();
  const setSearch = useCallback(
    (next: string) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next.trim()) params.set('search', next.trim());
          else params.delete('search');
          params.delete('page');
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return [search, setSearch];
}

/** Client records: the salon's clients from their sessions, most recently seen first. */
export function ClientsPage() {
  const { salonId = '' } = useParams();
  const [search, setSearch] = useClientSearch();
  const [page, setPage] = usePageParam();
  const clients = useQuery({
    queryKey: clientKeys.list(salonId, search, page),
    queryFn: async () => (await request(GetClients, { salonId, search, limit: PAGE_SIZE, page: page + 1 })).salon,
    placeholderData: keepPreviousData,
  });
  const totalCount = clients.data?.clients.totalCount ?? 0;
  const lastPage = Math.max(0, Math.ceil(totalCount / PAGE_SIZE) - 1);
  useEffect(() => {
    if (clients.data && !clients.isPlaceholderData && page > lastPage) setPage(lastPage);
  }, [clients.data, clients.isPlaceholderData, page, lastPage, setPage]);
  const timeZone = clients.data?.timeZone;
  const [withColourRecord, setWithColourRecord] = useState(false);

  const columns: ReadonlyArray<PagedTableColumn<ClientRow>> = [
    {
      key: 'portrait',
      header: <HiddenHeader>Portrait</HiddenHeader>,
      cell: (client) => <ClientPortrait name={client.name} url={client.portrait?.url ?? null} />,
    },
    {
      key: 'name',
      header: 'Client Name',
      cell: (client) => (
        <Link component={RouterLink} to={clientUrl(salonId, client.id)} sx={{ fontWeight: 600 }}>
          {client.name}
        </Link>
      ),
    },
    { key: 'visits', header: 'Visits', align: 'right', cell: (client) => client.visits },
    {
      key: 'last',
      header: 'Last Appointment',
      cell: (client) =>
        timeZone ? <DateTime value={client.lastAppointmentAt} timeZone={timeZone} format="dayTime" /> : null,
    },
    { key: 'stylist', header: 'Last Stylist', cell: (client) => client.lastStylist },
  ];

  return (
    <>
      <PageTitle
        title="Client records"
        action={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <FormControlLabel
              control={
                <Checkbox checked={withColourRecord} onChange={(event) => setWithColourRecord(event.target.checked)} />
              }
              label="Include colour records (phone, allergies, patch tests, formulas)"
            />
            <DownloadCsvButton href={clientsCsvUrl(salonId, search, withColourRecord)} />
          </Box>
        }
      />
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
      >
        <Box sx={{ minWidth: { xs: '100%', sm: 320 } }}>
          <SearchField label="Search for client" value={search} onSearch={setSearch} />
        </Box>
        {clients.data ? <Typography sx={{ fontWeight: 600 }}>{clientCountText(totalCount)}</Typography> : null}
      </Box>
      {clients.data ? (
        <PagedTable
          label="Client records"
          columns={columns}
          rows={clients.data.clients.items}
          rowKey={(client) => client.id}
          pageSize={PAGE_SIZE}
          totalCount={totalCount}
          page={Math.min(page, lastPage)}
          onPageChange={setPage}
          loading={clients.isPlaceholderData}
          stackOnPhone
          empty={
            <EmptyState
              title={NO_CLIENT_HISTORY}
              body={
                search
                  ? 'No client matches this name. Try another spelling.'
                  : 'Clients appear here after their first consultation at the mirror.'
              }
            />
          }
        />
      ) : (
        <QueryProblem query={clients} what="your clients" />
      )}
    </>
  );
}
