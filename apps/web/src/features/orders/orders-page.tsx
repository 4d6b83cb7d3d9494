import { APPOINTMENTS_PAGE_SIZE } from '@piiq/domain/appointments';
import { CART_STATUSES, type CartStatus } from '@piiq/domain/cart';
import { ORDER_STATUS_FILTER_PARAM, readOrderStatusFilter } from '@piiq/domain/orders';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useCallback, useEffect } from 'react';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router';
import { DateTime } from '../../components/date-time.tsx';
import { DownloadCsvButton } from '../../components/download-csv-button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Money } from '../../components/money.tsx';
import { OrderDeliveryChip, OrderStatusChip } from '../../components/order-chips.tsx';
import { PagedTable, usePageParam, type PagedTableColumn } from '../../components/paged-table.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { SelectInput } from '../../components/select-input.tsx';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { request } from '../../lib/graphql.ts';
import { useKeysetPage } from '../../lib/keyset-pages.ts';
import { clientUrl } from '../clients/urls.ts';
import { OrderDetailView } from './order-detail.tsx';
import { GetSalonOrders, type OrderRow } from './orders-operations.ts';
import { orderKeys } from './order-keys.ts';
import { ordersCsvUrl, orderUrl } from './urls.ts';

const TITLE = 'Support Your Salon Orders';

const ALL_STATUSES = 'ALL';
const STATUS_OPTIONS = [
  { value: ALL_STATUSES, label: 'All statuses' },
  ...CART_STATUSES.map((status) => ({ value: status, label: status })),
];

/**
 * The list's status filter lives in the URL (?status=COMPLETED; every order by default, left out),
 * as the other paged tables' filters do, so a reload or a shared link shows the same list. A new
 * filter starts again at page 1.
 */
function useStatusFilter(): [CartStatus | null, (status: CartStatus | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = readOrderStatusFilter(searchParams.get(ORDER_STATUS_FILTER_PARAM));
  const setStatus = useCallback(
    (next: CartStatus | null) =>
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        if (next) params.set(ORDER_STATUS_FILTER_PARAM, next);
        else params.delete(ORDER_STATUS_FILTER_PARAM);
        params.delete('page');
        return params;
      }),
    [setSearchParams],
  );
  return [status, setStatus];
}

const clientName = (order: OrderRow) => `${order.firstName} ${order.lastName}`.trim() || order.email;

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
  const [status, setStatus] = useStatusFilter();
  const list = useKeysetPage({
    queryKey: orderKeys.list(salonId, status),
    fetchPage: async (nextToken) =>
      (await request(GetSalonOrders, { salonId, limit: APPOINTMENTS_PAGE_SIZE, nextToken, status })).salon,
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
    {
      key: 'client',
      header: 'Client',
      cell: (order) =>
        order.clientId ? (
          <Link component={RouterLink} to={clientUrl(salonId, order.clientId)}>
            {clientName(order)}
          </Link>
        ) : (
          clientName(order)
        ),
    },
    { key: 'email', header: 'Email', cell: (order) => order.email },
    { key: 'status', header: 'Status', cell: (order) => <OrderStatusChip status={order.status} /> },
    {
      key: 'delivery',
      header: 'Delivery type',
      cell: (order) => (
        <OrderDeliveryChip
          deliveryType={order.deliveryType}
          place={order.deliveryType === 'DELIVERY' ? order.suburbOrCity : null}
        />
      ),
    },
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
      <Box sx={{ maxWidth: { sm: 240 }, mb: 2 }}>
        <SelectInput
          label="Status"
          name="status"
          value={status ?? ALL_STATUSES}
          options={STATUS_OPTIONS}
          onChange={(event) => setStatus(readOrderStatusFilter(event.target.value))}
        />
      </Box>
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
            status ? (
              <EmptyState
                title={`No ${status} orders`}
                body="No order has this status. Choose All statuses to see every order."
              />
            ) : (
              <EmptyState
                title="No orders yet"
                body="When a client buys the products recommended in a session, the order appears here."
              />
            )
          }
        />
      ) : (
        <QueryProblem query={list.query} what="the orders" />
      )}
    </>
  );
}
