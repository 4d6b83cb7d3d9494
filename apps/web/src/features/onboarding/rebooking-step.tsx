import Box from '@mui/material/Box';
import {
  onboardingMessages,
  readRebookDelay,
  REBOOK_DELAY_UNITS,
  rebookDelayEntry,
  rebookDelayLabel,
  type RebookDelayEntry,
  type RebookDelayUnit,
} from '@piiq/domain/onboarding';
import { rebookMessageDraft } from '@piiq/domain/rebook';
import { useState } from 'react';
import { SelectInput } from '../../components/select-input.tsx';
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

/** Step 03: the rebook reminder's message and how long after the visit it goes out. */
export function RebookingStep({ salonId, savedMessage, savedDelay, finishStep }: RebookingStepProps) {
  const saveSalon = useSaveSalon(salonId);
  const runner = useStepRunner(finishStep);
  const [message, setMessage] = useState(() => rebookMessageDraft(savedMessage));
  const [delay, setDelay] = useState(() => rebookDelayEntry(savedDelay));
  const read = readRebookDelay(delay);
  const working = runner.busy !== null;

  return (
    <StepFrame
      title="Rebooking"
      intro="When it's time for a client's next visit, piiq sends them your rebook message. Choose what it says and how long after the visit it goes."
      error={runner.error}
      controls={{
        busy: runner.busy,
        // The field says what is wrong; nothing is saved until the delay is one the server accepts.
        nextDisabled: !read.ok,
        onNext: () => {
          if (!read.ok) return;
          runner.next({
            save: () => saveSalon({ rebookNotificationMessage: message, rebookNotificationDelay: read.days }),
            failureMessage: () => onboardingMessages.rebookingFailed,
          });
        },
        onSkip: runner.skip,
      }}
    >
      <TextInput
        label="Rebook message"
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        helperText="Sent with a greeting and your salon's name, and your booking link when you have one."
        multiline
        minRows={3}
        disabled={working}
      />
      <DelayField
        entry={delay}
        helperText={read.ok ? rebookDelayLabel(read.days) : read.message}
        error={!read.ok}
        onChange={setDelay}
        disabled={working}
      />
    </StepFrame>
  );
}

const UNIT_OPTIONS = REBOOK_DELAY_UNITS.map((unit) => ({ value: unit, label: unit }));

const isUnit = (value: string): value is RebookDelayUnit => (REBOOK_DELAY_UNITS as readonly string[]).includes(value);

/**
 * The delay typed as a number of days or weeks; under it, the days it comes to ("On the day" for 0)
 * or what is wrong with it.
 */
function DelayField({
  entry,
  helperText,
  error,
  onChange,
  disabled,
}: {
  entry: RebookDelayEntry;
  helperText: string;
  error: boolean;
  onChange: (entry: RebookDelayEntry) => void;
  disabled: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Box sx={{ flex: 1 }}>
        <TextInput
          label="Rebook delay"
          value={entry.amount}
          onChange={(event) => onChange({ ...entry, amount: event.target.value })}
          inputMode="numeric"
          error={error}
          helperText={helperText}
          disabled={disabled}
        />
      </Box>
      <Box sx={{ flex: 1 }}>
        <SelectInput
          label="Days or weeks"
          value={entry.unit}
          options={UNIT_OPTIONS}
          onChange={(event) => {
            if (isUnit(event.target.value)) onChange({ ...entry, unit: event.target.value });
          }}
          disabled={disabled}
        />
      </Box>
    </Box>
  );
}
