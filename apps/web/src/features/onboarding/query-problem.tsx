import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { UseQueryResult } from '@tanstack/react-query';
import { FormAlert } from '../../components/form-alert.tsx';
import { errorText } from '../../components/forms/error-text.ts';
import { LoadingChip } from '../../components/loading-chip.tsx';

interface QueryProblemProps {
  query: Pick<UseQueryResult, 'isError' | 'error' | 'refetch' | 'isFetching'>;
  /** What was being loaded, e.g. 'your team': the failure says so. */
  what: string;
}

/** What shows while a step's data is not there: the loading chip, or the failure with Try again. */
export function QueryProblem({ query, what }: QueryProblemProps) {
  if (!query.isError) return <LoadingChip />;
  return (
    <Box>
      <FormAlert severity="error">
        We couldn't load {what}. {errorText(query.error)}
      </FormAlert>
      <Button variant="outlined" onClick={() => void query.refetch()} disabled={query.isFetching}>
        Try again
      </Button>
    </Box>
  );
}
