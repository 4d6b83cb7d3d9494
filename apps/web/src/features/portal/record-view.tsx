import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ALLERGY_SOURCE_LABELS, allergySchema } from '@piiq/domain/allergies';
import {
  CONSENT_QUESTION_KEYS,
  CONSENT_QUESTIONS,
  consentSignatureSchema,
  isConsentQuestion,
  type ConsentQuestion,
  type ConsentStanding,
  type Signature,
} from '@piiq/domain/consent-forms';
import { clearablePhoneFieldSchema, phoneFieldFromE164 } from '@piiq/domain/phone';
import { SAVED_SUCCESSFULLY } from '@piiq/domain/salon-settings';
import type { Country } from '@piiq/domain/country';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { AllergyRow } from '../../components/allergy-row.tsx';
import { BusyButton } from '../../components/busy-button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { focusRing } from '../../components/focus-ring.ts';
import { errorText } from '../../components/forms/error-text.ts';
import { FormMessages } from '../../components/forms/form-messages.tsx';
import { PhoneField } from '../../components/phone-field.tsx';
import { QueryProblem } from '../../components/query-problem.tsx';
import { SignaturePad } from '../../components/signature-pad.tsx';
import { TextInput } from '../../components/text-input.tsx';
import { answerOf, YesNoQuestion, type YesNo } from '../../components/yes-no-question.tsx';
import { ApiError, request } from '../../lib/graphql.ts';
import { useViewer } from '../../lib/session.ts';
import { PortalFrame } from './portal-frame.tsx';
import { PortalSection } from './portal-section.tsx';
import { usePortalFlow } from './portal-flow.ts';
import {
  AddMyAllergy,
  GetMyColourRecord,
  GetMyPhone,
  recordKeys,
  RemoveMyAllergy,
  SaveMyPhone,
  SignConsent,
  type MyAllergy,
  type MyColourRecord,
} from './record-operations.ts';
import { APPOINTMENT_PARAM, portalAppointmentUrl, portalUrl } from './urls.ts';

export const RECORD_TITLE = 'Consent and allergies';
export const SIGNED_THANKS = 'Thank you: your signature is kept with this salon.';

export const STANDING_WORDS: Readonly<Record<ConsentStanding, string>> = {
  signed: 'You signed the current form.',
  older: 'The salon changed its form: please read it and sign again.',
  none: 'You have not signed this salon’s form yet.',
};

/** /portal/salons/:salonId/record: the salon's consent form to sign, the client's allergies there, and their phone. */
export function RecordView() {
  const { session } = usePortalFlow();
  const [params] = useSearchParams();
  const appointmentId = params.get(APPOINTMENT_PARAM);
  return (
    <PortalFrame title={RECORD_TITLE}>
      <Link
        component={RouterLink}
        to={appointmentId ? portalAppointmentUrl(appointmentId, session) : portalUrl('appointments', session)}
        sx={{ display: 'inline-block', mb: 2, ...focusRing }}
      >
        {appointmentId ? 'Your appointment' : 'All appointments'}
      </Link>
      <ClientRecord appointmentId={appointmentId} />
    </PortalFrame>
  );
}

function ClientRecord({ appointmentId }: { appointmentId: string | null }) {
  const { salonId = '' } = useParams();
  const viewer = useViewer();
  const salon = viewer.data?.salonAccess.find((access) => access.salon.id === salonId && access.salonClient)?.salon;
  const query = useQuery({
    queryKey: recordKeys.record(salonId),
    enabled: Boolean(salon),
    queryFn: async () => (await request(GetMyColourRecord, { salonId })).myColourRecord,
  });
  if (!salon) return <EmptyState title="We couldn't find this salon." body="It may belong to another account." />;
  if (!query.data) return <QueryProblem query={query} what="your record at this salon" />;
  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">{salon.name}</Typography>
      <PortalSection title="Consent form">
        <ConsentForm salonId={salonId} appointmentId={appointmentId} record={query.data} />
      </PortalSection>
      <PortalSection title="Allergies and sensitivities">
        <Allergies salonId={salonId} allergies={query.data.allergies} />
      </PortalSection>
      <PortalSection title="Your phone">
        <Phone />
      </PortalSection>
    </Stack>
  );
}

type SignProblems = Partial<Record<ConsentQuestion | 'signature', string>>;

/** The form's words, its yes/no question and the signature: checked by the server's rule, then signed. */
function ConsentForm({
  salonId,
  appointmentId,
  record,
}: {
  salonId: string;
  appointmentId: string | null;
  record: MyColourRecord;
}) {
  const queryClient = useQueryClient();
  const [answers, setAnswers] = useState<Record<ConsentQuestion, YesNo>>({ photosAllowed: '', reactedBefore: '' });
  const [strokes, setStrokes] = useState<Signature>([]);
  const [problems, setProblems] = useState<SignProblems>({});
  const [outcome, setOutcome] = useState<{ notice: string | null; error: string | null }>({
    notice: null,
    error: null,
  });
  const [busy, setBusy] = useState(false);
  const questionRefs = useRef<Partial<Record<ConsentQuestion, HTMLFieldSetElement | null>>>({});
  const padRef = useRef<HTMLDivElement>(null);

  const sign = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome({ notice: null, error: null });
    const checked = consentSignatureSchema.safeParse({
      formVersion: record.consentForm.version,
      signature: strokes,
      photosAllowed: answerOf(answers.photosAllowed),
      reactedBefore: answerOf(answers.reactedBefore),
    });
    if (!checked.success) {
      const found: SignProblems = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if ((field === 'signature' || isConsentQuestion(field)) && !found[field]) found[field] = issue.message;
      }
      setProblems(found);
      // The first thing to answer takes the focus, and a screen reader reads its message with it.
      const firstQuestion = CONSENT_QUESTION_KEYS.find((question) => found[question]);
      if (firstQuestion) questionRefs.current[firstQuestion]?.querySelector('input')?.focus();
      else if (found.signature) padRef.current?.focus();
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      const { signConsent } = await request(SignConsent, { salonId, appointmentId, input: checked.data });
      queryClient.setQueryData(recordKeys.record(salonId), signConsent);
      setStrokes([]);
      setOutcome({ notice: SIGNED_THANKS, error: null });
    } catch (error) {
      setOutcome({ notice: null, error: errorText(error) });
      if (error instanceof ApiError && error.code === 'CONFLICT') {
        // The salon saved a new text meanwhile: the page shows it, and the client signs what they read.
        setStrokes([]);
        void queryClient.invalidateQueries({ queryKey: recordKeys.record(salonId) });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Typography sx={{ fontWeight: 500, mb: 2 }}>{STANDING_WORDS[record.consentStanding]}</Typography>
      <Box
        sx={{
          whiteSpace: 'pre-line',
          overflowWrap: 'anywhere',
          bgcolor: 'background.default',
          borderRadius: 1,
          p: 2,
          mb: 3,
        }}
      >
        {record.consentForm.text}
      </Box>
      <Box component="form" noValidate onSubmit={(event) => void sign(event)} aria-label="Sign the consent form">
        <Stack spacing={3}>
          {CONSENT_QUESTION_KEYS.map((question) => (
            <YesNoQuestion
              key={question}
              ref={(element) => {
                questionRefs.current[question] = element;
              }}
              question={CONSENT_QUESTIONS[question]}
              name={question}
              value={answers[question]}
              onChange={(value) => {
                setAnswers((current) => ({ ...current, [question]: value }));
                setProblems((current) => ({ ...current, [question]: undefined }));
              }}
              error={problems[question]}
              disabled={busy}
            />
          ))}
          <SignaturePad
            ref={padRef}
            label="Your signature"
            value={strokes}
            onChange={(next) => {
              setStrokes(next);
              setProblems((current) => ({ ...current, signature: undefined }));
            }}
            disabled={busy}
            error={problems.signature}
          />
          <Box>
            <FormMessages error={outcome.error} notice={outcome.notice} />
            <BusyButton
              type="submit"
              variant="contained"
              size="large"
              busy={busy}
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            >
              Sign
            </BusyButton>
          </Box>
        </Stack>
      </Box>
    </>
  );
}

/** The salon's entries and the client's own; only their own can they take away. */
function Allergies({ salonId, allergies }: { salonId: string; allergies: readonly MyAllergy[] }) {
  const queryClient = useQueryClient();
  const [entry, setEntry] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);

  const update = (change: (current: readonly MyAllergy[]) => MyAllergy[]) =>
    queryClient.setQueryData<MyColourRecord>(recordKeys.record(salonId), (record) =>
      record ? { ...record, allergies: change(record.allergies) } : record,
    );

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = allergySchema.safeParse(entry);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    setAdding(true);
    try {
      const { addMyAllergy } = await request(AddMyAllergy, { salonId, text: checked.data });
      update((current) => [...current, addMyAllergy]);
      setEntry('');
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setAdding(false);
    }
  };

  const remove = async (allergy: MyAllergy) => {
    setFailure(null);
    setRemoving(allergy.id);
    try {
      await request(RemoveMyAllergy, { salonId, id: allergy.id });
      update((current) => current.filter((item) => item.id !== allergy.id));
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <>
      {allergies.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Nothing is recorded yet. Add anything your stylist should know before a colour service.
        </Typography>
      ) : (
        <Box component="ul" aria-label="Your allergies and sensitivities" sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
          {allergies.map((allergy) => (
            <AllergyRow
              key={allergy.id}
              text={allergy.text}
              recordedBy={allergy.source === 'salon' ? ALLERGY_SOURCE_LABELS.salon : null}
              action={
                allergy.source === 'client' ? (
                  <BusyButton
                    variant="outlined"
                    size="small"
                    busy={removing === allergy.id}
                    disabled={removing !== null}
                    aria-label={`Remove ${allergy.text}`}
                    onClick={() => void remove(allergy)}
                  >
                    Remove
                  </BusyButton>
                ) : null
              }
            />
          ))}
        </Box>
      )}
      <Box component="form" noValidate onSubmit={(event) => void add(event)} aria-label="Add an allergy or sensitivity">
        <FormMessages error={failure} />
        <TextInput
          label="Allergy or sensitivity"
          value={entry}
          onChange={(event) => {
            setEntry(event.target.value);
            setProblem(null);
          }}
          error={Boolean(problem)}
          helperText={problem ?? 'For example: ammonia, itchy scalp.'}
          disabled={adding}
        />
        <BusyButton type="submit" variant="outlined" busy={adding} sx={{ mt: 1 }}>
          Add
        </BusyButton>
      </Box>
    </>
  );
}

interface PhoneEntry {
  country: Country;
  number: string;
}

/** The client's own number, which the salons they visit read on their record. */
function Phone() {
  const query = useQuery({
    queryKey: recordKeys.phone,
    queryFn: async () => (await request(GetMyPhone)).me,
  });
  if (!query.data) return <QueryProblem query={query} what="your phone" />;
  return <PhoneForm me={query.data} />;
}

function PhoneForm({ me }: { me: { id: string; phone?: string | null | undefined } }) {
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState<PhoneEntry>(() => phoneFieldFromE164(me.phone));
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [outcome, setOutcome] = useState<{ notice: string | null; error: string | null }>({
    notice: null,
    error: null,
  });
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome({ notice: null, error: null });
    const checked = clearablePhoneFieldSchema.safeParse(phone);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    setBusy(true);
    try {
      const { updateUser } = await request(SaveMyPhone, { id: me.id, input: { phone } });
      queryClient.setQueryData(recordKeys.phone, updateUser);
      setPhone(phoneFieldFromE164(updateUser.phone));
      setOutcome({ notice: SAVED_SUCCESSFULLY, error: null });
    } catch (error) {
      if (error instanceof ApiError && error.fields.length > 0) setProblem(error.fields[0]?.message);
      else setOutcome({ notice: null, error: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void save(event)}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        The salons you visit see it on your record. Leave it empty to take it away.
      </Typography>
      <PhoneField
        value={phone}
        onChange={(next) => {
          setPhone(next);
          setProblem(undefined);
        }}
        error={problem}
        required={false}
      />
      <FormMessages error={outcome.error} notice={outcome.notice} />
      <BusyButton type="submit" variant="outlined" busy={busy}>
        Save phone
      </BusyButton>
    </Box>
  );
}
