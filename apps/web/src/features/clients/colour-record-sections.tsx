import { ALLERGY_SOURCE_LABELS, allergySchema } from '@piiq/domain/allergies';
import { COUNTRY_LABELS, type Country } from '@piiq/domain/country';
import { hairColourText } from '@piiq/domain/hair-colour';
import { SIGNATURE_HEIGHT, SIGNATURE_WIDTH } from '@piiq/domain/consent-forms';
import { clearablePhoneFieldSchema, phoneFieldFromE164 } from '@piiq/domain/phone';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type ReactNode } from 'react';
import { AllergyRow } from '../../components/allergy-row.tsx';
import { SignatureInk } from '../../components/signature-pad.tsx';
import { BusyButton } from '../../components/busy-button.tsx';
import { DateTime } from '../../components/date-time.tsx';
import { FormulaBowls } from '../../components/formula-bowls.tsx';
import { errorText } from '../../components/forms/error-text.ts';
import { FormMessages } from '../../components/forms/form-messages.tsx';
import { serverFieldMessages } from '../../components/forms/server-errors.ts';
import { PhoneField } from '../../components/phone-field.tsx';
import { TextInput } from '../../components/text-input.tsx';
import { request } from '../../lib/graphql.ts';
import {
  AddClientAllergy,
  clientKeys,
  RemoveClientAllergy,
  SetClientPhone,
  type ClientConsent,
  type ClientPageData,
  type ClientRecord,
  type ColourRecord,
} from './clients-operations.ts';
import { consentStandingText, photosText, signedOnText } from '../../components/consent-words.ts';
import { ReactionAnswer } from '../../components/reaction-answer.tsx';
import { PatchTestsSection } from './patch-tests-section.tsx';

interface ColourRecordProps {
  salonId: string;
  client: ClientRecord;
  timeZone: string;
}

/**
 * What the salon keeps of the client for colour services, below their sessions: phone, allergies,
 * patch tests, formulas by visit and consent. Someone who never signed in has no record to keep.
 */
export function ColourRecordSections({ salonId, client, timeZone }: ColourRecordProps) {
  const record = client.colourRecord;
  if (!record) return null;
  return (
    <>
      <RecordSection title="Phone">
        <PhoneForm salonId={salonId} clientId={client.id} phone={record.phone} />
      </RecordSection>
      <RecordSection title="Allergies and sensitivities">
        <Allergies salonId={salonId} clientId={client.id} allergies={record.allergies} />
      </RecordSection>
      <RecordSection title="Patch tests">
        <PatchTestsSection
          salonId={salonId}
          clientId={client.id}
          tests={record.patchTests}
          standing={record.patchTestStanding}
          timeZone={timeZone}
        />
      </RecordSection>
      <RecordSection title="Colour formulas">
        <ColourFormulas formulas={client.formulas} timeZone={timeZone} />
      </RecordSection>
      <RecordSection title="Consent">
        <Consent standing={record.consentStanding} consents={record.consents} timeZone={timeZone} />
      </RecordSection>
    </>
  );
}

function RecordSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4, maxWidth: 760 }}>
      <Typography id={headingId} variant="h2" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Writes the server's answer into the page's record, so a change shows without reading the whole page again. */
function useColourRecordChange(salonId: string, clientId: string) {
  const queryClient = useQueryClient();
  return (change: (record: ColourRecord) => ColourRecord) =>
    queryClient.setQueryData(clientKeys.detail(salonId, clientId), (current: ClientPageData | undefined) => {
      const record = current?.client?.colourRecord;
      if (!current?.client || !record) return current;
      return { ...current, client: { ...current.client, colourRecord: change(record) } };
    });
}

type PhoneValue = { country: Country; number: string };

/**
 * The client's phone, which they also keep in the portal: shown, and edited with signup's field and
 * rules. An empty number takes it away.
 */
function PhoneForm({ salonId, clientId, phone }: { salonId: string; clientId: string; phone: string | null }) {
  const [draft, setDraft] = useState<PhoneValue | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const change = useColourRecordChange(salonId, clientId);
  const kept = phoneFieldFromE164(phone);
  const value = draft ?? kept;
  const save = useMutation({
    mutationFn: (field: PhoneValue) => request(SetClientPhone, { salonId, clientId, phone: field }),
    onSuccess: (data, sent) => {
      change((record) => ({ ...record, phone: data.setClientPhone }));
      // Typing that went on while it saved is kept.
      setDraft((current) => (current === sent ? null : current));
    },
  });
  const fieldError = problem ?? serverFieldMessages(save.error, ['phone'])[0];
  const formError = save.isError && fieldError === undefined ? errorText(save.error) : null;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const checked = clearablePhoneFieldSchema.safeParse(value);
        if (!checked.success) {
          setProblem(checked.error.issues[0]?.message ?? null);
          inputRef.current?.focus();
          return;
        }
        save.mutate(value);
      }}
      sx={{ display: 'grid', gap: 1, maxWidth: 480 }}
    >
      {/* A status region: the number the server kept is read out once a save is done. */}
      <Typography role="status">
        {phone ? (
          <Link href={`tel:${phone}`}>{`${kept.number} (${COUNTRY_LABELS[kept.country]})`}</Link>
        ) : (
          'No phone on record.'
        )}
      </Typography>
      <FormMessages error={formError} />
      <PhoneField
        value={value}
        required={false}
        inputRef={inputRef}
        error={fieldError}
        onChange={(next) => {
          setDraft(next);
          setProblem(null);
          save.reset();
        }}
      />
      <BusyButton type="submit" variant="contained" busy={save.isPending} sx={{ justifySelf: 'start' }}>
        Save phone
      </BusyButton>
    </Box>
  );
}

/** The client's allergies and sensitivities, the salon's and the client's own, each removable here. */
function Allergies({
  salonId,
  clientId,
  allergies,
}: {
  salonId: string;
  clientId: string;
  allergies: ColourRecord['allergies'];
}) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const change = useColourRecordChange(salonId, clientId);
  const add = useMutation({
    mutationFn: (entry: string) => request(AddClientAllergy, { salonId, clientId, text: entry }),
    onSuccess: (data) => {
      change((record) => ({ ...record, allergies: [...record.allergies, data.addClientAllergy] }));
      setText('');
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => request(RemoveClientAllergy, { salonId, id }),
    onSuccess: (_data, id) =>
      change((record) => ({ ...record, allergies: record.allergies.filter((allergy) => allergy.id !== id) })),
  });
  const addError = problem ?? (add.isError ? errorText(add.error) : null);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FormMessages error={remove.isError ? errorText(remove.error) : null} />
      {allergies.length === 0 ? (
        <Typography color="text.secondary">No allergies or sensitivities recorded.</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {allergies.map((allergy) => (
            <AllergyRow
              key={allergy.id}
              text={allergy.text}
              recordedBy={allergy.source === 'client' ? ALLERGY_SOURCE_LABELS.client : null}
              action={
                <BusyButton
                  size="small"
                  color="error"
                  busy={remove.isPending && remove.variables === allergy.id}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(allergy.id)}
                  aria-label={`Remove ${allergy.text}`}
                >
                  Remove
                </BusyButton>
              }
            />
          ))}
        </Box>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const checked = allergySchema.safeParse(text);
          if (!checked.success) {
            setProblem(checked.error.issues[0]?.message ?? null);
            inputRef.current?.focus();
            return;
          }
          add.mutate(checked.data);
        }}
        sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: 1, alignItems: 'start', maxWidth: 480 }}
      >
        <TextInput
          label="Allergy or sensitivity"
          value={text}
          inputRef={inputRef}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
            add.reset();
          }}
          error={addError !== null}
          helperText={addError ?? ' '}
        />
        {/* As tall as the field beside it, so the two read as one row. */}
        <BusyButton type="submit" variant="outlined" busy={add.isPending} sx={{ height: 56 }}>
          Add
        </BusyButton>
      </Box>
    </Box>
  );
}

/** One entry a visit, the latest first: when and who, the colour confirmed there, then the bowls. */
function ColourFormulas({ formulas, timeZone }: { formulas: ClientRecord['formulas']; timeZone: string }) {
  if (formulas.length === 0)
    return (
      <Typography color="text.secondary">
        No colour formulas recorded yet: the stylist records one at the mirror’s Treatment step.
      </Typography>
    );
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
      {formulas.map((formula) => (
        <Box
          component="li"
          key={formula.appointmentId}
          sx={{ display: 'grid', gap: 0.5, pb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <Typography component="h3" sx={{ fontWeight: 600 }}>
            <DateTime value={formula.visitedAt} timeZone={timeZone} format="dayTime" />
            {`, ${formula.staffName || '(No Name)'}`}
          </Typography>
          {formula.hairColour ? (
            <Typography color="text.secondary">{hairColourText(formula.hairColour)}</Typography>
          ) : null}
          <FormulaBowls bowls={formula.bowls} />
        </Box>
      ))}
    </Box>
  );
}

/** Where the client stands with the salon's current form, then every signature they drew, the latest first. */
function Consent({
  standing,
  consents,
  timeZone,
}: {
  standing: ColourRecord['consentStanding'];
  consents: ColourRecord['consents'];
  timeZone: string;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>{consentStandingText(standing, consents, timeZone)}</Typography>
      {consents.length > 0 ? (
        <Box component="ul" aria-label="Signatures" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {consents.map((consent) => (
            <Signature key={consent.id} consent={consent} timeZone={timeZone} />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

function Signature({ consent, timeZone }: { consent: ClientConsent; timeZone: string }) {
  return (
    <Box component="li" sx={{ display: 'grid', gap: 0.5 }}>
      <Typography>
        <Box component="strong" sx={{ fontWeight: 600 }}>{`Version ${consent.formVersion}`}</Box>
        {', '}
        <DateTime value={consent.signedAt} timeZone={timeZone} format="dayTime" />
        {`, ${signedOnText(consent.signedOn)}`}
      </Typography>
      <Typography color="text.secondary">{photosText(consent.photosAllowed)}</Typography>
      <ReactionAnswer reactedBefore={consent.reactedBefore} />
      <Box
        sx={{
          width: '100%',
          maxWidth: 320,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          bgcolor: 'background.paper',
          color: 'text.primary',
        }}
      >
        <svg
          viewBox={`0 0 ${SIGNATURE_WIDTH} ${SIGNATURE_HEIGHT}`}
          role="img"
          aria-label={`Signature, version ${consent.formVersion}`}
          style={{ display: 'block', width: '100%', height: 'auto' }}
        >
          <SignatureInk path={consent.signaturePath} />
        </svg>
      </Box>
    </Box>
  );
}
