import Box from '@mui/material/Box';
import type { PhoneField as PhoneFieldValue } from '@piiq/domain/phone';
import {
  Controller,
  get,
  type Control,
  type FieldError,
  type FieldPathByValue,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { PhoneField } from '../phone-field.tsx';
import { TextInput } from '../text-input.tsx';
import { fieldProps } from './field-props.ts';
import { fullRow } from './form-layout.ts';

/** A registered field's props for a TextInput, with its message or hint under it. */
export type BoundField = ReturnType<typeof fieldProps>;

/** Wires a form's fields by name, so a shared field group names only the fields it holds. */
export type FieldBinder<Name extends string> = (name: Name, hint?: string) => BoundField;

export function fieldBinder<T extends FieldValues>({
  register,
  formState: { errors },
}: Pick<UseFormReturn<T, unknown, unknown>, 'register' | 'formState'>): FieldBinder<Path<T>> {
  return (name, hint) => {
    const error: FieldError | undefined = get(errors, name);
    return fieldProps(register(name), error, hint);
  };
}

/**
 * A street address in a form of two columns: the street on a row of its own, then suburb or city,
 * state and postcode. The second line only where the form keeps one.
 */
export function AddressFields({
  field,
  secondLine,
  lineLabel,
  cityLabel,
}: {
  field: FieldBinder<'addressLine1' | 'city' | 'state' | 'postcode'>;
  secondLine?: FieldBinder<'addressLine2'>;
  lineLabel: string;
  cityLabel: string;
}) {
  return (
    <>
      <Box sx={fullRow}>
        <TextInput {...field('addressLine1')} label={lineLabel} required autoComplete="address-line1" />
      </Box>
      {secondLine ? (
        <Box sx={fullRow}>
          <TextInput {...secondLine('addressLine2', 'Optional')} label="Address line 2" autoComplete="address-line2" />
        </Box>
      ) : null}
      <TextInput {...field('city')} label={cityLabel} required autoComplete="address-level2" />
      <TextInput {...field('state')} label="State" required autoComplete="address-level1" />
      <TextInput {...field('postcode')} label="Postcode" required autoComplete="postal-code" inputMode="numeric" />
    </>
  );
}

/** A person's first and last names, side by side in a form of two columns. */
export function PersonNameFields({
  field,
  firstLabel,
  lastLabel,
}: {
  field: FieldBinder<'firstName' | 'lastName'>;
  firstLabel: string;
  lastLabel: string;
}) {
  return (
    <>
      <TextInput {...field('firstName')} label={firstLabel} required autoComplete="given-name" />
      <TextInput {...field('lastName')} label={lastLabel} required autoComplete="family-name" />
    </>
  );
}

/** The business's name: the salon, or the account that holds it. */
export function OrganisationField({ label, ...field }: BoundField & { label: string }) {
  return <TextInput {...field} label={label} required autoComplete="organization" />;
}

export function EmailField(field: BoundField) {
  return <TextInput {...field} label="Email" type="email" required autoComplete="email" plainText />;
}

/** The phone's country and number as one form value, checked by the domain's phone rule. */
export function PhoneInput<T extends FieldValues>({
  control,
  name,
}: {
  control: Control<T, unknown, unknown>;
  name: FieldPathByValue<T, PhoneFieldValue>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PhoneField
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
