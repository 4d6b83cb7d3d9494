import Box from '@mui/material/Box';
import { COUNTRIES, COUNTRY_LABELS, countrySchema, type Country } from '@piiq/domain/country';
import { PHONE_PLACEHOLDER, type PhoneField as PhoneFieldValue } from '@piiq/domain/phone';
import type { FocusEventHandler, Ref } from 'react';
import { SelectInput } from './select-input.tsx';
import { TextInput } from './text-input.tsx';

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country, label: COUNTRY_LABELS[country] }));

export interface PhoneFieldProps {
  value: PhoneFieldValue;
  onChange: (value: { country: Country; number: string }) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  inputRef?: Ref<HTMLInputElement>;
  error?: string | undefined;
  /** False where an empty number is allowed (it clears a kept phone). */
  required?: boolean;
}

/** A phone number in Australia or New Zealand (docs/product-rules.md): the country, then the number as people write it. */
export function PhoneField({ value, onChange, onBlur, inputRef, error, required = true }: PhoneFieldProps) {
  const country = value?.country ?? 'AU';
  const number = value?.number ?? '';
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gap: 1 }}>
      <SelectInput
        label="Country"
        value={country}
        options={COUNTRY_OPTIONS}
        helperText=" "
        onChange={(event) => onChange({ country: countrySchema.catch('AU').parse(event.target.value), number })}
      />
      <TextInput
        label="Phone"
        required={required}
        type="tel"
        autoComplete="tel-national"
        placeholder={PHONE_PLACEHOLDER}
        value={number}
        onChange={(event) => onChange({ country, number: event.target.value })}
        onBlur={onBlur}
        inputRef={inputRef}
        error={Boolean(error)}
        helperText={error ?? ' '}
      />
    </Box>
  );
}
