import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

/**
 * Wires a react-hook-form registration into a TextInput: the ref goes to the <input> (so
 * react-hook-form can focus the first invalid field), and the message sits under the field. An
 * empty helper line is kept when there is no message so a message never moves the form.
 */
export function fieldProps(registration: UseFormRegisterReturn, error: FieldError | undefined, hint?: string) {
  const { ref, ...rest } = registration;
  return {
    ...rest,
    inputRef: ref,
    error: Boolean(error),
    helperText: error?.message ?? hint ?? ' ',
  };
}
