import { PROVIDER_TIME_ZONE } from '@piiq/domain/dates';
import { DELIVERY_STATE_LABELS, DELIVERY_STATES, type DeliveryState } from '@piiq/domain/deliveries';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { BusyButton } from '../../components/busy-button.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { errorText } from '../../components/forms/error-text.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { SelectInput } from '../../components/select-input.tsx';
import { request } from '../../lib/graphql.ts';
import { consoleKeys } from './console-keys.ts';
import {
  GetDeliveries,
  GetDeliveryOverview,
  RetryDeadDeliveries,
  RetryDelivery,
  type Delivery,
  type DeliveryCount,
  type DeliveryHour,
} from './console-operations.ts';
import { DeliveryHoursChart } from './delivery-hours-chart.tsx';
import { LoadMore, useLoadMoreList } from './load-more.tsx';

const PAGE_SIZE = 20;
const isDeliveryState = (value: string): value is DeliveryState =>
  (DELIVERY_STATES as readonly string[]).includes(value);

interface DestinationSummary {
  destination: string;
  kinds: string[];
  counts: Record<DeliveryState, number>;
}

/** The counts by kind, destination and state, one row per destination. */
function byDestination(counts: readonly DeliveryCount[]): DestinationSummary[] {
  const rows = new Map<string, DestinationSummary>();
  for (const count of counts) {
    const row = rows.get(count.destination) ?? {
      destination: count.destination,
      kinds: [],
      counts: { PENDING: 0, RETRYING: 0, DEAD: 0 },
    };
    if (!row.kinds.includes(count.kind)) row.kinds.push(count.kind);
    row.counts[count.state] += count.count;
    rows.set(count.destination, row);
  }
  return [...rows.values()];
}

/** The console's deliveries: what the outbox still holds, by destination, each delivery's attempts, and retry of the dead. */
export function DeliveriesPage() {
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const stateParam = searchParams.get('state') ?? '';
  const state: DeliveryState = isDeliveryState(stateParam) ? stateParam : 'DEAD';
  const destination = searchParams.get('destination') ?? '';
  const overview = useQuery({ queryKey: consoleKeys.deliveryOverview, queryFn: () => request(GetDeliveryOverview) });
  const list = useLoadMoreList({
    queryKey: consoleKeys.deliveries(state, destination),
    fetchPage: async (nextToken) =>
      (await request(GetDeliveries, { state, destination: destination || null, limit: PAGE_SIZE, nextToken }))
        .deliveries,
    nextTokenOf: (page) => page.nextToken,
    itemsOf: (page) => page.items,
  });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: consoleKeys.allDeliveries }),
      queryClient.invalidateQueries({ queryKey: consoleKeys.allAudit }),
    ]);
  const retryAll = useMutation({
    mutationFn: async (to: string) => (await request(RetryDeadDeliveries, { destination: to })).retryDeadDeliveries,
    onSettled: refresh,
  });
  const show = (next: { state?: DeliveryState; destination?: string }) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      for (const [name, value] of Object.entries(next)) {
        if (value) params.set(name, value);
        else params.delete(name);
      }
      return params;
    });
  const destinations = overview.data ? byDestination(overview.data.deliveryCounts) : [];

  return (
    <>
      <PageTitle title="Deliveries" />
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Waiting and dead, by destination
      </Typography>
      {retryAll.isError ? <FormAlert severity="error">{errorText(retryAll.error)}</FormAlert> : null}
      {retryAll.isSuccess ? (
        <FormAlert severity="success">{`${retryAll.data} dead ${retryAll.data === 1 ? 'delivery is' : 'deliveries are'} due again.`}</FormAlert>
      ) : null}
      {!overview.data ? (
        <QueryProblem query={overview} what="the deliveries" />
      ) : destinations.length === 0 ? (
        <EmptyState title="Nothing waiting" body="Every email, partner call and push has been delivered." />
      ) : (
        <Box sx={{ overflowX: 'auto', mb: 3 }}>
          <Table size="small" aria-label="Waiting and dead, by destination">
            <TableHead>
              <TableRow>
                <TableCell>Destination</TableCell>
                <TableCell>Kinds</TableCell>
                {DELIVERY_STATES.map((each) => (
                  <TableCell key={each} align="right">
                    {DELIVERY_STATE_LABELS[each]}
                  </TableCell>
                ))}
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {destinations.map((row) => (
                <TableRow key={row.destination}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.destination || '(none)'}</TableCell>
                  <TableCell>{row.kinds.join(', ')}</TableCell>
                  {DELIVERY_STATES.map((each) => (
                    <TableCell key={each} align="right">
                      {row.counts[each]}
                    </TableCell>
                  ))}
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button
                      size="small"
                      onClick={() => show({ destination: row.destination })}
                      aria-label={`Show deliveries to ${row.destination}`}
                    >
                      Show
                    </Button>
                    {row.counts.DEAD > 0 ? (
                      <BusyButton
                        size="small"
                        variant="outlined"
                        busy={retryAll.isPending && retryAll.variables === row.destination}
                        disabled={retryAll.isPending}
                        onClick={() => retryAll.mutate(row.destination)}
                        aria-label={`Retry all dead deliveries to ${row.destination}`}
                      >
                        Retry all dead
                      </BusyButton>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {overview.data ? <DeliveryHoursChart hours={overview.data.deliveryHours as DeliveryHour[]} /> : null}

      <Typography variant="h2" sx={{ fontSize: '1.25rem', mt: 3, mb: 1 }}>
        {destination
          ? `${DELIVERY_STATE_LABELS[state]} deliveries to ${destination}`
          : `${DELIVERY_STATE_LABELS[state]} deliveries`}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Box sx={{ width: 220 }}>
          <SelectInput
            label="State"
            value={state}
            options={DELIVERY_STATES.map((each) => ({ value: each, label: DELIVERY_STATE_LABELS[each] }))}
            onChange={(event) => show({ state: isDeliveryState(event.target.value) ? event.target.value : 'DEAD' })}
          />
        </Box>
        {destination ? (
          <Button variant="text" onClick={() => show({ destination: '' })}>
            Every destination
          </Button>
        ) : null}
      </Box>
      {list.items ? (
        list.items.length === 0 ? (
          <EmptyState title={`No ${DELIVERY_STATE_LABELS[state].toLowerCase()} deliveries`} />
        ) : (
          <>
            <Box
              component="ul"
              aria-label="Deliveries"
              sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
            >
              {list.items.map((delivery) => (
                <DeliveryItem key={delivery.id} delivery={delivery} onRetried={refresh} />
              ))}
            </Box>
            <LoadMore query={list.query} what="deliveries" />
          </>
        )
      ) : (
        <QueryProblem query={list.query} what="the deliveries" />
      )}
    </>
  );
}

/** One delivery: what and where, how it stands, its attempts, and Retry when it is dead. */
function DeliveryItem({ delivery, onRetried }: { delivery: Delivery; onRetried: () => Promise<unknown> }) {
  const retry = useMutation({ mutationFn: () => request(RetryDelivery, { id: delivery.id }), onSuccess: onRetried });
  return (
    <Box
      component="li"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: 'background.paper' }}
      aria-label={`${delivery.kind} to ${delivery.destination}`}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}>
        <Box>
          <Typography sx={{ fontWeight: 600 }}>
            {delivery.kind} to {delivery.destination || '(none)'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Queued <DateTime value={delivery.createdAt} timeZone={PROVIDER_TIME_ZONE} format="dayTime" /> ·{' '}
            {DELIVERY_STATE_LABELS[delivery.state]} · {delivery.attemptCount}{' '}
            {delivery.attemptCount === 1 ? 'attempt' : 'attempts'}
            {delivery.state === 'DEAD' ? null : (
              <>
                {' '}
                · due <DateTime value={delivery.runAt} timeZone={PROVIDER_TIME_ZONE} format="dayTime" />
              </>
            )}
          </Typography>
        </Box>
        {delivery.state === 'DEAD' ? (
          <BusyButton
            variant="contained"
            size="small"
            busy={retry.isPending}
            busyLabel="Retrying..."
            onClick={() => retry.mutate()}
            aria-label={`Retry ${delivery.kind} to ${delivery.destination}`}
          >
            Retry
          </BusyButton>
        ) : null}
      </Box>
      {retry.isError ? <FormAlert severity="error">{errorText(retry.error)}</FormAlert> : null}
      {delivery.lastError ? (
        <Typography variant="body2" sx={{ mt: 1, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {delivery.lastError}
        </Typography>
      ) : null}
      {delivery.attempts.length > 0 ? (
        <Box component="details" sx={{ mt: 1 }}>
          <Box component="summary" sx={{ cursor: 'pointer' }}>
            Attempts ({delivery.attempts.length})
          </Box>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={`Attempts of ${delivery.kind} to ${delivery.destination}`}>
              <TableHead>
                <TableRow>
                  <TableCell>Attempt</TableCell>
                  <TableCell>Time</TableCell>
                  <TableCell>Status code</TableCell>
                  <TableCell>Error</TableCell>
                  <TableCell align="right">Took</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {delivery.attempts.map((attempt) => (
                  <TableRow key={`${attempt.attempt}-${attempt.at}`}>
                    <TableCell>{attempt.attempt}</TableCell>
                    <TableCell>
                      <DateTime value={attempt.at} timeZone={PROVIDER_TIME_ZONE} format="dayTime" />
                    </TableCell>
                    <TableCell>{attempt.statusCode ?? (attempt.succeeded ? 'OK' : 'none')}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      {attempt.succeeded ? 'Delivered' : attempt.error}
                    </TableCell>
                    <TableCell align="right">{attempt.durationMs} ms</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
