import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { TIME_ZONES } from '@piiq/domain/time-zones';
import { useId } from 'react';

export interface TimeZoneFieldProps {
  value: string | undefined;
  onChange: (zone: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
}

/**
 * The salon's time zone from the full IANA list (salon-admin.md section 9): several hundred names,
 * so people type part of one ('Perth') and the browser suggests the matches from a datalist. The
 * browser's own suggestions cost no script (a menu-based autocomplete was 12 kB gzip, and this
 * page has a size budget); the domain's schema refuses anything not on the list when saving.
 */
export function TimeZoneField({ value, onChange, onBlur, error }: TimeZoneFieldProps) {
  const id = useId();
  const listId = `${id}-zones`;
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth variant="outlined" error={Boolean(error)}>
      <InputLabel htmlFor={id}>Time zone</InputLabel>
      <OutlinedInput
        id={id}
        label="Time zone"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        inputProps={{ list: listId, autoComplete: 'off', spellCheck: false, 'aria-describedby': helperId }}
      />
      <datalist id={listId}>
        {TIME_ZONES.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <FormHelperText id={helperId}>{error ?? 'Type a city to find it, e.g. Perth'}</FormHelperText>
    </FormControl>
  );
}
