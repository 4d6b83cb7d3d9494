import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { errorText } from '../../components/forms/error-text.ts';
import { TextInput } from '../../components/text-input.tsx';
import { request } from '../../lib/graphql.ts';
import { RenameDialog } from './rename-dialog.tsx';
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
  const queryClient = useQueryClient();
  const staffName = useStaffNameInput(member.name, knownStaff, member.id);
  const rename = useMutation({
    mutationFn: async (name: string) =>
      (await request(UpdateStaff, { staffId: member.id, input: { name } })).updateStaff,
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
    <RenameDialog title={`Rename ${member.name}`} busy={rename.isPending} onClose={onClose} onSubmit={submit}>
      <TextInput {...staffName.inputProps} label="Name" helperText={staffName.problem ?? ' '} autoFocus />
    </RenameDialog>
  );
}
