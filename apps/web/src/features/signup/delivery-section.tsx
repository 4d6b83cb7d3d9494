import { TEXT_LIMITS } from '@piiq/domain/fields';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { COUNTRIES, COUNTRY_LABELS, countrySchema } from '@piiq/domain/country';
import { deliverySchema, type Delivery, type DeliveryInput } from '@piiq/domain/signup-forms';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { BusyButton } from '../../components/busy-button.tsx';
import { AddressFields, fieldBinder } from '../../components/forms/contact-fields.tsx';
import { FormMessages } from '../../components/forms/form-messages.tsx';
import { fullRow, twoColumnForm } from '../../components/forms/form-layout.ts';
import { showServerErrors } from '../../components/forms/server-errors.ts';
import { SelectInput } from '../../components/select-input.tsx';
import { CountedTextInput } from '../../components/counted-text-input.tsx';
import { ApiError, request } from '../../lib/graphql.ts';
import { SectionButtons, SectionFrame } from './section-frame.tsx';
import type { SectionProps } from './section-props.ts';
import type { DeliveryDraft } from './signup-draft.ts';
import { SubmitDeliveryDetails } from './signup-operations.ts';
import { deliveryDetailsInput } from './signup-payload.ts';

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country, label: COUNTRY_LABELS[country] }));
const DELIVERY_OPTIONS = [{ value: 'STANDARD', label: 'Standard delivery (included)' }] as const;
const FIELDS = [
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'postcode',
  'country',
  'notes',
  'deliveryOption',
] as const;

function deliveryDraftFrom(values: Partial<DeliveryInput>, previous: DeliveryDraft): DeliveryDraft {
  return {
    addressLine1: values.addressLine1 ?? previous.addressLine1,
    addressLine2: values.addressLine2 ?? previous.addressLine2,
    city: values.city ?? previous.city,
    state: values.state ?? previous.state,
    postcode: values.postcode ?? previous.postcode,
    country: countrySchema.catch(previous.country).parse(values.country),
    notes: values.notes ?? previous.notes,
    deliveryOption: 'STANDARD',
  };
}

/**
 * Section 3, plus only: where the mirrors go. Continuing sends the screens so far to the server,
 * which queues the two order-data calls (docs/configuration.md); a failure to reach a partner never shows here.
 */
export function DeliverySection({ draft, update, onNext, onBack, focusOnOpen }: SectionProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<DeliveryInput, unknown, Delivery>({
    resolver: zodResolver(deliverySchema),
    reValidateMode: 'onChange',
    defaultValues: draft.delivery,
  });
  const {
    control,
    handleSubmit,
    watch,
    setError,
    formState: { isSubmitting },
  } = form;
  const bound = fieldBinder(form);

  useEffect(() => {
    const subscription = watch((values) =>
      update((current) => ({ ...current, delivery: deliveryDraftFrom(values, current.delivery) })),
    );
    return () => subscription.unsubscribe();
  }, [watch, update]);

  const onSubmit = handleSubmit(async (delivery) => {
    setProblem(null);
    const next = { ...draft, delivery: { ...delivery, deliveryOption: 'STANDARD' as const } };
    update(() => next);
    const input = deliveryDetailsInput(next);
    if (input) {
      try {
        await request(SubmitDeliveryDetails, { input });
      } catch (error) {
        // Only a refusal of what was typed stops the flow; the partner calls themselves are the server's to retry.
        if (error instanceof ApiError && error.code === 'BAD_USER_INPUT') {
          setProblem(showServerErrors(error, FIELDS, setError));
          return;
        }
        console.warn('The delivery details could not be sent for the order-data calls', error);
      }
    }
    onNext();
  });

  return (
    <SectionFrame title="Delivery" intro="Where should we deliver your mirrors?" focusOnOpen={focusOnOpen}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Delivery">
        <Box sx={twoColumnForm}>
          <AddressFields field={bound} secondLine={bound} lineLabel="Address line 1" cityLabel="City" />
          <Controller
            control={control}
            name="country"
            render={({ field }) => (
              <SelectInput
                label="Country"
                name={field.name}
                value={field.value ?? 'AU'}
                options={COUNTRY_OPTIONS}
                onChange={(event) => field.onChange(event.target.value)}
                helperText=" "
              />
            )}
          />
          <Box sx={fullRow}>
            <CountedTextInput
              {...bound('notes', 'Optional: anything the courier should know')}
              label="Notes"
              limit={TEXT_LIMITS.notes}
              length={watch('notes')?.length ?? 0}
              multiline
              minRows={2}
            />
          </Box>
          <Box sx={fullRow}>
            <SelectInput
              label="Delivery option"
              name="deliveryOption"
              value="STANDARD"
              options={DELIVERY_OPTIONS}
              helperText=" "
            />
          </Box>
        </Box>
        <FormMessages error={problem} />
        <SectionButtons onBack={onBack}>
          <BusyButton type="submit" variant="contained" size="large" busy={isSubmitting}>
            Next
          </BusyButton>
        </SectionButtons>
      </Box>
    </SectionFrame>
  );
}
