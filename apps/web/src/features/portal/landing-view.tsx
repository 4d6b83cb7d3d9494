import { authMessages, looksLikeEmail, normaliseEmail } from '@piiq/domain/auth-rules';
import { useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { AuthScreen } from '../../components/auth-screen.tsx';
import { FormSubmitButton } from '../../components/form-submit-button.tsx';
import { errorText } from '../../components/forms/error-text.ts';
import { FormMessages } from '../../components/forms/form-messages.tsx';
import { FullPageLoading } from '../../components/full-page-loading.tsx';
import { TextInput } from '../../components/text-input.tsx';
import { request } from '../../lib/graphql.ts';
import { pageHasNoSession, useViewer } from '../../lib/session.ts';
import { CheckEmail } from './portal-operations.ts';
import { usePortalFlow } from './portal-flow.ts';
import { PortalBackLink } from './portal-screen-links.tsx';
import { portalSalonsUrl, portalUrl } from './urls.ts';

/** The landing's check of the email, in the product's words. */
export function landingEmailProblem(email: string): string | null {
  const normalised = normaliseEmail(email);
  if (!normalised) return authMessages.emailRequired;
  return looksLikeEmail(normalised) ? null : authMessages.emailInvalid;
}

/**
 * The email landing: an email with an account goes on to sign in, a new one to sign up.
 * Someone already signed in goes straight on, to the mirror session or to their appointments.
 */
export function LandingView() {
  const viewer = useViewer();
  const { session } = usePortalFlow();
  if (viewer.data) return <Navigate to={portalUrl(session ? 'startsession' : 'appointments', session)} replace />;
  if (viewer.isPending && !pageHasNoSession()) return <FullPageLoading />;
  return <EmailForm />;
}

function EmailForm() {
  const { session, email: remembered, setEmail, setNotice } = usePortalFlow();
  const navigate = useNavigate();
  const [email, setTyped] = useState(remembered);
  const [submitted, setSubmitted] = useState(false);
  const [checking, setChecking] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const problem = submitted ? landingEmailProblem(email) : null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking) return;
    setSubmitted(true);
    setServerError(null);
    if (landingEmailProblem(email)) {
      emailRef.current?.focus();
      return;
    }
    setChecking(true);
    try {
      const normalised = normaliseEmail(email);
      const { checkEmail } = await request(CheckEmail, { input: { email: normalised } });
      setEmail(normalised);
      setNotice(null);
      await navigate(portalUrl(checkEmail === 'NOT_AUTHORIZED' ? 'signin' : 'signup', session));
    } catch (error) {
      setServerError(errorText(error));
    } finally {
      setChecking(false);
    }
  };

  return (
    <AuthScreen
      title="Welcome to piiq"
      intro={
        session
          ? 'Enter your email to start your session on the mirror.'
          : 'Enter your email to see your appointments and recommendations.'
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormMessages error={serverError} />
        <TextInput
          name="email"
          value={email}
          onChange={(event) => setTyped(event.target.value)}
          inputRef={emailRef}
          error={Boolean(problem)}
          helperText={problem ?? ' '}
          label="Email"
          type="email"
          autoComplete="email"
          autoFocus
          plainText
        />
        <FormSubmitButton busy={checking}>{checking ? 'Checking...' : 'Continue'}</FormSubmitButton>
      </form>
      <PortalBackLink to={portalSalonsUrl(null, session)}>Find a salon</PortalBackLink>
    </AuthScreen>
  );
}
