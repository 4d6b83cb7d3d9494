import Box from '@mui/material/Box';
import { FormAlert } from '../form-alert.tsx';

interface FormMessagesProps {
  /** What went wrong: announced at once (role alert). */
  error?: string | null | undefined;
  /** Good news or a next step: announced politely by a status region that is always present. */
  notice?: string | null | undefined;
}

/**
 * The messages of a form, above its fields. The status region stays in the page even when empty,
 * because a live region that appears together with its text is not read out by every screen reader.
 */
export function FormMessages({ error, notice }: FormMessagesProps) {
  return (
    <>
      <Box role="status" aria-atomic="true">
        {notice && !error && (
          <FormAlert severity="success" role="none">
            {notice}
          </FormAlert>
        )}
      </Box>
      {error && <FormAlert severity="error">{error}</FormAlert>}
    </>
  );
}
