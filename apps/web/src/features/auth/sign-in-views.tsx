import { authMessages } from '@piiq/domain/auth-rules';
import { lazy, Suspense, useState } from 'react';
import { FullPageLoading } from '../../components/full-page-loading.tsx';
import { SignInForm } from './sign-in-form.tsx';

// Password recovery and the new-password step are rarer than signing in, and bring the zod schemas:
// they load when needed, so the sign-in page itself stays small.
const ForgotPassword = lazy(async () => ({
  default: (await import('../../components/forgot-password.tsx')).ForgotPassword,
}));
const NewPasswordForm = lazy(async () => ({
  default: (await import('../../components/new-password-form.tsx')).NewPasswordForm,
}));

type View =
  | { name: 'signIn'; email: string; notice?: string }
  | { name: 'forgot'; email: string }
  | { name: 'newPasswordRequired'; challengeToken: string };

export const passwordResetNotice = authMessages.passwordReset;

/**
 * The sign-in views (signin, forgot with its two steps,
 * new-password-required), shown in place of the requested page so the URL never changes and the
 * page appears as soon as the person is signed in.
 */
export function SignInViews() {
  const [view, setView] = useState<View>({ name: 'signIn', email: '' });
  const backToSignIn = () => setView({ name: 'signIn', email: '' });

  switch (view.name) {
    case 'forgot':
      return (
        <Suspense fallback={<FullPageLoading />}>
          <ForgotPassword
            defaultEmail={view.email}
            onBackToSignIn={backToSignIn}
            onPasswordReset={(email) => setView({ name: 'signIn', email, notice: passwordResetNotice })}
            unknownEmailMessage={authMessages.adminUnknownResetEmail}
          />
        </Suspense>
      );
    case 'newPasswordRequired':
      return (
        <Suspense fallback={<FullPageLoading />}>
          <NewPasswordForm challengeToken={view.challengeToken} onBackToSignIn={backToSignIn} />
        </Suspense>
      );
    case 'signIn':
      return (
        <SignInForm
          defaultEmail={view.email}
          notice={view.notice}
          onForgotPassword={(email) => setView({ name: 'forgot', email })}
          onNewPasswordRequired={(challengeToken) => setView({ name: 'newPasswordRequired', challengeToken })}
        />
      );
  }
}
