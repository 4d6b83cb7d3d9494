import Alert from '@mui/material/Alert';
import type { AriaRole, ReactNode } from 'react';

interface FormAlertProps {
  severity: 'error' | 'success';
  /** 'alert' (the default for errors) is announced at once; pass 'none' inside a status region. */
  role?: AriaRole;
  children: ReactNode;
}

/** MUI's Alert above a form's button, announced as the news it is: an error at once, a success politely. */
export function FormAlert({ severity, role = severity === 'error' ? 'alert' : 'status', children }: FormAlertProps) {
  return (
    <Alert severity={severity} role={role} sx={{ mb: 2 }}>
      {children}
    </Alert>
  );
}
