import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { mirrorNameSchema } from '@piiq/domain/mirror-pairing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { BusyButton } from '../../components/busy-button.tsx';
import { errorText } from '../../components/forms/error-text.ts';
import { FormMessages } from '../../components/forms/form-messages.tsx';
import { TextInput } from '../../components/text-input.tsx';
import { request } from '../../lib/graphql.ts';
import { mirrorKeys, RenameMirror, UnpairMirror, type PairedMirror } from './mirror-operations.ts';
import { RenameDialog } from './rename-dialog.tsx';
import { checkedName } from './checked-name.ts';

interface MirrorDialogProps {
  salonId: string;
  mirror: PairedMirror;
  onClose: () => void;
}

/** Renames a paired mirror; the name is checked by the same rule the server applies. */
export function RenameMirrorDialog({ salonId, mirror, onClose }: MirrorDialogProps) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(mirror.name);
  const [problem, setProblem] = useState<string | null>(null);
  const rename = useMutation({
    mutationFn: async (checked: string) =>
      (await request(RenameMirror, { mirrorId: mirror.id, name: checked })).renameMirror,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: mirrorKeys.salon(salonId) });
      onClose();
    },
    onError: (error) => setProblem(errorText(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkedName(mirrorNameSchema, name, setProblem);
    if (checked !== null) rename.mutate(checked);
  };

  return (
    <RenameDialog title={`Rename ${mirror.name}`} busy={rename.isPending} onClose={onClose} onSubmit={submit}>
      <TextInput
        label="Name"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setProblem(null);
        }}
        error={problem !== null}
        helperText={problem ?? ' '}
        autoFocus
      />
    </RenameDialog>
  );
}

/** Asks before unpairing: the mirror stops working at its next call, and only a new code pairs it again. */
export function UnpairMirrorDialog({ salonId, mirror, onClose }: MirrorDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const queryClient = useQueryClient();
  const unpair = useMutation({
    mutationFn: async () => (await request(UnpairMirror, { mirrorId: mirror.id })).unpairMirror,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: mirrorKeys.salon(salonId) });
      onClose();
    },
  });

  return (
    <Dialog
      open
      onClose={unpair.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>Unpair {mirror.name}?</DialogTitle>
      <DialogContent>
        <FormMessages error={unpair.isError ? errorText(unpair.error) : null} />
        <DialogContentText id={descriptionId}>
          The mirror stops working at once. To use it again, pair it with a new code.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button type="button" color="secondary" onClick={onClose} disabled={unpair.isPending}>
          Cancel
        </Button>
        <BusyButton variant="contained" color="error" onClick={() => unpair.mutate()} busy={unpair.isPending}>
          Unpair
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
