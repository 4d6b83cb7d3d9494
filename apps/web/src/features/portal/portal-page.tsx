import { useMemo, useState } from 'react';
import { Navigate, Outlet, useNavigate, useSearchParams } from 'react-router';
import { PortalFlowContext, usePortalFlow, type PortalFlow } from './portal-flow.ts';
import { portalUrl, SESSION_PARAM } from './urls.ts';

/**
 * The client portal's frame, phone-first: it holds
 * what the views share, `?session=` first, and shows the view of the address beneath it.
 */
export function PortalPage() {
  const [params] = useSearchParams();
  const session = params.get(SESSION_PARAM);
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [challengeToken, setChallengeToken] = useState<string | null>(null);
  const [returnTo, setReturnTo] = useState<string | null>(null);

  const flow = useMemo<PortalFlow>(
    () => ({
      session,
      email,
      setEmail,
      notice,
      setNotice,
      challengeToken,
      setChallengeToken,
      setReturnTo,
      afterSignIn: () => {
        const next = !session && returnTo ? returnTo : portalUrl(session ? 'startsession' : 'appointments', session);
        setReturnTo(null);
        void navigate(next, { replace: true });
      },
    }),
    [session, email, notice, challengeToken, returnTo, navigate],
  );

  return (
    <PortalFlowContext value={flow}>
      <Outlet />
    </PortalFlowContext>
  );
}

/** An address beneath /portal that is no view: the landing, `?session=` kept. */
export function BackToLanding() {
  const { session } = usePortalFlow();
  return <Navigate to={portalUrl('landing', session)} replace />;
}
