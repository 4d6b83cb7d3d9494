import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { SCHEDULE_REMINDER_ON_REQUEST_HELP, SCHEDULE_REMINDER_ON_REQUEST_LABEL } from '@piiq/domain/rebook';
import { useId } from 'react';

/**
 * Whether a client's rebook request schedules the reminder itself, beside the rebook delay and
 * message it uses (the onboarding's rebooking step and the settings' salon tab); saved with them.
 */
export function ScheduleReminderSwitch({
  checked,
  onChange,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const helpId = useId();
  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            disabled={disabled}
            slotProps={{ input: { 'aria-describedby': helpId } }}
          />
        }
        label={SCHEDULE_REMINDER_ON_REQUEST_LABEL}
      />
      <FormHelperText id={helpId}>{SCHEDULE_REMINDER_ON_REQUEST_HELP}</FormHelperText>
    </div>
  );
}
