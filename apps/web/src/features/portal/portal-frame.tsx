import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { focusRing } from '../../components/focus-ring.ts';
import { FullPageLoading } from '../../components/full-page-loading.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { StandalonePage } from '../../components/standalone-page.tsx';
import { useAuthEvents, useViewer } from '../../lib/session.ts';
import { usePortalFlow } from './portal-flow.ts';
import { portalUrl } from './urls.ts';

/**
 * The frame of the signed-in views: the wordmark and Log out over the page. Signed out, the view
 * sends the person to the landing, `?session=` kept.
 */
export function PortalFrame({ title, children }: { title: string; children: ReactNode }) {
  const viewer = useViewer();
  const { session } = usePortalFlow();
  if (viewer.isPending) return <FullPageLoading />;
  if (!viewer.data) return <Navigate to={portalUrl('landing', session)} replace />;
  return (
    <StandalonePage
      maxWidth="sm"
      header={
        <AppBar position="static" elevation={0}>
          <Toolbar sx={{ justifyContent: 'space-between' }}>
            <Typography component="p" sx={{ fontSize: '1.5rem', fontWeight: 600, letterSpacing: '-0.03em' }}>
              piiq
            </Typography>
            <PortalLogOut />
          </Toolbar>
        </AppBar>
      }
    >
      <PageTitle title={title} />
      {children}
    </StandalonePage>
  );
}

/**
 * Log out (section 4): back to the landing, `?session=` kept, and a reload so nothing of this
 * person stays in the page for the next one at the mirror.
 */
function PortalLogOut() {
  const { signOut } = useAuthEvents();
  const { session } = usePortalFlow();
  const [busy, setBusy] = useState(false);
  const logOut = async () => {
    setBusy(true);
    try {
      await signOut();
    } catch {
      // signOut forgets everything locally in its finally: the person lands signed out either way.
    }
    window.location.assign(portalUrl('landing', session));
  };
  return (
    <Button color="inherit" onClick={() => void logOut()} disabled={busy} sx={focusRing}>
      {busy ? 'Logging out...' : 'Log out'}
    </Button>
  );
}
