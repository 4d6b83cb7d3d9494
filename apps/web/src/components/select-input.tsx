import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEventHandler, type ReactNode } from 'react';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectInputProps {
  label: string;
  name?: string;
  value?: string;
  options: readonly SelectOption[];
  onChange?: ChangeEventHandler<HTMLSelectElement>;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  /** The id of what else describes the field (the product a quantity is for), read with its helper text. */
  describedBy?: string | undefined;
}

/**
 * A labelled drop-down on the browser's own select: on a phone it opens the system picker, it works
 * by keyboard everywhere, and it avoids MUI's menu-based Select and its popover code.
 */
export function SelectInput({ label, options, helperText, error, disabled, describedBy, ...select }: SelectInputProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const described = [describedBy, helperText ? helperId : undefined].filter(Boolean).join(' ');
  return (
    <FormControl fullWidth variant="outlined" error={error} disabled={disabled}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        {...select}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id, 'aria-describedby': described || undefined }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
