import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, type FormEvent } from 'react';
import { BusyButton } from '../../components/busy-button.tsx';
import { errorText } from '../../components/forms/error-text.ts';
import { TextInput } from '../../components/text-input.tsx';
import { request } from '../../lib/graphql.ts';
import { useStaffNameInput } from './staff-name-input.ts';
import { staffKeys, type StaffMember } from '../../lib/api/staff.ts';
import { UpdateStaff } from './staff-operations.ts';

interface RenameStaffDialogProps {
  salonId: string;
  member: StaffMember;
  knownStaff: readonly StaffMember[];
  onClose: () => void;
}

/** Renames a team member with the same checks as adding one; keeping one's own name is no duplicate. */
export function RenameStaffDialog({ salonId, member, knownStaff, onClose }: RenameStaffDialogProps) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const staffName = useStaffNameInput(member.name, knownStaff, member.id);
  const rename = useMutation({
    mutationFn: async (name: string) => (await request(UpdateStaff, { staffId: member.id, input: { name } })).updateStaff,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: staffKeys.all(salonId) });
      onClose();
    },
    onError: (error) => staffName.showProblem(errorText(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = staffName.checked();
    if (name) rename.mutate(name);
  };

  return (
    // A rename in flight must finish before the dialog can go, or its answer would be lost.
    <Dialog open onClose={rename.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Rename {member.name}</DialogTitle>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent sx={{ pt: 1 }}>
          <TextInput {...staffName.inputProps} label="Name" helperText={staffName.problem ?? ' '} autoFocus />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button type="button" color="secondary" onClick={onClose} disabled={rename.isPending}>
            Cancel
          </Button>
          <BusyButton type="submit" variant="contained" busy={rename.isPending} busyLabel="Saving...">
            Save
          </BusyButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
