import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { palette } from '../../../theme/theme.ts';
import { unavailableReason } from './camera-support.ts';

/** Seconds counted down between the tap and the shot: time for the client to settle. */
export const COUNTDOWN_SECONDS = 3;

type Shot =
  | { state: 'opening' }
  | { state: 'live' }
  | { state: 'counting'; left: number }
  | { state: 'taken'; photo: Blob; src: string };

/** The current frame of the preview, as the camera sees it (not mirrored), in JPEG. */
function captureFrame(video: HTMLVideoElement): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('The photo could not be taken: try again.'));
  context.drawImage(video, 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be taken: try again.'))),
      'image/jpeg',
      0.92,
    ),
  );
}

/**
 * The mirror's camera: a live preview across the screen, a 3-2-1 countdown, then the photo shown with
 * Retake and Keep. Frames stay on the device: only a kept photo reaches `onKeep`. The camera is
 * released (its tracks stopped) when this leaves the screen. Loaded on its own, when first used.
 */
export default function Camera({
  title,
  onKeep,
  onUnavailable,
}: {
  /** What is being taken, as its heading says it: "Selfie", "360° photo". */
  title: string;
  /** Resolves true once the photo is saved; false leaves it on screen to keep again or retake. */
  onKeep: (photo: Blob) => Promise<boolean>;
  onUnavailable: (reason: string) => void;
}) {
  const [shot, setShot] = useState<Shot>({ state: 'opening' });
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [keeping, setKeeping] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement | null>(null);
  const reportUnavailable = useRef(onUnavailable);
  reportUnavailable.current = onUnavailable;

  useEffect(() => {
    let opened: MediaStream | null = null;
    let current = true;
    navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user' }, audio: false }).then(
      (granted) => {
        opened = granted;
        if (!current) {
          for (const track of granted.getTracks()) track.stop();
          return;
        }
        setStream(granted);
        setShot({ state: 'live' });
      },
      (error: unknown) => {
        if (current) reportUnavailable.current(unavailableReason(error));
      },
    );
    return () => {
      current = false;
      if (opened) for (const track of opened.getTracks()) track.stop();
    };
  }, []);

  useEffect(() => {
    if (shot.state !== 'counting') return;
    const timer = setTimeout(() => {
      if (shot.left > 1) {
        setShot({ state: 'counting', left: shot.left - 1 });
        return;
      }
      const preview = video.current;
      if (!preview) return;
      captureFrame(preview).then(
        (photo) => setShot({ state: 'taken', photo, src: URL.createObjectURL(photo) }),
        (error: unknown) => {
          setProblem(error instanceof Error ? error.message : String(error));
          setShot({ state: 'live' });
        },
      );
    }, 1000);
    return () => clearTimeout(timer);
  }, [shot]);

  const takenSrc = shot.state === 'taken' ? shot.src : null;
  useEffect(
    () => () => {
      if (takenSrc) URL.revokeObjectURL(takenSrc);
    },
    [takenSrc],
  );

  const keep = async (photo: Blob) => {
    setKeeping(true);
    const saved = await onKeep(photo);
    setKeeping(false);
    if (saved) setShot({ state: 'live' });
  };

  // Both the preview and the photo taken stay within 60 % of the screen's height: on the portrait
  // screen a full-width portrait photo would push Retake and Keep below the fold.
  const frame = { width: '100%', maxHeight: '60vh', borderRadius: 3, bgcolor: palette.ink, display: 'block' } as const;
  return (
    <Stack spacing={2}>
      {shot.state === 'opening' && <Typography role="status">Opening the camera…</Typography>}
      <Box sx={{ position: 'relative', display: shot.state === 'taken' ? 'none' : 'block' }}>
        <Box
          component="video"
          ref={(element: HTMLVideoElement | null) => {
            video.current = element;
            if (element && stream && element.srcObject !== stream) element.srcObject = stream;
          }}
          aria-label={`Camera preview for the ${title.toLowerCase()}`}
          autoPlay
          playsInline
          muted
          // The preview is mirrored, as a mirror shows a face; the photo is kept as the camera saw it.
          sx={{ ...frame, transform: 'scaleX(-1)', objectFit: 'cover' }}
        />
        {shot.state === 'counting' && (
          <Box
            role="status"
            aria-label={`Taking the photo in ${shot.left}`}
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              color: palette.white,
              fontSize: 'clamp(6rem, 30vw, 16rem)',
              fontWeight: 600,
              textShadow: `0 2px 16px ${palette.ink}`,
            }}
          >
            {shot.left}
          </Box>
        )}
      </Box>
      {shot.state === 'taken' && (
        <Box
          component="img"
          src={shot.src}
          alt={`The ${title.toLowerCase()} just taken`}
          sx={{ ...frame, objectFit: 'contain' }}
        />
      )}
      {problem && <Typography color="error">{problem}</Typography>}
      {(shot.state === 'live' || shot.state === 'counting') && (
        <Button
          variant="contained"
          disabled={shot.state === 'counting'}
          sx={{ minHeight: 80, fontSize: '1.5rem' }}
          onClick={() => {
            setProblem(null);
            setShot({ state: 'counting', left: COUNTDOWN_SECONDS });
          }}
        >
          Take the photo
        </Button>
      )}
      {shot.state === 'taken' && (
        <Stack direction="row" spacing={2}>
          <Button
            variant="outlined"
            color="secondary"
            disabled={keeping}
            sx={{ flex: 1, minHeight: 80 }}
            onClick={() => setShot({ state: 'live' })}
          >
            Retake
          </Button>
          <Button
            variant="contained"
            disabled={keeping}
            sx={{ flex: 1, minHeight: 80 }}
            onClick={() => void keep(shot.photo)}
          >
            Keep
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
