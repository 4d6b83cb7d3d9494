import type { HelpResourceInput } from '@piiq/domain/content';
import type { Database } from '../../db/client.ts';
import { createAuditedEditor, type AuditActor, type AuditService } from '../audit/audit.service.ts';
import { createResourcesRepository, type HelpResourceRow } from './resources.repository.ts';
import { startUpGuidePdf } from './start-up-guide.ts';

export function createResourcesService(deps: { db: Database; audit: Pick<AuditService, 'record'>; now: () => Date }) {
  const repository = createResourcesRepository(deps.db);
  const editor = createAuditedEditor({
    db: deps.db,
    audit: deps.audit,
    kind: 'resource',
    records: repository,
    keep: ({ id: _id, createdAt: _createdAt, ...entry }: HelpResourceRow) => entry,
  });
  return {
    /** The Help and resources page's entries, by kind and place. */
    all: (): Promise<HelpResourceRow[]> => repository.all(),

    /** The start-up guide download, built from the guide's sections as they are now. */
    async startUpGuide(): Promise<Buffer> {
      const sections = (await repository.all()).filter((entry) => entry.kind === 'GUIDE_SECTION');
      return startUpGuidePdf(sections, deps.now());
    },

    save: (actor: AuditActor, id: string | null, input: HelpResourceInput): Promise<HelpResourceRow> =>
      editor.save(actor, id, input),
    remove: (actor: AuditActor, id: string): Promise<HelpResourceRow> => editor.remove(actor, id),
  };
}

export type ResourcesService = ReturnType<typeof createResourcesService>;
