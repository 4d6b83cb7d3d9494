import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

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
          <Alert severity="success" role="none" sx={{ mb: 2 }}>
            {notice}
          </Alert>
        )}
      </Box>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
    </>
  );
}
