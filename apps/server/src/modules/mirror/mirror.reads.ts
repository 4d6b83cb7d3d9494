import type { MirrorRepository } from './mirror.repository.ts';

/** What another module may read of the paired mirrors; every write goes through the mirror service. */
export type MirrorReads = Pick<MirrorRepository, 'pairedCounts'>;
