import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { UseQueryResult } from '@tanstack/react-query';
import { FormAlert } from './form-alert.tsx';
import { errorText } from './forms/error-text.ts';
import { LoadingChip } from './loading-chip.tsx';

/** The part of a query (or of several together) that says whether its data is coming, and how to ask again. */
export type LoadingQuery = Pick<UseQueryResult, 'isError' | 'error' | 'isFetching'> & {
  refetch: () => Promise<unknown>;
};

interface QueryProblemProps {
  query: LoadingQuery;
  /** What was being loaded, e.g. 'your team': the failure then says so before what went wrong. */
  what?: string;
}

/**
 * What shows while a part of the page has no data: the loading chip, or what went wrong and Try
 * again, never a blank space. The button rests while the new attempt runs.
 */
export function QueryProblem({ query, what }: QueryProblemProps) {
  if (!query.isError) return <LoadingChip />;
  return (
    <FormAlert severity="error">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <span>
          {what ? `We couldn't load ${what}. ` : null}
          {errorText(query.error)}
        </span>
        <Button
          size="small"
          variant="outlined"
          color="inherit"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          Try again
        </Button>
      </Box>
    </FormAlert>
  );
}
