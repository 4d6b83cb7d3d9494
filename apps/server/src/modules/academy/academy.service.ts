import { isUuid } from '../../ids.ts';
import type { AcademyRepository, AcademyRow } from './academy.repository.ts';

export function createAcademyService(deps: { repository: AcademyRepository }) {
  return {
    /** GetPiiqAcademyContent. */
    items: (): Promise<AcademyRow[]> => deps.repository.items(),

    /** GetPiiqAcademyContentDetail; null for an id that is no item (Not found). */
    async item(id: string): Promise<AcademyRow | null> {
      if (!isUuid(id)) return null;
      return (await deps.repository.item(id)) ?? null;
    },
  };
}

export type AcademyService = ReturnType<typeof createAcademyService>;
