import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { clientSignUpSchema } from '@piiq/domain/auth';
import { CLIENT_SIGN_UP_TERMS, passwordRuleText } from '@piiq/domain/auth-rules';
import { useForm } from 'react-hook-form';
import { Navigate } from 'react-router';
import { AuthScreen } from '../../components/auth-screen.tsx';
import { FormSubmitButton } from '../../components/form-submit-button.tsx';
import { errorText } from '../../components/forms/error-text.ts';
import { fieldProps } from '../../components/forms/field-props.ts';
import { FormMessages } from '../../components/forms/form-messages.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { TextInput } from '../../components/text-input.tsx';
import { request } from '../../lib/graphql.ts';
import { useAuthEvents } from '../../lib/session.ts';
import { SignUpClient, UpdateUser } from './portal-operations.ts';
import { usePortalFlow } from './portal-flow.ts';
import { PortalBackLink } from './portal-screen-links.tsx';
import { portalUrl } from './urls.ts';

const signUpFormSchema = clientSignUpSchema.pick({ firstName: true, password: true });

/**
 * Sign-up for an email without an account (profile Role=Client, which signUpClient
 * sets), then the terms recorded through updateUser with en-US, version 2 (docs/product-rules.md).
 */
export function SignUpView() {
  const flow = usePortalFlow();
  const { session, email } = flow;
  const { signedIn } = useAuthEvents();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(signUpFormSchema), defaultValues: { firstName: '', password: '' } });

  const onSubmit = handleSubmit(async ({ firstName, password }) => {
    let userId: string;
    try {
      userId = (await request(SignUpClient, { input: { email, firstName, password } })).signUpClient.user?.id ?? '';
    } catch (error) {
      // Section 8: the sign-up failure shows the auth service's own message.
      setError('root.server', { message: errorText(error) });
      return;
    }
    try {
      await request(UpdateUser, { id: userId, input: { name: firstName, ...CLIENT_SIGN_UP_TERMS } });
    } catch (error) {
      // The account exists and is signed in; its answer is "not shown", so the flow goes on.
      console.error('Recording the accepted terms failed', error);
    }
    await signedIn();
    flow.afterSignIn();
  });

  if (!email) return <Navigate to={portalUrl('landing', session)} replace />;

  return (
    <AuthScreen
      title="Create your account"
      intro={
        <>
          Nice to meet you. Choose a password for <strong>{email}</strong>.
        </>
      }
    >
      <form noValidate onSubmit={onSubmit}>
        <FormMessages error={errors.root?.server?.message} />
        <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
        <Stack spacing={1}>
          <TextInput
            {...fieldProps(register('firstName'), errors.firstName)}
            label="First name"
            autoComplete="given-name"
            autoFocus
          />
          <PasswordField
            {...fieldProps(register('password'), errors.password, passwordRuleText)}
            label="Password"
            autoComplete="new-password"
          />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          By signing up you agree to the piiq Terms and Conditions.
        </Typography>
        <FormSubmitButton busy={isSubmitting} mt={2}>
          {isSubmitting ? 'Signing up...' : 'Sign Up'}
        </FormSubmitButton>
        <PortalBackLink to={portalUrl('landing', session)}>Use another email</PortalBackLink>
      </form>
    </AuthScreen>
  );
}
