import { useQuery } from '@tanstack/react-query';
import { request } from '../../lib/graphql.ts';
import { consoleKeys } from './console-keys.ts';
import { GetConsoleViewer } from './console-operations.ts';

/** The one at the console, read once: the layout asks first, and every section answers from the cache. */
export function useConsoleViewer() {
  return useQuery({ queryKey: consoleKeys.viewer, queryFn: async () => (await request(GetConsoleViewer)).me });
}

/**
 * Whether the one at the console holds its admin actions (a salon's subscription, the terms, the
 * team): the others never see those buttons, which the server would refuse them anyway.
 */
export function useIsProviderAdmin(): boolean {
  return useConsoleViewer().data?.isProviderAdmin ?? false;
}
