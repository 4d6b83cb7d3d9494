import { and, desc, eq, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { apiKeys } from '../../db/schema/api-keys.ts';

export type ApiKeyRow = Omit<typeof apiKeys.$inferSelect, 'secretHash'>;

/** Every column but the hash, which never leaves this file once written. */
const listed = {
  id: apiKeys.id,
  salonId: apiKeys.salonId,
  name: apiKeys.name,
  scope: apiKeys.scope,
  secretStart: apiKeys.secretStart,
  createdBy: apiKeys.createdBy,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};

/** A salon's API keys: stored as hashes, revoked by a date, never deleted (the audit log names them). */
export function createApiKeysRepository(db: Database) {
  return {
    async insert(values: typeof apiKeys.$inferInsert, tx: Database = db): Promise<ApiKeyRow> {
      const [row] = await tx.insert(apiKeys).values(values).returning(listed);
      if (!row) throw new Error('insert into api_keys returned no row');
      return row;
    },

    /** The keys still in use, newest first. */
    activeOfSalon(salonId: string): Promise<ApiKeyRow[]> {
      return db
        .select(listed)
        .from(apiKeys)
        .where(and(eq(apiKeys.salonId, salonId), isNull(apiKeys.revokedAt)))
        .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
    },

    async find(id: string): Promise<ApiKeyRow | undefined> {
      const [row] = await db.select(listed).from(apiKeys).where(eq(apiKeys.id, id));
      return row;
    },

    /** The unrevoked key with this secret's hash: one indexed equality. */
    async activeBySecretHash(secretHash: string): Promise<ApiKeyRow | undefined> {
      const [row] = await db
        .select(listed)
        .from(apiKeys)
        .where(and(eq(apiKeys.secretHash, secretHash), isNull(apiKeys.revokedAt)));
      return row;
    },

    /** The key as revoked; undefined when none is still in use with that id. */
    async revoke(id: string, at: Date, tx: Database = db): Promise<ApiKeyRow | undefined> {
      const [row] = await tx
        .update(apiKeys)
        .set({ revokedAt: at })
        .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
        .returning(listed);
      return row;
    },

    /** Writes last used only when the stored one is older than `staleBefore`, so concurrent calls write once. */
    async touch(id: string, at: Date, staleBefore: Date): Promise<void> {
      await db
        .update(apiKeys)
        .set({ lastUsedAt: at })
        .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lte(apiKeys.lastUsedAt, staleBefore))));
    },
  };
}

export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;
