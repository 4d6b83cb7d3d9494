import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useConsultation } from './use-consultation.ts';

const SessionQr = lazy(async () => ({ default: (await import('../session-qr.tsx')).SessionQr }));

/** Before the stepper: the code the client joins by, until they join or the stylist goes on alone. */
export function WaitForClientStep() {
  const { session, goTo } = useConsultation();
  const joined = session.state !== 'WAITING_FOR_CLIENT';
  return (
    <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Typography variant="h4" component="h1">
        {joined ? `Welcome, ${session.clientName ?? 'client'}` : 'Scan to join this consultation'}
      </Typography>
      {!joined && (
        <>
          <Suspense fallback={<div style={{ width: 360, height: 360 }} />}>
            <SessionQr url={session.portalUrl} />
          </Suspense>
          {/* A code that no longer joins (it lapses while the session waits) is not shown: the QR code still joins. */}
          {session.code && (
            <>
              <Typography>Or open the piiq portal and type this code:</Typography>
              <Typography
                variant="h3"
                component="p"
                aria-label="Session code"
                sx={{ letterSpacing: '0.3em', fontFamily: 'monospace' }}
              >
                {session.code}
              </Typography>
            </>
          )}
          <Typography role="status">Waiting for the client to join…</Typography>
        </>
      )}
      <Button variant={joined ? 'contained' : 'outlined'} size="large" onClick={() => goTo(1)}>
        {joined ? 'Begin consultation' : 'Continue without the client'}
      </Button>
    </Stack>
  );
}
