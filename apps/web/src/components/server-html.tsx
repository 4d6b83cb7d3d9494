import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { sanitizeServerHtml } from '../lib/sanitize-html.ts';

/** HTML the server keeps (a lesson's or a video's transcript), sanitised, at a reading width. */
export function ServerHtml({ html, label }: { html: string; label?: string }) {
  const clean = useMemo(() => sanitizeServerHtml(html), [html]);
  return (
    <Box
      aria-label={label}
      role={label ? 'region' : undefined}
      sx={{
        '& h2': { fontSize: '1.375rem', mt: 0 },
        '& h3': { fontSize: '1.125rem' },
        '& p': { lineHeight: 1.6 },
        maxWidth: '72ch',
        mb: 3,
      }}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
