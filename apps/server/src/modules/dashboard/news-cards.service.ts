import type { NewsCardInput } from '@piiq/domain/content';
import type { Database } from '../../db/client.ts';
import { isUuid } from '../../ids.ts';
import { createAuditedEditor, type AuditActor, type AuditService } from '../audit/audit.service.ts';
import { createDashboardRepository, type AnnouncementRow } from './dashboard.repository.ts';

/** The dashboard's news cards as the console keeps them: drafts, published cards, their order. */
export function createNewsCardsService(deps: { db: Database; audit: Pick<AuditService, 'record'>; now: () => Date }) {
  const repository = createDashboardRepository(deps.db);
  const editor = createAuditedEditor({
    db: deps.db,
    audit: deps.audit,
    kind: 'news',
    records: {
      find: repository.findAnnouncement,
      insert: repository.insertAnnouncement,
      update: repository.updateAnnouncement,
      remove: repository.removeAnnouncement,
    },
    keep: ({ id: _id, createdAt: _createdAt, ...card }: AnnouncementRow) => card,
  });
  return {
    all: (): Promise<AnnouncementRow[]> => repository.allAnnouncements(),

    /**
     * A new card (no id) or a change. Publishing dates a card now, which puts it first on every
     * dashboard; saving a published card again keeps its date, so an edit does not reorder the news.
     */
    async save(actor: AuditActor, id: string | null, input: NewsCardInput): Promise<AnnouncementRow> {
      const { published, ...card } = input;
      const before = id && isUuid(id) ? await repository.findAnnouncement(id) : undefined;
      const publishedAt = published ? (before?.publishedAt ?? deps.now()) : null;
      return editor.save(actor, id, { ...card, publishedAt });
    },

    remove: (actor: AuditActor, id: string): Promise<AnnouncementRow> => editor.remove(actor, id),
  };
}

export type NewsCardsService = ReturnType<typeof createNewsCardsService>;
