import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** The product's empty text, e.g. 'No client history'. */
  title: string;
  /** What will fill the list, so an empty screen is never a dead end (docs/product-rules.md, Look and feel). */
  body?: ReactNode;
  /** A link or button to the action that fills it. */
  action?: ReactNode;
}

export function EmptyState({ title, body, action }: EmptyStateProps) {
  return (
    <Box
      sx={{
        py: 6,
        px: 2,
        textAlign: 'center',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
      }}
    >
      <Typography component="p" variant="h3">
        {title}
      </Typography>
      {body === undefined ? null : (
        <Typography component="div" color="text.secondary" sx={{ maxWidth: 480 }}>
          {body}
        </Typography>
      )}
      {action === undefined ? null : <Box sx={{ mt: 1 }}>{action}</Box>}
    </Box>
  );
}
