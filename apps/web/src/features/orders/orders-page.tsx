import { APPOINTMENTS_PAGE_SIZE } from '@piiq/domain/appointments';
import {
  ORDER_SOURCE_LABELS,
  ORDER_STATE_FILTER_PARAM,
  ORDER_STATE_LABELS,
  ORDER_STATES,
  readOrderStateFilter,
  type OrderState,
} from '@piiq/domain/orders';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useCallback, useEffect } from 'react';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router';
import { DateTime } from '../../components/date-time.tsx';
import { DownloadCsvButton } from '../../components/download-csv-button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Money } from '../../components/money.tsx';
import { OrderDeliveryChip, OrderStateChip } from '../../components/order-chips.tsx';
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

const ALL_STATES = 'ALL';
const STATE_OPTIONS = [
  { value: ALL_STATES, label: 'All statuses' },
  ...ORDER_STATES.map((state) => ({ value: state, label: ORDER_STATE_LABELS[state] })),
];

/** The filtered list's empty title, as a sentence reads each state. */
const NO_ORDERS_IN: Readonly<Record<OrderState, string>> = {
  AWAITING_PAYMENT: 'No orders awaiting payment',
  READY_TO_HAND_OVER: 'No orders ready to hand over',
  TO_SHIP: 'No orders to ship',
  COMPLETED: 'No completed orders',
  CANCELLED: 'No cancelled orders',
  REFUNDED: 'No refunded orders',
};

/**
 * The list's state filter lives in the URL (?state=TO_SHIP; every order by default, left out), as
 * the other paged tables' filters do, so a reload or a shared link shows the same list. A new
 * filter starts again at page 1.
 */
function useStateFilter(): [OrderState | null, (state: OrderState | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readOrderStateFilter(searchParams.get(ORDER_STATE_FILTER_PARAM));
  const setState = useCallback(
    (next: OrderState | null) =>
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        if (next) params.set(ORDER_STATE_FILTER_PARAM, next);
        else params.delete(ORDER_STATE_FILTER_PARAM);
        params.delete('page');
        return params;
      }),
    [setSearchParams],
  );
  return [state, setState];
}

/** Who the order is for: the contact's name, else the email; a mirror session nobody joined has neither. */
const clientName = (order: OrderRow) => `${order.firstName} ${order.lastName}`.trim() || order.email || 'No client';

/**
 * Orders: every retail order of the salon (mirror, portal, partner), newest first, 6 a page with
 * the page in the URL; VIEW ORDER opens the order's detail at its own address.
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
  const [state, setState] = useStateFilter();
  const list = useKeysetPage({
    queryKey: orderKeys.list(salonId, state),
    fetchPage: async (start) =>
      (await request(GetSalonOrders, { salonId, limit: APPOINTMENTS_PAGE_SIZE, state, ...start })).salon,
    tokensOf: (shown) => shown.orders,
    countOf: (shown) => shown.orders.totalCount,
    page,
    pageSize: APPOINTMENTS_PAGE_SIZE,
  });
  useEffect(() => {
    if (list.pastTheEnd) setPage(list.shownPage);
  }, [list.pastTheEnd, list.shownPage, setPage]);
  const timeZone = list.shown?.timeZone;

  const columns: ReadonlyArray<PagedTableColumn<OrderRow>> = [
    { key: 'number', header: 'Order Number', cell: (order) => order.orderNumber },
    {
      key: 'date',
      header: 'Date',
      cell: (order) => (timeZone ? <DateTime value={order.createdAt} timeZone={timeZone} format="order" /> : null),
    },
    { key: 'source', header: 'Source', cell: (order) => ORDER_SOURCE_LABELS[order.source] },
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
    { key: 'status', header: 'Status', cell: (order) => <OrderStateChip state={order.orderState} /> },
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
      <PageTitle title={TITLE} action={<DownloadCsvButton href={ordersCsvUrl(salonId, state)} />} />
      <Box sx={{ maxWidth: { sm: 240 }, mb: 2 }}>
        <SelectInput
          label="Status"
          name="state"
          value={state ?? ALL_STATES}
          options={STATE_OPTIONS}
          onChange={(event) => setState(readOrderStateFilter(event.target.value))}
        />
      </Box>
      {list.shown ? (
        <PagedTable
          label={TITLE}
          columns={columns}
          rows={list.shown.orders.items}
          rowKey={(order) => order.id}
          pageSize={APPOINTMENTS_PAGE_SIZE}
          totalCount={list.totalCount}
          page={list.shownPage}
          onPageChange={setPage}
          loading={list.loading}
          stackOnPhone
          empty={
            state ? (
              <EmptyState title={NO_ORDERS_IN[state]} body="Choose All statuses to see every order." />
            ) : (
              <EmptyState
                title="No orders yet"
                body="When a client buys at the mirror or in the portal, the order appears here."
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
