import { desc, ilike, or, sql } from 'drizzle-orm';
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
        .orderBy(desc(termsOfService.version), desc(termsOfService.publishedAt))
        .limit(1);
      return row;
    },
  };
}
