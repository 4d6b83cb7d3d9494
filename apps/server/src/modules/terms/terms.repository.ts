import { TERMS_FALLBACK } from '@piiq/domain/auth-rules';
import { asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
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

    /** Every version of every locale, newest first within a locale: a few dozen rows at most. */
    versions(): Promise<TermsRow[]> {
      return db.select().from(termsOfService).orderBy(asc(termsOfService.locale), desc(termsOfService.version));
    },

    /**
     * Adds the locale's next version. Two publishes at once both read the same number: the unique
     * (locale, version) key refuses the second instead of letting it overwrite the first.
     */
    async publish(locale: string, bodyHtml: string, tx: Database): Promise<TermsRow> {
      const [latest] = await tx
        .select({ version: termsOfService.version })
        .from(termsOfService)
        .where(eq(termsOfService.locale, locale))
        .orderBy(desc(termsOfService.version))
        .limit(1);
      const [row] = await tx
        .insert(termsOfService)
        .values({ locale, version: (latest?.version ?? 0) + 1, bodyHtml })
        .returning();
      if (!row) throw new Error('the terms were not stored');
      return row;
    },
  };
}

export type TermsRepository = ReturnType<typeof createTermsRepository>;
