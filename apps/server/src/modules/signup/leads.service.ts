import { leadMessages, type LeadUpdate } from '@piiq/domain/leads';
import type { Database } from '../../db/client.ts';
import { notFound, UserError } from '../../errors.ts';
import { isUuid } from '../../ids.ts';
import { decodePageToken, keysetPage } from '../../keyset.ts';
import type { AuditActor, AuditService } from '../audit/audit.service.ts';
import type { BetaLeadRow, LeadFilter, SignupRepository } from './signup.repository.ts';

/** What the audit log keeps of a lead's change: its follow-up, not the contact details it was given. */
const followUpOf = (lead: BetaLeadRow) => ({ status: lead.status, notes: lead.notes, version: lead.version });

/** The provider's follow-up of the pre-register leads signup stores (the console's Leads). */
export function createLeadsService(deps: {
  db: Database;
  repository: SignupRepository;
  audit: Pick<AuditService, 'record'>;
}) {
  const { db, repository } = deps;
  return {
    async page(
      filter: LeadFilter,
      limit: number,
      nextToken: string | null,
    ): Promise<{ items: BetaLeadRow[]; nextToken: string | null }> {
      const rows = await repository.leadsPage(filter, nextToken ? decodePageToken(nextToken) : null, limit + 1);
      const page = keysetPage(
        rows.map((row) => ({ ...row.lead, cursor: row.cursor })),
        limit,
      );
      return { items: page.items.map(({ cursor: _cursor, ...lead }) => lead), nextToken: page.nextToken };
    },

    /** Saves status and notes over the version the editor read; a save over someone else's later change is refused. */
    async update(actor: AuditActor, id: string, change: LeadUpdate): Promise<BetaLeadRow> {
      if (!isUuid(id)) throw notFound();
      return db.transaction(async (tx) => {
        const before = await repository.findLead(id, true, tx);
        if (!before) throw notFound();
        const after = await repository.updateLead(id, change, tx);
        if (!after) throw new UserError('CONFLICT', leadMessages.changedElsewhere);
        await deps.audit.record(tx, {
          actor,
          action: 'lead.update',
          subjectKind: 'lead',
          subjectId: id,
          before: followUpOf(before),
          after: followUpOf(after),
        });
        return after;
      });
    },

    forExport: (filter: LeadFilter, batch: number) => repository.leadsForExport(filter, batch),
  };
}

export type LeadsService = ReturnType<typeof createLeadsService>;
