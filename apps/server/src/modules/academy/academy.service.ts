import type { AcademyItemInput } from '@piiq/domain/content';
import type { Database } from '../../db/client.ts';
import { sanitizeStoredHtml } from '../../html.ts';
import { isUuid } from '../../ids.ts';
import { createAuditedEditor, type AuditActor, type AuditService } from '../audit/audit.service.ts';
import { createAcademyRepository, type AcademyRow } from './academy.repository.ts';

export function createAcademyService(deps: { db: Database; audit: Pick<AuditService, 'record'> }) {
  const repository = createAcademyRepository(deps.db);
  const editor = createAuditedEditor({
    db: deps.db,
    audit: deps.audit,
    kind: 'academy',
    records: { find: repository.item, insert: repository.insert, update: repository.update, remove: repository.remove },
    keep: ({ id: _id, createdAt: _createdAt, ...item }: AcademyRow) => item,
  });
  return {
    /** GetPiiqAcademyContent. */
    items: (): Promise<AcademyRow[]> => repository.items(),

    /** GetPiiqAcademyContentDetail; null for an id that is no item (Not found). */
    async item(id: string): Promise<AcademyRow | null> {
      if (!isUuid(id)) return null;
      return (await repository.item(id)) ?? null;
    },

    /** A new video (no id) or a change; its transcript is stored sanitised. */
    save: async (actor: AuditActor, id: string | null, input: AcademyItemInput): Promise<AcademyRow> =>
      editor.save(actor, id, { ...input, transcriptHtml: await sanitizeStoredHtml(input.transcriptHtml) }),

    remove: (actor: AuditActor, id: string): Promise<AcademyRow> => editor.remove(actor, id),
  };
}

export type AcademyService = ReturnType<typeof createAcademyService>;
