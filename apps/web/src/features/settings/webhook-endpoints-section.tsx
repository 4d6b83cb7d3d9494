import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { isWebhookEventType, WEBHOOK_EVENTS } from '@piiq/domain/webhook-events';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BusyButton } from '../../components/busy-button.tsx';
import { CopyButton } from '../../components/copy-button.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { errorText } from '../../components/forms/error-text.ts';
import { FormMessages } from '../../components/forms/form-messages.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { request } from '../../lib/graphql.ts';
import { SettingsCard } from './settings-card.tsx';
import { WebhookDeliveryLog } from './webhook-delivery-log.tsx';
import {
  AddWebhookEndpointDialog,
  ChangeWebhookEventsDialog,
  RemoveWebhookEndpointDialog,
} from './webhook-endpoint-dialogs.tsx';
import {
  GetWebhookEndpoints,
  SendTestWebhookEvent,
  UpdateWebhookEndpoint,
  webhookKeys,
  type WebhookEndpoint,
} from './webhook-operations.ts';

/** The secret of the endpoint just added: shown this once, with Copy, until the admin is done with it. */
function SecretPanel({ url, secret, onDone }: { url: string; secret: string; onDone: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} role="region" aria-label="Signing secret">
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>Endpoint added: {url}</Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        This is its signing secret. Copy it now: it is not shown again. Your receiver verifies each delivery’s
        webhook-signature header with it (Standard Webhooks).
      </Typography>
      <Box
        component="code"
        sx={{ display: 'block', my: 1.5, p: 1, bgcolor: 'action.hover', borderRadius: 1, overflowWrap: 'anywhere' }}
      >
        {secret}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <CopyButton text={secret} what="the signing secret" />
        <Button size="small" onClick={onDone}>
          Done
        </Button>
      </Box>
    </Paper>
  );
}

function EndpointStatus({ endpoint, timeZone }: { endpoint: WebhookEndpoint; timeZone: string }) {
  if (endpoint.status === 'DISABLED') return <>Disabled</>;
  if (endpoint.status === 'FAILING' && endpoint.failingSince)
    return (
      <>
        Failing since <DateTime value={endpoint.failingSince} timeZone={timeZone} format="dayTime" />
      </>
    );
  return <>Active</>;
}

/** One endpoint: its address, events and status, its actions, and its delivery log. */
function EndpointPanel({
  salonId,
  endpoint,
  timeZone,
  onChangeEvents,
  onRemove,
}: {
  salonId: string;
  endpoint: WebhookEndpoint;
  timeZone: string;
  onChangeEvents: () => void;
  onRemove: () => void;
}) {
  const queryClient = useQueryClient();
  const sendTest = useMutation({
    mutationFn: async () => (await request(SendTestWebhookEvent, { endpointId: endpoint.id })).sendTestWebhookEvent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(salonId, endpoint.id) }),
  });
  const enable = useMutation({
    mutationFn: async () =>
      (await request(UpdateWebhookEndpoint, { endpointId: endpoint.id, enable: true })).updateWebhookEndpoint,
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints(salonId) }),
  });
  const labels = endpoint.events.map((type) => (isWebhookEventType(type) ? WEBHOOK_EVENTS[type].label : type));

  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={`Webhook endpoint ${endpoint.url}`}
      sx={{ p: { xs: 1.5, sm: 2 } }}
    >
      <Typography variant="h3" component="h3" sx={{ overflowWrap: 'anywhere' }}>
        {endpoint.url}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
      >
        <Typography component="dt" color="text.secondary">
          Events
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {labels.join(', ')}
        </Typography>
        <Typography component="dt" color="text.secondary">
          Status
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          <EndpointStatus endpoint={endpoint} timeZone={timeZone} />
        </Typography>
      </Box>
      <FormMessages
        error={sendTest.isError ? errorText(sendTest.error) : enable.isError ? errorText(enable.error) : null}
        notice={sendTest.isSuccess ? 'Test event sent.' : null}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1.5 }}>
        <BusyButton variant="outlined" size="small" onClick={() => sendTest.mutate()} busy={sendTest.isPending}>
          Send test event
        </BusyButton>
        {endpoint.status === 'DISABLED' ? (
          <BusyButton variant="contained" size="small" onClick={() => enable.mutate()} busy={enable.isPending}>
            Enable
          </BusyButton>
        ) : null}
        <Button size="small" variant="outlined" onClick={onChangeEvents}>
          Change events
        </Button>
        <Button size="small" color="error" onClick={onRemove}>
          Remove
        </Button>
      </Box>
      <Typography variant="h4" component="h4" sx={{ mb: 1 }}>
        Delivery log
      </Typography>
      <WebhookDeliveryLog salonId={salonId} endpointId={endpoint.id} timeZone={timeZone} />
    </Paper>
  );
}

/**
 * The salon's webhook endpoints: each gets the events it subscribes to, signed with its own secret
 * (shown once, when it is added), with a delivery log to see what was sent and send it again.
 */
export function WebhookEndpointsSection({ salonId }: { salonId: string }) {
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<{ url: string; secret: string } | null>(null);
  const [removing, setRemoving] = useState<WebhookEndpoint | null>(null);
  const [changingEvents, setChangingEvents] = useState<WebhookEndpoint | null>(null);
  const query = useQuery({
    queryKey: webhookKeys.endpoints(salonId),
    queryFn: () => request(GetWebhookEndpoints, { salonId }),
  });
  const data = query.data;

  return (
    <SettingsCard
      title="Webhooks"
      description="Send this salon’s events to your own systems as they happen: appointments, consultations, carts and orders, rebooking and client photos deleted."
    >
      {added ? <SecretPanel url={added.url} secret={added.secret} onDone={() => setAdded(null)} /> : null}
      <Box sx={{ mb: 2 }}>
        <Button variant="contained" onClick={() => setAdding(true)}>
          Add endpoint
        </Button>
      </Box>
      {!data ? (
        <QueryProblem query={query} what="your webhook endpoints" />
      ) : data.webhookEndpoints.length === 0 ? (
        <EmptyState
          title="No webhook endpoints yet"
          body="Add an endpoint to have piiq send the events you choose to an address of yours."
        />
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {data.webhookEndpoints.map((endpoint) => (
            <EndpointPanel
              key={endpoint.id}
              salonId={salonId}
              endpoint={endpoint}
              timeZone={data.salon.timeZone}
              onChangeEvents={() => setChangingEvents(endpoint)}
              onRemove={() => setRemoving(endpoint)}
            />
          ))}
        </Box>
      )}
      {adding ? (
        <AddWebhookEndpointDialog
          salonId={salonId}
          onClose={() => setAdding(false)}
          onAdded={(endpoint) => {
            setAdding(false);
            setAdded(endpoint);
          }}
        />
      ) : null}
      {changingEvents ? (
        <ChangeWebhookEventsDialog
          salonId={salonId}
          endpoint={changingEvents}
          onClose={() => setChangingEvents(null)}
        />
      ) : null}
      {removing ? (
        <RemoveWebhookEndpointDialog salonId={salonId} endpoint={removing} onClose={() => setRemoving(null)} />
      ) : null}
    </SettingsCard>
  );
}
