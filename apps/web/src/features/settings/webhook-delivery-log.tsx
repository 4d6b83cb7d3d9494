import Button from '@mui/material/Button';
import { WEBHOOK_DELIVERY_STATUS_LABELS } from '@piiq/domain/webhook-endpoints';
import { isWebhookEventType, WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT } from '@piiq/domain/webhook-events';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DateTime } from '../../components/date-time.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { errorText } from '../../components/forms/error-text.ts';
import { FormMessages } from '../../components/forms/form-messages.tsx';
import { PagedTable, type PagedTableColumn } from '../../components/paged-table.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { request } from '../../lib/graphql.ts';
import {
  GetWebhookDeliveries,
  RedeliverWebhookDelivery,
  webhookKeys,
  type WebhookDelivery,
} from './webhook-operations.ts';

const PAGE_SIZE = 5;

/** While a delivery waits or retries, the log is asked again this often, so its outcome shows. */
const WAITING_POLL_MS = 3_000;

const eventLabel = (type: string) =>
  isWebhookEventType(type) ? WEBHOOK_EVENTS[type].label : type === WEBHOOK_TEST_EVENT ? 'Test event' : type;

/** One endpoint's delivery log, newest first, a page at a time, with Redeliver on each delivery. */
export function WebhookDeliveryLog({
  salonId,
  endpointId,
  timeZone,
}: {
  salonId: string;
  endpointId: string;
  timeZone: string;
}) {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  const query = useQuery({
    queryKey: [...webhookKeys.deliveries(salonId, endpointId), page],
    queryFn: async () =>
      (await request(GetWebhookDeliveries, { endpointId, limit: PAGE_SIZE, page: page + 1 })).webhookDeliveries,
    placeholderData: keepPreviousData,
    refetchInterval: (current) =>
      current.state.data?.items.some((delivery) => delivery.status === 'PENDING' || delivery.status === 'RETRYING')
        ? WAITING_POLL_MS
        : false,
  });
  const redeliver = useMutation({
    mutationFn: async (deliveryId: string) =>
      (await request(RedeliverWebhookDelivery, { deliveryId })).redeliverWebhookDelivery,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(salonId, endpointId) }),
  });

  const log = query.data;
  if (!log) return <QueryProblem query={query} what="the delivery log" />;

  const columns: ReadonlyArray<PagedTableColumn<WebhookDelivery>> = [
    {
      key: 'time',
      header: 'Time',
      cell: (delivery) => <DateTime value={delivery.createdAt} timeZone={timeZone} format="dayTime" />,
    },
    { key: 'event', header: 'Event', cell: (delivery) => eventLabel(delivery.event) },
    { key: 'status', header: 'Status', cell: (delivery) => WEBHOOK_DELIVERY_STATUS_LABELS[delivery.status] },
    { key: 'attempts', header: 'Attempts', align: 'right', cell: (delivery) => delivery.attempts },
    {
      key: 'nextRetry',
      header: 'Next retry',
      cell: (delivery) =>
        delivery.nextRetryAt ? <DateTime value={delivery.nextRetryAt} timeZone={timeZone} format="dayTime" /> : '—',
    },
    { key: 'response', header: 'Response', align: 'right', cell: (delivery) => delivery.responseStatus ?? '—' },
    {
      key: 'redeliver',
      header: 'Redeliver',
      align: 'right',
      cell: (delivery) => (
        <Button
          size="small"
          onClick={() => redeliver.mutate(delivery.id)}
          disabled={redeliver.isPending && redeliver.variables === delivery.id}
          aria-label={`Redeliver: ${eventLabel(delivery.event)}`}
        >
          Redeliver
        </Button>
      ),
    },
  ];

  return (
    <>
      <FormMessages
        error={redeliver.isError ? errorText(redeliver.error) : null}
        notice={redeliver.isSuccess ? 'Sent again.' : null}
      />
      <PagedTable
        label="Delivery log"
        columns={columns}
        rows={log.items}
        rowKey={(delivery) => delivery.id}
        pageSize={PAGE_SIZE}
        totalCount={log.totalCount}
        page={page}
        onPageChange={setPage}
        loading={query.isPlaceholderData}
        stackOnPhone
        empty={
          <EmptyState
            title="No deliveries yet"
            body="Events this endpoint is subscribed to show here once they happen. Send test event to try it now."
          />
        }
      />
    </>
  );
}
