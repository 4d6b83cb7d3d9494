import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
// The system's provider, as the app's own (app/app.tsx): Material's brings the CSS-variables provider.
import { ThemeProvider } from '@mui/system';
import { mirrorMessages } from '@piiq/domain/mirror-messages';
import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { createMirrorTheme, palette } from '../../theme/theme.ts';
import { deviceRequest } from '../../lib/device-graphql.ts';
import { ApiError } from '../../lib/graphql.ts';
import { mirrorStorage, type SavedConsultation } from './mirror-storage.ts';
import { CreateMirrorSession, MirrorQuery, PairMirror } from './operations.ts';

const mirrorTheme = createMirrorTheme();

/*
 * The consultation's steps are most of the mirror's code and none of its first screen (pairing, the
 * idle screen, the stylists), so they are a chunk of their own (decision 075). A paired mirror fetches
 * it as soon as it shows, so it is there by the time a stylist has chosen themself.
 */
const loadConsultation = () => import('./consultation.tsx');
const Consultation = lazy(async () => ({ default: (await loadConsultation()).Consultation }));

/**
 * The web mirror at /mirror: a portrait screen paired with a salon runs the consultation loop —
 * pairing, the salon's idle screen, the stylist choosing themself, the client joining by QR code,
 * the steps, finish. Built for touch at 1080 × 1920 and 768 × 1024; usable on a phone.
 */
export function MirrorPage() {
  const [credential, setCredential] = useState(mirrorStorage.credential);
  const [notice, setNotice] = useState<string | null>(null);

  const unpaired = () => {
    mirrorStorage.forget();
    setCredential(null);
    setNotice(mirrorMessages.notPaired);
  };

  return (
    <ThemeProvider theme={mirrorTheme}>
      <Box
        component="main"
        sx={{ minHeight: '100vh', px: { xs: 2, sm: 4, md: 6 }, py: { xs: 3, md: 6 }, maxWidth: 1080, mx: 'auto' }}
      >
        {credential ? (
          <PairedMirror credential={credential} onUnpaired={unpaired} />
        ) : (
          <PairingScreen
            notice={notice}
            onPaired={(paired) => {
              mirrorStorage.saveCredential(paired);
              setNotice(null);
              setCredential(paired);
            }}
          />
        )}
      </Box>
    </ThemeProvider>
  );
}

function PairingScreen({ notice, onPaired }: { notice: string | null; onPaired: (credential: string) => void }) {
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const pair = useMutation({
    mutationFn: () => deviceRequest(null, PairMirror, { code, name: name.trim() || null }),
    onSuccess: (data) => onPaired(data.pairMirror.credential),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    pair.mutate();
  };
  return (
    <Stack component="form" onSubmit={submit} spacing={3} noValidate sx={{ maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h1">Pair this mirror</Typography>
      {notice && <Alert severity="warning">{notice}</Alert>}
      <Typography>Type the pairing code shown in the salon’s Settings, under Mirrors.</Typography>
      <TextField
        label="Pairing code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        required
        autoComplete="off"
      />
      <TextField
        label="Mirror name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        autoComplete="off"
      />
      {pair.error && <Alert severity="error">{pair.error.message}</Alert>}
      <Button type="submit" variant="contained" disabled={pair.isPending}>
        Pair this mirror
      </Button>
    </Stack>
  );
}

function PairedMirror({ credential, onUnpaired }: { credential: string; onUnpaired: () => void }) {
  const [consultation, setConsultation] = useState<SavedConsultation | null>(mirrorStorage.consultation);
  const [choosingStylist, setChoosingStylist] = useState(false);
  useEffect(() => {
    loadConsultation().catch(() => {
      // ignored: the consultation's own render asks again, and a page whose code cannot load says so
    });
  }, []);
  const mirror = useQuery({
    queryKey: ['mirror', credential],
    queryFn: async () => {
      try {
        return (await deviceRequest(credential, MirrorQuery, {})).mirror;
      } catch (error) {
        if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') onUnpaired();
        throw error;
      }
    },
  });
  const start = useMutation({
    mutationFn: (staffId: string) => deviceRequest(credential, CreateMirrorSession, { staffId }),
    onSuccess: (data) => {
      const saved = { sessionId: data.createMirrorSession.id, step: 0 };
      mirrorStorage.saveConsultation(saved);
      setChoosingStylist(false);
      setConsultation(saved);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') onUnpaired();
    },
  });

  if (consultation) {
    return (
      <Suspense fallback={<Typography>Loading…</Typography>}>
        <Consultation
          credential={credential}
          saved={consultation}
          onUnpaired={onUnpaired}
          onFinished={() => {
            mirrorStorage.endConsultation();
            setConsultation(null);
          }}
        />
      </Suspense>
    );
  }
  if (mirror.isPending) return <Typography>Loading…</Typography>;
  if (mirror.error) return <Alert severity="error">{mirror.error.message}</Alert>;
  if (!choosingStylist) {
    return (
      <IdleScreen
        salonName={mirror.data.salonName}
        photoUrl={mirror.data.salonPhotoUrl}
        onStart={() => setChoosingStylist(true)}
      />
    );
  }
  return (
    <Stack spacing={4}>
      <Typography variant="h1" id="mirror-stylists">
        Who is styling?
      </Typography>
      <Typography>Tap your name: the consultation opens for you, with a code for your client to join.</Typography>
      {start.error && <Alert severity="error">{start.error.message}</Alert>}
      <Box
        role="group"
        aria-labelledby="mirror-stylists"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))', gap: 2 }}
      >
        {mirror.data.stylists.map((member) => (
          <Button
            key={member.id}
            variant="outlined"
            sx={{ minHeight: 112, fontSize: '1.5rem', overflowWrap: 'anywhere' }}
            disabled={start.isPending}
            onClick={() => start.mutate(member.id)}
          >
            {member.name}
          </Button>
        ))}
      </Box>
      {mirror.data.stylists.length === 0 && (
        <Typography>No active stylists yet: add the team in the salon’s Settings.</Typography>
      )}
      <Box>
        <Button variant="outlined" color="secondary" onClick={() => setChoosingStylist(false)}>
          Back
        </Button>
      </Box>
    </Stack>
  );
}

/** Between consultations: the salon's own photo and name, and one thing to do. */
function IdleScreen({
  salonName,
  photoUrl,
  onStart,
}: {
  salonName: string;
  photoUrl: string | null;
  onStart: () => void;
}) {
  return (
    <Stack
      spacing={{ xs: 4, md: 6 }}
      sx={{ alignItems: 'center', justifyContent: 'center', textAlign: 'center', minHeight: '80vh' }}
    >
      <SalonPhoto url={photoUrl} salonName={salonName} />
      <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
        {salonName}
      </Typography>
      <Button
        variant="contained"
        onClick={onStart}
        sx={{ minHeight: 96, px: 8, fontSize: '1.75rem', maxWidth: '100%' }}
      >
        Start a consultation
      </Button>
    </Stack>
  );
}

/**
 * The salon's photo, or, when it has none (or it fails to load), its initials on the brand's colours:
 * the name is written beneath either way, so both are decoration to a screen reader.
 */
function SalonPhoto({ url, salonName }: { url: string | null; salonName: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const frame = { width: '100%', maxWidth: 880, aspectRatio: '4 / 3', maxHeight: '50vh', borderRadius: 3 } as const;
  if (url && failed !== url) {
    return (
      <Box
        component="img"
        src={url}
        alt=""
        onError={() => setFailed(url)}
        sx={{ ...frame, objectFit: 'cover', display: 'block' }}
      />
    );
  }
  const initials = salonName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  return (
    <Box
      aria-hidden
      sx={{
        ...frame,
        display: 'grid',
        placeItems: 'center',
        background: `linear-gradient(135deg, ${palette.sand} 0%, ${palette.rose} 100%)`,
        color: palette.white,
        fontSize: 'clamp(4rem, 20vw, 10rem)',
        fontWeight: 600,
        letterSpacing: '0.05em',
      }}
    >
      {initials}
    </Box>
  );
}
