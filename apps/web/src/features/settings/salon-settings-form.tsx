import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { TEXT_LIMITS } from '@piiq/domain/fields';
import { readRebookDelay, rebookDelayEntry } from '@piiq/domain/onboarding';
import { salonSettingsSchema, type SalonSettings, type SalonSettingsInput } from '@piiq/domain/salon-settings';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { BusyButton } from '../../components/busy-button.tsx';
import { fieldProps } from '../../components/forms/field-props.ts';
import { FormMessages } from '../../components/forms/form-messages.tsx';
import { CountedTextInput } from '../../components/counted-text-input.tsx';
import { TextInput } from '../../components/text-input.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { RebookDelayField } from '../../components/rebook-delay-field.tsx';
import { ScheduleReminderSwitch } from '../../components/schedule-reminder-switch.tsx';
import { salonQuery, useSaveSalon, type Salon } from '../../lib/api/salon.ts';
import { useRefreshViewer } from '../../lib/session.ts';
import { useSaveOutcome } from './save-outcome.ts';
import { showServerErrors } from '../../components/forms/server-errors.ts';
import { SettingsCard } from './settings-card.tsx';
import { fullRow, twoColumnForm } from '../../components/forms/form-layout.ts';

const FIELDS: readonly Path<SalonSettingsInput>[] = [
  'name',
  'rebookNotificationMessage',
  'defaultSocialMediaMessage',
  'bookingUrl',
];

/** The form's texts; the delay is kept beside them, as days or weeks (the onboarding's field). */
function formValues(salon: Pick<Salon, keyof SalonSettingsInput>): SalonSettingsInput {
  return {
    name: salon.name,
    rebookNotificationMessage: salon.rebookNotificationMessage ?? '',
    defaultSocialMediaMessage: salon.defaultSocialMediaMessage ?? '',
    bookingUrl: salon.bookingUrl ?? '',
  };
}

/** The salon tab's form: name, rebook message and delay, whether a rebook request schedules the reminder, social message, booking url. */
export function SalonSettingsSection({ salonId }: { salonId: string }) {
  const query = useQuery(salonQuery(salonId));
  return (
    <SettingsCard
      title="Salon details"
      description="How your salon appears to clients, and the reminder they get to book again."
    >
      {query.data ? <SalonSettingsForm salonId={salonId} salon={query.data} /> : <QueryProblem query={query} />}
    </SettingsCard>
  );
}

function SalonSettingsForm({ salonId, salon }: { salonId: string; salon: Salon }) {
  const saveSalon = useSaveSalon(salonId);
  const refreshViewer = useRefreshViewer();
  const outcome = useSaveOutcome();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SalonSettingsInput, unknown, SalonSettings>({
    resolver: zodResolver(salonSettingsSchema),
    defaultValues: formValues(salon),
  });

  const [delay, setDelay] = useState(() => rebookDelayEntry(salon.rebookNotificationDelay));
  const readDelay = readRebookDelay(delay);
  const [scheduleOnRequest, setScheduleOnRequest] = useState(salon.scheduleRebookReminderOnRequest);

  const onSubmit = handleSubmit((settings) => {
    // The delay field already says what is wrong with it; nothing is sent until it reads.
    if (!readDelay.ok) return;
    return outcome.run(
      async () => {
        const saved = await saveSalon({
          ...settings,
          rebookNotificationDelay: readDelay.days,
          scheduleRebookReminderOnRequest: scheduleOnRequest,
        });
        reset(formValues(saved));
        setDelay(rebookDelayEntry(saved.rebookNotificationDelay));
        setScheduleOnRequest(saved.scheduleRebookReminderOnRequest);
        // The top bar shows the salon's name from the viewer.
        void refreshViewer();
      },
      (error) => showServerErrors(error, FIELDS, setError),
    );
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Salon details">
      <Box sx={twoColumnForm}>
        <TextInput
          {...fieldProps(register('name'), errors.name)}
          label="Salon name"
          required
          autoComplete="organization"
        />
        <TextInput
          {...fieldProps(
            register('bookingUrl'),
            errors.bookingUrl,
            'Where clients book online, e.g. https://bookings.example.com/my-salon',
          )}
          label="Booking url"
          type="url"
          inputMode="url"
          plainText
        />
        <Box sx={fullRow}>
          <CountedTextInput
            {...fieldProps(
              register('rebookNotificationMessage'),
              errors.rebookNotificationMessage,
              'Sent to a client when it is time to book again.',
            )}
            label="Rebook message"
            multiline
            limit={TEXT_LIMITS.message}
            length={watch('rebookNotificationMessage')?.length ?? 0}
          />
        </Box>
        <RebookDelayField entry={delay} onChange={setDelay} disabled={isSubmitting} />
        <Box sx={fullRow}>
          <ScheduleReminderSwitch checked={scheduleOnRequest} onChange={setScheduleOnRequest} disabled={isSubmitting} />
        </Box>
        <Box sx={fullRow}>
          <CountedTextInput
            {...fieldProps(
              register('defaultSocialMediaMessage'),
              errors.defaultSocialMediaMessage,
              'Suggested with the photos clients share.',
            )}
            label="Default social media message"
            multiline
            limit={TEXT_LIMITS.message}
            length={watch('defaultSocialMediaMessage')?.length ?? 0}
          />
        </Box>
      </Box>
      <FormMessages error={outcome.problem} notice={outcome.notice} />
      <BusyButton type="submit" variant="contained" busy={isSubmitting} busyLabel="Saving...">
        Save
      </BusyButton>
    </Box>
  );
}
