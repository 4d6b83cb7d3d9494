import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * One allergy or sensitivity of a list, named by its words: who recorded it when the reader did not,
 * and the action the reader may take on it. The client's page and the portal list them alike.
 */
export function AllergyRow({
  text,
  recordedBy,
  action,
}: {
  text: string;
  /** The source's label ("Recorded by the salon"), or null when it is the reader's own. */
  recordedBy: string | null;
  action?: ReactNode;
}) {
  return (
    <Box
      component="li"
      aria-label={text}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Typography sx={{ fontWeight: 600 }}>{text}</Typography>
        {recordedBy ? (
          <Typography variant="body2" color="text.secondary">
            {recordedBy}
          </Typography>
        ) : null}
      </Box>
      {action}
    </Box>
  );
}
