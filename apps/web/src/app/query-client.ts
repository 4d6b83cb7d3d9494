import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/graphql.ts';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A refusal or a bad input will not change on retry; a dropped connection might.
        retry: (failures, error) => failures < 2 && (!(error instanceof ApiError) || error.code === 'NETWORK_ERROR'),
        refetchOnWindowFocus: false,
      },
    },
  });
}
