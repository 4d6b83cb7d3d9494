import { LinkButton } from './link-button.tsx';

/** "Go back to sign in" on the recovery and new-password cards. */
export function BackToSignInLink({ onClick }: { onClick: () => void }) {
  return <LinkButton onClick={onClick}>Go back to sign in</LinkButton>;
}
