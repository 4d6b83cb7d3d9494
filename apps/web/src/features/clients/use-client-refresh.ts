import { useQueryClient } from '@tanstack/react-query';
import { clientKeys } from './clients-operations.ts';

/** Reads the client's page again: a patch test changes the standing, which only the server words. */
export function useClientRefresh(salonId: string, clientId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: clientKeys.detail(salonId, clientId) });
}
