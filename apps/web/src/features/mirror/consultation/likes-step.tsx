import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MirrorPhoto } from '../mirror-photo.tsx';
import { useConsultation } from './use-consultation.ts';

export function LikesStep() {
  const { session, credential, busy, likePhoto } = useConsultation();
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
          <Button variant="outlined" disabled={busy} onClick={() => void likePhoto(photo.kind)}>
            Like the {photo.title.toLowerCase()}
          </Button>
        </Stack>
      ))}
      {session.appointment.imageLikes.length > 0 && (
        <Typography role="status">Likes: {session.appointment.imageLikes.length}</Typography>
      )}
    </Stack>
  );
}
