import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { focusRing } from '../../components/focus-ring.ts';

/** A quiet way back under a portal card, e.g. to the landing to type another email. */
export function PortalBackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      variant="body2"
      sx={{ display: 'block', width: 'fit-content', mx: 'auto', mt: 2.5, ...focusRing }}
    >
      {children}
    </Link>
  );
}
