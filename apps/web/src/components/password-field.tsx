import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState, type ChangeEventHandler, type FocusEventHandler, type ReactNode, type Ref } from 'react';
import { TextInput } from './text-input.tsx';
import { focusRing } from './focus-ring.ts';

interface PasswordFieldProps {
  label: string;
  name: string;
  autoComplete: 'current-password' | 'new-password';
  inputRef?: Ref<HTMLInputElement>;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  value?: string;
  error?: boolean;
  helperText?: ReactNode;
  autoFocus?: boolean;
}

/** A password input with a show/hide button, so a person can check what they typed on a phone. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      plainText
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            edge="end"
            // The same name on every toggle: a name holding the field's label would also match that label.
            aria-label={visible ? 'Hide password' : 'Show password'}
            onClick={() => setVisible((shown) => !shown)}
            sx={focusRing}
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
