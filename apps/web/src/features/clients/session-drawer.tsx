import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { DateTime } from '../../components/date-time.tsx';
import { appointmentUrl } from '../appointments/urls.ts';
import type { ClientSession } from './clients-operations.ts';

/** The session drawer's width (docs/product-rules.md). */
const DRAWER_WIDTH = 374;

/** One session of a client's page, in a drawer on the right; closed when no session is chosen. */
export function SessionDrawer({
  salonId,
  session,
  timeZone,
  onClose,
}: {
  salonId: string;
  session: ClientSession | null;
  timeZone: string;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={session !== null}
      onClose={onClose}
      // Above the top bar (which sits above drawers for the side menu): its date and photo start at the top.
      sx={{ zIndex: 'modal' }}
      // The open drawer is a dialog: its session's date names it.
      slotProps={{ paper: { 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: DRAWER_WIDTH } } } }}
    >
      {session ? (
        <SessionFacts titleId={titleId} salonId={salonId} session={session} timeZone={timeZone} onClose={onClose} />
      ) : null}
    </Drawer>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ py: 0.75 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography component="div">{children}</Typography>
    </Box>
  );
}

function SessionFacts({
  titleId,
  salonId,
  session,
  timeZone,
  onClose,
}: {
  titleId: string;
  salonId: string;
  session: ClientSession;
  timeZone: string;
  onClose: () => void;
}) {
  return (
    <Box role="region" aria-labelledby={titleId} sx={{ p: 3, display: 'grid', gap: 1 }}>
      <Typography id={titleId} variant="h2" component="h2">
        <DateTime value={session.createdAt} timeZone={timeZone} format="dayTime" />
      </Typography>
      {session.clientSelfieImage ? (
        <Box
          component="img"
          src={session.clientSelfieImage.url}
          alt="Portrait of the client"
          sx={{ width: 160, height: 160, objectFit: 'cover', borderRadius: 2 }}
        />
      ) : null}
      <Fact label="Stylist">{session.staffName || '(No Name)'}</Fact>
      <Fact label="Treatment">{session.supportYourSalon.treatment ?? 'N/A'}</Fact>
      <Fact label="Rebook status">{session.rebookStatus}</Fact>
      <Fact label="Retail">{session.retailStatus}</Fact>
      {session.notes ? <Fact label="Notes">{session.notes}</Fact> : null}
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={appointmentUrl(salonId, session.id)} variant="contained">
          Open appointment record
        </Button>
        <Button onClick={onClose}>Close</Button>
      </Box>
    </Box>
  );
}
