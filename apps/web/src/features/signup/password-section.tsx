import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import { signupPasswordSchema, type SignupPassword } from '@piiq/domain/signup-forms';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { BusyButton } from '../../components/busy-button.tsx';
import { errorText } from '../../components/forms/error-text.ts';
import { fieldProps } from '../../components/forms/field-props.ts';
import { FormMessages } from '../../components/forms/form-messages.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { ApiError, request } from '../../lib/graphql.ts';
import { CompleteNewPassword, SignIn, useAuthEvents } from '../../lib/session.ts';
import { CONNECT_WITH_EXISTING_PASSWORD, ConnectPasswordForm } from './connect-password-form.tsx';
import { SectionFrame } from './section-frame.tsx';
import type { SectionProps } from './section-props.ts';
import { clearSignupDraft, type Registration } from './signup-draft.ts';
import { onboardingUrl } from '../onboarding/urls.ts';

const PASSWORD_CRITERIA = '8 to 50 characters, with a lower case letter, an upper case letter and a number.';
const ALREADY_SET = 'Your account already has a password. Please enter it to continue.';

/** Signed in at last: the new salon's setup wizard, with the username in the navigation state. */
function useFinish(registration: Registration) {
  const navigate = useNavigate();
  const { signedIn } = useAuthEvents();
  return async () => {
    await signedIn();
    clearSignupDraft();
    navigate(onboardingUrl(registration.salonId), { replace: true, state: { username: registration.email } });
  };
}

/** The owner replaces the generated password: sign in with it, then answer the new-password challenge. */
function NewPasswordForm({
  registration,
  onAlreadySet,
}: {
  registration: Registration & { password: string };
  onAlreadySet: () => void;
}) {
  const finish = useFinish(registration);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignupPassword>({
    resolver: zodResolver(signupPasswordSchema),
    reValidateMode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setProblem(null);
    try {
      let signIn;
      try {
        ({ signIn } = await request(SignIn, { input: { email: registration.email, password: registration.password } }));
      } catch (error) {
        // The generated password no longer works: the owner has already chosen one (another tab, an earlier visit).
        if (error instanceof ApiError && error.code === 'NOT_AUTHORIZED') {
          onAlreadySet();
          return;
        }
        throw error;
      }
      if (signIn.challenge === 'NEW_PASSWORD_REQUIRED' && signIn.challengeToken) {
        await request(CompleteNewPassword, { input: { challengeToken: signIn.challengeToken, newPassword: password } });
      }
      await finish();
    } catch (error) {
      setProblem(errorText(error));
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Choose your password"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <FormMessages error={problem} />
      <PasswordField
        {...fieldProps(register('password'), errors.password, PASSWORD_CRITERIA)}
        label="New password"
        autoComplete="new-password"
      />
      <PasswordField
        {...fieldProps(register('confirmPassword'), errors.confirmPassword)}
        label="Confirm password"
        autoComplete="new-password"
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <BusyButton type="submit" variant="contained" size="large" busy={isSubmitting}>
          Save password
        </BusyButton>
      </Box>
    </Box>
  );
}

/** No generated password to replace: the owner connects with the password the account already has. */
function ExistingPasswordForm({
  registration,
  notice,
  onChallenge,
}: {
  registration: Registration;
  notice: string | null;
  onChallenge: (password: string) => void;
}) {
  const finish = useFinish(registration);
  const connect = async (password: string) => {
    const { signIn } = await request(SignIn, { input: { email: registration.email, password } });
    // The password typed is still a generated one: choose a new one with it, as above.
    if (signIn.challenge === 'NEW_PASSWORD_REQUIRED') onChallenge(password);
    else await finish();
  };
  return <ConnectPasswordForm email={registration.email} notice={notice} onConnect={connect} />;
}

/** Section 6: a generated password is replaced by the owner's own; otherwise the owner connects with theirs. */
export function PasswordSection({ draft, update, focusOnOpen }: SectionProps) {
  const [notice, setNotice] = useState<string | null>(null);
  const registration = draft.registration;
  if (!registration) return null;
  const setGenerated = (password: string | null) =>
    update((current) =>
      current.registration ? { ...current, registration: { ...current.registration, password } } : current,
    );

  return (
    <SectionFrame
      title="Password"
      intro={
        registration.password
          ? 'Choose the password you will sign in with.'
          : `${CONNECT_WITH_EXISTING_PASSWORD} to open your new salon.`
      }
      focusOnOpen={focusOnOpen}
    >
      {registration.password ? (
        <NewPasswordForm
          registration={{ ...registration, password: registration.password }}
          onAlreadySet={() => {
            setNotice(ALREADY_SET);
            setGenerated(null);
          }}
        />
      ) : (
        <ExistingPasswordForm
          registration={registration}
          notice={notice}
          onChallenge={(password) => setGenerated(password)}
        />
      )}
    </SectionFrame>
  );
}
