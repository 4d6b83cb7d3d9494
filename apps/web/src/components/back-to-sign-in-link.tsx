import Link from '@mui/material/Link';
import { focusRing } from './focus-ring.ts';

/**
 * "Go back to sign in" (salon-admin.md section 2) on the recovery and new-password cards: a way
 * out rather than an action on the form, so it reads as a link in the theme's link colour, like
 * "I forgot my password" on the sign-in card. A button underneath, as it changes the view, not the URL.
 */
export function BackToSignInLink({ onClick }: { onClick: () => void }) {
  return (
    <Link component="button" type="button" variant="body2" onClick={onClick} sx={{ display: 'block', mx: 'auto', mt: 2.5, ...focusRing }}>
      Go back to sign in
    </Link>
  );
}
