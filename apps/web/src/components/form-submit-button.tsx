import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { focusRing } from './focus-ring.ts';

/** The full-width primary button of the sign-in, password and portal forms, disabled while the form is busy. */
export function FormSubmitButton({ busy, mt = 1, children }: { busy: boolean; mt?: number; children: ReactNode }) {
  return (
    <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt, ...focusRing }}>
      {children}
    </Button>
  );
}
