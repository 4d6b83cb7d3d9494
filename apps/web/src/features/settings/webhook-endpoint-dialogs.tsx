import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { chosenWebhookEvents, webhookEndpointMessages, webhookUrlProblem } from '@piiq/domain/webhook-endpoints';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_EVENTS, type WebhookEventType } from '@piiq/domain/webhook-events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { BusyButton } from '../../components/busy-button.tsx';
import { errorText } from '../../components/forms/error-text.ts';
import { FormMessages } from '../../components/forms/form-messages.tsx';
import { TextInput } from '../../components/text-input.tsx';
import { request } from '../../lib/graphql.ts';
import {
  AddWebhookEndpoint,
  RemoveWebhookEndpoint,
  UpdateWebhookEndpoint,
  webhookKeys,
  type WebhookEndpoint,
} from './webhook-operations.ts';

/**
 * The events being chosen for an endpoint, and the rule's message once a save finds none: `choose`
 * answers the events to send, in the catalogue's order, or null after showing why it cannot.
 */
function useEventChoice(initial: readonly string[]) {
  const [events, setEvents] = useState<readonly WebhookEventType[]>(() =>
    WEBHOOK_EVENT_TYPES.filter((type) => initial.includes(type)),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const toggle = (type: WebhookEventType, on: boolean) => {
    setEvents((current) => (on ? [...current, type] : current.filter((chosen) => chosen !== type)));
    setProblem(null);
  };
  const choose = (): WebhookEventType[] | null => {
    const chosen = chosenWebhookEvents(events);
    setProblem(chosen ? null : webhookEndpointMessages.eventsRequired);
    return chosen;
  };
  return { events, problem, toggle, choose };
}

/** The events an endpoint gets, one checkbox each, with the catalogue's words. */
function WebhookEventsField({
  chosen,
  problem,
  onToggle,
}: {
  chosen: readonly WebhookEventType[];
  problem: string | null;
  onToggle: (type: WebhookEventType, on: boolean) => void;
}) {
  const helpId = useId();
  return (
    <FormControl component="fieldset" error={problem !== null} sx={{ mt: 2 }}>
      <FormLabel component="legend">Events</FormLabel>
      <FormGroup aria-describedby={helpId}>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <FormControlLabel
            key={type}
            label={WEBHOOK_EVENTS[type].label}
            control={
              <Checkbox checked={chosen.includes(type)} onChange={(event) => onToggle(type, event.target.checked)} />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText id={helpId}>
        {problem ?? 'Each event is sent as it happens, signed with the endpoint’s secret.'}
      </FormHelperText>
    </FormControl>
  );
}

/**
 * "Add endpoint": the address, checked by the rule the server applies (which also refuses loopback
 * http in production), and the events it gets. Answers the signing secret to show once.
 */
export function AddWebhookEndpointDialog({
  salonId,
  onClose,
  onAdded,
}: {
  salonId: string;
  onClose: () => void;
  onAdded: (added: { url: string; secret: string }) => void;
}) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState('');
  const choice = useEventChoice([]);
  const [urlProblem, setUrlProblem] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: async (input: { url: string; events: WebhookEventType[] }) =>
      (await request(AddWebhookEndpoint, { salonId, ...input })).addWebhookEndpoint,
    onSuccess: async (added, input) => {
      await queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints(salonId) });
      onAdded({ url: input.url, secret: added.secret });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = webhookUrlProblem(url, true);
    const chosen = choice.choose();
    setUrlProblem(problem);
    if (problem || !chosen) return;
    add.mutate({ url: url.trim(), events: chosen });
  };

  return (
    <Dialog open onClose={add.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Add endpoint</DialogTitle>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent sx={{ pt: 1 }}>
          <FormMessages error={add.isError ? errorText(add.error) : null} />
          <TextInput
            label="Endpoint URL"
            type="url"
            value={url}
            onChange={(event) => {
              setUrl(event.target.value);
              setUrlProblem(null);
            }}
            error={urlProblem !== null}
            helperText={urlProblem ?? 'Where piiq sends the events, e.g. https://example.com/webhooks/piiq'}
            placeholder="https://"
            plainText
            autoFocus
            required
          />
          <WebhookEventsField chosen={choice.events} problem={choice.problem} onToggle={choice.toggle} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button type="button" color="secondary" onClick={onClose} disabled={add.isPending}>
            Cancel
          </Button>
          <BusyButton type="submit" variant="contained" busy={add.isPending}>
            Add endpoint
          </BusyButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

interface EndpointDialogProps {
  salonId: string;
  endpoint: WebhookEndpoint;
  onClose: () => void;
}

/** After a change to an endpoint: the list is read again before the dialog closes, so it never shows the old one. */
function useRefreshThenClose(salonId: string, onClose: () => void) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints(salonId) });
    onClose();
  };
}

/** "Change events": which events an endpoint gets from now on; its address and secret stay. */
export function ChangeWebhookEventsDialog({ salonId, endpoint, onClose }: EndpointDialogProps) {
  const titleId = useId();
  const choice = useEventChoice(endpoint.events);
  const save = useMutation({
    mutationFn: async (chosen: WebhookEventType[]) =>
      (await request(UpdateWebhookEndpoint, { endpointId: endpoint.id, events: chosen })).updateWebhookEndpoint,
    onSuccess: useRefreshThenClose(salonId, onClose),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = choice.choose();
    if (chosen) save.mutate(chosen);
  };

  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Change events</DialogTitle>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent sx={{ pt: 1 }}>
          <FormMessages error={save.isError ? errorText(save.error) : null} />
          <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
            The events {endpoint.url} gets from now on.
          </DialogContentText>
          <WebhookEventsField chosen={choice.events} problem={choice.problem} onToggle={choice.toggle} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button type="button" color="secondary" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <BusyButton type="submit" variant="contained" busy={save.isPending}>
            Save events
          </BusyButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** Asks before removing: nothing more is sent to the endpoint, and its secret stops meaning anything. */
export function RemoveWebhookEndpointDialog({ salonId, endpoint, onClose }: EndpointDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const remove = useMutation({
    mutationFn: async () => (await request(RemoveWebhookEndpoint, { endpointId: endpoint.id })).removeWebhookEndpoint,
    onSuccess: useRefreshThenClose(salonId, onClose),
  });
  return (
    <Dialog
      open
      onClose={remove.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>Remove this endpoint?</DialogTitle>
      <DialogContent>
        <FormMessages error={remove.isError ? errorText(remove.error) : null} />
        <DialogContentText id={descriptionId} sx={{ overflowWrap: 'anywhere' }}>
          piiq stops sending events to {endpoint.url}, including those waiting to be retried.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button type="button" color="secondary" onClick={onClose} disabled={remove.isPending}>
          Cancel
        </Button>
        <BusyButton variant="contained" color="error" onClick={() => remove.mutate()} busy={remove.isPending}>
          Remove
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
