import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { betaLeads, signupRequests } from '../../db/schema/signup.ts';

export type NewBetaLeadRow = typeof betaLeads.$inferInsert;

/** Signup's own rows: the pre-register leads and the idempotency keys of RegisterAccount. */
export function createSignupRepository(db: Database) {
  return {
    async insertBetaLead(lead: NewBetaLeadRow): Promise<string> {
      const [row] = await db.insert(betaLeads).values(lead).returning({ id: betaLeads.id });
      if (!row) throw new Error('beta lead was not stored');
      return row.id;
    },

    /**
     * Claims an idempotency key before charging. Returns 'claimed', or the finished request's stored
     * result, or 'busy' while another request holds it. A claim older than `staleBefore` belongs to a
     * request that died between the charge and the commit: it may be taken over (the provider's own
     * idempotency keys make the repeated charge a replay).
     */
    async claimSignup(
      idempotencyKey: string,
      staleBefore: Date,
    ): Promise<{ state: 'claimed' } | { state: 'done'; result: unknown } | { state: 'busy' }> {
      const inserted = await db
        .insert(signupRequests)
        .values({ idempotencyKey })
        .onConflictDoNothing({ target: signupRequests.idempotencyKey })
        .returning({ id: signupRequests.id });
      if (inserted.length > 0) return { state: 'claimed' };
      const [existing] = await db.select().from(signupRequests).where(eq(signupRequests.idempotencyKey, idempotencyKey)).limit(1);
      if (!existing) return this.claimSignup(idempotencyKey, staleBefore);
      if (existing.result !== null) return { state: 'done', result: existing.result };
      const taken = await db
        .update(signupRequests)
        .set({ createdAt: sql`now()` })
        .where(and(eq(signupRequests.id, existing.id), lt(signupRequests.createdAt, staleBefore)))
        .returning({ id: signupRequests.id });
      return taken.length > 0 ? { state: 'claimed' } : { state: 'busy' };
    },

    /** A failed signup (a declined card, a conflict) leaves nothing behind, so the key can be used again. */
    async releaseSignup(idempotencyKey: string): Promise<void> {
      await db.delete(signupRequests).where(eq(signupRequests.idempotencyKey, idempotencyKey));
    },

    /** The answer a retry with the same key gets, stored with the salon it created. */
    async completeSignup(idempotencyKey: string, salonId: string, result: unknown): Promise<void> {
      await db.update(signupRequests).set({ salonId, result }).where(eq(signupRequests.idempotencyKey, idempotencyKey));
    },
  };
}

export type SignupRepository = ReturnType<typeof createSignupRepository>;
