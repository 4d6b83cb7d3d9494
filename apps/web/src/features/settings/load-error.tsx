import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { errorText } from '../../components/forms/error-text.ts';
import { FormAlert } from '../../components/form-alert.tsx';

/** A part of the page that could not load: what went wrong and the way forward, never a blank space. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <FormAlert severity="error">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <span>{errorText(error)}</span>
        <Button size="small" variant="outlined" color="inherit" onClick={onRetry}>
          Try again
        </Button>
      </Box>
    </FormAlert>
  );
}
