import ShareIcon from '@mui/icons-material/Share';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { imageShareWords } from '@piiq/domain/image-shares';
import { lazy, Suspense, useState } from 'react';
import { focusRing } from '../../components/focus-ring.ts';
import { SessionPhoto } from '../../components/session-photo.tsx';
import type { PortalAppointment } from './portal-operations.ts';
import type { SharedPhoto } from './share-photo-dialog.tsx';
import type { PortalSalon } from './use-portal-appointments.ts';

// The share dialog, its file handling and its call load only once the client asks to share.
const SharePhotoDialog = lazy(async () => ({ default: (await import('./share-photo-dialog.tsx')).SharePhotoDialog }));

interface KeptPhoto {
  label: string;
  alt: string;
  missing: string;
  what: string;
  fileName: string;
  url: string | null;
}

/** The photos the mirror kept of the visit, each with Share when there is one. */
export function KeptPhotos({ appointment, salon }: { appointment: PortalAppointment; salon: PortalSalon | undefined }) {
  const photos: KeptPhoto[] = [
    {
      label: 'Portrait',
      alt: 'Your portrait from the mirror',
      missing: 'No portrait',
      what: 'portrait',
      fileName: 'portrait',
      url: appointment.clientSelfieImage?.url ?? null,
    },
    {
      label: '360',
      alt: 'Your 360 view from the mirror',
      missing: 'No 360 view',
      what: '360 view',
      fileName: '360-view',
      url: appointment.client360Image?.url ?? null,
    },
  ];
  const [sharing, setSharing] = useState<SharedPhoto | null>(null);
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
        {photos.map(({ url, ...photo }) => (
          <Box key={photo.fileName}>
            <SessionPhoto label={photo.label} url={url} alt={photo.alt} missing={photo.missing} />
            {url ? (
              <Button
                size="small"
                variant="outlined"
                startIcon={<ShareIcon />}
                aria-label={`${imageShareWords.share} your ${photo.what}`}
                onClick={() =>
                  setSharing({ appointmentId: appointment.id, url, what: photo.what, fileName: photo.fileName })
                }
                sx={{ mt: 1, ...focusRing }}
              >
                {imageShareWords.share}
              </Button>
            ) : null}
          </Box>
        ))}
      </Box>
      {sharing ? (
        <Suspense fallback={null}>
          <SharePhotoDialog
            photo={sharing}
            salonName={salon?.name ?? ''}
            socialMessage={salon?.socialMessage ?? null}
            onClose={() => setSharing(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
