import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';

/** The tablet's camera when the browser offers one; without it the upload stays the way. */
export function Camera({ onPhoto, label }: { onPhoto: (photo: Blob) => void; label: string }) {
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
