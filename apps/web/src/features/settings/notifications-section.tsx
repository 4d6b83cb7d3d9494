import CircularProgress from '@mui/material/CircularProgress';
import { pushMessages } from '@piiq/domain/push';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BusyButton } from '../../components/busy-button.tsx';
import { readPushState, turnPushOff, turnPushOn, PushProblem, type PushState } from './push-subscription.ts';
import { SettingsCard } from './settings-card.tsx';

const pushStateKey = ['push-state'] as const;

const STATE_TEXT: Record<PushState, string> = {
  unsupported: pushMessages.unsupported,
  blocked: pushMessages.blocked,
  off: pushMessages.off,
  on: pushMessages.on,
};

/**
 * Web Push for this device (docs/product-rules.md: the push id becomes a Web Push subscription): a pickup, a
 * rebook request or a retail order reaches this device with piiq closed. Per device, so it is asked
 * of the browser, not stored with the salon.
 */
export function NotificationsSection() {
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: pushStateKey, queryFn: readPushState });
  const change = useMutation({
    mutationFn: (on: boolean) => (on ? turnPushOn() : turnPushOff()),
    onSuccess: (next) => queryClient.setQueryData(pushStateKey, next),
  });
  const current = state.data;
  const problem = change.error
    ? change.error instanceof PushProblem
      ? change.error.message
      : pushMessages.failed
    : null;

  return (
    <SettingsCard title={pushMessages.title} description={pushMessages.explanation}>
      {current === undefined ? (
        state.isError ? (
          <Alert severity="error">{pushMessages.failed}</Alert>
        ) : (
          <CircularProgress size={20} color="inherit" aria-hidden />
        )
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          {current === 'on' || current === 'off' ? (
            <Typography role="status">{STATE_TEXT[current]}</Typography>
          ) : (
            <Alert severity="warning">{STATE_TEXT[current]}</Alert>
          )}
          {problem ? <Alert severity="error">{problem}</Alert> : null}
          {current === 'on' ? (
            <BusyButton variant="outlined" busy={change.isPending} onClick={() => change.mutate(false)}>
              {pushMessages.turnOff}
            </BusyButton>
          ) : current === 'off' ? (
            <BusyButton variant="contained" busy={change.isPending} onClick={() => change.mutate(true)}>
              {pushMessages.turnOn}
            </BusyButton>
          ) : null}
        </Stack>
      )}
    </SettingsCard>
  );
}
