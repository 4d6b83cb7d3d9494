import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type FormEvent, type ReactNode } from 'react';
import { BusyButton } from '../../components/busy-button.tsx';

interface RenameDialogProps {
  title: string;
  /** A save in flight: the dialog stays until it answers. */
  busy: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  /** The name field. */
  children: ReactNode;
}

/** The settings' rename dialogs (a team member, a mirror): one name field, Cancel and Save. */
export function RenameDialog({ title, busy, onClose, onSubmit, children }: RenameDialogProps) {
  const titleId = useId();
  return (
    // A rename in flight must finish before the dialog can go, or its answer would be lost.
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogContent sx={{ pt: 1 }}>{children}</DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button type="button" color="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <BusyButton type="submit" variant="contained" busy={busy} busyLabel="Saving...">
            Save
          </BusyButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
