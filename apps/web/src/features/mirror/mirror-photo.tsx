import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { deviceImage } from '../../lib/device-graphql.ts';

/**
 * A photo of the consultation on the mirror, fetched with the device credential (the mirror has no
 * person's cookie, decision 022) and shown from memory, released when it leaves the screen.
 */
export function MirrorPhoto({ credential, url, alt }: { credential: string; url: string; alt: string }) {
  const [shown, setShown] = useState<{ url: string; src: string | null } | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let current = true;
    deviceImage(credential, url).then(
      (blob) => {
        if (!current) return;
        objectUrl = URL.createObjectURL(blob);
        setShown({ url, src: objectUrl });
      },
      () => {
        if (current) setShown({ url, src: null });
      },
    );
    return () => {
      current = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [credential, url]);
  if (shown?.url !== url) return <Typography color="text.secondary">Loading the photo…</Typography>;
  if (shown.src === null) return <Typography color="text.secondary">This photo could not be shown.</Typography>;
  return <img src={shown.src} alt={alt} style={{ maxWidth: 320 }} />;
}
