import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SessionImageKind } from '@piiq/domain/mirror-session';
import { useState } from 'react';
import { Camera } from './camera.tsx';
import { useConsultation } from './use-consultation.ts';

export function PhotosStep() {
  const { uploadPhoto, next } = useConsultation();
  const [sent, setSent] = useState<Partial<Record<SessionImageKind, boolean>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const upload = async (kind: SessionImageKind, photo: Blob) => {
    setProblem(null);
    try {
      await uploadPhoto(kind, photo);
      setSent((before) => ({ ...before, [kind]: true }));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <Stack spacing={3}>
      {problem && <Alert severity="error">{problem}</Alert>}
      {(['selfie', '360'] as const).map((kind) => (
        <PhotoPicker key={kind} kind={kind} sent={sent[kind] === true} onPhoto={(photo) => upload(kind, photo)} />
      ))}
      <Box>
        <Button variant="contained" size="large" onClick={next}>
          Next
        </Button>
      </Box>
    </Stack>
  );
}

function PhotoPicker({
  kind,
  sent,
  onPhoto,
}: {
  kind: SessionImageKind;
  sent: boolean;
  onPhoto: (photo: Blob) => void;
}) {
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
