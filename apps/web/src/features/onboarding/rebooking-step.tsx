import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { onboardingMessages, rebookDelayLabel, stepRebookDelay } from '@piiq/domain/onboarding';
import { MAX_REBOOK_DELAY_DAYS } from '@piiq/domain/salon-settings';
import { useId, useState } from 'react';
import { TextInput } from '../../components/text-input.tsx';
import { useSaveSalon } from '../../lib/api/salon.ts';
import { StepFrame } from './step-frame.tsx';
import { useStepRunner, type FinishStep } from './step-runner.ts';

interface RebookingStepProps {
  salonId: string;
  savedMessage: string | null;
  /** Days; 0 means on the day of the visit. */
  savedDelay: number;
  finishStep: FinishStep;
}

/** Step 03: the rebook reminder's message and how many days after the visit it goes out. */
export function RebookingStep({ salonId, savedMessage, savedDelay, finishStep }: RebookingStepProps) {
  const saveSalon = useSaveSalon(salonId);
  const runner = useStepRunner(finishStep);
  const [message, setMessage] = useState(savedMessage ?? '');
  const [delay, setDelay] = useState(savedDelay);
  const working = runner.busy !== null;

  return (
    <StepFrame
      title="Rebooking"
      intro="When it's time for a client's next visit, piiq sends them your rebook message. Choose what it says and how long after the visit it goes."
      error={runner.error}
      controls={{
        busy: runner.busy,
        nextDisabled: false,
        onNext: () =>
          runner.next({
            save: () => saveSalon({ rebookNotificationMessage: message, rebookNotificationDelay: delay }),
            failureMessage: () => onboardingMessages.rebookingFailed,
          }),
        onSkip: runner.skip,
      }}
    >
      <TextInput
        label="Rebook message"
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        multiline
        minRows={3}
        disabled={working}
      />
      <DelayStepper days={delay} onChange={setDelay} disabled={working} />
    </StepFrame>
  );
}

function DelayStepper({
  days,
  onChange,
  disabled,
}: {
  days: number;
  onChange: (days: number) => void;
  disabled: boolean;
}) {
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} component="p" sx={{ fontWeight: 500, mb: 1 }}>
        Rebook delay
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <IconButton
          aria-label="Decrease rebook delay"
          onClick={() => onChange(stepRebookDelay(days, -1))}
          disabled={disabled || days <= 0}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <RemoveIcon />
        </IconButton>
        <Typography
          component="output"
          aria-live="polite"
          sx={{ minWidth: 110, textAlign: 'center', fontSize: '1.125rem', fontWeight: 600 }}
        >
          {rebookDelayLabel(days)}
        </Typography>
        <IconButton
          aria-label="Increase rebook delay"
          onClick={() => onChange(Math.min(stepRebookDelay(days, 1), MAX_REBOOK_DELAY_DAYS))}
          disabled={disabled || days >= MAX_REBOOK_DELAY_DAYS}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <AddIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
