import type { TermsRepository, TermsRow } from './terms.repository.ts';

/** The terms of service people accept before they use the app. */
export function createTermsService(deps: { repository: TermsRepository }) {
  return {
    /** The newest terms for a locale (en-US), a country (US) or a language (en); none when nothing matches. */
    latestFor: (key: string): Promise<TermsRow | undefined> => deps.repository.latestFor(key),
  };
}

export type TermsService = ReturnType<typeof createTermsService>;
