import type { LeadStatus, LeadUpdate } from '@piiq/domain/leads';
import { and, desc, eq, ilike, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { afterKeyset, keysetCursorOf } from '../../db/keyset-sql.ts';
import { containing } from '../../db/like.ts';
import { betaLeads, signupRequests } from '../../db/schema/signup.ts';
import type { KeysetCursor } from '../../keyset.ts';

export type NewBetaLeadRow = typeof betaLeads.$inferInsert;
export type BetaLeadRow = typeof betaLeads.$inferSelect;

export interface LeadFilter {
  status?: LeadStatus | undefined;
  /** Part of the name, email, salon or phone, any case. */
  search?: string | undefined;
}

function leadConditions(filter: LeadFilter) {
  const pattern = filter.search ? containing(filter.search) : null;
  return [
    filter.status ? eq(betaLeads.status, filter.status) : undefined,
    pattern
      ? or(
          ilike(betaLeads.betaName, pattern),
          ilike(betaLeads.betaEmail, pattern),
          ilike(betaLeads.betaSalonName, pattern),
          ilike(betaLeads.betaPhone, pattern),
        )
      : undefined,
  ];
}

/** Signup's own rows: the pre-register leads and the idempotency keys of RegisterAccount. */
export function createSignupRepository(db: Database) {
  /** The console's leads, newest first, by keyset. */
  function leadsPage(filter: LeadFilter, after: KeysetCursor | null, limit: number) {
    return db
      .select({ lead: betaLeads, cursor: keysetCursorOf(betaLeads.createdAt) })
      .from(betaLeads)
      .where(and(...leadConditions(filter), afterKeyset(betaLeads.createdAt, betaLeads.id, after)))
      .orderBy(desc(betaLeads.createdAt), desc(betaLeads.id))
      .limit(limit);
  }

  return {
    leadsPage,

    async findLead(id: string, forUpdate = false, tx: Database = db): Promise<BetaLeadRow | undefined> {
      const query = tx.select().from(betaLeads).where(eq(betaLeads.id, id)).limit(1);
      const [row] = forUpdate ? await query.for('update') : await query;
      return row;
    },

    /** Saves a lead only at the version its editor read; undefined when that version is no longer the stored one. */
    async updateLead(id: string, change: LeadUpdate, tx: Database): Promise<BetaLeadRow | undefined> {
      const [row] = await tx
        .update(betaLeads)
        .set({
          status: change.status,
          notes: change.notes,
          version: sql`${betaLeads.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(betaLeads.id, id), eq(betaLeads.version, change.version)))
        .returning();
      return row;
    },

    async insertBetaLead(lead: NewBetaLeadRow, tx: Database = db): Promise<string> {
      const [row] = await tx.insert(betaLeads).values(lead).returning({ id: betaLeads.id });
      if (!row) throw new Error('beta lead was not stored');
      return row.id;
    },

    /** Every lead the filter keeps, a batch at a time, for the CSV export. */
    async *leadsForExport(filter: LeadFilter, batch: number): AsyncGenerator<BetaLeadRow[]> {
      let after: KeysetCursor | null = null;
      for (;;) {
        const rows = await leadsPage(filter, after, batch);
        if (rows.length > 0) yield rows.map((row) => row.lead);
        const last = rows.at(-1);
        if (rows.length < batch || !last) return;
        after = { createdAt: last.cursor, id: last.lead.id };
      }
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
      const [existing] = await db
        .select()
        .from(signupRequests)
        .where(eq(signupRequests.idempotencyKey, idempotencyKey))
        .limit(1);
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
    async completeSignup(idempotencyKey: string, salonId: string, result: unknown, tx: Database = db): Promise<void> {
      await tx.update(signupRequests).set({ salonId, result }).where(eq(signupRequests.idempotencyKey, idempotencyKey));
    },
  };
}

export type SignupRepository = ReturnType<typeof createSignupRepository>;
