import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { forgotPasswordSchema, resetPasswordSchema } from '@piiq/domain/auth';
import { passwordRuleText } from '@piiq/domain/auth-rules';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, request } from '../lib/graphql.ts';
import { ForgotPassword as ForgotPasswordDocument, ResetPassword } from '../lib/password-recovery.ts';
import { AuthScreen } from './auth-screen.tsx';
import { BackToSignInLink } from './back-to-sign-in-link.tsx';
import { focusRing } from './focus-ring.ts';
import { FormSubmitButton } from './form-submit-button.tsx';
import { TextInput } from './text-input.tsx';
import { errorText } from './forms/error-text.ts';
import { fieldProps } from './forms/field-props.ts';
import { FormMessages } from './forms/form-messages.tsx';
import { PasswordField } from './password-field.tsx';

interface ForgotPasswordProps {
  defaultEmail: string;
  onBackToSignIn: () => void;
  /** The password was changed: back to sign-in for this email. */
  onPasswordReset: (email: string) => void;
  /** The product's sentence for an email without an account: the admin's and the portal's differ by an apostrophe. */
  unknownEmailMessage: string;
}

/** An unknown email gets the product's own sentence; anything else is shown as it comes. */
function sendCodeErrorText(error: unknown, unknownEmailMessage: string): string {
  return error instanceof ApiError && error.code === 'USER_NOT_FOUND' ? unknownEmailMessage : errorText(error);
}

async function sendCode(email: string): Promise<void> {
  await request(ForgotPasswordDocument, { input: { email } });
}

/** Password recovery: a send step (email), then a recovery step (code and new password). */
export function ForgotPassword({
  defaultEmail,
  onBackToSignIn,
  onPasswordReset,
  unknownEmailMessage,
}: ForgotPasswordProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <AuthScreen
      title="Password recovery"
      intro={
        sentTo
          ? `We have emailed a code to ${sentTo}. Enter it below with your new password.`
          : 'Enter the email address of your account and we will email you a code to choose a new password.'
      }
    >
      {sentTo ? (
        <RecoveryStep email={sentTo} onPasswordReset={onPasswordReset} unknownEmailMessage={unknownEmailMessage} />
      ) : (
        <SendStep defaultEmail={defaultEmail} onSent={setSentTo} unknownEmailMessage={unknownEmailMessage} />
      )}
      <BackToSignInLink onClick={onBackToSignIn} />
    </AuthScreen>
  );
}

interface StepProps {
  unknownEmailMessage: string;
}

function SendStep({
  defaultEmail,
  onSent,
  unknownEmailMessage,
}: StepProps & { defaultEmail: string; onSent: (email: string) => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: defaultEmail } });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await sendCode(email);
      onSent(email);
    } catch (error) {
      setError('root.server', { message: sendCodeErrorText(error, unknownEmailMessage) });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <FormMessages error={errors.root?.server?.message} />
      <TextInput
        {...fieldProps(register('email'), errors.email)}
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus
        plainText
      />
      <FormSubmitButton busy={isSubmitting}>{isSubmitting ? 'Sending code...' : 'Send code'}</FormSubmitButton>
    </form>
  );
}

const recoverySchema = resetPasswordSchema.pick({ code: true, newPassword: true });

function RecoveryStep({
  email,
  onPasswordReset,
  unknownEmailMessage,
}: StepProps & { email: string; onPasswordReset: (email: string) => void }) {
  const [resent, setResent] = useState<'sending' | 'sent' | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(recoverySchema), defaultValues: { code: '', newPassword: '' } });

  const onSubmit = handleSubmit(async ({ code, newPassword }) => {
    setResent(null);
    try {
      await request(ResetPassword, { input: { email, code, newPassword } });
      onPasswordReset(email);
    } catch (error) {
      setError('root.server', { message: sendCodeErrorText(error, unknownEmailMessage) });
    }
  });

  // A code works for 15 minutes and dies after five wrong tries: a fresh one must be one click away.
  const sendNewCode = async () => {
    clearErrors('root.server');
    setResent('sending');
    try {
      await sendCode(email);
      setResent('sent');
    } catch (error) {
      setResent(null);
      setError('root.server', { message: sendCodeErrorText(error, unknownEmailMessage) });
    }
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <FormMessages
        error={errors.root?.server?.message}
        notice={resent === 'sent' ? `We have emailed a new code to ${email}.` : null}
      />
      <Stack spacing={1}>
        <TextInput
          {...fieldProps(register('code'), errors.code)}
          label="Code"
          autoComplete="one-time-code"
          autoFocus
          inputMode="numeric"
          plainText
        />
        <PasswordField
          {...fieldProps(register('newPassword'), errors.newPassword, passwordRuleText)}
          label="New password"
          autoComplete="new-password"
        />
      </Stack>
      <FormSubmitButton busy={isSubmitting}>
        {isSubmitting ? 'Changing password...' : 'Change password'}
      </FormSubmitButton>
      <Button
        type="button"
        variant="text"
        fullWidth
        disabled={resent === 'sending' || isSubmitting}
        onClick={() => void sendNewCode()}
        sx={{ mt: 1, ...focusRing }}
      >
        {resent === 'sending' ? 'Sending a new code...' : 'Send a new code'}
      </Button>
    </form>
  );
}
