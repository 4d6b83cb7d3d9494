import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SessionImageKind } from '@piiq/domain/mirror-session';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { MirrorPhoto } from '../mirror-photo.tsx';
import { cameraMissingReason } from './camera-support.ts';
import { useConsultation } from './use-consultation.ts';

/** The camera's code loads when the Photos step first opens it, never with the mirror's first screen. */
const Camera = lazy(() => import('./camera.tsx'));

const KINDS = ['selfie', '360'] as const satisfies readonly SessionImageKind[];
const TITLES: Record<SessionImageKind, string> = { selfie: 'Selfie', '360': '360° photo' };

/**
 * A portrait (the selfie, which the Analysis step measures) and a 360° photo, taken with the mirror's
 * camera; a file upload only where there is no camera or it was refused, with the reason.
 */
export function PhotosStep() {
  const { session, credential, uploadPhoto } = useConsultation();
  /** The photos kept on this visit to the step, shown from memory: what was saved, as the client saw it. */
  const [kept, setKept] = useState<Partial<Record<SessionImageKind, string>>>({});
  /** The photos the session already holds, kept before the stylist left the step or the mirror reloaded. */
  const onSession: Record<SessionImageKind, string | null> = {
    selfie: session.appointment.clientSelfieImage?.url ?? null,
    '360': session.appointment.client360Image?.url ?? null,
  };
  const isKept = (kind: SessionImageKind) => Boolean(kept[kind] ?? onSession[kind]);
  const [onCamera, setOnCamera] = useState<SessionImageKind | null>(
    () => KINDS.find((kind) => !onSession[kind]) ?? null,
  );
  const [noCamera, setNoCamera] = useState<string | null>(cameraMissingReason);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = useRef(kept);
  shown.current = kept;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      for (const src of Object.values(shown.current)) URL.revokeObjectURL(src);
    };
  }, []);

  const save = async (kind: SessionImageKind, photo: Blob): Promise<boolean> => {
    setProblem(null);
    try {
      await uploadPhoto(kind, photo);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      return false;
    }
    // An upload that ends after the stylist left the step makes no copy nobody would release.
    if (!mounted.current) return true;
    const src = URL.createObjectURL(photo);
    setKept((before) => {
      if (before[kind]) URL.revokeObjectURL(before[kind]);
      return { ...before, [kind]: src };
    });
    // On to the photo not yet taken; with both kept, the camera is let go.
    setOnCamera(KINDS.find((other) => other !== kind && !isKept(other)) ?? null);
    return true;
  };

  return (
    <Stack spacing={3}>
      <Typography>
        Take a selfie for the hair analysis and a 360° photo of the cut. Only the photos you keep leave the mirror.
      </Typography>
      {problem && <Alert severity="error">{problem}</Alert>}
      {noCamera && <Alert severity="info">The camera is not available: {noCamera}. Upload the photos instead.</Alert>}
      {!noCamera && onCamera && (
        <Stack spacing={1} role="group" aria-labelledby="mirror-camera-title">
          <Typography id="mirror-camera-title" variant="h3">
            Taking the {TITLES[onCamera].toLowerCase()}
          </Typography>
          <Suspense fallback={<Typography role="status">Opening the camera…</Typography>}>
            <Camera title={TITLES[onCamera]} onKeep={(photo) => save(onCamera, photo)} onUnavailable={setNoCamera} />
          </Suspense>
        </Stack>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 3 }}>
        {KINDS.map((kind) => {
          const title = TITLES[kind];
          const id = `mirror-photo-${kind}`;
          const alt = `The ${title.toLowerCase()} kept`;
          const saved = onSession[kind];
          return (
            <Stack key={kind} spacing={1.5} role="group" aria-labelledby={`${id}-title`}>
              <Typography id={`${id}-title`} variant="h3">
                {title}
                {isKept(kind) ? ' — saved' : ''}
              </Typography>
              {kept[kind] ? (
                <Box
                  component="img"
                  src={kept[kind]}
                  alt={alt}
                  sx={{ width: '100%', maxWidth: 320, borderRadius: 2 }}
                />
              ) : (
                saved && <MirrorPhoto credential={credential} url={saved} alt={alt} />
              )}
              {noCamera ? (
                <UploadButton title={title} onPhoto={(photo) => void save(kind, photo)} />
              ) : onCamera === kind ? (
                <Typography color="text.secondary">On the camera now</Typography>
              ) : (
                <Box>
                  <Button variant="outlined" onClick={() => setOnCamera(kind)}>
                    {isKept(kind) ? `Retake the ${title.toLowerCase()}` : `Take the ${title.toLowerCase()}`}
                  </Button>
                </Box>
              )}
            </Stack>
          );
        })}
      </Box>
    </Stack>
  );
}

function UploadButton({ title, onPhoto }: { title: string; onPhoto: (photo: Blob) => void }) {
  return (
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
  );
}
