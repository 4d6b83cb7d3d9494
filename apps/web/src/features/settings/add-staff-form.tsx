import Box from '@mui/material/Box';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { BusyButton } from '../../components/busy-button.tsx';
import { errorText } from '../../components/forms/error-text.ts';
import { TextInput } from '../../components/text-input.tsx';
import { useStaffNameInput } from './staff-name-input.ts';
import { useCreateStaff, type StaffMember } from '../../lib/api/staff.ts';

interface AddStaffFormProps {
  salonId: string;
  /** The team the browser has (the page shown): the server checks against everyone. */
  knownStaff: readonly StaffMember[];
}

/** Add team member: the product's two messages come from the domain's check, in the browser and again on the server. */
export function AddStaffForm({ salonId, knownStaff }: AddStaffFormProps) {
  const createStaff = useCreateStaff(salonId);
  const staffName = useStaffNameInput('', knownStaff);
  const [added, setAdded] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: createStaff,
    onSuccess: (member) => {
      staffName.clear();
      setAdded(`${member.name} was added to the team.`);
    },
    onError: (error) => staffName.showProblem(errorText(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAdded(null);
    const name = staffName.checked();
    if (name) create.mutate(name);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Add team member"
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2, maxWidth: 560 }}
    >
      <TextInput {...staffName.inputProps} label="Team member name" helperText={staffName.problem ?? added ?? ' '} />
      <BusyButton type="submit" variant="contained" busy={create.isPending} sx={{ mt: 1, flexShrink: 0 }}>
        Add
      </BusyButton>
    </Box>
  );
}
