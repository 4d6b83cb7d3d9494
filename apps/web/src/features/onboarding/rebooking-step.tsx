import { TEXT_LIMITS } from '@piiq/domain/fields';
import { onboardingMessages, readRebookDelay, rebookDelayEntry } from '@piiq/domain/onboarding';
import { rebookMessageDraft } from '@piiq/domain/rebook';
import { useState } from 'react';
import { RebookDelayField } from '../../components/rebook-delay-field.tsx';
import { ScheduleReminderSwitch } from '../../components/schedule-reminder-switch.tsx';
import { CountedTextInput } from '../../components/counted-text-input.tsx';
import { useSaveSalon } from '../../lib/api/salon.ts';
import { StepFrame } from './step-frame.tsx';
import { useStepRunner, type FinishStep } from './step-runner.ts';

interface RebookingStepProps {
  salonId: string;
  savedMessage: string | null;
  /** Days; 0 means on the day of the visit. */
  savedDelay: number;
  /** Whether a client's rebook request schedules the reminder itself. */
  savedScheduleOnRequest: boolean;
  finishStep: FinishStep;
}

/** Step 03: the rebook reminder's message and how long after the visit it goes out. */
export function RebookingStep({
  salonId,
  savedMessage,
  savedDelay,
  savedScheduleOnRequest,
  finishStep,
}: RebookingStepProps) {
  const saveSalon = useSaveSalon(salonId);
  const runner = useStepRunner(finishStep);
  const [message, setMessage] = useState(() => rebookMessageDraft(savedMessage));
  const [delay, setDelay] = useState(() => rebookDelayEntry(savedDelay));
  const read = readRebookDelay(delay);
  const [scheduleOnRequest, setScheduleOnRequest] = useState(savedScheduleOnRequest);
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
            save: () =>
              saveSalon({
                rebookNotificationMessage: message,
                rebookNotificationDelay: read.days,
                scheduleRebookReminderOnRequest: scheduleOnRequest,
              }),
            failureMessage: () => onboardingMessages.rebookingFailed,
          });
        },
        onSkip: runner.skip,
      }}
    >
      <CountedTextInput
        label="Rebook message"
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        helperText="Sent with a greeting and your salon's name, and your booking link when you have one."
        multiline
        minRows={3}
        limit={TEXT_LIMITS.message}
        length={message.length}
        disabled={working}
      />
      <RebookDelayField entry={delay} onChange={setDelay} disabled={working} />
      <ScheduleReminderSwitch checked={scheduleOnRequest} onChange={setScheduleOnRequest} disabled={working} />
    </StepFrame>
  );
}
