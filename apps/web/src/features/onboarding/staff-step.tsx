import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { addStaffName, canLeaveListStep, onboardingMessages, ownerToOffer } from '@piiq/domain/onboarding';
import { useState } from 'react';
import { QueryProblem } from '../../components/query-problem.tsx';
import { useCreateStaff } from '../../lib/api/staff.ts';
import { useViewer } from '../../lib/session.ts';
import { useListEntry } from './list-entry-state.ts';
import { ListEntryField } from './list-entry.tsx';
import { useSalonStaff } from './onboarding-data.ts';
import { StepFrame } from './step-frame.tsx';
import { useStepRunner, type FinishStep } from './step-runner.ts';

interface StaffStepProps {
  salonId: string;
  finishStep: FinishStep;
}

/**
 * Step 01: the team. Names already on the salon are listed as saved; new ones are created on Next.
 * The owner is offered first, ticked: the mirror's "Who is styling?" lists team members only.
 */
export function StaffStep({ salonId, finishStep }: StaffStepProps) {
  const createStaff = useCreateStaff(salonId);
  const staffQuery = useSalonStaff(salonId);
  const viewer = useViewer();
  const runner = useStepRunner(finishStep);
  const savedNames = staffQuery.data?.map((member) => member.name) ?? [];
  const ownerOffer = staffQuery.isSuccess ? ownerToOffer(viewer.data?.name, savedNames) : null;
  const [addOwner, setAddOwner] = useState(true);
  const owner = ownerOffer !== null && addOwner ? [ownerOffer] : [];
  const pending = useListEntry(
    () => [],
    (list, typed) => addStaffName(list, typed, [...savedNames, ...owner]),
  );

  // One at a time, and each created name leaves the pending list at once: after a failure, Next
  // again creates only the names still missing (a created owner is on the team, so no longer offered).
  const createPending = async () => {
    for (const name of owner) await createStaff(name);
    for (const name of pending.list) {
      await createStaff(name);
      pending.setList((current) => current.filter((entry) => entry !== name));
    }
  };

  return (
    <StepFrame
      title="Your team"
      intro="Add everyone who will use the mirror. Enabled staff show on the stylist sign-in screen."
      error={runner.error}
      controls={{
        busy: runner.busy,
        nextDisabled:
          !staffQuery.isSuccess || !canLeaveListStep([...savedNames, ...owner, ...pending.list], pending.typed),
        onNext: () => runner.next({ save: createPending, failureMessage: () => onboardingMessages.addStaffFailed }),
        onSkip: runner.skip,
      }}
    >
      {staffQuery.isSuccess && ownerOffer !== null && (
        <FormControlLabel
          control={
            <Checkbox
              checked={addOwner}
              onChange={(event) => setAddOwner(event.target.checked)}
              disabled={runner.busy !== null}
            />
          }
          label={`Add me to the team as ${ownerOffer}`}
        />
      )}
      {staffQuery.isSuccess ? (
        <ListEntryField
          label="Team member name"
          listLabel="Team members"
          emptyText="No team members added yet."
          entries={[...savedNames.map((text) => ({ text, saved: true })), ...pending.list.map((text) => ({ text }))]}
          {...pending.field}
          disabled={runner.busy !== null}
        />
      ) : (
        <QueryProblem query={staffQuery} what="your team" />
      )}
    </StepFrame>
  );
}
