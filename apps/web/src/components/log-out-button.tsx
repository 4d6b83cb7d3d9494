import LogoutIcon from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuthEvents } from '../lib/session.ts';

interface LogOutButtonProps {
  /** Where the person lands: the salon list, whose address the salons feature owns. */
  to: string;
  /** Load the page afresh rather than move within it: the portal's log out reloads. */
  reload?: boolean;
}

/**
 * Log out goes to /. A button, because it ends the
 * session before it navigates. Even if the server cannot be reached, signOut has already forgotten
 * everything locally, so the person still lands signed out.
 */
export function LogOutButton({ to, reload = false }: LogOutButtonProps) {
  const { signOut } = useAuthEvents();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const logOut = async () => {
    setBusy(true);
    try {
      await signOut();
    } catch {
      // signOut clears local state in its finally; a failed server call changes nothing for the person.
    }
    if (reload) window.location.assign(to);
    else await navigate(to, { replace: true });
  };
  return (
    <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => void logOut()} disabled={busy}>
      Log out
    </Button>
  );
}
