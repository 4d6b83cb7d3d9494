import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import { darken, lighten } from '@mui/material/styles';
import type { AriaRole, ReactNode } from 'react';

interface FormAlertProps {
  severity: 'error' | 'success';
  /** 'alert' (the default for errors) is announced at once; pass 'none' inside a status region. */
  role?: AriaRole;
  children: ReactNode;
}

/**
 * A message box in the look of MUI's standard Alert, for the sign-in views: MUI's Alert brings its
 * close button, four icons and Paper (3.4 kB gzip) into the first page, which has a size budget.
 */
export function FormAlert({ severity, role = severity === 'error' ? 'alert' : 'status', children }: FormAlertProps) {
  const Icon = severity === 'error' ? ErrorOutline : CheckCircleOutlined;
  return (
    <Box
      role={role}
      sx={(theme) => ({
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        px: 2,
        py: 1.5,
        mb: 2,
        borderRadius: 1,
        typography: 'body2',
        color: darken(theme.palette[severity].main, 0.6),
        bgcolor: lighten(theme.palette[severity].main, 0.9),
      })}
    >
      <Icon fontSize="small" sx={{ color: `${severity}.main`, mt: '1px' }} />
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  );
}
