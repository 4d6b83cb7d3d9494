import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { phoneFieldFromE164 } from '@piiq/domain/phone';
import { salonAccountSchema, type SalonAccount, type SalonAccountInput } from '@piiq/domain/salon-account';
import { useQueryClient } from '@tanstack/react-query';
import { timeZoneOfAddress } from '@piiq/domain/time-zones';
import { useEffect, useRef } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { BusyButton } from '../../components/busy-button.tsx';
import {
  AddressFields,
  EmailField,
  fieldBinder,
  OrganisationField,
  PersonNameFields,
  PhoneInput,
} from '../../components/forms/contact-fields.tsx';
import { FormMessages } from '../../components/forms/form-messages.tsx';
import { useRefreshViewer } from '../../lib/session.ts';
import { salonAccountKey, saveSalonAccount, type AccountData, type SalonAccountData } from './account-operations.ts';
import { fullRow, twoColumnForm } from '../../components/forms/form-layout.ts';
import { useSaveOutcome } from './save-outcome.ts';
import { showServerErrors } from '../../components/forms/server-errors.ts';
import { TimeZoneField } from './time-zone-field.tsx';

const FIELDS: readonly Path<SalonAccountInput>[] = [
  'accountName',
  'addressLine1',
  'city',
  'state',
  'postcode',
  'firstName',
  'lastName',
  'phone',
  'email',
  'timeZone',
];

/** The address fields the salon's zone is read from. */
const ZONE_FIELDS: ReadonlySet<string> = new Set(['city', 'state', 'postcode']);

function accountValues(account: AccountData): SalonAccountInput {
  return {
    accountName: account.accountName,
    addressLine1: account.addressLine1,
    city: account.city,
    state: account.state,
    postcode: account.postcode,
    firstName: account.firstName,
    lastName: account.lastName,
    phone: phoneFieldFromE164(account.phone),
    email: account.email,
    timeZone: account.timeZone,
  };
}

function GroupHeading({ children }: { children: string }) {
  return (
    <Typography variant="h4" component="h3" sx={{ ...fullRow, mt: 1, mb: 1 }}>
      {children}
    </Typography>
  );
}

/** Account details, saved with updateSalonAccount. */
export function AccountDetailsForm({ salonId, account }: { salonId: string; account: AccountData }) {
  const queryClient = useQueryClient();
  const refreshViewer = useRefreshViewer();
  const outcome = useSaveOutcome();
  const form = useForm<SalonAccountInput, unknown, SalonAccount>({
    resolver: zodResolver(salonAccountSchema),
    defaultValues: accountValues(account),
  });
  const {
    control,
    handleSubmit,
    getValues,
    reset,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const bound = fieldBinder(form);

  // Until the owner picks a zone by hand, the field follows the address as it is edited; the saved
  // zone is left alone when the page opens, since the owner may have chosen it earlier.
  const zoneChosenByHand = useRef(false);
  useEffect(() => {
    const subscription = watch((values, { name }) => {
      if (zoneChosenByHand.current || !name || !ZONE_FIELDS.has(name)) return;
      const zone = timeZoneOfAddress(values);
      if (zone && zone !== values.timeZone) setValue('timeZone', zone, { shouldDirty: true, shouldValidate: true });
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue]);

  const onSubmit = handleSubmit(({ phone, ...details }) =>
    outcome.run(
      async () => {
        // The checked number is E.164, which names its own country; the picker's country goes with it as the API asks.
        const input = { ...details, phone: { country: getValues('phone')?.country ?? 'AU', number: phone } };
        const saved = await saveSalonAccount(salonId, input);
        reset(accountValues(saved));
        queryClient.setQueryData<SalonAccountData>(salonAccountKey(salonId), (current) =>
          current ? { ...current, timeZone: saved.timeZone, account: saved } : current,
        );
        // The salon's time zone lives in the viewer too, and every date of the admin area reads it.
        void refreshViewer();
      },
      (error) => showServerErrors(error, FIELDS, setError),
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Account details">
      <Box sx={twoColumnForm}>
        <GroupHeading>Business</GroupHeading>
        <Box sx={fullRow}>
          <OrganisationField {...bound('accountName')} label="Account name" />
        </Box>
        <AddressFields field={bound} lineLabel="Address" cityLabel="Suburb or city" />

        <GroupHeading>Owner</GroupHeading>
        <PersonNameFields field={bound} firstLabel="Owner first name" lastLabel="Owner last name" />
        <PhoneInput control={control} name="phone" />
        <EmailField {...bound('email')} />

        <GroupHeading>Time</GroupHeading>
        <Controller
          control={control}
          name="timeZone"
          render={({ field }) => (
            <TimeZoneField
              value={field.value}
              onChange={(zone) => {
                zoneChosenByHand.current = true;
                field.onChange(zone);
              }}
              onBlur={field.onBlur}
              error={errors.timeZone?.message}
            />
          )}
        />
      </Box>
      <FormMessages error={outcome.problem} notice={outcome.notice} />
      <BusyButton type="submit" variant="contained" busy={isSubmitting} busyLabel="Saving...">
        Save
      </BusyButton>
    </Box>
  );
}
