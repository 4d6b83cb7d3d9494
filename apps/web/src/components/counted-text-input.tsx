import Box from '@mui/material/Box';
import { TextInput, type TextInputProps } from './text-input.tsx';

export interface CountedTextInputProps extends TextInputProps {
  /** The most characters the field's rule takes (the domain's limit of its kind). */
  limit: number;
  /** The characters typed so far. */
  length: number;
}

/**
 * A long text that counts "12 of 1,000 characters" under it, beside its hint or error. Nothing is
 * cut off at the limit: a longer text stays as typed or pasted, and the form's rule says what to
 * shorten. Kept apart from TextInput, which every page loads with the sign-in form, so only the
 * forms with a long text pay for the counter.
 */
export function CountedTextInput({ length, limit, helperText, ...input }: CountedTextInputProps) {
  return (
    <TextInput
      {...input}
      helperText={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          <span>{helperText}</span>
          <span>{`${length.toLocaleString('en-AU')} of ${limit.toLocaleString('en-AU')} characters`}</span>
        </Box>
      }
    />
  );
}
