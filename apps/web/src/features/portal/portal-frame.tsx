import AppBar from '@mui/material/AppBar';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { FullPageLoading } from '../../components/full-page-loading.tsx';
import { LogOutButton } from '../../components/log-out-button.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { StandalonePage } from '../../components/standalone-page.tsx';
import { useViewer } from '../../lib/session.ts';
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
            {/* Section 4: back to the landing, `?session=` kept, reloaded so nothing of this person stays for the next one. */}
            <LogOutButton to={portalUrl('landing', session)} reload />
          </Toolbar>
        </AppBar>
      }
    >
      <PageTitle title={title} />
      {children}
    </StandalonePage>
  );
}
