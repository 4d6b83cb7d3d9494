import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import Typography from '@mui/material/Typography';
import { darken } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * A line that needs the salon's attention, in the theme's warning colour. The warning amber itself is
 * 3.6:1 on white, under AA for text: the words use it darkened (6.5:1 on white, 5.9:1 on the sand
 * background), and the icon says it without colour.
 */
export function WarningNote({ children }: { children: ReactNode }) {
  return (
    <Typography
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        color: darken(theme.palette.warning.main, 0.3),
        overflowWrap: 'anywhere',
      })}
    >
      <WarningAmberRounded fontSize="small" aria-hidden sx={{ mt: '0.15em', color: 'warning.main', flexShrink: 0 }} />
      <span>{children}</span>
    </Typography>
  );
}
