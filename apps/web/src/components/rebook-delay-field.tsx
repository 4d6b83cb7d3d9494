import Box from '@mui/material/Box';
import {
  readRebookDelay,
  REBOOK_DELAY_UNITS,
  rebookDelayLabel,
  type RebookDelayEntry,
  type RebookDelayUnit,
} from '@piiq/domain/onboarding';
import { SelectInput } from './select-input.tsx';
import { TextInput } from './text-input.tsx';

const UNIT_OPTIONS = REBOOK_DELAY_UNITS.map((unit) => ({ value: unit, label: unit }));

const isUnit = (value: string): value is RebookDelayUnit => (REBOOK_DELAY_UNITS as readonly string[]).includes(value);

/**
 * The salon's rebook reminder delay, typed as a number of days or weeks (the onboarding's rebooking
 * step and the settings' salon tab); under it, what it comes to in weeks and days ("On the day" for
 * 0) or what is wrong with it. The caller keeps the entry and reads it with `readRebookDelay` to save it.
 */
export function RebookDelayField({
  entry,
  onChange,
  disabled,
}: {
  entry: RebookDelayEntry;
  onChange: (entry: RebookDelayEntry) => void;
  disabled?: boolean;
}) {
  const read = readRebookDelay(entry);
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Box sx={{ flex: 1 }}>
        <TextInput
          label="Rebook delay"
          name="rebookNotificationDelay"
          value={entry.amount}
          onChange={(event) => onChange({ ...entry, amount: event.target.value })}
          inputMode="numeric"
          error={!read.ok}
          helperText={read.ok ? rebookDelayLabel(read.days) : read.message}
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
