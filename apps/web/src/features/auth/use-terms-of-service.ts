import { TERMS_FALLBACK } from '@piiq/domain/auth-rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request, type ResultOf, type VariablesOf } from '../../lib/graphql.ts';
import { viewerQueryKey, type Viewer } from '../../lib/session.ts';
import { GetTermsOfService, UpdateTermsOfService } from './auth-operations.ts';

type TermsAnswer = ResultOf<typeof GetTermsOfService>;
export type Terms = NonNullable<TermsAnswer['locale']>;
type TermsLookup = VariablesOf<typeof GetTermsOfService>;

/**
 * The four keys the terms are looked up by: the browser's locale (en-AU), its country (AU), its
 * language (en) and the fallback locale (en-GB). A tag without a region, or one the browser cannot
 * parse, falls back to the product's country and language so every look-up still asks something valid.
 */
export function termsLookup(browserLocale: string | undefined): TermsLookup {
  const parsed = parseLocale(browserLocale);
  const language = parsed?.language ?? TERMS_FALLBACK.language;
  const country = parsed?.region ?? TERMS_FALLBACK.country;
  return {
    locale: parsed ? (parsed.region ? `${language}-${parsed.region}` : language) : TERMS_FALLBACK.locale,
    country,
    language,
    defaultLocale: TERMS_FALLBACK.locale,
  };
}

function parseLocale(tag: string | undefined): Intl.Locale | null {
  if (!tag) return null;
  try {
    return new Intl.Locale(tag);
  } catch {
    return null;
  }
}

/** The first terms found, in the product's order: locale, country, language, default. */
export function pickTerms(answer: TermsAnswer): Terms | null {
  return answer.locale ?? answer.country ?? answer.language ?? answer.default ?? null;
}

export function hasAcceptedTerms(
  viewer: Pick<Viewer, 'termsOfServiceLocale' | 'termsOfServiceVersion'>,
  terms: Terms,
): boolean {
  return viewer.termsOfServiceLocale === terms.locale && viewer.termsOfServiceVersion === terms.version;
}

/** The terms this browser must accept (null when none are published). */
export function useTermsOfService() {
  const lookup = termsLookup(typeof navigator === 'undefined' ? undefined : navigator.language);
  return useQuery({
    queryKey: ['terms-of-service', lookup],
    queryFn: async () => pickTerms(await request(GetTermsOfService, lookup)),
    // New terms are rare; a quarter of an hour keeps navigation free of repeat look-ups.
    staleTime: 15 * 60_000,
  });
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
