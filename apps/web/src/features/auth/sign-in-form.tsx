import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { normaliseEmail, signInProblems, type SignInForm as SignInValues } from '@piiq/domain/auth-rules';
import { useForm, type FieldErrors, type Resolver, type ResolverResult } from 'react-hook-form';
import { request } from '../../lib/graphql.ts';
import { useAuthEvents } from '../../lib/session.ts';
import { SignIn } from './auth-operations.ts';
import { AuthScreen, focusRing } from './auth-screen.tsx';
import { TextInput } from '../../components/text-input.tsx';
import { errorText } from './error-text.ts';
import { fieldProps } from './field-props.ts';
import { FormMessages } from './form-messages.tsx';
import { PasswordField } from './password-field.tsx';

interface SignInFormProps {
  defaultEmail?: string;
  /** Shown above the fields, e.g. after a password reset. */
  notice?: string | undefined;
  onForgotPassword: (email: string) => void;
  onNewPasswordRequired: (challengeToken: string) => void;
}

/**
 * The domain's sign-in rules (the same the server's schema is built on) without a schema library:
 * the first page anyone sees stays small.
 */
const signInResolver: Resolver<SignInValues> = (values): ResolverResult<SignInValues> => {
  const problems = Object.entries(signInProblems(values));
  if (problems.length === 0) {
    return { values: { email: normaliseEmail(values.email), password: values.password }, errors: {} };
  }
  const errors: FieldErrors<SignInValues> = {};
  for (const [field, message] of problems) errors[field as keyof SignInValues] = { type: 'validate', message };
  return { values: {} as Record<string, never>, errors };
};

/** The sign-in card (salon-admin.md sections 2, 5 and 8). */
export function SignInForm({ defaultEmail = '', notice, onForgotPassword, onNewPasswordRequired }: SignInFormProps) {
  const { signedIn } = useAuthEvents();
  const {
    register,
    handleSubmit,
    resetField,
    setFocus,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({ resolver: signInResolver, defaultValues: { email: defaultEmail, password: '' } });

  // The resolver lower-cases and trims the email before it is sent.
  const onSubmit = handleSubmit(async (input) => {
    try {
      const { signIn } = await request(SignIn, { input });
      if (signIn.challenge === 'NEW_PASSWORD_REQUIRED' && signIn.challengeToken) {
        onNewPasswordRequired(signIn.challengeToken);
        return;
      }
      // Waits until the viewer is refetched, so the button keeps saying "Signing in..." until the app shows.
      await signedIn();
    } catch (error) {
      // The spec clears the password after a failure; focus goes back there for the next try.
      resetField('password');
      setError('root.server', { message: errorText(error) });
      setFocus('password');
    }
  });

  return (
    <AuthScreen title="Welcome to piiq" tabTitle="Sign in" intro="Sign in with the email and password of your salon account.">
      <form noValidate onSubmit={onSubmit}>
        <FormMessages error={errors.root?.server?.message} notice={notice} />
        <Stack spacing={1}>
          <TextInput
            {...fieldProps(register('email'), errors.email)}
            label="Email"
            type="email"
            autoComplete="username"
            autoFocus={!defaultEmail}
            plainText
          />
          <PasswordField
            {...fieldProps(register('password'), errors.password)}
            label="Password"
            autoComplete="current-password"
            autoFocus={Boolean(defaultEmail)}
          />
        </Stack>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting} sx={{ mt: 1, ...focusRing }}>
          {isSubmitting ? 'Signing in...' : 'Sign In'}
        </Button>
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={() => onForgotPassword(getValues('email'))}
          sx={{ display: 'block', mx: 'auto', mt: 2.5, ...focusRing }}
        >
          I forgot my password
        </Link>
      </form>
    </AuthScreen>
  );
}
