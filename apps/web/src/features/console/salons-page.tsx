import { formatDay, PROVIDER_TIME_ZONE } from '@piiq/domain/dates';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { PagedTable, type PagedTableColumn } from '../../components/paged-table.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { SearchField } from '../../components/search-field.tsx';
import { request } from '../../lib/graphql.ts';
import { consoleKeys } from './console-keys.ts';
import { GetConsoleSalons, type DirectorySalon } from './console-operations.ts';
import { LoadMore, useFilterParams, useLoadMoreList } from './load-more.tsx';
import { consoleSalonUrl } from './urls.ts';

const PAGE_SIZE = 25;

/** Where a salon stands with piiq: its subscription's state, or still in the setup wizard. */
export function salonStatus(salon: Pick<DirectorySalon, 'subscriptionStatus' | 'onboardingComplete'>): string {
  const subscription = salon.subscriptionStatus
    ? salon.subscriptionStatus.replace('_', ' ').toLowerCase()
    : 'no subscription';
  return salon.onboardingComplete ? subscription : `${subscription}, setting up`;
}

const day = (value: string | null) => (value ? formatDay(new Date(value), PROVIDER_TIME_ZONE) : 'never');

/** Every salon, newest signup first: its plan, mirrors, state and last session, each opening its page. */
export function SalonsPage() {
  const [searchParams, setFilter] = useFilterParams();
  const search = searchParams.get('search') ?? '';
  const list = useLoadMoreList({
    queryKey: consoleKeys.salons(search),
    fetchPage: async (nextToken) =>
      (await request(GetConsoleSalons, { search: search || null, limit: PAGE_SIZE, nextToken })).consoleSalons,
    nextTokenOf: (page) => page.nextToken,
    itemsOf: (page) => page.items,
  });

  const columns: ReadonlyArray<PagedTableColumn<DirectorySalon>> = [
    {
      key: 'name',
      header: 'Salon',
      cell: (salon) => (
        <Link component={RouterLink} to={consoleSalonUrl(salon.id)} sx={{ fontWeight: 500 }}>
          {salon.name}
        </Link>
      ),
    },
    { key: 'owner', header: 'Owner', cell: (salon) => [salon.ownerName, salon.email].filter(Boolean).join(', ') },
    {
      key: 'plan',
      header: 'Plan',
      cell: (salon) =>
        salon.plan
          ? `${salon.plan}${salon.subscriptionType ? `, ${salon.subscriptionType.toLowerCase()}` : ''}`
          : 'none',
    },
    {
      key: 'mirrors',
      header: 'Mirrors',
      cell: (salon) => `${salon.mirrorsPaired} paired of ${salon.mirrorsOrdered} ordered`,
    },
    { key: 'status', header: 'Status', cell: (salon) => salonStatus(salon) },
    { key: 'signedUp', header: 'Signed up', cell: (salon) => day(salon.signedUpAt) },
    { key: 'last', header: 'Last session', cell: (salon) => day(salon.lastSessionAt) },
  ];

  return (
    <>
      <PageTitle title="Salons" />
      <SearchField
        label="Search salons (name, owner or email)"
        value={search}
        onSearch={(text) => setFilter('search', text.trim())}
      />
      {list.items ? (
        <>
          <PagedTable
            label="Salons"
            columns={columns}
            rows={list.items}
            rowKey={(salon) => salon.id}
            pageSize={Math.max(list.items.length, 1)}
            loading={list.query.isPlaceholderData}
            stackOnPhone
            empty={
              <EmptyState
                title="No salons"
                body={search ? 'No salon matches this search.' : 'Salons appear here as they sign up.'}
              />
            }
          />
          <LoadMore query={list.query} what="salons" />
        </>
      ) : (
        <QueryProblem query={list.query} what="the salons" />
      )}
    </>
  );
}
