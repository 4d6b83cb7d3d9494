import { and, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { afterKeyset, keysetCursorOf } from '../../db/keyset-sql.ts';
import { containing, likeLiteral } from '../../db/like.ts';
import { auditEvents } from '../../db/schema/audit.ts';
import type { KeysetCursor } from '../../keyset.ts';

export type AuditEventRow = typeof auditEvents.$inferSelect;
export type NewAuditEventRow = typeof auditEvents.$inferInsert;

export interface AuditFilter {
  /** An action's exact name, or its family ("lead" for every "lead.*"). */
  action?: string | undefined;
  /** Part of the actor's email, any case. */
  actor?: string | undefined;
  salonId?: string | undefined;
}

/** The audit log: written beside the change it records, in the change's own transaction, and only read after. */
export function createAuditRepository(db: Database) {
  return {
    async insert(row: NewAuditEventRow, tx: Database): Promise<void> {
      await tx.insert(auditEvents).values(row);
    },

    page(filter: AuditFilter, after: KeysetCursor | null, limit: number) {
      const conditions: Array<SQL | undefined> = [
        filter.action
          ? filter.action.includes('.')
            ? eq(auditEvents.action, filter.action)
            : ilike(auditEvents.action, `${likeLiteral(filter.action)}.%`)
          : undefined,
        filter.actor ? ilike(auditEvents.actorEmail, containing(filter.actor)) : undefined,
        filter.salonId ? eq(auditEvents.salonId, filter.salonId) : undefined,
        afterKeyset(auditEvents.at, auditEvents.id, after),
      ];
      return db
        .select({
          id: auditEvents.id,
          at: auditEvents.at,
          actorUserId: auditEvents.actorUserId,
          actorEmail: auditEvents.actorEmail,
          actorApiKeyId: auditEvents.actorApiKeyId,
          action: auditEvents.action,
          subjectKind: auditEvents.subjectKind,
          subjectId: auditEvents.subjectId,
          salonId: auditEvents.salonId,
          before: auditEvents.before,
          after: auditEvents.after,
          cursor: keysetCursorOf(auditEvents.at),
        })
        .from(auditEvents)
        .where(and(...conditions))
        .orderBy(desc(auditEvents.at), desc(auditEvents.id))
        .limit(limit);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
