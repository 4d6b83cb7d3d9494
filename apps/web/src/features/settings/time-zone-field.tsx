import Autocomplete from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { TIME_ZONES } from '@piiq/domain/dates';
import { useId } from 'react';

export interface TimeZoneFieldProps {
  value: string | undefined;
  onChange: (zone: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
}

/**
 * The salon's time zone from the full IANA list (salon-admin.md section 9): several hundred names,
 * so people type part of one ('Perth') and pick it. A stored name the list lacks (an older alias)
 * stays selectable rather than vanishing from the field.
 */
export function TimeZoneField({ value, onChange, onBlur, error }: TimeZoneFieldProps) {
  const helperId = useId();
  const options = value && !TIME_ZONES.includes(value) ? [value, ...TIME_ZONES] : TIME_ZONES;
  return (
    <Autocomplete
      options={options}
      value={value ?? null}
      onChange={(_event, zone) => {
        if (zone) onChange(zone);
      }}
      onBlur={onBlur}
      autoHighlight
      disableClearable={Boolean(value)}
      renderInput={(params) => (
        <FormControl fullWidth variant="outlined" error={Boolean(error)} disabled={params.disabled}>
          <InputLabel {...params.slotProps.inputLabel}>Time zone</InputLabel>
          <OutlinedInput
            {...params.slotProps.input}
            label="Time zone"
            inputProps={{ ...params.slotProps.htmlInput, 'aria-describedby': helperId }}
          />
          <FormHelperText id={helperId}>{error ?? 'Type a city to find it, e.g. Perth'}</FormHelperText>
        </FormControl>
      )}
    />
  );
}
