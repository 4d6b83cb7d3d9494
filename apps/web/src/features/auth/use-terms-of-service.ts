import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Terms } from '../../lib/api/terms-of-service.ts';
import { request } from '../../lib/graphql.ts';
import { viewerQueryKey, type Viewer } from '../../lib/session.ts';
import { UpdateTermsOfService } from './auth-operations.ts';

export function hasAcceptedTerms(
  viewer: Pick<Viewer, 'termsOfServiceLocale' | 'termsOfServiceVersion'>,
  terms: Terms,
): boolean {
  return viewer.termsOfServiceLocale === terms.locale && viewer.termsOfServiceVersion === terms.version;
}

/**
 * Agree: records the terms' locale and version against the user, writes the answer into the viewer
 * at once (so the gate opens without waiting for a round trip) and then refreshes the viewer.
 */
export function useAcceptTerms(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (terms: Terms) =>
      (
        await request(UpdateTermsOfService, {
          id: userId,
          input: { termsOfServiceLocale: terms.locale, termsOfServiceVersion: terms.version },
        })
      ).updateTermsOfService,
    onSuccess: async (accepted) => {
      queryClient.setQueryData<Viewer | null>(viewerQueryKey, (viewer) =>
        viewer ? { ...viewer, ...accepted } : viewer,
      );
      await queryClient.invalidateQueries({ queryKey: viewerQueryKey });
    },
  });
}
