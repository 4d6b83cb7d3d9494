import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { palette } from '../../theme/theme.ts';

/**
 * A block of code under its caption. A long line scrolls inside the block, never the page; the block
 * takes keyboard focus so it can be scrolled without a mouse.
 */
export function CodeBlock({ caption, code }: { caption: string; code: string }) {
  const captionId = useId();
  return (
    <Box component="figure" sx={{ m: 0, mb: 3, minWidth: 0 }}>
      <Typography
        component="figcaption"
        id={captionId}
        variant="body2"
        sx={{ fontWeight: 600, color: 'text.secondary', mb: 0.5 }}
      >
        {caption}
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        aria-labelledby={captionId}
        role="group"
        sx={{
          m: 0,
          p: 2,
          overflowX: 'auto',
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          borderRadius: 1,
          fontSize: '0.8125rem',
          lineHeight: 1.6,
          '&:focus-visible': { outline: `2px solid ${palette.rose}`, outlineOffset: 2 },
        }}
      >
        <code>{code}</code>
      </Box>
    </Box>
  );
}

/** A name from the API inside a sentence: a key, a header, a field. Long ones break rather than widen the page. */
export function Code({ children }: { children: string }) {
  return (
    <Box
      component="code"
      sx={{ fontSize: '0.875em', bgcolor: 'background.default', px: 0.5, borderRadius: 0.5, overflowWrap: 'anywhere' }}
    >
      {children}
    </Box>
  );
}
