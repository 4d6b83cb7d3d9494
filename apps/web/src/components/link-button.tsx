import Link from '@mui/material/Link';
import { focusRing } from './focus-ring.ts';

/**
 * A way out under a sign-in card ("I forgot my password", "Go back to sign in"): it changes the view,
 * not the address, so it is a button, dressed as a link in the theme's link colour, centred.
 */
export function LinkButton({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <Link
      component="button"
      type="button"
      variant="body2"
      onClick={onClick}
      sx={{ display: 'block', mx: 'auto', mt: 2.5, ...focusRing }}
    >
      {children}
    </Link>
  );
}
