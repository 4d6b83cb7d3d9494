import type { HairColourConfirmationsRepository } from './hair-colour-confirmations.repository.ts';
import type { MirrorRepository } from './mirror.repository.ts';

/** What another module may read of the paired mirrors; every write goes through the mirror service. */
export type MirrorReads = Pick<MirrorRepository, 'pairedCounts'>;

/** What the console may count of the measure's suggestions beside the stylists' confirmations. */
export type HairColourConfirmationReads = Pick<
  HairColourConfirmationsRepository,
  'overall' | 'byMonthAndVersion' | 'byConfidenceFloor'
>;

export type { AgreementLimits, PairTally } from './hair-colour-confirmations.repository.ts';

/** The consultation's sessions, for a module above that writes beside them (the colour record). */
export type { MirrorSessionsService, MirrorSessionView } from './mirror-sessions.service.ts';
