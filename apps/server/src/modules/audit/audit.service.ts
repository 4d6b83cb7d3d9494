import type { Database } from '../../db/client.ts';
import { decodePageToken, keysetPage } from '../../keyset.ts';
import { createAuditRepository, type AuditEventRow, type AuditFilter } from './audit.repository.ts';

/** Who did it: the signed-in person, as they were at the time. */
export interface AuditActor {
  userId: string | null;
  email: string;
}

export interface AuditEntry {
  actor: AuditActor;
  action: string;
  subjectKind: string;
  subjectId?: string | null;
  salonId?: string | null;
  before?: unknown;
  after?: unknown;
}

export type AuditEvent = AuditEventRow;

/** Dates and other values as JSON would store them, so what is shown is what was kept. */
const asStored = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

/**
 * The audit log (console writes and sensitive salon-side actions). record() takes the transaction of
 * the change it records: the entry exists if and only if the change does.
 */
export function createAuditService(deps: { db: Database }) {
  return {
    async record(tx: Database, entry: AuditEntry): Promise<void> {
      await createAuditRepository(tx).insert({
        actorUserId: entry.actor.userId,
        actorEmail: entry.actor.email,
        action: entry.action,
        subjectKind: entry.subjectKind,
        subjectId: entry.subjectId ?? null,
        salonId: entry.salonId ?? null,
        before: asStored(entry.before),
        after: asStored(entry.after),
      });
    },

    async page(filter: AuditFilter, limit: number, nextToken: string | null): Promise<{ items: AuditEvent[]; nextToken: string | null }> {
      const rows = await createAuditRepository(deps.db).page(filter, nextToken ? decodePageToken(nextToken) : null, limit + 1);
      const page = keysetPage(rows, limit);
      return { items: page.items.map(({ cursor: _cursor, ...event }) => event), nextToken: page.nextToken };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
