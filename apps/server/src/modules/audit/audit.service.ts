import type { Database } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { isUuid } from '../../ids.ts';
import { decodePageToken, keysetPage } from '../../keyset.ts';
import { createAuditRepository, type AuditEventRow, type AuditFilter } from './audit.repository.ts';

/** Who did it: the signed-in person, or a salon's API key, as they were at the time. */
export interface AuditActor {
  userId: string | null;
  /** For a key, `API key "<its name>"`. */
  email: string;
  apiKeyId?: string | null;
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
  const repository = createAuditRepository(deps.db);
  return {
    async record(tx: Database, entry: AuditEntry): Promise<void> {
      const row = {
        actorUserId: entry.actor.userId,
        actorEmail: entry.actor.email,
        actorApiKeyId: entry.actor.apiKeyId ?? null,
        action: entry.action,
        subjectKind: entry.subjectKind,
        subjectId: entry.subjectId ?? null,
        salonId: entry.salonId ?? null,
        before: asStored(entry.before),
        after: asStored(entry.after),
      };
      await repository.insert(row, tx);
    },

    async page(
      filter: AuditFilter,
      limit: number,
      nextToken: string | null,
    ): Promise<{ items: AuditEvent[]; nextToken: string | null }> {
      const rows = await repository.page(filter, nextToken ? decodePageToken(nextToken) : null, limit + 1);
      const page = keysetPage(rows, limit);
      return { items: page.items.map(({ cursor: _cursor, ...event }) => event), nextToken: page.nextToken };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;

/** One kind of content record as the console edits it: found, created, changed and removed by id. */
export interface EditableRecords<Row, Values> {
  find(id: string, tx: Database): Promise<Row | undefined>;
  insert(values: Values, tx: Database): Promise<Row>;
  update(id: string, values: Values, tx: Database): Promise<Row | undefined>;
  remove(id: string, tx: Database): Promise<Row | undefined>;
}

/**
 * The console's edits of a kind of content (academy videos, news cards, help entries): each save or
 * removal and its audit entry ("content.<kind>.create|update|delete", before and after) in one
 * transaction. An id that is no record is Not found, never a silent create.
 */
export function createAuditedEditor<Row extends { id: string }, Values>(deps: {
  db: Database;
  audit: Pick<AuditService, 'record'>;
  kind: string;
  records: EditableRecords<Row, Values>;
  /** What the log keeps of a record: its content, without bookkeeping columns. */
  keep: (row: Row) => unknown;
}) {
  const { db, audit, kind, records } = deps;
  return {
    save(actor: AuditActor, id: string | null, values: Values): Promise<Row> {
      return db.transaction(async (tx) => {
        if (id === null) {
          const created = await records.insert(values, tx);
          await audit.record(tx, {
            actor,
            action: `content.${kind}.create`,
            subjectKind: kind,
            subjectId: created.id,
            after: deps.keep(created),
          });
          return created;
        }
        const before = isUuid(id) ? await records.find(id, tx) : undefined;
        const after = before ? await records.update(id, values, tx) : undefined;
        if (!before || !after) throw notFound();
        await audit.record(tx, {
          actor,
          action: `content.${kind}.update`,
          subjectKind: kind,
          subjectId: id,
          before: deps.keep(before),
          after: deps.keep(after),
        });
        return after;
      });
    },

    remove(actor: AuditActor, id: string): Promise<Row> {
      return db.transaction(async (tx) => {
        const removed = isUuid(id) ? await records.remove(id, tx) : undefined;
        if (!removed) throw notFound();
        await audit.record(tx, {
          actor,
          action: `content.${kind}.delete`,
          subjectKind: kind,
          subjectId: id,
          before: deps.keep(removed),
        });
        return removed;
      });
    },
  };
}
