import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { BusyButton } from '../../components/busy-button.tsx';
import { CopyButton } from '../../components/copy-button.tsx';
import { errorText } from '../../components/forms/error-text.ts';
import { FormMessages } from '../../components/forms/form-messages.tsx';
import { request } from '../../lib/graphql.ts';
import { apiKeyKeys, RevokeApiKey, type ApiKey, type CreatedApiKey } from './api-keys-operations.ts';

/** The new key's secret, this once: the server keeps only its hash, so closing the dialog loses it. */
export function ApiKeySecretDialog({ created, onClose }: { created: CreatedApiKey; onClose: () => void }) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={descriptionId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Key {created.apiKey.name} created</DialogTitle>
      <DialogContent>
        <DialogContentText id={descriptionId}>
          Copy this key now and keep it somewhere safe. It will not be shown again.
        </DialogContentText>
        <Box
          component="output"
          aria-label="The new API key"
          sx={{
            display: 'block',
            fontFamily: 'monospace',
            wordBreak: 'break-all',
            bgcolor: 'action.hover',
            borderRadius: 1,
            p: 1.5,
            my: 2,
          }}
        >
          {created.secret}
        </Box>
        <CopyButton text={created.secret} what="the API key" />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Asks before revoking: whatever uses the key is refused from its next call on. */
export function RevokeApiKeyDialog({
  salonId,
  apiKey,
  onClose,
}: {
  salonId: string;
  apiKey: ApiKey;
  onClose: () => void;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const queryClient = useQueryClient();
  const revoke = useMutation({
    mutationFn: async () => (await request(RevokeApiKey, { id: apiKey.id })).revokeApiKey,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: apiKeyKeys.salon(salonId) });
      onClose();
    },
  });

  return (
    <Dialog
      open
      onClose={revoke.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>Revoke {apiKey.name}?</DialogTitle>
      <DialogContent>
        <FormMessages error={revoke.isError ? errorText(revoke.error) : null} />
        <DialogContentText id={descriptionId}>
          Anything using this key is refused from its next call on. A revoked key cannot be used again.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button type="button" color="secondary" onClick={onClose} disabled={revoke.isPending}>
          Cancel
        </Button>
        <BusyButton variant="contained" color="error" onClick={() => revoke.mutate()} busy={revoke.isPending}>
          Revoke
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
