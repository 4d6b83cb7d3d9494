import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SessionQr } from '../session-qr.tsx';
import { useConsultation } from './use-consultation.ts';

/**
 * Before the steps: the code the client joins by, until they join or the stylist goes on alone. The
 * code belongs to this session, opened for the stylist who started it (decision 055): it shows here,
 * large enough to scan and to read from the chair, never on the idle screen.
 */
export function WaitForClientStep() {
  const { session, goTo } = useConsultation();
  const joined = session.state !== 'WAITING_FOR_CLIENT';
  return (
    <Stack spacing={4} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
        {joined ? `Welcome, ${session.clientName ?? 'client'}` : 'Scan to join this consultation'}
      </Typography>
      {!joined && (
        <>
          <SessionQr url={session.portalUrl} />
          {/* A code that no longer joins (it lapses while the session waits) is not shown: the QR code still joins. */}
          {session.code && (
            <>
              <Typography>Or open the piiq portal and type this code:</Typography>
              <Typography
                component="p"
                aria-label="Session code"
                sx={{
                  fontFamily: 'monospace',
                  fontWeight: 600,
                  fontSize: 'clamp(2.5rem, 11vw, 6rem)',
                  letterSpacing: '0.2em',
                  lineHeight: 1.1,
                  // The spacing after the last letter would push the code off centre.
                  mr: '-0.2em',
                }}
              >
                {session.code}
              </Typography>
            </>
          )}
          <Typography role="status">Waiting for the client to join…</Typography>
        </>
      )}
      <Button
        variant={joined ? 'contained' : 'outlined'}
        sx={joined ? { minHeight: 96, px: 8, fontSize: '1.75rem' } : undefined}
        onClick={() => goTo(1)}
      >
        {joined ? 'Begin consultation' : 'Continue without the client'}
      </Button>
    </Stack>
  );
}
