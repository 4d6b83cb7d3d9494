import { useEffect, useRef } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { FullPageLoading } from '../../components/full-page-loading.tsx';
import { request } from '../../lib/graphql.ts';
import { useViewer } from '../../lib/session.ts';
import { PORTAL_DEVICE, StartSession } from './portal-operations.ts';
import { usePortalFlow } from './portal-flow.ts';
import { portalUrl } from './urls.ts';

/**
 * startsession: links the signed-in client to the mirror's session, then success. A failure is
 * logged and the view still moves to success (sections 4 and 8).
 */
export function StartSessionView() {
  const { session } = usePortalFlow();
  const viewer = useViewer();
  const navigate = useNavigate();
  const started = useRef(false);
  const signedIn = Boolean(viewer.data);

  useEffect(() => {
    // Once per visit: React's development double effects must not join the session twice.
    if (!session || !signedIn || started.current) return;
    started.current = true;
    void (async () => {
      try {
        await request(StartSession, { id: session, input: PORTAL_DEVICE });
      } catch (error) {
        console.error('startSession failed', error);
      }
      await navigate(portalUrl('success', session), { replace: true });
    })();
  }, [session, signedIn, navigate]);

  if (viewer.isPending) return <FullPageLoading />;
  if (!viewer.data) return <Navigate to={portalUrl('landing', session)} replace />;
  if (!session) return <Navigate to={portalUrl('appointments', null)} replace />;
  return <FullPageLoading label="Connecting you to the mirror" />;
}
