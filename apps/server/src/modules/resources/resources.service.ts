import type { ResourcesRepository, HelpResourceRow } from './resources.repository.ts';
import { startUpGuidePdf } from './start-up-guide.ts';

export function createResourcesService(deps: { repository: ResourcesRepository; now: () => Date }) {
  return {
    /** The Help and resources page's entries, by kind and place. */
    all: (): Promise<HelpResourceRow[]> => deps.repository.all(),

    /** The start-up guide download, built from the guide's sections as they are now. */
    async startUpGuide(): Promise<Buffer> {
      const sections = (await deps.repository.all()).filter((entry) => entry.kind === 'GUIDE_SECTION');
      return startUpGuidePdf(sections, deps.now());
    },
  };
}

export type ResourcesService = ReturnType<typeof createResourcesService>;
