import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

export interface SessionPhotoProps {
  /** The caption under the picture, e.g. Portrait. */
  label: string;
  /** One of the private photo routes (/photos/appointments/:id/selfie|360), or null when none was taken. */
  url: string | null;
  alt: string;
  /** Said in the picture's place when there is none or it fails to load. */
  missing: string;
}

/**
 * A photo the mirror took in a session, square, with its caption. A photo that fails to load (deleted
 * meanwhile, or the session ended) shows the same placeholder as one never taken, not a broken image.
 */
export function SessionPhoto({ label, url, alt, missing }: SessionPhotoProps) {
  const [failed, setFailed] = useState(false);
  return (
    <Box component="figure" sx={{ m: 0 }}>
      {url && !failed ? (
        <Box
          component="img"
          src={url}
          alt={alt}
          onError={() => setFailed(true)}
          sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 2, bgcolor: 'background.default' }}
        />
      ) : (
        <Box
          sx={{
            width: '100%',
            aspectRatio: '1',
            borderRadius: 2,
            bgcolor: 'background.default',
            display: 'grid',
            placeItems: 'center',
            p: 2,
            textAlign: 'center',
          }}
        >
          <Typography color="text.secondary">{missing}</Typography>
        </Box>
      )}
      <Typography component="figcaption" color="text.secondary" sx={{ mt: 0.5 }}>
        {label}
      </Typography>
    </Box>
  );
}
