import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface FormulaBowlLine {
  /** The server's one line for the bowl (the domain's bowlSummary). */
  summary: string;
  note: string;
}

/**
 * A visit's colour formula, bowl by bowl: each bowl's line and, under it, its note. Bowls are
 * numbered only when there are several, as the formula's own one-line summary numbers them.
 */
export function FormulaBowls({ bowls, label }: { bowls: readonly FormulaBowlLine[]; label?: string }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, overflowWrap: 'anywhere' }}
    >
      {bowls.map((bowl, index) => (
        // A formula's bowls have no ids of their own: their order is what names them.
        <Box component="li" key={index}>
          <Typography>
            {bowls.length > 1 ? `Bowl ${index + 1}: ` : ''}
            {bowl.summary}
          </Typography>
          {bowl.note ? (
            <Typography variant="body2" color="text.secondary">
              {bowl.note}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
