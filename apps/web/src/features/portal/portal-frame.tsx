import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { focusRing } from '../../components/focus-ring.ts';
import { FullPageLoading } from '../../components/full-page-loading.tsx';
import { LogOutButton } from '../../components/log-out-button.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { StandalonePage } from '../../components/standalone-page.tsx';
import { useViewer } from '../../lib/session.ts';
import { usePortalFlow } from './portal-flow.ts';
import { portalUrl } from './urls.ts';

/**
 * The frame of the signed-in views: the wordmark and Log out over the page. Signed out, the view
 * sends the person to the landing, `?session=` kept, and signing in brings them back to it.
 */
export function PortalFrame({ title, children }: { title: string; children: ReactNode }) {
  const viewer = useViewer();
  if (viewer.isPending) return <FullPageLoading />;
  if (!viewer.data) return <SignInFirst />;
  return <PortalLayout title={title}>{children}</PortalLayout>;
}

function SignInFirst() {
  const { session, setReturnTo } = usePortalFlow();
  const { pathname } = useLocation();
  useEffect(() => setReturnTo(pathname), [pathname, setReturnTo]);
  return <Navigate to={portalUrl('landing', session)} replace />;
}

/**
 * The portal's page for anyone, signed in or not (the salon finder): the same wordmark over the
 * page, with Log out for a signed-in person and Sign in for anyone else.
 */
export function PortalLayout({ title, children }: { title: string; children: ReactNode }) {
  const viewer = useViewer();
  const { session } = usePortalFlow();
  return (
    <StandalonePage
      maxWidth="sm"
      header={
        <AppBar position="static" elevation={0}>
          <Toolbar sx={{ justifyContent: 'space-between' }}>
            <Typography component="p" sx={{ fontSize: '1.5rem', fontWeight: 600, letterSpacing: '-0.03em' }}>
              piiq
            </Typography>
            {/* Section 4: back to the landing, `?session=` kept, reloaded so nothing of this person stays for the next one. */}
            {viewer.data ? <LogOutButton to={portalUrl('landing', session)} reload /> : null}
            {!viewer.data && !viewer.isPending ? (
              <Button component={RouterLink} to={portalUrl('landing', session)} color="inherit" sx={focusRing}>
                Sign in
              </Button>
            ) : null}
          </Toolbar>
        </AppBar>
      }
    >
      <PageTitle title={title} />
      {children}
    </StandalonePage>
  );
}
