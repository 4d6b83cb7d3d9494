import Box from '@mui/material/Box';
import { visuallyHidden } from './visually-hidden.ts';

/** A table column's header that only screen readers hear: the column's cells show what it holds. */
export function HiddenHeader({ children }: { children: string }) {
  return (
    <Box component="span" sx={visuallyHidden}>
      {children}
    </Box>
  );
}
