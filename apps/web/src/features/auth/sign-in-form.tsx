import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { normaliseEmail, signInProblems, type SignInForm as SignInValues } from '@piiq/domain/auth-rules';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { focusFieldOnLoad } from '../../lib/focus-on-load.ts';
import { request } from '../../lib/graphql.ts';
import { SignIn, useAuthEvents } from '../../lib/session.ts';
import { AuthScreen } from '../../components/auth-screen.tsx';
import { focusRing } from '../../components/focus-ring.ts';
import { FormSubmitButton } from '../../components/form-submit-button.tsx';
import { TextInput } from '../../components/text-input.tsx';
import { errorText } from '../../components/forms/error-text.ts';
import { FormMessages } from '../../components/forms/form-messages.tsx';
import { LinkButton } from '../../components/link-button.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { signupUrls } from '../signup/urls.ts';

interface SignInFormProps {
  defaultEmail?: string;
  /** Shown above the fields, e.g. after a password reset. */
  notice?: string | undefined;
  onForgotPassword: (email: string) => void;
  onNewPasswordRequired: (challengeToken: string) => void;
}

/**
 * The sign-in card. It checks the domain's sign-in rules, the ones the server's schema is built on,
 * with plain React state. Kept by hand: react-hook-form joins the first chunk at 13.7 kB gzip,
 * taking a client's page and the dashboard over their budget.
 */
export function SignInForm({ defaultEmail = '', notice, onForgotPassword, onNewPasswordRequired }: SignInFormProps) {
  const { signedIn } = useAuthEvents();
  const [values, setValues] = useState<SignInValues>({ email: defaultEmail, password: '' });
  const [focusOnLoad] = useState(focusFieldOnLoad);
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  // Messages appear once the person has tried to sign in, then follow what they type.
  const problems = submitted ? signInProblems(values) : {};

  const change = (field: keyof SignInValues) => (event: ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    setServerError(null);
    const found = signInProblems(values);
    if (found.email || found.password) {
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const input = { email: normaliseEmail(values.email), password: values.password };
      const { signIn } = await request(SignIn, { input });
      if (signIn.challenge === 'NEW_PASSWORD_REQUIRED' && signIn.challengeToken) {
        onNewPasswordRequired(signIn.challengeToken);
        return;
      }
      // Waits until the viewer is refetched, so the button keeps saying "Signing in..." until the app shows.
      await signedIn();
    } catch (error) {
      // Sign-in clears the password after a failure (docs/product-rules.md); focus goes back there for the next try.
      setValues((current) => ({ ...current, password: '' }));
      setSubmitted(false);
      setServerError(errorText(error));
      passwordRef.current?.focus();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthScreen
      title="Welcome to piiq"
      tabTitle="Sign in"
      intro="Sign in with the email and password of your salon account."
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormMessages error={serverError} notice={notice} />
        <Stack spacing={1}>
          <TextInput
            name="email"
            value={values.email}
            onChange={change('email')}
            inputRef={emailRef}
            error={Boolean(problems.email)}
            helperText={problems.email ?? ' '}
            label="Email"
            type="email"
            autoComplete="username"
            autoFocus={focusOnLoad && !defaultEmail}
            plainText
          />
          <PasswordField
            name="password"
            value={values.password}
            onChange={change('password')}
            inputRef={passwordRef}
            error={Boolean(problems.password)}
            helperText={problems.password ?? ' '}
            label="Password"
            autoComplete="current-password"
            autoFocus={focusOnLoad && Boolean(defaultEmail)}
          />
        </Stack>
        <FormSubmitButton busy={submitting}>{submitting ? 'Signing in...' : 'Sign In'}</FormSubmitButton>
        <LinkButton onClick={() => onForgotPassword(values.email)}>I forgot my password</LinkButton>
      </form>
      {/* An owner often lands here before the salon has an account: the way to make one is beside the form. A border,
          not MUI's Divider, sets it apart: the Divider module would weigh on every salon page's first load. */}
      <Typography variant="body2" align="center" sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}>
        New to piiq?{' '}
        <Link component={RouterLink} to={signupUrls.register} sx={focusRing}>
          Register your salon
        </Link>
      </Typography>
    </AuthScreen>
  );
}
