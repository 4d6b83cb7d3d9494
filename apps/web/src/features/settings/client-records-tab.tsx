import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CONSENT_FORM_MAX,
  consentFormSchema,
  DEFAULT_CONSENT_FORM_TEXT,
  type ConsentFormInput,
} from '@piiq/domain/consent-forms';
import { patchTestWindowMonthsSchema } from '@piiq/domain/patch-tests';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { BusyButton } from '../../components/busy-button.tsx';
import { CountedTextInput } from '../../components/counted-text-input.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { fieldProps } from '../../components/forms/field-props.ts';
import { FormMessages } from '../../components/forms/form-messages.tsx';
import { showServerErrors } from '../../components/forms/server-errors.ts';
import { QueryProblem } from '../../components/query-problem.tsx';
import { TextInput } from '../../components/text-input.tsx';
import {
  clientRecordSettingsKey,
  clientRecordSettingsQuery,
  saveConsentForm,
  savePatchTestWindow,
  type ClientRecordSettings,
  type ConsentFormData,
} from './client-records-operations.ts';
import { useSaveOutcome } from './save-outcome.ts';
import { SettingsCard } from './settings-card.tsx';

export const PATCH_TEST_WINDOW_HINT =
  'A patch test with no reaction holds this long before a colour service. It must also be read at least 48 hours after it was put on.';

export const newVersionNotice = (version: number) =>
  `Saved as version ${version}. Clients who signed an older version sign again at their next colour service.`;

/** /{salonId}/settings/client-records: the consent form clients sign, and how long a patch test holds. */
export function ClientRecordsTab({ salonId }: { salonId: string }) {
  const query = useQuery(clientRecordSettingsQuery(salonId));
  return (
    <Stack spacing={3}>
      <SettingsCard
        title="Consultation and consent form"
        description="What clients read and sign, on the mirror or in the portal, before a colour service."
      >
        {query.data ? <ConsentFormForm salonId={salonId} settings={query.data} /> : <QueryProblem query={query} />}
      </SettingsCard>
      <SettingsCard title="Patch tests">
        {query.data ? <PatchTestWindowForm salonId={salonId} settings={query.data} /> : <QueryProblem query={query} />}
      </SettingsCard>
    </Stack>
  );
}

/**
 * The line under the form: which version clients sign now, and who saved it when. The default text
 * is named as piiq's even once a first signature has written it down, which no admin saved.
 */
function VersionLine({ form, timeZone }: { form: ConsentFormData; timeZone: string }) {
  return (
    <Typography color="text.secondary" sx={{ mb: 2 }}>
      {form.savedAt === null || form.savedAt === undefined || form.text === DEFAULT_CONSENT_FORM_TEXT ? (
        `Version ${form.version} · piiq’s default form`
      ) : (
        <>
          {`Version ${form.version} · saved by ${form.savedBy ?? ''} on `}
          <DateTime value={form.savedAt} timeZone={timeZone} format="day" />
        </>
      )}
    </Typography>
  );
}

function ConsentFormForm({ salonId, settings }: { salonId: string; settings: ClientRecordSettings }) {
  const queryClient = useQueryClient();
  const outcome = useSaveOutcome();
  const form = settings.consentForm;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ConsentFormInput, unknown, z.infer<typeof consentFormSchema>>({
    resolver: zodResolver(consentFormSchema),
    defaultValues: { text: form.text },
  });

  const onSubmit = handleSubmit(({ text }) =>
    outcome.run(
      async () => {
        const saved = await saveConsentForm(salonId, text);
        queryClient.setQueryData<ClientRecordSettings>(clientRecordSettingsKey(salonId), (current) =>
          current ? { ...current, consentForm: saved } : current,
        );
        reset({ text: saved.text });
        // An unchanged text keeps its version: nobody has anything new to sign.
        return saved.version === form.version ? undefined : newVersionNotice(saved.version);
      },
      (error) => showServerErrors(error, ['text'], setError),
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Consultation and consent form">
      <CountedTextInput
        {...fieldProps(register('text'), errors.text)}
        label="Form text"
        required
        multiline
        minRows={10}
        limit={CONSENT_FORM_MAX}
        length={watch('text').length}
      />
      <VersionLine form={form} timeZone={settings.timeZone} />
      <FormMessages error={outcome.problem} notice={outcome.notice} />
      <BusyButton type="submit" variant="contained" busy={isSubmitting} busyLabel="Saving...">
        Save form
      </BusyButton>
    </Box>
  );
}

const windowFormSchema = z.object({ months: patchTestWindowMonthsSchema });
type WindowForm = z.infer<typeof windowFormSchema>;

function PatchTestWindowForm({ salonId, settings }: { salonId: string; settings: ClientRecordSettings }) {
  const queryClient = useQueryClient();
  const outcome = useSaveOutcome();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<WindowForm>({
    resolver: zodResolver(windowFormSchema),
    defaultValues: { months: settings.patchTestWindowMonths },
  });

  const onSubmit = handleSubmit(({ months }) =>
    outcome.run(
      async () => {
        const saved = await savePatchTestWindow(salonId, months);
        queryClient.setQueryData<ClientRecordSettings>(clientRecordSettingsKey(salonId), (current) =>
          current ? { ...current, patchTestWindowMonths: saved } : current,
        );
        reset({ months: saved });
      },
      (error) => showServerErrors(error, ['months'], setError),
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Patch tests">
      <Box sx={{ maxWidth: 360 }}>
        <TextInput
          {...fieldProps(
            // An empty or unreadable entry is NaN, which the rule refuses with its own words.
            register('months', { valueAsNumber: true }),
            errors.months,
            PATCH_TEST_WINDOW_HINT,
          )}
          label="Patch test window (months)"
          type="number"
          inputMode="numeric"
          required
        />
      </Box>
      <FormMessages error={outcome.problem} notice={outcome.notice} />
      <BusyButton type="submit" variant="contained" busy={isSubmitting} busyLabel="Saving...">
        Save
      </BusyButton>
    </Box>
  );
}
