import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { formatCountdown, formatPairingCode, secondsUntil } from '@piiq/domain/mirror-pairing';
import { useEffect, useState } from 'react';
import { BusyButton } from '../../components/busy-button.tsx';
import { mirrorPaths } from '../mirror/urls.ts';
import type { MirrorPairingCode } from './mirror-operations.ts';

interface PairingCodePanelProps {
  code: MirrorPairingCode;
  busy: boolean;
  onNewCode: () => void;
  onDone: () => void;
}

/** The one-time code in large type with its countdown; once it runs out, a new code is one press away. */
export function PairingCodePanel({ code, busy, onNewCode, onDone }: PairingCodePanelProps) {
  const expiresAt = new Date(code.expiresAt);
  const [now, setNow] = useState(() => new Date());
  const seconds = secondsUntil(expiresAt, now);
  const expired = seconds === 0;

  useEffect(() => {
    if (expired) return undefined;
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, [expired]);

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2 }}>
      {seconds > 0 ? (
        <>
          <Typography>Type this code on the mirror. It works once.</Typography>
          {/* An output (a status), so the new code is announced; its label spells it letter by letter. */}
          <Typography
            component="output"
            aria-label={`Pairing code ${[...code.code].join(' ')}`}
            sx={{
              display: 'block',
              fontFamily: 'monospace',
              fontSize: { xs: 32, sm: 40 },
              fontWeight: 600,
              letterSpacing: 4,
              my: 1,
            }}
          >
            {formatPairingCode(code.code)}
          </Typography>
          {/* Not a live region: a countdown read out every second would drown everything else. */}
          <Typography color="text.secondary">
            Expires in <time dateTime={`PT${seconds}S`}>{formatCountdown(seconds)}</time>
          </Typography>
          <WebMirrorHint />
        </>
      ) : (
        <Typography role="status">This code has expired. Get a new one to pair a mirror.</Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <BusyButton variant={seconds > 0 ? 'outlined' : 'contained'} onClick={onNewCode} busy={busy}>
          New code
        </BusyButton>
        <Button color="secondary" onClick={onDone}>
          Done
        </Button>
      </Box>
    </Box>
  );
}

/** Without a smart mirror yet, a tablet's browser is one: where to open it, in a new tab so this code stays on screen. */
function WebMirrorHint() {
  const address = `${window.location.origin}${mirrorPaths.mirror}`;
  return (
    <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>
      Pairing the web mirror? Open{' '}
      <Link underline="always" href={address} target="_blank" rel="noopener">
        {address}
      </Link>{' '}
      in the tablet's browser.
    </Typography>
  );
}
