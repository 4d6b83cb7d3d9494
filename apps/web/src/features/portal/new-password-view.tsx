import { Navigate, useNavigate } from 'react-router';
import { NewPasswordForm } from '../../components/new-password-form.tsx';
import { usePortalFlow } from './portal-flow.ts';
import { portalUrl } from './urls.ts';

/** The new-password-required step: an account with a generated password chooses its own first. */
export function NewPasswordView() {
  const { session, challengeToken, afterSignIn } = usePortalFlow();
  const navigate = useNavigate();
  if (!challengeToken) return <Navigate to={portalUrl('landing', session)} replace />;
  return (
    <NewPasswordForm
      challengeToken={challengeToken}
      onBackToSignIn={() => void navigate(portalUrl('signin', session))}
      onSignedIn={afterSignIn}
    />
  );
}
