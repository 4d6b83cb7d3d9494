import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, type Ref } from 'react';

/** An answer not given yet is neither. */
export type YesNo = 'yes' | 'no' | '';

export const answerOf = (value: YesNo): boolean | undefined => (value === '' ? undefined : value === 'yes');

/**
 * A question answered Yes or No, as a group its question names; a problem with it is read with each
 * choice, so a screen reader hears it where the focus lands. Used by the consent form on the mirror
 * (inside its touch theme) and in the portal.
 */
export function YesNoQuestion({
  question,
  name,
  value,
  onChange,
  error,
  disabled = false,
  ref,
}: {
  question: string;
  name: string;
  value: YesNo;
  onChange: (value: YesNo) => void;
  error?: string | undefined;
  disabled?: boolean;
  ref?: Ref<HTMLFieldSetElement>;
}) {
  const helpId = useId();
  const described = error ? { 'aria-describedby': helpId } : {};
  return (
    <FormControl ref={ref} component="fieldset" required error={Boolean(error)} disabled={disabled}>
      <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 500 }}>
        {question}
      </FormLabel>
      <RadioGroup
        row
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value === 'yes' ? 'yes' : 'no')}
      >
        <FormControlLabel value="yes" control={<Radio slotProps={{ input: described }} />} label="Yes" />
        <FormControlLabel value="no" control={<Radio slotProps={{ input: described }} />} label="No" />
      </RadioGroup>
      {error ? <FormHelperText id={helpId}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
