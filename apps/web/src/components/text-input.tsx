import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import {
  useId,
  type ChangeEventHandler,
  type FocusEventHandler,
  type KeyboardEventHandler,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';

export interface TextInputProps {
  label: string;
  name?: string;
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  value?: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
  inputRef?: Ref<HTMLInputElement>;
  error?: boolean;
  helperText?: ReactNode;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  disabled?: boolean;
  endAdornment?: ReactNode;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  /** Shown to be read and copied, not typed in. */
  readOnly?: boolean;
  /** A text area that grows with its text, starting at `minRows` lines. */
  multiline?: boolean;
  minRows?: number;
  /** 'small' for fields inside table rows. */
  size?: 'small' | 'medium';
  /** A fuller name for screen readers where the visible label is short, e.g. one per table row. */
  ariaLabel?: string;
  /** Off for emails, codes and passwords: a phone keyboard must not "correct" them. */
  plainText?: boolean;
  /** The id of a message shown elsewhere that explains this field's error, read with the field. */
  describedBy?: string | undefined;
  /** Keeps the label above the field even when empty: a date or time input draws its own placeholder there. */
  shrinkLabel?: boolean;
}

// Only the attributes asked for: an explicit `inputMode: undefined` made the input lose typed
// characters after a clear (seen in the change-password dialog's tests).
function htmlInputProps(
  inputMode: TextInputProps['inputMode'],
  plainText: boolean | undefined,
  ariaLabel: string | undefined,
) {
  if (!inputMode && !plainText && !ariaLabel) return undefined;
  return {
    ...(inputMode ? { inputMode } : {}),
    ...(ariaLabel ? { 'aria-label': ariaLabel } : {}),
    ...(plainText ? { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } : {}),
  };
}

/**
 * A labelled text field: MUI's TextField without its `select` mode, which would bring Select,
 * Menu and Popover into every page with a form (about 20 KB gzip on the sign-in page alone).
 */
export function TextInput({
  label,
  helperText,
  error,
  required,
  disabled,
  inputRef,
  endAdornment,
  inputMode,
  plainText,
  multiline,
  minRows,
  size,
  ariaLabel,
  describedBy,
  shrinkLabel,
  ...input
}: TextInputProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth variant="outlined" error={error} required={required} disabled={disabled} size={size}>
      <InputLabel htmlFor={id} {...(shrinkLabel ? { shrink: true } : {})}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={required ? `${label} *` : label}
        inputRef={inputRef}
        endAdornment={endAdornment}
        {...(shrinkLabel ? { notched: true } : {})}
        {...(multiline ? { multiline: true, minRows: minRows ?? 3 } : {})}
        aria-describedby={[helperText ? helperId : null, describedBy].filter(Boolean).join(' ') || undefined}
        inputProps={htmlInputProps(inputMode, plainText, ariaLabel)}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
