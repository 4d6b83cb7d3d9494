import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { displayScore, HAIR_SCORE_LABELS, HAIR_SCORES, scoreText, type HairScore } from '@piiq/domain/hair-analysis';
import { HAIR_SCORE_MAX, HAIR_SCORE_MIN, MAX_CART_QUANTITY, SCALP_CONCERNS, type ScalpConcern, type SessionImageKind } from '@piiq/domain/mirror-session';
import { formatMoney } from '@piiq/domain/money';
import { recommendationProfileSchema } from '@piiq/domain/recommendation-profile';
import { switchRecommendation } from '@piiq/domain/recommendations';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { deviceRequest, deviceUpload } from '../../lib/device-graphql.ts';
import { ApiError, type ResultOf } from '../../lib/graphql.ts';
import { MirrorPhoto } from './mirror-photo.tsx';
import { mirrorStorage, type SavedConsultation } from './mirror-storage.ts';
import {
  ComputeSessionRecommendations,
  EndMirrorSession,
  LikeSessionImage,
  MirrorSessionQuery,
  RecordHairAnalysis,
  RequestRebook,
  SetSessionCart,
  SetSessionNotes,
  SetSessionRecommendations,
  SetSessionTreatment,
} from './operations.ts';
import { ProfileQuestions } from './profile-questions.tsx';
import { profileStorage } from './profile-storage.ts';
import type { MirrorProduct } from './recommendation-operations.ts';
import { OFFLINE_MESSAGE, untilSent } from './retry.ts';

const SessionQr = lazy(async () => ({ default: (await import('./session-qr.tsx')).SessionQr }));
const SwapDialog = lazy(async () => ({ default: (await import('./swap-dialog.tsx')).SwapDialog }));

type Session = ResultOf<typeof MirrorSessionQuery>['mirrorSession'];

/** Step 0 is the wait for the client; the stepper shows the rest. */
export const CONSULTATION_STEPS = ['Photos', 'Analysis', 'Treatment', 'Recommendations', 'Likes', 'Cart', 'Rebook', 'Notes', 'Finish'] as const;

const POLL_MS = 2000;

const SCALP_CONCERN_TEXT: Readonly<Record<ScalpConcern, string>> = {
  growthPatterns: 'Growth patterns',
  cowlicks: 'Cowlicks',
  dandruff: 'Dandruff',
  oily: 'Oily',
  dry: 'Dry',
  sensitive: 'Sensitive',
};

const TREATMENTS = [
  { value: 'scalp', label: 'Scalp' },
  { value: 'protein', label: 'Protein' },
  { value: 'moisture', label: 'Moisture' },
  { value: 'none', label: 'None' },
] as const;

interface ConsultationProps {
  credential: string;
  saved: SavedConsultation;
  onUnpaired: () => void;
  onFinished: () => void;
}

/** Each write's own key, kept by the caller across its retries so the server makes it once. */
const newKey = () => crypto.randomUUID();

export function Consultation({ credential, saved, onUnpaired, onFinished }: ConsultationProps) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState(saved.step);
  const [offline, setOffline] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const queryKey = ['mirror-session', saved.sessionId];
  const session = useQuery({
    queryKey,
    queryFn: async () => (await untilSent(() => deviceRequest(credential, MirrorSessionQuery, { id: saved.sessionId }), setOffline)).mirrorSession,
    // Only the wait polls: after it, the mirror's own writes are what changes the session.
    refetchInterval: (query) => (step === 0 && query.state.data?.state === 'WAITING_FOR_CLIENT' ? POLL_MS : false),
  });

  const goTo = (next: number) => {
    setStep(next);
    mirrorStorage.saveConsultation({ sessionId: saved.sessionId, step: next });
  };

  /** One write: retried through a dropped connection, its answer becomes the session shown. */
  const save = async (write: () => Promise<Session>, then?: number): Promise<boolean> => {
    setBusy(true);
    setProblem(null);
    try {
      const updated = await untilSent(write, setOffline);
      queryClient.setQueryData(queryKey, updated);
      if (then !== undefined) goTo(then);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') onUnpaired();
      setProblem(error instanceof Error ? error.message : String(error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  if (session.error) return <Alert severity="error">{session.error.message}</Alert>;
  if (!session.data) return <Typography>Loading…</Typography>;
  const current = session.data;
  const sessionId = current.id;

  const stepView = (): ReactNode => {
    switch (CONSULTATION_STEPS[step - 1]) {
      case 'Photos':
        return <PhotosStep credential={credential} sessionId={sessionId} setOffline={setOffline} onNext={() => goTo(step + 1)} />;
      case 'Analysis':
        return (
          <AnalysisStep
            session={current}
            credential={credential}
            busy={busy}
            onSave={(input) => save(async () => (await deviceRequest(credential, RecordHairAnalysis, { sessionId, input })).recordHairAnalysis, step + 1)}
          />
        );
      case 'Treatment':
        return (
          <TreatmentStep
            session={current}
            busy={busy}
            onSave={(treatment) => save(async () => (await deviceRequest(credential, SetSessionTreatment, { sessionId, treatment })).setSessionTreatment, step + 1)}
          />
        );
      case 'Recommendations':
        return (
          <RecommendationsStep
            session={current}
            credential={credential}
            busy={busy}
            problem={problem}
            onCompute={() =>
              save(async () => (await deviceRequest(credential, ComputeSessionRecommendations, { sessionId, profile: profileStorage.read(sessionId) })).computeSessionRecommendations)
            }
            onSetSkus={(skus) => save(async () => (await deviceRequest(credential, SetSessionRecommendations, { sessionId, skus })).setSessionRecommendations)}
            onNext={() => goTo(step + 1)}
          />
        );
      case 'Likes':
        return (
          <LikesStep
            session={current}
            credential={credential}
            busy={busy}
            onLike={(kind) => {
              // One key per tap, kept across its retries: a dropped connection never likes twice.
              const idempotencyKey = newKey();
              return save(async () => (await deviceRequest(credential, LikeSessionImage, { sessionId, kind, idempotencyKey })).likeSessionImage);
            }}
            onNext={() => goTo(step + 1)}
          />
        );
      case 'Cart':
        return (
          <CartStep
            session={current}
            busy={busy}
            onSave={(deliveryType, items, idempotencyKey) =>
              save(async () => (await deviceRequest(credential, SetSessionCart, { sessionId, deliveryType, items, idempotencyKey })).setSessionCart)
            }
            onNext={() => goTo(step + 1)}
          />
        );
      case 'Rebook':
        return (
          <RebookStep
            session={current}
            busy={busy}
            onSave={(rebookDelay, rebookLength) => save(async () => (await deviceRequest(credential, RequestRebook, { sessionId, rebookDelay, rebookLength })).requestRebook, step + 1)}
            onSkip={() => goTo(step + 1)}
          />
        );
      case 'Notes':
        return (
          <NotesStep
            session={current}
            busy={busy}
            onSave={(notes) => save(async () => (await deviceRequest(credential, SetSessionNotes, { sessionId, notes: notes || null })).setSessionNotes, step + 1)}
          />
        );
      case 'Finish':
        return (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography>Ending the consultation saves it to the appointment and returns the mirror to stylist sign-in.</Typography>
            <Button
              variant="contained"
              size="large"
              disabled={busy}
              onClick={async () => {
                setBusy(true);
                try {
                  await untilSent(() => deviceRequest(credential, EndMirrorSession, { sessionId }), setOffline);
                  onFinished();
                } catch (error) {
                  setProblem(error instanceof Error ? error.message : String(error));
                  setBusy(false);
                }
              }}
            >
              Finish consultation
            </Button>
          </Stack>
        );
      default:
        return null;
    }
  };

  return (
    <Stack spacing={3}>
      {offline && (
        <Alert severity="warning" role="status">
          {OFFLINE_MESSAGE}
        </Alert>
      )}
      {step === 0 ? (
        <WaitForClient session={current} onContinue={() => goTo(1)} />
      ) : (
        <>
          <Typography variant="h4" component="h1">
            Consultation{current.clientName ? ` with ${current.clientName}` : ''}
          </Typography>
          <Stepper activeStep={step - 1} alternativeLabel aria-label="Consultation steps">
            {CONSULTATION_STEPS.map((label) => (
              <Step key={label}>
                <StepLabel>{label}</StepLabel>
              </Step>
            ))}
          </Stepper>
          <Typography variant="h5" component="h2">
            {CONSULTATION_STEPS[step - 1]}
          </Typography>
          {problem && <Alert severity="error">{problem}</Alert>}
          {stepView()}
          {step > 1 && (
            <Box>
              <Button onClick={() => goTo(step - 1)}>Back</Button>
            </Box>
          )}
        </>
      )}
    </Stack>
  );
}

function WaitForClient({ session, onContinue }: { session: Session; onContinue: () => void }) {
  const joined = session.state !== 'WAITING_FOR_CLIENT';
  return (
    <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Typography variant="h4" component="h1">
        {joined ? `Welcome, ${session.clientName ?? 'client'}` : 'Scan to join this consultation'}
      </Typography>
      {!joined && (
        <>
          <Suspense fallback={<div style={{ width: 360, height: 360 }} />}>
            <SessionQr url={session.portalUrl} />
          </Suspense>
          {/* A code that no longer joins (it lapses while the session waits) is not shown: the QR code still joins. */}
          {session.code && (
            <>
              <Typography>Or open the piiq portal and type this code:</Typography>
              <Typography variant="h3" component="p" aria-label="Session code" sx={{ letterSpacing: '0.3em', fontFamily: 'monospace' }}>
                {session.code}
              </Typography>
            </>
          )}
          <Typography role="status">Waiting for the client to join…</Typography>
        </>
      )}
      <Button variant={joined ? 'contained' : 'outlined'} size="large" onClick={onContinue}>
        {joined ? 'Begin consultation' : 'Continue without the client'}
      </Button>
    </Stack>
  );
}

function PhotosStep({
  credential,
  sessionId,
  setOffline,
  onNext,
}: {
  credential: string;
  sessionId: string;
  setOffline: (offline: boolean) => void;
  onNext: () => void;
}) {
  const [sent, setSent] = useState<Partial<Record<SessionImageKind, boolean>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const upload = async (kind: SessionImageKind, file: Blob) => {
    setProblem(null);
    const key = newKey();
    try {
      await untilSent(() => deviceUpload(credential, `/uploads/mirror-sessions/${encodeURIComponent(sessionId)}/${kind}`, file, key), setOffline);
      setSent((before) => ({ ...before, [kind]: true }));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Stack spacing={3}>
      {problem && <Alert severity="error">{problem}</Alert>}
      {(['selfie', '360'] as const).map((kind) => (
        <PhotoPicker key={kind} kind={kind} sent={sent[kind] === true} onPhoto={(file) => upload(kind, file)} />
      ))}
      <Box>
        <Button variant="contained" size="large" onClick={onNext}>
          Next
        </Button>
      </Box>
    </Stack>
  );
}

function PhotoPicker({ kind, sent, onPhoto }: { kind: SessionImageKind; sent: boolean; onPhoto: (file: Blob) => void }) {
  const title = kind === 'selfie' ? 'Selfie' : '360° photo';
  const id = `mirror-photo-${kind}`;
  return (
    <Stack spacing={1} role="group" aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} variant="h6" component="h3">
        {title}
        {sent ? ' — saved' : ''}
      </Typography>
      <Camera onPhoto={onPhoto} label={`Take the ${title.toLowerCase()}`} />
      <Box>
        <Button component="label" variant="outlined">
          Upload a photo
          <input
            hidden
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-label={`Upload a photo: ${title}`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) onPhoto(file);
              event.target.value = '';
            }}
          />
        </Button>
      </Box>
    </Stack>
  );
}

/** The tablet's camera when the browser offers one; without it the upload stays the way. */
function Camera({ onPhoto, label }: { onPhoto: (file: Blob) => void; label: string }) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) return null;
  const open = async () => {
    try {
      const opened = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user' } });
      setStream(opened);
    } catch {
      setStream(null);
    }
  };
  const take = () => {
    if (!video || !stream) return;
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    canvas.getContext('2d')?.drawImage(video, 0, 0);
    canvas.toBlob((blob) => {
      if (blob) onPhoto(blob);
      for (const track of stream.getTracks()) track.stop();
      setStream(null);
    }, 'image/jpeg');
  };
  if (!stream) {
    return (
      <Box>
        <Button variant="outlined" onClick={open}>
          Use the camera
        </Button>
      </Box>
    );
  }
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <video
        ref={(element) => {
          setVideo(element);
          if (element && element.srcObject !== stream) element.srcObject = stream;
        }}
        autoPlay
        playsInline
        muted
        style={{ width: '100%', maxWidth: 480 }}
      />
      <Button variant="contained" onClick={take}>
        {label}
      </Button>
    </Stack>
  );
}

type Scores = Record<HairScore, number>;

function AnalysisStep({
  session,
  credential,
  busy,
  onSave,
}: {
  session: Session;
  credential: string;
  busy: boolean;
  onSave: (input: Scores & { scalpConcerns: ScalpConcern[] }) => void;
}) {
  const recorded = session.appointment.hairAnalysis;
  const [profile, setProfile] = useState(() => profileStorage.read(session.id));
  const [profileProblem, setProfileProblem] = useState<string | null>(null);
  const [scores, setScores] = useState<Scores>(() => {
    const start = {} as Scores;
    for (const score of HAIR_SCORES) start[score] = recorded?.[score] ?? HAIR_SCORE_MAX / 2;
    return start;
  });
  const recordedConcerns = (recorded?.scalpConcerns ?? '').split(',').map((word) => word.trim());
  const [concerns, setConcerns] = useState<ScalpConcern[]>(() => SCALP_CONCERNS.filter((concern) => recordedConcerns.includes(concern)));
  return (
    <Stack spacing={2}>
      {HAIR_SCORES.map((score) => (
        <Box key={score}>
          <Typography id={`score-${score}`}>
            {HAIR_SCORE_LABELS[score]}: {scoreText(displayScore(scores[score]))}
          </Typography>
          <Slider
            aria-labelledby={`score-${score}`}
            min={HAIR_SCORE_MIN}
            max={HAIR_SCORE_MAX}
            step={1}
            value={scores[score]}
            getAriaValueText={(raw) => scoreText(displayScore(raw))}
            onChange={(_event, value) => setScores((before) => ({ ...before, [score]: value }))}
          />
        </Box>
      ))}
      <FormLabel component="legend">Scalp concerns</FormLabel>
      <Box>
        {SCALP_CONCERNS.map((concern) => (
          <FormControlLabel
            key={concern}
            label={SCALP_CONCERN_TEXT[concern]}
            control={
              <Checkbox
                checked={concerns.includes(concern)}
                onChange={(event) => setConcerns((before) => (event.target.checked ? [...before, concern] : before.filter((one) => one !== concern)))}
              />
            }
          />
        ))}
      </Box>
      <ProfileQuestions credential={credential} value={profile} onChange={setProfile} />
      {profileProblem && <Alert severity="error">{profileProblem}</Alert>}
      <Box>
        <Button
          variant="contained"
          size="large"
          disabled={busy}
          onClick={() => {
            const checked = recommendationProfileSchema.safeParse(profile);
            setProfileProblem(checked.success ? null : (checked.error.issues[0]?.message ?? null));
            if (!checked.success) return;
            profileStorage.save(session.id, checked.data);
            onSave({ ...scores, scalpConcerns: concerns });
          }}
        >
          Save analysis
        </Button>
      </Box>
    </Stack>
  );
}

function TreatmentStep({ session, busy, onSave }: { session: Session; busy: boolean; onSave: (treatment: string) => void }) {
  const [treatment, setTreatment] = useState<string>(session.appointment.supportYourSalon.treatment ?? 'none');
  return (
    <Stack spacing={2}>
      <RadioGroup aria-label="Treatment" value={treatment} onChange={(event) => setTreatment(event.target.value)}>
        {TREATMENTS.map((option) => (
          <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={option.label} />
        ))}
      </RadioGroup>
      <Box>
        <Button variant="contained" size="large" disabled={busy} onClick={() => onSave(treatment)}>
          Save treatment
        </Button>
      </Box>
    </Stack>
  );
}

type Recommendation = Session['recommendations'][number];

function RecommendationsStep({
  session,
  credential,
  busy,
  problem,
  onCompute,
  onSetSkus,
  onNext,
}: {
  session: Session;
  credential: string;
  busy: boolean;
  problem: string | null;
  onCompute: () => void;
  onSetSkus: (skus: string[]) => Promise<boolean>;
  onNext: () => void;
}) {
  const skus = session.recommendations.map((item) => item.sku);
  const [swapping, setSwapping] = useState<Recommendation | null>(null);
  // A swapped or removed pick takes its buttons with it, and focus would fall to the page: it goes
  // to the pick now in that place (the replacement, or the next one), else to the first button.
  const [focusAfterChange, setFocusAfterChange] = useState<string | null>(null);
  const swapButtons = useRef(new Map<string, HTMLButtonElement>());
  const computeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // A disabled button takes no focus: wait until the save that moved the picks is over.
    if (focusAfterChange === null || busy) return;
    (swapButtons.current.get(focusAfterChange) ?? computeButton.current)?.focus();
    setFocusAfterChange(null);
  }, [focusAfterChange, busy, session.recommendations]);

  const swap = async (replacing: Recommendation, replacement: MirrorProduct) => {
    const swapped = switchRecommendation(session.recommendations, replacing.sku, { ...replacing, sku: replacement.sku });
    if (swapped.ok && (await onSetSkus(swapped.list.map((item) => item.sku)))) {
      setSwapping(null);
      setFocusAfterChange(replacement.sku);
    }
  };
  const remove = async (removed: string) => {
    const at = skus.indexOf(removed);
    const rest = skus.filter((sku) => sku !== removed);
    if (await onSetSkus(rest)) setFocusAfterChange(rest[Math.min(at, rest.length - 1)] ?? '');
  };
  return (
    <Stack spacing={2}>
      <Box>
        <Button ref={computeButton} variant={skus.length ? 'outlined' : 'contained'} size="large" disabled={busy} onClick={onCompute}>
          {skus.length ? 'Recommend again' : 'Get recommendations'}
        </Button>
      </Box>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Recommended products">
        {session.recommendations.map((item) => (
          <Box component="li" key={item.sku} aria-label={item.productName} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {item.productName} {item.price !== null && `— ${formatMoney(item.price)}`}
            </Typography>
            <Typography variant="body2">Why: {item.reasonSummary || 'chosen by the stylist'}</Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <Button
                ref={(button: HTMLButtonElement | null) => {
                  if (button) swapButtons.current.set(item.sku, button);
                  else swapButtons.current.delete(item.sku);
                }}
                size="large"
                variant="outlined"
                disabled={busy}
                onClick={() => setSwapping(item)}
                aria-haspopup="dialog"
              >
                Swap {item.productName}
              </Button>
              <Button size="large" disabled={busy} onClick={() => void remove(item.sku)}>
                Remove {item.productName}
              </Button>
            </Stack>
          </Box>
        ))}
      </Stack>
      {swapping && (
        <Suspense fallback={null}>
          <SwapDialog
            credential={credential}
            replacing={swapping}
            recommendedSkus={skus}
            busy={busy}
            problem={problem}
            onChoose={(product) => void swap(swapping, product)}
            onClose={() => setSwapping(null)}
          />
        </Suspense>
      )}
      <Box>
        <Button variant="contained" size="large" onClick={onNext}>
          Next
        </Button>
      </Box>
    </Stack>
  );
}

function LikesStep({
  session,
  credential,
  busy,
  onLike,
  onNext,
}: {
  session: Session;
  credential: string;
  busy: boolean;
  onLike: (kind: SessionImageKind) => void;
  onNext: () => void;
}) {
  const photos = [
    { kind: 'selfie' as const, title: 'Selfie', image: session.appointment.clientSelfieImage },
    { kind: '360' as const, title: '360° photo', image: session.appointment.client360Image },
  ].filter((photo) => photo.image !== null);
  return (
    <Stack spacing={2}>
      <Typography>Optional: the client may like the photos they want to keep in mind.</Typography>
      {photos.length === 0 && <Typography>No photos were taken in this consultation.</Typography>}
      {photos.map((photo) => (
        <Stack key={photo.kind} spacing={1} sx={{ alignItems: 'flex-start' }}>
          {photo.image && <MirrorPhoto credential={credential} url={photo.image.url} alt={photo.title} />}
          <Button variant="outlined" disabled={busy} onClick={() => onLike(photo.kind)}>
            Like the {photo.title.toLowerCase()}
          </Button>
        </Stack>
      ))}
      {session.appointment.imageLikes.length > 0 && <Typography role="status">Likes: {session.appointment.imageLikes.length}</Typography>}
      <Box>
        <Button variant="contained" size="large" onClick={onNext}>
          Next
        </Button>
      </Box>
    </Stack>
  );
}

type CartItems = Array<{ productId: string; quantity: number }>;

function CartStep({
  session,
  busy,
  onSave,
  onNext,
}: {
  session: Session;
  busy: boolean;
  onSave: (deliveryType: string, items: CartItems, idempotencyKey: string) => Promise<boolean>;
  onNext: () => void;
}) {
  const cart = session.appointment.cart;
  const [deliveryType, setDeliveryType] = useState<string>(cart?.deliveryType ?? 'PICKUP');
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    Object.fromEntries((cart?.items ?? []).flatMap((item) => (item.product ? [[item.product.id, item.quantity]] : []))),
  );
  // One key per cart as chosen: a retry of the same cart reuses it, a changed cart gets a new one.
  const [key, setKey] = useState(newKey);
  const change = (update: () => void) => {
    update();
    setKey(newKey());
  };
  const items = Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([productId, quantity]) => ({ productId, quantity }));
  const total = (cart?.items ?? []).reduce((sum, item) => sum + item.price * item.quantity, 0);
  return (
    <Stack spacing={2}>
      <RadioGroup row aria-label="Pickup or delivery" value={deliveryType} onChange={(event) => change(() => setDeliveryType(event.target.value))}>
        <FormControlLabel value="PICKUP" control={<Radio />} label="Pickup in the salon" />
        <FormControlLabel value="DELIVERY" control={<Radio />} label="Delivery" />
      </RadioGroup>
      {session.recommendations.map((item) => (
        <TextField
          key={item.productId}
          type="number"
          label={`Quantity of ${item.productName}`}
          value={quantities[item.productId] ?? 0}
          slotProps={{ htmlInput: { min: 0, max: MAX_CART_QUANTITY } }}
          onChange={(event) => {
            const quantity = Math.min(Math.max(Math.trunc(Number(event.target.value) || 0), 0), MAX_CART_QUANTITY);
            change(() => setQuantities((before) => ({ ...before, [item.productId]: quantity })));
          }}
        />
      ))}
      {cart && (
        <Typography role="status" sx={{ fontWeight: 600 }}>
          Total: {formatMoney(total)}
        </Typography>
      )}
      <Stack direction="row" spacing={2}>
        <Button variant="contained" size="large" disabled={busy} onClick={() => void onSave(deliveryType, items, key)}>
          Save cart
        </Button>
        <Button size="large" onClick={onNext}>
          Next
        </Button>
      </Stack>
    </Stack>
  );
}

function RebookStep({ session, busy, onSave, onSkip }: { session: Session; busy: boolean; onSave: (weeks: number, minutes: number) => void; onSkip: () => void }) {
  const [weeks, setWeeks] = useState(String(session.appointment.rebookDelay ?? 6));
  const [minutes, setMinutes] = useState(String(session.appointment.rebookLength ?? 60));
  return (
    <Stack spacing={2}>
      <TextField type="number" label="Weeks until the next visit" value={weeks} onChange={(event) => setWeeks(event.target.value)} />
      <TextField type="number" label="Minutes of the next visit" value={minutes} onChange={(event) => setMinutes(event.target.value)} />
      <Stack direction="row" spacing={2}>
        <Button variant="contained" size="large" disabled={busy} onClick={() => onSave(Math.trunc(Number(weeks)), Math.trunc(Number(minutes)))}>
          Request rebook
        </Button>
        <Button size="large" onClick={onSkip}>
          Skip
        </Button>
      </Stack>
    </Stack>
  );
}

function NotesStep({ session, busy, onSave }: { session: Session; busy: boolean; onSave: (notes: string) => void }) {
  const [notes, setNotes] = useState(session.appointment.notes ?? '');
  return (
    <Stack spacing={2}>
      <TextField label="Notes" multiline minRows={4} value={notes} onChange={(event) => setNotes(event.target.value)} />
      <Box>
        <Button variant="contained" size="large" disabled={busy} onClick={() => onSave(notes)}>
          Save notes
        </Button>
      </Box>
    </Stack>
  );
}
