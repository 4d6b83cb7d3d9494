import Stack from '@mui/material/Stack';
import { completeNewPasswordSchema } from '@piiq/domain/auth';
import { passwordRuleText } from '@piiq/domain/auth-rules';
import { useForm } from 'react-hook-form';
import { request } from '../lib/graphql.ts';
import { CompleteNewPassword, useAuthEvents } from '../lib/session.ts';
import { AuthScreen } from './auth-screen.tsx';
import { BackToSignInLink } from './back-to-sign-in-link.tsx';
import { FormSubmitButton } from './form-submit-button.tsx';
import { errorText } from './forms/error-text.ts';
import { fieldProps } from './forms/field-props.ts';
import { FormMessages } from './forms/form-messages.tsx';
import { PasswordField } from './password-field.tsx';

export const passwordsDifferMessage = 'The two passwords do not match.';

interface NewPasswordFormProps {
  challengeToken: string;
  onBackToSignIn: () => void;
  /** After the new password is saved and the viewer refreshed: the portal moves on to its next view. */
  onSignedIn?: () => void;
}

/** The domain's password rule, reported with its own words. */
function checkNewPassword(newPassword: string): true | string {
  const result = completeNewPasswordSchema.safeParse({ newPassword });
  return result.success || (result.error.issues[0]?.message ?? passwordRuleText);
}

/**
 * The new-password-required step: an account made with a generated password chooses its own
 * before the first sign-in completes (docs/product-rules.md).
 */
export function NewPasswordForm({ challengeToken, onBackToSignIn, onSignedIn }: NewPasswordFormProps) {
  const { signedIn } = useAuthEvents();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ defaultValues: { newPassword: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    try {
      await request(CompleteNewPassword, { input: { challengeToken, newPassword } });
      await signedIn();
      onSignedIn?.();
    } catch (error) {
      setError('root.server', { message: errorText(error) });
    }
  });

  return (
    <AuthScreen title="Choose a new password" intro="Your account needs a new password before you can continue.">
      <form noValidate onSubmit={onSubmit}>
        <FormMessages error={errors.root?.server?.message} />
        <Stack spacing={1}>
          <PasswordField
            {...fieldProps(
              register('newPassword', { validate: checkNewPassword }),
              errors.newPassword,
              passwordRuleText,
            )}
            label="New password"
            autoComplete="new-password"
            autoFocus
          />
          <PasswordField
            {...fieldProps(
              register('confirmPassword', {
                validate: (confirm, form) => confirm === form.newPassword || passwordsDifferMessage,
              }),
              errors.confirmPassword,
            )}
            label="Confirm password"
            autoComplete="new-password"
          />
        </Stack>
        <FormSubmitButton busy={isSubmitting}>{isSubmitting ? 'Saving...' : 'Save password'}</FormSubmitButton>
        <BackToSignInLink onClick={onBackToSignIn} />
      </form>
    </AuthScreen>
  );
}
