import { APPOINTMENTS_PAGE_SIZE } from '@piiq/domain/appointments';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { DateTime } from '../../components/date-time.tsx';
import { DownloadCsvButton } from '../../components/download-csv-button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Money } from '../../components/money.tsx';
import { PagedTable, usePageParam, type PagedTableColumn } from '../../components/paged-table.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { request } from '../../lib/graphql.ts';
import { useKeysetPage } from '../../lib/keyset-pages.ts';
import { OrderDetailView } from './order-detail.tsx';
import { GetSalonOrders, type OrderRow } from './orders-operations.ts';
import { orderKeys } from './order-keys.ts';
import { ordersCsvUrl, orderUrl } from './urls.ts';

const TITLE = 'Support Your Salon Orders';

/**
 * Orders: the salon's Support Your Salon orders, newest first, 6 a page
 * with the page in the URL; VIEW ORDER opens the order's detail at its own address.
 */
export function OrdersPage() {
  const { salonId = '', orderId } = useParams();
  const { search: queryString } = useLocation();
  if (orderId)
    return <OrderDetailView salonId={salonId} orderId={orderId} backTo={`/${salonId}/orders${queryString}`} />;
  return <OrdersList salonId={salonId} queryString={queryString} />;
}

function OrdersList({ salonId, queryString }: { salonId: string; queryString: string }) {
  const [page, setPage] = usePageParam();
  const list = useKeysetPage({
    queryKey: orderKeys.list(salonId),
    fetchPage: async (nextToken) =>
      (await request(GetSalonOrders, { salonId, limit: APPOINTMENTS_PAGE_SIZE, nextToken })).salon,
    nextTokenOf: (last) => last.orders.nextToken,
    page,
  });
  useEffect(() => {
    if (list.pastTheEnd) setPage(list.shownPage);
  }, [list.pastTheEnd, list.shownPage, setPage]);
  const timeZone = list.first?.timeZone;

  const columns: ReadonlyArray<PagedTableColumn<OrderRow>> = [
    { key: 'number', header: 'Order Number', cell: (order) => order.orderNumber },
    {
      key: 'date',
      header: 'Date',
      cell: (order) => (timeZone ? <DateTime value={order.createdAt} timeZone={timeZone} format="order" /> : null),
    },
    { key: 'email', header: 'Email', cell: (order) => order.email },
    { key: 'total', header: 'Total', align: 'right', cell: (order) => <Money cents={order.grandTotal} /> },
    {
      key: 'view',
      header: (
        <Box component="span" sx={visuallyHidden}>
          Order detail
        </Box>
      ),
      align: 'right',
      cell: (order) => (
        <Button
          component={RouterLink}
          to={orderUrl(salonId, order.id, queryString)}
          size="small"
          variant="outlined"
          aria-label={`VIEW ORDER ${order.orderNumber}`}
        >
          VIEW ORDER
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageTitle title={TITLE} action={<DownloadCsvButton href={ordersCsvUrl(salonId)} />} />
      {list.first ? (
        <PagedTable
          label={TITLE}
          columns={columns}
          rows={list.shown?.orders.items ?? []}
          rowKey={(order) => order.id}
          pageSize={APPOINTMENTS_PAGE_SIZE}
          totalCount={list.first.orders.totalCount}
          page={list.shownPage}
          onPageChange={setPage}
          loading={list.loading}
          stackOnPhone
          empty={
            <EmptyState
              title="No orders yet"
              body="When a client buys the products recommended in a session, the order appears here."
            />
          }
        />
      ) : (
        <QueryProblem query={list.query} what="the orders" />
      )}
    </>
  );
}
