import Box from '@mui/material/Box';
import { TextInput, type TextInputProps } from './text-input.tsx';

export interface CountedTextInputProps extends TextInputProps {
  maxLength: number;
  /** The characters typed so far. */
  length: number;
}

/**
 * A long text that shows "12 / 1,000" under it against its limit, beside its hint or error. Kept
 * apart from TextInput, which every page loads with the sign-in form, so only the forms with a long
 * text pay for the counter.
 */
export function CountedTextInput({ length, maxLength, helperText, ...input }: CountedTextInputProps) {
  return (
    <TextInput
      {...input}
      maxLength={maxLength}
      helperText={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <span>{helperText}</span>
          <span>{`${length.toLocaleString('en-AU')} / ${maxLength.toLocaleString('en-AU')}`}</span>
        </Box>
      }
    />
  );
}
