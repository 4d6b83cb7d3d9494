import { contentMessages, type TermsInput } from '@piiq/domain/content';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { UserError } from '../../errors.ts';
import { sanitizeStoredHtml } from '../../html.ts';
import type { AuditActor, AuditService } from '../audit/audit.service.ts';
import { createTermsRepository, type TermsRow } from './terms.repository.ts';

/** The terms of service people accept before they use the app, and the console's publishing of them. */
export function createTermsService(deps: { db: Database; audit: Pick<AuditService, 'record'> }) {
  const repository = createTermsRepository(deps.db);
  return {
    /** The newest terms for a locale (en-US), a country (US) or a language (en); none when nothing matches. */
    latestFor: (key: string): Promise<TermsRow | undefined> => repository.latestFor(key),

    /**
     * Whether this locale and version are still the newest terms of that locale: what the gate compares a
     * person's acceptance with. Terms someone read before a newer version came out are not that.
     */
    async isCurrent(terms: { locale: string; version: number }): Promise<boolean> {
      const latest = await repository.latestFor(terms.locale);
      return latest?.locale === terms.locale && latest.version === terms.version;
    },

    versions: (): Promise<TermsRow[]> => repository.versions(),

    /**
     * Publishes the locale's next version, sanitised. Everyone whose terms resolve to this locale
     * accepted an older version, so the terms gate asks them again at their next visit.
     */
    async publish(actor: AuditActor, input: TermsInput): Promise<TermsRow> {
      const bodyHtml = await sanitizeStoredHtml(input.bodyHtml);
      if (bodyHtml.trim() === '')
        throw new UserError('BAD_USER_INPUT', contentMessages.termsBody, {
          fields: [{ field: 'bodyHtml', message: contentMessages.termsBody }],
        });
      try {
        return await deps.db.transaction(async (tx) => {
          const published = await repository.publish(input.locale, bodyHtml, tx);
          await deps.audit.record(tx, {
            actor,
            action: 'content.terms.publish',
            subjectKind: 'terms',
            subjectId: published.id,
            after: { locale: published.locale, version: published.version },
          });
          return published;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new UserError('CONFLICT', contentMessages.termsPublishedMeanwhile);
        throw error;
      }
    },
  };
}

export type TermsService = ReturnType<typeof createTermsService>;
