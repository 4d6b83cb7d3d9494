import { mirrorsChangeProblem } from '@piiq/domain/console-subscription';
import { formatDay, PROVIDER_TIME_ZONE } from '@piiq/domain/dates';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { BusyButton } from '../../components/busy-button.tsx';
import { FormAlert } from '../../components/form-alert.tsx';
import { errorText } from '../../components/forms/error-text.ts';
import { TextInput } from '../../components/text-input.tsx';
import { request } from '../../lib/graphql.ts';
import { consoleKeys } from './console-keys.ts';
import type { DirectorySalonDetail } from './console-operations.ts';
import { useIsProviderAdmin } from './console-viewer.ts';
import { CancelSalonSubscription, ChangeSalonMirrors } from './salon-subscription-operations.ts';

type Subscription = NonNullable<DirectorySalonDetail['subscription']>;

const STATUS_LABELS: Readonly<Record<string, string>> = {
  ACTIVE: 'Active',
  PAST_DUE: 'Payment overdue',
  CANCELLED: 'Cancelled',
  INCOMPLETE: 'Incomplete',
};
const PROVIDER_LABELS: Readonly<Record<string, string>> = { offline: 'the offline test provider', stripe: 'Stripe' };

/** After a change the salon's page and the audit log read again. */
function useRefresh(salonId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: consoleKeys.salon(salonId) }),
      queryClient.invalidateQueries({ queryKey: consoleKeys.allAudit }),
    ]);
}

/**
 * The salon's subscription on its console page: its state, and, for a provider admin, Change mirrors
 * and Cancel subscription while it runs.
 */
export function SalonSubscription({
  salonId,
  subscription,
  mirrorsPaired,
}: {
  salonId: string;
  subscription: DirectorySalonDetail['subscription'];
  mirrorsPaired: number;
}) {
  const [open, setOpen] = useState<'cancel' | 'mirrors' | null>(null);
  const isProviderAdmin = useIsProviderAdmin();
  const running = subscription !== null && subscription.status !== 'CANCELLED';
  return (
    <Box component="section" aria-labelledby="salon-subscription" sx={{ mb: 3 }}>
      <Typography id="salon-subscription" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Subscription
      </Typography>
      {subscription ? (
        <Typography sx={{ mb: 1 }}>
          {[
            STATUS_LABELS[subscription.status] ?? subscription.status,
            `${subscription.plan}, ${subscription.subscriptionType.toLowerCase()}`,
            `pays for ${subscription.mirrors} mirror${subscription.mirrors === 1 ? '' : 's'} (${mirrorsPaired} paired)`,
            `billed by ${PROVIDER_LABELS[subscription.provider] ?? subscription.provider}`,
            `since ${formatDay(new Date(subscription.startedAt), PROVIDER_TIME_ZONE)}`,
            subscription.cancelledAt
              ? `cancelled ${formatDay(new Date(subscription.cancelledAt), PROVIDER_TIME_ZONE)}`
              : null,
          ]
            .filter(Boolean)
            .join('; ')}
        </Typography>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          No subscription: the salon was set up without one.
        </Typography>
      )}
      {running && !isProviderAdmin ? (
        <Typography color="text.secondary">
          Only a provider admin can change the mirrors or cancel the subscription.
        </Typography>
      ) : null}
      {running && isProviderAdmin ? (
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => setOpen('mirrors')}>
            Change mirrors
          </Button>
          <Button variant="outlined" color="error" onClick={() => setOpen('cancel')}>
            Cancel subscription
          </Button>
        </Stack>
      ) : null}
      {running && isProviderAdmin && open === 'mirrors' ? (
        <ChangeMirrorsDialog
          salonId={salonId}
          subscription={subscription}
          mirrorsPaired={mirrorsPaired}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {running && isProviderAdmin && open === 'cancel' ? (
        <CancelDialog salonId={salonId} onClose={() => setOpen(null)} />
      ) : null}
    </Box>
  );
}

function CancelDialog({ salonId, onClose }: { salonId: string; onClose: () => void }) {
  const titleId = useId();
  const refresh = useRefresh(salonId);
  // One key for this dialog: a retry after a lost answer cancels once at the provider.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const cancel = useMutation({
    mutationFn: () => request(CancelSalonSubscription, { salonId, idempotencyKey }),
    onSuccess: async () => {
      await refresh();
      onClose();
    },
  });
  return (
    <Dialog open onClose={cancel.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Cancel the subscription?</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {cancel.isError ? <FormAlert severity="error">{errorText(cancel.error)}</FormAlert> : null}
          <DialogContentText>
            The subscription ends today at the payment provider, with no refund, and the salon can no longer pair
            mirrors. This cannot be undone here.
          </DialogContentText>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button type="button" color="secondary" onClick={onClose} disabled={cancel.isPending}>
          Keep it
        </Button>
        <BusyButton
          variant="contained"
          color="error"
          busy={cancel.isPending}
          busyLabel="Cancelling..."
          onClick={() => cancel.mutate()}
        >
          Cancel subscription
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}

function ChangeMirrorsDialog({
  salonId,
  subscription,
  mirrorsPaired,
  onClose,
}: {
  salonId: string;
  subscription: Subscription;
  mirrorsPaired: number;
  onClose: () => void;
}) {
  const titleId = useId();
  const refresh = useRefresh(salonId);
  const [typed, setTyped] = useState(String(subscription.mirrors));
  const [problem, setProblem] = useState<string | null>(null);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const change = useMutation({
    mutationFn: (mirrors: number) => request(ChangeSalonMirrors, { salonId, mirrors, idempotencyKey }),
    onSuccess: async () => {
      await refresh();
      onClose();
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const mirrors = typed.trim() === '' ? Number.NaN : Number(typed);
    const found = mirrorsChangeProblem(mirrors, { mirrors: subscription.mirrors, paired: mirrorsPaired });
    setProblem(found);
    if (!found) change.mutate(mirrors);
  };
  return (
    <Dialog open onClose={change.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Change mirrors</DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogContent sx={{ pt: 1 }}>
          <Stack spacing={2}>
            {change.isError ? <FormAlert severity="error">{errorText(change.error)}</FormAlert> : null}
            <DialogContentText>
              {`The subscription pays for ${subscription.mirrors}; ${mirrorsPaired} paired. The payment provider prorates the difference on the next invoice.`}
            </DialogContentText>
            <TextInput
              label="Mirrors"
              name="mirrors"
              type="number"
              inputMode="numeric"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              error={problem !== null}
              helperText={problem ?? `At least ${Math.max(1, mirrorsPaired)}.`}
              autoFocus
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button type="button" color="secondary" onClick={onClose} disabled={change.isPending}>
            Cancel
          </Button>
          <BusyButton type="submit" variant="contained" busy={change.isPending} busyLabel="Saving...">
            Save
          </BusyButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
