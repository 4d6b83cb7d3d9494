import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { mirrorPaths } from '../mirror/urls.ts';
import { settingsUrl } from '../settings/urls.ts';

/**
 * Until the salon has a mirror, no consultation can start and every figure below stays a sample:
 * the way to pairing, at the top. Not shown when the plan includes no mirror (Settings says why),
 * nor when the salon's mirrors could not be read: it is a pointer, not a part of the figures.
 */
export function PairMirrorNotice({
  salonId,
  allowance,
}: {
  salonId: string;
  /** The salon's mirrors against its plan's, with the figures; none while they load or when they failed. */
  allowance: { allowed: number; paired: number } | undefined;
}) {
  const headingId = useId();
  if (!allowance || allowance.paired > 0 || allowance.allowed === 0) return null;
  const address = `${window.location.origin}${mirrorPaths.mirror}`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2.5, mb: 3, borderRadius: 3, borderLeft: 4, borderColor: 'primary.main' }}
    >
      <Typography id={headingId} variant="h3" component="h2" sx={{ mb: 1 }}>
        Pair your mirror
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Your salon has no mirror paired yet, so consultations cannot start. Get a one-time code and type it on the
        mirror. No smart mirror yet? The web mirror runs in a tablet&apos;s browser at{' '}
        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
          <Link underline="always" href={address} target="_blank" rel="noopener">
            {address}
          </Link>
        </Box>
        .
      </Typography>
      <Button variant="contained" component={RouterLink} to={settingsUrl(salonId, 'salon', 'pair')}>
        Get a pairing code
      </Button>
    </Paper>
  );
}
