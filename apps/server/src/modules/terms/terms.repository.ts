import { TERMS_FALLBACK } from '@piiq/domain/auth-rules';
import { asc, desc, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { termsOfService } from '../../db/schema/content.ts';

export type TermsRow = typeof termsOfService.$inferSelect;

export function createTermsRepository(db: Database) {
  return {
    /**
     * The newest terms for a key that may be a full locale (en-US), a country (US) or a language (en),
     * as the terms gate asks for all three and falls back through them.
     */
    async latestFor(key: string): Promise<TermsRow | undefined> {
      const condition = /^[A-Z]{2}$/.test(key)
        ? ilike(termsOfService.locale, `%-${key}`)
        : /^[a-z]{2,3}$/.test(key)
          ? or(ilike(termsOfService.locale, `${key}-%`), ilike(termsOfService.locale, key))
          : sql`lower(${termsOfService.locale}) = lower(${key})`;
      const [row] = await db
        .select()
        .from(termsOfService)
        .where(condition)
        // Several locales can share a country or a language: the newest version wins, then our default
        // locale (an en-AU browser reads the en-GB terms), then a stable order, so the answer never flips.
        .orderBy(
          desc(termsOfService.version),
          desc(sql`${termsOfService.locale} = ${TERMS_FALLBACK.locale}`),
          asc(termsOfService.locale),
        )
        .limit(1);
      return row;
    },
  };
}

export type TermsRepository = ReturnType<typeof createTermsRepository>;
