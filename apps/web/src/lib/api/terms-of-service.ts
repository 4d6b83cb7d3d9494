import { TERMS_FALLBACK } from '@piiq/domain/auth-rules';
import { useQuery } from '@tanstack/react-query';
import { graphql, request, type ResultOf, type VariablesOf } from '../graphql.ts';

/**
 * The current terms and conditions as this browser is shown them: by the terms gate, which blocks the
 * app until they are accepted, and by registration, whose payment box accepts them beforehand.
 */

/** Four look-ups in one request; the first that exists is used, in this order. */
export const GetTermsOfService = graphql(`
  query GetTermsOfService($locale: String!, $country: String!, $language: String!, $defaultLocale: String!) {
    locale: termsOfService(locale: $locale) {
      bodyHtml
      locale
      version
    }
    country: termsOfService(locale: $country) {
      bodyHtml
      locale
      version
    }
    language: termsOfService(locale: $language) {
      bodyHtml
      locale
      version
    }
    default: termsOfService(locale: $defaultLocale) {
      bodyHtml
      locale
      version
    }
  }
`);

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

/** The terms this browser is shown (null when none are published). */
export function useTermsOfService() {
  const lookup = termsLookup(typeof navigator === 'undefined' ? undefined : navigator.language);
  return useQuery({
    queryKey: ['terms-of-service', lookup],
    queryFn: async () => pickTerms(await request(GetTermsOfService, lookup)),
    // New terms are rare; a quarter of an hour keeps navigation free of repeat look-ups.
    staleTime: 15 * 60_000,
  });
}
