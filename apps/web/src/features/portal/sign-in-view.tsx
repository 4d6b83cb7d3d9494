import Typography from '@mui/material/Typography';
import { authMessages } from '@piiq/domain/auth-rules';
import { useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { AuthScreen } from '../../components/auth-screen.tsx';
import { FormSubmitButton } from '../../components/form-submit-button.tsx';
import { errorText } from '../../components/forms/error-text.ts';
import { FormMessages } from '../../components/forms/form-messages.tsx';
import { LinkButton } from '../../components/link-button.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { useAppConfig } from '../../lib/app-config.ts';
import { ApiError, request } from '../../lib/graphql.ts';
import { SignIn, useAuthEvents } from '../../lib/session.ts';
import { usePortalFlow } from './portal-flow.ts';
import { PortalBackLink } from './portal-screen-links.tsx';
import { portalUrl } from './urls.ts';

/**
 * The portal's failure text: a wrong password reads the portal's own sentence with the
 * support address; anything else (too many tries, no connection) is shown as it comes.
 */
export function portalSignInErrorText(error: unknown, supportEmail: string | undefined): string {
  if (error instanceof ApiError && error.code === 'NOT_AUTHORIZED' && supportEmail)
    return authMessages.portalSignInFailed(supportEmail);
  return errorText(error);
}

/** Sign-in for an email that has an account: the password, or the way to a new one. */
export function SignInView() {
  const flow = usePortalFlow();
  const { session, email, notice } = flow;
  const { signedIn } = useAuthEvents();
  const config = useAppConfig();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // The email comes from the landing; a reload or a bookmark of this view starts there again.
  if (!email) return <Navigate to={portalUrl('landing', session)} replace />;
  const problem = submitted && !password ? authMessages.passwordRequired : null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    setServerError(null);
    if (!password) {
      passwordRef.current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const { signIn } = await request(SignIn, { input: { email, password } });
      if (signIn.challenge === 'NEW_PASSWORD_REQUIRED' && signIn.challengeToken) {
        flow.setChallengeToken(signIn.challengeToken);
        await navigate(portalUrl('newPassword', session));
        return;
      }
      await signedIn();
      flow.afterSignIn();
    } catch (error) {
      // Sign-in clears the password after a failure (docs/product-rules.md); focus goes back there for the next try.
      setPassword('');
      setSubmitted(false);
      setServerError(portalSignInErrorText(error, config.data?.supportEmail));
      passwordRef.current?.focus();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthScreen
      title="Sign in"
      intro={
        <>
          Welcome back. Enter the password for <strong>{email}</strong>.
        </>
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormMessages error={serverError} notice={notice} />
        {/* The email travels with the password so a password manager files it under the right account. */}
        <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
        <PasswordField
          name="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          inputRef={passwordRef}
          error={Boolean(problem)}
          helperText={problem ?? ' '}
          label="Password"
          autoComplete="current-password"
          autoFocus
        />
        <FormSubmitButton busy={submitting}>{submitting ? 'Signing in...' : 'Sign In'}</FormSubmitButton>
        <LinkButton onClick={() => void navigate(portalUrl('forgot', session))}>I forgot my password</LinkButton>
        <Typography component="div" variant="body2">
          <PortalBackLink to={portalUrl('landing', session)}>Use another email</PortalBackLink>
        </Typography>
      </form>
    </AuthScreen>
  );
}
