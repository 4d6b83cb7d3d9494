import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { mirrorMessages } from '@piiq/domain/mirror-pairing';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { deviceRequest } from '../../lib/device-graphql.ts';
import { ApiError } from '../../lib/graphql.ts';
import { Consultation } from './consultation.tsx';
import { mirrorStorage, type SavedConsultation } from './mirror-storage.ts';
import { CreateMirrorSession, MirrorQuery, PairMirror } from './operations.ts';

/**
 * The web mirror at /mirror: a portrait tablet paired with a salon runs the consultation
 * loop — pairing, stylist sign-in, the client joining by QR code, the steps, finish.
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
    <Box component="main" sx={{ minHeight: '100vh', p: { xs: 3, md: 6 }, maxWidth: 900, mx: 'auto' }}>
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
    <Stack component="form" onSubmit={submit} spacing={3} noValidate>
      <Typography variant="h4" component="h1">
        Pair this mirror
      </Typography>
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
      <Button type="submit" variant="contained" size="large" disabled={pair.isPending}>
        Pair this mirror
      </Button>
    </Stack>
  );
}

function PairedMirror({ credential, onUnpaired }: { credential: string; onUnpaired: () => void }) {
  const [consultation, setConsultation] = useState<SavedConsultation | null>(mirrorStorage.consultation);
  const [stylist, setStylist] = useState<{ id: string; name: string } | null>(null);
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
      setConsultation(saved);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') onUnpaired();
    },
  });

  if (consultation) {
    return (
      <Consultation
        credential={credential}
        saved={consultation}
        onUnpaired={onUnpaired}
        onFinished={() => {
          mirrorStorage.endConsultation();
          setConsultation(null);
          setStylist(null);
        }}
      />
    );
  }
  if (mirror.isPending) return <Typography>Loading…</Typography>;
  if (mirror.error) return <Alert severity="error">{mirror.error.message}</Alert>;
  if (stylist) {
    return (
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h4" component="h1">
          Hi {stylist.name}
        </Typography>
        {start.error && <Alert severity="error">{start.error.message}</Alert>}
        <Button
          variant="contained"
          size="large"
          sx={{ minHeight: 96, px: 6, fontSize: '1.5rem' }}
          disabled={start.isPending}
          onClick={() => start.mutate(stylist.id)}
        >
          Start consultation
        </Button>
        <Button onClick={() => setStylist(null)}>Not {stylist.name}? Sign out</Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {mirror.data.salonName}
      </Typography>
      <Typography variant="h5" component="h2">
        Who is styling? Tap your name to sign in.
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2 }}>
        {mirror.data.stylists.map((member) => (
          <Button
            key={member.id}
            variant="outlined"
            size="large"
            sx={{ minHeight: 96, fontSize: '1.25rem' }}
            onClick={() => setStylist(member)}
          >
            {member.name}
          </Button>
        ))}
      </Box>
      {mirror.data.stylists.length === 0 && (
        <Typography>No active stylists yet: add the team in the salon’s Settings.</Typography>
      )}
    </Stack>
  );
}
