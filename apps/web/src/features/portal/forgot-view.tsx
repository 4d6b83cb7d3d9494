import { authMessages } from '@piiq/domain/auth-rules';
import { useNavigate } from 'react-router';
import { ForgotPassword } from '../../components/forgot-password.tsx';
import { usePortalFlow } from './portal-flow.ts';
import { portalUrl } from './urls.ts';

/** Forgot password: a code by email, then the code with a new password; back to sign-in after. */
export function ForgotView() {
  const { session, email, setEmail, setNotice } = usePortalFlow();
  const navigate = useNavigate();
  return (
    <ForgotPassword
      defaultEmail={email}
      unknownEmailMessage={authMessages.portalUnknownResetEmail}
      onBackToSignIn={() => void navigate(portalUrl(email ? 'signin' : 'landing', session))}
      onPasswordReset={(resetEmail) => {
        setEmail(resetEmail);
        setNotice(authMessages.passwordReset);
        void navigate(portalUrl('signin', session));
      }}
    />
  );
}
