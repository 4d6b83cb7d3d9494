import { useState } from 'react';
import { ForgotPassword } from './forgot-password.tsx';
import { NewPasswordForm } from './new-password-form.tsx';
import { SignInForm } from './sign-in-form.tsx';

type View =
  | { name: 'signIn'; email: string; notice?: string }
  | { name: 'forgot'; email: string }
  | { name: 'newPasswordRequired'; challengeToken: string };

export const passwordResetNotice = 'Your password has been changed. Please sign in with your new password.';

/**
 * The sign-in views of salon-admin.md section 4 (signin, forgot with its two steps,
 * new-password-required), shown in place of the requested page so the URL never changes and the
 * page appears as soon as the person is signed in.
 */
export function SignInViews() {
  const [view, setView] = useState<View>({ name: 'signIn', email: '' });
  const backToSignIn = () => setView({ name: 'signIn', email: '' });

  switch (view.name) {
    case 'forgot':
      return (
        <ForgotPassword
          defaultEmail={view.email}
          onBackToSignIn={backToSignIn}
          onPasswordReset={(email) => setView({ name: 'signIn', email, notice: passwordResetNotice })}
        />
      );
    case 'newPasswordRequired':
      return <NewPasswordForm challengeToken={view.challengeToken} onBackToSignIn={backToSignIn} />;
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
